import { describe, expect, it } from 'vitest';
import type { RuleError, Seat } from '@arrakis/engine';
import { dune, fixture, refusalText, tableNames, type DuneState, type Faction } from '../../src/index.ts';
import type { DuneAction } from '../../src/actions.ts';
import { play, playAll } from '../helpers.ts';

/**
 * issue 21 (explain-last): the refusals that were still generic, each with its reason, its section of rules 000
 * and a sentence in fr, en and nl that names it; `apply` refuses with the same reason.
 */

function refused(state: DuneState, seat: Seat, action: DuneAction, code: string, section: string): RuleError {
  const refusal = dune.explain(state, seat, action);
  expect(refusal, JSON.stringify(action)).toMatchObject({ code, rule: { book: '000', section } });
  const applied = dune.apply(state, seat, action);
  expect(applied.ok ? null : applied.error).toEqual(refusal);
  for (const lang of ['fr', 'en', 'nl'] as const) {
    const text = refusalText(refusal!, lang, tableNames(lang, state.seats));
    expect(text, `${lang} ${code}`).not.toMatch(/\{\{|undefined/);
    if (/^\d/.test(section)) expect(text, `${lang} ${code}`).toContain(`§${section}`);
  }
  return refusal!;
}

const PLAIN: Faction[] = ['harkonnen', 'guild', 'beneGesserit'];

describe('rules 000 §16: the spice-harvest prelude refuses by its rule', () => {
  it('rules 000 §16.A.1.d: a bid for Manager within one’s own spice', () => {
    const state = fixture({ factions: PLAIN, spiceHarvest: true }).phase('harvest').build();
    expect(dune.decisions(state)[0]?.kind).toBe('managerBid');
    const refusal = refused(state, 0, { type: 'managerBid', amount: 11 }, 'managerBidOverSpice', '16.A.1');
    expect(refusal.params).toEqual({ amount: 11, spice: 10 });
  });

  it('rules 000 §16.B.1.a and §16.C.3: the harvest never overstated; the Guild’s price from 4 to 8', () => {
    let state = fixture({ factions: PLAIN, spiceHarvest: true })
      .phase('harvest')
      .harvestManager('harkonnen', 1)
      .harvestDeckTop([10, 8])
      .build();
    refused(state, 0, { type: 'buyHarvestCard', price: 9 }, 'badGuildPrice', '16.C');
    state = play(state, 0, { type: 'pass' }).state;
    const refusal = refused(state, 0, { type: 'announceHarvest', amount: 11 }, 'harvestOverstated', '16.B.1');
    expect(refusal.params).toEqual({ amount: 11, max: 10 });
  });

  it('rules 000 §16.B.4: Access cards exchanged from one’s hand, one offer out at a time, answers to offers received', () => {
    let state = fixture({ factions: PLAIN, spiceHarvest: true })
      .phase('harvest')
      .harvestManager('harkonnen', 5)
      .with((s) => {
        s.harvest!.round = 6;
        s.cursor.stage = 'trade';
      })
      .accessCards('harkonnen', ['arrakeen'])
      .accessCards('guild', [10])
      .build();
    expect(dune.decisions(state)[0]?.kind).toBe('accessTrade');
    refused(state, 0, { type: 'offerAccess', to: 0, card: 'arrakeen' }, 'accessTradeTarget', '16.B.4');
    refused(state, 0, { type: 'offerAccess', to: 1, card: 'carthag' }, 'accessCardNotHeld', '16.B.4');
    refused(state, 1, { type: 'answerAccess', from: 0, card: 10 }, 'noAccessOffer', '16.B.4');
    state = play(state, 0, { type: 'offerAccess', to: 1, card: 'arrakeen' }).state;
    refused(state, 0, { type: 'offerAccess', to: 2, card: 'arrakeen' }, 'accessOfferPending', '16.B.4');
    refused(state, 1, { type: 'answerAccess', from: 0, card: 7 }, 'accessCardNotHeld', '16.B.4');
    expect(dune.explain(state, 1, { type: 'answerAccess', from: 0, card: 10 })).toBeNull();
  });
});

describe('annexe 4 Poison résiduel: placing it and its ransom', () => {
  const factions = {
    factions: ['atreides', 'harkonnen', 'emperor'] as const,
    seed: 'descartes',
    treacheryDeck: 'descartes43' as const,
  };

  it('one card placed at a time, before an opponent without one, a Residual Poison or a worthless card', () => {
    const game = fixture(factions)
      .phase('movement')
      .hand('harkonnen', ['residualPoison'])
      .hand('emperor', ['kulon', 'baliset', 'lasgun'])
      .spice('atreides', 2)
      .build();
    refused(
      game,
      2,
      { type: 'residualPoison', target: 2, card: 'kulon', ransom: 2 },
      'poisonTargetNotOpponent',
      'annexe 4',
    );
    refused(
      game,
      2,
      { type: 'residualPoison', target: 0, card: 'lasgun', ransom: 2 },
      'poisonCardNotPlayable',
      'annexe 4',
    );
    refused(game, 2, { type: 'residualPoison', target: 0, card: 'baliset', ransom: 2 }, 'bluffCardAlike', 'annexe 4');
    const placed = play(game, 2, { type: 'residualPoison', target: 0, card: 'kulon', ransom: 3 }).state;
    refused(placed, 0, { type: 'payRansom', pay: true }, 'ransomOverSpice', 'annexe 4');
    const { state } = play(placed, 0, { type: 'payRansom', pay: false });
    // The bluff found out costs the Emperor; the Atreides are then free of it.
    const again = fixture(factions)
      .phase('movement')
      .hand('harkonnen', ['residualPoison'])
      .hand('emperor', ['kulon'])
      .build();
    const first = play(again, 2, { type: 'residualPoison', target: 0, card: 'kulon', ransom: 1 }).state;
    const paid = play(first, 0, { type: 'payRansom', pay: true }).state;
    refused(
      paid,
      1,
      { type: 'residualPoison', target: 0, card: 'residualPoison', ransom: 1 },
      'targetAlreadyPoisoned',
      'annexe 4',
    );
    refused(
      paid,
      2,
      { type: 'residualPoison', target: 1, card: 'kulon', ransom: 1 },
      'poisonAlreadyPlaced',
      'annexe 4',
    );
    expect(state.residualPoisons).toEqual([]);
  });
});

describe('rules 000 §19.C: the duel’s setup refuses by its rule', () => {
  const SIX: Faction[] = ['atreides', 'harkonnen', 'emperor', 'guild', 'fremen', 'beneGesserit'];

  it('§19.C champions, discs, support and seconds', () => {
    let state = fixture({ factions: SIX, seed: 'arena', duel: true }).phase('movement').spice('harkonnen', 4).build();
    state = structuredClone(state);
    state.stack.push({ kind: 'duelChampion', seats: [1, 0], commits: {} });
    refused(state, 1, { type: 'chooseChampion', leader: 'stilgar' }, 'championUnavailable', '19');
    refused(state, 1, { type: 'chooseChampion', leader: null }, 'championRequired', '19');
    refused(state, 0, { type: 'chooseChampion', leader: null }, 'refuseOnlyAfterFighting', '19');
    state = playAll(state, [
      [1, { type: 'chooseChampion', leader: 'feydRautha' }],
      [0, { type: 'chooseChampion', leader: 'ladyJessica' }],
      [1, { type: 'placeChampion', cell: 'outer2' }],
    ]).state;
    refused(state, 0, { type: 'placeChampion', cell: 'outer2' }, 'cellNotOpen', '19');
    state = play(state, 0, { type: 'placeChampion', cell: 'outer4' }).state;
    const support = refused(state, 1, { type: 'duelSupport', amount: 5 }, 'duelSupportRange', '19');
    expect(support.params).toEqual({ amount: 5, min: 1, max: 4 });
    state = playAll(state, [
      [1, { type: 'duelSupport', amount: 1 }],
      [0, { type: 'duelSupport', amount: 1 }],
    ]).state;
    expect(dune.decisions(state)[0]?.kind).toBe('duelSeconds');
    refused(state, 4, { type: 'chooseSecond', side: null, leader: null }, 'secondRequired', '19');
    refused(state, 4, { type: 'chooseSecond', side: 3, leader: 'stilgar' }, 'notADuellist', '19');
    refused(state, 4, { type: 'chooseSecond', side: 0, leader: 'lietKynes' }, 'secondUnavailable', '19');
  });
});

describe('annexe 4 Karama and rules 000 §18: the powers a Karama cancels', () => {
  it('a power of a faction in the game, not cancelled twice; the special powers are their owner’s', () => {
    const game = fixture({ factions: ['atreides', 'harkonnen', 'emperor'], seed: 'karama', specialKarama: true })
      .phase('movement')
      .hand('emperor', ['karama1'])
      .build();
    refused(
      game,
      2,
      { type: 'karamaBlock', faction: 'fremen', power: 'wormRide' },
      'karamaFactionNotInGame',
      'annexe 4',
    );
    refused(game, 2, { type: 'karamaBlock', faction: 'atreides', power: 'voice' }, 'karamaNotAPower', 'annexe 4');
    refused(game, 2, { type: 'karamaBlock', faction: 'atreides', power: 'shipment' }, 'karamaSpecialNotYours', '18');
    refused(game, 2, { type: 'karamaTakeCards', target: 0, count: 1 }, 'karamaSpecialNotYours', '18');
    const blocked = play(game, 2, { type: 'karamaBlock', faction: 'atreides', power: 'prescience' }).state;
    expect(blocked.karamaBlocks).toEqual([{ faction: 'atreides', power: 'prescience' }]);
    const twice = fixture({ factions: ['atreides', 'harkonnen', 'emperor'], seed: 'karama', specialKarama: true })
      .phase('movement')
      .hand('emperor', ['karama1', 'karama2'])
      .build();
    const once = play(twice, 2, { type: 'karamaBlock', faction: 'atreides', power: 'prescience' }).state;
    refused(
      once,
      2,
      { type: 'karamaBlock', faction: 'atreides', power: 'prescience' },
      'karamaAlreadyCancelled',
      'annexe 4',
    );
  });
});

describe('000 XXXVII and XXXVIII: the Tleilaxu’s buy-back and the Bene Gesserit’s zone predictions', () => {
  it('000 XXXVIII.A: the zones predicted in order, each for a faction in the game or for nobody', () => {
    const factions: Faction[] = ['atreides', 'harkonnen', 'beneGesserit'];
    const state = fixture({ factions, seed: 'zones', governor: true, victoryPoints: true })
      .phase('storm')
      .with((s) => s.stack.push({ kind: 'zonePrediction', seat: 2 }))
      .build();
    const [first] = dune.decisionActions(state, 2);
    expect(first?.type).toBe('predictZone');
    if (first?.type !== 'predictZone') return;
    const other = first.zone === 'carthag' ? 'arrakeen' : 'carthag';
    const early = refused(state, 2, { ...first, zone: other }, 'zoneOutOfOrder', 'XXXVIII');
    expect(early.params).toEqual({ zone: other, next: first.zone });
    refused(state, 2, { ...first, faction: 'fremen' }, 'zoneFactionNotInGame', 'XXXVIII');
  });
});

describe('rules 000 §13, annexe 4: gifts, deals and the cards played outside the turn order refuse by their rule', () => {
  const FOUR: Faction[] = ['atreides', 'harkonnen', 'emperor', 'fremen'];

  it('rules 000 §13.C: spice goes to another player, within what one holds free; a deal binds with something in it', () => {
    const state = fixture({ factions: FOUR }).phase('storm').spice('atreides', 3).build();
    expect(refused(state, 0, { type: 'giftSpice', to: 0, amount: 1 }, 'giftToOtherPlayer', '13').params).toEqual({
      other: 0,
    });
    expect(refused(state, 0, { type: 'giftSpice', to: 1, amount: 4 }, 'giftOverSpice', '13').params).toEqual({
      amount: 4,
      spice: 3,
    });
    refused(state, 0, { type: 'offerDeal', to: 1, give: 0, receive: 0, terms: ' ' }, 'dealEmpty', '13');
    refused(state, 1, { type: 'answerDeal', id: 7, accept: true }, 'dealNotOpen', '13');
  });

  it('annexe 4 Transes de vérité: the card in hand, played on another player still in the game', () => {
    const state = fixture({ factions: FOUR }).phase('movement').hand('atreides', ['truthtrance1']).build();
    refused(state, 1, { type: 'truthtrance', target: 0 }, 'cardKindNotHeld', 'annexe 4');
    refused(state, 0, { type: 'truthtrance', target: 0 }, 'truthtranceTarget', 'annexe 4');
    refused(state, 0, { type: 'giftSpice', to: 5, amount: 1 }, 'giftToOtherPlayer', '13');
  });

  it('annexe 4 Cône de silence: other players still in, never an ally, named once each', () => {
    const state = fixture({ factions: FOUR, treacheryDeck: 'descartes43' })
      .phase('storm')
      .alliance([0, 2])
      .hand('atreides', ['coneOfSilence'])
      .build();
    refused(state, 0, { type: 'coneOfSilence', targets: [0] }, 'coneTargetNotOpponent', 'annexe 4');
    refused(state, 0, { type: 'coneOfSilence', targets: [2] }, 'coneTargetAlly', 'annexe 4');
    refused(state, 0, { type: 'coneOfSilence', targets: [3, 1] }, 'coneTargetsOnce', 'annexe 4');
    refused(state, 0, { type: 'coneOfSilence', targets: [1, 1] }, 'coneTargetsOnce', 'annexe 4');
    expect(dune.apply(state, 0, { type: 'coneOfSilence', targets: [1, 3] }).ok).toBe(true);
  });

  it('annexe 4 Ghola Tleilaxu: tokens only when some are in the tanks; a leader only one’s own there', () => {
    const state = fixture({ factions: FOUR })
      .phase('movement')
      .tanks('emperor', 0)
      .hand('emperor', ['tleilaxuGhola'])
      .build();
    refused(state, 2, { type: 'ghola', leader: null }, 'gholaNoForcesInTanks', 'annexe 4');
    refused(state, 2, { type: 'ghola', leader: 'bashar' }, 'gholaLeaderNotInTanks', 'annexe 4');
  });

  it('rules 000 §19.B: a Kanly threat is made against another player who is not an ally', () => {
    const state = fixture({ factions: FOUR, duel: true }).phase('storm').alliance([0, 1]).build();
    const deed = { kind: 'revive' } as const;
    refused(state, 0, { type: 'threatenKanly', target: 0, deed }, 'kanlyTargetNotOpponent', '19');
    refused(state, 0, { type: 'threatenKanly', target: 1, deed }, 'kanlyAlly', '19');
  });
});
