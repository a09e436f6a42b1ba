import { shuffleInPlace, type Seat } from '@arrakis/engine';
import { drawIntrigues } from './cards.ts';
import { HAGAL_CARDS, HAGAL_RULES, RIVAL_HARVEST_ORDER, type HagalCardId } from './data/hagal.ts';
import type { HagalCard } from './dsl/content.ts';
import type { AnyHagalCardId, AnyIds, BoardSpaceId } from './ids.ts';
import type { Effect } from './dsl/effect.ts';
import type { Faction, SpaceId } from './dsl/primitives.ts';
import { conflictIn, leaderIn, spaceIn, type RivalRules } from './edition.ts';
import { contentOf, editionOf } from './editions/index.ts';
import { addAgent, controllerOf } from './effects/board.ts';
import {
  costVariants,
  fulfillable,
  holds,
  isSoloRival,
  sharedHagal,
  turnOrder,
  targetFactions,
} from './effects/evaluate.ts';
import { pop, push, pushEffects } from './effects/stack.ts';
import type { EventLog } from './events.ts';
import type { EffectContext } from './frames.ts';
import type { PartialFrameTable } from './flow.ts';
import type { EngineAction } from './actions.ts';
import { changeInfluence, gainVictoryPoints } from './influence.ts';
import type { HouseHagalState, EngineState } from './state.ts';
import { deployTroops, loseGarrisonTroops, recruitTroops, removeConflictTroops } from './troops.ts';

/** The House Hagal deck: without the "1J" cards in a 2-player game, without the "2J" ones in solo (rules 002). */
/** A Rival's Agent goes from its leader to `space`, sent by the House Hagal card `card` (both games). */
export function placeRivalAgent(
  state: EngineState,
  seat: Seat,
  card: string,
  space: BoardSpaceId,
  log: EventLog,
): void {
  state.players[seat]!.agentsLeft--;
  addAgent(state, space, seat);
  log.public('agentSent', { seat, card, space, from: null });
}

/** A card of the 2020 House Hagal deck, the only one its Rivals play from. */
function hagalCard(id: AnyHagalCardId): HagalCard {
  if (!Object.hasOwn(HAGAL_CARDS, id)) throw new Error(`not a House Hagal card of the 2020 game: ${id}`);
  return HAGAL_CARDS[id as HagalCardId];
}

export function hagalDeck(mode: HouseHagalState['mode']): HagalCardId[] {
  const out: HagalCardId[] = [];
  for (const [id, card] of Object.entries(HAGAL_CARDS) as [HagalCardId, (typeof HAGAL_CARDS)[HagalCardId]][]) {
    if (card.deck === (mode === 'solo' ? 'twoPlayer' : 'solo')) continue;
    for (let i = 0; i < card.copies; i++) out.push(id);
  }
  return out;
}

/** rules 002 MAISON HAGAL AGENTS: an empty deck, or the Reshuffle card, makes a new deck of every card. */
function reshuffle(state: EngineState, h: HouseHagalState<AnyIds>, log: EventLog): void {
  h.deck = shuffleInPlace(state.rng, [...h.deck, ...h.discard]);
  h.discard = [];
  log.public('hagalReshuffled', {});
}

function reveal(state: EngineState, h: HouseHagalState<AnyIds>, log: EventLog): AnyHagalCardId {
  for (;;) {
    if (h.deck.length === 0) reshuffle(state, h, log);
    const card = h.deck.shift()!;
    h.discard.push(card);
    log.public('hagalCardRevealed', { card });
    if (hagalCard(card).target.kind !== 'reshuffle') return card;
    reshuffle(state, h, log);
  }
}

/** Harvest Spice: the free Maker space with most bonus spice, ties to the larger base; none without bonus spice. */
function harvestSpace(state: EngineState): SpaceId | null {
  let best: (typeof RIVAL_HARVEST_ORDER)[number] | null = null;
  for (const space of RIVAL_HARVEST_ORDER) {
    const bonus = state.board.bonusSpice[space] ?? 0;
    if (bonus < 1 || !free(state, space)) continue;
    if (best === null || bonus > (state.board.bonusSpice[best] ?? 0)) best = space;
  }
  return best;
}

/** Unoccupied, and not blocked by a player's The Voice (House Hagal is everyone's opponent). */
function free(state: EngineState, space: SpaceId): boolean {
  return (state.board.agents[space] ?? []).length === 0 && !state.board.blocked.some((b) => b.space === space);
}

/**
 * rules 002 MAISON HAGAL AGENTS: reveal cards until one shows a free space; the Rival ignores the space's cost and
 * effects and gets only the card's: influence (no track bonus), troops (to the Conflict on a combat space), up to 2
 * garrison troops deployed on a combat space, a harvest (the bonus spice back to the bank in a 2-player game; base
 * and bonus spice to the Rival in solo), its leader's signet ring (solo).
 */
export function hagalAgentTurn(state: EngineState, seat: Seat, log: EventLog): void {
  const h = state.houseHagal!;
  const rival = state.players[seat]!;
  // Every card may be occupied: give up after going through the whole pile twice.
  for (let tries = 0; tries < 2 * (h.deck.length + h.discard.length) + 2; tries++) {
    const card = hagalCard(reveal(state, h, log));
    const space = card.target.kind === 'space' ? card.target.space : harvestSpace(state);
    if (!space || !free(state, space)) continue;
    placeRivalAgent(state, seat, card.id, space, log);
    for (const effect of card.effects) rivalEffect(state, seat, effect, space, log);
    controlBonus(state, space, log);
    return;
  }
  rival.agentsLeft = 0;
  log.public('hagalSkipped', { seat });
}

/**
 * rules 002 Bonus de Contrôle: the controller gets the bonus "à chaque fois qu'un joueur (vous inclus) y envoie un
 * Agent", a Rival included (PARTIE SOLO, COMBAT: "lorsqu'un Rival ou vous-même y envoyez un Agent"; facts pack
 * controlBonusOnRivalVisit). A solo Rival controller gains it at once.
 */
function controlBonus(state: EngineState, space: SpaceId, log: EventLog): void {
  giveControlBonus(state, space, (controller, bonus) => {
    if (isSoloRival(state, controller)) rivalGains(state, controller, bonus, log);
    // The 2-player Rival gains nothing of its own.
    return controller >= state.seatCount;
  });
}

/**
 * The controller's bonus when a Rival's Agent visits `space` (both games): a Rival controller takes it its own way
 * (`rivalTakes` returns true when it did), a player's resolves as effects.
 */
export function giveControlBonus(
  state: EngineState,
  space: BoardSpaceId,
  rivalTakes: (controller: Seat, bonus: readonly Effect[]) => boolean,
): void {
  const bonus = spaceIn(contentOf(state), space).controlBonus;
  const controller = controllerOf(state, space);
  if (!bonus || controller === null || rivalTakes(controller, bonus)) return;
  pushEffects(state, controller, bonus, { source: 'control', card: null, space });
}

/**
 * rules 002 Déploiement des Troupes Expert: in a level I or II Conflict, an Expert Rival already 2 troops ahead of
 * everyone keeps its troops in the garrison.
 */
function holdsBack(state: EngineState, seat: Seat): boolean {
  const difficulty = state.houseHagal?.difficulty;
  if (difficulty !== 'mentat' && difficulty !== 'kwisatzHaderach') return false;
  if (!state.conflict || conflictIn(contentOf(state), state.conflict).level === 3) return false;
  const mine = state.players[seat]!.troops.conflict;
  return state.players.every((p, s) => s === seat || mine - p.troops.conflict >= 2);
}

function rivalEffect(state: EngineState, seat: Seat, effect: Effect, space: SpaceId, log: EventLog): void {
  switch (effect.kind) {
    case 'influence':
      if (effect.faction.kind === 'faction') changeInfluence(state, seat, effect.faction.faction, effect.amount, log);
      return;
    case 'recruit':
      recruitTroops(state, seat, effect.amount, effect.deploy === 'must' && !holdsBack(state, seat), log);
      return;
    case 'deploy':
      if (!holdsBack(state, seat)) deployTroops(state, seat, effect.upTo === 'any' ? 12 : effect.upTo, log);
      return;
    case 'rivalHarvest':
      if (space === 'imperialBasin' || space === 'haggaBasin' || space === 'theGreatFlat') {
        const bonus = state.board.bonusSpice[space] ?? 0;
        state.board.bonusSpice[space] = 0;
        if (isSoloRival(state, seat)) {
          const spice = (space === 'theGreatFlat' ? 3 : space === 'haggaBasin' ? 2 : 1) + bonus;
          state.players[seat]!.spice += spice;
          log.public('harvested', { seat, space, spice });
        } else log.public('bonusSpiceRemoved', { space, spice: bonus });
      }
      return;
    case 'signetRing': {
      const leader = state.players[seat]!.leader;
      if (leader && isSoloRival(state, seat))
        rivalGains(state, seat, leaderIn(contentOf(state), leader).signetRing.effects, log);
      return;
    }
    default:
      return;
  }
}

const RIVAL_CTX: EffectContext = { source: 'conflict', card: null, space: null };

/**
 * rules 002 PARTIE SOLO, TOURS DES RIVAUX, Choix: "il choisit la Faction sur laquelle il a le moins d'Influence. En
 * cas d'égalité […], vous décidez pour le Rival." Of `count` different Factions: those below the tie are certain;
 * when more Factions are tied than places are left, the player picks (`open` of `tied`).
 */
function leastInfluence(
  state: EngineState,
  seat: Seat,
  among: readonly Faction[],
  count: number,
): { sure: Faction[]; tied: Faction[]; open: number } {
  const p = state.players[seat]!;
  if (among.length <= count) return { sure: [...among], tied: [], open: 0 };
  const sorted = [...among].sort((a, b) => p.influence[a] - p.influence[b]);
  const threshold = p.influence[sorted[count - 1]!];
  const sure = sorted.filter((f) => p.influence[f] < threshold);
  const tied = among.filter((f) => p.influence[f] === threshold);
  const open = count - sure.length;
  return tied.length === open ? { sure: [...sure, ...tied], tied: [], open: 0 } : { sure, tied, open };
}

/** What a solo Rival gets from a reward or its signet ring (rules 002 PARTIE SOLO); only influence ties wait. */
export function rivalGains(state: EngineState, seat: Seat, effects: readonly Effect[], log: EventLog): void {
  const p = state.players[seat]!;
  for (const effect of effects) {
    switch (effect.kind) {
      case 'gain':
        if (typeof effect.amount === 'number') {
          p[effect.resource] += effect.amount;
          log.public('gained', { seat, resource: effect.resource, amount: effect.amount });
        }
        break;
      case 'drawIntrigue':
        drawIntrigues(state, seat, effect.amount, log);
        break;
      case 'victoryPoints':
        gainVictoryPoints(state, seat, effect.amount, log);
        break;
      case 'recruit':
        recruitTroops(state, seat, effect.amount, false, log);
        break;
      case 'influence': {
        const among = targetFactions(state, seat, effect.faction, RIVAL_CTX);
        if (effect.faction.kind === 'each') {
          for (const f of contentOf(state).factions) changeInfluence(state, seat, f, effect.amount, log);
          break;
        }
        const count = effect.faction.kind === 'distinctChoices' ? effect.faction.count : 1;
        const { sure, tied, open } = leastInfluence(state, seat, among, count);
        for (const f of sure) changeInfluence(state, seat, f, effect.amount, log);
        // The player decides the tie for the Rival (the solo player is seat 0).
        if (open > 0)
          push(state, {
            kind: 'rivalFaction',
            seat: 0,
            rival: seat,
            among: tied,
            amount: effect.amount,
            remaining: open,
          });
        break;
      }
      case 'control':
        state.board.control[effect.space] = seat;
        log.public('control', { seat, space: effect.space });
        break;
      case 'takeMentat':
        if (state.board.mentat.holder === null) {
          state.board.mentat = { holder: seat, keep: effect.nextRound };
          if (!effect.nextRound) p.agentsLeft++;
        }
        break;
      case 'pay':
        if (canPay(state, seat, effect))
          push(state, { kind: 'rivalPay', seat: rivalDecider(state), rival: seat, effect });
        break;
      case 'if':
        rivalGains(
          state,
          seat,
          holds(state, seat, effect.condition, RIVAL_CTX) ? effect.then : (effect.else ?? []),
          log,
        );
        break;
      case 'choose':
        rivalChoice(state, seat, effect, rivalGains, log);
        break;
      default:
        break;
    }
  }
}

/**
 * Who decides for a Rival (rules 002 PARTIE SOLO, Choix: "vous décidez pour le Rival"): the solo player; with two
 * players against one Rival (Uprising), the First Player.
 */
export function rivalDecider(state: EngineState): Seat {
  return state.seatCount === 1 ? 0 : state.firstPlayer < state.seatCount ? state.firstPlayer : 0;
}

/**
 * A Rival's `choose` (rules 002 PARTIE SOLO, Choix): options with a cost are not for it. A choice of Factions to
 * gain influence with goes to its least influence (ties to the player); any other choice, with more options than it
 * takes, is the player's for the Rival (`rivalChoose`).
 */
export function rivalChoice(
  state: EngineState,
  seat: Seat,
  effect: Extract<Effect, { kind: 'choose' }>,
  gains: (state: EngineState, seat: Seat, effects: readonly Effect[], log: EventLog) => void,
  log: EventLog,
): void {
  const open = effect.options.filter((o) => !o.cost);
  if (open.length <= effect.pick) {
    for (const option of open) gains(state, seat, option.effects, log);
    return;
  }
  const among: Faction[] = [];
  const amounts = new Set<number>();
  for (const o of open) {
    const e = o.effects.length === 1 ? o.effects[0]! : null;
    if (e?.kind === 'influence' && e.faction.kind === 'faction') {
      among.push(e.faction.faction);
      amounts.add(e.amount);
    }
  }
  if (effect.pick === 1 && among.length === open.length && amounts.size === 1) {
    gains(state, seat, [{ kind: 'influence', faction: { kind: 'choice', among }, amount: [...amounts][0]! }], log);
    return;
  }
  push(state, {
    kind: 'rivalChoose',
    seat: rivalDecider(state),
    rival: seat,
    options: [...open],
    remaining: effect.pick,
    taken: [],
  });
}

function canPay(state: EngineState, seat: Seat, effect: Effect): boolean {
  return effect.kind === 'pay' && costVariants(state, seat, effect.cost, RIVAL_CTX).length > 0;
}

function payFor(state: EngineState, seat: Seat, effect: Effect, log: EventLog): void {
  if (effect.kind !== 'pay' || !canPay(state, seat, effect)) return;
  const p = state.players[seat]!;
  for (const cost of effect.cost)
    if (cost.kind === 'resource') {
      p[cost.resource] -= cost.amount;
      log.public('lost', { seat, resource: cost.resource, amount: cost.amount });
    }
  rivalGains(state, seat, effect.effects, log);
}

/** rules 002 PARTIE SOLO, Dépenser des Ressources: a Rival spends each set it holds for 1 VP at once. */
export function rivalPurchases(state: EngineState, log: EventLog): void {
  if (state.houseHagal?.mode !== 'solo') return;
  for (const seat of state.houseHagal.seats) {
    const p = state.players[seat]!;
    for (const purchase of HAGAL_RULES.solo.victoryPointPurchases) {
      for (;;) {
        if ('intrigues' in purchase && p.intrigues.length >= purchase.intrigues) {
          state.intrigueDiscard = [...state.intrigueDiscard, ...p.intrigues.slice(0, purchase.intrigues)];
          p.intrigues = p.intrigues.slice(purchase.intrigues);
        } else if ('spice' in purchase && p.spice >= purchase.spice) p.spice -= purchase.spice;
        else if ('solari' in purchase && p.solari >= purchase.solari) p.solari -= purchase.solari;
        else if ('water' in purchase && p.water >= purchase.water) p.water -= purchase.water;
        else break;
        log.public('rivalPurchase', { seat });
        gainVictoryPoints(state, seat, 1, log);
      }
    }
  }
}

/** rules 002 MAISON HAGAL COMBAT: each Rival with a troop in the Conflict adds the swords of a revealed card. */
export function hagalCombatSwords(state: EngineState, log: EventLog): void {
  const h = state.houseHagal;
  if (!h) return;
  // "Dans l'ordre du tour": solo Rivals from the First Player on (the 2-player Rival is not in the rotation).
  const inTurnOrder = turnOrder(state).filter((s) => h.seats.includes(s));
  for (const seat of sharedHagal(state) === null ? inTurnOrder : h.seats) {
    if (state.players[seat]!.troops.conflict === 0) continue;
    const card = hagalCard(reveal(state, h, log));
    state.players[seat]!.swords += card.swords ?? 0;
    log.public('hagalSwords', { seat, card: card.id, swords: card.swords ?? 0 });
  }
}

/**
 * Effects a card inflicts on House Hagal as an opponent ("s'ils disposent des ressources spécifiées"): only troop
 * losses apply; of a choice it takes the first option it can fulfil that way.
 */
export function rivalUndergo(state: EngineState, seat: Seat, effects: readonly Effect[], log: EventLog): void {
  for (const effect of effects) {
    if (effect.kind === 'loseTroops') {
      if (effect.from === 'conflict') removeConflictTroops(state, seat, effect.amount, 'supply', log);
      else loseGarrisonTroops(state, seat, effect.amount, log);
    } else if (effect.kind === 'choose') {
      const option = effect.options.find(
        (o) => !o.cost && o.effects.every((e) => e.kind === 'loseTroops') && fulfillable(state, seat, o.effects),
      );
      if (option) rivalUndergo(state, seat, option.effects, log);
    }
  }
}

export const hagalFrames: PartialFrameTable = {
  rivalChoose: {
    legal: (_state, frame) =>
      frame.options.flatMap((_, index): EngineAction[] =>
        frame.taken.includes(index) ? [] : [{ type: 'option', index, faction: null }],
      ),
    perform(state, frame, _seat, action, log) {
      if (action.type !== 'option') return;
      frame.taken.push(action.index);
      frame.remaining--;
      if (frame.remaining === 0 || frame.taken.length === frame.options.length) pop(state);
      log.public('rivalChoiceMade', { rival: frame.rival, option: action.index });
      editionOf(state).rivals.gains(state, frame.rival, frame.options[action.index]!.effects, log);
    },
  },
  rivalPay: {
    legal: (state, frame): EngineAction[] => [
      ...(editionOf(state).rivals.canPay(state, frame.rival, frame.effect) ? [{ type: 'confirm' } as const] : []),
      { type: 'pass' },
    ],
    perform(state, frame, _seat, action, log) {
      pop(state);
      log.public('rivalPaymentDecided', { rival: frame.rival, pays: action.type === 'confirm' });
      if (action.type === 'confirm') editionOf(state).rivals.pay(state, frame.rival, frame.effect, log);
    },
  },
  rivalFaction: {
    legal: (_state, frame) => frame.among.map((faction): EngineAction => ({ type: 'faction', faction })),
    perform(state, frame, _seat, action, log) {
      if (action.type !== 'faction') return;
      frame.among = frame.among.filter((f) => f !== action.faction);
      frame.remaining--;
      if (frame.remaining === 0 || frame.among.length === 0) pop(state);
      changeInfluence(state, frame.rival, action.faction, frame.amount, log);
    },
  },
};

/** The 2020 game's House Hagal (rules 002 CARTES DE LA MAISON HAGAL) behind the editions' Rivals seam. */
export const HOUSE_HAGAL: RivalRules = {
  playsAsPlayer: (mode) => mode === 'solo',
  deck: hagalDeck,
  agentTurn: hagalAgentTurn,
  combatSwords: hagalCombatSwords,
  gains: rivalGains,
  canPay,
  pay: payFor,
  afterGains: rivalPurchases,
  undergo: rivalUndergo,
};
