import { describe, expect, it } from 'vitest';
import { EventLog } from '../../src/events.ts';
import { advance, uprising } from '../../src/rules.ts';
import { conflictPlaces } from '../../src/phases/combat.ts';
import type { EngineState } from '../../src/state.ts';
import type { EngineAction } from '../../src/actions.ts';
import { act, applyWithEvents, legal, PASS, player, refused, waiting } from './fixture.ts';
import { MUAD_DIB, SHADDAM, sixGame } from './sixFixture.ts';

/** The Combat of round 1 with these troops in the Conflict (seat → troops), Combat Intrigues passed. */
function combat(troops: Readonly<Record<number, number>>): EngineState {
  const state = sixGame();
  state.conflict = state.conflictDeck[0]!;
  state.conflictDeck = state.conflictDeck.slice(1);
  for (const [seat, n] of Object.entries(troops)) {
    const t = player(state, Number(seat)).troops;
    t.supply -= n;
    t.conflict = n;
  }
  for (const p of state.players) p.intrigues = [];
  state.phase = 'combat';
  state.stage = 'start';
  state.turn = null;
  state.stack = [];
  advance(state, new EventLog());
  let next = state;
  while (waiting(next) === 'combatIntrigue') next = act(next, uprising.decisions(next)[0]!.seat, { type: 'pass' });
  return next;
}

const places = (state: EngineState) => conflictPlaces(state).map((p) => `${p.seat}:${p.place}`);

/** The places the Combat gave, from its event, once `action` is answered. */
function placesAfter(state: EngineState, seat: number, action: EngineAction): string[] {
  const { events } = applyWithEvents(state, seat, action);
  const resolved = events.find((e) => e.type === 'combatResolved');
  const list = (resolved?.params as { places?: { seat: number; place: string }[] } | undefined)?.places ?? [];
  return list.map((p) => `${p.seat}:${p.place}`);
}

describe('six players: the Combat (facts uprising-rules.md §1.7)', () => {
  // facts §1.7 (AID supp. p.5): team strengths never add up; Commanders take no place
  it('each Ally fights alone: the three rewards are in play; Commanders, with no unit, take none', () => {
    const state = combat({ 0: 3, 3: 2, 5: 1 });
    expect(places(state)).toEqual(['0:first', '3:second', '5:third']);
    expect(places(state).some((p) => p.startsWith(`${MUAD_DIB}:`) || p.startsWith(`${SHADDAM}:`))).toBe(false);
  });

  // facts §1.7 (AID supp. p.5): two Allies of one team tied: one may concede and take the next reward
  it('teammates tied for first: one concedes, the other wins and the conceding one is second', () => {
    let state = combat({ 0: 3, 2: 3, 3: 1 });
    expect(waiting(state)).toBe('concede');
    const asked = state.stack.at(-1)!;
    expect([0, 2]).toContain('seat' in asked ? asked.seat : -1);
    const first = 'seat' in asked ? asked.seat : 0;
    state = act(state, first, { type: 'pass' });
    expect(waiting(state)).toBe('concede');
    const other = first === 0 ? 2 : 0;
    expect(placesAfter(state, other, { type: 'confirm' })).toEqual([`${first}:first`, `${other}:second`, '3:third']);
  });

  it('nobody concedes: both tied teammates take the second reward, as in 1–4 players', () => {
    let state = combat({ 3: 2, 5: 2 });
    const asked = state.stack.at(-1)!;
    const first = 'seat' in asked ? asked.seat : 3;
    state = act(state, first, { type: 'pass' });
    expect(placesAfter(state, first === 3 ? 5 : 3, { type: 'pass' }).sort()).toEqual(['3:second', '5:second']);
  });

  it('a tie with an opponent at the same strength is the usual tie: nobody is asked', () => {
    const state = combat({ 0: 2, 2: 2, 3: 2 });
    expect(waiting(state)).not.toBe('concede');
  });
});

describe('six players: a Commander plays Combat Intrigues for an Ally (facts uprising-rules.md §1.4)', () => {
  /** The Combat Intrigue round of round 1 with these troops in the Conflict, Shaddam holding Contingency Plan. */
  function intrigueRound(troops: Readonly<Record<number, number>>): EngineState {
    const state = sixGame();
    state.conflict = state.conflictDeck[0]!;
    state.conflictDeck = state.conflictDeck.slice(1);
    for (const p of state.players) p.intrigues = [];
    player(state, SHADDAM).intrigues = ['contingencyPlan'];
    for (const [seat, n] of Object.entries(troops)) {
      const t = player(state, Number(seat)).troops;
      t.supply -= n;
      t.conflict = n;
    }
    state.phase = 'combat';
    state.stage = 'start';
    state.turn = null;
    state.stack = [];
    advance(state, new EventLog());
    return state;
  }

  // facts §1.4 (AID): "a Commander may play Combat Intrigue cards on behalf of an Ally who has at least one unit in
  // the Conflict"; provisional: the card's swords reach that Ally alone, whom the card activates.
  it('the Commander takes part in the Intrigue round and plays the card for an Ally in the Conflict', () => {
    let state = intrigueRound({ 0: 2, 3: 1 });
    const round = state.stack.at(-1)!;
    expect(round.kind).toBe('combatIntrigue');
    expect('order' in round ? round.order : []).toContain(SHADDAM);
    while (uprising.decisions(state)[0]!.seat !== SHADDAM)
      state = act(state, uprising.decisions(state)[0]!.seat, { type: 'pass' });
    // Only Ally 3 has troops there: Ally 5 is not offered.
    expect(legal(state, SHADDAM)).toEqual([{ type: 'playIntrigue', card: 'contingencyPlan', for: 3 }, PASS]);
    const { state: after, events } = applyWithEvents(state, SHADDAM, {
      type: 'playIntrigue',
      card: 'contingencyPlan',
      for: 3,
    });
    expect(player(after, 3).swords).toBe(3);
    expect(player(after, SHADDAM).swords).toBe(0);
    expect(player(after, SHADDAM).intrigues).toEqual([]);
    expect(after.uprising!.six!.activated[1]).toBe(3);
    expect(events.map((e) => e.type)).toContain('intriguePlayedFor');
  });

  it('without an Ally in the Conflict, the Commander is not asked', () => {
    const state = intrigueRound({ 0: 2, 2: 1 });
    const round = state.stack.at(-1);
    expect(round && 'order' in round ? round.order : []).not.toContain(SHADDAM);
  });

  it('a card cannot be played for a seat outside the Commander’s team', () => {
    let state = intrigueRound({ 0: 2, 3: 1 });
    while (uprising.decisions(state)[0]!.seat !== SHADDAM)
      state = act(state, uprising.decisions(state)[0]!.seat, { type: 'pass' });
    expect(refused(state, SHADDAM, { type: 'playIntrigue', card: 'contingencyPlan', for: 0 })).toBe('intrigueNotNow');
  });
});
