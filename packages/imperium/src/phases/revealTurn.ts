import type { Seat } from '@arrakis/engine';
import type { ActionOf, EngineAction } from '../actions.ts';
import { gainCard } from '../effects/board.ts';
import { contentOf, editionOf } from '../editions/index.ts';
import { playerCardIn, type ContentSet } from '../edition.ts';
import { takeFromMarket } from '../effects/decisions.ts';
import { highCouncilReveal } from '../effects/resolve.ts';
import type { ReservePileId as ReserveCardId } from '../ids.ts';
import { plain } from '../effects/evaluate.ts';
import { pop, push, pushEffects } from '../effects/stack.ts';
import type { EventLog } from '../events.ts';
import type { CardId, EngineState } from '../state.ts';
import type { Effect } from '../dsl/effect.ts';
import type { EffectContext } from '../frames.ts';
import { firstOfItsValue } from '../flow.ts';
import { agentCard } from './agentTurn.ts';
import { strength } from '../troops.ts';

/**
 * rules 002 TOUR RÉVÉLATION, RÉVÉLATION DES CARTES and RÉSOLUTION DES EFFETS: the whole hand is revealed and each
 * Reveal box resolves, with the High Council's persuasion; acquisitions follow (our reading: after the effects,
 * rather than "avant, entre, ou après").
 */
export function revealCards(state: EngineState, seat: Seat, log: EventLog): void {
  const p = state.players[seat]!;
  const turn = state.turn!;
  pop(state);
  turn.kind = 'reveal';
  turn.stage = 'effects';
  turn.acted = true;
  p.revealed = p.hand;
  p.hand = [];
  log.public('cardsRevealed', { seat, cards: p.revealed.slice() });
  for (const module of editionOf(state).modules) module.revealed?.(state, seat, log);
  // RÉSOLUTION DES EFFETS RÉVÉLATION: "dans l'ordre de votre choix". Plain gains first (their order cannot matter
  // and they can only help pay the rest), then the boxes with choices, costs or conditions in the player's order.
  const open: { effects: Effect[]; ctx: EffectContext }[] = [];
  const plainBoxes: { effects: readonly Effect[]; ctx: EffectContext }[] = [];
  const content = contentOf(state);
  for (const card of p.revealed) {
    const effects = agentCard(content, card).revealBox;
    if (effects.length === 0) continue;
    const ctx = { source: 'revealBox', card, space: null } as const;
    if (plain(effects)) plainBoxes.push({ effects, ctx });
    else open.push({ effects: effects.slice(), ctx });
  }
  if (open.length > 1) push(state, { kind: 'effectOrder', seat, groups: open });
  else for (const b of open) pushEffects(state, seat, b.effects, b.ctx);
  for (let i = plainBoxes.length - 1; i >= 0; i--) pushEffects(state, seat, plainBoxes[i]!.effects, plainBoxes[i]!.ctx);
  if (p.highCouncil)
    pushEffects(state, seat, highCouncilReveal(state), { source: 'highCouncil', card: null, space: null });
}

/** Why the seat may not acquire the card from there (issue 21), as a constant code; null when it may. */
export type PurchaseRefusal =
  'cannotAcquireToTop' | 'cardNotInRow' | 'notAReservePile' | 'reserveEmpty' | 'noSetAsideCard' | 'notEnoughPersuasion';

/**
 * rules 002 Acquérir des Cartes: a card of the Imperium Row, of the edition's buyable reserve piles, or the one the
 * seat set aside, whose cost is within its persuasion; on top of the deck only when an effect says so.
 */
export function purchaseRefusal(
  state: EngineState,
  seat: Seat,
  card: CardId,
  from: 'row' | 'reserve' | 'setAside',
  toTop: boolean,
): PurchaseRefusal | null {
  const p = state.players[seat]!;
  if (toTop && !p.acquireToTop) return 'cannotAcquireToTop';
  return (
    missingForPurchase(state, seat, card, from) ??
    (purchasePrice(state, seat, card, from) <= p.persuasion ? null : 'notEnoughPersuasion')
  );
}

/** Whether `purchaseActions` lists the acquisition: the same rule, asked of the one card. */
export function purchaseAllowed(state: EngineState, seat: Seat, action: ActionOf<'acquire'>): boolean {
  return purchaseRefusal(state, seat, action.card, action.from, action.toTop) === null;
}

/** Whether the card is there to acquire: a refusal, or null. */
export function missingForPurchase(
  state: EngineState,
  seat: Seat,
  card: CardId,
  from: 'row' | 'reserve' | 'setAside',
): PurchaseRefusal | null {
  if (from === 'row') return state.imperiumRow.includes(card) ? null : 'cardNotInRow';
  if (from === 'reserve') {
    if (!isBuyableReserve(state, card)) return 'notAReservePile';
    return (state.reserve[card] ?? 0) > 0 ? null : 'reserveEmpty';
  }
  const setAside = state.players[seat]!.setAside;
  return setAside && setAside.card === card ? null : 'noSetAsideCard';
}

/** What the card costs the seat, from there (the card being there). */
export function purchasePrice(
  state: EngineState,
  seat: Seat,
  card: CardId,
  from: 'row' | 'reserve' | 'setAside',
): number {
  return priceOf(purchaseCard(contentOf(state), card).cost, discountOn(state, seat, card, from));
}

/** rules 002 Acquérir des Cartes: the printed cost less the seat's discount on it, never below nothing. */
function priceOf(cost: number, discount: number): number {
  return Math.max(0, cost - discount);
}

/** The seat's discount on the card from there: a reserve pile's (an effect's), or the set-aside card's own. */
function discountOn(state: EngineState, seat: Seat, card: CardId, from: 'row' | 'reserve' | 'setAside'): number {
  const p = state.players[seat]!;
  if (from === 'reserve') return p.discounts[card as ReserveCardId] ?? 0;
  return from === 'setAside' && p.setAside ? p.setAside.discount : 0;
}

/** What the acquisition listing reads of a card, found once per card of a content (content never changes). */
interface PurchaseCard {
  /** The printed cost (card data have many shapes: read here, from one). */
  readonly cost: number;
  /** Its `acquire` actions by place and top (`SLOTS[from] + (toTop ? 1 : 0)`), each made once when first listed. */
  readonly actions: (EngineAction | undefined)[];
}

const SLOTS = { row: 0, reserve: 2, setAside: 4 } as const;
const purchaseCards = new WeakMap<ContentSet, Map<CardId, PurchaseCard>>();
let lastContent: ContentSet | null = null;
let lastPurchaseCards: Map<CardId, PurchaseCard> | null = null;

function purchaseCard(content: ContentSet, card: CardId): PurchaseCard {
  let byCard = content === lastContent ? lastPurchaseCards : purchaseCards.get(content);
  if (!byCard) purchaseCards.set(content, (byCard = new Map()));
  lastContent = content;
  lastPurchaseCards = byCard;
  let found = byCard.get(card);
  if (!found) byCard.set(card, (found = { cost: playerCardIn(content, card).cost!, actions: [] }));
  return found;
}

/** rules 002 Acquérir des Cartes: row cards and the edition's buyable reserve piles, within the persuasion. */
export function purchaseActions(state: EngineState, seat: Seat): EngineAction[] {
  const p = state.players[seat]!;
  const content = contentOf(state);
  const out: EngineAction[] = [];
  // `purchaseRefusal` of each card, not on top, with `purchasePrice`'s parts; a row card is in the row and the
  // set-aside card set aside, and each buyable reserve pile is one, so only the reserve's count is asked.
  const row = state.imperiumRow;
  for (let i = 0; i < row.length; i++) {
    const card = row[i]!;
    // The row's distinct cards, in order: a copy counts at its first place.
    if (!firstOfItsValue(row, i)) continue;
    const known = purchaseCard(content, card);
    if (priceOf(known.cost, 0) <= p.persuasion) addPurchase(p.acquireToTop, known, card, 'row', SLOTS.row, out);
  }
  for (const card of content.buyableReserve) {
    if ((state.reserve[card] ?? 0) <= 0) continue;
    const known = purchaseCard(content, card);
    if (priceOf(known.cost, discountOn(state, seat, card, 'reserve')) <= p.persuasion)
      addPurchase(p.acquireToTop, known, card, 'reserve', SLOTS.reserve, out);
  }
  const setAside = p.setAside;
  if (setAside) {
    const known = purchaseCard(content, setAside.card);
    if (priceOf(known.cost, setAside.discount) <= p.persuasion)
      addPurchase(p.acquireToTop, known, setAside.card, 'setAside', SLOTS.setAside, out);
  }
  return out;
}

/** One card's acquisitions, not on top and (when the seat may) on top. */
function addPurchase(
  toTopToo: boolean,
  known: PurchaseCard,
  card: CardId,
  from: 'row' | 'reserve' | 'setAside',
  slot: number,
  out: EngineAction[],
): void {
  out.push(acquireAction(known, card, from, slot, false));
  if (toTopToo) out.push(acquireAction(known, card, from, slot + 1, true));
}

/** An `acquire` made once per card, place and top, shared by every listing: frozen. */
function acquireAction(
  known: PurchaseCard,
  card: CardId,
  from: 'row' | 'reserve' | 'setAside',
  slot: number,
  toTop: boolean,
): EngineAction {
  return (known.actions[slot] ??= Object.freeze<EngineAction>({ type: 'acquire', card, from, toTop }));
}

function isBuyableReserve(state: EngineState, card: CardId): card is ReserveCardId {
  return (contentOf(state).buyableReserve as readonly CardId[]).includes(card);
}

export function purchase(state: EngineState, seat: Seat, action: ActionOf<'acquire'>, log: EventLog): void {
  const p = state.players[seat]!;
  let cost: number;
  if (action.from === 'setAside' && p.setAside) {
    cost = purchasePrice(state, seat, p.setAside.card, 'setAside');
    p.setAside = null;
  } else if (action.from === 'reserve' && isBuyableReserve(state, action.card)) {
    cost = purchasePrice(state, seat, action.card, 'reserve');
    takeFromMarket(state, action.card, 'reserve', log);
  } else {
    cost = purchasePrice(state, seat, action.card, 'row');
    takeFromMarket(state, action.card, 'row', log);
  }
  p.persuasion -= cost;
  gainCard(state, seat, action.card, action.toTop, log);
}

/**
 * rules 002 AJUSTEMENT DE LA FORCE and NETTOYAGE: the strength is announced; the cards played and revealed go to
 * the discard pile; unspent persuasion is lost.
 */
export function revealCleanup(state: EngineState, seat: Seat, log: EventLog): void {
  const p = state.players[seat]!;
  log.public('strength', { seat, strength: strength(state, seat) });
  p.discard = [...p.discard, ...p.inPlay, ...p.revealed, ...p.hand];
  p.inPlay = [];
  p.revealed = [];
  p.hand = [];
  p.persuasion = 0;
  p.acquireToTop = false;
  // Helena's set-aside card, unbought, goes to the bottom of the Imperium deck (our reading: the FAQ is silent).
  if (p.setAside) {
    state.imperiumDeck = [...state.imperiumDeck, p.setAside.card];
    log.public('setAsideReturned', { seat, card: p.setAside.card });
    p.setAside = null;
  }
  p.revealedThisRound = true;
}
