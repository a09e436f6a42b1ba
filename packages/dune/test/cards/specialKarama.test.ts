import { describe, expect, it } from 'vitest';
import { canonicalJson, seedRng, type GameEvent, type Seat } from '@arrakis/engine';
import { addForces } from '../../src/board.ts';
import type { DuneAction } from '../../src/actions.ts';
import type { Faction } from '../../src/data/factions.ts';
import type { TerritoryId } from '../../src/data/territories.ts';
import { determinize } from '../../src/determinize.ts';
import { dune, fixture } from '../../src/index.ts';
import type { DuneState } from '../../src/state.ts';
import {
  act,
  battleGame,
  begin,
  give,
  leader,
  legal,
  makeTraitor,
  noTraitors,
  place,
  plan,
  waitingFor,
} from '../battle/fixture.ts';
import { decisionOf, eventsOf, expectError, forcesOf, play, playAll } from '../helpers.ts';

const SPECIAL = { specialKarama: true } as const;
const SPECIAL_EXTRA = { specialKarama: true, extraPowers: true } as const;

/** Plays an interrupt that must be offered, in place (battle fixtures are mutated in place). */
function interrupt(s: DuneState, seat: Seat, action: DuneAction): GameEvent[] {
  expect(dune.interruptActions(s, seat)).toContainEqual(action);
  return dune.applyInPlace(s, seat, action);
}

function karamaBlocks(s: DuneState, seat: Seat): string[] {
  return dune.interruptActions(s, seat).flatMap((a) => (a.type === 'karamaBlock' ? [`${a.faction}.${a.power}`] : []));
}

/** Places `count` tokens, `starred` of them from the starred reserves (rules 000 §15). */
function placeStarred(s: DuneState, faction: Faction, territory: TerritoryId, count: number, starred: number) {
  addForces(s, territory, 9, faction, count, starred);
  s.extra!.starred[faction]!.reserves -= starred;
}

describe('rules 000 §18.A, annexe 4 Karama B: each faction’s special Karama power', () => {
  it('annexe 4 Karama B Harkonnen, rules 000 §18.A: cards taken unseen at random, as many of their own given back', () => {
    const game = fixture({ factions: ['harkonnen', 'atreides', 'emperor'], ...SPECIAL, seed: 'kb-harkonnen' })
      .phase('movement')
      .hand('harkonnen', ['karama1', 'kulon', 'baliset', 'jubbaCloak'])
      .hand('atreides', ['lasgun', 'shield1', 'snooper1'])
      .build();
    // At most as many cards as they could give back: three, the Karama played.
    const counts = dune
      .interruptActions(game, 0)
      .flatMap((a) => (a.type === 'karamaTakeCards' && a.target === 1 ? [a.count] : []));
    expect(counts).toEqual([1, 2, 3]);
    const { state, events } = play(game, 0, { type: 'karamaTakeCards', target: 1, count: 2 });
    expect(eventsOf(events, 'karamaCardsTaken')[0]).toMatchObject({
      visibility: 'public',
      params: { seat: 0, victim: 1, count: 2 },
    });
    const seen = eventsOf(events, 'cardsTaken')[0]!;
    expect(seen.visibility).toEqual([0, 1]);
    const taken = seen.params['cards'] as string[];
    expect(taken).toHaveLength(2);
    expect(state.factions.atreides!.hand).toHaveLength(1);
    expect(state.factions.harkonnen!.hand).toEqual(['kulon', 'baliset', 'jubbaCloak', ...taken]);
    expect(state.treacheryDiscard).toContain('karama1');
    // Only the Harkonnen see, in the decision, which cards they took.
    expect(decisionOf(state)).toEqual({ kind: 'karamaExchange', seats: [0] });
    expect(dune.view(state, 0).frame).toMatchObject({ kind: 'karamaExchange', count: 2, taken });
    for (const other of [1, 2]) expect(dune.view(state, other).frame!['taken']).toBeUndefined();
    // A seat that does not see them rebuilds states where the Harkonnen hold them (determinize).
    const view = dune.view(state, 2);
    const sample = determinize(view, seedRng('kb-harkonnen'));
    expect(canonicalJson(dune.view(sample, 2))).toBe(canonicalJson(view));
    const frame = sample.stack.at(-1)!;
    expect(
      frame.kind === 'karamaExchange' && frame.taken.every((c) => sample.factions.harkonnen!.hand.includes(c)),
    ).toBe(true);
    // They give back their own cards, not those they took.
    expect(dune.decisionActions(state, 0)).toHaveLength(3);
    expectError(state, 0, { type: 'karamaGiveCards', cards: [taken[0]!, 'kulon'] }, 'karamaGiveBackOwn');
    const after = play(state, 0, { type: 'karamaGiveCards', cards: ['kulon', 'jubbaCloak'] });
    expect(after.state.factions.harkonnen!.hand.sort()).toEqual(['baliset', ...taken].sort());
    expect(after.state.factions.atreides!.hand).toHaveLength(3);
    expect(after.state.factions.atreides!.hand).toEqual(expect.arrayContaining(['kulon', 'jubbaCloak']));
    expect(eventsOf(after.events, 'cardsGiven')[0]!.visibility).toEqual([0, 1]);
    // "Tout ou partie": asking more than the victim holds takes all it has.
    const short = fixture({ factions: ['harkonnen', 'atreides'], ...SPECIAL, seed: 'kb-harkonnen' })
      .phase('movement')
      .hand('harkonnen', ['karama1', 'kulon', 'baliset', 'jubbaCloak'])
      .hand('atreides', ['lasgun'])
      .build();
    const all = play(short, 0, { type: 'karamaTakeCards', target: 1, count: 3 }).state;
    expect(all.factions.atreides!.hand).toEqual([]);
    expect(all.stack.at(-1)).toMatchObject({ kind: 'karamaExchange', count: 1, taken: ['lasgun'] });
  });

  it('annexe 4 Karama B Atreides, rules 000 §18.A: at the moment of prescience, the whole plan of the opponent', () => {
    const s = battleGame(['atreides', 'harkonnen'], 'kb-atreides', SPECIAL);
    place(s, 'atreides', 'arrakeen', 9, 5);
    place(s, 'harkonnen', 'arrakeen', 9, 5);
    give(s, 'atreides', 'karama1');
    give(s, 'harkonnen', 'lasgun', 'shield1');
    begin(s);
    expect(waitingFor(s)).toEqual({ kind: 'prescience', seats: [0] });
    expect(legal(s, 0)).toContainEqual({ type: 'prescience', element: 'plan' });
    const asked = act(s, 0, { type: 'prescience', element: 'plan' });
    expect(eventsOf(asked, 'karamaBattlePlan')[0]).toMatchObject({
      visibility: 'public',
      params: { by: 0, against: 1 },
    });
    expect(s.treacheryDiscard).toContain('karama1');
    // The opponent completes its plan first, then the Atreides see all of it while they make theirs.
    expect(waitingFor(s)).toEqual({ kind: 'battlePlan', seats: [1] });
    const seen = plan(s, 1, { leader: 'feydRautha', weapon: 'lasgun', defense: 'shield1', dial: 4 });
    const whole = { dial: 4, spice: 0, leader: 'feydRautha', cheapHero: null, weapon: 'lasgun', defense: 'shield1' };
    expect(eventsOf(seen, 'prescienceRevealed')[0]).toMatchObject({
      visibility: [0],
      params: { against: 1, element: 'plan', answer: whole },
    });
    expect(waitingFor(s)).toEqual({ kind: 'battlePlan', seats: [0] });
    expect(dune.view(s, 0).battle!.prescience!.answer).toEqual(whole);
    expect(dune.view(s, 1).battle!.prescience!.answer).toBeUndefined();
    // Prescience taken away by a Karama (annexe 4 Karama A), they are still asked, for the whole plan only.
    const t = battleGame(['atreides', 'harkonnen'], 'kb-atreides', SPECIAL);
    place(t, 'atreides', 'arrakeen', 9, 5);
    place(t, 'harkonnen', 'arrakeen', 9, 5);
    give(t, 'harkonnen', 'karama2');
    interrupt(t, 1, { type: 'karamaBlock', faction: 'atreides', power: 'prescience' });
    expect(waitingFor(t)).toEqual({ kind: 'prescience', seats: [0] });
    expect(legal(t, 0)).toEqual([{ type: 'pass' }]);
  });

  it('annexe 4 Karama B Guild, rules 000 §18.A: forbids a player’s shipment (its next one)', () => {
    const game = fixture({ factions: ['atreides', 'guild', 'emperor'], ...SPECIAL, seed: 'kb-guild' })
      .phase('movement')
      .hand('guild', ['karama1'])
      .spice('atreides', 10)
      .build();
    expect(decisionOf(game)).toEqual({ kind: 'shipment', seats: [0] });
    expect(dune.decisionActions(game, 0).length).toBeGreaterThan(1);
    // Only the Guild has it, against any other player.
    expect(karamaBlocks(game, 1).filter((b) => b.endsWith('.shipment'))).toEqual([
      'atreides.shipment',
      'emperor.shipment',
    ]);
    const { state, events } = play(game, 1, { type: 'karamaBlock', faction: 'atreides', power: 'shipment' });
    expect(eventsOf(events, 'karamaPlayed')).toHaveLength(1);
    expect(dune.decisionActions(state, 0)).toEqual([{ type: 'pass' }]);
    const passed = play(state, 0, { type: 'pass' });
    expect(eventsOf(passed.events, 'shipmentForbidden')[0]!.params).toEqual({ seat: 0 });
    expect(passed.state.karamaBlocks).toEqual([]);
    expect(decisionOf(passed.state)).toEqual({ kind: 'movement', seats: [0] });
  });

  it('annexe 4 Karama B Bene Gesserit, rules 000 §18.A: a worthless card played as a Karama', () => {
    const game = fixture({ factions: ['beneGesserit', 'atreides'], ...SPECIAL, seed: 'kb-bg' })
      .phase('movement')
      .hand('beneGesserit', ['kulon'])
      .hand('atreides', ['baliset'])
      .build();
    expect(karamaBlocks(game, 0)).toEqual(['atreides.prescience', 'beneGesserit.guildRate']);
    // Only the Bene Gesserit: another faction's worthless card is no Karama.
    expect(karamaBlocks(game, 1)).toEqual([]);
    const { state, events } = play(game, 0, { type: 'karamaBlock', faction: 'atreides', power: 'prescience' });
    expect(eventsOf(events, 'worthlessAsKarama')[0]!.params).toEqual({ seat: 0, card: 'kulon' });
    expect(state.factions.beneGesserit!.hand).toEqual([]);
    expect(state.treacheryDiscard).toContain('kulon');
    expect(state.karamaBlocks).toEqual([{ faction: 'atreides', power: 'prescience' }]);
  });

  it('annexe 4 Karama B Fremen, rules 000 §18.A: at the spice blow a worm where they choose, not from the spice deck', () => {
    const build = (turn: number, hand: readonly ('karama1' | 'kulon')[]) =>
      fixture({ factions: ['fremen', 'atreides'], ...SPECIAL, seed: 'kb-fremen' })
        .phase('spiceBlow')
        .turn(turn)
        .hand('fremen', hand)
        .forces('atreides', 'theGreatFlat', 14, 4)
        .forces('fremen', 'theGreatFlat', 14, 2)
        .spiceOn('theGreatFlat', 5)
        .spiceDeckTop(['southMesa'])
        .build();
    const game = build(2, ['karama1']);
    expect(decisionOf(game)).toEqual({ kind: 'karamaWormWindow', seats: [0] });
    const deck = game.spiceDeck.length;
    const { state, events } = play(game, 0, { type: 'karamaWorm', territory: 'theGreatFlat' });
    expect(eventsOf(events, 'karamaWorm')[0]!.params).toEqual({ seat: 0, territory: 'theGreatFlat' });
    // It devours the spice and, in the desert, the troops, but the Fremen, who may ride it (annexe 3 Fremen 3).
    expect(state.board.theGreatFlat!.spice).toBe(0);
    expect(forcesOf(state, 'atreides', 'theGreatFlat')).toBe(0);
    expect(decisionOf(state)).toEqual({ kind: 'wormRide', seats: [0] });
    // No nexus, and the spice blow goes on as usual with the deck's top card.
    const rode = play(state, 0, { type: 'wormRide', to: null }).state;
    expect(eventsOf(events, 'nexusStarted')).toEqual([]);
    expect(rode.spiceDiscard.at(-1)).toBe('southMesa');
    expect(rode.spiceDeck).toHaveLength(deck - 1);
    // In a territory that is not desert, it devours no troops.
    const rock = play(game, 0, { type: 'karamaWorm', territory: 'arrakeen' }).state;
    expect(forcesOf(rock, 'atreides', 'arrakeen')).toBe(10);
    // Asked Karama or not, so the wait tells nothing; never on the first turn (rules 000 §7.D).
    expect(dune.decisionActions(build(2, ['kulon']), 0)).toEqual([{ type: 'pass' }]);
    expect(decisionOf(build(1, ['karama1']))?.kind).not.toBe('karamaWormWindow');
  });

  it('annexe 4 Karama B Emperor, rules 000 §18.A: in the movement phase, up to three tokens or a leader free', () => {
    const game = fixture({ factions: ['emperor', 'atreides'], ...SPECIAL, seed: 'kb-emperor' })
      .phase('movement')
      .hand('emperor', ['karama1'])
      .tanks('emperor', 6)
      .leaderInTanks('emperor', 'hasimirFenring')
      .build();
    // The free revival of the shield (1) is done; the Emperor is asked for paid revivals.
    expect(game.factions.emperor!.tanks).toBe(5);
    expect(decisionOf(game)).toEqual({ kind: 'revival', seats: [0] });
    const spice = game.factions.emperor!.spice;
    const { state, events } = play(game, 0, { type: 'karamaRevive', leader: null });
    expect(eventsOf(events, 'karamaForcesRevived')[0]!.params).toEqual({ seat: 0, count: 3 });
    expect(state.factions.emperor!.tanks).toBe(2);
    expect(state.factions.emperor!.spice).toBe(spice);
    // Beyond the three a turn of §9.B.2, like a Tleilaxu Ghola: the paid revival is still open.
    expect(dune.decisionActions(state, 0)).toContainEqual({ type: 'revive', count: 2 });
    // A leader, though the other four are alive (§9.D.1 does not apply), and not the turn's leader revival.
    const back = play(game, 0, { type: 'karamaRevive', leader: 'hasimirFenring' }).state;
    expect(back.factions.emperor!.leaders['hasimirFenring']!.location).toBe('available');
    expect(back.factions.emperor!.leaderRevivedTurn).toBe(0);
    // Only in the movement phase.
    const bidding = fixture({ factions: ['emperor', 'atreides'], ...SPECIAL, seed: 'kb-emperor' })
      .phase('bidding')
      .hand('emperor', ['karama1'])
      .tanks('emperor', 6)
      .build();
    expect(dune.interruptActions(bidding, 0).filter((a) => a.type === 'karamaRevive')).toEqual([]);
  });
});

describe('rules 000 §18.B, annexe 4 Karama A: with special Karama, a Karama may prevent an extra power once', () => {
  it('annexe 4 Karama A Atreides, rules 000 §18.B: prohibits a Kwisatz Haderach intervention', () => {
    const s = battleGame(['atreides', 'harkonnen'], 'ka-kwisatz', SPECIAL_EXTRA);
    place(s, 'atreides', 'arrakeen', 9, 5);
    place(s, 'harkonnen', 'arrakeen', 9, 5);
    s.extra!.kwisatzHaderach = 'available';
    makeTraitor(s, 'harkonnen', 'thufirHawat');
    give(s, 'harkonnen', 'karama1');
    interrupt(s, 1, { type: 'karamaBlock', faction: 'atreides', power: 'kwisatzHaderach' });
    act(s, 0, { type: 'pass' });
    plan(s, 0, { leader: 'thufirHawat', dial: 2, kwisatzHaderach: true });
    const revealed = plan(s, 1, { leader: 'feydRautha', dial: 3 });
    expect(eventsOf(revealed, 'karamaPrevented')[0]!.params).toEqual({
      faction: 'atreides',
      power: 'kwisatzHaderach',
      seat: 0,
    });
    expect(s.battles!.current!.plans['0']!.kwisatzHaderach).toBeUndefined();
    // Without the Kwisatz Haderach beside him, Thufir may betray.
    expect(legal(s, 1)).toContainEqual({ type: 'callTraitor', call: true });
    expect(s.karamaBlocks).toEqual([]);
    // Offered only with the extra powers in play.
    const without = fixture({ factions: ['atreides', 'harkonnen'], ...SPECIAL, seed: 'ka' })
      .phase('movement')
      .hand('harkonnen', ['karama1'])
      .build();
    expect(karamaBlocks(without, 1)).not.toContain('atreides.kwisatzHaderach');
  });

  it('annexe 4 Karama A Harkonnen, rules 000 §18.B: prevents taking a leader prisoner', () => {
    const s = battleGame(['harkonnen', 'atreides'], 'ka-capture', SPECIAL_EXTRA);
    place(s, 'harkonnen', 'arrakeen', 9, 5);
    place(s, 'atreides', 'arrakeen', 9, 2);
    give(s, 'atreides', 'karama1');
    expect(karamaBlocks(s, 1)).toContain('harkonnen.capture');
    interrupt(s, 1, { type: 'karamaBlock', faction: 'harkonnen', power: 'capture' });
    act(s, 1, { type: 'pass' });
    plan(s, 0, { leader: 'feydRautha', dial: 3 });
    plan(s, 1, { leader: 'duncanIdaho', dial: 2 });
    noTraitors(s);
    expect(waitingFor(s)).toEqual({ kind: 'capture', seats: [0] });
    const events = act(s, 0, { type: 'capture', choice: 'take' });
    expect(eventsOf(events, 'karamaPrevented')[0]!.params).toMatchObject({ faction: 'harkonnen', power: 'capture' });
    expect(s.extra!.captured).toEqual([]);
    expect(leader(s, 'atreides', 'duncanIdaho').location).toBe('available');
  });

  it('annexe 4 Karama A Bene Gesserit, rules 000 §18.B: forbids once a worthless card played as a Karama', () => {
    const game = fixture({ factions: ['beneGesserit', 'atreides'], ...SPECIAL, seed: 'ka-bg' })
      .phase('movement')
      .hand('beneGesserit', ['kulon', 'baliset'])
      .hand('atreides', ['karama1'])
      .build();
    const blocked = play(game, 1, { type: 'karamaBlock', faction: 'beneGesserit', power: 'worthlessKarama' }).state;
    // The next worthless card played as a Karama is cancelled (and spent), then the ban is over.
    const { state, events } = play(blocked, 0, { type: 'karamaBlock', faction: 'atreides', power: 'prescience' });
    expect(eventsOf(events, 'karamaPrevented')[0]!.params).toEqual({
      faction: 'beneGesserit',
      power: 'worthlessKarama',
      seat: 0,
    });
    expect(state.factions.beneGesserit!.hand).toEqual(['baliset']);
    expect(state.karamaBlocks).toEqual([]);
    const again = play(state, 0, { type: 'karamaBlock', faction: 'atreides', power: 'prescience' }).state;
    expect(again.karamaBlocks).toEqual([{ faction: 'atreides', power: 'prescience' }]);
    // Holding a real Karama as well, the Bene Gesserit spend that one while the ban waits.
    const both = fixture({ factions: ['beneGesserit', 'atreides'], ...SPECIAL, seed: 'ka-bg' })
      .phase('movement')
      .hand('beneGesserit', ['kulon', 'karama2'])
      .hand('atreides', ['karama1'])
      .build();
    const waiting = play(both, 1, { type: 'karamaBlock', faction: 'beneGesserit', power: 'worthlessKarama' }).state;
    const real = play(waiting, 0, { type: 'karamaBlock', faction: 'atreides', power: 'prescience' }).state;
    expect(real.factions.beneGesserit!.hand).toEqual(['kulon']);
    expect(real.karamaBlocks).toEqual([
      { faction: 'beneGesserit', power: 'worthlessKarama' },
      { faction: 'atreides', power: 'prescience' },
    ]);
  });

  it('annexe 4 Karama A Fremen, rules 000 §18.B: the Fedaykin count as ordinary tokens in one battle', () => {
    const s = battleGame(['fremen', 'harkonnen'], 'ka-fedaykin', SPECIAL_EXTRA);
    placeStarred(s, 'fremen', 'arrakeen', 4, 1);
    place(s, 'harkonnen', 'arrakeen', 9, 5);
    give(s, 'harkonnen', 'karama1');
    interrupt(s, 1, { type: 'karamaBlock', faction: 'fremen', power: 'fedaykin' });
    plan(s, 0, { leader: 'stilgar', dial: 2, starred: 1 });
    plan(s, 1, { leader: 'feydRautha', dial: 4 });
    const events = noTraitors(s);
    // Two tokens, the Fedaykin among them, worth 2 and not 3: 2 + Stilgar 7 = 9 against 4 + Feyd 6 = 10.
    expect(eventsOf(events, 'battleWon')[0]!.params).toMatchObject({
      winner: 1,
      totals: { aggressor: 9, defender: 10 },
    });
    expect(s.karamaBlocks).toEqual([]);
  });

  it('annexe 4 Karama A Emperor, rules 000 §18.B: the Sardaukar count as ordinary tokens in one battle', () => {
    const s = battleGame(['emperor', 'atreides'], 'ka-sardaukar', SPECIAL_EXTRA);
    placeStarred(s, 'emperor', 'arrakeen', 3, 1);
    place(s, 'atreides', 'arrakeen', 9, 3);
    give(s, 'atreides', 'karama1');
    interrupt(s, 1, { type: 'karamaBlock', faction: 'emperor', power: 'sardaukar' });
    act(s, 1, { type: 'pass' });
    plan(s, 0, { leader: 'bashar', dial: 2, starred: 1 });
    const revealed = plan(s, 1, { leader: 'thufirHawat', dial: 3 });
    expect(eventsOf(revealed, 'karamaPrevented')[0]!.params).toMatchObject({ faction: 'emperor', power: 'sardaukar' });
    const events = noTraitors(s);
    // Two tokens, a Sardaukar among them: 2 (not 3) + Bashar 2 = 4 against 3 + Thufir 5 = 8.
    expect(eventsOf(events, 'battleWon')[0]!.params).toMatchObject({ totals: { aggressor: 4, defender: 8 } });
  });

  it('annexe 4 Karama A Guild, rules 000 §18.B: the Guild must move in the normal order', () => {
    const game = fixture({ factions: ['atreides', 'guild', 'emperor'], ...SPECIAL_EXTRA, seed: 'ka-guild' })
      .phase('movement')
      .hand('atreides', ['karama1'])
      .tanks('emperor', 4)
      .spice('emperor', 10)
      .build();
    expect(decisionOf(game)).toEqual({ kind: 'revival', seats: [2] });
    let s = play(game, 0, { type: 'karamaBlock', faction: 'guild', power: 'outOfTurn' }).state;
    const { state, events } = play(s, 2, { type: 'revive', count: 0 });
    expect(eventsOf(events, 'karamaPrevented')[0]!.params).toEqual({ faction: 'guild', power: 'outOfTurn', seat: 1 });
    // Not asked whether it moves now: the storm order, 0, 1, 2.
    s = state;
    const order: number[] = [];
    while (decisionOf(s)?.kind === 'shipment') {
      const who = decisionOf(s)!.seats[0]!;
      order.push(who);
      s = playAll(s, [
        [who, { type: 'pass' }],
        [who, { type: 'pass' }],
      ]).state;
    }
    expect(order).toEqual([0, 1, 2]);
    expect(s.karamaBlocks).toEqual([]);
  });
});

describe('annexe 4 worthless cards, optional rule: the Bene Gesserit may use one as a Karama', () => {
  it('annexe 4 worthless cards (option beneGesseritWorthlessKarama, without §18): buys a card without paying', () => {
    const game = fixture({ factions: ['beneGesserit', 'atreides'], beneGesseritWorthlessKarama: true, seed: 'w' })
      .phase('bidding')
      .storm(17)
      .hand('beneGesserit', ['kulon'])
      .hand('atreides', ['karama1'])
      .spice('beneGesserit', 0)
      .build();
    // rules 000 §8.I: with no spice the Bene Gesserit get 2 from the CHOAM; they bid 5 with the worthless card.
    expect(game.bidding!.current).toBe(0);
    const { state } = playAll(game, [
      [0, { type: 'bid', amount: 5, karama: true }],
      [1, { type: 'pass' }],
    ]);
    expect(state.factions.beneGesserit!.spice).toBe(2);
    expect(state.factions.beneGesserit!.hand).toHaveLength(1);
    expect(state.factions.beneGesserit!.hand).not.toContain('kulon');
    expect(state.treacheryDiscard).toContain('kulon');
    // Without §18, no Karama forbids that use (annexe 4 Karama A's "si la règle optionnelle XVIII").
    expect(karamaBlocks(game, 1)).not.toContain('beneGesserit.worthlessKarama');
  });

  it('annexe 4 worthless cards: with §18 it is the Bene Gesserit’s special power; with neither option, no Karama', () => {
    const make = (options: object) =>
      fixture({ factions: ['beneGesserit', 'atreides'], ...options, seed: 'w' })
        .phase('movement')
        .hand('beneGesserit', ['kulon'])
        .hand('atreides', ['karama1'])
        .build();
    expect(karamaBlocks(make(SPECIAL), 0)).toContain('atreides.prescience');
    expect(karamaBlocks(make(SPECIAL), 1)).toContain('beneGesserit.worthlessKarama');
    expect(karamaBlocks(make({ specialKarama: true, beneGesseritWorthlessKarama: true }), 0)).toContain(
      'atreides.prescience',
    );
    expect(karamaBlocks(make({}), 0)).toEqual([]);
  });
});
