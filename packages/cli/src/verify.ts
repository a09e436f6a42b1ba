import { replay, stateHash, type Game, type LoggedAction, type SeatSetup } from '@arrakis/engine';
import { messageOf } from './runGame.ts';

export type VerifyErrorKind = 'replayRejected' | 'replayException' | 'hashMismatch';

export interface VerifyError {
  readonly kind: VerifyErrorKind;
  readonly message: string;
  readonly step: number;
  readonly cause?: unknown;
}

/**
 * Replays a game played with `applyInPlace` through the validating, copying `apply` and compares the final hashes:
 * this catches actions `legalActions` offered but the rules refuse, and any divergence between the two paths.
 */
export function verifyByReplay<S, A, V, O>(
  game: Game<S, A, V, O>,
  setup: { readonly options: O; readonly seats: readonly SeatSetup[]; readonly seed: string },
  actions: readonly LoggedAction[],
  finalState: S,
): VerifyError | null {
  try {
    const replayed = replay(game, setup.options, setup.seats, setup.seed, actions);
    if (!replayed.ok) {
      const { code, params } = replayed.error;
      return {
        kind: 'replayRejected',
        message: `apply refused ${code} ${JSON.stringify(params)}`,
        step: replayed.index,
      };
    }
    const expected = stateHash(finalState);
    const actual = stateHash(replayed.state);
    if (expected !== actual) {
      return { kind: 'hashMismatch', message: `in place ${expected}, replayed ${actual}`, step: actions.length };
    }
    return null;
  } catch (cause) {
    return { kind: 'replayException', message: messageOf(cause), step: -1, cause };
  }
}
