import { ruleError, type RuleError, type Seat } from '@arrakis/engine';
import type { Faction } from '../data/factions.ts';
import { LEADERS, type LeaderId } from '../data/leaders.ts';
import type { DuneAction } from '../actions.ts';
import { factionOf } from '../board.ts';
import type { EventLog } from '../events.ts';
import { freeSpice } from '../spice.ts';
import { payRevival } from './tleilaxu.ts';
import type { DuneState } from '../state.ts';

/**
 * 000 XXXV "c'est le Fremen et non l'Atréide qui peut s'informer au début de la phase de mouvement des cartes
 * d'épice qui seront retournées au tour suivant" (annexe 3 Atreides 2 otherwise).
 */
export function spiceForeseer(state: Pick<DuneState, 'options'>): Faction {
  return state.options.fremenForesight ? 'fremen' : 'atreides';
}

export const DUNCAN: LeaderId = 'duncanIdaho';

/** 000 XXXV "le fidèle Duncan Idaho ne peut pas trahir". */
export function neverBetrays(state: DuneState, leader: LeaderId): boolean {
  return state.options.fremenForesight === true && leader === DUNCAN;
}

/**
 * 000 XXXV "peut à tout moment être racheté des cuves, sans carte ghola, pour sa valeur en épice": an action of
 * the Atreides at any moment (an interrupt), while Duncan Idaho is in the tanks and they can pay.
 */
export function buyBackActions(state: DuneState, seat: Seat): DuneAction[] {
  return checkBuyBack(state, seat) === null ? [{ type: 'buyBackDuncan' }] : [];
}

export function checkBuyBack(state: DuneState, seat: Seat): RuleError | null {
  if (!state.options.fremenForesight) return ruleError('notNow', { type: 'buyBackDuncan', phase: state.phase });
  const fs = factionOf(state, seat);
  const duncan = fs.leaders[DUNCAN];
  if (fs.faction !== 'atreides' || duncan === undefined) return ruleError('unknownLeader', { leader: DUNCAN });
  if (duncan.location !== 'tanks') return ruleError('leaderNotInTanks', { leader: DUNCAN });
  const value = LEADERS[DUNCAN].value;
  if (freeSpice(state, seat) < value)
    return ruleError('notEnoughSpice', { amount: value, spice: freeSpice(state, seat) });
  return null;
}

/**
 * A reading: the buy-back is apart from the leader revival of §9.D (like the ghola it names): it needs no other
 * leader in the tanks and leaves the turn's leader revival free. The price goes to the bank, as revivals do.
 */
export function buyBackDuncan(state: DuneState, seat: Seat, log: EventLog): void {
  const fs = factionOf(state, seat);
  const duncan = fs.leaders[DUNCAN]!;
  const value = LEADERS[DUNCAN].value;
  payRevival(state, fs.faction, value); // 000 XXXVII: to the Tleilaxu when they play
  duncan.location = 'available';
  duncan.usedIn = null;
  fs.leaderRevivalOpen = fs.leaderRevivalOpen && Object.values(fs.leaders).some((l) => l.location === 'tanks');
  log.public('duncanBoughtBack', { seat, leader: DUNCAN, amount: value });
}
