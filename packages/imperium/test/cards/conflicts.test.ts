import type { Seat } from '@arrakis/engine';
import { describe, expect, it } from 'vitest';
import type { ConflictCardId } from '../../src/data/conflicts.ts';
import type { ImperiumAction } from '../../src/actions.ts';
import type { ImperiumState } from '../../src/state.ts';
import { imperium } from '../../src/rules.ts';
import {
  act,
  conflict,
  game,
  influenceOf,
  option,
  PASS,
  patch,
  pick,
  player,
  stock,
  toFaction,
  toPhase,
  waitingFor,
  zones,
} from '../fixture.ts';

/**
 * One test per Conflict card (rules 002 PHASE 3 : COMBAT, RÉSOLUTION DU COMBAT): seat 0 wins (3 troops), seat 1 is
 * second (2), seat 2 third (1), seat 3 has nothing (4 players unless said). Every seat starts with no Solari, no
 * spice, 1 water, 0 VP (not the starting 1), no influence and no Intrigue. The rewards are asked through `imperium.apply`; the Combat
 * Intrigue round and the "when you win" question are passed.
 */
function resolve(
  card: ConflictCardId,
  answers: [Seat, ImperiumAction][] = [],
  players: 3 | 4 = 4,
  prepare: (state: ImperiumState) => void = () => {},
): { state: ImperiumState; intrigues: number[] } {
  let state = conflict(game({ players }), card);
  prepare(state);
  // The next Conflict ties to no space: no defensive troop question at the next round.
  state.conflictDeck = [card === 'guildBankRaid' ? 'desertPower' : 'guildBankRaid', ...state.conflictDeck];
  state.board.control = { arrakeen: null, carthag: null, imperialBasin: null };
  state.board.mentat = { holder: null, keep: false };
  [3, 2, 1, 0].slice(0, players).forEach((troops, seat) =>
    patch(state, seat, {
      troops: { supply: 12 - troops, garrison: 0, conflict: troops },
      swords: 0,
      water: 1,
      victoryPoints: 0,
      intrigues: [],
    }),
  );
  state = toPhase(state, 'combat');
  const queue = [...answers];
  for (let guard = 0; guard < 40 && state.phase === 'combat'; guard++) {
    const w = waitingFor(state)!;
    if (w.kind === 'combatIntrigue' || w.kind === 'conflictWon') {
      state = act(state, w.seat, PASS);
      continue;
    }
    const next = queue.shift();
    expect(next?.[0], `${w.kind} for seat ${w.seat}`).toBe(w.seat);
    state = act(state, w.seat, next![1]);
  }
  expect(queue).toEqual([]);
  expect(state.phase).not.toBe('combat');
  return { state, intrigues: state.players.map((p) => p.intrigues.length) };
}

const none = { solari: 0, spice: 0, water: 1, vp: 0 };

describe('Conflict cards, level I (rules 002 MATÉRIEL: 4 Skirmish)', () => {
  it('Skirmish (VP, Intrigue): 1st 1 VP; 2nd 1 Intrigue and 2 Solari; 3rd 2 Solari', () => {
    const { state, intrigues } = resolve('skirmishVictoryIntrigue');
    expect(stock(state, 0)).toEqual({ ...none, vp: 1 });
    expect(stock(state, 1)).toEqual({ ...none, solari: 2 });
    expect(stock(state, 2)).toEqual({ ...none, solari: 2 });
    expect(stock(state, 3)).toEqual(none);
    expect(intrigues).toEqual([0, 1, 0, 0]);
  });

  it('Skirmish (VP, water): 1st 1 VP; 2nd 1 water; 3rd 1 spice', () => {
    const { state, intrigues } = resolve('skirmishVictoryWater');
    expect(stock(state, 0)).toEqual({ ...none, vp: 1 });
    expect(stock(state, 1)).toEqual({ ...none, water: 2 });
    expect(stock(state, 2)).toEqual({ ...none, spice: 1 });
    expect(stock(state, 3)).toEqual(none);
    expect(intrigues).toEqual([0, 0, 0, 0]);
  });

  it('Skirmish (influence, spice): 1st 1 influence (chosen) and 1 spice; 2nd 2 spice; 3rd 1 spice', () => {
    const { state } = resolve('skirmishInfluenceSpice', [[0, toFaction('fremen')]]);
    expect(influenceOf(state, 0)).toEqual([0, 0, 0, 1]);
    expect(stock(state, 0)).toEqual({ ...none, spice: 1 });
    expect(stock(state, 1)).toEqual({ ...none, spice: 2 });
    expect(stock(state, 2)).toEqual({ ...none, spice: 1 });
    expect(stock(state, 3)).toEqual(none);
  });

  it('Skirmish (influence, Solari): 1st 1 influence (chosen) and 2 Solari; 2nd 3 Solari; 3rd 2 Solari', () => {
    const { state } = resolve('skirmishInfluenceSolari', [[0, toFaction('emperor')]]);
    expect(influenceOf(state, 0)).toEqual([1, 0, 0, 0]);
    expect(stock(state, 0)).toEqual({ ...none, solari: 2 });
    expect(stock(state, 1)).toEqual({ ...none, solari: 3 });
    expect(stock(state, 2)).toEqual({ ...none, solari: 2 });
  });
});

describe('Conflict cards, level II (rules 002 MATÉRIEL: 10 cards)', () => {
  it('Cloak and Dagger: 1st 1 influence and 2 Intrigues; 2nd 1 Intrigue and 1 spice; 3rd 1 Intrigue or 1 spice', () => {
    const { state, intrigues } = resolve('cloakAndDagger', [
      [0, toFaction('beneGesserit')],
      [2, option(1)],
    ]);
    expect(influenceOf(state, 0)).toEqual([0, 0, 1, 0]);
    expect(intrigues).toEqual([2, 1, 0, 0]);
    expect(stock(state, 1)).toEqual({ ...none, spice: 1 });
    expect(stock(state, 2)).toEqual({ ...none, spice: 1 });
  });

  it('Desert Power: 1st 1 VP and 1 water; 2nd 1 water and 1 spice; 3rd 1 spice', () => {
    const { state } = resolve('desertPower');
    expect(stock(state, 0)).toEqual({ ...none, water: 2, vp: 1 });
    expect(stock(state, 1)).toEqual({ ...none, water: 2, spice: 1 });
    expect(stock(state, 2)).toEqual({ ...none, spice: 1 });
    expect(stock(state, 3)).toEqual(none);
  });

  it('Guild Bank Raid: 1st 6 Solari; 2nd 4 Solari; 3rd 2 Solari', () => {
    const { state } = resolve('guildBankRaid');
    expect(state.players.map((p) => p.solari)).toEqual([6, 4, 2, 0]);
  });

  it('Machinations: 1st 1 influence with each of two different Factions; 2nd 1 water and 2 Solari; 3rd 1 water', () => {
    const { state } = resolve('machinations', [
      [0, toFaction('spacingGuild')],
      [0, toFaction('fremen')],
    ]);
    expect(influenceOf(state, 0)).toEqual([0, 1, 0, 1]);
    expect(stock(state, 0)).toEqual(none);
    expect(stock(state, 1)).toEqual({ ...none, water: 2, solari: 2 });
    expect(stock(state, 2)).toEqual({ ...none, water: 2 });
  });

  it('Machinations: the second Faction must differ from the first', () => {
    let state = conflict(game(), 'machinations');
    patch(state, 0, { troops: { supply: 11, garrison: 0, conflict: 1 } });
    state = toPhase(state, 'combat');
    state = act(state, 0, PASS);
    state = act(state, 0, toFaction('emperor'));
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'faction' });
    expect(imperium.legalActions(state, 0)).not.toContainEqual(toFaction('emperor'));
  });

  it('Raid Stockpiles: 1st 1 Intrigue and 3 spice; 2nd 2 spice; 3rd 1 spice', () => {
    const { state, intrigues } = resolve('raidStockpiles');
    expect(intrigues).toEqual([1, 0, 0, 0]);
    expect(state.players.map((p) => p.spice)).toEqual([3, 2, 1, 0]);
  });

  it('Secure Imperial Basin: 1st 1 VP and control of the Imperial Basin; 2nd 2 water; 3rd 1 water', () => {
    const { state } = resolve('secureImperialBasin');
    expect(stock(state, 0)).toEqual({ ...none, vp: 1 });
    expect(state.board.control).toEqual({ arrakeen: null, carthag: null, imperialBasin: 0 });
    expect(stock(state, 1)).toEqual({ ...none, water: 3 });
    expect(stock(state, 2)).toEqual({ ...none, water: 2 });
  });

  it('Siege of Arrakeen: 1st 1 VP and control of Arrakeen; 2nd 4 Solari; 3rd 2 Solari', () => {
    const { state } = resolve('siegeOfArrakeen');
    expect(stock(state, 0)).toEqual({ ...none, vp: 1 });
    expect(state.board.control).toEqual({ arrakeen: 0, carthag: null, imperialBasin: null });
    expect(stock(state, 1)).toEqual({ ...none, solari: 4 });
    expect(stock(state, 2)).toEqual({ ...none, solari: 2 });
  });

  it('Siege of Carthag: 1st 1 VP and control of Carthag; 2nd 1 Intrigue and 1 spice; 3rd 1 spice', () => {
    const { state, intrigues } = resolve('siegeOfCarthag');
    expect(stock(state, 0)).toEqual({ ...none, vp: 1 });
    expect(state.board.control).toEqual({ arrakeen: null, carthag: 0, imperialBasin: null });
    expect(stock(state, 1)).toEqual({ ...none, spice: 1 });
    expect(stock(state, 2)).toEqual({ ...none, spice: 1 });
    expect(intrigues).toEqual([0, 1, 0, 0]);
  });

  it('Sort Through the Chaos: 1st the Mentat for next round, 1 Intrigue, 2 Solari; 2nd 1 Intrigue, 2 Solari; 3rd 2 Solari', () => {
    const { state, intrigues } = resolve('sortThroughTheChaos');
    expect(state.board.mentat.holder).toBe(0);
    // rules 002 GUIDE DES ICÔNES "Mentat": a fourth Agent (three with the Swordmaster) in the next round.
    expect(player(state, 0).agentsLeft).toBe(player(state, 1).agentsLeft + 1);
    expect(intrigues).toEqual([1, 1, 0, 0]);
    expect(state.players.map((p) => p.solari)).toEqual([2, 2, 2, 0]);
  });

  it('Terrible Purpose: 1st 1 VP and trash a card; 2nd 1 water and 1 spice; 3rd 1 spice', () => {
    const { state } = resolve('terriblePurpose', [[0, pick('dagger', 'discard')]], 4, (s) => {
      const p = player(s, 0);
      zones(s, 0, { deck: [...p.deck, ...p.hand, ...p.discard].filter((c) => c !== 'dagger'), hand: [] });
      zones(s, 0, { discard: ['dagger'] });
    });
    expect(stock(state, 0)).toEqual({ ...none, vp: 1 });
    expect(state.trash).toContain('dagger');
    const p = player(state, 0);
    expect([...p.deck, ...p.hand, ...p.discard, ...p.inPlay]).not.toContain('dagger');
    expect(stock(state, 1)).toEqual({ ...none, water: 2, spice: 1 });
    expect(stock(state, 2)).toEqual({ ...none, spice: 1 });
  });

  it('Terrible Purpose: trashing is optional', () => {
    const { state } = resolve('terriblePurpose', [[0, PASS]]);
    expect(stock(state, 0)).toEqual({ ...none, vp: 1 });
    expect(state.trash).toEqual([]);
  });
});

describe('Conflict cards, level III (rules 002 MATÉRIEL: 4 cards)', () => {
  it('Battle for Arrakeen: 1st 2 VP and Arrakeen; 2nd two of 1 Intrigue, 2 spice, 3 Solari; 3rd 1 Intrigue, 2 Solari', () => {
    const { state, intrigues } = resolve('battleForArrakeen', [
      [1, option(0)],
      [1, option(2)],
    ]);
    expect(stock(state, 0)).toEqual({ ...none, vp: 2 });
    expect(state.board.control).toEqual({ arrakeen: 0, carthag: null, imperialBasin: null });
    expect(stock(state, 1)).toEqual({ ...none, solari: 3 });
    expect(stock(state, 2)).toEqual({ ...none, solari: 2 });
    expect(intrigues).toEqual([0, 1, 1, 0]);
  });

  it('Battle for Arrakeen: the second option taken must differ from the first', () => {
    let state = conflict(game(), 'battleForArrakeen');
    patch(state, 0, { troops: { supply: 10, garrison: 0, conflict: 2 } });
    patch(state, 1, { troops: { supply: 10, garrison: 0, conflict: 2 } });
    state = toPhase(state, 'combat');
    state = act(act(state, 0, PASS), 1, PASS);
    // Tied for first: both take the second reward.
    expect(waitingFor(state)?.kind).toBe('choose');
    const seat = waitingFor(state)!.seat;
    state = act(state, seat, option(1));
    expect(imperium.legalActions(state, seat)).toEqual([option(0), option(2)]);
    state = act(state, seat, option(2));
    expect(stock(state, seat)).toMatchObject({ spice: 2, solari: 3 });
  });

  it('Battle for Carthag: 1st 2 VP and Carthag; 2nd 1 Intrigue and 3 spice; 3rd 3 spice', () => {
    const { state, intrigues } = resolve('battleForCarthag');
    expect(stock(state, 0)).toEqual({ ...none, vp: 2 });
    expect(state.board.control).toEqual({ arrakeen: null, carthag: 0, imperialBasin: null });
    expect(stock(state, 1)).toEqual({ ...none, spice: 3 });
    expect(stock(state, 2)).toEqual({ ...none, spice: 3 });
    expect(intrigues).toEqual([0, 1, 0, 0]);
  });

  it('Battle for Imperial Basin: 1st 2 VP and the Imperial Basin; 2nd 5 spice; 3rd 3 spice', () => {
    const { state } = resolve('battleForImperialBasin');
    expect(stock(state, 0)).toEqual({ ...none, vp: 2 });
    expect(state.board.control).toEqual({ arrakeen: null, carthag: null, imperialBasin: 0 });
    expect(state.players.map((p) => p.spice)).toEqual([0, 5, 3, 0]);
  });

  it('Grand Vision: 1st 2 influence with one Faction and 1 Intrigue; 2nd 1 Intrigue and 3 spice; 3rd 3 spice', () => {
    const { state, intrigues } = resolve('grandVision', [[0, toFaction('spacingGuild')]]);
    expect(influenceOf(state, 0)).toEqual([0, 2, 0, 0]);
    // rules 002 FACTIONS: reaching 2 influence gives 1 VP.
    expect(stock(state, 0)).toEqual({ ...none, vp: 1 });
    expect(stock(state, 1)).toEqual({ ...none, spice: 3 });
    expect(stock(state, 2)).toEqual({ ...none, spice: 3 });
    expect(intrigues).toEqual([1, 1, 0, 0]);
  });
});

describe('Conflict cards in a 3-player game (rules 002 RÉSOLUTION DU COMBAT)', () => {
  it('no third reward: the third strongest gets nothing', () => {
    const { state } = resolve('guildBankRaid', [], 3);
    expect(state.players.map((p) => p.solari)).toEqual([6, 4, 0]);
  });
});
