import { describe, expect, it } from 'vitest';
import {
  act,
  ally,
  battleGame,
  begin,
  eventsOf,
  forces,
  give,
  leader,
  legal,
  makeTraitor,
  place,
  plan,
  waitingFor,
} from './fixture.ts';

/** Emperor (seat 0, aggressor) against the Guild (seat 1) in Arrakeen, plans entered, traitor calls pending. */
function revealed(setup: (s: ReturnType<typeof battleGame>) => void = () => {}) {
  const s = battleGame(['emperor', 'guild', 'harkonnen']);
  place(s, 'emperor', 'arrakeen', 9, 5);
  place(s, 'guild', 'arrakeen', 9, 4);
  setup(s);
  const spice = {
    emperor: s.factions.emperor!.spice,
    guild: s.factions.guild!.spice,
    harkonnen: s.factions.harkonnen!.spice,
  };
  begin(s);
  return { s, spice };
}

describe('rules 000 §10.D traitors', () => {
  it('§10.D.1 both fighters are always asked, and may call only a traitor they hold', () => {
    const { s } = revealed((s) => makeTraitor(s, 'guild', 'caid'));
    plan(s, 0, { leader: 'caid', dial: 5 });
    plan(s, 1, { leader: 'stabanTuek', dial: 0 });
    expect(waitingFor(s)).toEqual({ kind: 'traitorCall', seats: [0, 1] });
    expect(legal(s, 0)).toEqual([{ type: 'callTraitor', call: false }]);
    expect(legal(s, 1)).toEqual([
      { type: 'callTraitor', call: false },
      { type: 'callTraitor', call: true },
    ]);
    expect(() => act(s, 0, { type: 'callTraitor', call: true })).toThrow(/illegal/);
  });

  it('§10.D.1 calls are answered in secret and shown together', () => {
    const { s } = revealed((s) => makeTraitor(s, 'guild', 'caid'));
    plan(s, 0, { leader: 'caid', dial: 5 });
    plan(s, 1, { leader: 'stabanTuek', dial: 0 });
    const first = act(s, 1, { type: 'callTraitor', call: true });
    expect(eventsOf(first, 'traitorCalled')).toEqual([]);
    expect(s.battles?.current?.traitorCalls).toEqual({ 1: true });
    const second = act(s, 0, { type: 'callTraitor', call: false });
    expect(eventsOf(second, 'traitorCalled').map((e) => e.params)).toEqual([{ seat: 1, leader: 'caid' }]);
  });

  it('§10.D.1–2 a traitor called: the caller wins, loses nothing, and is paid the traitor’s value', () => {
    const { s, spice } = revealed((s) => {
      makeTraitor(s, 'guild', 'hasimirFenring');
      give(s, 'emperor', 'projectileWeapon1');
      give(s, 'guild', 'poisonWeapon1');
    });
    plan(s, 0, { leader: 'hasimirFenring', weapon: 'projectileWeapon1', dial: 5 });
    plan(s, 1, { leader: 'guildRep', weapon: 'poisonWeapon1', dial: 4 });
    act(s, 0, { type: 'callTraitor', call: false });
    const events = act(s, 1, { type: 'callTraitor', call: true });
    expect(eventsOf(events, 'battleWon')[0]!.params).toMatchObject({ winner: 1, loser: 0, by: 'traitor' });
    expect(eventsOf(events, 'leaderKilled').map((e) => e.params)).toEqual([
      { faction: 'emperor', leader: 'hasimirFenring', reason: 'traitor' },
    ]);
    expect(forces(s, 'emperor', 'arrakeen')).toBe(0);
    expect(forces(s, 'guild', 'arrakeen')).toBe(4);
    expect(leader(s, 'guild', 'guildRep')).toMatchObject({ location: 'available', usedIn: 'arrakeen' });
    expect(s.factions.guild!.spice).toBe(spice.guild + 6);
    expect(s.factions.emperor!.hand).toEqual([]);
    // The winner keeps or discards its weapon as after any win (rules 000 §10.C.6).
    expect(waitingFor(s)).toEqual({ kind: 'keepCards', seats: [1] });
  });

  it('§10.D.2 the traitor’s winner loses nothing, whatever the plans: no lasgun explosion either', () => {
    const { s } = revealed((s) => {
      makeTraitor(s, 'guild', 'caid');
      give(s, 'emperor', 'lasgun');
      give(s, 'guild', 'shield1');
    });
    plan(s, 0, { leader: 'caid', weapon: 'lasgun', dial: 5 });
    plan(s, 1, { leader: 'stabanTuek', defense: 'shield1', dial: 0 });
    act(s, 0, { type: 'callTraitor', call: false });
    const events = act(s, 1, { type: 'callTraitor', call: true });
    expect(eventsOf(events, 'explosion')).toEqual([]);
    expect(forces(s, 'guild', 'arrakeen')).toBe(4);
    expect(leader(s, 'guild', 'stabanTuek').location).toBe('available');
  });

  it('§10.D.3 double traitor: both lose everything, nobody is paid', () => {
    const { s, spice } = revealed((s) => {
      makeTraitor(s, 'guild', 'caid');
      makeTraitor(s, 'emperor', 'stabanTuek');
      give(s, 'emperor', 'projectileWeapon1');
    });
    plan(s, 0, { leader: 'caid', weapon: 'projectileWeapon1', dial: 5 });
    plan(s, 1, { leader: 'stabanTuek', dial: 0 });
    act(s, 0, { type: 'callTraitor', call: true });
    const events = act(s, 1, { type: 'callTraitor', call: true });
    expect(eventsOf(events, 'battleWon')).toEqual([]);
    expect(eventsOf(events, 'doubleTraitor')).toHaveLength(1);
    expect(s.board.arrakeen!.forces).toEqual({});
    expect(leader(s, 'emperor', 'caid').location).toBe('tanks');
    expect(leader(s, 'guild', 'stabanTuek').location).toBe('tanks');
    expect(s.factions.emperor!.spice).toBe(spice.emperor);
    expect(s.factions.guild!.spice).toBe(spice.guild);
    expect(s.treacheryDiscard).toEqual(['projectileWeapon1']);
    expect(s.phase).toBe('collection');
  });

  it('annexe 3 Harkonnen alliance: the Harkonnen is asked too, and its traitor may betray for its ally', () => {
    const { s, spice } = revealed((s) => {
      ally(s, 'harkonnen', 'guild');
      makeTraitor(s, 'harkonnen', 'bashar');
    });
    plan(s, 0, { leader: 'bashar', dial: 5 });
    plan(s, 1, { leader: 'guildRep', dial: 0 });
    expect(waitingFor(s)).toEqual({ kind: 'traitorCall', seats: [0, 1, 2] });
    expect(legal(s, 1)).toEqual([{ type: 'callTraitor', call: false }]);
    expect(legal(s, 2)).toContainEqual({ type: 'callTraitor', call: true });
    act(s, 0, { type: 'callTraitor', call: false });
    act(s, 1, { type: 'callTraitor', call: false });
    const events = act(s, 2, { type: 'callTraitor', call: true });
    expect(eventsOf(events, 'battleWon')[0]!.params).toMatchObject({ winner: 1, by: 'traitor' });
    expect(s.factions.guild!.spice).toBe(spice.guild + 2);
    expect(s.factions.harkonnen!.spice).toBe(spice.harkonnen);
    expect(forces(s, 'emperor', 'arrakeen')).toBe(0);
  });

  it('annexe 3 Harkonnen alliance: a Harkonnen allied with a fighter is asked even without a traitor to call', () => {
    const { s } = revealed((s) => ally(s, 'harkonnen', 'emperor'));
    plan(s, 0, { leader: 'bashar', dial: 5 });
    plan(s, 1, { leader: 'guildRep', dial: 0 });
    expect(waitingFor(s)).toEqual({ kind: 'traitorCall', seats: [0, 1, 2] });
    expect(legal(s, 2)).toEqual([{ type: 'callTraitor', call: false }]);
  });
});
