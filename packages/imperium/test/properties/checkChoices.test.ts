import { describe, expect, it } from 'vitest';
import type { DefinedGame } from '@arrakis/engine';
import type { EngineAction } from '../../src/actions.ts';
import { FACTIONS } from '../../src/dsl/primitives.ts';
import { contentOf } from '../../src/editions/index.ts';
import { sameAction } from '../../src/flow.ts';
import { imperium, uprising } from '../../src/rules.ts';
import type { CardId, EngineState } from '../../src/state.ts';
import { playDrawn } from './randomPlay.ts';

// The check of one action must answer as the listing of every action: what may be acquired (rules 002 Acquérir des
// Cartes), which Intrigues may be played and when (rules 002 CARTES INTRIGUE), and the choices of an Agent turn
// (rules 002 TOUR AGENT: an Agent, its space's and card's effects "dans l'ordre de votre choix", their costs).

/** The decisions answered by `allows`, or by the one purchase's or Plot Intrigue's rule, instead of the listing. */
const CHECKED = new Set([
  'choose',
  'pay',
  'faction',
  'deploy',
  'retreat',
  'effectOrder',
  'acquire',
  'endAgentTurn',
  'turn',
]);

/**
 * What a seat could ask for at such a decision, listed or not: every count the parser takes, every option with each
 * way to pay, every Faction, every acquisition of a card of the row, the reserve, the set-aside card or the hand
 * from each place (on top or not), each Intrigue held, and a few answers of other decisions.
 */
function candidates(state: EngineState, seat: number, legal: readonly EngineAction[]): EngineAction[] {
  const p = state.players[seat]!;
  const out: EngineAction[] = [...legal, { type: 'pass' }, { type: 'reveal' }, { type: 'confirm' }];
  for (let count = 0; count <= 12; count++) out.push({ type: 'count', count });
  for (let index = 0; index <= 9; index++)
    for (const faction of [null, ...FACTIONS]) out.push({ type: 'option', index, faction });
  for (const faction of FACTIONS) out.push({ type: 'faction', faction }, { type: 'pay', faction });
  out.push({ type: 'pay', faction: null });
  const cards = new Set<CardId>([...state.imperiumRow, ...contentOf(state).buyableReserve, ...p.hand.slice(0, 2)]);
  if (p.setAside) cards.add(p.setAside.card);
  for (const card of cards)
    for (const from of ['row', 'reserve', 'setAside'] as const)
      for (const toTop of [false, true]) out.push({ type: 'acquire', card, from, toTop } as EngineAction);
  for (const card of p.intrigues) out.push({ type: 'playIntrigue', card } as EngineAction);
  return out;
}

interface Tally {
  asked: number;
  byKind: Map<string, { accepted: number; refused: number }>;
}

/**
 * Plays random games through `apply`; at each decision the checks above answer, every candidate is accepted by
 * `explain` exactly when the listing has it (issue 19: the check asks the rule of the one action).
 */
function checkAgrees<S extends EngineState, A extends EngineAction, V>(
  game: DefinedGame<S, A, V, Record<string, never>>,
  games: readonly (readonly [string, number])[],
  tally: Tally,
): void {
  for (const [seed, players] of games)
    playDrawn(game, players, seed, (state, seat, kind, legal) => {
      if (!CHECKED.has(kind)) return;
      const counts = tally.byKind.get(kind) ?? { accepted: 0, refused: 0 };
      tally.byKind.set(kind, counts);
      for (const action of candidates(state, seat, legal)) {
        const listed = legal.some((a) => sameAction(a, action));
        const refusal = game.explain(state, seat, action);
        expect(refusal === null, `${kind}: ${JSON.stringify(action)} listed: ${listed}`).toBe(listed);
        if (listed) counts.accepted++;
        else counts.refused++;
        tally.asked++;
      }
    });
}

describe('acquisitions, options, counts, payments, Factions and Plot Intrigues are checked without listing, as the listing answers', () => {
  it('Dune: Imperium (four to one players, House Hagal) and Uprising (four and six players)', () => {
    const tally: Tally = { asked: 0, byKind: new Map() };
    checkAgrees(
      imperium,
      [
        ['choices:1', 4],
        ['choices:2', 3],
        ['choices:3', 2],
        ['choices:4', 1],
      ],
      tally,
    );
    checkAgrees(
      uprising,
      [
        ['choices:1', 4],
        ['choices:2', 6],
      ],
      tally,
    );
    expect(tally.asked).toBeGreaterThan(10_000);
    // Each decision met both answers: a broken rule of either side would show.
    for (const kind of ['choose', 'deploy', 'effectOrder', 'acquire']) expect(tally.byKind.has(kind), kind).toBe(true);
    for (const [kind, { accepted, refused }] of tally.byKind) {
      expect(accepted, kind).toBeGreaterThan(0);
      expect(refused, kind).toBeGreaterThan(0);
    }
  });
});
