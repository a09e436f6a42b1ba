import type { Seat } from '@arrakis/engine';
import type { AgentIcon } from '../../dsl/primitives.ts';
import type { EventLog } from '../../events.ts';
import type { ImperiumState } from '../../state.ts';
import { OBSERVATION_POSTS, UPRISING_SPACES, type UprisingSpaceId } from './board.ts';
import { uprisingPieces } from './pieces.ts';

/**
 * The rules of Spies on the observation posts (rules 004 "Placer un Espion", "Rappeler un Espion (Coût)",
 * "Rappeler un Espion (Action)", "icône Agent Espion"; facts uprising-rules.md §2.4), as functions of the state.
 * They are not yet wired into the Agent turn: that needs an Uprising edition registered (docs/architecture.md).
 */

/** The seat whose Spy is on `post`, if any. */
export function spyOn(state: ImperiumState, post: string): Seat | null {
  return uprisingPieces(state).spies.find((s) => s.post === post)?.seat ?? null;
}

/** The posts holding the seat's Spies. */
export function spyPosts(state: ImperiumState, seat: Seat): string[] {
  return uprisingPieces(state)
    .spies.filter((s) => s.seat === seat)
    .map((s) => s.post);
}

/**
 * Posts a Spy may be placed on: free ones (no Spy of anyone's), connected to a space with `icon` when the effect
 * names one. None: the icon does nothing (facts §2.4).
 */
export function freePosts(state: ImperiumState, icon: AgentIcon | null): string[] {
  return OBSERVATION_POSTS.filter(
    (p) => spyOn(state, p.id) === null && (icon === null || p.connects.some((s) => UPRISING_SPACES[s].icon === icon)),
  ).map((p) => p.id);
}

/**
 * rules 004 "Placer un Espion": from the supply onto a free post; with none left in the supply (the limit of 3),
 * one of the seat's Spies moves there from the post `from`.
 */
export function placeSpy(state: ImperiumState, seat: Seat, post: string, from: string | null, log: EventLog): void {
  const pieces = uprisingPieces(state);
  if (spyOn(state, post) !== null) throw new Error(`post ${post} is taken`);
  if (pieces.spySupply[seat]! > 0) pieces.spySupply[seat]!--;
  else {
    if (from === null || spyOn(state, from) !== seat) throw new Error(`seat ${seat} has no Spy to move from ${from}`);
    pieces.spies = pieces.spies.filter((s) => s.post !== from);
  }
  pieces.spies.push({ post, seat });
  log.public('spyPlaced', { seat, post, from });
}

/** rules 004 "Rappeler un Espion": from its post back to the seat's supply. */
export function recallSpy(state: ImperiumState, seat: Seat, post: string, log: EventLog): void {
  const pieces = uprisingPieces(state);
  if (spyOn(state, post) !== seat) throw new Error(`seat ${seat} has no Spy on ${post}`);
  pieces.spies = pieces.spies.filter((s) => s.post !== post);
  pieces.spySupply[seat]!++;
  log.public('spyRecalled', { seat, post });
}

/** The seat's Spies on posts connected to `space`: each may be recalled once, to infiltrate or to gather. */
export function spiesReaching(state: ImperiumState, seat: Seat, space: UprisingSpaceId): string[] {
  const reach = new Set(OBSERVATION_POSTS.filter((p) => p.connects.includes(space)).map((p) => p.id));
  return spyPosts(state, seat).filter((post) => reach.has(post));
}

/**
 * rules 004 "Rappeler un Espion (Action)": infiltrate — send an Agent to a space another player's Agent holds by
 * recalling a Spy from a post connected to it. `occupants`: the seats with an Agent there.
 */
export function canInfiltrate(
  state: ImperiumState,
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
  state: ImperiumState,
  seat: Seat,
  space: UprisingSpaceId,
  infiltratedFrom: string | null,
): string[] {
  return spiesReaching(state, seat, space).filter((post) => post !== infiltratedFrom);
}

/** rules 004 "icône Agent Espion": spaces an Agent may go to through the seat's Spies (the Spy stays). */
export function spacesSeenBySpies(state: ImperiumState, seat: Seat): UprisingSpaceId[] {
  const posts = new Set(spyPosts(state, seat));
  return [...new Set(OBSERVATION_POSTS.filter((p) => posts.has(p.id)).flatMap((p) => p.connects))];
}
