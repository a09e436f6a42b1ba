import { cloneJson } from '@arrakis/engine';
import type { Effect } from './dsl/effect.ts';
import type { UprisingCost } from './dsl/uprising.ts';
import type { EffectContext, Frame, FrameKind, FrameOf } from './frames.ts';
import type {
  BoardState,
  ChoamPieces,
  EnginePlayerState,
  EngineState,
  TurnState,
  UprisingPieces,
  UprisingTurn,
} from './state.ts';

/**
 * A player's copy, written out: `cloneJson` walks half the state key by key, while the card lists here are arrays of
 * strings (a slice is their deep copy) and the small records hold numbers. The deck, the discard pile and the
 * Intrigues are `readonly` lists the rules replace instead of changing them (`withoutAt`, `takeFromZone` in
 * cards.ts), and the influence and the discounts `Readonly` records replaced at each change (`changeInfluence`):
 * they are shared with the input, like the long piles of the state (`STATE_COPIES`, `shared`). The
 * object literal lists every field of `PlayerState`, so the compiler refuses a copy that forgets a new one.
 */
function copyPlayer(p: EnginePlayerState): EnginePlayerState {
  return {
    leader: p.leader,
    deck: p.deck,
    hand: p.hand.slice(),
    discard: p.discard,
    inPlay: p.inPlay.slice(),
    revealed: p.revealed.slice(),
    intrigues: p.intrigues,
    solari: p.solari,
    spice: p.spice,
    water: p.water,
    troops: { supply: p.troops.supply, garrison: p.troops.garrison, conflict: p.troops.conflict },
    influence: p.influence,
    victoryPoints: p.victoryPoints,
    agents: p.agents,
    agentsLeft: p.agentsLeft,
    swordmaster: p.swordmaster,
    highCouncil: p.highCouncil,
    persuasion: p.persuasion,
    swords: p.swords,
    revealedThisRound: p.revealedThisRound,
    acquireToTop: p.acquireToTop,
    discounts: p.discounts,
    setAside: p.setAside && { card: p.setAside.card, discount: p.setAside.discount },
    masterstroke: p.masterstroke && p.masterstroke.slice(),
  };
}

/**
 * The board: each space's seats are a `readonly` list the rules replace (`addAgent`), so the copy of `agents` is one
 * level deep. (`Object.assign` into `emptyAgents()`, a hash table like the rules', counted ~3.2 k instructions more
 * a copy than this loop.)
 */
function copyBoard(board: BoardState): BoardState {
  const agents: BoardState['agents'] = {};
  for (const space in board.agents) {
    const seats = board.agents[space as keyof BoardState['agents']];
    if (seats) agents[space as keyof BoardState['agents']] = seats;
  }
  return {
    agents,
    bonusSpice: { ...board.bonusSpice },
    control: { ...board.control },
    blocked: board.blocked.map((b) => ({ space: b.space, by: b.by })),
    mentat: { holder: board.mentat.holder, keep: board.mentat.keep },
  };
}

/**
 * Uprising's pieces, copied by shape: `cloneJson` of them was the largest part of an Uprising `apply` (~40% of its
 * copy). The spread keeps the input's keys and their order; then every object-valued field is replaced by its copy.
 */
function copyUprising(u: UprisingPieces): UprisingPieces {
  const out: UprisingPieces = {
    ...u,
    makerHooks: u.makerHooks.slice(),
    sandworms: u.sandworms.slice(),
    spies: u.spies.map((s) => ({ post: s.post, seat: s.seat })),
    spySupply: u.spySupply.slice(),
  };
  if (u.trashedIntrigues) out.trashedIntrigues = u.trashedIntrigues.slice();
  if (u.whenAcquiring) out.whenAcquiring = cloneJson(u.whenAcquiring);
  if (u.choam) out.choam = copyChoam(u.choam);
  if (u.battleCards) out.battleCards = u.battleCards.map((held) => held.map((c) => ({ ...c })));
  if (u.memories) out.memories = u.memories.slice();
  if (u.training) out.training = u.training.slice();
  if (u.lastReveal) out.lastReveal = u.lastReveal.slice();
  if (u.six) out.six = cloneJson(u.six);
  return out;
}

/**
 * Each field of the records copied by a spread above, and how: `copied` (an object, replaced by its copy) or
 * `value` (a number, string, boolean or null, shared as it is). A field added to one of them and missing here
 * fails to compile, so that no new object is ever shared between two states by mistake.
 */
type FieldKinds<T> = { readonly [K in keyof T]-?: 'copied' | 'value' };
export const SPREAD_COPIES: {
  readonly uprising: FieldKinds<UprisingPieces>;
  readonly turn: FieldKinds<TurnState>;
  readonly uprisingTurn: FieldKinds<UprisingTurn>;
} = {
  uprising: {
    shieldWall: 'value',
    makerHooks: 'copied',
    sandworms: 'copied',
    spies: 'copied',
    spySupply: 'copied',
    trashedIntrigues: 'copied',
    whenAcquiring: 'copied',
    choam: 'copied',
    battleCards: 'copied',
    memories: 'copied',
    training: 'copied',
    lastReveal: 'copied',
    six: 'copied',
  },
  turn: {
    seat: 'value',
    kind: 'value',
    stage: 'value',
    card: 'value',
    space: 'value',
    recruited: 'value',
    deployed: 'value',
    infiltrate: 'value',
    extraIcons: 'copied',
    harvestBase: 'value',
    acted: 'value',
    ended: 'value',
    uprising: 'copied',
  },
  uprisingTurn: {
    recalledSpy: 'value',
    infiltratedFrom: 'value',
    lastSpyPost: 'value',
    discarded: 'copied',
    acquired: 'copied',
    whenAcquired: 'copied',
    spiceGained: 'value',
    recruitedMayDeploy: 'value',
    noDeploy: 'value',
    contractsAtAgent: 'copied',
  },
};

function copyChoam(c: ChoamPieces): ChoamPieces {
  return {
    deck: c.deck.slice(),
    faceUp: c.faceUp.slice(),
    setAside: c.setAside.slice(),
    held: c.held.map((cards) => cards.slice()),
    completed: c.completed.map((cards) => cards.slice()),
  };
}

function copyUprisingTurn(u: UprisingTurn): UprisingTurn {
  return {
    ...u,
    discarded: u.discarded.slice(),
    acquired: u.acquired.slice(),
    whenAcquired: u.whenAcquired.length === 0 ? [] : cloneJson(u.whenAcquired),
    contractsAtAgent: u.contractsAtAgent.slice(),
  };
}

/** The turn: numbers and flags but for the added icons and Uprising's memory of the turn. */
function copyTurn(turn: TurnState | null): TurnState | null {
  if (turn === null) return null;
  const out: TurnState = { ...turn, extraIcons: turn.extraIcons.slice() };
  if (turn.uprising) out.uprising = copyUprisingTurn(turn.uprising);
  return out;
}

/**
 * A frame's copy: its fields, each list sliced. What the lists hold (content's effects, options and costs; seats,
 * Factions, posts, indexes) and the records a frame names (its context, a Rival's effect, an Uprising cost) are never
 * written once on the stack: the rules shift, splice, push to or replace the lists themselves and count numbers
 * down. They are shared with the input, as the in-place rules already share content's effects with the state.
 * `cloneJson` of the stack walked every effect of every frame.
 */
function copyFrame(frame: Frame): Frame {
  if (frame.kind === 'effects') return { ...frame, effects: frame.effects.slice() };
  const out: Record<string, unknown> = { ...frame };
  for (const key in out) {
    const value = out[key];
    if (Array.isArray(value)) out[key] = value.slice();
  }
  return out as unknown as Frame;
}

/** What a frame's field may hold for `copyFrame` to copy it: a new field of another kind fails to compile here. */
type FrameFieldCopied = string | number | boolean | null | readonly unknown[] | EffectContext | Effect | UprisingCost;
type FrameFieldNotCopied = { [K in FrameKind]: Exclude<FrameOf<K>[keyof FrameOf<K>], FrameFieldCopied> }[FrameKind];
export const FRAMES_COPIED_BY_LISTS: [FrameFieldNotCopied] extends [never] ? true : never = true;

/**
 * The state `apply` performs an action on (GameRules.copy). One action reaches far: effects (an Intrigue drawn, a
 * card trashed from the row, an Alliance taken), the next turns (House Hagal's are played inside the same
 * `perform`), and when the last seat reveals, the Combat, the Makers, the recall, the next round's Conflict card and
 * hands, or the end of the game. So every field a move may change once the game is set up is copied; shared are
 * those no action after the setup writes: `game`, `edition`, `options`, `seatCount`, and the leaders not in play
 * but during the setup, whose choices take leaders out of the pool.
 *
 * Each field is stored by name in one object literal: the generic copy of a list of named fields (`writes` and
 * `copies`), reading and storing them by a variable key, cost about as much as the copies themselves. The spread
 * first keeps the input's keys in their order; a field absent from the input (Uprising's pieces in the 2020 game)
 * stays absent.
 */
export function copyState(state: EngineState): EngineState {
  const next: EngineState = {
    ...state,
    rng: [state.rng[0], state.rng[1], state.rng[2], state.rng[3]],
    turn: copyTurn(state.turn),
    players: state.players.map(copyPlayer),
    board: copyBoard(state.board),
    conflictDeck: state.conflictDeck,
    conflictDiscard: state.conflictDiscard,
    imperiumDeck: state.imperiumDeck,
    imperiumRow: state.imperiumRow.slice(),
    reserve: state.reserve,
    trash: state.trash,
    intrigueDeck: state.intrigueDeck.slice(),
    intrigueDiscard: state.intrigueDiscard,
    alliances: { ...state.alliances },
    houseHagal: state.houseHagal && cloneJson(state.houseHagal),
    stack: state.stack.map(copyFrame),
    result: state.result && cloneJson(state.result),
  };
  if (state.uprising) next.uprising = copyUprising(state.uprising);
  if (state.phase === 'setup') next.leaderPool = state.leaderPool.slice();
  return next;
}

/**
 * Each field of the state and how `copyState` treats it: `copied`, `value` (a number or string), `shared` (a list
 * typed `readonly`, or a `Readonly` record: the rules replace it, the compiler refuses a push, shift or splice on
 * it, or a write to one of its keys) or `fixed` (an object
 * no move after the setup writes). A new field missing here fails to compile.
 */
export const STATE_COPIES: { readonly [K in keyof EngineState]-?: 'copied' | 'value' | 'shared' | 'fixed' } = {
  game: 'value',
  edition: 'value',
  options: 'fixed',
  seatCount: 'value',
  rng: 'copied',
  phase: 'value',
  stage: 'value',
  round: 'value',
  firstPlayer: 'value',
  current: 'value',
  turn: 'copied',
  players: 'copied',
  board: 'copied',
  conflictDeck: 'shared',
  conflict: 'value',
  conflictDiscard: 'shared',
  imperiumDeck: 'shared',
  imperiumRow: 'copied',
  reserve: 'shared',
  trash: 'shared',
  intrigueDeck: 'copied',
  intrigueDiscard: 'shared',
  alliances: 'copied',
  leaderPool: 'copied',
  houseHagal: 'copied',
  uprising: 'copied',
  stack: 'copied',
  result: 'copied',
};
