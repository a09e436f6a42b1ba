import { describe, expect, it } from 'vitest';
import { dune } from '../../src/rules.ts';
import type { Faction } from '../../src/data/factions.ts';
import {
  act,
  ally,
  battleGame,
  begin,
  eventsOf,
  give,
  legal,
  noTraitors,
  place,
  plan,
  seat,
  waitingFor,
} from './fixture.ts';

/** `a` (seat 0, aggressor) against `b` (seat 1) in Arrakeen; other factions stay off the board. */
function battle(factions: Faction[], setup: (s: ReturnType<typeof battleGame>) => void = () => {}) {
  const s = battleGame(factions);
  place(s, factions[0]!, 'arrakeen', 9, 5);
  place(s, factions[1]!, 'arrakeen', 9, 4);
  setup(s);
  const events = begin(s);
  return { s, events };
}

const weapons = (actions: ReturnType<typeof legal>) =>
  actions.map((a) => (a.type === 'planWeapon' || a.type === 'planDefense' ? a.card : 'x'));

describe('annexe 3 Bene Gesserit 3: the Voice', () => {
  it('the Bene Gesserit in battle commands its opponent before the plans', () => {
    const { s } = battle(['beneGesserit', 'emperor'], (s) => give(s, 'emperor', 'poisonWeapon1', 'projectileWeapon1'));
    expect(waitingFor(s)).toEqual({ kind: 'voice', seats: [0] });
    expect(legal(s, 0)).toHaveLength(15);
    const events = act(s, 0, { type: 'voice', mode: 'play', target: 'poisonWeapon' });
    expect(eventsOf(events, 'voice')[0]!.params).toEqual({ by: 0, against: 1, mode: 'play', target: 'poisonWeapon' });
    expect(waitingFor(s)).toEqual({ kind: 'battlePlan', seats: [0, 1] });
    act(s, 1, { type: 'planLeader', leader: 'caid', cheapHero: null });
    expect(weapons(legal(s, 1))).toEqual(['poisonWeapon1']);
  });

  it('"do not play" forbids that kind of card', () => {
    const { s } = battle(['beneGesserit', 'emperor'], (s) => give(s, 'emperor', 'shield1', 'snooper1'));
    act(s, 0, { type: 'voice', mode: 'notPlay', target: 'projectileDefense' });
    act(s, 1, { type: 'planLeader', leader: 'caid', cheapHero: null });
    act(s, 1, { type: 'planWeapon', card: null });
    expect(weapons(legal(s, 1))).toEqual([null, 'snooper1']);
  });

  it('a command that cannot be obeyed leaves the player free', () => {
    const { s } = battle(['beneGesserit', 'emperor'], (s) => give(s, 'emperor', 'projectileWeapon1'));
    act(s, 0, { type: 'voice', mode: 'play', target: 'poisonWeapon' });
    act(s, 1, { type: 'planLeader', leader: 'caid', cheapHero: null });
    expect(weapons(legal(s, 1))).toEqual([null, 'projectileWeapon1']);
  });

  it('"play a worthless card" may be obeyed in either slot', () => {
    const { s } = battle(['beneGesserit', 'emperor'], (s) =>
      give(s, 'emperor', 'projectileWeapon1', 'kulon', 'shield1'),
    );
    act(s, 0, { type: 'voice', mode: 'play', target: 'worthless' });
    act(s, 1, { type: 'planLeader', leader: 'caid', cheapHero: null });
    expect(weapons(legal(s, 1))).toEqual([null, 'projectileWeapon1', 'kulon']);
    act(s, 1, { type: 'planWeapon', card: 'projectileWeapon1' });
    expect(weapons(legal(s, 1))).toEqual(['kulon']);
  });

  it('"play a cheap hero" forces the cheap hero in place of a leader', () => {
    const { s } = battle(['beneGesserit', 'emperor'], (s) => give(s, 'emperor', 'cheapHero3'));
    act(s, 0, { type: 'voice', mode: 'play', target: 'cheapHero' });
    expect(legal(s, 1)).toEqual([{ type: 'planLeader', leader: null, cheapHero: 'cheapHero3' }]);
  });

  it('BG alliance: the Voice commands the opponent of the Bene Gesserit’s ally', () => {
    const { s } = battle(['emperor', 'guild', 'beneGesserit'], (s) => ally(s, 'beneGesserit', 'emperor'));
    expect(waitingFor(s)).toEqual({ kind: 'voice', seats: [2] });
    const events = act(s, 2, { type: 'voice', mode: 'notPlay', target: 'lasgun' });
    expect(eventsOf(events, 'voice')[0]!.params).toMatchObject({ by: 2, against: 1 });
  });

  it('annexe 4 Karama: a Karama prevents the Voice once', () => {
    const { s, events } = battle(['beneGesserit', 'emperor'], (s) =>
      s.karamaBlocks.push({ faction: 'beneGesserit', power: 'voice' }),
    );
    expect(eventsOf(events, 'karamaPrevented')[0]!.params).toEqual({
      faction: 'beneGesserit',
      power: 'voice',
      seat: 0,
    });
    expect(waitingFor(s)).toEqual({ kind: 'battlePlan', seats: [0, 1] });
    expect(s.karamaBlocks).toEqual([]);
  });

  it('no Voice in a battle without the Bene Gesserit or its ally', () => {
    const { s } = battle(['emperor', 'guild', 'beneGesserit']);
    expect(waitingFor(s)).toEqual({ kind: 'battlePlan', seats: [0, 1] });
  });
});

describe('annexe 3 Atreides 3: prescience in battle', () => {
  it('the opponent completes its plan first, then the Atreides alone sees the element asked', () => {
    const { s } = battle(['atreides', 'emperor'], (s) => give(s, 'emperor', 'poisonWeapon2'));
    expect(waitingFor(s)).toEqual({ kind: 'prescience', seats: [0] });
    expect(legal(s, 0)).toHaveLength(5);
    const asked = act(s, 0, { type: 'prescience', element: 'weapon' });
    expect(eventsOf(asked, 'prescienceAsked')[0]!.params).toEqual({ by: 0, against: 1, element: 'weapon' });
    expect(waitingFor(s)).toEqual({ kind: 'battlePlan', seats: [1] });
    const events = plan(s, 1, { leader: 'caid', weapon: 'poisonWeapon2', dial: 2 });
    const seen = eventsOf(events, 'prescienceRevealed');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.visibility).toEqual([0]);
    expect(seen[0]!.params).toEqual({ against: 1, element: 'weapon', answer: 'poisonWeapon2' });
    // The answer is in the Atreides' view (all a bot reads), not in the opponent's or a spectator's.
    // The side helped is public, like the alliance (view.ts).
    expect(dune.view(s, 0).battle!.prescience).toEqual({
      by: 0,
      against: 1,
      element: 'weapon',
      side: 0,
      answer: 'poisonWeapon2',
    });
    expect(dune.view(s, 1).battle!.prescience).toEqual({ by: 0, against: 1, element: 'weapon', side: 0 });
    expect(dune.view(s, null).battle!.prescience).toEqual({ by: 0, against: 1, element: 'weapon', side: 0 });
    expect(waitingFor(s)).toEqual({ kind: 'battlePlan', seats: [0] });
    plan(s, 0, { leader: 'thufirHawat', dial: 0 });
    expect(waitingFor(s)?.kind).toBe('traitorCall');
  });

  it('an element absent from the plan is answered "none", and no other may be asked', () => {
    const { s } = battle(['atreides', 'emperor']);
    act(s, 0, { type: 'prescience', element: 'defense' });
    const events = plan(s, 1, { leader: 'caid', dial: 2 });
    expect(eventsOf(events, 'prescienceRevealed')[0]!.params).toEqual({ against: 1, element: 'defense', answer: null });
    expect(waitingFor(s)).toEqual({ kind: 'battlePlan', seats: [0] });
  });

  it('a card that leaves the hand after the plan is committed drops out of the plan', () => {
    const { s } = battle(['atreides', 'emperor'], (s) => give(s, 'emperor', 'kulon'));
    act(s, 0, { type: 'prescience', element: 'weapon' });
    plan(s, 1, { leader: 'caid', weapon: 'kulon', dial: 2 });
    // Played meanwhile as a card usable at any time (annexe 4 Poison résiduel bluff).
    s.factions.emperor!.hand = [];
    s.treacheryDiscard.push('kulon');
    const events = plan(s, 0, { leader: 'thufirHawat', dial: 0 });
    expect(eventsOf(events, 'plansRevealed')[0]!.params.defender).toMatchObject({ leader: 'caid', weapon: null });
  });

  it('Atreides alliance: prescience for an ally, who sees the answer too', () => {
    const { s } = battle(['emperor', 'guild', 'atreides'], (s) => ally(s, 'atreides', 'emperor'));
    expect(waitingFor(s)).toEqual({ kind: 'prescience', seats: [2] });
    act(s, 2, { type: 'prescience', element: 'dial' });
    expect(waitingFor(s)).toEqual({ kind: 'battlePlan', seats: [1] });
    const events = plan(s, 1, { leader: 'guildRep', dial: 3 });
    const seen = eventsOf(events, 'prescienceRevealed')[0]!;
    expect(seen.visibility).toEqual([2, 0]);
    expect(seen.params.answer).toBe(3);
    expect(waitingFor(s)).toEqual({ kind: 'battlePlan', seats: [0] });
  });

  it('declining prescience lets both plan at once', () => {
    const { s } = battle(['atreides', 'emperor']);
    act(s, 0, { type: 'pass' });
    expect(waitingFor(s)).toEqual({ kind: 'battlePlan', seats: [0, 1] });
  });

  it('annexe 4 Karama: a Karama prevents the prescience once', () => {
    const { s } = battle(['atreides', 'emperor'], (s) =>
      s.karamaBlocks.push({ faction: 'atreides', power: 'prescience' }),
    );
    expect(waitingFor(s)).toEqual({ kind: 'battlePlan', seats: [0, 1] });
    expect(s.karamaBlocks).toEqual([]);
  });

  it('Voice and prescience both apply when the Bene Gesserit fights the Atreides', () => {
    const { s } = battle(['beneGesserit', 'atreides']);
    act(s, seat(s, 'beneGesserit'), { type: 'voice', mode: 'notPlay', target: 'lasgun' });
    act(s, seat(s, 'atreides'), { type: 'prescience', element: 'leader' });
    const events = plan(s, 0, { leader: 'alia', dial: 1 });
    expect(eventsOf(events, 'prescienceRevealed')[0]!.params.answer).toBe('alia');
    plan(s, 1, { leader: 'thufirHawat', dial: 4 });
    const done = noTraitors(s);
    expect(eventsOf(done, 'battleWon')[0]!.params).toMatchObject({ winner: 1 });
  });
});
