import type { RngState, Seat } from '@arrakis/engine';
import {
  contentOf,
  type ContentSet,
  type EngineView,
  type Frame,
  type PlayerView,
  type AnyIds,
  type uprising,
} from '@arrakis/imperium';

/** Every edition's decisions: the 2020 game's and Uprising's (rules 004). */
export type DecisionFrame = Exclude<Frame, { kind: 'effects' }>;
export type DecisionKind = DecisionFrame['kind'];
export type FrameOf<K extends DecisionKind> = Extract<DecisionFrame, { kind: K }>;
/** An answer of any edition (the 2020 game's are among them), as the engine's rules list them. */
export type BotAction = ReturnType<(typeof uprising)['decisionActions']>[number];
export type ActionOf<T extends BotAction['type']> = Extract<BotAction, { type: T }>;
/** A view of any edition: the 2020 game's views are among them. */
export type BotView = EngineView;
export type BotPlayer = PlayerView<AnyIds>;

/** rules 002 FIN DE PARTIE: 10 VP ends the game at the end of the round (rules 004: the same). */
const VICTORY_POINTS_TO_END = 10;
/** VP a leading player gains in a round, roughly: how fast the race to 10 goes. */
const LEADER_PACE = 1.2;

/** One decision as the heuristic sees it: the seat's view and legal actions, and what follows from them. */
export interface ImperiumContext<F extends DecisionFrame | null = DecisionFrame | null> {
  readonly view: BotView;
  /** The edition's printed content: cards, spaces, tracks, leaders (read through the view's edition). */
  readonly content: ContentSet;
  /** Uprising's rules apply (rules 004). */
  readonly uprising: boolean;
  readonly seat: Seat;
  readonly me: BotPlayer;
  readonly actions: readonly BotAction[];
  readonly rng: RngState;
  /** The decision answered (null when a position is only being valued). */
  readonly frame: F;
  /** Rounds expected after this one (0: this round is likely the last). */
  readonly roundsLeft: number;
}

/** The context of one kind of decision. */
export type DecisionContext<K extends DecisionKind> = ImperiumContext<FrameOf<K>>;

/** The decision frame on top of the public stack (the one the seat answers). */
export function topFrame(view: BotView): DecisionFrame | null {
  // An empty stack is never read at index -1: V8 takes that as a property name and the read site goes generic.
  if (view.stack.length === 0) return null;
  const top = view.stack[view.stack.length - 1]!;
  return top.kind !== 'effects' ? top : null;
}

/** Rounds expected after the current one: the Conflict deck left, or sooner when someone nears 10 VP. */
export function roundsLeft(view: BotView): number {
  const leader = Math.max(...view.players.map((p) => p.victoryPoints));
  const byPoints = Math.ceil((VICTORY_POINTS_TO_END - leader) / LEADER_PACE) - 1;
  return Math.max(0, Math.min(view.conflictDeckLevels.length, byPoints));
}

export function makeContext(
  view: BotView,
  seat: Seat,
  actions: readonly BotAction[],
  rng: RngState,
  frame: DecisionFrame | null,
): ImperiumContext {
  return {
    view,
    content: contentOf(view),
    uprising: view.edition === 'uprising' || view.edition === 'uprisingSix',
    seat,
    me: view.players[seat]!,
    actions,
    rng,
    frame,
    roundsLeft: roundsLeft(view),
  };
}

/** The same position seen for another seat (a Rival the player decides for): its resources, its tracks. */
export function asSeat(ctx: ImperiumContext, seat: Seat): ImperiumContext {
  return { ...ctx, seat, me: ctx.view.players[seat]! };
}

/** Every other seat at the table, House Hagal's Rivals included (they are everyone's opponents). */
export function opponents(view: BotView, seat: Seat): BotPlayer[] {
  return view.players.filter((p) => p.seat !== seat);
}

/** The offered actions of one type, as that type. */
export function ofType<T extends BotAction['type']>(actions: readonly BotAction[], type: T): ActionOf<T>[] {
  return actions.filter((a): a is ActionOf<T> => a.type === type);
}

/** The item with the highest score; the first on ties, so choices stay deterministic. */
export function best<T>(items: readonly T[], score: (item: T) => number): { item: T; score: number } | undefined {
  let chosen: { item: T; score: number } | undefined;
  for (const item of items) {
    const s = score(item);
    if (!chosen || s > chosen.score) chosen = { item, score: s };
  }
  return chosen;
}

export const PASS: BotAction = { type: 'pass' };

/** The offered pass, if the seat may pass. */
export function passIfOffered(actions: readonly BotAction[]): BotAction | undefined {
  return actions.find((a) => a.type === 'pass');
}
