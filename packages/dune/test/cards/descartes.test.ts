import { describe, expect, it } from 'vitest';
import { dune, fixture } from '../../src/index.ts';
import { decisionOf, eventsOf, expectError, forcesOf, play, playAll } from '../helpers.ts';

/** The ten cards of the French edition (rules 000, correction 2) are in play only with treacheryDeck: 'descartes43'. */
const factions = {
  factions: ['atreides', 'harkonnen', 'emperor'] as const,
  seed: 'descartes',
  treacheryDeck: 'descartes43' as const,
};
const all = (type: string) => [0, 1, 2].map((seat) => [seat, { type }] as const);

describe('annexe 4 Harvester (descartes43)', () => {
  it('annexe 4 Harvester: played just after a spice blow, doubles the spice placed', () => {
    const start = fixture(factions)
      .phase('spiceBlow')
      .hand('harkonnen', ['harvester'])
      .spiceDeckTop(['redChasm'])
      .build();
    const game = playAll(start, all('pass')).state;
    // Every seat is asked, so nobody learns who holds the card.
    expect(decisionOf(game)).toEqual({ kind: 'harvesterWindow', seats: [0, 1, 2] });
    const { state } = playAll(game, [[1, { type: 'harvester' }]]);
    expect(state.board.redChasm!.spice).toBe(16);
    expect(state.treacheryDiscard).toContain('harvester');
  });

  it('annexe 4 Harvester: not in the base game', () => {
    const base = fixture({ factions: factions.factions, seed: 'base' })
      .phase('spiceBlow')
      .spiceDeckTop(['redChasm'])
      .build();
    expect(base.phase).toBe('bidding');
    expect(() => fixture({ factions: factions.factions }).hand('harkonnen', ['harvester']).build()).toThrow(
      /not in the 'base33' deck/,
    );
  });
});

describe('annexe 4 Thumper (descartes43)', () => {
  it('annexe 4 Thumper: just before the spice blow, same effects as a worm (nexus, devouring), then the blow goes on', () => {
    const game = fixture(factions)
      .phase('spiceBlow')
      .hand('emperor', ['thumper'])
      .spiceDiscardTop('redChasm')
      .forces('harkonnen', 'redChasm', 6, 2)
      .spiceDeckTop(['shaiHulud1', 'theGreatFlat'])
      .build();
    expect(decisionOf(game)).toEqual({ kind: 'thumperWindow', seats: [0, 1, 2] });
    const nexus = play(game, 2, { type: 'thumper' }).state;
    expect(decisionOf(nexus)!.kind).toBe('nexus');
    const { state, events } = playAll(nexus, all('nexusDone'));
    expect(forcesOf(state, 'harkonnen', 'redChasm')).toBe(0);
    // The worm drawn next is the second of the phase, ignored (rules 000 §7.C).
    expect(eventsOf(events, 'shaiHuludIgnored')).toHaveLength(1);
    expect(state.treacheryDiscard).toContain('thumper');
  });

  it('annexe 4 Thumper: not on the first turn, when worms do not act (rules 000 §7.D)', () => {
    const game = fixture(factions).phase('spiceBlow').turn(1).hand('emperor', ['thumper']).build();
    expect(game.stack.some((f) => f.kind === 'thumperWindow')).toBe(false);
  });
});

describe('annexe 4 Cone of Silence (descartes43)', () => {
  it('annexe 4 Cone of Silence: at any time against any number of non-allies; they cannot buy cards until the next turn', () => {
    const game = fixture(factions).phase('storm').alliance([0, 2]).hand('atreides', ['coneOfSilence']).build();
    expectError(game, 0, { type: 'coneOfSilence', targets: [2] }, 'coneTargetAlly');
    const { state } = play(game, 0, { type: 'coneOfSilence', targets: [1] });
    expect(state.silenced).toEqual([1]);
    expect(state.treacheryDiscard).toContain('coneOfSilence');
    const bidding = fixture(factions)
      .phase('bidding')
      .with((s) => s.silenced.push(1))
      .build();
    expect(bidding.bidding!.eligible).toEqual([0, 2]);
    expect(bidding.bidding!.cards).toHaveLength(2);
  });

  it('annexe 4 Cone of Silence: played during an auction, the targets may bid no more ("dès cet instant")', () => {
    const game = fixture(factions).phase('bidding').hand('atreides', ['coneOfSilence']).spice('harkonnen', 10).build();
    const silenced = playAll(game, [
      [0, { type: 'pass' }],
      [0, { type: 'coneOfSilence', targets: [1] }],
    ]).state;
    expectError(silenced, 1, { type: 'bid', amount: 1, karama: false }, 'silencedByCone');
    expect(dune.decisionActions(silenced, 1)).toEqual([{ type: 'pass' }]);
  });

  it('annexe 4 Cone of Silence: the targets cannot make alliances until the next turn', () => {
    const start = fixture(factions)
      .phase('spiceBlow')
      .with((s) => s.silenced.push(1))
      .spiceDeckTop(['shaiHulud1', 'theGreatFlat'])
      .build();
    const game = playAll(start, all('pass')).state;
    expect(dune.decisionActions(game, 1).map((a) => a.type)).toEqual(['nexusDone']);
    expect(dune.decisionActions(game, 0).some((a) => a.type === 'proposeAlliance' && a.to === 1)).toBe(false);
    const next = fixture(factions)
      .phase('collection')
      .with((s) => s.silenced.push(1))
      .build();
    expect(next.silenced).toEqual([]);
  });
});

describe('annexe 4 Residual Poison (descartes43)', () => {
  const placed = (card: 'residualPoison' | 'kulon') =>
    play(
      fixture(factions)
        .phase('movement')
        .hand('harkonnen', [])
        .hand('emperor', [card])
        .spice('atreides', 10)
        .spice('emperor', 10)
        .build(),
      2,
      {
        type: 'residualPoison',
        target: 0,
        card,
        ransom: 3,
      },
    ).state;

  it('annexe 4 Residual Poison: placed face down at any time; the target pays a ransom of 1–4', () => {
    const game = placed('residualPoison');
    expect(decisionOf(game)).toEqual({ kind: 'ransom', seats: [0] });
    expect(dune.view(game, 0).residualPoisons).toEqual([{ by: 2, target: 0, ransom: 3, card: null }]);
    const { state } = play(game, 0, { type: 'payRansom', pay: true });
    expect(state.factions.atreides!.spice).toBe(7);
    expect(state.factions.emperor!.spice).toBe(13);
    expect(state.residualPoisons).toHaveLength(1);
  });

  it('annexe 4 Residual Poison: refused, the card is turned and the placer kills a leader of its choice, paid its value by the bank', () => {
    const refused = play(placed('residualPoison'), 0, { type: 'payRansom', pay: false }).state;
    expect(decisionOf(refused)).toEqual({ kind: 'chooseLeaderToKill', seats: [2] });
    const { state } = play(refused, 2, { type: 'killLeader', leader: 'thufirHawat' });
    expect(state.factions.atreides!.leaders.thufirHawat!.location).toBe('tanks');
    expect(state.factions.emperor!.spice).toBe(10 + 5);
    expect(state.treacheryDiscard).toContain('residualPoison');
  });

  it('annexe 4 Residual Poison: a worthless card as a bluff, found out, costs the placer triple the ransom', () => {
    const { state, events } = play(placed('kulon'), 0, { type: 'payRansom', pay: false });
    expect(eventsOf(events, 'residualPoisonRevealed')[0]!.params).toMatchObject({ real: false, card: 'kulon' });
    expect(state.factions.emperor!.spice).toBe(1);
    expect(state.factions.atreides!.spice).toBe(19);
  });

  it('annexe 4 Residual Poison: a bluff the placer cannot pay in full is a debt paid from its next income', () => {
    const game = fixture(factions)
      .phase('movement')
      .hand('emperor', ['kulon'])
      .spice('emperor', 2)
      .spice('atreides', 9)
      .build();
    const revealed = playAll(game, [
      [2, { type: 'residualPoison', target: 0, card: 'kulon', ransom: 3 }],
      [0, { type: 'payRansom', pay: false }],
    ]).state;
    expect(revealed.factions.emperor!.spice).toBe(0);
    expect(revealed.factions.atreides!.spice).toBe(11);
    expect(revealed.debts).toEqual([{ from: 2, to: 0, amount: 7 }]);
    // A gift to the debtor goes straight to its creditor.
    const { state } = play(revealed, 1, { type: 'giftSpice', to: 2, amount: 5 });
    expect(state.factions.emperor!.spice).toBe(0);
    expect(state.factions.atreides!.spice).toBe(16);
    expect(state.debts).toEqual([{ from: 2, to: 0, amount: 2 }]);
  });

  it('annexe 4 Residual Poison, rules 000 §8.C: a debt is never paid out of spice promised to a standing bid', () => {
    const game = fixture(factions).phase('bidding').spice('emperor', 5).spice('atreides', 4).build();
    game.debts = [{ from: 2, to: 0, amount: 7 }];
    game.bidding!.highBid = 5;
    game.bidding!.highBidder = 2;
    const { state } = play(game, 1, { type: 'giftSpice', to: 2, amount: 3 });
    // Of its 8 spice, 5 are the bid: 3 go to the creditor.
    expect(state.factions.emperor!.spice).toBe(5);
    expect(state.factions.atreides!.spice).toBe(4 + 3);
    expect(state.debts).toEqual([{ from: 2, to: 0, amount: 4 }]);
  });

  it('annexe 4 Residual Poison: the placer may take it back in one of its movement segments, unrevealed', () => {
    const game = fixture(factions).phase('movement').hand('atreides', ['kulon']).spice('harkonnen', 5).build();
    const withPoison = playAll(game, [
      [0, { type: 'residualPoison', target: 1, card: 'kulon', ransom: 2 }],
      [1, { type: 'payRansom', pay: true }],
    ]).state;
    const { state, events } = play(withPoison, 0, { type: 'withdrawPoison' });
    expect(state.residualPoisons).toEqual([]);
    expect(state.treacheryDiscard).toContain('kulon');
    expect(events[0]!.params).toEqual({ by: 0 });
    // Not outside one's own movement segment.
    const notNow = playAll(
      fixture(factions).phase('bidding').hand('atreides', ['kulon']).spice('harkonnen', 5).build(),
      [
        [0, { type: 'residualPoison', target: 1, card: 'kulon', ransom: 2 }],
        [1, { type: 'payRansom', pay: true }],
      ],
    ).state;
    expectError(notNow, 0, { type: 'withdrawPoison' }, 'illegalAction');
  });
});
