import type { RuleError, Seat } from '@arrakis/engine';
import { reason } from '../reasons.ts';
import type { Faction } from '../data/factions.ts';
import { LEADERS, type LeaderId } from '../data/leaders.ts';
import type { DuneAction } from '../actions.ts';
import { activeSeats, factionOf, seatOf } from '../board.ts';
import { cardOfKind, consumeKaramaBlock, discardFromHand, karamaCardOf, playKarama } from '../cards.ts';
import type { EventLog } from '../events.ts';
import { oneSeat, pop, push, type FrameTable } from '../flow.ts';
import { endTurnOf, leaderRevivalChoices } from '../phases/movement.ts';
import { factionToBank, factionToFaction, freeSpice } from '../spice.ts';
import type { BattlePlan, DuneState } from '../state.ts';

/**
 * 000 XXXVII (option `tleilaxu`): the Bene Tleilax, a seventh faction. Its state, absent without the option or
 * without the faction seated (so games recorded before keep their hashes).
 */
export interface TleilaxuState {
  /**
   * "il indique, en notant secrètement sur un papier, que ce chef aura une valeur de combat augmentée ou diminuée
   * de 1": leader → +1 or -1. Secret: the Tleilaxu's, until the leader fights (`shown`).
   */
  tampered: Record<string, number>;
  /** Tampered leaders whose alteration a battle revealed: public from then on. */
  shown: string[];
  /** "La carte ghola permet aux Tleilaxus de s'approprier un chef mort": leaders they hold (location 'ghola'). */
  gholas: LeaderId[];
  /** "un chef qui est passé aux cuves ne pourra pas être utilisé contre les Tleilaxus": every leader once dead. */
  tanked: LeaderId[];
  /** 10.b.7: the turn a Karama of the Tleilaxu forbade the other players' token revivals; 0 = never. */
  revivalBan: number;
  /** The last turn the 10.b.7 window was asked. */
  asked: number;
}

export const TLEILAXU: Faction = 'tleilaxu';
export const FACE_DANCER: LeaderId = 'faceDancer';
/** "si l'opposant n'en met pas en jeu, il a une valeur de 1". */
export const FACE_DANCER_ALONE = 1;
/** 000 XXXVII "permettant ainsi d'entreprendre des parties à sept joueurs". */
export const TLEILAXU_MAX_SEATS = 7;
/** The seats of the box without the option (rules 000 "de 2 à 6 joueurs"). */
export const BOX_MAX_SEATS = 6;

export function newTleilaxuState(): TleilaxuState {
  return { tampered: {}, shown: [], gholas: [], tanked: [], revivalBan: 0, asked: 0 };
}

/** The Tleilaxu's seat when the variant is played and they are seated. */
export function tleilaxuSeat(state: DuneState): Seat | null {
  return state.tleilaxu ? seatOf(state, TLEILAXU) : null;
}

/**
 * After every action: a leader in the tanks has "passed through" them (never again against the Tleilaxu); a ghola
 * that died goes back to its owner's dead; an alteration ends with the leader's death (a new buy-back may alter it
 * again). Read at every action rather than hooked into each way a leader dies.
 */
export function noteTanks(state: DuneState): void {
  const t = state.tleilaxu;
  if (!t) return;
  for (const fs of Object.values(state.factions)) {
    if (fs.faction === TLEILAXU) continue;
    for (const [id, l] of Object.entries(fs.leaders)) {
      if (l.location !== 'tanks') continue;
      const leader = id as LeaderId;
      if (!t.tanked.includes(leader)) t.tanked.push(leader);
      if (t.gholas.includes(leader)) t.gholas = t.gholas.filter((g) => g !== leader);
      if (id in t.tampered) {
        delete t.tampered[id];
        t.shown = t.shown.filter((s) => s !== id);
      }
    }
  }
}

/**
 * Whether `seat` may put `leader` in a plan against `opponent`: a leader that has been to the tanks never fights
 * the Tleilaxu; a ghola never fights its original owner.
 */
export function tleilaxuLeaderMayFight(state: DuneState, seat: Seat, leader: LeaderId, opponent: Seat | null): boolean {
  const t = state.tleilaxu;
  if (!t || opponent === null) return true;
  if (state.seats[seat] === TLEILAXU)
    return !t.gholas.includes(leader) || state.seats[opponent] !== LEADERS[leader].faction;
  return state.seats[opponent] !== TLEILAXU || !t.tanked.includes(leader);
}

/** The Tleilaxu's gholas ready to fight in this territory (location 'ghola', not used elsewhere this turn). */
export function gholasAvailable(state: DuneState, territory: string): LeaderId[] {
  const t = state.tleilaxu;
  if (!t) return [];
  return t.gholas.filter((id) => {
    const l = state.factions[LEADERS[id].faction]!.leaders[id]!;
    return l.location === 'ghola' && (l.usedIn === null || l.usedIn === territory);
  });
}

/**
 * A leader's fighting value in this battle: the Face Dancer takes the opposing leader's printed value (a cheap hero
 * is no leader: a reading, he is then worth 1); a leader altered by the Tleilaxu counts ±1 (never below 0).
 */
export function leaderValue(state: DuneState, leader: LeaderId, opposing: BattlePlan | undefined): number {
  if (leader === FACE_DANCER) {
    const other = opposing?.leader ?? null;
    return other === null || other === FACE_DANCER ? FACE_DANCER_ALONE : LEADERS[other].value;
  }
  return Math.max(0, LEADERS[leader].value + (state.tleilaxu?.tampered[leader] ?? 0));
}

/** A tampered leader that fights shows its alteration to everyone. */
export function revealTamper(state: DuneState, leaders: readonly (LeaderId | null)[], log: EventLog): void {
  const t = state.tleilaxu;
  if (!t) return;
  for (const leader of leaders) {
    if (leader === null || !(leader in t.tampered) || t.shown.includes(leader)) continue;
    t.shown.push(leader);
    log.public('tamperRevealed', { leader, delta: t.tampered[leader]! });
  }
}

/**
 * "payer aux Tleilaxus la somme nécessaire pour faire revenir ceux qu'ils veulent ressusciter en plus": every paid
 * revival goes to the Tleilaxu (a reading: a leader's revival of §9.D and the Kwisatz Haderach's too, the tanks
 * being theirs); the Tleilaxu's own, or without them, to the bank.
 */
export function payRevival(state: DuneState, faction: Faction, amount: number): void {
  if (tleilaxuSeat(state) !== null && faction !== TLEILAXU) factionToFaction(state, faction, TLEILAXU, amount);
  else factionToBank(state, faction, amount);
}

/** The leaders a seat may offer to buy back from the Tleilaxu, once a turn instead of the revival of §9.D. */
export function buyBackLeaders(state: DuneState, seat: Seat): LeaderId[] {
  const t = tleilaxuSeat(state);
  if (t === null || t === seat || !activeSeats(state).includes(t)) return [];
  const fs = factionOf(state, seat);
  if (fs.leaderRevivedTurn === state.turn) return [];
  return Object.entries(fs.leaders)
    .filter(([, l]) => l.location === 'tanks')
    .map(([id]) => id as LeaderId);
}

/** Offers for every leader that may be bought back, at every price the seat can pay (0 included). */
export function buyBackOffers(state: DuneState, seat: Seat): DuneAction[] {
  const leaders = buyBackLeaders(state, seat);
  const spice = freeSpice(state, seat);
  const out: DuneAction[] = [];
  for (const leader of leaders)
    for (let price = 0; price <= spice; price++) out.push({ type: 'offerBuyBack', leader, price });
  return out;
}

export function checkBuyBackOffer(state: DuneState, seat: Seat, action: DuneAction): RuleError | null {
  if (action.type !== 'offerBuyBack') return null;
  if (!buyBackLeaders(state, seat).includes(action.leader as LeaderId))
    return reason('buyBackNotOffered', { leader: action.leader });
  if (action.price > freeSpice(state, seat))
    return reason('buyBackOverSpice', { amount: action.price, spice: freeSpice(state, seat) });
  return null;
}

/** The offer made: the Tleilaxu answer. `done` ends the buyer's movement turn once everything is settled. */
export function offerBuyBack(state: DuneState, seat: Seat, leader: LeaderId, price: number, log: EventLog): void {
  log.public('buyBackOffered', { seat, leader, price });
  push(state, { kind: 'buyBackAnswer', seat: tleilaxuSeat(state)!, buyer: seat, leader, price });
}

/**
 * 10.a.7 and 10.b.7: the Karama uses the Tleilaxu bring. A (karama.ts `KARAMA_POWERS`): "Empêche le Bene Tleilax de
 * s'approprier un chef mort avec une carte ghola, ou de modifier les caractéristiques d'un chef sortant des cuves"
 * (two powers, each cancelled once). B (a special power of §18): forbid the others' revivals of tokens this turn.
 */
/** The 10.b.7 window, at the start of the revivals: asked every turn (Karama or not, so the wait tells nothing). */
export function startRevivalBanWindow(state: DuneState): boolean {
  const t = state.tleilaxu;
  const seat = tleilaxuSeat(state);
  if (!t || seat === null || !state.options.specialKarama || t.asked === state.turn) return false;
  if (!activeSeats(state).includes(seat)) return false;
  t.asked = state.turn;
  push(state, { kind: 'revivalBanWindow', seat });
  return true;
}

/** The Tleilaxu with the ghola card: every dead leader of another faction they may take. */
export function gholaTargets(state: DuneState, seat: Seat): LeaderId[] {
  if (!state.tleilaxu || state.seats[seat] !== TLEILAXU || !cardOfKind(state, seat, 'tleilaxuGhola')) return [];
  const out: LeaderId[] = [];
  for (const fs of Object.values(state.factions)) {
    if (fs.faction === TLEILAXU) continue;
    for (const [id, l] of Object.entries(fs.leaders)) if (l.location === 'tanks') out.push(id as LeaderId);
  }
  return out;
}

/** Why `gholaTakeActions` does not list taking `leader`: the same tests as `gholaTargets`, one at a time. */
export function gholaTakeRefusal(state: DuneState, seat: Seat, leader: string): RuleError | null {
  if (!state.tleilaxu || state.seats[seat] !== TLEILAXU) return reason('gholaTakeTleilaxuOnly');
  if (!cardOfKind(state, seat, 'tleilaxuGhola')) return reason('cardKindNotHeld', { kind: 'tleilaxuGhola' });
  return gholaTargets(state, seat).includes(leader as LeaderId) ? null : reason('gholaTakeNotInTanks', { leader });
}

export function gholaTakeActions(state: DuneState, seat: Seat): DuneAction[] {
  return gholaTargets(state, seat).map((leader): DuneAction => ({ type: 'gholaTake', leader }));
}

/** "La carte ghola permet aux Tleilaxus de s'approprier un chef mort" (10.a.7: a Karama may prevent it once). */
export function gholaTake(state: DuneState, seat: Seat, leader: LeaderId, log: EventLog): void {
  discardFromHand(state, seat, cardOfKind(state, seat, 'tleilaxuGhola')!);
  if (consumeKaramaBlock(state, TLEILAXU, 'gholaLeader')) {
    log.public('karamaPrevented', { faction: TLEILAXU, power: 'gholaLeader', seat });
    return;
  }
  const l = state.factions[LEADERS[leader].faction]!.leaders[leader]!;
  l.location = 'ghola';
  l.usedIn = null;
  state.tleilaxu!.gholas.push(leader);
  log.public('gholaTaken', { seat, leader, from: seatOf(state, LEADERS[leader].faction) });
}

export const tleilaxuFrames: Pick<FrameTable, 'buyBackAnswer' | 'leaderTamper' | 'revivalBanWindow'> = {
  // "en en négociant le prix avec le Bene Tleilax": the Tleilaxu accept the offered price or refuse it.
  buyBackAnswer: {
    seats: oneSeat,
    legal: (): DuneAction[] => [
      { type: 'answerBuyBack', accept: true },
      { type: 'answerBuyBack', accept: false },
    ],
    perform(state, frame, seat, action, log) {
      if (action.type !== 'answerBuyBack') return;
      pop(state);
      const buyer = factionOf(state, frame.buyer);
      const l = buyer.leaders[frame.leader];
      // The buyer may have spent the spice or lost the leader's place meanwhile (an interrupt): the offer lapses.
      if (!action.accept || !l || l.location !== 'tanks' || freeSpice(state, frame.buyer) < frame.price) {
        log.public('buyBackRefused', { seat, to: frame.buyer, leader: frame.leader });
        finishBuyBack(state, frame.buyer, log);
        return;
      }
      factionToFaction(state, buyer.faction, TLEILAXU, frame.price);
      l.location = 'available';
      l.usedIn = null;
      l.revivals++;
      buyer.leaderRevivedTurn = state.turn;
      buyer.leaderRevivalOpen =
        buyer.leaderRevivalOpen && Object.values(buyer.leaders).some((x) => x.location === 'tanks');
      log.public('leaderBoughtBack', { seat: frame.buyer, leader: frame.leader, paid: frame.price, to: seat });
      // 10.a.7: a Karama waiting against the alteration cancels this one.
      if (consumeKaramaBlock(state, TLEILAXU, 'tamper')) {
        log.public('karamaPrevented', { faction: TLEILAXU, power: 'tamper', seat });
        finishBuyBack(state, frame.buyer, log);
        return;
      }
      push(state, { kind: 'leaderTamper', seat, buyer: frame.buyer, leader: frame.leader });
    },
  },
  // "peut trafiquer chaque chef ressuscité par ses soins": +1, -1, or left as it is; secret.
  leaderTamper: {
    seats: oneSeat,
    legal: (): DuneAction[] => [-1, 0, 1].map((delta): DuneAction => ({ type: 'tamperLeader', delta })),
    perform(state, frame, seat, action, log) {
      if (action.type !== 'tamperLeader') return;
      pop(state);
      if (action.delta !== 0) state.tleilaxu!.tampered[frame.leader] = action.delta;
      log.private_([seat], 'leaderTampered', { leader: frame.leader, delta: action.delta });
      finishBuyBack(state, frame.buyer, log);
    },
  },
  // 10.b.7 "au début de la phase d'enrôlement, interdire à tous les autres joueurs de récupérer des pions".
  revivalBanWindow: {
    seats: oneSeat,
    legal(state, _frame, seat) {
      const out: DuneAction[] = [{ type: 'pass' }];
      if (karamaCardOf(state, seat) !== null) out.push({ type: 'karamaBanRevival' });
      return out;
    },
    perform(state, _frame, seat, action, log) {
      pop(state);
      if (action.type !== 'karamaBanRevival' || !playKarama(state, seat, log)) return;
      state.tleilaxu!.revivalBan = state.turn;
      log.public('revivalBanned', { seat });
    },
  },
};

/** The buy-back settled: a refused buyer may still revive by §9.D; then its movement turn ends. */
function finishBuyBack(state: DuneState, buyer: Seat, log: EventLog): void {
  if (factionOf(state, buyer).leaderRevivedTurn !== state.turn && leaderRevivalChoices(state, buyer).length > 0) {
    push(state, { kind: 'leaderRevival', seat: buyer, offered: true });
    return;
  }
  endTurnOf(state, buyer, log);
}
