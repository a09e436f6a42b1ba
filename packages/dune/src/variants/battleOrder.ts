import type { Seat } from '@arrakis/engine';
import { battlesOf } from '../battle/battles.ts';
import { coexisting } from '../coexistence.ts';
import type { DuneAction } from '../actions.ts';
import { boardTerritories } from '../data/governorMap.ts';
import type { EventLog } from '../events.ts';
import type { DuneState } from '../state.ts';

/**
 * 000 XXXII (variant `battleOrder`) "Le premier joueur après la tempête doit choisir l'un des combats possibles
 * pour ses pions. Une fois ce combat effectué (ou un accord obtenu, si la règle VII est utilisée) le second joueur
 * choisit un combat etc. Si sur une case se trouvent des pions appartenant à plus de deux joueurs, celui qui choisit
 * de combattre désigne également son adversaire, le combat éventuel entre les deux vainqueurs se réglant plus tard.
 * Tout joueur doit, si il le peut, effectuer un combat. Dès que le Bene Gesserit passe, il signifie son intention de
 * coexister pacifiquement sur tous les territoires où il cohabite encore avec un autre joueur."
 *
 * Readings: the seats take turns in storm order (`state.battles.aggressorIndex` is the seat whose turn it is), each
 * choosing one of its battles (territory and opponent) and fighting it as the aggressor; round the table again
 * until no battle is left; a seat without a battle is skipped. "la règle VII" is read as XXXIII, the variant of the
 * agreement (the official VII is the spice blow, which has no agreement). The Bene Gesserit may pass instead of
 * choosing only where their coexistence exists (the extra powers, rules 000 §15.B); passing, they coexist in every
 * territory they still share with another faction, to the end of the turn, and so fight no more battles.
 */
export function battleOrderOn(state: DuneState): boolean {
  return state.options.battleOrder === true;
}

/**
 * The seat whose turn it is to choose: from the current one round the table in storm order, the first with a
 * battle (the round's index moves to it); null when nobody has one.
 */
export function nextChooser(state: DuneState): Seat | null {
  const round = state.battles!;
  const n = round.order.length;
  for (let k = 0; k < n; k++) {
    const index = (round.aggressorIndex + k) % n;
    if (battlesOf(state, round.order[index]!).length === 0) continue;
    round.aggressorIndex = index;
    return round.order[index]!;
  }
  return null;
}

/** After a battle fought, or an agreement reached (XXXIII), the next seat in storm order chooses. */
export function passTurn(state: DuneState): void {
  const round = state.battles!;
  round.aggressorIndex = (round.aggressorIndex + 1) % round.order.length;
}

/** "Dès que le Bene Gesserit passe": with the coexistence of §15.B, the Bene Gesserit may pass their choice. */
export function beneGesseritMayPass(state: DuneState, seat: Seat): boolean {
  return battleOrderOn(state) && state.seats[seat] === 'beneGesserit' && state.extra !== null;
}

/** The choice's extra answer: the Bene Gesserit's pass. */
export function passChoice(state: DuneState, seat: Seat): DuneAction[] {
  return beneGesseritMayPass(state, seat) ? [{ type: 'pass' }] : [];
}

/**
 * The Bene Gesserit pass: they coexist in peace wherever they still share a territory with another faction (the
 * declarations of §15.B.5 that ended it there are withdrawn for the rest of the turn); their turn is over.
 */
export function passEverywhere(state: DuneState, seat: Seat, log: EventLog): void {
  const c = state.extra!.coexistence;
  const now = boardTerritories(state.options).filter((t) => c.ended.includes(t));
  c.ended = [];
  const territories = now.filter((t) => coexisting(state, t));
  log.public('battleOrderCoexistence', { seat, territories });
  passTurn(state);
}
