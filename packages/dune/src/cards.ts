import { shuffleInPlace, type Seat } from '@arrakis/engine';
import { TREACHERY_CARDS, type TreacheryCardId, type TreacheryKind } from './data/treachery.ts';
import { factionOf } from './board.ts';
import type { EventLog } from './events.ts';
import type { BattlePlan, DuneState } from './state.ts';

/**
 * Each card's kind in a Map, and each kind's cards in a list: the listings ask the kind of every card of a hand at
 * nearly every decision (Karama, the Harvester and Thumper windows, the battle plan). A Map answers a string key for
 * fewer instructions than the record's megamorphic lookup; a hand searched for one kind compares its cards with that
 * kind's few ids instead (the same strings, so mostly an identity test).
 */
const KINDS: ReadonlyMap<string, TreacheryKind> = new Map(
  Object.entries(TREACHERY_CARDS).map(([id, card]) => [id, card.kind]),
);
const CARDS_OF_KIND: ReadonlyMap<TreacheryKind, readonly string[]> = (() => {
  const byKind = new Map<TreacheryKind, string[]>();
  for (const [id, card] of Object.entries(TREACHERY_CARDS)) {
    const ids = byKind.get(card.kind);
    if (ids) ids.push(id);
    else byKind.set(card.kind, [id]);
  }
  return byKind;
})();

export function kindOf(card: TreacheryCardId): TreacheryKind {
  return KINDS.get(card)!;
}

/** The first card of a kind in the seat's hand, or null. */
export function cardOfKind(state: DuneState, seat: Seat, kind: TreacheryKind): TreacheryCardId | null {
  const hand = factionOf(state, seat).hand;
  const ids = CARDS_OF_KIND.get(kind) ?? [];
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i]!;
    for (let j = 0; j < ids.length; j++) if (card === ids[j]) return card;
  }
  return null;
}

/** Moves one card from a hand to the discard pile. */
export function discardFromHand(state: DuneState, seat: Seat, card: TreacheryCardId): void {
  const hand = factionOf(state, seat).hand;
  const i = hand.indexOf(card);
  if (i < 0) throw new Error(`card ${card} not in the hand of seat ${seat}`);
  hand.splice(i, 1);
  state.treacheryDiscard.push(card);
}

/** rules 000 §3.C: the discard pile is reshuffled into a new deck when the deck runs out. */
export function drawTreachery(state: DuneState): TreacheryCardId | null {
  if (state.treacheryDeck.length === 0) {
    if (state.treacheryDiscard.length === 0) return null;
    state.treacheryDeck = state.treacheryDiscard;
    state.treacheryDiscard = [];
    shuffle(state, state.treacheryDeck);
  }
  return state.treacheryDeck.pop() ?? null;
}

function shuffle<T>(state: DuneState, items: T[]): void {
  shuffleInPlace(state.rng, items);
}

/** A Karama played earlier to cancel this faction's power once (annexe 4 Karama A); consumed when found. */
export function consumeKaramaBlock(state: DuneState, faction: string, power: string): boolean {
  const i = state.karamaBlocks.findIndex((b) => b.faction === faction && b.power === power);
  if (i < 0) return false;
  state.karamaBlocks.splice(i, 1);
  return true;
}

/** Cards on a battle wheel stay there until the battle is resolved (rules 000 §10.B.3). */
export function cardsInBattlePlans(state: DuneState): Set<string> {
  const cards = new Set<string>();
  const add = (plan: Partial<BattlePlan> | undefined): void => {
    if (plan === undefined) return;
    if (plan.cheapHero) cards.add(plan.cheapHero);
    if (plan.weapon) cards.add(plan.weapon);
    if (plan.defense) cards.add(plan.defense);
  };
  // Plans and drafts are keyed by seat number: each seat's read, none enumerated.
  const plans = state.battles?.current?.plans;
  if (plans) for (let s = 0; s < state.seatCount; s++) add(plans[s]);
  for (const frame of state.stack) {
    if (frame.kind !== 'battlePlan') continue;
    for (let s = 0; s < state.seatCount; s++) add(frame.draft[s]);
  }
  return cards;
}

/** The seat's cards not on a battle wheel: those it may still play or hand over. */
export function freeCards(state: DuneState, seat: Seat): TreacheryCardId[] {
  const committed = cardsInBattlePlans(state);
  return factionOf(state, seat).hand.filter((c) => !committed.has(c));
}

/**
 * annexe 4 Karama A (rules 000 §18): the Karama use that forbids the Bene Gesserit, once, to play a worthless card
 * as a Karama.
 */
export const WORTHLESS_KARAMA = 'worthlessKarama';

/**
 * annexe 4 worthless cards, optional note (`beneGesseritWorthlessKarama`), and rules 000 §18, annexe 4 Karama B
 * Bene Gesserit (`specialKarama`): the Bene Gesserit may use a worthless card as a Karama.
 */
export function worthlessIsKarama(state: DuneState, seat: Seat): boolean {
  return (
    state.seats[seat] === 'beneGesserit' && (state.options.specialKarama || state.options.beneGesseritWorthlessKarama)
  );
}

/**
 * The card the seat spends when it plays a Karama, or null. The Bene Gesserit spend a worthless card first (it has
 * no other use than a slot on the battle wheel), but a Karama card while a Karama forbids that use and they hold one.
 */
export function karamaCardOf(state: DuneState, seat: Seat): TreacheryCardId | null {
  const karama = cardOfKind(state, seat, 'karama');
  if (!worthlessIsKarama(state, seat)) return karama;
  const worthless = freeCards(state, seat).find((c) => kindOf(c) === 'worthless') ?? null;
  const forbidden = state.karamaBlocks.some((b) => b.faction === 'beneGesserit' && b.power === WORTHLESS_KARAMA);
  return worthless !== null && (karama === null || !forbidden) ? worthless : karama;
}

/**
 * Takes the seat's Karama (`karamaCardOf`) out of its hand and returns it, or null when its use is cancelled: a
 * worthless card played as a Karama while a Karama forbids it (rules 000 §18, annexe 4 Karama A) goes to the
 * discard pile for nothing, and that Karama is spent.
 */
export function takeKarama(state: DuneState, seat: Seat, log: EventLog): TreacheryCardId | null {
  const card = karamaCardOf(state, seat);
  if (card === null) throw new Error(`seat ${seat} holds no Karama`);
  const hand = factionOf(state, seat).hand;
  hand.splice(hand.indexOf(card), 1);
  if (kindOf(card) !== 'worthless') return card;
  log.public('worthlessAsKarama', { seat, card });
  if (consumeKaramaBlock(state, 'beneGesserit', WORTHLESS_KARAMA)) {
    state.treacheryDiscard.push(card);
    log.public('karamaPrevented', { faction: 'beneGesserit', power: WORTHLESS_KARAMA, seat });
    return null;
  }
  return card;
}

/** Plays the seat's Karama into the discard pile; whether it takes effect (see `takeKarama`). */
export function playKarama(state: DuneState, seat: Seat, log: EventLog): boolean {
  const card = takeKarama(state, seat, log);
  if (card === null) return false;
  state.treacheryDiscard.push(card);
  return true;
}
