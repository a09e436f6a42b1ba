import type { Seat } from '@arrakis/engine';
import type { ObservationPostId, SpyPost, UprisingSpaceId } from '../../dsl/uprising.ts';
import type { EventLog } from '../../events.ts';
import type { EngineState } from '../../state.ts';
import { OBSERVATION_POSTS, UPRISING_SPACES, type ObservationPost } from './board.ts';
import { uprisingPieces } from './pieces.ts';

/**
 * The rules of Spies on the observation posts (rules 004 "Placer un Espion", "Rappeler un Espion (Coût)",
 * "Rappeler un Espion (Action)", "icône Agent Espion"; facts uprising-rules.md §2.4), as functions of the state.
 * They are not yet wired into the Agent turn: that needs an Uprising edition registered (docs/architecture.md).
 */

/** The seat whose Spy is on `post`, if any; the first placed when two share it (Double Agent). */
export function spyOn(state: EngineState, post: ObservationPostId): Seat | null {
  return uprisingPieces(state).spies.find((s) => s.post === post)?.seat ?? null;
}

/** Whether the seat has a Spy on `post`. */
export function hasSpyOn(state: EngineState, seat: Seat, post: ObservationPostId): boolean {
  return uprisingPieces(state).spies.some((s) => s.post === post && s.seat === seat);
}

/** The posts holding the seat's Spies. */
export function spyPosts(state: EngineState, seat: Seat): ObservationPostId[] {
  return uprisingPieces(state)
    .spies.filter((s) => s.seat === seat)
    .map((s) => s.post);
}

/** Whether `post` is one `which` names: a post anywhere, one connected to a space with one of the icons, or to `agentSpace`. */
function named(post: ObservationPost, which: SpyPost, agentSpace: UprisingSpaceId | null): boolean {
  switch (which.kind) {
    case 'any':
      return true;
    case 'icons':
      return post.connects.some((s) => which.icons.includes(UPRISING_SPACES[s].icon));
    case 'agentSpace':
      return agentSpace !== null && post.connects.includes(agentSpace);
  }
}

/**
 * Posts the seat may place a Spy on for a `placeSpy` effect (`post`, `mayShare`): those it names that hold no Spy,
 * or with `mayShare` none of the seat's own (Double Agent). `agentSpace`: where the seat's Agent went this turn.
 * None: the effect does nothing (facts §2.4).
 */
export function freePosts(
  state: EngineState,
  seat: Seat,
  post: SpyPost,
  mayShare: boolean,
  agentSpace: UprisingSpaceId | null = null,
): ObservationPostId[] {
  return OBSERVATION_POSTS.filter(
    (p) => named(p, post, agentSpace) && (mayShare ? !hasSpyOn(state, seat, p.id) : spyOn(state, p.id) === null),
  ).map((p) => p.id);
}

/**
 * rules 004 "Placer un Espion": from the supply onto a free post (with `mayShare`, one no Spy of the seat's holds);
 * with none left in the supply (the limit of 3), one of the seat's Spies moves there from the post `from`.
 */
export function placeSpy(
  state: EngineState,
  seat: Seat,
  post: ObservationPostId,
  from: ObservationPostId | null,
  log: EventLog,
  mayShare = false,
): void {
  const pieces = uprisingPieces(state);
  if (mayShare ? hasSpyOn(state, seat, post) : spyOn(state, post) !== null) throw new Error(`post ${post} is taken`);
  if (pieces.spySupply[seat]! > 0) pieces.spySupply[seat]!--;
  else {
    if (from === null || !hasSpyOn(state, seat, from)) throw new Error(`seat ${seat} has no Spy to move from ${from}`);
    pieces.spies = pieces.spies.filter((s) => !(s.post === from && s.seat === seat));
  }
  pieces.spies.push({ post, seat });
  log.public('spyPlaced', { seat, post, from });
}

/** rules 004 "Rappeler un Espion": from its post back to the seat's supply. */
export function recallSpy(state: EngineState, seat: Seat, post: ObservationPostId, log: EventLog): void {
  const pieces = uprisingPieces(state);
  if (!hasSpyOn(state, seat, post)) throw new Error(`seat ${seat} has no Spy on ${post}`);
  pieces.spies = pieces.spies.filter((s) => !(s.post === post && s.seat === seat));
  pieces.spySupply[seat]!++;
  log.public('spyRecalled', { seat, post });
}

/** The seat's Spies on posts connected to `space`: each may be recalled once, to infiltrate or to gather. */
export function spiesReaching(state: EngineState, seat: Seat, space: UprisingSpaceId): ObservationPostId[] {
  const reach = new Set<ObservationPostId>(
    OBSERVATION_POSTS.filter((p) => p.connects.includes(space)).map((p) => p.id),
  );
  return spyPosts(state, seat).filter((post) => reach.has(post));
}

/**
 * rules 004 "Rappeler un Espion (Action)": infiltrate — send an Agent to a space another player's Agent holds by
 * recalling a Spy from a post connected to it. `occupants`: the seats with an Agent there.
 */
export function canInfiltrate(
  state: EngineState,
  seat: Seat,
  space: UprisingSpaceId,
  occupants: readonly Seat[],
): boolean {
  return occupants.some((s) => s !== seat) && spiesReaching(state, seat, space).length > 0;
}

/**
 * Gather intelligence (draw 1) after sending an Agent to `space`: a Spy on a connected post, not the one recalled to
 * infiltrate (one Spy cannot do both; two Spies on two posts of the space may; facts §2.4).
 */
export function gatherPosts(
  state: EngineState,
  seat: Seat,
  space: UprisingSpaceId,
  infiltratedFrom: ObservationPostId | null,
): ObservationPostId[] {
  return spiesReaching(state, seat, space).filter((post) => post !== infiltratedFrom);
}

/** rules 004 "icône Agent Espion": spaces an Agent may go to through the seat's Spies (the Spy stays). */
export function spacesSeenBySpies(state: EngineState, seat: Seat): UprisingSpaceId[] {
  const posts = new Set(spyPosts(state, seat));
  return [...new Set(OBSERVATION_POSTS.filter((p) => posts.has(p.id)).flatMap((p) => p.connects))];
}
