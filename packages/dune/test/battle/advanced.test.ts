import { describe, expect, it } from 'vitest';
import { dune } from '../../src/rules.ts';
import { setupDune, SetupError } from '../../src/setup.ts';
import { freeSpice, INITIAL_BANK, spiceTotal } from '../../src/spice.ts';
import { interruptActions } from '../../src/interrupts.ts';
import {
  act,
  battleGame,
  begin,
  eventsOf,
  forces,
  give,
  legal,
  makeTraitor,
  noTraitors,
  place,
  plan,
  waitingFor,
  type PlanInput,
} from './fixture.ts';

const ADVANCED = { advancedBattles: true } as const;

/** Emperor (seat 0, aggressor, 5 tokens) against the Guild (seat 1, 4 tokens) in Arrakeen, advanced battles. */
function game(setup: (s: ReturnType<typeof battleGame>) => void = () => {}) {
  const s = battleGame(['emperor', 'guild'], 'advanced', ADVANCED);
  place(s, 'emperor', 'arrakeen', 9, 5);
  place(s, 'guild', 'arrakeen', 9, 4);
  s.factions.emperor!.spice = 10;
  s.factions.guild!.spice = 3;
  s.bank = INITIAL_BANK - 13;
  setup(s);
  begin(s);
  return s;
}

function fight(aggressor: PlanInput, defender: PlanInput, setup?: (s: ReturnType<typeof battleGame>) => void) {
  const s = game(setup);
  plan(s, 0, aggressor);
  plan(s, 1, defender);
  const events = noTraitors(s);
  return { s, events };
}

describe('rules 000 §24 advanced battles', () => {
  it('§24.A.1 after the dial, the plan says how many dialled tokens are paid for, within the spice held', () => {
    const s = game();
    act(s, 1, { type: 'planLeader', leader: 'stabanTuek', cheapHero: null });
    act(s, 1, { type: 'planWeapon', card: null });
    act(s, 1, { type: 'planDefense', card: null });
    act(s, 1, { type: 'planDial', dial: 4 });
    // The Guild holds 3 spice: at most 3 of its 4 tokens fight at full strength.
    expect(legal(s, 1)).toEqual([0, 1, 2, 3].map((spice) => ({ type: 'planSpice', spice })));
    expect(() => act(s, 1, { type: 'planSpice', spice: 4 })).toThrow(/illegal/);
    act(s, 1, { type: 'planSpice', spice: 2 });
    expect(s.battles!.current!.plans['1']).toMatchObject({ dial: 4, spice: 2 });
  });

  it('§24.A.1 with no spice, or nothing dialled, there is no choice: every token counts half', () => {
    const s = game((s) => {
      s.factions.guild!.spice = 0;
      s.bank = INITIAL_BANK - 10;
    });
    plan(s, 1, { leader: 'stabanTuek', dial: 4 });
    expect(s.battles!.current!.plans['1']).toMatchObject({ dial: 4, spice: 0 });
    plan(s, 0, { leader: 'caid', dial: 0 });
    expect(s.battles!.current!.plans['0']).toMatchObject({ dial: 0, spice: 0 });
  });

  it('§24.A.1, §24.B paid tokens count full, the others half, halves included in the totals', () => {
    // Emperor: 1 paid + 3 unpaid = 2.5, + Caid 2 = 4.5. Guild: 3 paid + 1 unpaid = 3.5, + Staban Tuek 5 = 8.5.
    const { events } = fight({ leader: 'caid', dial: 4, spice: 1 }, { leader: 'stabanTuek', dial: 4, spice: 3 });
    expect(eventsOf(events, 'battleWon')[0]!.params).toMatchObject({
      winner: 1,
      totals: { aggressor: 4.5, defender: 8.5 },
    });
  });

  it('§24.A.1 unpaid tokens at half strength can lose a battle the dial alone would win (ties to the aggressor)', () => {
    // Emperor 4 unpaid = 2 + Caid 2 = 4; Guild 2 paid = 2 + Guild Rep 1 = 3... Guild Rep is 1: 3 < 4, aggressor wins.
    const won = fight({ leader: 'caid', dial: 4, spice: 0 }, { leader: 'guildRep', dial: 2, spice: 2 });
    expect(eventsOf(won.events, 'battleWon')[0]!.params).toMatchObject({
      winner: 0,
      totals: { aggressor: 4, defender: 3 },
    });
    // Emperor 3 unpaid = 1.5 + 2 = 3.5; Guild 3 paid + 1 = 4: the defender wins what a dial of 3 + 2 = 5 would have won.
    const lost = fight({ leader: 'caid', dial: 3, spice: 0 }, { leader: 'guildRep', dial: 3, spice: 3 });
    expect(eventsOf(lost.events, 'battleWon')[0]!.params).toMatchObject({
      winner: 1,
      totals: { aggressor: 3.5, defender: 4 },
    });
  });

  it('§24.A.2 the spice is set aside with the plan: it cannot be spent before the battle is resolved', () => {
    const s = game();
    plan(s, 0, { leader: 'caid', dial: 5, spice: 4 });
    expect(s.factions.emperor!.spice).toBe(10);
    expect(freeSpice(s, 0)).toBe(6);
    const gifts = interruptActions(s, 0).filter((a) => a.type === 'giftSpice');
    expect(Math.max(...gifts.map((a) => (a.type === 'giftSpice' ? a.amount : 0)))).toBe(6);
    expect(spiceTotal(s)).toBe(INITIAL_BANK);
  });

  it('§24.A.2 without a traitor, all the spice both fighters set aside goes to the bank', () => {
    const { s, events } = fight({ leader: 'caid', dial: 5, spice: 4 }, { leader: 'stabanTuek', dial: 4, spice: 3 });
    expect(eventsOf(events, 'battleSpicePaid').map((e) => e.params)).toEqual([
      { seat: 0, amount: 4 },
      { seat: 1, amount: 3 },
    ]);
    expect(s.factions.emperor!.spice).toBe(6);
    expect(s.factions.guild!.spice).toBe(0);
    expect(s.bank).toBe(INITIAL_BANK - 6);
    expect(spiceTotal(s)).toBe(INITIAL_BANK);
    expect(freeSpice(s, 0)).toBe(6);
  });

  it('§24.A.2 when a traitor is revealed, the winner keeps the spice it set aside; the loser’s goes to the bank', () => {
    const s = game((s) => makeTraitor(s, 'guild', 'caid'));
    plan(s, 0, { leader: 'caid', dial: 5, spice: 4 });
    plan(s, 1, { leader: 'stabanTuek', dial: 2, spice: 2 });
    act(s, 0, { type: 'callTraitor', call: false });
    const events = act(s, 1, { type: 'callTraitor', call: true });
    expect(eventsOf(events, 'battleSpiceKept').map((e) => e.params)).toEqual([{ seat: 1, amount: 2 }]);
    expect(eventsOf(events, 'battleSpicePaid').map((e) => e.params)).toEqual([{ seat: 0, amount: 4 }]);
    // The Guild keeps its 2, and is paid Caid's value (2) by the bank (rules 000 §10.D.2).
    expect(s.factions.guild!.spice).toBe(3 + 2);
    expect(s.factions.emperor!.spice).toBe(6);
    expect(forces(s, 'guild', 'arrakeen')).toBe(4);
    expect(spiceTotal(s)).toBe(INITIAL_BANK);
  });

  it('§24.A.2 a lasgun explosion has no winner: all the spice set aside goes to the bank', () => {
    const { s, events } = fight(
      { leader: 'caid', weapon: 'lasgun', dial: 2, spice: 2 },
      { leader: 'stabanTuek', defense: 'shield1', dial: 1, spice: 1 },
      (s) => {
        give(s, 'emperor', 'lasgun');
        give(s, 'guild', 'shield1');
      },
    );
    expect(eventsOf(events, 'explosion')).toHaveLength(1);
    expect(eventsOf(events, 'battleSpicePaid').map((e) => e.params)).toEqual([
      { seat: 0, amount: 2 },
      { seat: 1, amount: 1 },
    ]);
    expect(s.factions.emperor!.spice).toBe(8);
    expect(s.factions.guild!.spice).toBe(2);
  });

  it('§24.C the winner chooses its losses: worth its strength, at full value for paid tokens or at half value', () => {
    // The example of §24.C with ordinary tokens: 6 tokens there, 1 paid + 4 unpaid dialled = strength 3. The winner
    // loses 3 points: 1 token at full value and 4 at half (5 tokens), or all 6 at half.
    const s = battleGame(['fremen', 'guild'], 'advanced', ADVANCED);
    place(s, 'fremen', 'arrakeen', 9, 6);
    place(s, 'guild', 'arrakeen', 9, 1);
    s.factions.fremen!.spice = 3;
    begin(s);
    plan(s, 0, { leader: 'stilgar', dial: 5, spice: 1 });
    plan(s, 1, { leader: 'guildRep', dial: 0 });
    const events = noTraitors(s);
    expect(eventsOf(events, 'battleWon')[0]!.params).toMatchObject({ winner: 0, totals: { aggressor: 3 + 7 } });
    expect(waitingFor(s)).toEqual({ kind: 'battleLosses', seats: [0] });
    expect(legal(s, 0)).toEqual([
      { type: 'battleLosses', count: 5 },
      { type: 'battleLosses', count: 6 },
    ]);
    expect(forces(s, 'fremen', 'arrakeen')).toBe(6);
    const chosen = act(s, 0, { type: 'battleLosses', count: 6 });
    expect(eventsOf(chosen, 'battleLossesChosen')[0]!.params).toEqual({
      seat: 0,
      count: 6,
      full: 0,
      half: 6,
      strength: 3,
    });
    expect(forces(s, 'fremen', 'arrakeen')).toBe(0);
    expect(s.factions.fremen!.tanks).toBe(6);
  });

  it('§24.C no choice when every token there is dialled: the winner loses what it dialled', () => {
    const { s } = fight({ leader: 'caid', dial: 5, spice: 2 }, { leader: 'guildRep', dial: 0 });
    expect(waitingFor(s)).toBeNull();
    expect(forces(s, 'emperor', 'arrakeen')).toBe(0);
    const paidAll = fight({ leader: 'caid', dial: 3, spice: 0 }, { leader: 'guildRep', dial: 0 });
    expect(forces(paidAll.s, 'emperor', 'arrakeen')).toBe(2);
  });

  it('§24.B prescience on the dial sees the number on the wheel: the strength, halves included', () => {
    const s = battleGame(['atreides', 'guild'], 'advanced', ADVANCED);
    place(s, 'atreides', 'arrakeen', 9, 5);
    place(s, 'guild', 'arrakeen', 9, 4);
    s.factions.guild!.spice = 3;
    begin(s);
    act(s, 0, { type: 'prescience', element: 'dial' });
    plan(s, 1, { leader: 'stabanTuek', dial: 4, spice: 1 });
    expect(s.battles!.current!.prescience).toMatchObject({ answer: 2.5 });
  });
});

describe('rules 000 §25 advanced rules need the increased spice flow of §21', () => {
  const seats = [
    { name: 'a', kind: 'human' as const },
    { name: 'b', kind: 'human' as const },
  ];

  it('§25 an advanced rule switches the increased spice flow on', () => {
    expect(setupDune({ advancedBattles: true }, seats, 'x').options.increasedSpiceFlow).toBe(true);
    expect(dune.setup({ advancedBattles: true }, seats, 'x').options.increasedSpiceFlow).toBe(true);
    expect(setupDune({}, seats, 'x').options.increasedSpiceFlow).toBe(false);
  });

  it('§25 an advanced rule with the increased spice flow explicitly off is refused', () => {
    expect(() => setupDune({ advancedBattles: true, increasedSpiceFlow: false }, seats, 'x')).toThrow(SetupError);
    try {
      setupDune({ advancedBattles: true, increasedSpiceFlow: false }, seats, 'x');
    } catch (e) {
      expect((e as SetupError).error.code).toBe('advancedRulesNeedIncreasedSpiceFlow');
    }
  });
});
