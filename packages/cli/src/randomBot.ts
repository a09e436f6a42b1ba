import { randomInt, type DefinedGame, type RngState, type Seat, type SeatSetup } from '@arrakis/engine';

export type DecidingGame<S, A> = Pick<DefinedGame<S, A, unknown, unknown>, 'decisions' | 'legalActions' | 'rules'>;

export interface ChosenAction<A> {
  readonly seat: Seat;
  readonly action: A;
}

/**
 * One chance in this many that a seat takes an action it was not asked for (a gift, a card played at any time)
 * when it may: such actions do not move the game on, so a bot taking them as often as the others would rarely
 * finish a game.
 */
export const INTERRUPT_ODDS = 20;

/** A seat was asked to decide but has nothing it may do: always a bug in the game. */
export class NoLegalActionError extends Error {
  readonly seat: Seat;
  readonly kind: string;

  constructor(seat: Seat, kind: string, interrupts: number) {
    super(
      `seat ${seat} must decide (${kind}) but has no legal action` +
        (interrupts ? ` besides ${interrupts} interrupts` : ''),
    );
    this.name = 'NoLegalActionError';
    this.seat = seat;
    this.kind = kind;
  }
}

/**
 * Picks a seat uniformly among those that must decide, then one of its legal actions uniformly (an interrupt only
 * once in INTERRUPT_ODDS); null when the game is over. The RNG is the bots' own, never the game's, so bots cannot
 * change what the game draws.
 */
export function chooseRandomAction<S, A>(game: DecidingGame<S, A>, state: S, rng: RngState): ChosenAction<A> | null {
  const decisions = game.decisions(state);
  if (decisions.length === 0) return null;
  const decision = decisions[randomInt(rng, decisions.length)]!;
  const actions = game.legalActions(state, decision.seat);
  const { asked, interrupts } = splitInterrupts(actions, game.rules.interruptTypes);
  if (asked.length === 0) throw new NoLegalActionError(decision.seat, decision.kind, interrupts.length);
  const pool = interrupts.length > 0 && randomInt(rng, INTERRUPT_ODDS) === 0 ? interrupts : asked;
  return { seat: decision.seat, action: pool[randomInt(rng, pool.length)]! };
}

function splitInterrupts<A>(
  actions: readonly A[],
  interruptTypes: readonly string[],
): { asked: readonly A[]; interrupts: A[] } {
  if (interruptTypes.length === 0) return { asked: actions, interrupts: [] };
  const asked: A[] = [];
  const interrupts: A[] = [];
  for (const action of actions) (interruptTypes.includes(actionType(action)) ? interrupts : asked).push(action);
  return { asked, interrupts };
}

/** Games name an action's kind in its `type` field, which is what `interruptTypes` lists. */
function actionType(action: unknown): string {
  return typeof action === 'object' && action !== null && 'type' in action && typeof action.type === 'string'
    ? action.type
    : '';
}

export function botSeats(players: number): SeatSetup[] {
  return Array.from({ length: players }, (_, seat) => ({ name: `Bot ${seat + 1}`, kind: 'bot' }));
}
