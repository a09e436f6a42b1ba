import { ruleError, type RuleError, type Seat } from '@arrakis/engine';
import type { ActionOf, EngineAction } from './actions.ts';
import { cardData, isIntrigueCard, isPlayerCard } from './cards.ts';
import type { BoardSpace } from './dsl/content.ts';
import type { Cost } from './dsl/cost.ts';
import type { IntrigueTiming } from './dsl/content.ts';
import type { UprisingSpaceId } from './dsl/uprising.ts';
import { spaceIn } from './edition.ts';
import { contentOf } from './editions/index.ts';
import { contractChoices } from './editions/uprising/choam.ts';
import { uprisingPieces } from './editions/uprising/pieces.ts';
import { spacesSeenBySpies, spiesReaching, spyPosts } from './editions/uprising/spies.ts';
import { placedAgents } from './effects/board.ts';
import { costVariants, fulfillable } from './effects/evaluate.ts';
import { top } from './effects/stack.ts';
import { imperiumReason, phaseRule } from './explain.ts';
import type { BoardSpaceId as SpaceId } from './ids.ts';
import { intrigueRefusal, type IntrigueWindow } from './intrigue.ts';
import {
  cardReach,
  relocates,
  seatFacts,
  solariDiscount,
  spaceCost,
  spaceIndex,
  spaceRefusal,
  type SpaceRefusal,
} from './phases/agentTurn.ts';
import { missingForPurchase, purchasePrice, purchaseRefusal } from './phases/revealTurn.ts';
import type { EngineState } from './state.ts';

/**
 * The reasons of issue 21 for the actions the rules list by card and space: built only when an action was not found
 * among the legal ones, from the same rule functions the listing asks (`spaceRefusal`, `purchaseRefusal`,
 * `intrigueRefusal`), so that a rule written once answers both "what may I do" and "why not this".
 */

const NOBODY: readonly Seat[] = [];

/** What `check` answers when the rules above find nothing against an action that is still not listed. */
function notAnAction(action: EngineAction, decision: string): RuleError {
  return ruleError('illegalAction', { type: action.type, decision });
}

/** rules 002 TOUR AGENT (and 004 "Rappeler un Espion (Action)"): why this Agent may not go there with this card. */
export function explainSendAgent(state: EngineState, seat: Seat, action: ActionOf<'sendAgent'>): RuleError {
  const p = state.players[seat]!;
  const card = action.card;
  if (!p.hand.includes(card) || !isPlayerCard(state, card)) return imperiumReason(state, 'cardNotInHand', { card });
  const data = cardData(state, card);
  if (data.agentIcons.length === 0) return imperiumReason(state, 'noAgentIcons', { card });
  // rules 002 CLARIFICATIONS (Kwisatz Haderach): its Agent is one already on the board.
  const relocate = relocates(data);
  if (!relocate && p.agentsLeft <= 0) return imperiumReason(state, 'noAgentLeft');
  if (!relocate && action.from !== null) return imperiumReason(state, 'agentNotMoved', { card });
  if (relocate && action.from === null) return imperiumReason(state, 'agentMustMove', { card });
  if (action.from !== null && !placedAgents(state, seat).includes(action.from))
    return imperiumReason(state, 'noAgentToMove', { space: action.from });
  const content = contentOf(state);
  const space = spaceIn(content, action.space);
  const position = spaceIndex(content).position.get(action.space);
  const extra = state.turn?.seat === seat ? state.turn.extraIcons : [];
  const printed = position !== undefined && cardReach(content, card, data, extra).includes(position);
  // rules 004 "icône Agent Espion": the Spy icon reaches the spaces connected to the seat's Spies.
  const bySpy =
    state.uprising !== undefined &&
    data.agentIcons.includes('spy') &&
    spacesSeenBySpies(state, seat).includes(action.space as UprisingSpaceId);
  if (!printed && !bySpy) return imperiumReason(state, 'iconNotOnCard', { card, space: action.space });
  const spy = 'spy' in action ? action.spy : null;
  if (spy !== null) {
    const occupants = state.board.agents[action.space] ?? NOBODY;
    if (!occupants.some((s) => s !== seat))
      return imperiumReason(state, 'nothingToInfiltrate', { space: action.space });
    if (state.uprising === undefined || !spiesReaching(state, seat, action.space as UprisingSpaceId).includes(spy))
      return imperiumReason(state, 'spyNotThere', { space: action.space, post: spy });
  }
  // rules 004 (Undercover Asset): this card's Agent overlooks influence requirements.
  const requirement = data.agent.some((e) => e.kind === 'ignoreInfluenceRequirements');
  const ignore = { opponents: spy !== null, requirement };
  const code = spaceRefusal(state, seat, seatFacts(state, seat), space, action.from, ignore);
  return code === null ? notAnAction(action, 'turn') : spaceReason(state, seat, code, space);
}

/** The reason of a `spaceRefusal` code, with what the sentence names. */
export function spaceReason(state: EngineState, seat: Seat, code: SpaceRefusal, space: BoardSpace<SpaceId>): RuleError {
  switch (code) {
    case 'influenceRequired': {
      const requires = space.requires;
      const influence = requires?.kind === 'influence' ? requires : null;
      return imperiumReason(state, code, {
        space: space.id,
        faction: influence?.faction ?? '',
        count: influence?.atLeast ?? 0,
      });
    }
    case 'cannotPay': {
      const owed = unpaid(state, seat, space);
      return imperiumReason(state, code, { space: space.id, resource: owed.resource, amount: owed.amount });
    }
    default:
      return imperiumReason(state, code, { space: space.id });
  }
}

/** The first resource of the space's cost (or of its cheapest choice: Sell Melange) the seat lacks. */
function unpaid(state: EngineState, seat: Seat, space: BoardSpace<SpaceId>): { resource: string; amount: number } {
  const p = state.players[seat]!;
  const discount = solariDiscount(state, seat, space);
  const costs: Cost[] = [...spaceCost(state, space)];
  for (const e of space.effects) if (e.kind === 'choose') for (const o of e.options) costs.push(...(o.cost ?? []));
  let first: { resource: string; amount: number } | null = null;
  for (const cost of costs) {
    if (cost.kind !== 'resource') continue;
    const amount = cost.resource === 'solari' ? Math.max(0, cost.amount - discount) : cost.amount;
    first ??= { resource: cost.resource, amount };
    if (p[cost.resource] < amount) return { resource: cost.resource, amount };
  }
  return first ?? { resource: 'solari', amount: 0 };
}

/** rules 002 ACQUÉRIR DES CARTES (004 "Offre Imperium"): why the seat may not acquire this card from there. */
export function explainAcquire(state: EngineState, seat: Seat, action: ActionOf<'acquire'>): RuleError {
  const card = action.card;
  const code = purchaseRefusal(state, seat, card, action.from, action.toTop);
  if (code === null) return notAnAction(action, 'acquire');
  if (code !== 'notEnoughPersuasion') return imperiumReason(state, code, { card });
  return imperiumReason(state, code, {
    card,
    cost: purchasePrice(state, seat, card, action.from),
    persuasion: state.players[seat]!.persuasion,
  });
}

/** rules 002 CARTES INTRIGUE: why the seat may not play this Intrigue card now (`timing`, in these `windows`). */
export function explainIntrigue(
  state: EngineState,
  seat: Seat,
  action: ActionOf<'playIntrigue'>,
  timing: IntrigueTiming,
  windows: readonly IntrigueWindow[],
): RuleError {
  const card = action.card;
  if (!isIntrigueCard(state, card) || !state.players[seat]!.intrigues.includes(card))
    return imperiumReason(state, 'intrigueNotHeld', { intrigue: card });
  const code = intrigueRefusal(state, seat, card, timing, windows);
  // Every rule of the card holds: the moment is what forbids it (another seat's Combat, a window closed).
  if (code === null) return imperiumReason(state, 'intrigueNotNow', { intrigue: card, timing }, phaseRule(state));
  return imperiumReason(state, code, { intrigue: card, timing });
}

/** The decisions where Intrigue cards are played, with their timing and windows (rules 002 CARTES INTRIGUE). */
const INTRIGUE_DECISIONS: ReadonlyMap<string, { timing: IntrigueTiming; windows: readonly IntrigueWindow[] }> = new Map(
  [
    ['effectOrder', { timing: 'plot', windows: [null] }],
    ['combatIntrigue', { timing: 'combat', windows: [null] }],
    ['conflictWon', { timing: 'combat', windows: ['conflictWon'] }],
    ['endgameIntrigue', { timing: 'endgame', windows: [null] }],
  ],
);

/**
 * Why an action the decision does not list is refused, for the decisions without a `check` of their own: an Intrigue
 * card or an acquisition by its rule; another answer of the kind the decision asks for is a choice it does not offer
 * (the rule of the phase); every other shape is no action of this decision (`illegalAction`).
 */
export function explainUnlisted(
  state: EngineState,
  seat: Seat,
  action: EngineAction,
  legal: readonly EngineAction[],
  decision: string,
): RuleError {
  const intrigues = INTRIGUE_DECISIONS.get(decision);
  if (action.type === 'playIntrigue' && intrigues)
    return explainIntrigue(state, seat, action, intrigues.timing, intrigues.windows);
  if (action.type === 'acquire' && decision === 'effectOrder' && state.turn?.kind === 'reveal')
    return explainAcquire(state, seat, action);
  if (legal.some((a) => a.type === action.type)) {
    // issue 21 (explain-rest): an option gone or taken, a Faction, a number, a card, a space or a seat not there.
    const missing = choiceRefusal(state, seat, action, legal);
    if (missing) return missing;
    // rules 002 TOUR AGENT ("Si vous ne pouvez pas payer le coût…"): an option offered, but not paid that way.
    if (offeredButUnpaid(state, seat, action))
      return imperiumReason(state, 'costNotPayable', { decision }, phaseRule(state));
    return imperiumReason(state, 'choiceNotOffered', { decision }, phaseRule(state));
  }
  return notAnAction(action, decision);
}

/** The cards of a zone an effect picks from, as the seat sees them (its own hand and piles, the Imperium Row). */
function zoneCards(state: EngineState, seat: Seat, zone: ActionOf<'pickCard'>['zone']): readonly string[] {
  return zone === 'row' ? state.imperiumRow : state.players[seat]![zone];
}

/**
 * Why an effect's answer is not among those it offers (issue 21), from the frame the answers are listed from: the
 * option is not there or already taken ("choisissez … différentes"), the Faction, the number, the card, the space or
 * the seat is not one the effect names. Null when none of these says it (the cost then, or the catch-all).
 */
function choiceRefusal(
  state: EngineState,
  seat: Seat,
  action: EngineAction,
  legal: readonly EngineAction[],
): RuleError | null {
  const frame = top(state);
  const rule = phaseRule(state);
  switch (action.type) {
    case 'option': {
      // The order of the effects' groups, a six-player Commander's Ally: a place in a list, paid by nobody.
      if (frame?.kind === 'effectOrder' || frame?.kind === 'activateAlly') {
        const options = frame.kind === 'effectOrder' ? frame.groups.length : frame.among.length;
        if (action.index >= options)
          return imperiumReason(state, 'optionNotThere', { option: action.index + 1, options }, rule);
        return action.faction === null
          ? null
          : imperiumReason(state, 'noFactionCost', { faction: action.faction }, rule);
      }
      if (frame?.kind !== 'choose' && frame?.kind !== 'rivalChoose') return null;
      if (action.index >= frame.options.length)
        return imperiumReason(
          state,
          'optionNotThere',
          { option: action.index + 1, options: frame.options.length },
          rule,
        );
      return frame.taken.includes(action.index)
        ? imperiumReason(state, 'optionAlreadyTaken', { option: action.index + 1 }, rule)
        : null;
    }
    case 'faction': {
      if (frame?.kind !== 'faction' && frame?.kind !== 'rivalFaction') return null;
      return frame.among.includes(action.faction)
        ? null
        : imperiumReason(state, 'factionNotAmong', { faction: action.faction }, rule);
    }
    case 'count': {
      const counts = legal.flatMap((a) => (a.type === 'count' ? [a.count] : []));
      const least = Math.min(...counts);
      const most = Math.max(...counts);
      if (action.count >= least && action.count <= most) return null;
      return imperiumReason(state, 'numberOutOfRange', { number: action.count, least, most }, rule);
    }
    case 'pickCard': {
      if (!zoneCards(state, seat, action.zone).includes(action.card))
        return imperiumReason(state, 'cardNotInZone', { card: action.card, zone: action.zone }, rule);
      // The zones the effect takes from (trashing: the hand, the discard pile, the cards in play; never the Row).
      if (!legal.some((a) => a.type === 'pickCard' && a.zone === action.zone))
        return imperiumReason(state, 'zoneNotOffered', { zone: action.zone }, rule);
      // A card among those just looked at from the top of the deck (they lie last in the hand).
      if (frame?.kind === 'sortTopCards')
        return imperiumReason(state, 'cardNotLookedAt', { card: action.card, looked: frame.looked }, rule);
      if (frame?.kind === 'takeFromDiscard')
        return imperiumReason(state, 'cardNotOfFaction', { card: action.card, faction: frame.faction }, rule);
      return null;
    }
    case 'acquire': {
      // A free acquisition (Bypass Protocol, Irulan's signet): from the Row or a reserve, up to a cost.
      if (frame?.kind !== 'acquireCard' && frame?.kind !== 'acquireToHand') return null;
      const card = action.card;
      const missing =
        action.from === 'setAside' ? 'noSetAsideCard' : missingForPurchase(state, seat, card, action.from);
      if (missing) return imperiumReason(state, missing, { card });
      const cost = isPlayerCard(state, card) ? cardData(state, card).cost : null;
      if (cost === null || cost > frame.maxCost)
        return imperiumReason(state, 'cardTooDear', { card, cost: cost ?? '—', most: frame.maxCost }, rule);
      return legal.some((a) => a.type === 'acquire' && a.card === card && a.toTop === action.toTop)
        ? null
        : imperiumReason(state, 'cannotAcquireToTop', { card });
    }
    case 'space': {
      if (frame?.kind === 'recallAgent' && !(state.board.agents[action.space] ?? NOBODY).includes(seat))
        return imperiumReason(state, 'noAgentToRecall', { space: action.space }, rule);
      return null;
    }
    case 'pay':
      // rules 004: Uprising's arrow, paid with influence only where the seat has it.
      return frame?.kind === 'payUprising'
        ? imperiumReason(state, 'costNotPayable', { decision: frame.kind }, rule)
        : null;
    case 'placeSpy': {
      // rules 004 "Placer un Espion": onto a post the effect names; with the supply empty, one of yours moves.
      if (frame?.kind !== 'placeSpy') return null;
      if (!frame.posts.includes(action.post)) return imperiumReason(state, 'postNotOffered', {});
      if (uprisingPieces(state).spySupply[seat]! > 0)
        return action.from === null ? null : imperiumReason(state, 'spySupplyLeft', {});
      if (action.from === null) return imperiumReason(state, 'spySupplyEmpty', {});
      return spyPosts(state, seat).includes(action.from) ? null : imperiumReason(state, 'noSpyOnPost', {});
    }
    case 'recallSpy':
      // rules 004 "Rappeler un Espion": one of the seat's own Spies, from a post the effect names.
      if (!spyPosts(state, seat).includes(action.post)) return imperiumReason(state, 'noSpyOnPost', {});
      return frame?.kind === 'gatherIntelligence' ? imperiumReason(state, 'postNotOffered', {}) : null;
    case 'pickIntrigue':
      return (state.players[seat]!.intrigues as readonly string[]).includes(action.card)
        ? null
        : imperiumReason(state, 'intrigueNotHeld', { intrigue: action.card });
    case 'opponent':
      return imperiumReason(state, action.seat === seat ? 'notAnOpponent' : 'opponentNotAmong', {}, rule);
    case 'inspect':
      // An effect that looks at the top card of the deck: keep it, or what the card says (draw it, trash it).
      return frame?.kind === 'inspectTop'
        ? imperiumReason(state, 'inspectNotOffered', { choice: action.choice }, rule)
        : null;
    case 'contract': {
      // rules 004 "Espace CHOM": one of the two face-up Contracts (Shaddam also the Sardaukar ones set aside).
      if (frame?.kind !== 'takeContract') return null;
      return contractChoices(state, seat).includes(action.contract)
        ? null
        : imperiumReason(state, 'contractNotOffered', { contract: action.contract });
    }
    case 'masterstrokeTokens': {
      // rules 002 CLARIFICATIONS (Baron Harkonnen, Coup de Maître): two of the four Faction tokens.
      const [first, second] = action.factions;
      if (first === second) return imperiumReason(state, 'masterstrokeSameFaction', { faction: first });
      return imperiumReason(state, 'masterstrokeOrder', {});
    }
    case 'chooseLeader': {
      // rules 002 MISE EN PLACE D (004 MISE EN PLACE): each player takes a leader of their own, among this game's.
      if (frame?.kind !== 'chooseLeader') return null;
      const holder = state.players.findIndex((p) => p.leader === action.leader);
      return holder >= 0
        ? imperiumReason(state, 'leaderTaken', { leader: action.leader, seat: holder })
        : imperiumReason(state, 'leaderNotInGame', { leader: action.leader });
    }
    default:
      return null;
  }
}

/** Whether the answer picks a cost (or a `choose` option) the decision has, in a way the seat cannot pay. */
function offeredButUnpaid(state: EngineState, seat: Seat, action: EngineAction): boolean {
  const frame = top(state);
  if (frame?.kind === 'pay' && action.type === 'pay')
    return !costVariants(state, seat, frame.cost, frame.ctx).includes(action.faction);
  if (frame?.kind !== 'choose' || action.type !== 'option') return false;
  const option = frame.options[action.index];
  if (!option || frame.taken.includes(action.index)) return false;
  return (
    !fulfillable(state, seat, option.effects) ||
    !costVariants(state, seat, option.cost ?? [], frame.ctx).includes(action.faction)
  );
}
