import type { RngState, Seat } from '@arrakis/engine';
import type { Frame, ImperiumAction, ImperiumView, PlayerView, UprisingFrame } from '@arrakis/imperium';

/** The 2020 game's decisions: Uprising's (rules 004) never reach these bots. */
export type DecisionFrame = Exclude<Frame, { kind: 'effects' } | UprisingFrame>;
export type DecisionKind = DecisionFrame['kind'];
export type FrameOf<K extends DecisionKind> = Extract<DecisionFrame, { kind: K }>;
export type ActionOf<T extends ImperiumAction['type']> = Extract<ImperiumAction, { type: T }>;

/** rules 002 FIN DE PARTIE: 10 VP ends the game at the end of the round. */
const VICTORY_POINTS_TO_END = 10;
/** VP a leading player gains in a round, roughly: how fast the race to 10 goes. */
const LEADER_PACE = 1.2;

/** One decision as the heuristic sees it: the seat's view and legal actions, and what follows from them. */
export interface ImperiumContext<F extends DecisionFrame | null = DecisionFrame | null> {
  readonly view: ImperiumView;
  readonly seat: Seat;
  readonly me: PlayerView;
  readonly actions: readonly ImperiumAction[];
  readonly rng: RngState;
  /** The decision answered (null when a position is only being valued). */
  readonly frame: F;
  /** Rounds expected after this one (0: this round is likely the last). */
  readonly roundsLeft: number;
}

/** The context of one kind of decision. */
export type DecisionContext<K extends DecisionKind> = ImperiumContext<FrameOf<K>>;

/** The decision frame on top of the public stack (the one the seat answers). */
export function topFrame(view: ImperiumView): DecisionFrame | null {
  const top = view.stack[view.stack.length - 1];
  // A 2020 game's stack never holds Uprising's frames: only its rule modules push them.
  return top && top.kind !== 'effects' ? (top as DecisionFrame) : null;
}

/** Rounds expected after the current one: the Conflict deck left, or sooner when someone nears 10 VP. */
export function roundsLeft(view: ImperiumView): number {
  const leader = Math.max(...view.players.map((p) => p.victoryPoints));
  const byPoints = Math.ceil((VICTORY_POINTS_TO_END - leader) / LEADER_PACE) - 1;
  return Math.max(0, Math.min(view.conflictDeckLevels.length, byPoints));
}

export function makeContext(
  view: ImperiumView,
  seat: Seat,
  actions: readonly ImperiumAction[],
  rng: RngState,
  frame: DecisionFrame | null,
): ImperiumContext {
  return { view, seat, me: view.players[seat]!, actions, rng, frame, roundsLeft: roundsLeft(view) };
}

/** Every other seat at the table, House Hagal's Rivals included (they are everyone's opponents). */
export function opponents(view: ImperiumView, seat: Seat): PlayerView[] {
  return view.players.filter((p) => p.seat !== seat);
}

/** The offered actions of one type, as that type. */
export function ofType<T extends ImperiumAction['type']>(actions: readonly ImperiumAction[], type: T): ActionOf<T>[] {
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

export const PASS: ImperiumAction = { type: 'pass' };

/** The offered pass, if the seat may pass. */
export function passIfOffered(actions: readonly ImperiumAction[]): ImperiumAction | undefined {
  return actions.find((a) => a.type === 'pass');
}
