import { shuffleInPlace, type Seat } from '@arrakis/engine';
import { cardData, drawCards, drawIntrigues, stealIntrigues } from '../cards.ts';
import { UPRISING_EFFECT_KINDS, type Effect, type ModuleEffect } from '../dsl/effect.ts';
import type { BoardSpace } from '../dsl/content.ts';
import { walkEffects } from '../dsl/walk.ts';
import { leaderIn, spaceIn } from '../edition.ts';
import { contentOf, editionOf } from '../editions/index.ts';
import type { EventLog } from '../events.ts';
import type { EffectContext } from '../frames.ts';
import { changeInfluence, gainVictoryPoints } from '../influence.ts';
import { leaderTrigger } from '../leaders.ts';
import type { EngineState } from '../state.ts';
import { loseGarrisonTroops, recruitTroops, removeConflictTroops, turnUnits } from '../troops.ts';
import { acquireCandidates, availableControlMarkers, gainCard, placedAgents } from './board.ts';
import {
  addStock,
  costVariants,
  fulfillable,
  holds,
  isRival,
  opponentsOf,
  quantity,
  stockOf,
  targetFactions,
} from './evaluate.ts';
import { trashThisCard } from './pay.ts';
import { push, pushEffects } from './stack.ts';

/** Resolves the effects on top of the stack until a decision is needed (or none is left). */
export function runEffects(state: EngineState, log: EventLog): void {
  const stack = state.stack;
  for (;;) {
    // Never index -1 (see `top`).
    if (stack.length === 0) return;
    const frame = stack[stack.length - 1]!;
    if (frame.kind !== 'effects') return;
    const { seat, effects, ctx } = frame;
    let effect: Effect;
    // The last effect leaves with its frame, which nothing reads again: no need to shift it out of the list first.
    if (effects.length === 1) {
      effect = effects[0]!;
      stack.pop();
    } else {
      effect = effects.shift()!;
      if (effects.length === 0) stack.pop();
    }
    execute(state, seat, effect, ctx, log);
  }
}

/** Troops recruited before or during an Agent turn may follow the Agent to a combat space. */
function onAgentTurn(state: EngineState, seat: Seat): boolean {
  return state.turn !== null && state.turn.kind !== 'reveal' && turnUnits(state, state.turn.seat) === seat;
}

function onRevealTurn(state: EngineState, seat: Seat): boolean {
  return state.turn !== null && state.turn.kind === 'reveal' && turnUnits(state, state.turn.seat) === seat;
}

export { turnUnits };

/** The effect kinds a six-player Commander's activated Ally receives (facts uprising-rules.md §1.4). */
const UNIT_EFFECTS: ReadonlySet<Effect['kind']> = new Set<Effect['kind']>([
  'recruit',
  'deploy',
  'retreat',
  'loseTroops',
  'swords',
  'influence',
  'summonSandworm',
  'gainMakerHook',
]);

const UNIT = 1;
const UPRISING = 2;

/** Per kind: UNIT when in UNIT_EFFECTS, UPRISING when an Uprising effect (`isUprisingEffect`); absent when neither. */
const KIND_FLAGS: ReadonlyMap<string, number> = (() => {
  const flags = new Map<string, number>();
  for (const kind of UNIT_EFFECTS) flags.set(kind, UNIT);
  for (const kind of UPRISING_EFFECT_KINDS) flags.set(kind, (flags.get(kind) ?? 0) | UPRISING);
  return flags;
})();

function recruit(state: EngineState, seat: Seat, amount: number, rule: string, log: EventLog): void {
  const blocked = deployBlocked(state, seat);
  const may = !blocked && (rule === 'may' || (rule === 'revealTurn' && onRevealTurn(state, seat)));
  const n = recruitTroops(state, seat, amount, rule === 'must' && !blocked, log);
  if (n === 0) return;
  if (may) push(state, { kind: 'deploy', seat, max: n });
  else if (rule !== 'must' && onAgentTurn(state, seat)) state.turn!.recruited += n;
}

/** Uprising: no unit may go to the Conflict on this turn of `seat` (Shaddam's signet, rules 004 FAQ). */
export function deployBlocked(state: EngineState, seat: Seat): boolean {
  return state.turn !== null && turnUnits(state, state.turn.seat) === seat && state.turn.uprising?.noDeploy === true;
}

/** One effect (README "The DSL"): simple ones at once, choices as decision frames. */
export function execute(state: EngineState, seat: Seat, effect: Effect, ctx: EffectContext, log: EventLog): void {
  // Effects have many shapes: their kind is read once, and both tests are one lookup.
  const { kind } = effect;
  const flags = KIND_FLAGS.get(kind);
  if (flags !== undefined) {
    if ((flags & UNIT) !== 0)
      seat = turnUnits(state, seat, kind === 'swords' ? 'swords' : kind === 'influence' ? 'influence' : 'units');
    if ((flags & UPRISING) !== 0) {
      resolveByModule(state, seat, effect as ModuleEffect, ctx, log);
      return;
    }
  }
  const p = state.players[seat]!;
  switch (kind) {
    case 'gain': {
      const n = quantity(state, seat, effect.amount);
      addStock(p, effect.resource, n);
      if (n > 0) log.public('gained', { seat, resource: effect.resource, amount: n });
      if (n > 0) for (const m of editionOf(state).modules) m.resourceGained?.(state, seat, effect.resource, n, log);
      return;
    }
    case 'lose':
      addStock(p, effect.resource, -Math.min(stockOf(p, effect.resource), effect.amount));
      log.public('lost', { seat, resource: effect.resource, amount: effect.amount });
      return;
    case 'persuasion':
      p.persuasion += quantity(state, seat, effect.amount);
      return;
    case 'swords':
      p.swords += quantity(state, seat, effect.amount);
      return;
    case 'draw': {
      const cards = drawCards(state, seat, effect.amount, log);
      for (const m of editionOf(state).modules) m.cardsDrawn?.(state, seat, cards, log);
      return;
    }
    case 'drawIntrigue':
      drawIntrigues(state, seat, effect.amount, log);
      return;
    case 'stealIntrigue':
      stealIntrigues(state, seat, effect.fromOpponentsWithAtLeast, true, log);
      return;
    case 'recruit':
      recruit(state, seat, effect.amount, effect.deploy, log);
      return;
    case 'deploy':
      if (p.troops.garrison > 0 && !deployBlocked(state, seat))
        push(state, { kind: 'deploy', seat, max: effect.upTo === 'any' ? p.troops.garrison : effect.upTo });
      return;
    case 'retreat':
      if (p.troops.conflict > 0)
        push(state, { kind: 'retreat', seat, max: effect.upTo === 'any' ? p.troops.conflict : effect.upTo });
      return;
    case 'loseTroops':
      if (effect.from === 'conflict') removeConflictTroops(state, seat, effect.amount, 'supply', log);
      else loseGarrisonTroops(state, seat, effect.amount, log);
      return;
    case 'discard':
      if (p.hand.length > 0) push(state, { kind: 'discard', seat, remaining: Math.min(effect.amount, p.hand.length) });
      return;
    case 'influence': {
      const among = targetFactions(state, seat, effect.faction, ctx);
      const kind = effect.faction.kind;
      if (kind === 'each')
        for (const f of contentOf(state).factions) changeInfluence(state, seat, f, effect.amount, log);
      else if (kind === 'distinctChoices')
        push(state, { kind: 'faction', seat, among, amount: effect.amount, remaining: effect.faction.count, ctx });
      else if (among.length === 1) changeInfluence(state, seat, among[0]!, effect.amount, log);
      else if (among.length > 1)
        push(state, { kind: 'faction', seat, among, amount: effect.amount, remaining: 1, ctx });
      return;
    }
    case 'victoryPoints':
      gainVictoryPoints(state, seat, effect.amount, log);
      return;
    case 'trash':
      if (p.hand.length + p.discard.length + p.inPlay.length + p.revealed.length > 0)
        push(state, { kind: 'trash', seat });
      return;
    case 'trashThisCard':
      trashThisCard(state, seat, ctx, log);
      return;
    case 'inspectTopCard':
      // rules 002 CLARIFICATIONS (Goûte-Poison): nothing to look at in an empty deck, and no reshuffle for it.
      if (p.deck.length > 0) push(state, { kind: 'inspectTop', seat, then: [...effect.then] });
      return;
    case 'shuffleDiscardIntoDeck':
      p.deck = shuffleInPlace(state.rng, [...p.deck, ...p.discard]);
      p.discard = [];
      log.public('discardShuffledIntoDeck', { seat });
      return;
    case 'takeFromDiscard':
      if (p.discard.some((c) => cardData(state, c).factions.includes(effect.faction)))
        push(state, { kind: 'takeFromDiscard', seat, faction: effect.faction });
      return;
    case 'acquireReserveCard':
      if ((state.reserve[effect.card] ?? 0) > 0) {
        state.reserve = { ...state.reserve, [effect.card]: state.reserve[effect.card]! - 1 };
        gainCard(state, seat, effect.card, false, log);
      }
      return;
    case 'acquireCard':
      if (acquireCandidates(state, seat, effect.maxCost).length > 0)
        push(state, { kind: 'acquireCard', seat, maxCost: effect.maxCost, toTop: effect.toTopOfDeck });
      return;
    case 'acquiredCardsToTopOfDeck':
      p.acquireToTop = true;
      return;
    case 'discountThisTurn':
      p.discounts = { ...p.discounts, [effect.card]: (p.discounts[effect.card] ?? 0) + effect.amount };
      return;
    case 'reserveImperiumRowCard':
      if (p.setAside === null && state.imperiumRow.length > 0)
        push(state, { kind: 'reserveRowCard', seat, discount: effect.discount });
      return;
    case 'takeMentat':
      // rules 002 GUIDE DES ICÔNES "Mentat": only from its space, never from another player.
      if (state.board.mentat.holder === null) {
        state.board.mentat = { holder: seat, keep: effect.nextRound };
        if (!effect.nextRound) p.agentsLeft++;
        log.public('mentatTaken', { seat, nextRound: effect.nextRound });
      }
      return;
    case 'gainSwordmaster':
      if (!p.swordmaster) {
        p.swordmaster = true;
        p.agents++;
        p.agentsLeft++;
        log.public('swordmaster', { seat });
      }
      return;
    case 'takeHighCouncilSeat':
      if (!p.highCouncil) {
        p.highCouncil = true;
        log.public('highCouncilSeat', { seat });
        leaderTrigger(state, seat, 'takeHighCouncilSeat');
      }
      return;
    case 'recallAgent':
      if (placedAgents(state, seat).length > 0) push(state, { kind: 'recallAgent', seat });
      return;
    case 'relocateAgent':
      return;
    case 'blockSpace':
      if (availableControlMarkers(state, seat) > 0) push(state, { kind: 'blockSpace', seat });
      return;
    case 'infiltrate':
      if (state.turn?.seat === seat) state.turn.infiltrate = true;
      return;
    case 'addAgentIcons':
      if (state.turn?.seat === seat) state.turn.extraIcons.push(...effect.icons);
      return;
    case 'control': {
      const before = state.board.control[effect.space] ?? null;
      if (before === seat) return;
      // Three markers per player: one still blocking a space for The Voice comes back to take control.
      if (availableControlMarkers(state, seat) <= 0) {
        const i = state.board.blocked.findIndex((b) => b.by === seat);
        if (i >= 0) state.board.blocked.splice(i, 1);
      }
      state.board.control[effect.space] = seat;
      log.public('control', { seat, space: effect.space, from: before });
      return;
    }
    case 'harvest': {
      const space = ctx.space;
      if (space === null || !contentOf(state).makerSpaces.includes(space)) return;
      const bonus = state.board.bonusSpice[space] ?? 0;
      state.board.bonusSpice[space] = 0;
      p.spice += effect.baseSpice + bonus;
      if (state.turn?.seat === seat) state.turn.harvestBase = effect.baseSpice;
      log.public('harvested', { seat, space, spice: effect.baseSpice + bonus });
      for (const m of editionOf(state).modules) m.resourceGained?.(state, seat, 'spice', effect.baseSpice + bonus, log);
      leaderTrigger(state, seat, 'harvestOnMakerSpace');
      return;
    }
    case 'signetRing': {
      const leader = p.leader;
      if (leader)
        pushEffects(state, seat, leaderIn(contentOf(state), leader).signetRing.effects, { ...ctx, source: 'leader' });
      return;
    }
    case 'endTurn':
      endTurnNow(state, seat);
      return;
    case 'rivalHarvest':
      return;
    case 'pay':
      if (costVariants(state, seat, effect.cost, ctx).length > 0)
        push(state, { kind: 'pay', seat, cost: [...effect.cost], effects: [...effect.effects], ctx });
      return;
    case 'choose': {
      const open = effect.options.filter(
        (o) => costVariants(state, seat, o.cost ?? [], ctx).length > 0 && fulfillable(state, seat, o.effects),
      );
      if (open.length > 0)
        push(state, {
          kind: 'choose',
          seat,
          options: [...effect.options],
          remaining: Math.min(effect.pick, open.length),
          taken: [],
          ctx,
        });
      return;
    }
    case 'if': {
      const branch = holds(state, seat, effect.condition, ctx) ? effect.then : (effect.else ?? []);
      pushEffects(state, seat, branch, ctx);
      return;
    }
    case 'opponents': {
      const opponents = opponentsOf(state, seat);
      if (effect.who === 'each') {
        // rules 002 CLARIFICATIONS (Test d'Humanité): from the left, clockwise; the first resolves first.
        for (const o of [...opponents].reverse()) {
          if (isRival(state, o)) editionOf(state).rivals.undergo(state, o, effect.effects, log);
          else pushEffects(state, o, effect.effects, ctx);
        }
        return;
      }
      const able = opponents.filter((o) => fulfillable(state, o, effect.effects));
      push(state, {
        kind: 'chooseOpponent',
        seat,
        among: able.length > 0 ? able : opponents,
        effects: [...effect.effects],
        ctx,
      });
      return;
    }
  }
}

/** An effect a rule module owns: the first module of the edition that resolves it does; none is a content bug. */
function resolveByModule(
  state: EngineState,
  seat: Seat,
  effect: ModuleEffect,
  ctx: EffectContext,
  log: EventLog,
): void {
  for (const module of editionOf(state).modules) if (module.resolve?.(state, seat, effect, ctx, log)) return;
  throw new Error(`no rule module of edition ${editionOf(state).id} resolves ${effect.kind}`);
}

/** Bindu Suspension: the turn ends at once (rules 002 CLARIFICATIONS, Suspension Bindu). */
function endTurnNow(state: EngineState, seat: Seat): void {
  if (state.turn?.seat !== seat) return;
  state.turn.ended = true;
  state.turn.stage = 'done';
  const i = state.stack.findLastIndex((f) => f.kind === 'turn' && f.seat === seat);
  if (i >= 0) state.stack.splice(i, 1);
}

/**
 * The effects a High Council seat gives on every Reveal turn, as the edition's High Council space prints them
 * (rules 002 GUIDE DES EMPLACEMENTS, Haut Conseil).
 */
export function highCouncilReveal(state: EngineState): readonly Effect[] {
  return seatRevealEffects(spaceIn(contentOf(state), 'highCouncil'));
}

/** What the seat a space gives yields on each Reveal turn, wherever the space nests it (Uprising: in an `if`). */
export function seatRevealEffects(space: BoardSpace<string>): readonly Effect[] {
  let effects = revealEffectsBySpace.get(space);
  if (!effects) {
    effects = [...walkEffects(space.effects)].flatMap((e) =>
      e.kind === 'takeHighCouncilSeat' ? e.everyRevealTurn : [],
    );
    revealEffectsBySpace.set(space, effects);
  }
  return effects;
}

/** Found once per space: content never changes, and a seat on the High Council yields every Reveal turn. */
const revealEffectsBySpace = new WeakMap<BoardSpace<string>, readonly Effect[]>();
