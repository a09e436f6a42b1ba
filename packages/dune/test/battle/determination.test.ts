import { describe, expect, it } from 'vitest';
import { act, ally, battleGame, begin, eventsOf, legal, noTraitors, place, plan, waitingFor } from './fixture.ts';

describe('rules 000 §10.A determining battles', () => {
  it('§10.A.1 two factions in one territory fight, then the phase moves on to the collection', () => {
    const s = battleGame(['emperor', 'guild']);
    place(s, 'emperor', 'arrakeen', 9, 5);
    place(s, 'guild', 'arrakeen', 9, 3);
    const events = begin(s);
    expect(eventsOf(events, 'battleStarted').map((e) => e.params)).toEqual([
      { territory: 'arrakeen', aggressor: 0, defender: 1 },
    ]);
    expect(waitingFor(s)).toEqual({ kind: 'battlePlan', seats: [0, 1] });
    plan(s, 0, { leader: 'caid', dial: 1 });
    plan(s, 1, { leader: 'guildRep', dial: 0 });
    noTraitors(s);
    expect(s.phase).toBe('collection');
    expect(s.battles).toBeNull();
  });

  it('§10.A.2.a forces separated by the storm sector do not fight', () => {
    const s = battleGame(['emperor', 'guild']);
    s.storm = 9;
    place(s, 'emperor', 'imperialBasin', 8, 5);
    place(s, 'guild', 'imperialBasin', 10, 3);
    const events = begin(s);
    expect(eventsOf(events, 'battleStarted')).toEqual([]);
    expect(s.phase).toBe('collection');
  });

  it('§10.A.2.a forces on the same side of the storm sector fight', () => {
    const s = battleGame(['emperor', 'guild']);
    s.storm = 9;
    place(s, 'emperor', 'imperialBasin', 8, 5);
    place(s, 'emperor', 'imperialBasin', 10, 1);
    place(s, 'guild', 'imperialBasin', 10, 3);
    begin(s);
    expect(s.battles?.current?.territory).toBe('imperialBasin');
  });

  it('§10.A.2.a forces in the storm sector itself fight nobody', () => {
    const s = battleGame(['emperor', 'guild']);
    s.storm = 9;
    place(s, 'emperor', 'imperialBasin', 9, 5);
    place(s, 'guild', 'imperialBasin', 9, 3);
    place(s, 'guild', 'imperialBasin', 10, 3);
    begin(s);
    expect(s.phase).toBe('collection');
  });

  it('§10.A.2.a sectors of a territory across the start sector are adjacent (17 and 0)', () => {
    const s = battleGame(['emperor', 'guild']);
    s.storm = 5;
    place(s, 'emperor', 'cielagoWest', 17, 2);
    place(s, 'guild', 'cielagoWest', 0, 2);
    begin(s);
    expect(s.battles?.current?.territory).toBe('cielagoWest');
  });

  it('§10.A.2.b nobody fights in the Polar Sink', () => {
    const s = battleGame(['emperor', 'guild']);
    place(s, 'emperor', 'polarSink', -1, 5);
    place(s, 'guild', 'polarSink', -1, 3);
    begin(s);
    expect(s.phase).toBe('collection');
  });

  it('§12.E.5 allies never fight', () => {
    const s = battleGame(['emperor', 'guild']);
    ally(s, 'emperor', 'guild');
    place(s, 'emperor', 'arrakeen', 9, 5);
    place(s, 'guild', 'arrakeen', 9, 3);
    begin(s);
    expect(s.phase).toBe('collection');
  });

  it('§10.A.3 the aggressor is the first in storm order, and picks the order of its battles', () => {
    const s = battleGame(['emperor', 'guild', 'fremen']);
    // Storm in sector 12: the dots lie in sectors 1, 7 and 13, so the order is fremen, emperor, guild (rules 000 §9.A).
    s.storm = 12;
    place(s, 'fremen', 'arrakeen', 9, 4);
    place(s, 'emperor', 'arrakeen', 9, 4);
    place(s, 'fremen', 'carthag', 10, 4);
    place(s, 'guild', 'carthag', 10, 4);
    begin(s);
    expect(waitingFor(s)).toEqual({ kind: 'battleChoice', seats: [2] });
    expect(legal(s, 2)).toEqual([
      { type: 'battle', territory: 'carthag', opponent: 1 },
      { type: 'battle', territory: 'arrakeen', opponent: 0 },
    ]);
    const events = act(s, 2, { type: 'battle', territory: 'carthag', opponent: 1 });
    expect(eventsOf(events, 'battleStarted')[0]!.params).toEqual({ territory: 'carthag', aggressor: 2, defender: 1 });
    plan(s, 2, { leader: 'stilgar', dial: 0 });
    plan(s, 1, { leader: 'guildRep', dial: 0 });
    const next = noTraitors(s);
    expect(eventsOf(next, 'battleStarted')[0]!.params).toEqual({ territory: 'arrakeen', aggressor: 2, defender: 0 });
  });

  it('§10.A.3 when the aggressor has no battle left, the next seat in storm order becomes the aggressor', () => {
    const s = battleGame(['emperor', 'guild', 'fremen']);
    place(s, 'guild', 'carthag', 10, 4);
    place(s, 'fremen', 'carthag', 10, 4);
    const events = begin(s);
    expect(eventsOf(events, 'battleStarted')[0]!.params).toEqual({ territory: 'carthag', aggressor: 1, defender: 2 });
  });

  it('§10.A.4 with three factions in a territory, the aggressor chooses which to fight first, then fights the other', () => {
    const s = battleGame(['emperor', 'guild', 'fremen']);
    place(s, 'emperor', 'arrakeen', 9, 10);
    place(s, 'guild', 'arrakeen', 9, 2);
    place(s, 'fremen', 'arrakeen', 9, 2);
    begin(s);
    expect(legal(s, 0)).toEqual([
      { type: 'battle', territory: 'arrakeen', opponent: 1 },
      { type: 'battle', territory: 'arrakeen', opponent: 2 },
    ]);
    act(s, 0, { type: 'battle', territory: 'arrakeen', opponent: 2 });
    expect(s.battles?.current?.defender).toBe(2);
    plan(s, 0, { leader: 'hasimirFenring', dial: 1 });
    plan(s, 2, { leader: 'jamis', dial: 2 });
    const events = noTraitors(s);
    expect(eventsOf(events, 'battleWon')[0]!.params).toMatchObject({ winner: 0, loser: 2 });
    expect(eventsOf(events, 'battleStarted')[0]!.params).toEqual({ territory: 'arrakeen', aggressor: 0, defender: 1 });
  });
});
