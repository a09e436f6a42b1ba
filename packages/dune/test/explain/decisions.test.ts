import { describe, expect, it } from 'vitest';
import type { Seat } from '@arrakis/engine';
import { dune, fixture, refusalText, tableNames, type DuneAction, type DuneState } from '../../src/index.ts';
import { ARENA_CELL_IDS, ARENA_CELLS, type ArenaCellId } from '../../src/data/arena.ts';
import { DUEL_CARD_IDS, type DuelCardId } from '../../src/data/duel.ts';
import { openArena } from '../../src/duel/arena.ts';

/**
 * issue 21 (explain-rest): the arena's decisions, which random games seldom reach, refused by their rule (rules 000
 * §19.C) with a sentence in every language.
 */
const FACTIONS = ['atreides', 'harkonnen', 'emperor'] as const;
const ATREIDES: Seat = 0;
const HARKONNEN: Seat = 1;
const [HOME, NEXT] = (() => {
  const home = ARENA_CELL_IDS[0]!;
  const next = Object.values(ARENA_CELLS[home].neighbours).find((c): c is ArenaCellId => c !== null)!;
  return [home, next];
})();

/** The Atreides' champion on HOME, the Harkonnen's next to it, at the Atreides' turn with one Duel card in hand. */
function arena(hand: DuelCardId): DuneState {
  return fixture({ factions: [...FACTIONS], seed: 'explain-arena', duel: true })
    .phase('movement')
    .with((s) => {
      const d = s.duel!;
      for (let seat = 0; seat < FACTIONS.length; seat++) d.hands[String(seat)] = seat === ATREIDES ? [hand] : [];
      d.discard = [];
      d.deck = DUEL_CARD_IDS.filter((c) => c !== hand);
      const a = openArena(s, 'kanly', [
        { seat: ATREIDES, leader: 'thufirHawat' },
        { seat: HARKONNEN, leader: 'piterDeVries' },
      ]);
      a.stage = 'fight';
      a.fighters[0]!.cell = HOME;
      a.fighters[1]!.cell = NEXT;
      s.stack.push({ kind: 'duelTurn', seat: ATREIDES });
    })
    .build();
}

function refused(state: DuneState, action: DuneAction, code: string): void {
  const refusal = dune.explain(state, ATREIDES, action);
  expect(refusal).toMatchObject({ code, rule: { book: '000', section: '19' } });
  const applied = dune.apply(state, ATREIDES, action);
  expect(applied.ok ? null : applied.error).toEqual(refusal);
  for (const lang of ['fr', 'en', 'nl'] as const)
    expect(refusalText(refusal!, lang, tableNames(lang, state.seats))).toMatch(/\(§19\)\.$/);
}

describe('the arena refuses by its rule (issue 21, rules 000 §19.C)', () => {
  const card = DUEL_CARD_IDS[0]!;
  const other = DUEL_CARD_IDS.find((c) => c !== card)!;

  it('§19.C.3 one step to a neighbouring cell: not a cell further away', () => {
    const state = arena(card);
    const near = new Set<string>([HOME, ...Object.values(ARENA_CELLS[HOME].neighbours).filter((c) => c !== null)]);
    const far = ARENA_CELL_IDS.find((c) => !near.has(c))!;
    refused(state, { type: 'duelMove', to: far }, 'duelNotNeighbour');
  });

  it('§19.C.3 not onto the cell another champion stands on', () => {
    refused(arena(card), { type: 'duelMove', to: NEXT }, 'duelCellOccupied');
  });

  it('§19.C.4 only a Duel card in hand', () => {
    const state = arena(card);
    refused(state, { type: 'duelCard', card: other }, 'duelCardNotHeld');
    expect(
      refusalText(
        dune.explain(state, ATREIDES, { type: 'duelCard', card: other })!,
        'fr',
        tableNames('fr', state.seats),
      ),
    ).toMatch(/^Vous n’avez pas la carte Duel /);
  });
});
