import { describe, expect, it } from 'vitest';
import type { GameEvent, Seat } from '@arrakis/engine';
import { dune, fixture, type DuneState, type Faction } from '../../src/index.ts';
import { ACCESS_DECK, HARVEST_DECK, PLANET_CARDS, SHARE_CARDS, type HarvestCard } from '../../src/data/harvest.ts';
import { INITIAL_BANK, spiceTotal } from '../../src/spice.ts';
import { decisionOf, expectError, play, playAll, tokensOf } from '../helpers.ts';

const SIX: Faction[] = ['atreides', 'harkonnen', 'emperor', 'guild', 'fremen', 'beneGesserit'];
/** No faction power of §16.C in play, but the Emperor's tax goes to the reserve. */
const PLAIN: Faction[] = ['harkonnen', 'guild', 'beneGesserit'];

function harvest(state: DuneState) {
  return state.harvest!;
}

function spiceOf(state: DuneState, faction: Faction): number {
  return state.factions[faction]!.spice;
}

function event(events: readonly GameEvent[], type: string): GameEvent {
  const found = events.find((e) => e.type === type);
  if (!found) throw new Error(`no ${type} event among ${events.map((e) => e.type).join(', ')}`);
  return found;
}

/** A prelude at the start of a round, with `manager` in office and the Harvest cards on top. */
function round(factions: Faction[], manager: Faction, cards: HarvestCard[], roundNumber = 1) {
  return fixture({ factions, spiceHarvest: true })
    .phase('harvest')
    .harvestManager(manager, roundNumber)
    .harvestDeckTop(cards);
}

/** Up to the report: the Manager does not buy the Guild's second card (rules 000 §16.C.3). */
function toReport(state: DuneState): DuneState {
  return decisionOf(state)?.kind === 'guildHarvestOffer' ? pass(state, 'guildHarvestOffer') : state;
}

/** The Manager announces `amount` and deals `shares` to the others, from his right. */
function report(state: DuneState, amount: number, shares: readonly number[]): DuneState {
  const manager = harvest(state).manager!;
  let s = play(toReport(state), manager, { type: 'announceHarvest', amount }).state;
  for (const value of shares) s = play(s, manager, { type: 'dealShare', value }).state;
  return s;
}

/** Every voter votes, in seat order; returns the state and the events of the last vote. */
function vote(state: DuneState, votes: Record<number, boolean>): { state: DuneState; events: GameEvent[] } {
  let s = decisionOf(state)?.kind === 'sharePeek' ? pass(state, 'sharePeek') : state;
  let events: GameEvent[] = [];
  for (const [seat, yes] of Object.entries(votes)) {
    const r = play(s, Number(seat), { type: 'harvestVote', yes });
    s = r.state;
    events = [...r.events];
  }
  return { state: s, events };
}

/** Everybody passes on the current Access card: the round's auction ends. */
function passAll(state: DuneState): DuneState {
  let s = decisionOf(state)?.kind === 'accessPeek' ? pass(state, 'accessPeek') : state;
  while (decisionOf(s)?.kind === 'accessBid') s = play(s, decisionOf(s)!.seats[0]!, { type: 'pass' }).state;
  return s;
}

function pass(state: DuneState, kind: string): DuneState {
  expect(decisionOf(state)?.kind).toBe(kind);
  return play(state, decisionOf(state)!.seats[0]!, { type: 'pass' }).state;
}

describe('rules 000 §16.A: setting up the spice-harvest prelude', () => {
  it('rules 000 §16.A.1.a–b: Planet cards for the factions, 10 spice each, no shield spice, no forces placed', () => {
    const seats = SIX.map((f) => ({ name: f, kind: 'human' as const }));
    const state = dune.setup({ spiceHarvest: true }, seats, 'planets');
    expect(new Set(state.seats).size).toBe(6);
    for (const f of state.seats) {
      expect(PLANET_CARDS[f]).toBeTruthy();
      expect(spiceOf(state, f)).toBe(10);
      expect(state.factions[f]!.reserves).toBe(20);
      expect(tokensOf(state, f)).toBe(20);
    }
    expect(state.bank).toBe(INITIAL_BANK - 60);
    for (const t of Object.values(state.board)) expect(Object.keys(t.forces)).toEqual([]);
    // The Fremen place nothing, the Bene Gesserit predict later (rules 000 §16.C.2): only the traitors are asked.
    expect(decisionOf(state)?.kind).toBe('traitorPick');
    expect(state.stack.map((f) => f.kind)).toEqual(['traitorPick']);
  });

  it('rules 000 §16.A.1.c: 14 Harvest, 36 Access and 30 Share cards, as annexe 4 lists them', () => {
    expect(HARVEST_DECK).toHaveLength(14);
    expect(HARVEST_DECK.filter((c) => c === 'worm')).toHaveLength(2);
    expect(ACCESS_DECK).toHaveLength(36);
    expect(ACCESS_DECK.filter((c) => typeof c === 'string')).toHaveLength(10);
    expect(ACCESS_DECK.filter((c) => typeof c === 'number').reduce((a: number, c) => a + (c as number), 0)).toBe(126);
    expect(SHARE_CARDS).toHaveLength(30);
    const state = fixture({ factions: SIX, spiceHarvest: true }).phase('harvest').build();
    expect([...harvest(state).harvestDeck].sort()).toEqual([...HARVEST_DECK].sort());
    expect(harvest(state).accessDeck).toHaveLength(36);
  });

  it('rules 000 §16.A.1.d: secret bids; the highest is Manager and pays his whole bid to the second highest', () => {
    let state = fixture({ factions: SIX, spiceHarvest: true }).phase('harvest').build();
    expect(decisionOf(state)).toEqual({ kind: 'managerBid', seats: [0, 1, 2, 3, 4, 5] });
    state = play(state, 4, { type: 'managerBid', amount: 9 }).state;
    // Nobody sees another's bid before all are in.
    for (let seat = 0; seat < 6; seat++) expect(JSON.stringify(dune.view(state, seat).flow.stack)).not.toContain('9');
    expectError(state, 0, { type: 'managerBid', amount: 11 }, 'managerBidOverSpice');
    const { state: after, events } = playAll(state, [
      [0, { type: 'managerBid', amount: 3 }],
      [1, { type: 'managerBid', amount: 5 }],
      [2, { type: 'managerBid', amount: 0 }],
      [3, { type: 'managerBid', amount: 1 }],
      [5, { type: 'managerBid', amount: 2 }],
    ]);
    expect(event(events, 'managerNamed').params).toEqual({ seat: 4, paid: 9, to: 1 });
    expect(spiceOf(after, 'harkonnen')).toBe(19);
    expect(spiceOf(after, 'atreides')).toBe(10);
    // The first round began: the Fremen paid the Emperor his tax (rules 000 §16.C.5).
    expect(harvest(after).manager).toBe(4);
    expect(spiceOf(after, 'fremen')).toBe(0);
    expect(spiceOf(after, 'emperor')).toBe(11);
  });

  it('rules 000 §16.A.1.d: a tie for the highest bid is drawn at random among the tied', () => {
    let state = fixture({ factions: PLAIN, spiceHarvest: true }).phase('harvest').build();
    const { state: after, events } = playAll(state, [
      [0, { type: 'managerBid', amount: 4 }],
      [1, { type: 'managerBid', amount: 4 }],
      [2, { type: 'managerBid', amount: 1 }],
    ]);
    state = after;
    const named = event(events, 'managerNamed').params;
    expect([0, 1]).toContain(named['seat']);
    expect(named['to']).toBe(named['seat'] === 0 ? 1 : 0);
    expect(spiceTotal(state)).toBe(INITIAL_BANK);
  });
});

describe("rules 000 §16.B.1: the Manager's report", () => {
  it('rules 000 §16.B.1.a: 1 spice to the reserve without an Emperor; the card is seen by the Manager alone', () => {
    const state = round(PLAIN, 'harkonnen', [12]).build();
    expect(spiceOf(state, 'harkonnen')).toBe(9);
    expect(state.bank).toBe(INITIAL_BANK - 30 + 1);
    expect(dune.view(state, 0).harvest!.drawn).toEqual([12]);
    for (const seat of [1, 2, null]) {
      expect(dune.view(state, seat).harvest!.drawn).toBeNull();
      expect(JSON.stringify(dune.view(state, seat).harvest)).not.toContain('12');
    }
    // rules 000 §16.C.3: the Guild is in play, so the Manager is first asked whether to buy a second card.
    expect(decisionOf(state)).toEqual({ kind: 'guildHarvestOffer', seats: [0] });
  });

  it('rules 000 §16.B.1.a: the harvest may be understated, never overstated', () => {
    const state = toReport(round(PLAIN, 'harkonnen', [12]).build());
    const amounts = dune.legalActions(state, 0).map((a) => (a.type === 'announceHarvest' ? a.amount : -1));
    expect(Math.max(...amounts)).toBe(12);
    expectError(state, 0, { type: 'announceHarvest', amount: 13 }, 'harvestOverstated');
    expectError(state, 0, { type: 'dealShare', value: 1 }, 'notAnAnnouncement');
    expect(play(state, 0, { type: 'announceHarvest', amount: 8 }).state.harvest!.announced).toBe(8);
  });

  it('rules 000 §16.B.1.b: one Share card each, within the announced total; the 3 "1" cards limit the deal', () => {
    const six = toReport(round(SIX, 'atreides', [5]).build());
    // Five voters need at least 0 + 0 + 0 + 1 + 1: a smaller announcement could not be dealt.
    expectError(six, 0, { type: 'announceHarvest', amount: 1 }, 'announcementBelowShares');
    let state = play(six, 0, { type: 'announceHarvest', amount: 5 }).state;
    expect(decisionOf(state)).toEqual({ kind: 'harvestShares', seats: [0] });
    // Five players to serve within 5: the rulebook's example; after three "1" cards no fourth exists.
    for (let i = 0; i < 3; i++) state = play(state, 0, { type: 'dealShare', value: 1 }).state;
    const values = dune.legalActions(state, 0).map((a) => (a.type === 'dealShare' ? a.value : -1));
    expect(values).toEqual([0, 2]);
    expectError(state, 0, { type: 'dealShare', value: 3 }, 'sharesOverAnnounced');
    expectError(state, 0, { type: 'dealShare', value: 1 }, 'noSuchShareCard');
    state = play(state, 0, { type: 'dealShare', value: 2 }).state;
    state = play(state, 0, { type: 'dealShare', value: 0 }).state;
    const h = harvest(state);
    expect(Object.values(h.shares).reduce((a, b) => a + b, 0)).toBe(5);
    // Each card is seen by its holder and the Manager only (the Atreides are the Manager here).
    expect(dune.view(state, 1).harvest!.shares).toEqual({ '1': 1, '2': null, '3': null, '4': null, '5': null });
    expect(Object.values(dune.view(state, 0).harvest!.shares)).toEqual([1, 1, 1, 2, 0]);
    // The undealt cards stay with the Manager: the others cannot add up the deal.
    expect(dune.view(state, 0).harvest!.shareSupply).toHaveLength(25);
    expect(dune.view(state, 1).harvest!.shareSupply).toBeNull();
  });
});

describe('rules 000 §16.B.2: the CHOAM meeting', () => {
  it('rules 000 §16.B.2.a: the votes are secret until all are in, then shown together', () => {
    let state = report(round(PLAIN, 'harkonnen', [10]).build(), 10, [6, 4]);
    expect(decisionOf(state)).toEqual({ kind: 'harvestVote', seats: [1, 2] });
    state = play(state, 1, { type: 'harvestVote', yes: false }).state;
    expect(JSON.stringify(dune.view(state, 2).flow.stack)).not.toContain('false');
    const { events } = vote(state, { 2: true });
    expect(event(events, 'harvestRevealed').params).toMatchObject({ yes: '2', no: '1', harvest: 10, announced: 10 });
  });

  it('rules 000 §16.B.2.b: a true report: "yes" voters take their shares, "no" voters nothing, the Manager the rest', () => {
    const state = report(round(PLAIN, 'harkonnen', [10]).build(), 10, [6, 4]);
    const before = { h: spiceOf(state, 'harkonnen'), g: spiceOf(state, 'guild'), b: spiceOf(state, 'beneGesserit') };
    const { state: after, events } = vote(state, { 1: true, 2: false });
    expect(spiceOf(after, 'guild')).toBe(before.g + 6);
    expect(spiceOf(after, 'beneGesserit')).toBe(before.b);
    // 10 + 3 administrative tax, less the 6 paid out.
    expect(spiceOf(after, 'harkonnen')).toBe(before.h + 7);
    expect(event(events, 'managerPaid').params).toMatchObject({ amount: 7, falseReport: false });
    expect(harvest(after).manager).toBe(0);
    expect(spiceTotal(after)).toBe(INITIAL_BANK);
  });

  it('rules 000 §16.B.2.b: a false report and a majority of "no": they split the rest, the Manager is revoked', () => {
    // The card says 15, the Guild's Manager announces 8 (the Guild's power does not apply to itself).
    const state = report(round(['guild', 'atreides', 'emperor', 'fremen'], 'guild', [15]).build(), 8, [4, 3, 1]);
    const spice = (f: Faction) => spiceOf(state, f);
    const before = { g: spice('guild'), a: spice('atreides'), e: spice('emperor'), f: spice('fremen') };
    const { state: after, events } = vote(play(state, 1, { type: 'pass' }).state, { 1: false, 2: false, 3: true });
    // The Fremen's "yes" takes 1; 15 + 3 − 1 = 17 split by the two "no": 8 each, 1 back to the reserve.
    expect(spiceOf(after, 'fremen')).toBe(before.f + 1);
    expect(spiceOf(after, 'atreides')).toBe(before.a + 8);
    expect(spiceOf(after, 'emperor')).toBe(before.e + 8);
    expect(spiceOf(after, 'guild')).toBe(before.g);
    expect(event(events, 'managerCaught').params).toEqual({ seat: 0, each: 8, returned: 1 });
    // The player on his right (rules 000 §9.A's direction) takes the post.
    expect(event(events, 'managerSucceeded').params).toEqual({ from: 0, to: 1, reason: 'revoked' });
    expect(spiceTotal(after)).toBe(INITIAL_BANK);
  });

  it('rules 000 §16.B.2.b: shares dealt below the announced harvest make the report false (SOD: 10 announced, 9 dealt)', () => {
    const state = report(round(PLAIN, 'harkonnen', [10]).build(), 10, [5, 4]);
    const { events } = vote(state, { 1: false, 2: false });
    expect(event(events, 'harvestRevealed').params).toMatchObject({ harvest: 10, announced: 10, dealt: 9 });
    expect(event(events, 'managerCaught').params).toMatchObject({ seat: 0, each: 6, returned: 1 });
  });

  it('rules 000 §16.B.2.b: a majority of "no" against a true report changes nothing for the Manager', () => {
    const state = report(round(PLAIN, 'harkonnen', [10]).build(), 10, [6, 4]);
    const { state: after, events } = vote(state, { 1: false, 2: false });
    expect(event(events, 'managerPaid').params).toMatchObject({ amount: 13, falseReport: false, noVotes: 2 });
    expect(harvest(after).manager).toBe(0);
  });

  it('DESIGN rules 000 §16.B.2.b: as many "no" as "yes" is no majority: a false report goes unpunished', () => {
    const four: Faction[] = ['harkonnen', 'guild', 'beneGesserit', 'fremen'];
    let state = round(four, 'guild', [12]).build();
    state = report(state, 6, [2, 2, 2]);
    const { state: after, events } = vote(state, { 0: false, 2: true, 3: false });
    expect(event(events, 'managerCaught').params).toMatchObject({ seat: 1 });
    expect(harvest(after).manager).toBe(2);
    let tie = round([...four, 'emperor'], 'guild', [12]).build();
    tie = report(tie, 6, [2, 1, 1, 2]);
    const { state: kept, events: tieEvents } = vote(tie, { 0: false, 2: true, 3: false, 4: true });
    expect(event(tieEvents, 'managerPaid').params).toMatchObject({ falseReport: true, noVotes: 2 });
    expect(harvest(kept).manager).toBe(1);
  });
});

describe('rules 000 §16.B.3: the struggle for influence', () => {
  it('DESIGN rules 000 §16.B.3.a: as many Access cards as players, from the Manager’s right round as in §8, spice to the reserve', () => {
    let state = round(PLAIN, 'harkonnen', [10]).accessDeckTop(['arrakeen', 7, 2]).build();
    state = vote(report(state, 10, [5, 5]), { 1: true, 2: true }).state;
    expect(harvest(state).auction).toMatchObject({ index: 0, opener: 1, current: 1 });
    expect(dune.view(state, 0).harvest!.auction!.cardCount).toBe(3);
    const bank = state.bank;
    const { state: after, events } = playAll(state, [
      [1, { type: 'accessBid', amount: 2 }],
      [2, { type: 'accessBid', amount: 3 }],
      [0, { type: 'pass' }],
      [1, { type: 'pass' }],
    ]);
    expect(event(events, 'accessCardBought').params).toEqual({ seat: 2, bid: 3, index: 0 });
    expect(after.bank).toBe(bank + 3);
    expect(harvest(after).access['2']).toEqual(['arrakeen']);
    // rules 000 §8.D: the next card is opened by the player to the right of the last opener.
    expect(harvest(after).auction).toMatchObject({ index: 1, opener: 2, current: 2 });
    // Secret: the buyer sees it; so do the Bene Gesserit (they are the buyer here); the others do not.
    expect(dune.view(after, 2).harvest!.access['2']).toEqual(['arrakeen']);
    expect(dune.view(after, 0).harvest!.access['2']).toBeUndefined();
    expect(dune.view(after, 0).harvest!.accessCounts['2']).toBe(1);
  });

  it('rules 000 §16.B.3.a, §8.E: when everybody passes, the unsold cards go back on top and the round ends', () => {
    let state = round(PLAIN, 'harkonnen', [10, 8]).accessDeckTop(['carthag', 5, 1]).build();
    state = vote(report(state, 10, [5, 5]), { 1: true, 2: true }).state;
    state = passAll(state);
    const h = harvest(state);
    expect(h.round).toBe(2);
    expect(h.accessDeck.slice(-3)).toEqual([1, 5, 'carthag']);
    expect(decisionOf(state)?.kind).toBe('guildHarvestOffer');
  });
});

describe('rules 000 §16.B.4–7: exchanges, leftover spice, placement, the game begins', () => {
  function atStage(factions: Faction[], stage: string, extraPowers = false) {
    return fixture({ factions, spiceHarvest: true, extraPowers })
      .phase('harvest')
      .harvestManager(factions[0]!, 5)
      .with((s) => {
        s.harvest!.round = 6;
        s.cursor.stage = stage;
      });
  }

  it('rules 000 §16.B.4: an offered card is shown to the receiver only, who gives one back or refuses', () => {
    let state = atStage(PLAIN, 'trade').accessCards('harkonnen', ['arrakeen']).accessCards('guild', [10]).build();
    expect(decisionOf(state)).toEqual({ kind: 'accessTrade', seats: [0, 1, 2] });
    state = play(state, 0, { type: 'offerAccess', to: 1, card: 'arrakeen' }).state;
    const offers = (v: number) => dune.view(state, v).flow.stack[0]!['offers'];
    expect(offers(1)).toEqual([{ from: 0, to: 1, card: 'arrakeen' }]);
    expect(offers(2)).toEqual([{ from: 0, to: 1, card: null }]);
    state = play(state, 1, { type: 'answerAccess', from: 0, card: 10 }).state;
    expect(harvest(state).access['0']).toEqual([10]);
    expect(harvest(state).access['1']).toEqual(['arrakeen']);
  });

  it('rules 000 §16.B.5–6.b: leftover spice back to the reserve; unused troop cards cashed; shield funds paid', () => {
    let state = atStage(PLAIN, 'trade').accessCards('harkonnen', ['carthag', 10, 5]).build();
    for (const seat of [0, 1, 2]) state = play(state, seat, { type: 'pass' }).state;
    for (const f of PLAIN) expect(spiceOf(state, f)).toBe(0);
    expect(decisionOf(state)?.kind).toBe('harvestPlacement');
    state = play(state, 0, { type: 'commitTroops', stronghold: 'carthag', troops: 10 }).state;
    // The draft is the player's secret.
    expect(dune.view(state, 0).flow.stack[0]!['draft']).toEqual({ carthag: [10] });
    expect(dune.view(state, 1).flow.stack[0]!['draft']).toEqual({});
    const { state: after, events } = playAll(state, [
      [0, { type: 'pass' }],
      [1, { type: 'pass' }],
      [2, { type: 'pass' }],
    ]);
    expect(event(events, 'troopCardsCashed').params).toEqual({ seat: 0, cards: '5', spice: 5 });
    // Harkonnen: 5 cashed + 10 from the shield; Guild 5 and Bene Gesserit 5 from theirs.
    expect(spiceOf(after, 'harkonnen')).toBe(15);
    expect(spiceOf(after, 'guild')).toBe(5);
    expect(after.board['carthag']!.forces.harkonnen).toEqual({ '10': 10 });
    expect(spiceTotal(after)).toBe(INITIAL_BANK);
  });

  it('DESIGN rules 000 §16.B.6.c with §15: ordinary tokens are placed first, the Sardaukar last', () => {
    const state = playAll(
      atStage(['emperor', 'guild'], 'placement', true).accessCards('emperor', ['arrakeen', 10, 8]).build(),
      [
        [0, { type: 'commitTroops', stronghold: 'arrakeen', troops: 10 }],
        [0, { type: 'commitTroops', stronghold: 'arrakeen', troops: 8 }],
        [0, { type: 'pass' }],
        [1, { type: 'pass' }],
      ],
    ).state;
    expect(state.board['arrakeen']!.forces.emperor).toEqual({ '9': 18 });
    expect(state.extra!.starred.emperor).toMatchObject({ board: { 'arrakeen:9': 3 }, reserves: 2 });
  });

  it('rules 000 §16.B.6.a: at most 20 forces committed in all', () => {
    let state = atStage(PLAIN, 'placement').accessCards('harkonnen', ['carthag', 'arrakeen', 10, 10, 2]).build();
    state = play(state, 0, { type: 'commitTroops', stronghold: 'carthag', troops: 10 }).state;
    state = play(state, 0, { type: 'commitTroops', stronghold: 'arrakeen', troops: 10 }).state;
    expectError(state, 0, { type: 'commitTroops', stronghold: 'arrakeen', troops: 2 }, 'placementOverLimit');
    // And only cards the player holds.
    expectError(state, 0, { type: 'commitTroops', stronghold: 'tueksSietch', troops: 2 }, 'strongholdCardNotHeld');
    expectError(state, 0, { type: 'commitTroops', stronghold: 'carthag', troops: 7 }, 'troopCardNotHeld');
  });

  it('rules 000 §16.B.6.c: from Carthag to Arrakeen; alone, vacant, 12 against 8 gives 4; then turn 1 begins', () => {
    let state = atStage(['atreides', 'harkonnen', 'beneGesserit'], 'placement')
      .accessCards('atreides', ['arrakeen', 10, 2])
      .accessCards('harkonnen', ['arrakeen', 'carthag', 5, 3, 7])
      .build();
    const { state: after, events } = playAll(state, [
      [0, { type: 'commitTroops', stronghold: 'arrakeen', troops: 10 }],
      [0, { type: 'commitTroops', stronghold: 'arrakeen', troops: 2 }],
      [1, { type: 'commitTroops', stronghold: 'arrakeen', troops: 5 }],
      [1, { type: 'commitTroops', stronghold: 'arrakeen', troops: 3 }],
      [1, { type: 'commitTroops', stronghold: 'carthag', troops: 7 }],
      [0, { type: 'pass' }],
      [1, { type: 'pass' }],
      [2, { type: 'pass' }],
    ]);
    state = after;
    const claims = events.filter((e) => e.type === 'strongholdClaimsRevealed').map((e) => e.params);
    expect(claims.map((c) => c['stronghold'])).toEqual([
      'carthag',
      'sietchTabr',
      'habbanyaSietch',
      'tueksSietch',
      'arrakeen',
    ]);
    expect(claims[0]).toEqual({ stronghold: 'carthag', claims: '1:7', seat: 1, placed: 7 });
    expect(claims[1]).toEqual({ stronghold: 'sietchTabr', claims: '', seat: -1, placed: 0 });
    expect(claims[4]).toEqual({ stronghold: 'arrakeen', claims: '0:12,1:8', seat: 0, placed: 4 });
    expect(state.board['arrakeen']!.forces.atreides).toEqual({ '9': 4 });
    expect(state.board['arrakeen']!.forces.harkonnen).toBeUndefined();
    // The prelude is over; rules 000 §16.C.2: the Bene Gesserit now predict, then turn 1 starts with the storm.
    expect(state.harvest).toBeUndefined();
    expect(decisionOf(state)).toEqual({ kind: 'prediction', seats: [2] });
    state = play(state, 2, { type: 'predict', faction: 'atreides', turn: 3 }).state;
    expect(state.phase).toBe('storm');
    expect(state.turn).toBe(1);
  });

  it('DESIGN rules 000 §16.B.6.c: equal commitments cancel out (and two cards a stronghold: never three claimants)', () => {
    for (const stronghold of ['arrakeen', 'carthag', 'tueksSietch', 'sietchTabr', 'habbanyaSietch'])
      expect(ACCESS_DECK.filter((c) => c === stronghold)).toHaveLength(2);
    const tie = fixture({ factions: PLAIN, spiceHarvest: true })
      .phase('harvest')
      .harvestManager('harkonnen', 5)
      .with((s) => {
        s.harvest!.round = 6;
        s.cursor.stage = 'placement';
      })
      .accessCards('harkonnen', ['tueksSietch', 5])
      .accessCards('guild', ['tueksSietch', 5])
      .build();
    const { state, events: tieEvents } = playAll(tie, [
      [0, { type: 'commitTroops', stronghold: 'tueksSietch', troops: 5 }],
      [1, { type: 'commitTroops', stronghold: 'tueksSietch', troops: 5 }],
      [0, { type: 'pass' }],
      [1, { type: 'pass' }],
      [2, { type: 'pass' }],
    ]);
    const tuek = tieEvents
      .filter((e) => e.type === 'strongholdClaimsRevealed')
      .find((e) => e.params['stronghold'] === 'tueksSietch');
    expect(tuek!.params).toEqual({ stronghold: 'tueksSietch', claims: '0:5,1:5', seat: -1, placed: 0 });
    expect(state.board['tueksSietch']!.forces).toEqual({});
  });
});

describe('rules 000 §16.C: the Planet cards’ powers', () => {
  it("rules 000 §16.C.1 (Caladan): the Atreides look at one partner's Share card before the vote", () => {
    let state = report(round(SIX, 'harkonnen', [15]).build(), 15, [3, 3, 3, 4, 2]);
    expect(decisionOf(state)).toEqual({ kind: 'sharePeek', seats: [0] });
    expectError(state, 0, { type: 'peekShare', target: 1 }, 'noShareCard');
    const { state: after, events } = play(state, 0, { type: 'peekShare', target: 3 });
    state = after;
    expect(events.find((e) => e.type === 'shareCardSeen')!.visibility).toEqual([0]);
    expect(dune.view(state, 0).harvest!.shares['3']).toBe(3);
    expect(dune.view(state, 0).harvest!.shares['2']).toBeNull();
    expect(dune.view(state, 2).harvest!.shares['3']).toBeNull();
  });

  it('rules 000 §16.C.1 (Caladan): … and examine one Access card for sale, seen until it is sold', () => {
    let state = round(['atreides', 'harkonnen', 'guild'], 'harkonnen', [10])
      .accessDeckTop([1, 'sietchTabr', 8])
      .build();
    state = report(state, 10, [5, 5]);
    state = pass(state, 'sharePeek');
    state = vote(state, { 0: true, 2: true }).state;
    expect(decisionOf(state)).toEqual({ kind: 'accessPeek', seats: [0] });
    state = play(state, 0, { type: 'peekAccess', index: 1 }).state;
    expect(dune.view(state, 0).harvest!.auction!.peekedCard).toBe('sietchTabr');
    expect(dune.view(state, 1).harvest!.auction!.peekedCard).toBeNull();
    expect(dune.view(state, 1).harvest!.auction!.peeked).toBe(1);
  });

  it('rules 000 §16.C.2 (Wallach IX): the Bene Gesserit see every Access card the others hold', () => {
    const state = round(['beneGesserit', 'harkonnen', 'guild'], 'harkonnen', [10])
      .accessCards('guild', ['arrakeen', 3])
      .accessCards('harkonnen', [7])
      .build();
    expect(dune.view(state, 0).harvest!.access).toEqual({ '0': [], '1': [7], '2': ['arrakeen', 3] });
    expect(dune.view(state, 1).harvest!.access).toEqual({ '1': [7] });
  });

  it('rules 000 §16.C.3 (Guild Heighliner): a second card for 4–8 spice, unseen by the Guild, reported in all', () => {
    let state = round(['harkonnen', 'guild', 'beneGesserit'], 'harkonnen', [10, 8]).build();
    expect(decisionOf(state)).toEqual({ kind: 'guildHarvestOffer', seats: [0] });
    const prices = dune.legalActions(state, 0).flatMap((a) => (a.type === 'buyHarvestCard' ? [a.price] : []));
    expect(prices).toEqual([4, 5, 6, 7, 8]);
    state = play(state, 0, { type: 'buyHarvestCard', price: 6 }).state;
    expect(decisionOf(state)).toEqual({ kind: 'guildHarvestAnswer', seats: [1] });
    const guildBefore = spiceOf(state, 'guild');
    state = play(state, 1, { type: 'sellHarvestCard', accept: true }).state;
    expect(spiceOf(state, 'guild')).toBe(guildBefore + 6);
    expect(dune.view(state, 0).harvest!.drawn).toEqual([10, 8]);
    expect(dune.view(state, 1).harvest!.drawn).toBeNull();
    expect(dune.view(state, 1).harvest!.drawnCount).toBe(2);
    const amounts = dune.legalActions(state, 0).map((a) => (a.type === 'announceHarvest' ? a.amount : -1));
    expect(Math.max(...amounts)).toBe(18);
  });

  it('rules 000 §16.C.3: the Guild may refuse the price; no second card then', () => {
    let state = round(['harkonnen', 'guild', 'beneGesserit'], 'harkonnen', [10, 8]).build();
    state = play(state, 0, { type: 'buyHarvestCard', price: 4 }).state;
    state = play(state, 1, { type: 'sellHarvestCard', accept: false }).state;
    expect(harvest(state).drawn).toEqual([10]);
    expect(decisionOf(state)?.kind).toBe('harvestReport');
  });

  it('rules 000 §16.C.4 (Arrakis): a worm makes the Fremen Manager at once (DESIGN: the year’s harvest is lost)', () => {
    const { state } = { state: round(['harkonnen', 'fremen', 'guild'], 'harkonnen', ['worm']).build() };
    expect(harvest(state).manager).toBe(1);
    expect(harvest(state).harvestDiscard).toEqual(['worm']);
    // No report, no vote: the auction follows, opened on the new Manager's right.
    expect(decisionOf(state)).toEqual({ kind: 'accessBid', seats: [2] });
  });

  it('DESIGN rules 000 §16.C.4: without the Fremen, a worm costs the year’s harvest and the Manager stays', () => {
    const state = round(PLAIN, 'guild', ['worm']).build();
    expect(harvest(state).manager).toBe(1);
    expect(spiceOf(state, 'guild')).toBe(9);
    expect(decisionOf(state)).toEqual({ kind: 'accessBid', seats: [2] });
  });

  it('DESIGN rules 000 §16.B.2.b on a worm (option harvestWormTax): the Manager still takes the 3-spice tax', () => {
    const state = fixture({ factions: ['harkonnen', 'fremen', 'guild'], spiceHarvest: true, harvestWormTax: true })
      .phase('harvest')
      .harvestManager('harkonnen')
      .harvestDeckTop(['worm'])
      .build();
    // The Harkonnen paid the tax; the Fremen, Manager at once, take the administrative tax.
    expect(harvest(state).manager).toBe(1);
    expect(spiceOf(state, 'harkonnen')).toBe(9);
    expect(spiceOf(state, 'fremen')).toBe(13);
    expect(spiceTotal(state)).toBe(INITIAL_BANK);
    // Without the prelude the option is refused by name.
    const seats = PLAIN.map((f) => ({ name: f, kind: 'human' as const }));
    expect(() => dune.setup({ harvestWormTax: true }, seats, 'x')).toThrow(/optionNeedsSpiceHarvest/);
  });

  it('rules 000 §16.C.5 (Salusa Secundus): the tax goes to the Emperor; a Manager who cannot pay is succeeded', () => {
    const state = round(['harkonnen', 'guild', 'emperor'], 'harkonnen', [10]).spice('harkonnen', 0).build();
    expect(harvest(state).manager).toBe(1);
    expect(spiceOf(state, 'guild')).toBe(9);
    expect(spiceOf(state, 'emperor')).toBe(11);
  });

  it('DESIGN rules 000 §16.C.5: the Emperor as Manager owes himself nothing; without him the succession is the same', () => {
    const emperor = round(['emperor', 'guild', 'harkonnen'], 'emperor', [10]).spice('emperor', 0).build();
    expect(harvest(emperor).manager).toBe(0);
    expect(spiceOf(emperor, 'emperor')).toBe(0);
    const plain = round(PLAIN, 'harkonnen', [10]).spice('harkonnen', 0).spice('guild', 0).build();
    expect(harvest(plain).manager).toBe(2);
    expect(spiceOf(plain, 'beneGesserit')).toBe(9);
    // Nobody can pay: the post stays where it was, unpaid.
    const broke = round(PLAIN, 'guild', [10]).spice('harkonnen', 0).spice('guild', 0).spice('beneGesserit', 0).build();
    expect(harvest(broke).manager).toBe(1);
  });

  it('rules 000 §16.C.6 (Giedi Prime): the Harkonnen stay Manager when first caught lying, not the second time', () => {
    let state = round(PLAIN, 'harkonnen', [15, 12]).build();
    state = report(state, 5, [3, 2]);
    const first = vote(state, { 1: false, 2: false });
    expect(event(first.events, 'harkonnenLieForgiven').params).toEqual({ seat: 0 });
    expect(event(first.events, 'managerCaught').params).toMatchObject({ seat: 0 });
    state = passAll(first.state);
    expect(harvest(state).manager).toBe(0);
    state = report(state, 5, [3, 2]);
    const second = vote(state, { 1: false, 2: false });
    expect(event(second.events, 'managerSucceeded').params).toEqual({ from: 0, to: 1, reason: 'revoked' });
  });
});

describe('rules 000 §16: readings', () => {
  it('DESIGN rules 000 §16: no card, gift or deal may be played during the prelude', () => {
    const state = round(PLAIN, 'harkonnen', [10]).build();
    expect(dune.interruptActions(state, 1)).toEqual([]);
    expectError(state, 1, { type: 'giftSpice', to: 0, amount: 1 }, 'notNow');
  });

  it('rules 000 §16.B: five rounds, then the exchanges (the whole prelude with every seat passing)', () => {
    let state = fixture({ factions: SIX, spiceHarvest: true }).phase('harvest').build();
    const seen = new Set<string>();
    for (let steps = 0; state.phase === 'harvest' && steps < 2000; steps++) {
      const d = decisionOf(state)!;
      seen.add(d.kind);
      const seat: Seat = d.seats[0]!;
      const actions = dune.legalActions(state, seat);
      state = play(state, seat, actions.find((a) => a.type === 'pass') ?? actions[0]!).state;
    }
    expect(state.phase).toBe('storm');
    expect(seen).toContain('accessTrade');
    expect(seen).toContain('harvestPlacement');
    expect(spiceTotal(state)).toBe(INITIAL_BANK);
  });
});
