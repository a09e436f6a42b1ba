import { ruleError, type RuleError, type Seat } from '@arrakis/engine';
import type { DuneAction } from '../actions.ts';
import { battlesOf } from '../battle/battles.ts';
import { clearForces, isStronghold, toReserves } from '../board.ts';
import type { TerritoryId } from '../data/territories.ts';
import type { EventLog } from '../events.ts';
import { oneSeat, pop, push, type FrameOf, type FrameTable } from '../flow.ts';
import { reason } from '../reasons.ts';
import { boardToFaction } from '../spice.ts';
import type { DuneState } from '../state.ts';
import { battleOrderOn, passTurn } from './battleOrder.ts';

/**
 * 000 XXXIII (variant `battleAgreement`) "Le combat n'est plus obligatoire. Tous les joueurs occupant un même
 * territoire disposent d'une minute pour parvenir à un accord, et il suffit qu'un joueur refuse celui-ci pour que
 * tous doivent combattre. Si de l'épice se trouve sur le territoire concerné, les joueurs doivent s'entendre sur son
 * partage. S'il s'agit d'un sietch, ils doivent décider de celui qui en aura le contrôle."
 *
 * Readings: before the first battle in a territory, the seat that chose it proposes one agreement to the parties
 * (every seat with a battle there), or passes to fight; the others accept or refuse, in public. The spice there
 * is shared at once as proposed (the shares add up to it); in a stronghold ("sietch": the text's word for every
 * stronghold) the parties other than the holder take their tokens back to their reserves, so that the holder
 * alone occupies it: control, in Dune, is holding a stronghold alone (rules 000 §4). One refusal, or no proposal,
 * and every battle there is fought as usual, with no second proposal this turn. Settled, the territory sees no
 * battle this phase. The minute is the host's timer on the answers (option `agreementSeconds`): when it runs out,
 * the host passes (refuses) for whoever has not accepted — never a clock inside the engine.
 */
export function agreementsOn(state: DuneState): boolean {
  return state.options.battleAgreement === true;
}

/** The seats with a battle in the territory, in seat order: the parties to its agreement. */
export function agreementParties(state: DuneState, territory: TerritoryId): Seat[] {
  const parties: Seat[] = [];
  for (let seat = 0; seat < state.seats.length; seat++)
    if (battlesOf(state, seat).some((o) => o.territory === territory)) parties.push(seat);
  return parties;
}

/**
 * Before the chosen battle: the proposal, when the territory has had none this phase; false when the battle is
 * to be fought at once.
 */
export function offerAgreement(
  state: DuneState,
  chooser: Seat,
  territory: TerritoryId,
  opponent: Seat,
  log: EventLog,
): boolean {
  if (!agreementsOn(state) || state.battles!.refused?.includes(territory)) return false;
  const parties = agreementParties(state, territory);
  push(state, { kind: 'agreementProposal', seat: chooser, territory, opponent, parties });
  log.public('agreementOpened', { seat: chooser, territory });
  return true;
}

/** A few proposals to list (the others are checked when proposed): the spice all to one party, or evenly shared; each holder. */
function listedProposals(state: DuneState, frame: FrameOf<'agreementProposal'>): DuneAction[] {
  const spice = state.board[frame.territory]!.spice;
  const n = frame.parties.length;
  const holders: (Seat | null)[] = isStronghold(frame.territory) ? frame.parties : [null];
  const splits: number[][] = [];
  if (spice > 0) {
    for (let i = 0; i < n; i++) splits.push(frame.parties.map((_, j) => (j === i ? spice : 0)));
    const even = frame.parties.map((_, j) => Math.floor(spice / n) + (j < spice % n ? 1 : 0));
    if (!splits.some((s) => s.every((v, j) => v === even[j]))) splits.push(even);
  } else splits.push(frame.parties.map(() => 0));
  const out: DuneAction[] = [{ type: 'pass' }];
  for (const holder of holders) for (const shares of splits) out.push({ type: 'proposeAgreement', shares, holder });
  return out;
}

/** 000 XXXIII: why not this proposal: the spice shares must add up to the spice there; a stronghold needs a holder. */
export function proposalRefusal(
  state: DuneState,
  frame: FrameOf<'agreementProposal'>,
  action: DuneAction,
): RuleError | null {
  if (action.type !== 'proposeAgreement') return null;
  const spice = state.board[frame.territory]!.spice;
  const sum = action.shares.reduce((a, b) => a + b, 0);
  if (action.shares.length !== frame.parties.length || sum !== spice)
    return reason('agreementSpiceShares', { territory: frame.territory, spice, parties: frame.parties.length });
  if (isStronghold(frame.territory) && (action.holder === null || !frame.parties.includes(action.holder)))
    return reason('agreementHolderNeeded', { territory: frame.territory });
  if (!isStronghold(frame.territory) && action.holder !== null)
    return reason('agreementNoHolder', { territory: frame.territory });
  return null;
}

/** Every agreement accepted: the spice shared, the stronghold left to its holder, no battle there this phase. */
function conclude(state: DuneState, frame: FrameOf<'agreement'>, log: EventLog): void {
  const { territory, parties, shares, holder } = frame;
  parties.forEach((seat, i) => {
    if (shares[i]! > 0) boardToFaction(state, territory, state.seats[seat]!, shares[i]!);
  });
  if (holder !== null)
    for (const seat of parties) {
      if (seat === holder) continue;
      const faction = state.seats[seat]!;
      const removed = clearForces(state, territory, faction);
      toReserves(state, faction, removed);
      log.public('agreementWithdrawn', { seat, territory, count: removed.count });
    }
  const round = state.battles!;
  round.settled = [...(round.settled ?? []), territory];
  log.public('agreementReached', { territory });
  if (battleOrderOn(state)) passTurn(state);
}

export function battleAgreementFrames(
  fight: (state: DuneState, aggressor: Seat, territory: TerritoryId, opponent: Seat, log: EventLog) => void,
): Pick<FrameTable, 'agreementProposal' | 'agreement'> {
  /** One refusal: all must fight there, the chosen battle first. */
  const refuse = (
    state: DuneState,
    seat: Seat,
    aggressor: Seat,
    territory: TerritoryId,
    opponent: Seat,
    log: EventLog,
  ) => {
    pop(state);
    const round = state.battles!;
    round.refused = [...(round.refused ?? []), territory];
    log.public('agreementRefused', { seat, territory });
    fight(state, aggressor, territory, opponent, log);
  };
  return {
    agreementProposal: {
      seats: oneSeat,
      legal: (state, frame) => listedProposals(state, frame),
      check(state, frame, _seat, action) {
        if (action.type === 'pass') return null;
        if (action.type !== 'proposeAgreement')
          return ruleError('illegalAction', { type: action.type, decision: frame.kind });
        return proposalRefusal(state, frame, action);
      },
      perform(state, frame, seat, action, log) {
        if (action.type !== 'proposeAgreement') {
          refuse(state, seat, frame.seat, frame.territory, frame.opponent, log);
          return;
        }
        pop(state);
        const next: FrameOf<'agreement'> = {
          kind: 'agreement',
          seats: frame.parties.filter((s) => s !== seat),
          proposer: seat,
          territory: frame.territory,
          opponent: frame.opponent,
          parties: frame.parties,
          shares: [...action.shares],
          holder: action.holder,
        };
        push(state, next);
        log.public('agreementProposed', {
          seat,
          territory: frame.territory,
          shares: frame.parties.map((s, i) => ({ seat: s, amount: action.shares[i]! })),
          holder: action.holder,
        });
      },
    },
    agreement: {
      seats: (f) => f.seats,
      legal: () => [{ type: 'acceptAgreement' }, { type: 'pass' }],
      perform(state, frame, seat, action, log) {
        if (action.type !== 'acceptAgreement') {
          refuse(state, seat, frame.proposer, frame.territory, frame.opponent, log);
          return;
        }
        frame.seats = frame.seats.filter((s) => s !== seat);
        log.public('agreementAccepted', { seat, territory: frame.territory });
        if (frame.seats.length > 0) return;
        pop(state);
        conclude(state, frame, log);
      },
    },
  };
}
