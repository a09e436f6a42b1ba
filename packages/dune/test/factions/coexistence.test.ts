import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@arrakis/engine';
import { coexisting, dune, fixture, type DuneAction, type DuneState } from '../../src/index.ts';
import { act, battleGame, begin, give, noTraitors, place, plan } from '../battle/fixture.ts';
import { decisionOf, eventsOf, forcesOf, play, playAll, tokensOf } from '../helpers.ts';
import { shipAndStay, untilTurnOf } from './turns.ts';

/** Atreides seat 0 (Arrakeen), Harkonnen seat 1 (Carthag), Bene Gesserit seat 2 (the Polar Sink), in storm order. */
const EXTRA = { factions: ['atreides', 'harkonnen', 'beneGesserit'] as const, extraPowers: true, seed: 'coexist' };
const BG = 2;

/** Answers every decision with the quietest choice (pass, no revival, no advisor) until `done`. */
function quietlyUntil(state: DuneState, done: (s: DuneState) => boolean): { state: DuneState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (let guard = 0; !done(s); guard++) {
    if (guard > 500) throw new Error(`never done (${s.phase}, ${decisionOf(s)?.kind})`);
    const d = decisionOf(s);
    if (!d) break;
    const seat = d.seats[0]!;
    const legal = dune.decisionActions(s, seat);
    const action =
      legal.find((a) => a.type === 'pass') ??
      legal.find((a) => a.type === 'revive' && a.count === 0) ??
      legal.find((a) => a.type === 'advisor' && !a.accept) ??
      legal.find((a) => a.type === 'dial') ??
      legal[0]!;
    const r = play(s, seat, action);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

const inBattle = (s: DuneState) => s.phase === 'battle' && decisionOf(s) !== null;
const frame = (s: DuneState, seat: number) => dune.view(s, seat).frame;

describe('rules 000 §15.B.1–2 Bene Gesserit (extra powers): setup and charity', () => {
  it('§15.B.1: the Bene Gesserit place their one token in the territory of their choice, after the Fremen', () => {
    let s = fixture({ ...EXTRA, factions: ['fremen', 'atreides', 'beneGesserit'] })
      .phase('setup')
      .build();
    const seen: string[] = [];
    while (decisionOf(s)?.kind !== 'beneGesseritPlacement') {
      const d = decisionOf(s)!;
      seen.push(d.kind);
      for (const seat of d.seats) s = play(s, seat, dune.decisionActions(s, seat)[0]).state;
    }
    expect(seen).toContain('fremenPlacement');
    expect(decisionOf(s)).toEqual({ kind: 'beneGesseritPlacement', seats: [2] });
    // Anywhere, the Polar Sink included, a stronghold the Fremen hold included.
    expect(dune.decisionActions(s, 2)).toContainEqual({ type: 'placeBeneGesserit', to: 'polarSink:-1' });
    const { state, events } = play(s, 2, { type: 'placeBeneGesserit', to: 'sietchTabr:13' });
    expect(forcesOf(state, 'beneGesserit', 'sietchTabr')).toBe(1);
    expect(forcesOf(state, 'beneGesserit', 'polarSink')).toBe(0);
    expect(tokensOf(state, 'beneGesserit')).toBe(20);
    expect(eventsOf(events, 'beneGesseritPlaced')[0]!.params).toEqual({ seat: 2, location: 'sietchTabr:13' });
    // Without the option the token stays in the Polar Sink, as the shield says.
    const base = fixture({ factions: ['fremen', 'atreides', 'beneGesserit'] })
      .phase('setup')
      .build();
    expect(base.stack.map((f) => f.kind)).not.toContain('beneGesseritPlacement');
  });

  it('§15.B.2: from the second turn the Bene Gesserit receive the CHOAM charity, 2 spice, whatever spice they have', () => {
    const charity = (turn: number, options: object) =>
      fixture({ ...EXTRA, ...options })
        .phase('bidding')
        .turn(turn)
        .spice('beneGesserit', 7)
        .build().factions.beneGesserit!.spice;
    expect(charity(2, {})).toBe(9);
    expect(charity(5, {})).toBe(9);
    // The first turn follows §8.I: only with no spice at all.
    expect(charity(1, {})).toBe(7);
    expect(charity(2, { extraPowers: false })).toBe(7);
  });
});

describe('rules 000 §15.B.3 Bene Gesserit (extra powers): advisors with a shipment', () => {
  const movement = () => fixture(EXTRA).phase('movement').spice('atreides', 10).build();

  it('§15.B.3: after another faction ships from its reserves, the advisor may land with its forces (or in the Polar Sink)', () => {
    const asked = playAll(movement(), shipAndStay(0, 'arrakeen:9', 1)).state;
    expect(decisionOf(asked)).toEqual({ kind: 'spiritualAdvisor', seats: [BG] });
    expect(dune.decisionActions(asked, BG)).toEqual([
      { type: 'advisor', accept: true },
      { type: 'advisor', accept: true, withShipment: true },
      { type: 'advisor', accept: false },
    ]);
    const { state, events } = play(asked, BG, { type: 'advisor', accept: true, withShipment: true });
    expect(state.board.arrakeen!.forces.beneGesserit).toEqual({ '9': 1 });
    expect(forcesOf(state, 'beneGesserit', 'polarSink')).toBe(1);
    expect(tokensOf(state, 'beneGesserit')).toBe(20);
    expect(eventsOf(events, 'spiritualAdvisorCoexisting')[0]!.params).toEqual({ seat: BG, location: 'arrakeen:9' });
    // It coexists there, a declaration for the turn (§15.B.5), and the shipper goes on with its movement.
    expect(coexisting(state, 'arrakeen')).toBe(true);
    expect(state.extra!.coexistence).toEqual({ declared: ['arrakeen'], ended: [] });
    expect(decisionOf(state)).toEqual({ kind: 'movement', seats: [0] });
    // The Polar Sink stays a choice.
    expect(forcesOf(play(asked, BG, { type: 'advisor', accept: true }).state, 'beneGesserit', 'polarSink')).toBe(2);
  });

  it('§15.B.3, §15.B.5: no advisor alongside where the Bene Gesserit ended the coexistence this turn', () => {
    let s = fixture(EXTRA).phase('movement').forces('beneGesserit', 'arrakeen', 9, 2).build();
    expect(decisionOf(s)).toEqual({ kind: 'coexistence', seats: [BG] });
    s = playAll(s, [
      [BG, { type: 'coexist', territory: 'arrakeen', coexist: false }],
      [BG, { type: 'pass' }],
      ...shipAndStay(0, 'arrakeen:9', 1),
    ]).state;
    expect(dune.decisionActions(s, BG)).toEqual([
      { type: 'advisor', accept: true },
      { type: 'advisor', accept: false },
    ]);
  });

  it('§15.B.3: the Fremen bring no advisor along (their arrivals are not shipments from orbit)', () => {
    let s = fixture({ ...EXTRA, factions: ['atreides', 'fremen', 'beneGesserit'] })
      .phase('movement')
      .storm(2)
      .build();
    s = untilTurnOf(s, 1);
    s = playAll(s, [
      [1, { type: 'ship', to: 'theGreatFlat:14' }],
      [1, { type: 'count', count: 2, starred: 0 }],
    ]).state;
    expect(decisionOf(s)).toEqual({ kind: 'movement', seats: [1] });
  });

  it('§15.B.3, annexe 4 Karama A: a Karama still stops the Bene Gesserit accompanying a shipment, once', () => {
    const s = fixture(EXTRA).phase('movement').hand('atreides', ['karama2']).spice('atreides', 10).build();
    const { state, events } = playAll(s, [
      [0, { type: 'karamaBlock', faction: 'beneGesserit', power: 'spiritualAdvisor' }],
      ...shipAndStay(0, 'arrakeen:9', 1),
    ]);
    expect(eventsOf(events, 'spiritualAdvisorBlocked')).toHaveLength(1);
    expect(decisionOf(state)).toEqual({ kind: 'movement', seats: [0] });
    expect(forcesOf(state, 'beneGesserit', 'arrakeen')).toBe(0);
  });
});

describe('rules 000 §15.B.4 Bene Gesserit (extra powers): coexisting tokens have no effect on the game', () => {
  it('§15.B.4: coexisting, they fight no battle and make none; where the coexistence ended, they fight', () => {
    const peace = fixture(EXTRA).phase('battle').forces('beneGesserit', 'arrakeen', 9, 3).build();
    // No battle: the turn went on to the next storm, everyone still there.
    expect(peace.phase).toBe('storm');
    expect(forcesOf(peace, 'beneGesserit', 'arrakeen')).toBe(3);
    expect(forcesOf(peace, 'atreides', 'arrakeen')).toBe(10);
    const war = fixture(EXTRA)
      .phase('battle')
      .forces('beneGesserit', 'arrakeen', 9, 3)
      .with((s) => {
        s.extra!.coexistence = { declared: ['arrakeen'], ended: ['arrakeen'] };
      })
      .build();
    expect(war.phase).toBe('battle');
    expect(war.battles!.current).toMatchObject({ territory: 'arrakeen', aggressor: 0, defender: BG });
  });

  it('§15.B.4: with two other factions there, those two fight each other and the Bene Gesserit stay out', () => {
    const s = battleGame(['atreides', 'harkonnen', 'beneGesserit'], 'three', { extraPowers: true });
    place(s, 'atreides', 'arrakeen', 9, 5);
    place(s, 'harkonnen', 'arrakeen', 9, 5);
    place(s, 'beneGesserit', 'arrakeen', 9, 2);
    begin(s);
    expect(s.battles!.current).toMatchObject({ territory: 'arrakeen', aggressor: 0, defender: 1 });
  });

  it('§15.B.4: coexisting, they collect no spice (nor at the rate of Arrakeen); alone, they do', () => {
    const s = fixture(EXTRA)
      .phase('collection')
      .spice('beneGesserit', 0)
      .spiceOn('theGreatFlat', 10)
      .spiceOn('haggaBasin', 10)
      .forces('beneGesserit', 'arrakeen', 9, 1)
      .forces('beneGesserit', 'theGreatFlat', 14, 2)
      .forces('atreides', 'theGreatFlat', 14, 1)
      .forces('beneGesserit', 'haggaBasin', 11, 2)
      .build();
    // Hagga Basin, alone: 2 tokens at 2 (Arrakeen, shared in peace, gives no 3). The Great Flat: nothing.
    expect(s.factions.beneGesserit!.spice).toBe(4);
    expect(s.board.theGreatFlat!.spice).toBe(7);
  });

  it('§15.B.4: coexisting, they hold no stronghold for a win, and prevent nobody from holding one', () => {
    const bg = (ended: boolean) =>
      fixture(EXTRA)
        .phase('collection')
        .forces('beneGesserit', 'habbanyaSietch', 16, 1)
        .forces('beneGesserit', 'sietchTabr', 13, 1)
        .forces('beneGesserit', 'arrakeen', 9, 1)
        .with((s) => {
          s.extra!.coexistence = { declared: ['arrakeen'], ended: ended ? ['arrakeen'] : [] };
        })
        .build();
    // Sharing Arrakeen with the Atreides in peace, the Bene Gesserit hold two strongholds, not three.
    const peace = bg(false);
    expect(peace.result).toBeNull();
    expect(peace.turn).toBe(3);
    // As ordinary forces there (the battle skipped by the fixture), their token counts.
    expect(bg(true).result).toMatchObject({ winners: [BG], reason: 'strongholds' });
    // The Harkonnen hold Carthag, Tuek's Sietch and Arrakeen, the Bene Gesserit coexisting in two of them.
    const harkonnen = fixture(EXTRA)
      .phase('collection')
      .forces('atreides', 'arrakeen', 9, 0)
      .forces('harkonnen', 'arrakeen', 9, 2)
      .forces('harkonnen', 'tueksSietch', 4, 2)
      .forces('beneGesserit', 'arrakeen', 9, 1)
      .forces('beneGesserit', 'tueksSietch', 4, 1)
      .build();
    expect(harkonnen.result).toMatchObject({ winners: [1], reason: 'strongholds' });
  });

  it('§15.B.4, annexe 3 Fremen 4: coexisting in a sietch, they are no opponent standing in the Fremen’s way', () => {
    const lastTurn = (ended: boolean) =>
      fixture({ ...EXTRA, factions: ['fremen', 'harkonnen', 'beneGesserit'] })
        .phase('collection')
        .turn(15)
        .forces('beneGesserit', 'sietchTabr', 13, 1)
        .with((s) => {
          s.extra!.coexistence = { declared: ['sietchTabr'], ended: ended ? ['sietchTabr'] : [] };
        })
        .build().result;
    expect(lastTurn(false)).toMatchObject({ winners: [0], reason: 'fremenSpecial' });
    expect(lastTurn(true)).toMatchObject({ winners: [], reason: 'noWinner' });
  });

  it('§15.B.4, §21: coexisting, they do not stop a faction from being alone in Carthag for the spice flow', () => {
    const flow = (ended: boolean) =>
      fixture({ ...EXTRA, increasedSpiceFlow: true })
        .phase('collection')
        .forces('beneGesserit', 'carthag', 10, 1)
        .with((s) => {
          s.extra!.coexistence = { declared: ['carthag'], ended: ended ? ['carthag'] : [] };
        })
        .build().factions.harkonnen!.spice;
    expect(flow(false)).toBe(12);
    expect(flow(true)).toBe(10);
  });

  it('§15.B.4: coexisting in Arrakeen or Carthag gives the Bene Gesserit no ornithopters', () => {
    const range = (end: boolean) => {
      let s = fixture(EXTRA)
        .phase('movement')
        .forces('beneGesserit', 'arrakeen', 9, 1)
        .forces('beneGesserit', 'sietchTabr', 13, 3)
        .build();
      s = playAll(s, [
        ...(end ? [[BG, { type: 'coexist', territory: 'arrakeen', coexist: false }] as const] : []),
        [BG, { type: 'pass' }],
      ]).state;
      s = untilTurnOf(s, BG);
      s = play(s, BG, { type: 'pass' }).state;
      return frame(s, BG)?.['range'];
    };
    expect(range(false)).toBe(1);
    expect(range(true)).toBe(3);
  });

  it('§15.B.4: coexisting tokens are still lost to the storm', () => {
    let s = fixture(EXTRA)
      .phase('storm')
      .storm(12)
      .forces('beneGesserit', 'theGreatFlat', 14, 3)
      .forces('atreides', 'theGreatFlat', 14, 2)
      .build();
    expect(coexisting(s, 'theGreatFlat')).toBe(true);
    s = quietlyUntil(s, (x) => x.phase !== 'storm').state;
    expect(s.storm).toBe(14);
    expect(forcesOf(s, 'beneGesserit', 'theGreatFlat')).toBe(0);
    expect(s.factions.beneGesserit!.tanks).toBe(3);
  });

  it('§15.B.4: coexisting tokens are still devoured by a worm', () => {
    const s = fixture({ ...EXTRA, noAlliances: true })
      .phase('spiceBlow')
      .forces('beneGesserit', 'theGreatFlat', 14, 3)
      .forces('atreides', 'theGreatFlat', 14, 2)
      .spiceDeckTop(['shaiHulud1', 'southMesa'])
      .spiceDiscardTop('theGreatFlat')
      .build();
    expect(forcesOf(s, 'beneGesserit', 'theGreatFlat')).toBe(0);
    expect(forcesOf(s, 'atreides', 'theGreatFlat')).toBe(0);
    expect(s.factions.beneGesserit!.tanks).toBe(3);
  });

  it('§15.B.4, annexe 4 Laser: a lasgun/shield explosion kills the coexisting tokens too', () => {
    const s = battleGame(['atreides', 'harkonnen', 'beneGesserit'], 'boom', { extraPowers: true });
    place(s, 'atreides', 'arrakeen', 9, 5);
    place(s, 'harkonnen', 'arrakeen', 9, 5);
    place(s, 'beneGesserit', 'arrakeen', 9, 2);
    give(s, 'atreides', 'lasgun');
    give(s, 'harkonnen', 'shield1');
    begin(s);
    act(s, 0, { type: 'pass' }); // annexe 3 Atreides 3: no prescience
    plan(s, 0, { leader: 'thufirHawat', weapon: 'lasgun', dial: 2 });
    plan(s, 1, { leader: 'feydRautha', defense: 'shield1', dial: 3 });
    noTraitors(s);
    expect(forcesOf(s, 'beneGesserit', 'arrakeen')).toBe(0);
    expect(s.factions.beneGesserit!.tanks).toBe(2);
  });

  it('§15.B.4, annexe 4 Family Atomics: coexisting tokens do not give the right to play them, and are destroyed by them', () => {
    const atTheWindow = (holder: 'beneGesserit' | 'harkonnen', ended: boolean) => {
      let s = fixture(EXTRA)
        .phase('storm')
        .hand('atreides', [])
        .hand(holder, ['familyAtomics'])
        .forces('beneGesserit', 'shieldWall', 8, 2)
        .forces('harkonnen', 'shieldWall', 8, 2)
        .with((x) => {
          x.extra!.coexistence = { declared: ['shieldWall'], ended: ended ? ['shieldWall'] : [] };
        })
        .build();
      while (decisionOf(s)?.kind === 'stormDial')
        for (const seat of decisionOf(s)!.seats) s = play(s, seat, { type: 'dial', value: 1 }).state;
      expect(decisionOf(s)?.kind).toBe('stormWindow');
      return s;
    };
    expect(dune.decisionActions(atTheWindow('beneGesserit', false), BG)).not.toContainEqual({ type: 'familyAtomics' });
    // Where they stand as ordinary forces, they may.
    expect(dune.decisionActions(atTheWindow('beneGesserit', true), BG)).toContainEqual({ type: 'familyAtomics' });
    const blast = play(atTheWindow('harkonnen', false), 1, { type: 'familyAtomics' }).state;
    expect(forcesOf(blast, 'beneGesserit', 'shieldWall')).toBe(0);
    expect(blast.factions.beneGesserit!.tanks).toBe(2);
  });

  it('§15.B.4, §9.C.1.c: a stronghold held by one faction and coexisting Bene Gesserit is open to a third', () => {
    const shipTo = (ended: boolean) => {
      let s = fixture(EXTRA).phase('movement').forces('beneGesserit', 'arrakeen', 9, 2).build();
      s = playAll(s, [
        ...(ended ? [[BG, { type: 'coexist', territory: 'arrakeen', coexist: false }] as const] : []),
        [BG, { type: 'pass' }],
      ]).state;
      return dune.decisionActions(untilTurnOf(s, 1), 1);
    };
    expect(shipTo(false)).toContainEqual({ type: 'ship', to: 'arrakeen:9' });
    expect(shipTo(true)).not.toContainEqual({ type: 'ship', to: 'arrakeen:9' });
  });

  it('§15.B.4, §12.E.5: the Bene Gesserit’s ally may enter a territory where they coexist', () => {
    const s = fixture(EXTRA).phase('movement').alliance([1, 2]).forces('beneGesserit', 'arrakeen', 9, 2).build();
    // Ending the coexistence in Arrakeen would be like their tokens arriving there (only with the Atreides): allowed.
    expect(dune.decisionActions(s, BG)).toContainEqual({ type: 'coexist', territory: 'arrakeen', coexist: false });
    const t = untilTurnOf(play(s, BG, { type: 'pass' }).state, 1);
    expect(dune.decisionActions(t, 1)).toContainEqual({ type: 'ship', to: 'arrakeen:9' });
  });
});

describe('rules 000 §15.B.5 Bene Gesserit (extra powers): declaring the coexistence', () => {
  it('§15.B.5: at the start of the movement phase, before any move, they name where they end the coexistence; a battle follows there', () => {
    const s = fixture(EXTRA)
      .phase('movement')
      .forces('beneGesserit', 'arrakeen', 9, 3)
      .forces('beneGesserit', 'theGreatFlat', 14, 1)
      .build();
    expect(decisionOf(s)).toEqual({ kind: 'coexistence', seats: [BG] });
    // The Polar Sink, where they also stand, is never declared.
    expect(dune.decisionActions(s, BG)).toEqual([
      { type: 'pass' },
      { type: 'coexist', territory: 'arrakeen', coexist: false },
      { type: 'coexist', territory: 'theGreatFlat', coexist: false },
    ]);
    const { state, events } = playAll(s, [
      [BG, { type: 'coexist', territory: 'arrakeen', coexist: false }],
      [BG, { type: 'pass' }],
    ]);
    expect(eventsOf(events, 'coexistenceEnded')[0]!.params).toEqual({ seat: BG, territory: 'arrakeen' });
    expect(eventsOf(events, 'coexistenceElsewhere')).toHaveLength(1);
    // Made aloud: every seat sees it.
    for (const seat of [0, 1, 2, null])
      expect(dune.view(state, seat).extra!.coexistence).toEqual({
        declared: ['arrakeen', 'theGreatFlat'],
        ended: ['arrakeen'],
      });
    const battle = quietlyUntil(state, inBattle).state;
    expect(battle.battles!.current).toMatchObject({ territory: 'arrakeen', aggressor: 0, defender: BG });
    // With nothing outside the Polar Sink there is nothing to declare.
    expect(decisionOf(fixture(EXTRA).phase('movement').build())?.kind).not.toBe('coexistence');
  });

  it('§15.B.5: arriving where they had no forces at the start of the phase, they declare at once (ornithopters follow)', () => {
    const arrive = (coexist: boolean) => {
      let s = fixture(EXTRA).phase('movement').spice('beneGesserit', 10).build();
      s = untilTurnOf(s, BG);
      s = playAll(s, shipAndStay(BG, 'carthag:10', 2)).state;
      expect(decisionOf(s)).toEqual({ kind: 'coexistenceArrival', seats: [BG] });
      expect(frame(s, BG)).toMatchObject({ territory: 'carthag', afterMove: null });
      return play(s, BG, { type: 'coexist', territory: 'carthag', coexist });
    };
    const peace = arrive(true);
    expect(eventsOf(peace.events, 'coexistenceDeclared')).toHaveLength(1);
    expect(frame(peace.state, BG)).toMatchObject({ kind: 'movement', range: 1 });
    expect(quietlyUntil(peace.state, (s) => s.phase === 'storm').events.map((e) => e.type)).not.toContain('battleWon');
    const war = arrive(false);
    expect(war.state.extra!.coexistence.ended).toEqual(['carthag']);
    // Holding Carthag as ordinary forces, they have ornithopters for their move.
    expect(frame(war.state, BG)).toMatchObject({ kind: 'movement', range: 3 });
    expect(quietlyUntil(war.state, inBattle).state.battles!.current).toMatchObject({ territory: 'carthag' });
  });

  it('§15.B.5: a move into a new territory also asks, then the movement turn goes on', () => {
    let s = fixture(EXTRA).phase('movement').forces('harkonnen', 'imperialBasin', 9, 2).build();
    s = untilTurnOf(s, BG);
    s = playAll(s, [
      [BG, { type: 'pass' }],
      [BG, { type: 'move', from: 'polarSink:-1', to: 'imperialBasin:9' }],
      [BG, { type: 'count', count: 1 }],
    ]).state;
    expect(decisionOf(s)).toEqual({ kind: 'coexistenceArrival', seats: [BG] });
    const { events } = play(s, BG, { type: 'coexist', territory: 'imperialBasin', coexist: true });
    expect(eventsOf(events, 'movementTurnEnded')).toHaveLength(1);
  });

  it('§15.B.5: an advisor landed with a shipment binds them to coexist there for the turn: no question when they come in', () => {
    let s = fixture(EXTRA).phase('movement').spice('atreides', 10).spice('beneGesserit', 10).build();
    s = playAll(s, [
      ...shipAndStay(0, 'arrakeen:9', 1),
      [BG, { type: 'advisor', accept: true, withShipment: true }],
      [0, { type: 'pass' }],
    ]).state;
    s = untilTurnOf(s, BG);
    s = playAll(s, shipAndStay(BG, 'arrakeen:9', 3)).state;
    expect(decisionOf(s)).toEqual({ kind: 'movement', seats: [BG] });
    expect(forcesOf(s, 'beneGesserit', 'arrakeen')).toBe(4);
    expect(coexisting(s, 'arrakeen')).toBe(true);
  });

  it('§15.B.5: a declaration lasts to the end of the turn, alone or not, and lapses at the next movement phase', () => {
    // Alone in Sietch Tabr at the start: coexisting (presumed), the Atreides then land there: no battle.
    const landing = (end: boolean) => {
      let s = fixture(EXTRA).phase('movement').forces('beneGesserit', 'sietchTabr', 13, 2).build();
      s = playAll(s, [
        ...(end ? [[BG, { type: 'coexist', territory: 'sietchTabr', coexist: false }] as const] : []),
        [BG, { type: 'pass' }],
        ...shipAndStay(0, 'sietchTabr:13', 2),
      ]).state;
      return quietlyUntil(s, (x) => x.phase !== 'movement').state;
    };
    const peace = landing(false);
    expect(peace.phase).not.toBe('battle');
    expect(forcesOf(peace, 'beneGesserit', 'sietchTabr')).toBe(2);
    expect(peace.extra!.coexistence).toEqual({ declared: ['sietchTabr'], ended: [] });
    const war = landing(true);
    expect(war.battles!.current).toMatchObject({ territory: 'sietchTabr', aggressor: 0, defender: BG });
    // At the next movement phase the declarations start afresh.
    const next = fixture(EXTRA)
      .phase('movement')
      .forces('beneGesserit', 'sietchTabr', 13, 2)
      .with((x) => {
        x.extra!.coexistence = { declared: ['sietchTabr', 'carthag'], ended: ['sietchTabr', 'carthag'] };
      })
      .build();
    expect(next.extra!.coexistence).toEqual({ declared: ['sietchTabr'], ended: [] });
    expect(decisionOf(next)).toEqual({ kind: 'coexistence', seats: [BG] });
  });

  it('§15.B.5, §9.C.1.c: they cannot end the coexistence in a stronghold two others hold', () => {
    const s = fixture(EXTRA)
      .phase('movement')
      .forces('harkonnen', 'arrakeen', 9, 2)
      .forces('beneGesserit', 'arrakeen', 9, 2)
      .build();
    expect(dune.decisionActions(s, BG)).toEqual([{ type: 'pass' }] satisfies DuneAction[]);
  });
});
