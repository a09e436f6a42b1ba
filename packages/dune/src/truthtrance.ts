import { ruleError, type Seat } from '@arrakis/engine';
import { FACTIONS, type Faction } from './data/factions.ts';
import { LEADERS, type LeaderId } from './data/leaders.ts';
import { TREACHERY_CARDS, type TreacheryKind } from './data/treachery.ts';
import type { DuneAction, TruthtranceQuestion } from './actions.ts';
import { factionOf } from './board.ts';
import { kindOf } from './cards.ts';
import { oneSeat, pop, type FrameTable } from './flow.ts';
import type { DuneState } from './state.ts';

/** The spice thresholds listed as questions; any amount up to 99 may still be asked. */
const TRUTHTRANCE_SPICE_STEPS = 30;
const TREACHERY_KINDS: readonly TreacheryKind[] = [...new Set(Object.values(TREACHERY_CARDS).map((c) => c.kind))];

/** The yes/no questions the engine can answer about `target` (annexe 4 Transe de vérité). */
export function truthtranceQuestions(state: DuneState, target: Seat): TruthtranceQuestion[] {
  const qs: TruthtranceQuestion[] = TREACHERY_KINDS.map((kind) => ({ about: 'holdsCardKind', kind }));
  for (const leader of Object.keys(LEADERS)) {
    if (state.seats.includes(LEADERS[leader as LeaderId].faction)) qs.push({ about: 'hasTraitor', leader });
  }
  for (let amount = 1; amount <= TRUTHTRANCE_SPICE_STEPS; amount++) qs.push({ about: 'spiceAtLeast', amount });
  if (state.seats[target] === 'beneGesserit') {
    for (const faction of state.seats) {
      if (faction === 'beneGesserit') continue;
      for (let turn = 1; turn <= 15; turn++) qs.push({ about: 'predicted', faction, turn });
    }
  }
  return qs;
}

/**
 * The questions as frozen actions, kept for the last seats and target asked about: they depend on nothing else,
 * and a game asks with the same seats each time.
 */
let askedSeats: readonly Faction[] = [];
let askedOfBeneGesserit = false;
let asked: readonly DuneAction[] = [];

function asks(state: DuneState, target: Seat): readonly DuneAction[] {
  const ofBeneGesserit = state.seats[target] === 'beneGesserit';
  const seats = state.seats;
  let same = ofBeneGesserit === askedOfBeneGesserit && seats.length === askedSeats.length;
  for (let i = 0; same && i < seats.length; i++) same = seats[i] === askedSeats[i];
  if (!same) {
    askedSeats = [...seats];
    askedOfBeneGesserit = ofBeneGesserit;
    asked = truthtranceQuestions(state, target).map(
      (question) => Object.freeze({ type: 'ask', question: Object.freeze(question) }) as DuneAction,
    );
  }
  return asked;
}

/** annexe 4 Transe de vérité: the engine answers for the target, truthfully. */
export function answer(state: DuneState, target: Seat, q: TruthtranceQuestion): boolean {
  const fs = factionOf(state, target);
  switch (q.about) {
    case 'holdsCardKind':
      return fs.hand.some((c) => kindOf(c) === q.kind);
    case 'hasTraitor':
      return fs.traitors.includes(q.leader as LeaderId);
    case 'spiceAtLeast':
      return fs.spice >= q.amount;
    case 'predicted':
      return state.prediction !== null && state.prediction.faction === q.faction && state.prediction.turn === q.turn;
  }
}
export const truthtranceFrames: Pick<FrameTable, 'truthtranceQuestion'> = {
  // annexe 4 Transe de vérité: the target must answer the question truthfully, by yes or no; the engine answers.
  truthtranceQuestion: {
    seats: oneSeat,
    legal: (state, frame) => asks(state, frame.target).slice(),
    check(state, _frame, _seat, action) {
      if (action.type !== 'ask')
        return ruleError('illegalAction', { type: action.type, decision: 'truthtranceQuestion' });
      const q = action.question;
      if (q.about === 'hasTraitor' && !(q.leader in LEADERS)) return ruleError('unknownLeader', { leader: q.leader });
      if (q.about === 'holdsCardKind' && !TREACHERY_KINDS.includes(q.kind as TreacheryKind))
        return ruleError('unknownCardKind', { kind: q.kind });
      if (q.about === 'predicted' && !FACTIONS.includes(q.faction as Faction))
        return ruleError('unknownFaction', { faction: q.faction });
      return null;
    },
    perform(state, frame, seat, action, log) {
      if (action.type !== 'ask') return;
      pop(state);
      const yes = answer(state, frame.target, action.question);
      log.public('truthtrance', { asker: seat, target: frame.target, question: action.question, answer: yes });
    },
  },
};
