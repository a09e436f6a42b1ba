import { shuffleInPlace, type RuleError, type Seat } from '@arrakis/engine';
import type { DuneAction } from '../actions.ts';
import { ARENA_CELLS, ARENA_EDGES, MIDDLE_CELLS, OUTER_CELLS, type ArenaCellId } from '../data/arena.ts';
import {
  ACTIONS_PER_TURN,
  DUEL_CARDS,
  DUEL_DIRECTIONS,
  DUEL_HAND_LIMIT,
  OBSTACLE_MARKERS,
  SUPPORT_MAX,
  SUPPORT_MIN,
  THREE_ACTIONS_BONUS,
  type DuelCardId,
} from '../data/duel.ts';
import { isMainCharacter, LEADERS, type LeaderId } from '../data/leaders.ts';
import { activeSeats, factionOf, isEliminated, revivable, reviveTokens, stormOrder } from '../board.ts';
import { eliminateFallen } from '../elimination.ts';
import type { EventLog } from '../events.ts';
import { oneSeat, pop, push, top, type FrameOf, type FrameRules } from '../flow.ts';
import type { Frame } from '../frames.ts';
import { bankToFaction, freeSpice } from '../spice.ts';
import type { ArenaFighter, ArenaState, DuelState, DuneState } from '../state.ts';
import { arenaDistance, exchange, parrySides, type Blow } from './combat.ts';
import { reason } from '../reasons.ts';

/**
 * DESIGN (docs/rules-coverage.md §19, "Stalled duel"): rules 000 §19 has duels end only by a death or by Quitter
 * l'Arène. Duellists who keep out of reach would never end it; after this many turns in a row without a blow, the
 * duel stops as if both had left with honour (support back, nobody wins, seconds unharmed), a war with every
 * survivor going home.
 */
export const DUEL_IDLE_TURNS = 10;

export function duelOf(state: DuneState): DuelState {
  return state.duel!;
}

export function arenaOf(state: DuneState): ArenaState {
  return state.duel!.arena!;
}

/** rules 000 §19.C, §19.C.11: a seat's leaders that may enter the arena: alive and its own (no cheap hero: a card). */
export function championChoices(state: DuneState, seat: Seat): LeaderId[] {
  const fs = factionOf(state, seat);
  return (Object.keys(fs.leaders) as LeaderId[]).filter((id) => fs.leaders[id]!.location === 'available');
}

/** rules 000 §19.C.2: a second's leader, never the Main Character ("pas obligés … s'il ne leur reste que"). */
export function secondChoices(state: DuneState, seat: Seat): LeaderId[] {
  return championChoices(state, seat).filter((id) => !isMainCharacter(id));
}

function fighterOf(arena: ArenaState, seat: Seat): ArenaFighter {
  return arena.fighters.find((f) => f.seat === seat)!;
}

function inPlay(f: ArenaFighter): boolean {
  return f.alive && !f.left;
}

/** rules 000 §19.C.10: a Duel card drawn, the discards shuffled into a new deck when it runs out. */
function drawDuelCard(state: DuneState, seat: Seat, log: EventLog): void {
  const d = duelOf(state);
  const hand = d.hands[String(seat)]!;
  if (hand.length >= DUEL_HAND_LIMIT) return;
  if (d.deck.length === 0) {
    d.deck = shuffleInPlace(state.rng, d.discard.splice(0));
    if (d.deck.length > 0) log.public('duelDeckShuffled', { count: d.deck.length });
  }
  const card = d.deck.pop();
  if (!card) return;
  hand.push(card);
  log.public('duelCardDrawn', { seat });
  log.private_([seat], 'duelCardReceived', { seat, duelCard: card });
}

/** An edge a move or blow may cross: no obstacle, or Sauter obstacle played (§19.C.8). */
function crossable(arena: ArenaState, edge: string | null): boolean {
  return edge !== null && (arena.jump || !arena.obstacles.includes(edge));
}

function occupied(arena: ArenaState, cell: ArenaCellId): boolean {
  return arena.fighters.some((f) => inPlay(f) && f.cell === cell);
}

/** The obstacles as the knife sees them: none when Sauter obstacle was played. */
function blocking(arena: ArenaState): ReadonlySet<string> {
  return new Set(arena.jump ? [] : arena.obstacles);
}

/** rules 000 §19.C.8: the edges an obstacle may go on (straight ones, or all with `duelArcObstacles`). */
function obstacleEdges(state: DuneState, arena: ArenaState): string[] {
  return Object.values(ARENA_EDGES)
    .filter((e) => (e.straight || state.options.duelArcObstacles === true) && !arena.obstacles.includes(e.id))
    .map((e) => e.id);
}

/** The opponents of `seat` in the arena: the other duellist, or in a war everyone else still fighting. */
function opponents(arena: ArenaState, seat: Seat): ArenaFighter[] {
  return arena.fighters.filter((f) => f.seat !== seat && inPlay(f));
}

/** rules 000 §19.C.3–4, §19.C.8–9: what the duellist may do with one action, and ending the turn. */
export function turnActions(state: DuneState, seat: Seat): DuneAction[] {
  const arena = arenaOf(state);
  const me = fighterOf(arena, seat);
  const actions: DuneAction[] = [];
  if (arena.actionsLeft > 0 && me.cell !== null) {
    const cell = ARENA_CELLS[me.cell];
    for (const dir of DUEL_DIRECTIONS) {
      const to = cell.neighbours[dir];
      if (to !== null && !occupied(arena, to) && crossable(arena, cell.edges[dir]))
        actions.push({ type: 'duelMove', to });
    }
    const seen = new Set<string>();
    for (const card of duelOf(state).hands[String(seat)] ?? []) {
      const effect = DUEL_CARDS[card].effect;
      // Identical cards are one choice.
      const key = JSON.stringify(effect);
      if (seen.has(key)) continue;
      seen.add(key);
      switch (effect.kind) {
        case 'attack': {
          const to = cell.neighbours[effect.direction];
          if (to === null || !crossable(arena, cell.edges[effect.direction])) break;
          for (const o of opponents(arena, seat))
            if (o.cell === to) actions.push({ type: 'duelCard', card, target: o.seat });
          break;
        }
        case 'knife':
          for (const o of opponents(arena, seat)) {
            if (o.cell !== null && arenaDistance(me.cell, o.cell, blocking(arena)) !== null)
              actions.push({ type: 'duelCard', card, target: o.seat });
          }
          break;
        case 'placeObstacle':
          if (arena.obstacles.length < OBSTACLE_MARKERS)
            for (const edge of obstacleEdges(state, arena)) actions.push({ type: 'duelCard', card, edge });
          break;
        case 'removeObstacle':
          for (const edge of arena.obstacles) actions.push({ type: 'duelCard', card, edge });
          break;
        case 'jumpObstacle':
          if (arena.obstacles.length > 0 && !arena.jump) actions.push({ type: 'duelCard', card });
          break;
        case 'leaveArena':
        case 'threeActions':
          actions.push({ type: 'duelCard', card });
          break;
        case 'parry':
          // §19.C.4.b: only in answer to an attack.
          break;
      }
    }
  }
  // §19.C.3.a "une ou deux actions": at least one, unless none is possible (§19.C.11 "il doit passer son tour").
  if (arena.actionsTaken > 0 || actions.length === 0) actions.push({ type: 'duelEndTurn' });
  return actions;
}

/** rules 000 §19.C.3.a: a step to a neighbouring cell; §19.C.3.b: a Duel card for each step inward. */
function move(state: DuneState, seat: Seat, to: ArenaCellId, log: EventLog): void {
  const arena = arenaOf(state);
  const me = fighterOf(arena, seat);
  const from = me.cell!;
  me.cell = to;
  arena.jump = false;
  log.public('duelMoved', { seat, from, to });
  if (ARENA_CELLS[to].depth > ARENA_CELLS[from].depth) drawDuelCard(state, seat, log);
}

function reveal(f: ArenaFighter, log: EventLog): void {
  if (f.revealed) return;
  f.revealed = true;
  log.public('duellistRevealed', { seat: f.seat, leader: f.leader });
}

/**
 * rules 000 §19.C.5: the blow's spice: the support to the striker, the strength converted into spice from the Bank
 * (DESIGN, combat.ts), behind the striker's shield (§19.C.5.b: never into his own support).
 */
function payBlow(state: DuneState, striker: ArenaFighter, victim: ArenaFighter, blow: Blow, log: EventLog): void {
  const faction = state.seats[striker.seat]!;
  state.factions[faction]!.spice += blow.fromSupport;
  if (blow.fromStrength > 0) bankToFaction(state, faction, blow.fromStrength);
  if (blow.revealed) reveal(victim, log);
  victim.strength = blow.after.strength;
  victim.support = blow.after.support;
  log.public('duelBlow', {
    striker: striker.seat,
    victim: victim.seat,
    fromSupport: blow.fromSupport,
    fromStrength: blow.fromStrength,
    dies: blow.dies,
  });
  if (blow.dies) {
    victim.alive = false;
    factionOf(state, victim.seat).leaders[victim.leader]!.location = 'tanks';
    log.public('duellistKilled', { seat: victim.seat, leader: victim.leader });
  }
}

/** rules 000 §19.C.5–6: the attack resolves, with the parry if one was played, simultaneously. */
function resolveAttack(
  state: DuneState,
  attacker: Seat,
  defender: Seat,
  parry: DuelCardId | null,
  log: EventLog,
): void {
  const arena = arenaOf(state);
  const a = fighterOf(arena, attacker);
  const d = fighterOf(arena, defender);
  if (parry) {
    discard(state, defender, parry);
    reveal(d, log);
    log.public('duelParried', { seat: defender, duelCard: parry });
  }
  const { attack, parry: counter } = exchange(a, d, parry !== null);
  payBlow(state, a, d, attack, log);
  if (counter) payBlow(state, d, a, counter, log);
  arena.idleTurns = 0;
  arena.struck = true;
}

function discard(state: DuneState, seat: Seat, card: DuelCardId): void {
  const d = duelOf(state);
  const hand = d.hands[String(seat)]!;
  hand.splice(hand.indexOf(card), 1);
  d.discard.push(card);
}

/** One action of the duellist's turn (the turn frame was popped); an attack pushes the defender's parry. */
function performTurnAction(state: DuneState, seat: Seat, action: DuneAction, log: EventLog): void {
  const arena = arenaOf(state);
  if (action.type === 'duelEndTurn') {
    arena.actionsLeft = 0;
    return;
  }
  arena.actionsLeft--;
  arena.actionsTaken++;
  if (action.type === 'duelMove') {
    move(state, seat, action.to as ArenaCellId, log);
    return;
  }
  if (action.type !== 'duelCard') return;
  const card = action.card as DuelCardId;
  const effect = DUEL_CARDS[card].effect;
  discard(state, seat, card);
  log.public('duelCardPlayed', { seat, duelCard: card });
  switch (effect.kind) {
    case 'attack':
    case 'knife': {
      const me = fighterOf(arena, seat);
      reveal(me, log);
      arena.jump = false;
      log.public('duelAttack', { seat, target: action.target!, duelCard: card });
      // §19.C.6: the defender is always asked, so the wait tells nothing of his hand.
      push(state, { kind: 'duelParry', seat: action.target!, attacker: seat, card });
      return;
    }
    case 'placeObstacle':
      arena.obstacles.push(action.edge!);
      log.public('obstaclePlaced', { seat, edge: action.edge! });
      return;
    case 'removeObstacle':
      arena.obstacles = arena.obstacles.filter((e) => e !== action.edge);
      log.public('obstacleRemoved', { seat, edge: action.edge! });
      return;
    case 'jumpObstacle':
      arena.jump = true;
      log.public('obstacleJump', { seat });
      return;
    case 'threeActions':
      // §19.C.4.a note: one of the two actions buys three more.
      arena.actionsLeft += THREE_ACTIONS_BONUS;
      log.public('threeActions', { seat });
      return;
    case 'leaveArena': {
      // §19.C.9: the duel ends at once; in a war, only this duellist leaves.
      const me = fighterOf(arena, seat);
      me.left = true;
      log.public('leftArena', { seat });
      return;
    }
    case 'parry':
      return;
  }
}

function duelOver(arena: ArenaState): boolean {
  if (arena.kind === 'kanly') return arena.fighters.some((f) => !inPlay(f));
  return arena.fighters.filter(inPlay).length <= 1;
}

/** rules 000 §19.C.7, §19.C.2, §19.C.9, §19.C.11–12: the end of a duel or a war. */
function finishArena(state: DuneState, log: EventLog, stalled: boolean): void {
  const arena = arenaOf(state);
  // DESIGN: the support not lost goes back behind its owner's shield, whoever wins (§19.C.9 leaves it open).
  for (const f of arena.fighters) {
    if (f.support > 0) state.factions[state.seats[f.seat]!]!.spice += f.support;
    f.support = 0;
  }
  const left = arena.fighters.find((f) => f.left);
  const alive = arena.fighters.filter((f) => f.alive);
  const winner = !stalled && !left && alive.length === 1 ? alive[0]!.seat : null;
  const rewards: Frame[] = [];
  if (arena.kind === 'kanly') {
    for (const second of arena.seconds) {
      const fs = factionOf(state, second.seat);
      log.public('secondRevealed', { seat: second.seat, side: second.side, leader: second.leader });
      // §19.C.6.b both dead, §19.C.9 left: the seconds gain nothing and lose nothing.
      if (winner === null) continue;
      if (second.side === winner) {
        rewards.push({ kind: 'secondReward', seat: second.seat, budget: LEADERS[second.leader].value });
      } else {
        fs.leaders[second.leader]!.location = 'tanks';
        log.public('secondLost', { seat: second.seat, leader: second.leader });
      }
    }
  }
  log.public(arena.kind === 'kanly' ? 'duelEnded' : 'assassinsWarEnded', {
    winner,
    reason: stalled ? 'stalled' : left ? 'left' : 'death',
  });
  // §19.C.7: the survivors are healed (their strength lives in the arena only) and keep their Duel cards.
  delete duelOf(state).arena;
  // §19.C.12: a Main Character killed eliminates his player.
  if (eliminateFallen(state, arena.kind, log)) return;
  // Nothing is asked any more of an eliminated seat: its pending decisions go.
  state.stack = state.stack.filter((f) => !('seat' in f) || !isEliminated(state, f.seat));
  for (const r of rewards.reverse()) if (!isEliminated(state, (r as FrameOf<'secondReward'>).seat)) push(state, r);
}

/** Pushes what the arena waits for next, or ends the duel. */
export function continueArena(state: DuneState, log: EventLog): void {
  const arena = arenaOf(state);
  if (arena.stage === 'placement') {
    const next = arena.fighters.find((f) => f.cell === null);
    if (next) return push(state, { kind: 'duelPlacement', seat: next.seat });
    if (arena.kind === 'assassinsWar') {
      // §19.C.11: placed during the Nexus's talks; the war itself comes if no alliance is made.
      return;
    }
    arena.stage = 'support';
  }
  if (arena.stage === 'support') {
    const seats = arena.fighters.map((f) => f.seat);
    return push(state, { kind: 'duelSupport', seats, commits: {} });
  }
  if (arena.stage === 'seconds') {
    const duellists = arena.fighters.map((f) => f.seat);
    const seats = activeSeats(state).filter((s) => !duellists.includes(s));
    arena.stage = 'fight';
    if (seats.length > 0) return push(state, { kind: 'duelSeconds', seats, commits: {} });
  }
  if (duelOver(arena)) return finishArena(state, log, false);
  let me = arena.fighters[arena.current]!;
  if (!inPlay(me) || arena.actionsLeft <= 0) {
    if (!arena.struck) arena.idleTurns++;
    // A war of n counts n/2 times as many turns (each duellist as many turns as in a duel).
    if (arena.idleTurns >= DUEL_IDLE_TURNS * Math.max(1, arena.fighters.length / 2))
      return finishArena(state, log, true);
    do {
      arena.current = (arena.current + 1) % arena.fighters.length;
      me = arena.fighters[arena.current]!;
    } while (!inPlay(me));
    arena.actionsLeft = ACTIONS_PER_TURN;
    arena.actionsTaken = 0;
    arena.jump = false;
    arena.struck = false;
    log.public('duelTurn', { seat: me.seat });
  }
  push(state, { kind: 'duelTurn', seat: me.seat });
}

/** rules 000 §19.C: a new arena for these champions, in their order of play. */
export function openArena(
  state: DuneState,
  kind: ArenaState['kind'],
  champions: readonly { seat: Seat; leader: LeaderId }[],
): ArenaState {
  const arena: ArenaState = {
    kind,
    stage: 'placement',
    fighters: champions.map(({ seat, leader }) => ({
      seat,
      leader,
      cell: null,
      strength: LEADERS[leader].value,
      support: 0,
      revealed: false,
      alive: true,
    })),
    seconds: [],
    obstacles: [],
    current: 0,
    actionsLeft: ACTIONS_PER_TURN,
    actionsTaken: 0,
    jump: false,
    idleTurns: 0,
    struck: false,
  };
  duelOf(state).arena = arena;
  return arena;
}

/** rules 000 §19.C.1, §19.C.11: the free starting cells for the seat's disc. */
export function placementCells(state: DuneState, seat: Seat): ArenaCellId[] {
  const arena = arenaOf(state);
  const placed = arena.fighters.findIndex((f) => f.seat === seat);
  const index = placed >= 0 ? placed : arena.fighters.length;
  // §19.C.11: with six, the sixth in the middle circle.
  const cells = arena.kind === 'assassinsWar' && index === 5 ? MIDDLE_CELLS : OUTER_CELLS;
  return cells.filter((c) => !arena.fighters.some((f) => f.cell === c));
}

function supportChoices(state: DuneState, seat: Seat): number[] {
  const free = freeSpice(state, seat);
  // DESIGN: a player without spice supports with none (§19.C.1 asks 1 to 10 of him).
  if (free < SUPPORT_MIN) return [0];
  return Array.from({ length: Math.min(SUPPORT_MAX, free) }, (_, i) => i + 1);
}

function rewardChoices(state: DuneState, seat: Seat, budget: number): DuneAction[] {
  const fs = factionOf(state, seat);
  const maxForces = Math.min(budget, revivable(state, fs.faction));
  const dead = (Object.keys(fs.leaders) as LeaderId[]).filter(
    (id) => fs.leaders[id]!.location === 'tanks' && !isMainCharacter(id),
  );
  const actions: DuneAction[] = [];
  for (let forces = 0; forces <= maxForces; forces++) {
    actions.push({ type: 'secondReward', forces, leader: null });
    for (const leader of dead)
      if (forces + LEADERS[leader].value <= budget) actions.push({ type: 'secondReward', forces, leader });
  }
  return actions;
}

/**
 * rules 000 §19.C.11: at a Nexus, "chaque joueur doit placer la rondelle d'un de ses chefs, face cachée, dans une
 * case extérieure", the first player first (storm order), then the others in turn. DESIGN: a player with no
 * leader alive sends none.
 */
export function openWarTalks(state: DuneState, log: EventLog): void {
  if (!state.duel || state.duel.arena) return;
  const queue = stormOrder(state).filter((s) => championChoices(state, s).length > 0);
  if (queue.length < 2) return;
  const arena = openArena(state, 'assassinsWar', []);
  arena.queue = queue.slice(1);
  log.public('assassinsWarTalks', {});
  push(state, { kind: 'warNegotiator', seat: queue[0]! });
}

/**
 * rules 000 §19.C.11: the Nexus is over. "Si aucune alliance n'est conclue ni reconduite" (reading: no alliance
 * stands once the talks end), the Assassins' War is fought; else the negotiators go home unharmed (DESIGN).
 */
export function endWarTalks(state: DuneState, log: EventLog): void {
  const arena = state.duel?.arena;
  if (!arena || arena.kind !== 'assassinsWar' || arena.stage !== 'placement') return;
  if (state.alliances.length > 0 || arena.fighters.length < 2) {
    delete state.duel!.arena;
    log.public('negotiatorsReturn', {});
    return;
  }
  arena.stage = 'fight';
  arena.current = 0;
  log.public('assassinsWarDeclared', {});
  log.public('duelTurn', { seat: arena.fighters[0]!.seat });
  continueArena(state, log);
}

export const arenaFrames: { [K in ArenaFrameKind]: FrameRules<K> } = {
  warNegotiator: {
    seats: oneSeat,
    legal(state, _f, seat) {
      const actions: DuneAction[] = [];
      for (const cell of placementCells(state, seat))
        for (const leader of championChoices(state, seat)) actions.push({ type: 'placeNegotiator', leader, cell });
      return actions;
    },
    perform(state, _f, seat, action, log) {
      if (action.type !== 'placeNegotiator') return;
      pop(state);
      const arena = arenaOf(state);
      const leader = action.leader as LeaderId;
      arena.fighters.push({
        seat,
        leader,
        cell: action.cell as ArenaCellId,
        strength: LEADERS[leader].value,
        support: 0,
        revealed: false,
        alive: true,
      });
      log.public('assassinsWarNegotiator', { seat, cell: action.cell });
      const next = arena.queue?.shift();
      if (next !== undefined) push(state, { kind: 'warNegotiator', seat: next });
      else delete arena.queue;
    },
  },
  duelPlacement: {
    seats: oneSeat,
    legal: (state, _f, seat) => placementCells(state, seat).map((cell) => ({ type: 'placeChampion', cell })),
    perform(state, _f, seat, action, log) {
      if (action.type !== 'placeChampion') return;
      pop(state);
      fighterOf(arenaOf(state), seat).cell = action.cell as ArenaCellId;
      log.public('duellistPlaced', { seat, cell: action.cell });
      continueArena(state, log);
    },
  },
  duelSupport: {
    seats: (f) => f.seats.filter((s) => !(String(s) in f.commits)),
    legal: (state, _f, seat) => supportChoices(state, seat).map((amount) => ({ type: 'duelSupport', amount })),
    perform(state, frame, seat, action, log) {
      if (action.type !== 'duelSupport') return;
      frame.commits[String(seat)] = action.amount;
      if (frame.seats.some((s) => !(String(s) in frame.commits))) return;
      pop(state);
      const arena = arenaOf(state);
      for (const f of arena.fighters) {
        // Spice given away since the commit cannot be put down.
        const amount = Math.min(frame.commits[String(f.seat)]!, Math.max(0, freeSpice(state, f.seat)));
        state.factions[state.seats[f.seat]!]!.spice -= amount;
        f.support = amount;
        log.public('duelSupportPlaced', { seat: f.seat, amount });
      }
      arena.stage = 'seconds';
      continueArena(state, log);
    },
  },
  duelSeconds: {
    seats: (f) => f.seats.filter((s) => !(String(s) in f.commits)),
    legal(state, _f, seat) {
      const leaders = secondChoices(state, seat);
      if (leaders.length === 0) return [{ type: 'chooseSecond', side: null, leader: null }];
      const actions: DuneAction[] = [];
      for (const side of arenaOf(state).fighters)
        for (const leader of leaders) actions.push({ type: 'chooseSecond', side: side.seat, leader });
      return actions;
    },
    perform(state, frame, seat, action, log) {
      if (action.type !== 'chooseSecond') return;
      frame.commits[String(seat)] =
        action.side === null || action.leader === null
          ? null
          : { side: action.side, leader: action.leader as LeaderId };
      if (frame.seats.some((s) => !(String(s) in frame.commits))) return;
      pop(state);
      const arena = arenaOf(state);
      for (const s of frame.seats) {
        const c = frame.commits[String(s)];
        if (c) arena.seconds.push({ seat: s, side: c.side, leader: c.leader });
        // §19.C.2: the side is seen (the disc lies beside that shield); the leader is face down.
        log.public('secondChosen', { seat: s, side: c ? c.side : null });
      }
      log.public('duelTurn', { seat: arena.fighters[0]!.seat });
      continueArena(state, log);
    },
  },
  duelTurn: {
    seats: oneSeat,
    legal: (state, _f, seat) => turnActions(state, seat),
    perform(state, _f, seat, action, log) {
      pop(state);
      performTurnAction(state, seat, action, log);
      if (top(state)?.kind === 'duelParry') return;
      continueArena(state, log);
    },
  },
  duelParry: {
    seats: oneSeat,
    legal(state, frame, seat) {
      const arena = arenaOf(state);
      const me = fighterOf(arena, seat);
      const att = fighterOf(arena, frame.attacker);
      const sides = parrySides(me.cell!, att.cell!, new Set(arena.obstacles));
      const actions: DuneAction[] = [{ type: 'duelParry', card: null }];
      const seen = new Set<string>();
      for (const card of duelOf(state).hands[String(seat)] ?? []) {
        const e = DUEL_CARDS[card].effect;
        if (e.kind === 'parry' && sides.includes(e.direction) && !seen.has(card)) {
          seen.add(card);
          actions.push({ type: 'duelParry', card });
        }
      }
      return actions;
    },
    perform(state, frame, seat, action, log) {
      if (action.type !== 'duelParry') return;
      pop(state);
      resolveAttack(state, frame.attacker, seat, action.card as DuelCardId | null, log);
      continueArena(state, log);
    },
  },
  secondReward: {
    seats: oneSeat,
    legal: (state, frame, seat) => rewardChoices(state, seat, frame.budget),
    perform(state, frame, seat, action, log) {
      if (action.type !== 'secondReward') return;
      pop(state);
      const fs = factionOf(state, seat);
      // DESIGN: 1 point = 1 force = 1 spice, a leader its strength, outside the revival limits of §9.
      const forces = action.forces > 0 ? reviveTokens(state, fs.faction, action.forces).count : 0;
      let cost = forces;
      if (action.leader !== null) {
        const leader = fs.leaders[action.leader]!;
        leader.location = 'available';
        leader.usedIn = null;
        cost += LEADERS[action.leader as LeaderId].value;
        fs.leaderRevivalOpen = fs.leaderRevivalOpen && Object.values(fs.leaders).some((l) => l.location === 'tanks');
      }
      const spice = frame.budget - cost;
      if (spice > 0) bankToFaction(state, fs.faction, spice);
      log.public('secondRewarded', { seat, forces, leader: action.leader, spice });
    },
  },
};

export type ArenaFrameKind =
  'duelPlacement' | 'duelSupport' | 'duelSeconds' | 'duelTurn' | 'duelParry' | 'secondReward' | 'warNegotiator';

/*
 * Why not (issue 21): the reasons of the arena's decisions, rules 000 §19.C, asked only when an action is refused.
 */

/** rules 000 §19.C.3–4: a step to a free neighbouring cell across no obstacle, or a Duel card in hand. */
export function duelTurnRefusal(state: DuneState, seat: Seat, action: DuneAction): RuleError | null {
  if (action.type !== 'duelMove' && action.type !== 'duelCard') return null;
  const arena = arenaOf(state);
  const me = fighterOf(arena, seat);
  if (arena.actionsLeft <= 0 || me.cell === null) return reason('duelNoActionLeft');
  if (action.type === 'duelCard')
    return (duelOf(state).hands[String(seat)] ?? []).includes(action.card as DuelCardId)
      ? reason('duelCardNoTarget', { duelCard: action.card })
      : reason('duelCardNotHeld', { duelCard: action.card });
  const cell = ARENA_CELLS[me.cell];
  const direction = DUEL_DIRECTIONS.find((d) => cell.neighbours[d] === action.to);
  if (direction === undefined) return reason('duelNotNeighbour', { cell: action.to });
  if (occupied(arena, action.to as ArenaCellId)) return reason('duelCellOccupied', { cell: action.to });
  return crossable(arena, cell.edges[direction]) ? null : reason('duelObstacle', { cell: action.to });
}

/** rules 000 §19.C.6: a parry card in hand, facing the side the blow comes from. */
export function duelParryRefusal(state: DuneState, seat: Seat, action: DuneAction): RuleError | null {
  if (action.type !== 'duelParry' || action.card === null) return null;
  if (!(duelOf(state).hands[String(seat)] ?? []).includes(action.card as DuelCardId))
    return reason('duelCardNotHeld', { duelCard: action.card });
  return reason('parryNotThatSide', { duelCard: action.card });
}

/** rules 000 §19.C.11: the negotiator is a leader who may fight, in a cell still open. */
export function negotiatorRefusal(state: DuneState, seat: Seat, action: DuneAction): RuleError | null {
  if (action.type !== 'placeNegotiator') return null;
  if (!(championChoices(state, seat) as readonly string[]).includes(action.leader))
    return reason('negotiatorUnavailable', { leader: action.leader });
  return (placementCells(state, seat) as readonly string[]).includes(action.cell)
    ? null
    : reason('cellNotOpen', { cell: action.cell });
}

/** rules 000 §19.C.1: the disc on a free starting cell (the sixth of an Assassins' War in the middle circle). */
export function duelPlacementRefusal(state: DuneState, seat: Seat, action: DuneAction): RuleError | null {
  if (action.type !== 'placeChampion') return null;
  return (placementCells(state, seat) as readonly string[]).includes(action.cell)
    ? null
    : reason('cellNotOpen', { cell: action.cell });
}

/** rules 000 §19.C.1: the support, from 1 to 10 and within one's spice (none for a player without spice). */
export function duelSupportRefusal(state: DuneState, seat: Seat, action: DuneAction): RuleError | null {
  if (action.type !== 'duelSupport') return null;
  const choices = supportChoices(state, seat);
  if (choices.includes(action.amount)) return null;
  return reason('duelSupportRange', { amount: action.amount, min: choices[0]!, max: choices[choices.length - 1]! });
}

/** rules 000 §19.C.2: a second is a leader of one's own, not the Main Character, beside one of the duellists. */
export function duelSecondRefusal(state: DuneState, seat: Seat, action: DuneAction): RuleError | null {
  if (action.type !== 'chooseSecond') return null;
  const leaders = secondChoices(state, seat) as readonly string[];
  if (action.side === null || action.leader === null) return leaders.length > 0 ? reason('secondRequired') : null;
  if (!arenaOf(state).fighters.some((f) => f.seat === action.side))
    return reason('notADuellist', { other: action.side });
  return leaders.includes(action.leader) ? null : reason('secondUnavailable', { leader: action.leader });
}

/** rules 000 §19.C.2: the second's reward, its leader's strength in forces revived, a dead leader, or spice. */
export function secondRewardRefusal(
  state: DuneState,
  frame: FrameOf<'secondReward'>,
  seat: Seat,
  action: DuneAction,
): RuleError | null {
  if (action.type !== 'secondReward') return null;
  const fs = factionOf(state, seat);
  const most = Math.min(frame.budget, revivable(state, fs.faction));
  if (action.forces > most) return reason('rewardForcesOver', { forces: action.forces, max: most });
  if (action.leader === null) return null;
  const leader = action.leader as LeaderId;
  if (fs.leaders[leader]?.location !== 'tanks' || isMainCharacter(leader))
    return reason('rewardLeaderNotInTanks', { leader });
  const cost = action.forces + LEADERS[leader].value;
  return cost > frame.budget ? reason('rewardOverBudget', { cost, budget: frame.budget }) : null;
}
