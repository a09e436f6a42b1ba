import { describe, expect, it } from 'vitest';
import { randomInt } from '@arrakis/engine';
import { LEADERS, type LeaderId } from '../../src/data/leaders.ts';
import { dune, fixture, type DuneState } from '../../src/index.ts';
import { act, battleGame, begin, give, leader, legal, place, plan, waitingFor } from '../battle/fixture.ts';
import { decisionOf, eventsOf, play } from '../helpers.ts';

const xxxvi = { extraPowers: true, harkonnenCapture: true } as const;
const table = { factions: ['harkonnen', 'atreides', 'fremen'] as const, seed: 'xxxvi', ...xxxvi };

/** The die the next attempt rolls: the first number drawn from the state's RNG. */
const nextRoll = (state: DuneState) => randomInt(structuredClone(state.rng), 6) + 1;

/** The Atreides leader worth the most that this roll still captures. */
function capturableWith(roll: number): LeaderId {
  const atreides: LeaderId[] = ['thufirHawat', 'ladyJessica', 'gurneyHalleck', 'duncanIdaho', 'wellingtonYueh'];
  return atreides.filter((l) => LEADERS[l].value <= roll).sort((a, b) => LEADERS[b].value - LEADERS[a].value)[0]!;
}

function captured(): { state: DuneState; prisoner: LeaderId } {
  const state = fixture(table).phase('movement').build();
  const prisoner = capturableWith(nextRoll(state));
  return { state: play(state, 0, { type: 'attemptCapture', leader: prisoner }).state, prisoner };
}

describe('rules 000 XXXVI the Harkonnen capture by a die roll (option harkonnenCapture)', () => {
  // rules 000 XXXVI "le Harkonnen peut tenter une capture après les enrôlement, mais avant le début des mouvements."
  it('XXXVI the attempt comes after the revivals, before the first shipment', () => {
    const state = fixture(table).phase('movement').tanks('atreides', 3).spice('atreides', 10).build();
    expect(decisionOf(state)).toEqual({ kind: 'revival', seats: [1] });
    const after = play(state, 1, { type: 'revive', count: 1 }).state;
    expect(decisionOf(after)).toEqual({ kind: 'captureAttempt', seats: [0] });
    const moved = play(after, 0, { type: 'pass' }).state;
    expect(decisionOf(moved)?.kind).toBe('shipment');
  });

  // rules 000 XXXVI "Il choisit un chef": a free leader of another faction, whichever he likes.
  it('XXXVI he chooses a leader: a free leader of the others, not his own, not one in the tanks', () => {
    const state = fixture(table).phase('movement').leaderInTanks('atreides', 'thufirHawat').build();
    const offered = dune.decisionActions(state, 0).flatMap((a) => (a.type === 'attemptCapture' ? [a.leader] : []));
    expect(offered).toContain('stilgar');
    expect(offered).toContain('duncanIdaho');
    expect(offered).not.toContain('thufirHawat');
    expect(offered.some((l) => LEADERS[l as LeaderId].faction === 'harkonnen')).toBe(false);
    expect(dune.decisionActions(state, 0)).toContainEqual({ type: 'pass' });
  });

  // rules 000 XXXVI "et doit réaliser un nombre de points au moins égal à sa valeur de combat avec un dé à 6 faces."
  it('XXXVI a roll at least the leader’s value captures him; the die comes from the state’s RNG', () => {
    const state = fixture(table).phase('movement').build();
    const roll = nextRoll(state);
    const target = capturableWith(roll);
    const { state: after, events } = play(state, 0, { type: 'attemptCapture', leader: target });
    expect(eventsOf(events, 'captureSucceeded').map((e) => e.params)).toEqual([
      { seat: 0, leader: target, victim: 1, roll, value: LEADERS[target].value },
    ]);
    expect(after.factions.atreides!.leaders[target]!.location).toBe('captured');
    expect(after.extra!.captured).toEqual([target]);
  });

  it('XXXVI a roll below the value fails: Stilgar (7) is never captured', () => {
    const state = fixture(table).phase('movement').build();
    const { state: after, events } = play(state, 0, { type: 'attemptCapture', leader: 'stilgar' });
    expect(eventsOf(events, 'captureFailed')).toHaveLength(1);
    expect(after.factions.fremen!.leaders.stilgar!.location).toBe('available');
    expect(decisionOf(after)?.kind).toBe('shipment');
  });

  // rules 000 XXXVI "Toutefois, le propriétaire initial du chef peut décider après la capture que ce dernier se suicide,
  // auquel cas il va immédiatement aux cuves et Harkonnen bénéficie d'un montant en épice égal à la valeur de celui-là."
  it('XXXVI the owner decides at once whether his leader commits suicide: to the tanks, the Harkonnen gain his value', () => {
    const { state, prisoner } = captured();
    expect(decisionOf(state)).toEqual({ kind: 'captureSuicide', seats: [1] });
    const spice = state.factions.harkonnen!.spice;
    const bank = state.bank;
    const { state: after, events } = play(state, 1, { type: 'leaderSuicide', suicide: true });
    expect(after.factions.atreides!.leaders[prisoner]!.location).toBe('tanks');
    expect(after.extra!.captured).toEqual([]);
    expect(after.factions.harkonnen!.spice).toBe(spice + LEADERS[prisoner].value);
    expect(after.bank).toBe(bank - LEADERS[prisoner].value);
    expect(eventsOf(events, 'prisonerSuicide')).toHaveLength(1);
  });

  it('XXXVI or he lets him live, a prisoner of the Harkonnen', () => {
    const { state, prisoner } = captured();
    const after = play(state, 1, { type: 'leaderSuicide', suicide: false }).state;
    expect(after.factions.atreides!.leaders[prisoner]!.location).toBe('captured');
    expect(decisionOf(after)?.kind).toBe('shipment');
  });

  it('XXXVI a Karama against the Harkonnen capture (§18) prevents the attempt', () => {
    const state = fixture(table)
      .phase('movement')
      .with((s) => s.karamaBlocks.push({ faction: 'harkonnen', power: 'capture' }))
      .build();
    const { state: after, events } = play(state, 0, { type: 'attemptCapture', leader: 'wellingtonYueh' });
    expect(eventsOf(events, 'karamaPrevented')).toHaveLength(1);
    expect(after.factions.atreides!.leaders.wellingtonYueh!.location).toBe('available');
  });
});

describe('rules 000 XXXVI the prisoner in battle', () => {
  function withPrisoner(): DuneState {
    const s = battleGame(['harkonnen', 'atreides', 'fremen'], 'prisoner', xxxvi);
    leader(s, 'atreides', 'duncanIdaho').location = 'captured';
    s.extra!.captured.push('duncanIdaho');
    return s;
  }

  // rules 000 XXXVI "il peut le conserver pour l'utiliser en combat mais pas à l'encontre de son propre camp."
  it('XXXVI the Harkonnen may put the prisoner in a plan against another faction', () => {
    const s = withPrisoner();
    place(s, 'harkonnen', 'carthag', 10, 5);
    place(s, 'fremen', 'carthag', 10, 2);
    begin(s);
    expect(legal(s, 0)).toContainEqual({ type: 'planLeader', leader: 'duncanIdaho', cheapHero: null });
  });

  it('XXXVI but not against his own side: neither his owner nor, a reading, his owner’s allies', () => {
    const s = withPrisoner();
    place(s, 'harkonnen', 'carthag', 10, 5);
    place(s, 'atreides', 'carthag', 10, 2);
    begin(s);
    act(s, 1, { type: 'pass' }); // annexe 3 Atreides 3: no prescience
    expect(legal(s, 0)).not.toContainEqual({ type: 'planLeader', leader: 'duncanIdaho', cheapHero: null });
    const allied = withPrisoner();
    allied.alliances = [[1, 2]];
    place(allied, 'harkonnen', 'carthag', 10, 5);
    place(allied, 'fremen', 'carthag', 10, 2);
    begin(allied);
    expect(legal(allied, 0)).not.toContainEqual({ type: 'planLeader', leader: 'duncanIdaho', cheapHero: null });
  });

  // rules 000 XXXVI "Après le combat, il se rendra aux cuves ou reviendra à son propriétaire, selon le résultat."
  it('XXXVI after the battle he goes back to his owner if he lives, and no capture of annexe 5 follows a win', () => {
    const s = withPrisoner();
    place(s, 'harkonnen', 'carthag', 10, 5);
    place(s, 'fremen', 'carthag', 10, 2);
    begin(s);
    plan(s, 0, { leader: 'duncanIdaho', dial: 4 });
    plan(s, 2, { leader: 'jamis', dial: 1 });
    while (waitingFor(s)?.kind === 'traitorCall')
      act(s, waitingFor(s)!.seats[0]!, { type: 'callTraitor', call: false });
    expect(leader(s, 'atreides', 'duncanIdaho').location).toBe('available');
    expect(s.extra!.captured).toEqual([]);
    expect(waitingFor(s)?.kind).not.toBe('capture');
  });

  it('XXXVI … and to the tanks if he dies in it', () => {
    const s = withPrisoner();
    place(s, 'harkonnen', 'carthag', 10, 5);
    place(s, 'fremen', 'carthag', 10, 2);
    give(s, 'fremen', 'projectileWeapon1');
    begin(s);
    plan(s, 0, { leader: 'duncanIdaho', dial: 4 });
    plan(s, 2, { leader: 'jamis', weapon: 'projectileWeapon1', dial: 1 });
    while (waitingFor(s)?.kind === 'traitorCall')
      act(s, waitingFor(s)!.seats[0]!, { type: 'callTraitor', call: false });
    expect(leader(s, 'atreides', 'duncanIdaho').location).toBe('tanks');
    expect(s.extra!.captured).toEqual([]);
  });
});
