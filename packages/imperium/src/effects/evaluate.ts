import type { Seat } from '@arrakis/engine';
import { cardData, factionCardsInPlay } from '../cards.ts';
import type { Condition } from '../dsl/condition.ts';
import type { Cost } from '../dsl/cost.ts';
import type { Effect } from '../dsl/effect.ts';
import type { FactionTarget } from '../dsl/factionTarget.ts';
import type { Faction, Resource } from '../dsl/primitives.ts';
import type { BoardSpaceId as SpaceId } from '../ids.ts';
import { modulesWith, spaceIn, type ContentSet } from '../edition.ts';
import { BASE_CONTENT } from '../editions/base.ts';
import { contentOf, editionOf } from '../editions/index.ts';
import type { Quantity } from '../dsl/quantity.ts';
import type { EffectContext } from '../frames.ts';
import type { EnginePlayerState, EngineState } from '../state.ts';

/** Everyone else at the table from the left, clockwise; House Hagal is an opponent too (rules 002 MAISON HAGAL). */
export function opponentsOf(state: EngineState, seat: Seat): Seat[] {
  const n = state.players.length;
  const out: Seat[] = [];
  for (let i = 1; i < n; i++) out.push((seat + i) % n);
  return out;
}

export function isRival(state: EngineState, seat: Seat): boolean {
  return state.houseHagal?.seats.includes(seat) ?? false;
}

/**
 * A Rival that plays as a player: it takes turns and gains rewards, resources and VP (rules 002 PARTIE SOLO; every
 * Rival of Uprising, rules 004 JEU SOLO – DÉTAIL). The edition's Rivals say which do.
 */
export function isSoloRival(state: EngineState, seat: Seat): boolean {
  const h = state.houseHagal;
  return h !== null && isRival(state, seat) && editionOf(state).rivals.playsAsPlayer(h.mode);
}

/**
 * The 2020 two-player game's House Hagal: a Rival outside the rotation, acting after the First Player's Agent turns
 * and taking no reward (rules 002 PARTIES À DEUX JOUEURS); null in other games.
 */
export function sharedHagal(state: EngineState): Seat | null {
  const seat = state.houseHagal?.seats[0];
  return seat !== undefined && !isSoloRival(state, seat) ? seat : null;
}

/**
 * Who takes turns, in seat order: the players, and the solo Rivals ("en séquence avec vous"); the 2-player Rival
 * acts after the First Player's Agent turns instead (rules 002 MAISON HAGAL). An edition's Rivals may set another
 * order (Uprising's two-player Rival always plays second).
 */
export function rotation(state: EngineState): Seat[] {
  const order = state.houseHagal ? editionOf(state).rivals.rotation?.(state) : undefined;
  if (order) return order;
  const out: Seat[] = [];
  for (let s = 0; s < state.players.length; s++) if (s < state.seatCount || isSoloRival(state, s)) out.push(s);
  return out;
}

/** Seats in turn order from the first player (rules 002 PHASE 2: "dans le sens horaire"), solo Rivals included. */
export function turnOrder(state: EngineState): Seat[] {
  const order = rotation(state);
  const at = Math.max(0, order.indexOf(state.firstPlayer));
  return [...order.slice(at), ...order.slice(0, at)];
}

/** The value of an amount when it resolves (rules 002 GUIDE DES ICÔNES; FAQ on Liet Kynes). */
export function quantity(state: EngineState, seat: Seat, q: Quantity): number {
  if (typeof q === 'number') return q;
  const p = state.players[seat]!;
  switch (q.per.kind) {
    case 'factionCardsInPlay':
      return q.times * factionCardsInPlay(state, p, q.per.faction);
    case 'baseSpiceHarvested':
      return q.times * (state.turn?.seat === seat ? state.turn.harvestBase : 0);
  }
}

function spiceMustFlowOwned(state: EngineState, seat: Seat, card: string): number {
  // rules 002 RÈGLES SUPPLÉMENTAIRES POUR LES RIVAUX (Monopoliser le Marché): each Rival counts as owning two.
  if (isSoloRival(state, seat)) return 2;
  const p = state.players[seat]!;
  return (
    copiesIn(p.deck, card) +
    copiesIn(p.hand, card) +
    copiesIn(p.discard, card) +
    copiesIn(p.inPlay, card) +
    copiesIn(p.revealed, card)
  );
}

function copiesIn(cards: readonly string[], card: string): number {
  let n = 0;
  for (const c of cards) if (c === card) n++;
  return n;
}

/**
 * The seat's influence with a Faction for requirements and conditions: its cube's, unless a module reads it
 * elsewhere (a six-player Commander has its best Ally's, facts uprising-rules.md §1.5).
 */
export function influenceFor(state: EngineState, seat: Seat, faction: Faction): number {
  for (const module of modulesWith(editionOf(state), 'influenceOf')) {
    const level = module.influenceOf!(state, seat, faction);
    if (level !== undefined) return level;
  }
  return state.players[seat]!.influence[faction];
}

/** Whether a condition holds for `seat` now (rules 002 GUIDE DES ICÔNES "Influence", "Alliance", "Lien"). */
export function holds(state: EngineState, seat: Seat, condition: Condition, ctx: EffectContext | null): boolean {
  const p = state.players[seat]!;
  switch (condition.kind) {
    case 'influence':
      return influenceFor(state, seat, condition.faction) >= condition.atLeast;
    case 'alliance':
      return condition.faction === 'any'
        ? contentOf(state).factions.some((f) => state.alliances[f] === seat)
        : state.alliances[condition.faction] === seat;
    case 'bond': {
      // "Another card": the card carrying the bond does not bond with itself.
      const self = ctx?.card && cardData(state, ctx.card).factions.includes(condition.faction) ? 1 : 0;
      return factionCardsInPlay(state, p, condition.faction) - self >= 1;
    }
    case 'highCouncilSeat':
      return p.highCouncil;
    case 'cardsOwned':
      return spiceMustFlowOwned(state, seat, condition.card) >= condition.atLeast;
    case 'mostCardsOwned': {
      const mine = spiceMustFlowOwned(state, seat, condition.card);
      return opponentsOf(state, seat).every((o) => spiceMustFlowOwned(state, o, condition.card) < mine);
    }
    case 'influenceOnTracks':
      return (
        contentOf(state).factions.filter((f) => influenceFor(state, seat, f) >= condition.atLeast).length >=
        condition.tracks
      );
    case 'opponentTroopInConflict':
      return opponentsOf(state, seat).some((o) => state.players[o]!.troops.conflict > 0);
  }
}

/** The Factions a target lets the seat choose among (empty: nothing to move). */
export function targetFactions(
  state: EngineState,
  seat: Seat,
  target: FactionTarget,
  ctx: EffectContext | null,
): Faction[] {
  return factionsOfTarget(
    target,
    ctx?.space ?? null,
    state.players[seat]!.influence,
    opponentsOf(state, seat).map((o) => state.players[o]!.influence),
    contentOf(state),
  );
}

/**
 * The Factions an influence target names, from the seat's influence and its opponents': the rule itself, for the
 * engine and for bots reading a view alike. `space`: where the effect comes from (a space's own Faction);
 * `content`: the edition's (its tracks and spaces).
 */
export function factionsOfTarget(
  target: FactionTarget,
  space: SpaceId | null,
  mine: Readonly<Record<Faction, number>>,
  opponents: readonly Readonly<Record<Faction, number>>[],
  content: ContentSet = BASE_CONTENT,
): Faction[] {
  switch (target.kind) {
    case 'faction':
      return [target.faction];
    case 'choice':
      return [...target.among];
    case 'distinctChoices':
    case 'each':
      return [...content.factions];
    case 'spaceFaction': {
      const f = space ? spaceIn(content, space).faction : null;
      return f ? [f] : [];
    }
    case 'behindAnOpponent':
      return content.factions.filter((f) => opponents.some((o) => o[f] > mine[f]));
  }
}

/** Shared answers of `costVariants`, which is asked for every space at every listing of Agent placements. */
const ONE_WAY: readonly (Faction | null)[] = [null];
const NO_WAY: readonly (Faction | null)[] = [];

/**
 * The ways the seat can pay `costs` in full: one entry per Faction it could lose influence on (null when the costs
 * name no Faction choice); empty when the costs cannot be paid (rules 002 "Payer un coût").
 */
export function costVariants(
  state: EngineState,
  seat: Seat,
  costs: readonly Cost[],
  ctx: EffectContext | null,
  discount = 0,
): readonly (Faction | null)[] {
  const p = state.players[seat]!;
  let choices: readonly (Faction | null)[] = ONE_WAY;
  for (const cost of costs) {
    switch (cost.kind) {
      case 'resource': {
        const amount = cost.resource === 'solari' ? Math.max(0, cost.amount - discount) : cost.amount;
        if (stockOf(p, cost.resource) < amount) return NO_WAY;
        break;
      }
      case 'troopsInConflict':
        if (p.troops.conflict < cost.amount) return NO_WAY;
        break;
      case 'trashThisCard':
        if (!ctx?.card || ![...p.inPlay, ...p.revealed].includes(ctx.card)) return NO_WAY;
        break;
      case 'influence': {
        const able = withInfluence(p, targetFactions(state, seat, cost.faction, ctx), cost.amount);
        if (able.length === 0) return NO_WAY;
        if (cost.faction.kind !== 'faction') choices = able;
        break;
      }
    }
  }
  return choices;
}

/**
 * A player's stock of one resource. `p[resource]`, its name changing from call to call, is a megamorphic read for
 * V8 (a search of its global cache at each call, on the Agent listing's path): three named reads cost less.
 */
export function stockOf(p: EnginePlayerState, resource: Resource): number {
  return resource === 'solari' ? p.solari : resource === 'spice' ? p.spice : p.water;
}

/** Adds `n` (negative: takes) to a player's stock of one resource; see `stockOf`. */
export function addStock(p: EnginePlayerState, resource: Resource, n: number): void {
  if (resource === 'solari') p.solari += n;
  else if (resource === 'spice') p.spice += n;
  else p.water += n;
}

/**
 * The Factions among `factions` where the seat has at least `amount` influence. Not a closure in `costVariants`:
 * that would make V8 allocate its variables at every call, and it is called for every space at every listing.
 */
function withInfluence(p: EnginePlayerState, factions: readonly Faction[], amount: number): Faction[] {
  return factions.filter((f) => p.influence[f] >= amount);
}

/** Whether mandatory losses in `effects` can be fulfilled (rules 002 CLARIFICATIONS, Test d'Humanité). */
export function fulfillable(state: EngineState, seat: Seat, effects: readonly Effect[]): boolean {
  const p = state.players[seat]!;
  for (const module of editionOf(state).modules)
    if (module.fulfillable && !module.fulfillable(state, seat, effects)) return false;
  return effects.every((e) => {
    switch (e.kind) {
      case 'discard':
        return p.hand.length >= 1;
      case 'loseTroops':
        return p.troops[e.from] >= 1;
      case 'takeFromDiscard':
        return p.discard.some((c) => cardData(state, c).factions.includes(e.faction));
      case 'lose':
        return p[e.resource] >= e.amount;
      default:
        return true;
    }
  });
}

/** Effects whose order cannot matter: fixed gains with no choice, cost, condition or counter. */
const PLAIN_KINDS: ReadonlySet<Effect['kind']> = new Set([
  'gain',
  'persuasion',
  'swords',
  'draw',
  'drawIntrigue',
  'recruit',
  'victoryPoints',
]);

const PLAIN_LISTS = new WeakMap<readonly Effect[], boolean>();

/**
 * Whether every effect of the list is a plain gain. Asked of content's lists only (a card's boxes, a space's
 * effects), which never change: each list's answer is found once.
 */
export function plain(effects: readonly Effect[]): boolean {
  let answer = PLAIN_LISTS.get(effects);
  if (answer === undefined) PLAIN_LISTS.set(effects, (answer = plainNow(effects)));
  return answer;
}

function plainNow(effects: readonly Effect[]): boolean {
  for (const e of effects)
    if (
      !(PLAIN_KINDS.has(e.kind) && !('amount' in e && typeof e.amount !== 'number')) &&
      !(e.kind === 'influence' && e.faction.kind === 'faction')
    )
      return false;
  return true;
}
