import { describe, expect, it } from 'vitest';
import { dune, fixture, type DuneState } from '../../src/index.ts';
import { decisionOf, eventsOf, expectError, play, playAll } from '../helpers.ts';

// Seats: Atreides 0, Harkonnen 1, Guild 2, Emperor 3.
const table = {
  factions: ['atreides', 'harkonnen', 'guild', 'emperor'] as const,
  seed: 'xxx',
  movementBids: true,
};

const order = (state: DuneState) => state.stack.at(-1);

function spices(state: DuneState): number[] {
  return state.seats.map((f) => state.factions[f]!.spice);
}

describe('rules 000 XXX the movement order by fists of spice (option movementBids)', () => {
  // rules 000 XXX "l'ordre de déplacement des joueurs ne dépend plus de la tempête. La Guilde choisit tout d'abord le
  // moment où elle se déplacera."
  it('XXX after the revivals, the Guild first chooses its moment among the four', () => {
    const state = fixture(table).phase('movement').build();
    expect(decisionOf(state)).toEqual({ kind: 'movementOrder', seats: [2] });
    expect(dune.decisionActions(state, 2)).toEqual(
      [1, 2, 3, 4].map((position) => ({ type: 'chooseMoment', position })),
    );
  });

  // "Ensuite, les autres joueurs prennent dans leur poing fermé une quantité d'épice"
  it('XXX then the others bid in a closed fist: each sees his own, nobody the others’ until all are in', () => {
    const state = fixture(table).phase('movement').spice('atreides', 5).build();
    const afterGuild = play(state, 2, { type: 'chooseMoment', position: 4 }).state;
    expect(decisionOf(afterGuild)).toEqual({ kind: 'movementOrder', seats: [0, 1, 3] });
    expect(dune.decisionActions(afterGuild, 0)).toHaveLength(6);
    const { state: bid, events } = play(afterGuild, 0, { type: 'movementBid', amount: 3 });
    expect(dune.view(bid, 0).frame).toMatchObject({ commits: { '0': 3 } });
    for (const seat of [1, 2, 3]) expect(dune.view(bid, seat).frame).toMatchObject({ commits: {} });
    expect(eventsOf(events, 'movementBidMade').map((e) => e.visibility)).toEqual([[0]]);
    expect(eventsOf(events, 'movementBidSealed').map((e) => e.visibility)).toEqual(['public']);
  });

  it('XXX reading: the spice in a closed fist is set aside: it cannot be given away before the fists open', () => {
    const state = fixture(table).phase('movement').spice('atreides', 5).build();
    const s = playAll(state, [
      [2, { type: 'chooseMoment', position: 4 }],
      [0, { type: 'movementBid', amount: 4 }],
    ]).state;
    expectError(s, 0, { type: 'giftSpice', to: 1, amount: 2 }, 'giftOverSpice');
    expect(play(s, 0, { type: 'giftSpice', to: 1, amount: 1 }).state.factions.atreides!.spice).toBe(4);
  });

  // "qui, quoi qu'il arrive, sera dépensée. Les joueurs ouvrent simultanément leur poing"
  it('XXX the fists open together and every bid is spent', () => {
    const state = fixture(table)
      .phase('movement')
      .spice('atreides', 5)
      .spice('harkonnen', 5)
      .spice('emperor', 5)
      .build();
    const before = spices(state);
    const bank = state.bank;
    const { state: after, events } = playAll(state, [
      [2, { type: 'chooseMoment', position: 4 }],
      [0, { type: 'movementBid', amount: 3 }],
      [1, { type: 'movementBid', amount: 1 }],
      [3, { type: 'movementBid', amount: 0 }],
    ]);
    expect(spices(after)).toEqual([before[0]! - 3, before[1]! - 1, before[2]!, before[3]!]);
    expect(after.bank).toBe(bank + 4);
    expect(eventsOf(events, 'movementBidRevealed').map((e) => e.params)).toEqual([
      { seat: 0, amount: 3 },
      { seat: 1, amount: 1 },
      { seat: 3, amount: 0 },
    ]);
  });

  // "celui qui a misé la plus forte somme choisit le moment où il se déplacera, etc."
  it('XXX the highest bid chooses its moment first, and so on; the turns follow the moments chosen', () => {
    const state = fixture(table).phase('movement').spice('atreides', 5).spice('harkonnen', 5).build();
    let s = playAll(state, [
      [2, { type: 'chooseMoment', position: 1 }],
      [0, { type: 'movementBid', amount: 1 }],
      [1, { type: 'movementBid', amount: 3 }],
      [3, { type: 'movementBid', amount: 0 }],
    ]).state;
    expect(decisionOf(s)).toEqual({ kind: 'movementOrder', seats: [1] });
    expect(dune.decisionActions(s, 1)).toEqual([2, 3, 4].map((position) => ({ type: 'chooseMoment', position })));
    s = playAll(s, [
      [1, { type: 'chooseMoment', position: 4 }],
      [0, { type: 'chooseMoment', position: 2 }],
      [3, { type: 'chooseMoment', position: 3 }],
    ]).state;
    expect(s.cursor.order).toEqual([2, 0, 3, 1]);
    expect(decisionOf(s)).toEqual({ kind: 'shipment', seats: [2] });
  });

  // "En cas d'exaequo, la Guilde décide qui détient la priorité du choix."
  it('XXX equal bids: the Guild decides who chooses first', () => {
    const state = fixture(table).phase('movement').build();
    let s = playAll(state, [
      [2, { type: 'chooseMoment', position: 1 }],
      [0, { type: 'movementBid', amount: 0 }],
      [1, { type: 'movementBid', amount: 0 }],
      [3, { type: 'movementBid', amount: 0 }],
    ]).state;
    expect(decisionOf(s)).toEqual({ kind: 'movementOrder', seats: [2] });
    expect(order(s)).toMatchObject({ stage: 'tie', tied: [0, 1, 3] });
    s = play(s, 2, { type: 'movementPriority', first: 3 }).state;
    expect(decisionOf(s)).toEqual({ kind: 'movementOrder', seats: [3] });
    s = play(s, 3, { type: 'chooseMoment', position: 2 }).state;
    // Two still tied: the Guild is asked again.
    expect(order(s)).toMatchObject({ stage: 'tie', tied: expect.arrayContaining([0, 1]) });
  });

  it('XXX reading: without the Guild, equal bids keep the storm order', () => {
    const state = fixture({ ...table, factions: ['atreides', 'harkonnen', 'emperor'] })
      .phase('movement')
      .build();
    expect(decisionOf(state)).toEqual({ kind: 'movementOrder', seats: [0, 1, 2] });
    const s = playAll(state, [
      [0, { type: 'movementBid', amount: 0 }],
      [1, { type: 'movementBid', amount: 0 }],
      [2, { type: 'movementBid', amount: 0 }],
    ]).state;
    expect(decisionOf(s)).toEqual({ kind: 'movementOrder', seats: [s.cursor.order[0]] });
  });

  it('without the variant, the storm order (rules 000 §9.C)', () => {
    const state = fixture({ ...table, movementBids: false })
      .phase('movement')
      .build();
    expect(decisionOf(state)?.kind).toBe('shipment');
  });
});
