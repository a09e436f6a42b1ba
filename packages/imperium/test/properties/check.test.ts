import { describe, expect, it } from 'vitest';
import { randomInt, type DefinedGame } from '@arrakis/engine';
import type { EngineAction } from '../../src/actions.ts';
import { OBSERVATION_POST_IDS } from '../../src/dsl/uprising.ts';
import { contentOf } from '../../src/editions/index.ts';
import { sameAction } from '../../src/flow.ts';
import { imperium, uprising } from '../../src/rules.ts';
import type { EngineState } from '../../src/state.ts';
import { playDrawn } from './randomPlay.ts';

/**
 * Every Agent placement a seat could ask for now: each card in hand on each space, a new Agent or a moved one, and
 * (Uprising) a new one with each observation post named.
 */
function placements(state: EngineState, seat: number, spies: boolean): EngineAction[] {
  const p = state.players[seat]!;
  const placed = Object.entries(state.board.agents).flatMap(([space, seats]) => (seats?.includes(seat) ? [space] : []));
  const out: EngineAction[] = [];
  for (const card of new Set(p.hand))
    for (const space of contentOf(state).spaceIds)
      for (const from of [null, ...placed]) {
        out.push({ type: 'sendAgent', card, space, from } as EngineAction);
        if (spies && from === null)
          for (const spy of OBSERVATION_POST_IDS)
            out.push({ type: 'sendAgent', card, space, from, spy } as EngineAction);
      }
  return out;
}

/**
 * Plays random games; at each Agent turn (rules 002 TOUR AGENT), every placement the seat could send is accepted by
 * `apply` exactly when the listing has it: the Agent turn's own check answers without the listing (issue 19).
 */
function checkAgrees<S extends EngineState, A extends EngineAction, V>(
  game: DefinedGame<S, A, V, Record<string, never>>,
  spies: boolean,
  games: readonly (readonly [string, number])[],
  every: number,
): number {
  let checked = 0;
  for (const [seed, players] of games)
    playDrawn(game, players, seed, (state, seat, kind, legal, rng) => {
      // One Agent turn in `every`, for time: the actions asked are a few hundred each.
      if (kind === 'turn' && randomInt(rng, every) === 0)
        for (const action of [...placements(state, seat, spies), { type: 'reveal' } as EngineAction]) {
          const listed = legal.some((a) => sameAction(a, action));
          expect(game.apply(state, seat, action).ok, `${JSON.stringify(action)} listed: ${listed}`).toBe(listed);
          checked++;
        }
    });
  return checked;
}

describe('the Agent turn is checked without listing, and answers as the listing does', () => {
  it('Dune: Imperium: every card on every space, new or moved Agent', () => {
    expect(
      checkAgrees(
        imperium,
        false,
        [
          ['check:1', 4],
          ['check:2', 3],
          ['check:3', 2],
        ],
        2,
      ),
    ).toBeGreaterThan(1000);
  });

  // rules 004 "Placer un Espion": an Agent may also go where a Spy of the seat sees (infiltration).
  it('Uprising: every card on every space, new or moved Agent, with each observation post', () => {
    expect(
      checkAgrees(
        uprising,
        true,
        [
          ['check:1', 4],
          ['check:3', 2],
        ],
        5,
      ),
    ).toBeGreaterThan(1000);
  });
});
