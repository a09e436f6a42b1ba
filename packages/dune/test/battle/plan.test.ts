import { describe, expect, it } from 'vitest';
import { act, battleGame, begin, eventsOf, give, leader, legal, place, plan } from './fixture.ts';

/** Emperor (seat 0, aggressor) against the Guild (seat 1) in Arrakeen. */
function arrakeen() {
  const s = battleGame(['emperor', 'guild']);
  place(s, 'emperor', 'arrakeen', 9, 5);
  place(s, 'guild', 'arrakeen', 9, 3);
  return s;
}

describe('rules 000 §10.B–C battle plans', () => {
  it('§10.B.1 the dial goes from 0 to the forces the seat has in the territory', () => {
    const s = arrakeen();
    place(s, 'emperor', 'arrakeen', 9, 2);
    begin(s);
    act(s, 0, { type: 'planLeader', leader: 'caid', cheapHero: null });
    act(s, 0, { type: 'planWeapon', card: null });
    act(s, 0, { type: 'planDefense', card: null });
    expect(legal(s, 0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((dial) => ({ type: 'planDial', dial })));
    expect(() => act(s, 0, { type: 'planDial', dial: 8 })).toThrow(/illegal/);
  });

  it('§10.B.4 plans stay secret until both are in', () => {
    const s = arrakeen();
    begin(s);
    const events = plan(s, 0, { leader: 'caid', dial: 3 });
    expect(eventsOf(events, 'battlePlanEntered')[0]!.visibility).toEqual([0]);
    expect(eventsOf(events, 'battlePlanReady')[0]!.visibility).toBe('public');
    expect(eventsOf(events, 'plansRevealed')).toEqual([]);
    const revealed = plan(s, 1, { leader: 'guildRep', dial: 1 });
    expect(eventsOf(revealed, 'plansRevealed')[0]!.params).toMatchObject({
      aggressor: { leader: 'caid', dial: 3 },
      defender: { leader: 'guildRep', dial: 1 },
    });
  });

  it('§10.C.9 a seat with an available leader or a cheap hero must play one', () => {
    const s = arrakeen();
    give(s, 'emperor', 'cheapHero1');
    begin(s);
    const choices = legal(s, 0);
    expect(choices).toHaveLength(6);
    expect(choices).toContainEqual({ type: 'planLeader', leader: null, cheapHero: 'cheapHero1' });
    expect(choices).not.toContainEqual({ type: 'planLeader', leader: null, cheapHero: null });
  });

  it('§10.C.8 a leader who fought in another territory this turn cannot fight; one who fought here can', () => {
    const s = arrakeen();
    leader(s, 'emperor', 'hasimirFenring').usedIn = 'carthag';
    leader(s, 'emperor', 'aramsham').usedIn = 'arrakeen';
    leader(s, 'emperor', 'burseg').location = 'tanks';
    begin(s);
    expect(legal(s, 0).map((a) => (a.type === 'planLeader' ? a.leader : null))).toEqual(['aramsham', 'caid', 'bashar']);
  });

  it('§10.C.10 no leader and no cheap hero: no cards may be played', () => {
    const s = arrakeen();
    for (const l of Object.values(s.factions.emperor!.leaders)) l.location = 'tanks';
    give(s, 'emperor', 'projectileWeapon1', 'shield1', 'kulon');
    begin(s);
    expect(legal(s, 0)).toEqual([{ type: 'planLeader', leader: null, cheapHero: null }]);
    act(s, 0, { type: 'planLeader', leader: null, cheapHero: null });
    expect(legal(s, 0)).toEqual([{ type: 'planWeapon', card: null }]);
    act(s, 0, { type: 'planWeapon', card: null });
    expect(legal(s, 0)).toEqual([{ type: 'planDefense', card: null }]);
  });

  it('annexe 4 Héros de pacotille: with no leader left, the cheap hero is mandatory and lets cards be played', () => {
    const s = arrakeen();
    for (const l of Object.values(s.factions.emperor!.leaders)) l.location = 'tanks';
    give(s, 'emperor', 'cheapHero2', 'projectileWeapon1');
    begin(s);
    expect(legal(s, 0)).toEqual([{ type: 'planLeader', leader: null, cheapHero: 'cheapHero2' }]);
    act(s, 0, { type: 'planLeader', leader: null, cheapHero: 'cheapHero2' });
    expect(legal(s, 0)).toEqual([
      { type: 'planWeapon', card: null },
      { type: 'planWeapon', card: 'projectileWeapon1' },
    ]);
  });

  it('annexe 4: weapons and worthless cards go in the weapon slot, defenses and worthless cards in the defense slot, never one card twice', () => {
    const s = arrakeen();
    give(s, 'emperor', 'poisonWeapon1', 'lasgun', 'snooper1', 'shield1', 'kulon', 'karama1');
    begin(s);
    act(s, 0, { type: 'planLeader', leader: 'caid', cheapHero: null });
    expect(legal(s, 0).map((a) => (a.type === 'planWeapon' ? a.card : 'x'))).toEqual([
      null,
      'poisonWeapon1',
      'lasgun',
      'kulon',
    ]);
    act(s, 0, { type: 'planWeapon', card: 'kulon' });
    expect(legal(s, 0).map((a) => (a.type === 'planDefense' ? a.card : 'x'))).toEqual([null, 'snooper1', 'shield1']);
  });
});
