import { describe, expect, it } from 'vitest';
import type { Faction } from '../../src/data/factions.ts';
import type { TerritoryId } from '../../src/data/territories.ts';
import { addForces, reviveTokens } from '../../src/board.ts';
import { dune, fixture } from '../../src/index.ts';
import type { DuneState } from '../../src/state.ts';
import { INITIAL_BANK } from '../../src/spice.ts';
import {
  act,
  battleGame,
  begin,
  eventsOf,
  forces,
  give,
  leader,
  legal,
  makeTraitor,
  noTraitors,
  place,
  plan,
  waitingFor,
} from '../battle/fixture.ts';
import { decisionOf, forcesOf, play, playAll } from '../helpers.ts';
import { EventLog } from '../../src/events.ts';
import { stormStrikes } from '../../src/phases/storm.ts';

const EXTRA = { extraPowers: true } as const;

/** Places `count` tokens of which `starred` are starred, taken from the starred reserves. */
function placeStarred(
  s: DuneState,
  faction: Faction,
  territory: TerritoryId,
  sector: number,
  count: number,
  starred: number,
) {
  addForces(s, territory, sector, faction, count, starred);
  s.extra!.starred[faction]!.reserves -= starred;
}

function battle(factions: Faction[], options: object = {}) {
  return battleGame(factions, 'extra', { ...EXTRA, ...options });
}

describe('rules 000 §15 extra powers (annexe 5): starred tokens', () => {
  it('§15.A annexe 5 Emperor 1: five Sardaukar and three Fedaykin, among the 20 tokens, in reserve at the start', () => {
    const s = fixture({ factions: ['emperor', 'fremen'], ...EXTRA })
      .phase('setup')
      .build();
    expect(s.extra!.starred.emperor).toMatchObject({ reserves: 5, tanks: 0, board: {} });
    expect(s.extra!.starred.fremen).toMatchObject({ reserves: 3, tanks: 0, board: {} });
    // Without the option there is no extra state at all.
    expect(fixture({ factions: ['emperor', 'fremen'] }).build().extra).toBeNull();
  });

  it('§15.A annexe 5 Emperor 1: a Sardaukar fights at double strength; the plan says how many dialled tokens are starred', () => {
    const s = battle(['emperor', 'atreides']);
    placeStarred(s, 'emperor', 'arrakeen', 9, 3, 1);
    place(s, 'atreides', 'arrakeen', 9, 3);
    begin(s);
    act(s, 1, { type: 'pass' }); // annexe 3 Atreides 3: no prescience
    act(s, 0, { type: 'planLeader', leader: 'bashar', cheapHero: null });
    act(s, 0, { type: 'planWeapon', card: null });
    act(s, 0, { type: 'planDefense', card: null });
    act(s, 0, { type: 'planDial', dial: 2 });
    expect(legal(s, 0)).toEqual([
      { type: 'planStarred', starred: 0 },
      { type: 'planStarred', starred: 1 },
    ]);
    act(s, 0, { type: 'planStarred', starred: 1 });
    plan(s, 1, { leader: 'thufirHawat', dial: 3 });
    const events = noTraitors(s);
    // 2 tokens, one of them a Sardaukar: 3, plus Bashar 2 = 5 against 3 + Thufir 5 = 8.
    expect(eventsOf(events, 'battleWon')[0]!.params).toMatchObject({ totals: { aggressor: 5, defender: 8 } });
  });

  it('§15.A annexe 5 Emperor 1: against the Fremen, the Sardaukar count as ordinary tokens', () => {
    const s = battle(['emperor', 'fremen']);
    placeStarred(s, 'emperor', 'arrakeen', 9, 2, 2);
    place(s, 'fremen', 'arrakeen', 9, 2);
    begin(s);
    plan(s, 0, { leader: 'bashar', dial: 2 });
    plan(s, 1, { leader: 'jamis', dial: 2 });
    const events = noTraitors(s);
    expect(eventsOf(events, 'battleWon')[0]!.params).toMatchObject({ totals: { aggressor: 4, defender: 4 } });
  });

  it('§15.A annexe 5 Fremen 4: the winner loses tokens worth its strength, a Fedaykin worth two, and picks which', () => {
    const s = battle(['fremen', 'harkonnen']);
    placeStarred(s, 'fremen', 'arrakeen', 9, 4, 1);
    place(s, 'harkonnen', 'arrakeen', 9, 1);
    begin(s);
    plan(s, 0, { leader: 'stilgar', dial: 2, starred: 1 });
    plan(s, 1, { leader: 'feydRautha', dial: 0 });
    noTraitors(s);
    expect(waitingFor(s)).toEqual({ kind: 'starredLosses', seats: [0] });
    // Stilgar's side dialled 2 tokens, a Fedaykin among them: strength 3, so losses worth 3.
    expect(legal(s, 0)).toEqual([
      { type: 'starredLosses', count: 3, starred: 0 },
      { type: 'starredLosses', count: 2, starred: 1 },
    ]);
    act(s, 0, { type: 'starredLosses', count: 2, starred: 1 });
    expect(forces(s, 'fremen', 'arrakeen')).toBe(2);
    expect(s.extra!.starred.fremen).toMatchObject({ board: {}, tanks: 1 });
  });

  it('§15.A and §24.C: the example of §24.C, a Fedaykin and five ordinary tokens losing 3 with one paid for', () => {
    const s = battle(['fremen', 'harkonnen'], { advancedBattles: true });
    placeStarred(s, 'fremen', 'arrakeen', 9, 6, 1);
    place(s, 'harkonnen', 'arrakeen', 9, 1);
    s.factions.fremen!.spice = 1;
    s.bank = INITIAL_BANK - 1 - s.factions.harkonnen!.spice;
    begin(s);
    // Three tokens engaged, the Fedaykin among them and paid for: 2 + ½ + ½ = 3 on the wheel.
    act(s, 0, { type: 'planLeader', leader: 'stilgar', cheapHero: null });
    act(s, 0, { type: 'planWeapon', card: null });
    act(s, 0, { type: 'planDefense', card: null });
    act(s, 0, { type: 'planDial', dial: 3 });
    act(s, 0, { type: 'planStarred', starred: 1 });
    act(s, 0, { type: 'planSpice', spice: 1 });
    plan(s, 1, { leader: 'feydRautha', dial: 0 });
    noTraitors(s);
    // The Fedaykin at full (2) and two at half, or one ordinary at full and four at half (000 §24.C).
    expect(legal(s, 0)).toContainEqual({ type: 'starredLosses', count: 3, starred: 1 });
    expect(legal(s, 0)).toContainEqual({ type: 'starredLosses', count: 5, starred: 0 });
    act(s, 0, { type: 'starredLosses', count: 5, starred: 0 });
    expect(forces(s, 'fremen', 'arrakeen')).toBe(1);
    expect(s.extra!.starred.fremen!.board).toEqual({ 'arrakeen:9': 1 });
  });

  it('§15.A annexe 5 Emperor 1: a starred token counts as one for revival, and only one comes back a turn', () => {
    const s = fixture({ factions: ['emperor', 'atreides'], ...EXTRA })
      .tanks('emperor', 3)
      .starredTanks('emperor', 3)
      .build();
    expect(reviveTokens(s, 'emperor', 3)).toEqual({ count: 1, starred: 1 });
    expect(s.extra!.starred.emperor).toMatchObject({ tanks: 2, reserves: 3 });
    expect(reviveTokens(s, 'emperor', 3)).toEqual({ count: 0, starred: 0 });
  });

  it('§15.A: a shipment says how many of the tokens shipped are starred', () => {
    let s = fixture({ factions: ['emperor', 'atreides'], ...EXTRA, seed: 'ship' })
      .phase('movement')
      .spice('emperor', 20)
      .build();
    while (decisionOf(s)?.seats[0] !== 0 || decisionOf(s)?.kind !== 'shipment') {
      const d = decisionOf(s)!;
      s = play(s, d.seats[0]!, d.kind === 'revival' ? { type: 'revive', count: 0 } : { type: 'pass' }).state;
    }
    s = play(s, 0, { type: 'ship', to: 'carthag:10' }).state;
    expect(dune.decisionActions(s, 0)).toContainEqual({ type: 'count', count: 2, starred: 2 });
    s = play(s, 0, { type: 'count', count: 3, starred: 2 }).state;
    expect(forcesOf(s, 'emperor', 'carthag')).toBe(3);
    expect(s.extra!.starred.emperor).toMatchObject({ board: { 'carthag:10': 2 }, reserves: 3 });
  });
});

describe('rules 000 §15 annexe 5 Atreides 1: the Kwisatz Haderach', () => {
  it('comes after 7 tokens lost in battles, adds 2 to its leader, and that leader cannot betray', () => {
    const s = battle(['atreides', 'harkonnen']);
    place(s, 'atreides', 'arrakeen', 9, 10);
    place(s, 'harkonnen', 'arrakeen', 9, 10);
    s.extra!.atreidesLosses = 6;
    begin(s);
    act(s, 0, { type: 'pass' });
    plan(s, 0, { leader: 'thufirHawat', dial: 1 });
    plan(s, 1, { leader: 'feydRautha', dial: 9 });
    const events = noTraitors(s);
    expect(eventsOf(events, 'kwisatzHaderachAwakened')).toHaveLength(1);
    expect(s.extra!.kwisatzHaderach).toBe('available');
    expect(s.extra!.atreidesLosses).toBe(7);

    const t = battle(['atreides', 'harkonnen']);
    place(t, 'atreides', 'arrakeen', 9, 5);
    place(t, 'harkonnen', 'arrakeen', 9, 5);
    t.extra!.kwisatzHaderach = 'available';
    makeTraitor(t, 'harkonnen', 'thufirHawat');
    begin(t);
    act(t, 0, { type: 'pass' });
    expect(legal(t, 0)).toContainEqual({
      type: 'planLeader',
      leader: 'thufirHawat',
      cheapHero: null,
      kwisatzHaderach: true,
    });
    act(t, 0, { type: 'planLeader', leader: 'thufirHawat', cheapHero: null, kwisatzHaderach: true });
    act(t, 0, { type: 'planWeapon', card: null });
    act(t, 0, { type: 'planDefense', card: null });
    act(t, 0, { type: 'planDial', dial: 2 });
    plan(t, 1, { leader: 'feydRautha', dial: 3 });
    // The Harkonnen hold Thufir as a traitor, but not with the Kwisatz Haderach beside him.
    expect(legal(t, 1)).toEqual([{ type: 'callTraitor', call: false }]);
    const fought = noTraitors(t);
    expect(eventsOf(fought, 'battleWon')[0]!.params).toMatchObject({ totals: { aggressor: 9, defender: 9 } });
  });

  it('only a lasgun/shield explosion destroys it; then it comes back like a leader, for 2', () => {
    const s = battle(['atreides', 'harkonnen']);
    place(s, 'atreides', 'arrakeen', 9, 5);
    place(s, 'harkonnen', 'arrakeen', 9, 5);
    s.extra!.kwisatzHaderach = 'available';
    give(s, 'atreides', 'lasgun');
    give(s, 'harkonnen', 'shield1');
    begin(s);
    act(s, 0, { type: 'pass' });
    act(s, 0, { type: 'planLeader', leader: 'thufirHawat', cheapHero: null, kwisatzHaderach: true });
    act(s, 0, { type: 'planWeapon', card: 'lasgun' });
    act(s, 0, { type: 'planDefense', card: null });
    act(s, 0, { type: 'planDial', dial: 2 });
    plan(s, 1, { leader: 'feydRautha', defense: 'shield1', dial: 3 });
    const events = noTraitors(s);
    expect(eventsOf(events, 'kwisatzHaderachKilled')).toHaveLength(1);
    expect(s.extra!.kwisatzHaderach).toBe('tanks');
  });
});

describe('rules 000 §15 annexe 5 Harkonnen 1: prisoners', () => {
  function won() {
    const s = battle(['harkonnen', 'atreides']);
    place(s, 'harkonnen', 'arrakeen', 9, 5);
    place(s, 'atreides', 'arrakeen', 9, 2);
    // Only Duncan is free: the others fought elsewhere this turn or are in the tanks.
    for (const id of ['thufirHawat', 'ladyJessica', 'gurneyHalleck'] as const)
      leader(s, 'atreides', id).location = 'tanks';
    leader(s, 'atreides', 'wellingtonYueh').usedIn = 'carthag';
    begin(s);
    act(s, 1, { type: 'pass' });
    plan(s, 0, { leader: 'feydRautha', dial: 3 });
    plan(s, 1, { leader: 'duncanIdaho', dial: 2 });
    noTraitors(s);
    expect(waitingFor(s)).toEqual({ kind: 'capture', seats: [0] });
    act(s, 0, { type: 'capture', choice: 'take' });
    expect(s.stack.at(-1)).toMatchObject({ kind: 'capture', leader: 'duncanIdaho' });
    return s;
  }

  it("after a win the Harkonnen draw one of the loser's free leaders (the one of this battle included), and may kill it for 2", () => {
    const s = won();
    const before = s.factions.harkonnen!.spice;
    act(s, 0, { type: 'capture', choice: 'kill' });
    expect(leader(s, 'atreides', 'duncanIdaho').location).toBe('tanks');
    expect(s.factions.harkonnen!.spice).toBe(before + 2);
  });

  it("or keep it to fight once for them, then give it back; against its owner it is the owner's traitor", () => {
    const s = won();
    act(s, 0, { type: 'capture', choice: 'keep' });
    expect(leader(s, 'atreides', 'duncanIdaho').location).toBe('captured');
    expect(s.extra!.captured).toEqual(['duncanIdaho']);
    // A second battle, in Carthag, against the Atreides again.
    s.battles = null;
    s.phase = 'battle';
    s.cursor.stage = 'start';
    for (const l of Object.values(s.factions.harkonnen!.leaders)) l.usedIn = null;
    leader(s, 'atreides', 'duncanIdaho').usedIn = null;
    leader(s, 'atreides', 'thufirHawat').location = 'available';
    place(s, 'harkonnen', 'carthag', 10, 3);
    place(s, 'atreides', 'carthag', 10, 3);
    begin(s);
    act(s, 1, { type: 'pass' });
    expect(legal(s, 0)).toContainEqual({ type: 'planLeader', leader: 'duncanIdaho', cheapHero: null });
    plan(s, 0, { leader: 'duncanIdaho', dial: 1 });
    plan(s, 1, { leader: 'thufirHawat', dial: 1 });
    expect(legal(s, 1)).toContainEqual({ type: 'callTraitor', call: true });
    act(s, 1, { type: 'callTraitor', call: true });
    noTraitors(s);
    expect(leader(s, 'atreides', 'duncanIdaho').location).toBe('tanks');
    expect(s.extra!.captured).toEqual([]);
  });
});

describe('rules 000 §15 annexe 5 Guild 1 and Fremen 2–3', () => {
  it('annexe 5 Guild 1: the Guild is asked before each other turn whether it moves now; if it waits, it moves last', () => {
    let s = fixture({ factions: ['atreides', 'guild', 'emperor'], ...EXTRA, seed: 'guild' })
      .phase('movement')
      .build();
    while (decisionOf(s)?.kind === 'revival') s = play(s, decisionOf(s)!.seats[0]!, { type: 'revive', count: 0 }).state;
    const order = s.cursor.order.filter((x) => x !== 1);
    expect(decisionOf(s)).toEqual({ kind: 'guildTurn', seats: [1] });
    expect(s.stack.at(-1)).toMatchObject({ before: order[0] });
    s = play(s, 1, { type: 'pass' }).state;
    expect(decisionOf(s)).toEqual({ kind: 'shipment', seats: [order[0]] });
    s = playAll(s, [
      [order[0]!, { type: 'pass' }],
      [order[0]!, { type: 'pass' }],
    ]).state;
    expect(decisionOf(s)).toEqual({ kind: 'guildTurn', seats: [1] });
    s = play(s, 1, { type: 'moveNow' }).state;
    expect(decisionOf(s)).toEqual({ kind: 'shipment', seats: [1] });
    s = playAll(s, [
      [1, { type: 'pass' }],
      [1, { type: 'pass' }],
    ]).state;
    expect(decisionOf(s)).toEqual({ kind: 'shipment', seats: [order[1]] });
  });

  it('annexe 5 Fremen 3: the Fremen lose only half their tokens to a storm, rounded up (the others lose all)', () => {
    const s = fixture({ factions: ['fremen', 'atreides'], ...EXTRA, seed: 'storm' })
      .offBoard('fremen')
      .forces('fremen', 'theGreatFlat', 14, 5)
      .forces('atreides', 'theGreatFlat', 14, 2)
      .build();
    stormStrikes(s, new Set([14]), new EventLog());
    expect(forcesOf(s, 'fremen', 'theGreatFlat')).toBe(2);
    expect(forcesOf(s, 'atreides', 'theGreatFlat')).toBe(0);
  });

  it('annexe 5 Fremen 3: the Fremen may move into the storm, losing half the group (rounded up)', () => {
    let s = fixture({ factions: ['fremen', 'atreides'], ...EXTRA, seed: 'into' })
      .phase('movement')
      .storm(14)
      .offBoard('fremen')
      .forces('fremen', 'falseWallWest', 15, 5)
      .build();
    while (decisionOf(s)?.kind !== 'shipment' || decisionOf(s)!.seats[0] !== 0) {
      const d = decisionOf(s)!;
      s = playAll(s, [
        [d.seats[0]!, d.kind === 'revival' ? { type: 'revive', count: 0 } : { type: 'pass' }],
        ...(d.kind === 'shipment' ? [[d.seats[0]!, { type: 'pass' }] as const] : []),
      ]).state;
    }
    s = play(s, 0, { type: 'pass' }).state;
    expect(dune.decisionActions(s, 0)).toContainEqual({
      type: 'move',
      from: 'falseWallWest:15',
      to: 'theGreatFlat:14',
    });
    s = playAll(s, [
      [0, { type: 'move', from: 'falseWallWest:15', to: 'theGreatFlat:14' }],
      [0, { type: 'count', count: 5 }],
    ]).state;
    expect(forcesOf(s, 'fremen', 'theGreatFlat')).toBe(2);
  });

  it('annexe 5 Fremen 2: every worm after the first, the Fremen place; it devours troops only in the desert', () => {
    const s = fixture({ factions: ['fremen', 'atreides'], ...EXTRA, noAlliances: true, seed: 'worm' })
      .phase('spiceBlow')
      .forces('atreides', 'arrakeen', 9, 10)
      .forces('atreides', 'theGreatFlat', 14, 3)
      .spiceDeckTop(['shaiHulud1', 'southMesa'])
      .spiceDiscardTop('haggaBasin')
      .with((st) => {
        st.extra!.worms = 1;
      })
      .build();
    expect(decisionOf(s)).toEqual({ kind: 'wormPlacement', seats: [0] });
    expect(s.stack.at(-1)).toMatchObject({ devour: 'haggaBasin' });
    // In Arrakeen (not desert) the worm devours nobody.
    const r = play(s, 0, { type: 'placeWorm', territory: 'arrakeen' });
    expect(forcesOf(r.state, 'atreides', 'arrakeen')).toBe(10);
    const d = play(s, 0, { type: 'placeWorm', territory: 'theGreatFlat' });
    expect(forcesOf(d.state, 'atreides', 'theGreatFlat')).toBe(0);
  });
});
