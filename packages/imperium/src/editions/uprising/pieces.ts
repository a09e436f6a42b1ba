import type { EngineState, UprisingPieces } from '../../state.ts';

/** Spies per player (rules 004 MISE EN PLACE: "3 jetons Espion"; "la limite de 3"). */
export const SPIES_PER_PLAYER = 3;

/**
 * Uprising's pieces, created by the first module that needs them (rules 004 MISE EN PLACE): the Shield Wall
 * standing, no Maker Hooks, no sandworms, every Spy in its owner's supply. Rivals included.
 */
export function uprisingPieces(state: EngineState): UprisingPieces {
  state.uprising ??= {
    shieldWall: true,
    makerHooks: state.players.map(() => false),
    sandworms: state.players.map(() => 0),
    spies: [],
    spySupply: state.players.map(() => SPIES_PER_PLAYER),
  };
  return state.uprising;
}
