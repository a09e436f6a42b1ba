import type { Seat } from '@arrakis/engine';
import type { EngineAction } from '../../actions.ts';
import type { ModuleEffect } from '../../dsl/effect.ts';
import type { Faction } from '../../dsl/primitives.ts';
import type { ObservationPostId, SixSpaceId, SpyPost, UprisingSpaceId as PrintedSpaceId } from '../../dsl/uprising.ts';
import type { EditionId, RuleModule } from '../../edition.ts';
import type { AgentIcon } from '../../dsl/primitives.ts';
import { push } from '../../effects/stack.ts';
import type { EventLog } from '../../events.ts';
import { distinct } from '../../flow.ts';
import type { EffectContext } from '../../frames.ts';
import { changeInfluence } from '../../influence.ts';
import { agentCard, cardReach, spaceIndex, type SendableCheck } from '../../phases/agentTurn.ts';
import type { EngineState } from '../../state.ts';
import { contentOf } from '../index.ts';
import { OBSERVATION_POSTS, UPRISING_SPACES } from './board.ts';
import { SIX_ONLY_SPACES, SIX_POSTS, type AnyObservationPost as ObservationPost } from './six/board.ts';

/** Each space's Agent icon, on either side of the board (a space on both sides has the same icon). */
const ICONS: Readonly<Record<UprisingSpaceId, AgentIcon>> = Object.fromEntries(
  Object.values({ ...UPRISING_SPACES, ...SIX_ONLY_SPACES }).map((s) => [s.id, s.icon]),
) as Record<UprisingSpaceId, AgentIcon>;

/** A space of either side of the Uprising board (the six-player side has its own). */
type UprisingSpaceId = PrintedSpaceId | SixSpaceId;

/** The observation posts of the state's board side (facts uprising-rules.md §1.6). */
export function postsIn(state: { readonly edition?: EditionId }): readonly ObservationPost[] {
  return state.edition === 'uprisingSix' ? SIX_POSTS : OBSERVATION_POSTS;
}
import { uprisingPieces } from './pieces.ts';
import { uprisingTurn } from './turnMemory.ts';

/**
 * The rules of Spies on the observation posts (rules 004 "Placer un Espion", "Rappeler un Espion (Coût)",
 * "Rappeler un Espion (Action)", "icône Agent Espion"; facts uprising-rules.md §2.4), as functions of the state,
 * and the module `SPIES` that puts them in the Agent turn. Their decisions are answered in `frames.ts`.
 */

/** The posts of the four Faction tracks (Guild Spy, Staban Tuek's signet). */
export const FACTION_POSTS: Readonly<Partial<Record<ObservationPostId, Faction>>> = {
  emperor: 'emperor',
  spacingGuild: 'spacingGuild',
  beneGesserit: 'beneGesserit',
  fremen: 'fremen',
};

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
      return post.connects.some((s) => which.icons.includes(ICONS[s]));
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
  return postsIn(state)
    .filter(
      (p) => named(p, post, agentSpace) && (mayShare ? !hasSpyOn(state, seat, p.id) : spyOn(state, p.id) === null),
    )
    .map((p) => p.id);
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
  const memory = uprisingTurn(state, seat);
  if (memory) {
    memory.lastSpyPost = post;
    // Moving a Spy with the supply empty is recalling it first (facts §2.4): it counts as a recall.
    if (from !== null) memory.recalledSpy = true;
  }
}

/** rules 004 "Rappeler un Espion": from its post back to the seat's supply. */
export function recallSpy(state: EngineState, seat: Seat, post: ObservationPostId, log: EventLog): void {
  const pieces = uprisingPieces(state);
  if (!hasSpyOn(state, seat, post)) throw new Error(`seat ${seat} has no Spy on ${post}`);
  pieces.spies = pieces.spies.filter((s) => !(s.post === post && s.seat === seat));
  pieces.spySupply[seat]!++;
  log.public('spyRecalled', { seat, post });
  const memory = uprisingTurn(state, seat);
  if (memory) memory.recalledSpy = true;
}

/** The seat's Spies on posts connected to `space`: each may be recalled once, to infiltrate or to gather. */
export function spiesReaching(state: EngineState, seat: Seat, space: UprisingSpaceId): ObservationPostId[] {
  const reach = new Set<ObservationPostId>(
    postsIn(state)
      .filter((p) => p.connects.includes(space))
      .map((p) => p.id),
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
  const posts = spyPosts(state, seat);
  const seen: UprisingSpaceId[] = [];
  for (const post of postsIn(state))
    if (posts.includes(post.id)) for (const space of post.connects) if (!seen.includes(space)) seen.push(space);
  return seen;
}

/**
 * rules 004 "Placer un Espion": asks where, among the posts the effect names; nothing when none qualifies (facts
 * §2.4). `agentSpace`: the space of this turn's Agent (Double Agent), from the effect's context.
 */
export function offerSpy(state: EngineState, seat: Seat, post: SpyPost, mayShare: boolean, ctx: EffectContext): void {
  const agentSpace = (ctx.space ?? (state.turn?.seat === seat ? state.turn.space : null)) as UprisingSpaceId | null;
  const posts = freePosts(state, seat, post, mayShare, agentSpace);
  if (posts.length > 0) push(state, { kind: 'placeSpy', seat, posts, mayShare });
}

/**
 * The `placeSpy` decision: with a Spy in supply, placing is mandatory (designer erratum, facts §2.4 and §3.10); with
 * the supply empty, the seat may move one of its Spies there, or not (the rulebook's "may first recall"; rules 004
 * words it "déplacer": docs/content-doubts.md).
 */
export function spyPlacements(state: EngineState, seat: Seat, posts: readonly ObservationPostId[]): EngineAction[] {
  if (uprisingPieces(state).spySupply[seat]! > 0)
    return posts.map((post): EngineAction => ({ type: 'placeSpy', post, from: null }));
  const mine = spyPosts(state, seat);
  return [
    ...posts.flatMap((post) =>
      mine.filter((from) => from !== post).map((from): EngineAction => ({ type: 'placeSpy', post, from })),
    ),
    { type: 'pass' },
  ];
}

/** What a placement listed here overlooks (`SendableCheck`'s `ignore`), made once. */
const NOTHING_IGNORED = {};
const NOBODY: readonly Seat[] = [];
const PAST_REQUIREMENT = { requirement: true };
const PAST_OPPONENTS = { opponents: true };
const PAST_BOTH = { opponents: true, requirement: true };

/**
 * rules 004 "icône Agent Espion" and "Rappeler un Espion (Action)", Undercover Asset: the Agent placements the core
 * does not list. A card with the Spy icon reaches every space connected to a post holding one of the seat's Spies
 * (the Spy stays); a Spy on a post connected to a space held by another player's Agent may be recalled to send an
 * Agent there anyway (infiltrate: the action names that Spy); Undercover Asset ignores influence requirements.
 */
export function spyAgentOptions(state: EngineState, seat: Seat, sendable: SendableCheck): EngineAction[] {
  const p = state.players[seat]!;
  if (p.agentsLeft <= 0) return [];
  const content = contentOf(state);
  const { spaces, position } = spaceIndex(content);
  const extra = state.turn?.seat === seat ? state.turn.extraIcons : [];
  const spying = spyPosts(state, seat).length > 0;
  // The positions of the spaces the seat's Spies see, in `spaceIds` order.
  const seen = spying
    ? spacesSeenBySpies(state, seat)
        .map((space) => position.get(space))
        .filter((i) => i !== undefined)
        .sort((a, b) => a - b)
    : [];
  const reaching = new Map<number, ObservationPostId[]>();
  const out: EngineAction[] = [];
  for (const card of distinct(p.hand)) {
    const known = agentCard(content, card);
    const data = known.data;
    if (data.agentIcons.length === 0) continue;
    const requirement = known.ignoresRequirements;
    // Without a Spy, only Undercover Asset adds placements: those past a requirement.
    if (!spying && !requirement) continue;
    const printed = cardReach(content, card, data, extra);
    const bySpy = data.agentIcons.includes('spy') ? seen : [];
    // Both lists ascend: merged, the spaces come in `spaceIds` order, each once.
    for (let a = 0, b = 0; a < printed.length || b < bySpy.length;) {
      const i = b >= bySpy.length || (a < printed.length && printed[a]! <= bySpy[b]!) ? printed[a]! : bySpy[b]!;
      const isPrinted = a < printed.length && printed[a] === i;
      if (isPrinted) a++;
      if (b < bySpy.length && bySpy[b] === i) b++;
      const space = spaces[i]!.id;
      const occupants = state.board.agents[space] ?? NOBODY;
      if (occupants.length === 0) {
        // The core lists a printed icon's free spaces; this adds the Spy icon's and those past a requirement.
        const listed = isPrinted && (!requirement || sendable(space, null));
        if (!listed && sendable(space, null, requirement ? PAST_REQUIREMENT : NOTHING_IGNORED))
          out.push({ type: 'sendAgent', card, space, from: null });
        continue;
      }
      // Infiltrate: another player's Agent is there (not the seat's), and a Spy of the seat's reaches it.
      if (occupants.includes(seat)) continue;
      let spies = reaching.get(i);
      if (!spies) reaching.set(i, (spies = spiesReaching(state, seat, space as UprisingSpaceId)));
      if (spies.length === 0 || !sendable(space, null, requirement ? PAST_BOTH : PAST_OPPONENTS)) continue;
      for (const spy of spies) out.push({ type: 'sendAgent', card, space, from: null, spy });
    }
  }
  return out;
}

/**
 * Right after the Agent is placed: the Spy named to infiltrate goes back to the supply; then, before any effect,
 * the seat may recall another Spy connected to the space to gather intelligence (draw 1; facts §2.4: one Spy
 * cannot do both, and one gathering per placement).
 */
function agentPlaced(state: EngineState, seat: Seat, action: EngineAction & { type: 'sendAgent' }, log: EventLog) {
  const space = action.space as UprisingSpaceId;
  const infiltrated = 'spy' in action ? action.spy : null;
  if (infiltrated !== null) {
    recallSpy(state, seat, infiltrated, log);
    const memory = uprisingTurn(state, seat);
    if (memory) memory.infiltratedFrom = infiltrated;
    log.public('agentInfiltrated', { seat, space, post: infiltrated });
  }
  const posts = gatherPosts(state, seat, space, infiltrated);
  if (posts.length > 0) push(state, { kind: 'gatherIntelligence', seat, posts });
}

/** Guild Spy: 1 influence with each Faction whose post holds one of the seat's Spies. */
function influenceWhereSpying(state: EngineState, seat: Seat, log: EventLog): void {
  const factions = distinct(spyPosts(state, seat).flatMap((post) => FACTION_POSTS[post] ?? []));
  for (const faction of factions) changeInfluence(state, seat, faction, 1, log);
}

function resolve(state: EngineState, seat: Seat, effect: ModuleEffect, ctx: EffectContext, log: EventLog): boolean {
  switch (effect.kind) {
    case 'placeSpy':
      offerSpy(state, seat, effect.post, effect.mayShare, ctx);
      return true;
    case 'influenceWhereSpying':
      influenceWhereSpying(state, seat, log);
      return true;
    default:
      return false;
  }
}

/** Spies on the observation posts in the Agent turn (rules 004 II. A, facts §2.4). */
export const SPIES: RuleModule = {
  id: 'spies',
  setup(state) {
    uprisingPieces(state);
  },
  resolve,
  agentOptions: spyAgentOptions,
  agentPlaced,
};
