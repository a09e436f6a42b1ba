import type { Seat } from '@arrakis/engine';
import type { EngineAction } from '../actions.ts';
import { conflictIn, modulesWith } from '../edition.ts';
import { contentOf, editionOf } from '../editions/index.ts';
import type { Effect } from '../dsl/effect.ts';
import { pop, push, pushEffects } from '../effects/stack.ts';
import { enterPhase, type PartialFrameTable, type PhaseRules } from '../flow.ts';
import { isSoloRival, sharedHagal, turnOrder } from '../effects/evaluate.ts';
import { intrigueActions, playIntrigue, playableIntrigues } from '../intrigue.ts';
import type { EngineState } from '../state.ts';
import { strength } from '../troops.ts';

export { turnOrder };

/** The players (not the Rivals) in turn order: they alone play Intrigues. */
export function playerOrder(state: EngineState): Seat[] {
  return turnOrder(state).filter((s) => s < state.seatCount);
}

function inConflict(state: EngineState, seat: Seat): boolean {
  return state.players[seat]!.troops.conflict > 0;
}

/** The seats in the Conflict on whose behalf `seat` may play Combat Intrigues (a six-player Commander's Allies). */
function beneficiaries(state: EngineState, seat: Seat): Seat[] {
  return modulesWith(editionOf(state), 'intrigueBeneficiaries').flatMap((m) =>
    m.intrigueBeneficiaries!(state, seat).filter((s) => inConflict(state, s)),
  );
}

/** Who plays in the Combat Intrigue round: a seat with troops in the Conflict, or one that may play for such a seat. */
function takesPart(state: EngineState, seat: Seat): boolean {
  return inConflict(state, seat) || beneficiaries(state, seat).length > 0;
}

export type Place = 'first' | 'second' | 'third';

/**
 * rules 002 RÉSOLUTION DU COMBAT, Égalités: the strongest wins the first reward; tied for first, each gets the
 * second; tied for second, each gets the third; tied for third, nothing; 0 strength, nothing. The third reward
 * exists in 4-player games only (our reading: so in a 3-player game a tie for second gets nothing).
 */
export function conflictPlaces(state: EngineState): { seat: Seat; place: Place }[] {
  const hagal = sharedHagal(state);
  const competitors = hagal !== null ? [...turnOrder(state), hagal] : turnOrder(state);
  const placing = modulesWith(editionOf(state), 'placeStrength');
  const fighters: { seat: Seat; strength: number }[] = [];
  const levels: number[] = [];
  for (const seat of competitors) {
    let n = strength(state, seat);
    if (n <= 0) continue;
    for (const m of placing) n = m.placeStrength!(state, seat, n);
    fighters.push({ seat, strength: n });
    // The distinct strengths, strongest first.
    let at = 0;
    while (at < levels.length && levels[at]! > n) at++;
    if (levels[at] !== n) levels.splice(at, 0, n);
  }
  const out: { seat: Seat; place: Place }[] = [];
  let position = 1;
  for (const level of levels) {
    const group = fighters.filter((f) => f.strength === level);
    const tied = group.length > 1;
    let place: Place | null = null;
    if (position === 1) place = tied ? 'second' : 'first';
    else if (position === 2) place = tied ? 'third' : 'second';
    else if (position === 3 && !tied) place = 'third';
    if (place === 'third' && state.players.length < editionOf(state).thirdRewardFrom) place = null;
    if (place) for (const f of group) out.push({ seat: f.seat, place });
    position += group.length;
  }
  return out;
}

/** rules 002 PHASE 3 : COMBAT. */
export const combatPhase: PhaseRules = {
  next(state, log) {
    switch (state.stage) {
      case 'start': {
        state.stage = modulesWith(editionOf(state), 'beforeRewards').length > 0 ? 'beforeRewards' : 'rewards';
        editionOf(state).rivals.combatSwords(state, log);
        const order = playerOrder(state).filter((s) => takesPart(state, s));
        if (order.length > 0) push(state, { kind: 'combatIntrigue', order, index: 0, passes: 0, played: false });
        return;
      }
      case 'beforeRewards':
        state.stage = 'rewards';
        for (const module of modulesWith(editionOf(state), 'beforeRewards')) module.beforeRewards!(state, log);
        return;
      case 'rewards': {
        const card = conflictIn(contentOf(state), state.conflict!);
        const places = conflictPlaces(state);
        log.public('combatResolved', {
          conflict: card.id,
          places: places.map((p) => ({ seat: p.seat, place: p.place, strength: strength(state, p.seat) })),
        });
        const rival = sharedHagal(state);
        // rules 002 PARTIES À DEUX JOUEURS: House Hagal takes no reward, but its win removes a control marker.
        if (places.some((p) => p.seat === rival && p.place === 'first') && card.controlSpace) {
          state.board.control[card.controlSpace] = null;
          log.public('controlRemoved', { space: card.controlSpace });
        }
        for (const { seat, place } of [...places].reverse()) {
          if (seat === rival) continue;
          let effects: readonly Effect[] = card[place];
          for (const module of editionOf(state).modules)
            if (module.conflictRewards) effects = module.conflictRewards(state, seat, place, effects);
          // rules 002 PARTIE SOLO, COMBAT: the Rivals take the first and second rewards, every kind of them.
          if (isSoloRival(state, seat)) {
            if (place !== 'third') editionOf(state).rivals.gains(state, seat, effects, log);
            continue;
          }
          pushEffects(state, seat, effects, { source: 'conflict', card: null, space: null });
        }
        state.stage = 'victor';
        return;
      }
      case 'victor': {
        // After the rewards (rules 002 CLARIFICATIONS, Exiger le Respect: the reward's spice can pay for it).
        const winner = conflictPlaces(state).find((p) => p.place === 'first');
        state.stage = 'cleanup';
        for (const module of editionOf(state).modules) module.conflictDecided?.(state, winner?.seat ?? null, log);
        if (winner && winner.seat < state.seatCount) push(state, { kind: 'conflictWon', seat: winner.seat });
        return;
      }
      default: {
        // rules 002 RÉSOLUTION DU COMBAT: troops go back to the supply, not the garrison; markers back to 0.
        for (const p of state.players) {
          p.troops.supply += p.troops.conflict;
          p.troops.conflict = 0;
          p.swords = 0;
        }
        for (const module of editionOf(state).modules) module.afterCombat?.(state, log);
        if (!editionOf(state).modules.some((m) => m.keepsConflict?.(state) === true))
          state.conflictDiscard = [...state.conflictDiscard, state.conflict!];
        state.conflict = null;
        enterPhase(state, 'makers');
      }
    }
  },
};

export const combatFrames: PartialFrameTable = {
  combatIntrigue: {
    legal: (state, _frame, seat): EngineAction[] => {
      const out = inConflict(state, seat) ? intrigueActions(state, seat, 'combat', [null]) : [];
      const allies = beneficiaries(state, seat);
      if (allies.length > 0)
        for (const card of playableIntrigues(state, seat, 'combat', [null]))
          for (const ally of allies) out.push({ type: 'playIntrigue', card, for: ally });
      out.push({ type: 'pass' });
      return out;
    },
    perform(state, frame, seat, action, log) {
      if (action.type === 'playIntrigue') {
        if (action.for !== undefined)
          for (const m of modulesWith(editionOf(state), 'playsIntrigueFor'))
            m.playsIntrigueFor!(state, seat, action.for, log);
        // Playing keeps the turn (any number of cards); the passes in a row start again.
        playIntrigue(state, seat, action.card, 'combat', log, action.for);
        frame.played = true;
        frame.passes = 0;
        return;
      }
      // rules 002 CARTES INTRIGUE COMBAT: resolve once everyone involved has passed in succession.
      if (!frame.played) frame.passes++;
      frame.played = false;
      const active = frame.order.filter((s) => takesPart(state, s));
      if (frame.passes >= active.length) {
        pop(state);
        return;
      }
      for (let i = 1; i <= frame.order.length; i++) {
        const index = (frame.index + i) % frame.order.length;
        if (takesPart(state, frame.order[index]!)) {
          frame.index = index;
          return;
        }
      }
      pop(state);
    },
  },
  conflictWon: {
    legal: (state, _frame, seat): EngineAction[] => [
      ...intrigueActions(state, seat, 'combat', ['conflictWon']),
      { type: 'pass' },
    ],
    perform(state, _frame, seat, action, log) {
      if (action.type === 'playIntrigue') playIntrigue(state, seat, action.card, 'combat', log);
      else pop(state);
    },
  },
};
