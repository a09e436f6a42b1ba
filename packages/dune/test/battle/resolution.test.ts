import { describe, expect, it } from 'vitest';
import {
  act,
  battleGame,
  begin,
  eventsOf,
  forces,
  give,
  leader,
  legal,
  noTraitors,
  place,
  plan,
  waitingFor,
  type PlanInput,
} from './fixture.ts';

/** Emperor (seat 0, aggressor) against the Guild (seat 1) in Arrakeen, both plans entered, no traitor called. */
function fight(
  aggressor: PlanInput,
  defender: PlanInput,
  setup: (s: ReturnType<typeof battleGame>) => void = () => {},
) {
  const s = battleGame(['emperor', 'guild']);
  place(s, 'emperor', 'arrakeen', 9, 5);
  place(s, 'guild', 'arrakeen', 9, 4);
  setup(s);
  const spice = { emperor: s.factions.emperor!.spice, guild: s.factions.guild!.spice };
  begin(s);
  plan(s, 0, aggressor);
  plan(s, 1, defender);
  const events = noTraitors(s);
  return { s, events, spice };
}

describe('rules 000 §10.C resolving a battle', () => {
  it('§10.C.1 the higher total of dial and leader wins', () => {
    // Emperor 2 + Caid 2 = 4 against Guild 1 + Staban Tuek 5 = 6.
    const { s, events } = fight({ leader: 'caid', dial: 2 }, { leader: 'stabanTuek', dial: 1 });
    expect(eventsOf(events, 'battleWon')[0]!.params).toMatchObject({
      winner: 1,
      loser: 0,
      totals: { aggressor: 4, defender: 6 },
    });
    expect(forces(s, 'emperor', 'arrakeen')).toBe(0);
    expect(forces(s, 'guild', 'arrakeen')).toBe(3);
  });

  it('§10.C.2 ties go to the aggressor', () => {
    // Emperor 3 + Caid 2 = 5 against Guild 0 + Staban Tuek 5 = 5.
    const { s, events } = fight({ leader: 'caid', dial: 3 }, { leader: 'stabanTuek', dial: 0 });
    expect(eventsOf(events, 'battleWon')[0]!.params).toMatchObject({ winner: 0, loser: 1 });
    expect(forces(s, 'guild', 'arrakeen')).toBe(0);
  });

  it('§10.C.3 a weapon kills a leader without the matching defense, and a killed leader does not count', () => {
    const { s, events } = fight(
      { leader: 'caid', weapon: 'projectileWeapon1', dial: 1 },
      { leader: 'stabanTuek', defense: 'snooper1', dial: 1 },
      (s) => {
        give(s, 'emperor', 'projectileWeapon1');
        give(s, 'guild', 'snooper1');
      },
    );
    expect(eventsOf(events, 'leaderKilled').map((e) => e.params)).toEqual([
      { faction: 'guild', leader: 'stabanTuek', reason: 'weapon' },
    ]);
    expect(eventsOf(events, 'battleWon')[0]!.params).toMatchObject({
      winner: 0,
      totals: { aggressor: 3, defender: 1 },
    });
    expect(leader(s, 'guild', 'stabanTuek').location).toBe('tanks');
  });

  it('§10.C.3 the matching defense saves the leader (shield against projectile, snooper against poison)', () => {
    const { s, events } = fight(
      { leader: 'caid', weapon: 'projectileWeapon1', defense: 'snooper1', dial: 1 },
      { leader: 'stabanTuek', weapon: 'poisonWeapon1', defense: 'shield1', dial: 1 },
      (s) => {
        give(s, 'emperor', 'projectileWeapon1', 'snooper1');
        give(s, 'guild', 'poisonWeapon1', 'shield1');
      },
    );
    expect(eventsOf(events, 'leaderKilled')).toEqual([]);
    expect(leader(s, 'emperor', 'caid').location).toBe('available');
  });

  it('§10.C.4 the winner is paid for every leader killed, its own included', () => {
    const { s, events, spice } = fight(
      { leader: 'caid', weapon: 'poisonWeapon1', dial: 4 },
      { leader: 'stabanTuek', weapon: 'projectileWeapon1', dial: 1 },
      (s) => {
        give(s, 'emperor', 'poisonWeapon1');
        give(s, 'guild', 'projectileWeapon1');
      },
    );
    expect(eventsOf(events, 'leaderKilled').map((e) => e.params.leader)).toEqual(['caid', 'stabanTuek']);
    expect(eventsOf(events, 'battleWon')[0]!.params).toMatchObject({
      winner: 0,
      totals: { aggressor: 4, defender: 1 },
    });
    // Caid 2 + Staban Tuek 5.
    expect(s.factions.emperor!.spice).toBe(spice.emperor + 7);
    expect(s.factions.guild!.spice).toBe(spice.guild);
  });

  it('§10.C.5 the loser loses every token in the territory and discards the cards it played', () => {
    const { s } = fight(
      { leader: 'caid', dial: 5 },
      { leader: 'stabanTuek', weapon: 'projectileWeapon1', defense: 'shield1', dial: 0 },
      (s) => {
        give(s, 'guild', 'projectileWeapon1', 'shield1');
        give(s, 'emperor', 'shield2');
      },
    );
    expect(forces(s, 'guild', 'arrakeen')).toBe(0);
    expect(s.factions.guild!.tanks).toBe(4);
    expect(s.factions.guild!.hand).toEqual([]);
    expect(s.treacheryDiscard).toEqual(['projectileWeapon1', 'shield1']);
  });

  it('§10.C.7–8 a surviving leader stays with its owner, even the loser’s, and may fight again only in this territory', () => {
    const { s } = fight({ leader: 'caid', dial: 5 }, { leader: 'stabanTuek', dial: 0 });
    expect(leader(s, 'guild', 'stabanTuek')).toEqual({ location: 'available', usedIn: 'arrakeen', revivals: 0 });
    expect(leader(s, 'emperor', 'caid').usedIn).toBe('arrakeen');
  });

  it('§10.C.6 the winner loses the tokens it dialled and keeps or discards each card it played', () => {
    const s = battleGame(['emperor', 'guild']);
    place(s, 'emperor', 'arrakeen', 9, 5);
    place(s, 'guild', 'arrakeen', 9, 4);
    give(s, 'emperor', 'projectileWeapon1', 'shield1');
    begin(s);
    plan(s, 0, { leader: 'caid', weapon: 'projectileWeapon1', defense: 'shield1', dial: 3 });
    plan(s, 1, { leader: 'guildRep', dial: 0 });
    noTraitors(s);
    expect(forces(s, 'emperor', 'arrakeen')).toBe(2);
    expect(s.factions.emperor!.tanks).toBe(3);
    expect(waitingFor(s)).toEqual({ kind: 'keepCards', seats: [0] });
    expect(legal(s, 0)).toHaveLength(4);
    act(s, 0, { type: 'keepCards', discard: ['shield1'] });
    expect(s.factions.emperor!.hand).toEqual(['projectileWeapon1']);
    expect(s.treacheryDiscard).toEqual(['shield1']);
    expect(s.phase).toBe('collection');
  });

  it('§10.C.6 the winner may discard its played cards in any order, and nothing else', () => {
    const s = battleGame(['emperor', 'guild']);
    place(s, 'emperor', 'arrakeen', 9, 5);
    place(s, 'guild', 'arrakeen', 9, 4);
    give(s, 'emperor', 'projectileWeapon1', 'shield1', 'snooper1');
    begin(s);
    plan(s, 0, { leader: 'caid', weapon: 'projectileWeapon1', defense: 'shield1', dial: 3 });
    plan(s, 1, { leader: 'guildRep', dial: 0 });
    noTraitors(s);
    expect(() => act(s, 0, { type: 'keepCards', discard: ['snooper1'] })).toThrow(/cardNotKeepable/);
    expect(() => act(s, 0, { type: 'keepCards', discard: ['shield1', 'shield1'] })).toThrow(/cardNotKeepable/);
    act(s, 0, { type: 'keepCards', discard: ['shield1', 'projectileWeapon1'] });
    expect(s.factions.emperor!.hand).toEqual(['snooper1']);
  });

  it('annexe 4: the winner must discard its cheap hero and worthless cards', () => {
    const { s, events } = fight(
      { cheapHero: 'cheapHero1', weapon: 'kulon', defense: 'baliset', dial: 5 },
      { leader: 'guildRep', dial: 0 },
      (s) => give(s, 'emperor', 'cheapHero1', 'kulon', 'baliset'),
    );
    expect(eventsOf(events, 'battleWon')[0]!.params).toMatchObject({
      winner: 0,
      totals: { aggressor: 5, defender: 1 },
    });
    expect(s.factions.emperor!.hand).toEqual([]);
    expect(s.treacheryDiscard).toEqual(['cheapHero1', 'kulon', 'baliset']);
    expect(s.phase).toBe('collection');
  });

  it('annexe 4 Laser: a lasgun kills whatever the defense', () => {
    const { s } = fight(
      { leader: 'caid', weapon: 'lasgun', dial: 0 },
      { leader: 'stabanTuek', defense: 'snooper1', dial: 0 },
      (s) => {
        give(s, 'emperor', 'lasgun');
        give(s, 'guild', 'snooper1');
      },
    );
    expect(leader(s, 'guild', 'stabanTuek').location).toBe('tanks');
  });

  it('annexe 4 Laser: lasgun and shield explode, everything in the territory is lost', () => {
    const s = battleGame(['emperor', 'guild', 'fremen']);
    place(s, 'emperor', 'theGreatFlat', 14, 5);
    place(s, 'guild', 'theGreatFlat', 14, 4);
    s.alliances.push([1, 2]);
    place(s, 'fremen', 'theGreatFlat', 14, 3);
    s.board.theGreatFlat!.spice = 10;
    give(s, 'emperor', 'lasgun', 'snooper1');
    give(s, 'guild', 'shield1');
    const spice = s.factions.emperor!.spice + s.factions.guild!.spice;
    begin(s);
    act(s, 0, { type: 'battle', territory: 'theGreatFlat', opponent: 1 });
    plan(s, 0, { leader: 'caid', weapon: 'lasgun', defense: 'snooper1', dial: 5 });
    plan(s, 1, { leader: 'stabanTuek', defense: 'shield1', dial: 0 });
    const events = noTraitors(s);
    expect(eventsOf(events, 'explosion')).toHaveLength(1);
    expect(eventsOf(events, 'battleWon')).toEqual([]);
    expect(s.board.theGreatFlat).toEqual({ spice: 0, forces: {} });
    expect([s.factions.emperor!.tanks, s.factions.guild!.tanks, s.factions.fremen!.tanks]).toEqual([5, 4, 3]);
    expect(leader(s, 'emperor', 'caid').location).toBe('tanks');
    expect(leader(s, 'guild', 'stabanTuek').location).toBe('tanks');
    expect(s.factions.emperor!.spice + s.factions.guild!.spice).toBe(spice);
    expect([...s.treacheryDiscard].sort()).toEqual(['lasgun', 'shield1', 'snooper1']);
    expect(s.phase).toBe('collection');
  });

  it('annexe 4 Laser: the lasgun’s own player playing a shield also explodes', () => {
    const { s, events } = fight(
      { leader: 'caid', weapon: 'lasgun', defense: 'shield1', dial: 1 },
      { leader: 'stabanTuek', dial: 0 },
      (s) => give(s, 'emperor', 'lasgun', 'shield1'),
    );
    expect(eventsOf(events, 'explosion')).toHaveLength(1);
    expect(s.board.arrakeen!.forces).toEqual({});
  });

  it('§6.B the two fighters are the last to have used battle wheels', () => {
    const { s } = fight({ leader: 'caid', dial: 1 }, { leader: 'guildRep', dial: 0 });
    expect(s.lastBattleWheels).toEqual([0, 1]);
  });
});
