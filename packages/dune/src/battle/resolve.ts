import type { Seat } from '@arrakis/engine';
import { LEADERS, type LeaderId } from '../data/leaders.ts';
import { TERRITORIES } from '../data/territories.ts';
import type { TreacheryCardId, TreacheryKind } from '../data/treachery.ts';
import {
  clearForces,
  discardTreachery,
  factionOf,
  factionsIn,
  forcesIn,
  removeForces,
  starredAt,
  starredIn,
  toTanks,
} from '../board.ts';
import { kindOf } from '../cards.ts';
import { bankToFaction, boardToBank, factionToBank } from '../spice.ts';
import type { EventLog } from '../events.ts';
import type { BattlePlan, BattleState, DuneState } from '../state.ts';
import { cardsOf, forceStrength, starredValue } from './plan.ts';
import { fighters, opponentOf, sideCalled } from './sides.ts';
import { leaderValue, revealTamper } from '../variants/tleilaxu.ts';

function planOf(battle: BattleState, seat: Seat): BattlePlan {
  return battle.plans[seat]!;
}

function leaderToTanks(
  state: DuneState,
  leader: LeaderId,
  reason: 'weapon' | 'traitor' | 'explosion',
  log: EventLog,
): void {
  const faction = LEADERS[leader].faction;
  state.factions[faction]!.leaders[leader]!.location = 'tanks';
  log.public('leaderKilled', { faction, leader, reason });
}

/** rules 000 §10.C.8: a surviving leader may fight again this turn, but only in this territory. */
function leaderSurvives(state: DuneState, battle: BattleState, seat: Seat): void {
  const leader = planOf(battle, seat).leader;
  // A prisoner of the Harkonnen (rules 000 §15) is in its owner's leaders.
  if (leader !== null) state.factions[LEADERS[leader].faction]!.leaders[leader]!.usedIn = battle.territory;
}

/**
 * annexe 5 Atreides 1 (extra powers): the Atreides' losses in battles are counted, up to 7; at 7 the Kwisatz
 * Haderach comes into play.
 */
export function countAtreidesLosses(state: DuneState, faction: string, n: number, log: EventLog): void {
  const extra = state.extra;
  if (extra === null || faction !== 'atreides' || n <= 0 || extra.atreidesLosses >= 7) return;
  extra.atreidesLosses = Math.min(7, extra.atreidesLosses + n);
  if (extra.atreidesLosses >= 7 && extra.kwisatzHaderach === 'inactive') {
    extra.kwisatzHaderach = 'available';
    log.public('kwisatzHaderachAwakened', { seat: state.seats.indexOf('atreides') });
  }
}

function loseAllForces(state: DuneState, battle: BattleState, seat: Seat, log: EventLog): void {
  const faction = state.seats[seat]!;
  const removed = clearForces(state, battle.territory, faction);
  toTanks(state, faction, removed);
  countAtreidesLosses(state, faction, removed.count, log);
  if (removed.count > 0) log.public('forcesLost', { faction, territory: battle.territory, count: removed.count });
}

/**
 * rules 000 §10.C.6: the winner loses as many tokens as it dialled, taken sector by sector; `starred` of them
 * starred (rules 000 §15), the ordinary ones first otherwise.
 */
export function loseForces(
  state: DuneState,
  battle: BattleState,
  seat: Seat,
  n: number,
  log: EventLog,
  starred = 0,
): void {
  const faction = state.seats[seat]!;
  const sectors = TERRITORIES[battle.territory].sectors;
  let count = 0;
  let lostStarred = 0;
  for (const sector of sectors) {
    const want = Math.min(starred - lostStarred, n - count, starredAt(state, battle.territory, sector, faction));
    if (want <= 0) continue;
    const r = removeForces(state, battle.territory, sector, faction, want, want);
    count += r.count;
    lostStarred += r.starred;
  }
  for (const sector of sectors) {
    if (count >= n) break;
    const r = removeForces(state, battle.territory, sector, faction, n - count, 0);
    count += r.count;
    lostStarred += r.starred;
  }
  toTanks(state, faction, { count, starred: lostStarred });
  countAtreidesLosses(state, faction, count, log);
  if (count > 0) log.public('forcesLost', { faction, territory: battle.territory, count, starred: lostStarred });
}

/** A choice of losses: how many tokens, and how many of them starred (rules 000 §15, §24.C). */
export interface LossOption {
  readonly count: number;
  readonly starred: number;
}

/**
 * rules 000 §15, annexe 5 Emperor 1 / Fremen 4: starred tokens count double for losses too, so the winner loses
 * tokens worth its strength, starred ones worth `worth` each; with advanced battles (rules 000 §24.C, its example
 * has a Fedaykin) each lost token counts at full value (at most as many as it paid for) or half value. The
 * options are every (tokens, starred) worth exactly the strength; when none is (a lone starred token against an
 * odd strength), those worth the least above it.
 */
export function lossOptions(state: DuneState, battle: BattleState, winner: Seat): LossOption[] {
  const plan = planOf(battle, winner);
  const faction = state.seats[winner]!;
  const worth = starredValue(state, battle, winner);
  const strength = forceStrength(state, plan, worth);
  if (strength <= 0) return [{ count: 0, starred: 0 }];
  const starredHere = starredIn(state, battle.territory, faction);
  const regularHere = forcesIn(state, battle.territory, faction) - starredHere;
  const paid = state.options.advancedBattles ? plan.spice : Infinity;
  // The values (doubled, to stay whole) that s starred and r ordinary tokens can be worth.
  const values = (s: number, r: number): number[] => {
    if (!state.options.advancedBattles) return [2 * (s * worth + r)];
    const out: number[] = [];
    for (let fs = 0; fs <= Math.min(s, paid); fs++)
      for (let fr = 0; fr <= Math.min(r, paid - fs); fr++) out.push(s * worth + r + fs * worth + fr);
    return out;
  };
  const exact: LossOption[] = [];
  let best = Infinity;
  let above: LossOption[] = [];
  for (let s = 0; s <= starredHere; s++) {
    for (let r = 0; r <= regularHere; r++) {
      if (s + r === 0) continue;
      const vs = values(s, r);
      if (vs.includes(2 * strength)) exact.push({ count: s + r, starred: s });
      const over = Math.min(...vs.filter((v) => v > 2 * strength));
      if (over < best) {
        best = over;
        above = [{ count: s + r, starred: s }];
      } else if (over === best && over !== Infinity) above.push({ count: s + r, starred: s });
    }
  }
  if (exact.length > 0) return exact;
  return above.length > 0 ? above : [{ count: starredHere + regularHere, starred: starredHere }];
}

export function discardPlayed(state: DuneState, seat: Seat, cards: readonly TreacheryCardId[], log: EventLog): void {
  if (cards.length === 0) return;
  discardTreachery(state, cards);
  log.public('cardsDiscarded', { seat, cards: [...cards] });
}

function pay(state: DuneState, seat: Seat, amount: number, log: EventLog): void {
  if (amount <= 0) return;
  bankToFaction(state, state.seats[seat]!, amount);
  log.public('spicePaid', { seat, amount });
}

/**
 * rules 000 §24.A.2 (advanced battles): the spice set aside by both fighters goes to the bank, except that when a
 * traitor was revealed the winner (`keeper`) keeps its own. Reading: "le vainqueur conserve cette somme" is the sum
 * the winner set aside; the loser's still goes to the bank (docs/rules-coverage.md).
 */
function settleStakes(state: DuneState, battle: BattleState, keeper: Seat | null, log: EventLog): void {
  for (const seat of fighters(battle)) {
    const amount = planOf(battle, seat).spice;
    if (amount <= 0) continue;
    if (seat === keeper) {
      log.public('battleSpiceKept', { seat, amount });
      continue;
    }
    factionToBank(state, state.seats[seat]!, amount);
    log.public('battleSpicePaid', { seat, amount });
  }
}

/**
 * rules 000 §24.C (advanced battles): the winner loses tokens worth its strength on the wheel. Tokens count at full
 * value up to the number it paid for, the others at half value, so it loses from `min` tokens (every paid token
 * at full value: the dial) to `max` (fewer counted at full value, two halves for each, within its forces there).
 * Without the option, or when it paid nothing, it loses the dial (rules 000 §10.C.6).
 */
export function lossRange(state: DuneState, battle: BattleState, winner: Seat): { min: number; max: number } {
  const plan = planOf(battle, winner);
  const here = TERRITORIES[battle.territory].sectors.reduce(
    (n, sector) => n + (state.board[battle.territory]!.forces[state.seats[winner]!]?.[sector] ?? 0),
    0,
  );
  const max = state.options.advancedBattles ? Math.min(here, plan.dial + plan.spice) : plan.dial;
  return { min: plan.dial, max: Math.max(plan.dial, max) };
}

/** Cheap heroes and worthless cards never stay in hand once played (annexe 4). */
function mustDiscard(card: TreacheryCardId): boolean {
  const kind = kindOf(card);
  return kind === 'cheapHero' || kind === 'worthless';
}

/** The winner's played cards it may keep or discard (rules 000 §10.C.6), those still in its hand. */
export function keepableCards(state: DuneState, battle: BattleState, winner: Seat): TreacheryCardId[] {
  const hand = factionOf(state, winner).hand;
  return cardsOf(planOf(battle, winner)).filter((c) => !mustDiscard(c) && hand.includes(c));
}

function winnerKeeps(state: DuneState, battle: BattleState, winner: Seat, log: EventLog): void {
  discardPlayed(state, winner, cardsOf(planOf(battle, winner)).filter(mustDiscard), log);
}

const DEFENSE_AGAINST: Partial<Record<TreacheryKind, TreacheryKind>> = {
  projectileWeapon: 'projectileDefense',
  poisonWeapon: 'poisonDefense',
};

/** rules 000 §10.C.3, annexe 4: a weapon kills unless met by its defense; nothing stops a lasgun. */
function kills(weapon: TreacheryCardId | null, defense: TreacheryCardId | null): boolean {
  if (weapon === null) return false;
  const kind = kindOf(weapon);
  if (kind === 'lasgun') return true;
  const stoppedBy = DEFENSE_AGAINST[kind];
  return stoppedBy !== undefined && (defense === null || kindOf(defense) !== stoppedBy);
}

/** annexe 4 Laser: a lasgun and a shield in the same battle, whoever played them. */
function explodes(a: BattlePlan, d: BattlePlan): boolean {
  const played = [...cardsOf(a), ...cardsOf(d)].map(kindOf);
  return played.includes('lasgun') && played.includes('projectileDefense');
}

/**
 * annexe 4 Laser: every token and all the spice in the territory are lost, both leaders die, nobody is paid,
 * every card played is discarded, and nobody wins; with advanced battles, the spice both set aside goes to the
 * bank (rules 000 §24.A.2: no traitor revealed).
 */
function explosion(state: DuneState, battle: BattleState, log: EventLog): void {
  log.public('explosion', { territory: battle.territory });
  for (const faction of factionsIn(state, battle.territory))
    loseAllForces(state, battle, state.seats.indexOf(faction), log);
  const spice = boardToBank(state, battle.territory);
  if (spice > 0) log.public('spiceLost', { territory: battle.territory, amount: spice });
  for (const seat of fighters(battle)) {
    const plan = planOf(battle, seat);
    if (plan.leader !== null) leaderToTanks(state, plan.leader, 'explosion', log);
    // annexe 5 Atreides 1: only a lasgun/shield explosion destroys the Kwisatz Haderach.
    if (plan.kwisatzHaderach && state.extra) {
      state.extra.kwisatzHaderach = 'tanks';
      log.public('kwisatzHaderachKilled', { seat });
    }
    discardPlayed(state, seat, cardsOf(plan), log);
  }
  settleStakes(state, battle, null, log);
}

/** rules 000 §10.D.3: both traitors called: both sides lose their forces, cards and leaders; nobody is paid. */
function doubleBetrayal(state: DuneState, battle: BattleState, log: EventLog): void {
  log.public('doubleTraitor', { territory: battle.territory });
  for (const seat of fighters(battle)) {
    const plan = planOf(battle, seat);
    if (plan.leader !== null) leaderToTanks(state, plan.leader, 'traitor', log);
    loseAllForces(state, battle, seat, log);
    discardPlayed(state, seat, cardsOf(plan), log);
  }
  settleStakes(state, battle, null, log);
}

/**
 * rules 000 §10.D.1–2: the side that called the traitor wins and loses nothing, whatever its plan (so no lasgun
 * explosion either); the betrayed side loses its forces and cards, its leader goes to the tanks, and the winner
 * is paid the traitor's value.
 */
function betrayal(state: DuneState, battle: BattleState, winner: Seat, log: EventLog): Seat {
  const loser = opponentOf(battle, winner);
  const traitor = planOf(battle, loser).leader!;
  log.public('battleWon', { territory: battle.territory, winner, loser, by: 'traitor' });
  leaderToTanks(state, traitor, 'traitor', log);
  loseAllForces(state, battle, loser, log);
  discardPlayed(state, loser, cardsOf(planOf(battle, loser)), log);
  pay(state, winner, leaderValue(state, traitor, planOf(battle, winner)), log);
  settleStakes(state, battle, winner, log);
  leaderSurvives(state, battle, winner);
  winnerKeeps(state, battle, winner, log);
  return winner;
}

/**
 * rules 000 §10.C: weapons, totals, the winner, losses and payment. With advanced battles (rules 000 §24) the
 * dialled tokens count at their paid strength, and when the winner has a real choice of losses (`lossRange`) they
 * are left to its decision (battleLosses).
 */
function fight(state: DuneState, battle: BattleState, log: EventLog): Resolution {
  const [aggressor, defender] = fighters(battle);
  const plans = { aggressor: planOf(battle, aggressor), defender: planOf(battle, defender) };
  const dies = {
    aggressor: plans.aggressor.leader !== null && kills(plans.defender.weapon, plans.aggressor.defense),
    defender: plans.defender.leader !== null && kills(plans.aggressor.weapon, plans.defender.defense),
  };
  const seatOfSide = { aggressor, defender };
  // rules 000 §10.C.1, §10.C.3: a killed leader does not count; a cheap hero is worth nothing. annexe 5 Atreides 1:
  // the Kwisatz Haderach adds 2 unless the leader or cheap hero it goes with is killed.
  const total = (side: 'aggressor' | 'defender') => {
    const plan = plans[side];
    const leader = plan.leader;
    const other = side === 'aggressor' ? plans.defender : plans.aggressor;
    const heroKilled = leader !== null ? dies[side] : kills(other.weapon, plan.defense);
    const kwisatz = plan.kwisatzHaderach && !heroKilled ? KWISATZ_HADERACH_VALUE : 0;
    return (
      forceStrength(state, plan, starredValue(state, battle, seatOfSide[side])) +
      (leader !== null && !dies[side] ? leaderValue(state, leader, other) : 0) +
      kwisatz
    );
  };
  revealTamper(state, [plans.aggressor.leader, plans.defender.leader], log); // 000 XXXVII
  const totals = { aggressor: total('aggressor'), defender: total('defender') };
  // rules 000 §10.C.2: ties go to the aggressor.
  const winner = totals.aggressor >= totals.defender ? aggressor : defender;
  const loser = opponentOf(battle, winner);
  let bounty = 0;
  for (const side of ['aggressor', 'defender'] as const) {
    const leader = plans[side].leader;
    if (leader === null) continue;
    if (dies[side]) {
      leaderToTanks(state, leader, 'weapon', log);
      bounty += leaderValue(state, leader, side === 'aggressor' ? plans.defender : plans.aggressor);
    } else {
      leaderSurvives(state, battle, side === 'aggressor' ? aggressor : defender);
    }
  }
  log.public('battleWon', { territory: battle.territory, winner, loser, by: 'strength', totals });
  // rules 000 §10.C.5: the loser loses every token there and discards its cards; its leader, if alive, stays.
  loseAllForces(state, battle, loser, log);
  discardPlayed(state, loser, cardsOf(planOf(battle, loser)), log);
  let resolution: Resolution;
  if (hasStarredHere(state, battle, winner)) {
    const options = lossOptions(state, battle, winner);
    if (options.length === 1) loseForces(state, battle, winner, options[0]!.count, log, options[0]!.starred);
    resolution = { winner, losses: null, ...(options.length > 1 ? { starredLosses: options } : {}) };
  } else {
    const losses = lossRange(state, battle, winner);
    if (losses.max === losses.min) loseForces(state, battle, winner, losses.min, log);
    resolution = { winner, losses: losses.max > losses.min ? losses : null };
  }
  // rules 000 §10.C.4: the winner is paid for every leader killed, its own included.
  pay(state, winner, bounty, log);
  settleStakes(state, battle, null, log);
  winnerKeeps(state, battle, winner, log);
  return resolution;
}

/** annexe 5 Atreides 1: what the Kwisatz Haderach adds. */
export const KWISATZ_HADERACH_VALUE = 2;

/** The winner has starred tokens in the territory: its losses are chosen among `lossOptions` (rules 000 §15). */
function hasStarredHere(state: DuneState, battle: BattleState, seat: Seat): boolean {
  return starredIn(state, battle.territory, state.seats[seat]!) > 0;
}

/**
 * The winner (null when nobody wins), and the range of losses it must choose from, if it has a choice; with
 * starred tokens there (rules 000 §15), the options instead.
 */
export interface Resolution {
  readonly winner: Seat | null;
  readonly losses: { readonly min: number; readonly max: number } | null;
  readonly starredLosses?: readonly LossOption[];
}

/**
 * Resolves the battle once both plans are revealed and the traitor calls are in (rules 000 §10.C–D, annexe 4
 * Laser; with advanced battles §24: the spice set aside is settled here, in every case).
 */
export function resolveBattle(state: DuneState, battle: BattleState, log: EventLog): Resolution {
  const [aggressor, defender] = fighters(battle);
  // rules 000 §6.B: the two who used battle wheels last dial the next storm.
  state.lastBattleWheels = [aggressor, defender];
  const aggressorCalled = sideCalled(state, battle, aggressor);
  const defenderCalled = sideCalled(state, battle, defender);
  if (aggressorCalled !== defenderCalled)
    return { winner: betrayal(state, battle, aggressorCalled ? aggressor : defender, log), losses: null };
  if (explodes(planOf(battle, aggressor), planOf(battle, defender))) {
    explosion(state, battle, log);
    return { winner: null, losses: null };
  }
  if (aggressorCalled) {
    doubleBetrayal(state, battle, log);
    return { winner: null, losses: null };
  }
  return fight(state, battle, log);
}
