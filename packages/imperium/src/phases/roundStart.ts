import { conflictIn } from '../edition.ts';
import { contentOf } from '../editions/index.ts';
import { drawCards } from '../cards.ts';
import { HAGAL_DIFFICULTIES } from '../data/hagal.ts';
import { isRival } from '../effects/evaluate.ts';
import { push } from '../effects/stack.ts';
import { recruitTroops } from '../troops.ts';
import { enterPhase, type PhaseRules } from '../flow.ts';

/** The hand drawn each round (rules 002 PHASE 1 : DÉBUT DE MANCHE). */
export const HAND_SIZE = 5;

/** rules 002 PHASE 1 : DÉBUT DE MANCHE: reveal the Conflict, then each player draws five cards. */
export const roundStartPhase: PhaseRules = {
  next(state, log) {
    state.round++;
    const conflict = state.conflictDeck[0]!;
    state.conflictDeck = state.conflictDeck.slice(1);
    state.conflict = conflict;
    log.public('roundStarted', { round: state.round, firstPlayer: state.firstPlayer });
    log.public('conflictRevealed', { conflict });
    for (let seat = 0; seat < state.seatCount; seat++) drawCards(state, seat, HAND_SIZE, log);
    enterPhase(state, 'playerTurns');
    state.current = state.firstPlayer;
    state.turn = null;
    const h = state.houseHagal;
    // rules 002 RÈGLES SUPPLÉMENTAIRES POUR LES RIVAUX, Maîtres d'Armes: with the card above them, a third Agent.
    if (h?.difficulty && state.round === HAGAL_DIFFICULTIES[h.difficulty].conflictCardsAboveRivalSwordmasters) {
      for (const seat of h.seats) {
        const rival = state.players[seat]!;
        rival.agents++;
        rival.agentsLeft++;
        rival.swordmaster = true;
        log.public('swordmaster', { seat });
      }
    }
    // rules 002 Bonus de Contrôle: the controller of the space fought over may deploy 1 troop from the supply.
    const content = contentOf(state);
    const space = conflictIn(content, conflict).controlSpace;
    const controller = (space ? state.board.control[space] : null) ?? null;
    if (controller !== null && isRival(state, controller)) recruitTroops(state, controller, 1, true, log);
    else if (controller !== null && state.players[controller]!.troops.supply > 0)
      push(state, {
        kind: 'pay',
        seat: controller,
        cost: [],
        effects: [...content.controlDefensiveBonus],
        ctx: { source: 'control', card: null, space },
      });
  },
};
