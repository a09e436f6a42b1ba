import { describe, expect, it } from 'vitest';
import type { GameEvent, Seat } from '@arrakis/engine';
import { dune } from '../src/rules.ts';
import type { ArenaState, DuneState } from '../src/state.ts';
import { MIDDLE_CELLS, OUTER_CELLS } from '../src/data/arena.ts';
import { stormOrder } from '../src/board.ts';
import { brokenInvariants } from './properties/invariants.ts';
import { botRng, randomChoice, seatsOf } from './properties/randomPlay.ts';

/**
 * A seed found for it (a search over `nexus-war-<n>` with the random players of the property tests): the first
 * worm after turn 1 opens a Nexus in turn 2, alliances are proposed but none is accepted, and the Assassins' War is fought to one survivor.
 */
const SEED = 'nexus-war-273';

interface Played {
  readonly events: GameEvent[];
  /** The state when the talks ended, the arena as the war began, and the arena before its last blow. */
  readonly atDeclaration: DuneState;
  readonly lastArena: ArenaState;
  readonly after: DuneState;
  readonly framesDuringWar: Set<string>;
  readonly orderAtTalks: Seat[];
}

function playToWarEnd(): Played {
  let state = dune.setup({ duel: true }, seatsOf(6), SEED);
  const rng = botRng(SEED);
  const events: GameEvent[] = [];
  let atDeclaration: DuneState | null = null;
  let lastArena: ArenaState | null = null;
  let orderAtTalks: Seat[] = [];
  const framesDuringWar = new Set<string>();
  for (let steps = 0; steps < 20_000; steps++) {
    const choice = randomChoice(state, rng);
    if (!choice) break;
    if (atDeclaration && state.duel?.arena) lastArena = structuredClone(state.duel.arena);
    const result = dune.apply(state, choice.seat, choice.action);
    if (!result.ok) throw new Error(`legal action refused: ${result.error.code}`);
    state = result.state;
    if (result.events.some((e) => e.type === 'assassinsWarTalks')) orderAtTalks = stormOrder(state);
    expect(brokenInvariants(state)).toEqual([]);
    events.push(...result.events);
    if (result.events.some((e) => e.type === 'assassinsWarDeclared')) atDeclaration = structuredClone(state);
    if (atDeclaration && state.stack.length > 0) framesDuringWar.add(state.stack.at(-1)!.kind);
    if (result.events.some((e) => e.type === 'assassinsWarEnded')) {
      return {
        events,
        atDeclaration: atDeclaration!,
        lastArena: lastArena!,
        after: state,
        framesDuringWar,
        orderAtTalks,
      };
    }
  }
  throw new Error(`no Assassins' War on ${SEED}`);
}

describe(`rules 000 §19.C.11 "Guerre des Assassins" on a seeded game (${SEED})`, () => {
  it('§19.C.11 a Nexus where no alliance is made nor renewed: every player places a negotiator, the war is fought until one leader lives, then the game goes on', () => {
    const { events, atDeclaration, lastArena, after, framesDuringWar, orderAtTalks } = playToWarEnd();
    const types = events.map((e) => e.type);
    // rules 000 §12: the worm of turn 2 opens the Nexus; the talks and the negotiators come first.
    const talks = types.indexOf('assassinsWarTalks');
    const declared = types.indexOf('assassinsWarDeclared');
    expect(talks).toBeGreaterThan(-1);
    expect(atDeclaration.turn).toBe(2);
    // "chaque joueur doit placer la rondelle d'un de ses chefs": six negotiators, the first player first and in turn.
    const placed = events.slice(talks, declared).filter((e) => e.type === 'assassinsWarNegotiator');
    expect(placed.map((e) => e.params['seat'])).toEqual(orderAtTalks);
    expect(placed.slice(0, 5).every((e) => OUTER_CELLS.includes(e.params['cell'] as never))).toBe(true);
    // "s'il y a six joueurs, le sixième bretteur doit être placé dans une case du cercle médian".
    expect(MIDDLE_CELLS).toContain(placed[5]!.params['cell']);
    // "Si aucune alliance n'est conclue ni reconduite": none when the talks end, so the war is declared.
    expect(atDeclaration.alliances).toEqual([]);
    // Offers were made and none accepted.
    expect(types.slice(talks, declared)).toContain('allianceProposed');
    expect(types.slice(talks, declared)).not.toContain('allianceFormed');
    const arena = atDeclaration.duel!.arena!;
    expect(arena.kind).toBe('assassinsWar');
    expect(arena.fighters.map((f) => f.seat)).toEqual(orderAtTalks);
    // "pas de second … et pas non plus d'Epice de soutien".
    expect(arena.fighters.every((f) => f.support === 0)).toBe(true);
    expect(framesDuringWar.has('duelSupport')).toBe(false);
    expect(framesDuringWar.has('duelSeconds')).toBe(false);
    // "L'ordre dans lequel se succèdent les tours … est le même que celui dans lequel ils se sont placés".
    const turns = events
      .slice(declared)
      .filter((e) => e.type === 'duelTurn')
      .map((e) => e.params['seat'] as Seat);
    const order = orderAtTalks.filter((s) => turns.includes(s));
    for (let i = 1; i < turns.length; i++) {
      const step = (order.indexOf(turns[i]!) - order.indexOf(turns[i - 1]!) + order.length) % order.length;
      // The next in placement order, or a later one when those between have died.
      expect(step === 0 && turns.length === 1 ? 1 : step).toBeGreaterThan(0);
    }
    // "La Guerre des Assassins s'achève lorsqu'il ne reste plus qu'un seul chef vivant dans l'arène".
    const ended = events.find((e) => e.type === 'assassinsWarEnded')!;
    expect(ended.params).toEqual({ winner: 2, reason: 'death' });
    expect(lastArena.fighters.filter((f) => f.alive && !f.left).length).toBe(2);
    const killed = events.filter((e) => e.type === 'duellistKilled').map((e) => e.params['seat']);
    expect(killed.length).toBeGreaterThanOrEqual(1);
    expect(killed).not.toContain(2);
    // The arena closes and the game goes on from where the Nexus stood.
    expect(after.duel!.arena).toBeUndefined();
    expect(after.phase).not.toBe('over');
    expect(dune.decisions(after).length).toBeGreaterThan(0);
  });
});
