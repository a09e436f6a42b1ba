import { dune, fixture, type DuneAction, type DuneState, type Faction } from '@arrakis/dune';
import { describe, expect, it } from 'vitest';
import { announceRange, fitShares, nextShareValues } from '../../src/game/harvest/shares.ts';
import { othersFromRight } from '../../src/game/harvest/words.ts';

const FACTIONS: Faction[] = ['harkonnen', 'emperor', 'beneGesserit', 'fremen', 'atreides'];

function managerOf(state: DuneState): number {
  return state.harvest!.manager!;
}

function apply(state: DuneState, seat: number, action: DuneAction): DuneState {
  const r = dune.apply(state, seat, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${r.error.code}`);
  return r.state;
}

/** A round at the Manager's report, with `card` drawn (no Guild in play: no second card is offered). */
function atReport(card: 5 | 8 | 10 | 12 | 15 | 25 | 40): DuneState {
  return fixture({ factions: FACTIONS, spiceHarvest: true })
    .phase('harvest')
    .harvestManager('harkonnen')
    .harvestDeckTop([card])
    .build();
}

// The screen lays out the whole report before sending it; its limits must be the engine's own, or a confirmed
// report would be refused half-way (rules 000 §16.B.1.a "en minimisant", §16.B.1.b "faute de carte appropriée").
describe('the report composer offers exactly what the engine accepts (rules 000 §16.B.1)', () => {
  it.each([5, 8, 12, 25, 40] as const)('a harvest of %i: every announcement, then every card in turn', (card) => {
    const state = atReport(card);
    const manager = managerOf(state);
    const recipients = othersFromRight(FACTIONS.length, manager);
    const supply = state.harvest!.shareSupply;
    const announcements = dune
      .decisionActions(state, manager)
      .flatMap((a) => (a.type === 'announceHarvest' ? [a.amount] : []));
    const [min, max] = announceRange(supply, recipients.length, card);
    expect([announcements[0], announcements[announcements.length - 1]]).toEqual([min, max]);
    for (const announced of announcements) {
      let s = apply(state, manager, { type: 'announceHarvest', amount: announced });
      // The composer's starting point, dealt card by card: each one is among the engine's choices.
      const shares = fitShares(supply, announced, recipients.length);
      expect(shares).toHaveLength(recipients.length);
      expect(shares.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(announced);
      for (let i = 0; i < shares.length; i++) {
        const legal = dune
          .decisionActions(s, manager)
          .flatMap((a) => (a.type === 'dealShare' ? [a.value] : []))
          .sort((a, b) => a - b);
        expect(nextShareValues(supply, announced, recipients.length, shares.slice(0, i))).toEqual(legal);
        s = apply(s, manager, { type: 'dealShare', value: shares[i]! });
      }
      expect(s.harvest!.shares).toEqual(Object.fromEntries(recipients.map((seat, i) => [String(seat), shares[i]])));
    }
  });

  it('keeps the cards the Manager wants where they fit, and fits the others around them', () => {
    const supply = atReport(12).harvest!.shareSupply;
    // Five 1s are not possible: there are three "1" Share cards (the rulebook's own example, §16.B.1.b).
    const shares = fitShares(supply, 5, 4, [1, 1, 1, 1]);
    expect(shares.slice(0, 3)).toEqual([1, 1, 1]);
    expect(shares[3]).not.toBe(1);
    expect(shares.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(5);
    expect(fitShares(supply, 12, 4, [12])).toEqual([12, 0, 0, 0]);
  });
});
