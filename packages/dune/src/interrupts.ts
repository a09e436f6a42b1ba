import { ruleError, type RuleError, type Seat } from '@arrakis/engine';
import type { Faction } from './data/factions.ts';
import type { TreacheryCardId } from './data/treachery.ts';
import { INTERRUPT_TYPES, type DuneAction } from './actions.ts';
import { activeSeats, areAllies, factionOf, isEliminated, reviveTokens } from './board.ts';
import { cardOfKind, cardsInBattlePlans, discardFromHand, karamaCardOf, kindOf, playKarama } from './cards.ts';
import { push, sameAction } from './flow.ts';
import type { EventLog } from './events.ts';
import type { DuneState, FactionState } from './state.ts';
import { factionToFaction, freeSpice } from './spice.ts';
import { reason } from './reasons.ts';
import { checkThreat, performThreat, threatActions } from './duel/kanly.ts';
import { buyBackActions, buyBackDuncan, checkBuyBack } from './variants/fremenForesight.ts';
import { checkGiveCard, giveCardActions, performGiveCard, spiceGiftSeenBy } from './variants/diplomacy.ts';
import { gholaTake, gholaTakeActions, gholaTakeRefusal } from './variants/tleilaxu.ts';
import type { LeaderId } from './data/leaders.ts';
import {
  karamaBlocked,
  karamaBlockRefusal,
  karamaPowers,
  karamaRevive,
  karamaReviveRefusal,
  karamaTakeRefusal,
  specialKaramaActions,
  takeCards,
} from './karama.ts';

/** Open offers a seat may have at once, so nobody floods the table. */
export const MAX_OPEN_DEALS = 3;

/** The other seats still in the game (rules 000 §19.C.12: nothing reaches an eliminated seat). */
function others(state: DuneState, seat: Seat): Seat[] {
  return activeSeats(state).filter((s) => s !== seat);
}

function subsets<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask++) out.push(items.filter((_, i) => mask & (1 << i)));
  return out;
}

/**
 * The gifts are the longest interrupt listing (every seat × every amount): each is made once and frozen, as the moves
 * are (`apply` parses its input into a new object, so nothing writes them).
 */
const GIFTS: DuneAction[][] = [];

function giftAction(to: Seat, amount: number): DuneAction {
  const row = (GIFTS[to] ??= []);
  return (row[amount] ??= Object.freeze({ type: 'giftSpice', to, amount }));
}

/**
 * The gift listings made, by the seats given to (bits), the giver and the most spice given (`giftKey`): a seat's
 * free spice and the seats still in the game seldom change between two listings. Emptied when it reaches GIFTS_KEPT.
 */
const GIFT_LISTS = new Map<number, readonly DuneAction[]>();
const GIFTS_KEPT = 4096;
/** Above this much free spice, the list is made each time (a key stays a small integer). */
const GIFT_KEY_SPICE = 1 << 16;

/** rules 000 §13.C: a gift of 1 up to `giftable` spice to each of `rest`, in that order. */
function giftList(rest: readonly Seat[], giftable: number): DuneAction[] {
  const actions: DuneAction[] = [];
  for (const to of rest) for (let amount = 1; amount <= giftable; amount++) actions.push(giftAction(to, amount));
  return actions;
}

/** The gifts listing, kept: shared, never to be written. */
function giftsOf(seat: Seat, rest: readonly Seat[], giftable: number): readonly DuneAction[] {
  if (giftable <= 0 || giftable >= GIFT_KEY_SPICE || rest.length === 0) return giftList(rest, giftable);
  let to = 0;
  for (let i = 0; i < rest.length; i++) to |= 1 << rest[i]!;
  // Seats below 8: 8 bits of seats given to, 3 of the giver, then the spice.
  const key = (giftable * 8 + seat) * 256 + to;
  let kept = GIFT_LISTS.get(key);
  if (kept === undefined) {
    if (GIFT_LISTS.size >= GIFTS_KEPT) GIFT_LISTS.clear();
    GIFT_LISTS.set(key, (kept = giftList(rest, giftable)));
  }
  return kept;
}

/** Appends the listing of a section to `actions` (most are empty: no call with a spread list for them). */
function pushAll(actions: DuneAction[], listed: readonly DuneAction[]): void {
  for (let i = 0; i < listed.length; i++) actions.push(listed[i]!);
}

/** Every action the seat may take now without being asked. */
/**
 * Not before the game: the setup, nor the spice-harvest prelude (reading of rules 000 §16: the treachery cards and
 * the deals of §13.C belong to the normal game; the prelude's own spice goes back to the reserve at its end).
 */
function interruptsAllowed(state: DuneState): boolean {
  return state.phase !== 'setup' && state.phase !== 'harvest' && state.phase !== 'over';
}

export function interruptActions(state: DuneState, seat: Seat): DuneAction[] {
  if (!interruptsAllowed(state) || isEliminated(state, seat)) return [];
  const fs = factionOf(state, seat);
  const rest = others(state, seat);
  // rules 000 §13.C: spice may change hands by agreement at any time.
  const actions = giftsOf(seat, rest, freeSpice(state, seat)).slice();
  // 000 XXIX: cards handed over during the diplomacy phase.
  pushAll(actions, giveCardActions(state, seat));
  // rules 000 §13.C: deals. Offers are free-form (their terms are text), so only answers and withdrawals are listed.
  for (const deal of state.deals) {
    if (deal.to === seat)
      actions.push(
        { type: 'answerDeal', id: deal.id, accept: true },
        { type: 'answerDeal', id: deal.id, accept: false },
      );
    if (deal.from === seat) actions.push({ type: 'withdrawDeal', id: deal.id });
  }
  if (cardOfKind(state, seat, 'truthtrance')) {
    for (const target of rest) actions.push({ type: 'truthtrance', target });
  }
  gholaActions(state, seat, fs, actions);
  coneActions(state, seat, fs, actions);
  poisonActions(state, seat, fs, actions);
  karamaActions(state, seat, fs, actions);
  // rules 000 §19.B: a Kanly threat, whenever in the turn.
  pushAll(actions, threatActions(state, seat));
  // 000 XXXV: Duncan Idaho bought back from the tanks, whenever in the turn.
  pushAll(actions, buyBackActions(state, seat));
  // 000 XXXVII: the Tleilaxu's ghola card takes a dead leader.
  pushAll(actions, gholaTakeActions(state, seat));
  return actions;
}

/** A section of `interruptActions`: it adds the actions of its types to the list. */
type Listing = (state: DuneState, seat: Seat, fs: FactionState, actions: DuneAction[]) => void;

function gholaActions(state: DuneState, seat: Seat, fs: FactionState, actions: DuneAction[]): void {
  if (!cardOfKind(state, seat, 'tleilaxuGhola')) return;
  if (fs.tanks > 0) actions.push({ type: 'ghola', leader: null });
  for (const [id, l] of Object.entries(fs.leaders))
    if (l.location === 'tanks') actions.push({ type: 'ghola', leader: id });
}

function coneActions(state: DuneState, seat: Seat, _fs: FactionState, actions: DuneAction[]): void {
  if (!cardOfKind(state, seat, 'coneOfSilence')) return;
  const targets = others(state, seat).filter((s) => !areAllies(state, seat, s) && !state.silenced.includes(s));
  for (const group of subsets(targets)) actions.push({ type: 'coneOfSilence', targets: group });
}

function poisonActions(state: DuneState, seat: Seat, fs: FactionState, actions: DuneAction[]): void {
  const placed = state.residualPoisons.find((p) => p.by === seat);
  if (placed) {
    // annexe 4 Poison résiduel: taken back during one of the placer's movement segments.
    const segment = state.stack[state.stack.length - 1];
    if (segment && (segment.kind === 'shipment' || segment.kind === 'movement') && segment.seat === seat) {
      actions.push({ type: 'withdrawPoison' });
    }
    return;
  }
  if (cardOfKind(state, seat, 'residualPoison') === null && cardOfKind(state, seat, 'worthless') === null) return;
  const committed = cardsInBattlePlans(state);
  const bluffs = fs.hand.filter(
    (c) => (kindOf(c) === 'residualPoison' || kindOf(c) === 'worthless') && !committed.has(c),
  );
  for (const card of new Set(bluffs.map((c) => (kindOf(c) === 'worthless' ? 'worthless' : c)))) {
    const id = card === 'worthless' ? bluffs.find((c) => kindOf(c) === 'worthless')! : card;
    for (const target of others(state, seat)) {
      if (state.residualPoisons.some((p) => p.target === target)) continue;
      for (let ransom = 1; ransom <= 4; ransom++) actions.push({ type: 'residualPoison', target, card: id, ransom });
    }
  }
}

function karamaActions(state: DuneState, seat: Seat, fs: FactionState, actions: DuneAction[]): void {
  if (karamaCardOf(state, seat) === null) return;
  for (const faction of state.seats) {
    if (faction === fs.faction || isEliminated(state, state.seats.indexOf(faction))) continue;
    for (const power of karamaPowers(state, faction)) {
      if (!karamaBlocked(state, faction, power)) actions.push({ type: 'karamaBlock', faction, power });
    }
  }
  if (fs.faction !== 'guild' && fs.faction !== 'fremen' && !karamaBlocked(state, fs.faction, 'guildRate')) {
    actions.push({ type: 'karamaBlock', faction: fs.faction, power: 'guildRate' });
  }
  actions.push(...specialKaramaActions(state, seat));
}

/**
 * The sections of `interruptActions` that list the interrupts `checkInterrupt` looks up among the legal ones, by
 * type: each type is listed by one section only, so the action is legal exactly when its section lists it (the long
 * lists, every gift above all, are not made for them).
 */
const LISTED_BY: Partial<Record<DuneAction['type'], Listing>> = {
  ghola: gholaActions,
  coneOfSilence: coneActions,
  residualPoison: poisonActions,
  withdrawPoison: poisonActions,
  karamaBlock: karamaActions,
  karamaTakeCards: karamaActions,
  karamaRevive: karamaActions,
};

/** The section of `interruptActions` that lists actions of this type, or all of it. */
function interruptsLike(state: DuneState, seat: Seat, type: DuneAction['type']): DuneAction[] {
  const listing = LISTED_BY[type];
  if (!listing) return interruptActions(state, seat);
  const actions: DuneAction[] = [];
  // `checkInterrupt` has asked what `interruptActions` asks before its sections.
  listing(state, seat, factionOf(state, seat), actions);
  return actions;
}

/** Checks an interrupt without enumerating them all (gifts and questions make long lists). */
export function checkInterrupt(state: DuneState, seat: Seat, action: DuneAction): RuleError | null {
  if (!interruptsAllowed(state)) return ruleError('notNow', { type: action.type, phase: state.phase });
  // rules 000 §19.C.12: an eliminated player may watch, not play.
  if (isEliminated(state, seat)) return ruleError('eliminated', { seat });
  const validTarget = (t: Seat) => t !== seat && t < state.seatCount && !isEliminated(state, t);
  switch (action.type) {
    case 'giftSpice':
      if (!validTarget(action.to)) return reason('giftToOtherPlayer', { other: action.to });
      if (action.amount > freeSpice(state, seat))
        return reason('giftOverSpice', { amount: action.amount, spice: freeSpice(state, seat) });
      return null;
    case 'giveCard':
      return checkGiveCard(state, seat, action.to, action.card);
    case 'offerDeal':
      if (!validTarget(action.to)) return reason('giftToOtherPlayer', { other: action.to });
      if (action.give > freeSpice(state, seat))
        return reason('giftOverSpice', { amount: action.give, spice: freeSpice(state, seat) });
      if (action.give === 0 && action.receive === 0 && action.terms.trim() === '') return reason('dealEmpty');
      if (state.deals.filter((d) => d.from === seat).length >= MAX_OPEN_DEALS)
        return reason('dealLimit', { max: MAX_OPEN_DEALS });
      return null;
    case 'answerDeal': {
      const deal = state.deals.find((d) => d.id === action.id);
      if (!deal || deal.to !== seat) return reason('dealNotOpen', { id: action.id });
      if (action.accept && (deal.give > freeSpice(state, deal.from) || deal.receive > freeSpice(state, seat)))
        return reason('dealUnpayable', { id: action.id });
      return null;
    }
    case 'withdrawDeal': {
      const deal = state.deals.find((d) => d.id === action.id);
      return deal && deal.from === seat ? null : reason('dealNotOpen', { id: action.id });
    }
    case 'threatenKanly':
      return checkThreat(state, seat, action.target, action.deed);
    case 'buyBackDuncan':
      return checkBuyBack(state, seat);
    case 'truthtrance':
      if (!cardOfKind(state, seat, 'truthtrance')) return reason('cardKindNotHeld', { kind: 'truthtrance' });
      if (!validTarget(action.target)) return reason('truthtranceTarget', { other: action.target });
      return null;
    default: {
      const legal = interruptsLike(state, seat, action.type);
      if (legal.some((a) => sameAction(a, action))) return null;
      return interruptRefusal(state, seat, action) ?? ruleError('illegalAction', { type: action.type });
    }
  }
}

/** The cards played whenever their owner likes (annexe 4), by the action that plays them. */
const PLAYED_CARD: Partial<Record<DuneAction['type'], 'tleilaxuGhola' | 'coneOfSilence' | 'residualPoison'>> = {
  ghola: 'tleilaxuGhola',
  coneOfSilence: 'coneOfSilence',
  residualPoison: 'residualPoison',
};

/** issue 21, annexe 4: a card played outside the turn order must be in the hand; only asked when the play is refused. */
function interruptRefusal(state: DuneState, seat: Seat, action: DuneAction): RuleError | null {
  const kind = PLAYED_CARD[action.type];
  // annexe 4 Poison résiduel: a worthless card placed as a bluff will do.
  if (action.type === 'residualPoison') return residualPoisonRefusal(state, seat, action.target, action.card);
  if (kind !== undefined && !cardOfKind(state, seat, kind)) return reason('cardKindNotHeld', { kind });
  if (action.type === 'karamaBlock' || action.type === 'karamaTakeCards' || action.type === 'karamaRevive')
    if (karamaCardOf(state, seat) === null) return reason('noKaramaCard');
  if (action.type === 'karamaBlock') return karamaBlockRefusal(state, seat, action.faction, action.power);
  if (action.type === 'karamaTakeCards') return karamaTakeRefusal(state, seat, action.target, action.count);
  if (action.type === 'karamaRevive') return karamaReviveRefusal(state, seat, action.leader);
  if (action.type === 'coneOfSilence') return coneRefusal(state, seat, action.targets);
  if (action.type === 'ghola') return gholaRefusal(state, seat, action.leader);
  if (action.type === 'gholaTake') return gholaTakeRefusal(state, seat, action.leader);
  return null;
}

/** annexe 4 Cône de silence, as `interruptActions` lists it: other players still in, no ally, none silenced yet. */
function coneRefusal(state: DuneState, seat: Seat, targets: readonly Seat[]): RuleError | null {
  for (const target of targets) {
    if (target === seat || target >= state.seatCount || isEliminated(state, target))
      return reason('coneTargetNotOpponent', { other: target });
    if (areAllies(state, seat, target)) return reason('coneTargetAlly', { other: target });
    if (state.silenced.includes(target)) return reason('coneTargetSilenced', { other: target });
  }
  // The list names each group once, its seats in ascending order.
  return targets.some((t, i) => i > 0 && t <= targets[i - 1]!) ? reason('coneTargetsOnce') : null;
}

/** annexe 4 Ghola Tleilaxu: tokens from the tanks when there are some, or one of one's own dead leaders. */
function gholaRefusal(state: DuneState, seat: Seat, leader: string | null): RuleError | null {
  const fs = factionOf(state, seat);
  if (leader === null) return fs.tanks > 0 ? null : reason('gholaNoForcesInTanks');
  return fs.leaders[leader as LeaderId]?.location === 'tanks' ? null : reason('gholaLeaderNotInTanks', { leader });
}

/**
 * annexe 4 Poison résiduel, as `interruptActions` lists it: one card placed at a time, before an opponent who has
 * none yet, and the card a Residual Poison or a worthless card (the bluff) of one's hand not set in a battle plan.
 */
function residualPoisonRefusal(state: DuneState, seat: Seat, target: Seat, card: string): RuleError | null {
  if (state.residualPoisons.some((p) => p.by === seat)) return reason('poisonAlreadyPlaced');
  if (target === seat || target >= state.seatCount || isEliminated(state, target))
    return reason('poisonTargetNotOpponent', { other: target });
  if (state.residualPoisons.some((p) => p.target === target)) return reason('targetAlreadyPoisoned', { other: target });
  const fs = factionOf(state, seat);
  const held = fs.hand.includes(card as TreacheryCardId) && !cardsInBattlePlans(state).has(card as TreacheryCardId);
  const kind = held ? kindOf(card as TreacheryCardId) : null;
  if (kind !== 'residualPoison' && kind !== 'worthless') return reason('poisonCardNotPlayable', { card });
  // The bluffs are alike: the list offers the first free worthless card of the hand for them all.
  const first = fs.hand.find((c) => kindOf(c) === 'worthless' && !cardsInBattlePlans(state).has(c));
  return kind === 'worthless' && first !== card ? reason('bluffCardAlike', { card: first ?? card }) : null;
}

export function performInterrupt(state: DuneState, seat: Seat, action: DuneAction, log: EventLog): void {
  const fs = factionOf(state, seat);
  switch (action.type) {
    case 'giftSpice':
      factionToFaction(state, fs.faction, state.seats[action.to]!, action.amount);
      // 000 XXIX: secretly, during the diplomacy phase.
      log.to(spiceGiftSeenBy(state, seat, action.to), 'spiceGiven', {
        from: seat,
        to: action.to,
        amount: action.amount,
      });
      return;
    case 'giveCard':
      performGiveCard(state, seat, action.to, action.card as TreacheryCardId, log);
      return;
    case 'truthtrance':
      discardFromHand(state, seat, cardOfKind(state, seat, 'truthtrance')!);
      log.public('truthtrancePlayed', { asker: seat, target: action.target });
      push(state, { kind: 'truthtranceQuestion', seat, target: action.target });
      return;
    case 'ghola':
      discardFromHand(state, seat, cardOfKind(state, seat, 'tleilaxuGhola')!);
      if (action.leader === null) {
        // annexe 4 Ghola Tleilaxu: up to 5 tokens from the tanks back to the reserves.
        // annexe 5 Emperor 1 / Fremen 4 (extra powers): a starred one at most a turn among them.
        const n = reviveTokens(state, fs.faction, 5).count;
        log.public('gholaForces', { seat, count: n });
      } else {
        const leader = fs.leaders[action.leader]!;
        leader.location = 'available';
        leader.usedIn = null;
        fs.leaderRevivalOpen = fs.leaderRevivalOpen && Object.values(fs.leaders).some((l) => l.location === 'tanks');
        log.public('gholaLeader', { seat, leader: action.leader });
      }
      return;
    case 'coneOfSilence':
      discardFromHand(state, seat, cardOfKind(state, seat, 'coneOfSilence')!);
      state.silenced.push(...action.targets);
      log.public('coneOfSilence', { seat, targets: action.targets });
      return;
    case 'residualPoison': {
      const card = action.card as TreacheryCardId;
      const hand = fs.hand;
      hand.splice(hand.indexOf(card), 1);
      state.residualPoisons.push({ by: seat, target: action.target, card, ransom: action.ransom });
      log.public('residualPoisonPlaced', { by: seat, target: action.target, ransom: action.ransom });
      push(state, { kind: 'ransom', seat: action.target, by: seat });
      return;
    }
    case 'withdrawPoison': {
      const i = state.residualPoisons.findIndex((p) => p.by === seat);
      const [placed] = state.residualPoisons.splice(i, 1);
      state.treacheryDiscard.push(placed!.card);
      log.public('residualPoisonWithdrawn', { by: seat });
      return;
    }
    case 'offerDeal': {
      const deal = {
        id: state.nextDealId++,
        from: seat,
        to: action.to,
        give: action.give,
        receive: action.receive,
        terms: action.terms,
      };
      state.deals.push(deal);
      log.public('dealOffered', { ...deal });
      return;
    }
    case 'answerDeal': {
      const deal = state.deals.find((d) => d.id === action.id)!;
      state.deals = state.deals.filter((d) => d.id !== action.id);
      if (!action.accept) {
        log.public('dealRefused', { id: deal.id, from: deal.from, to: deal.to });
        return;
      }
      factionToFaction(state, state.seats[deal.from]!, state.seats[deal.to]!, deal.give);
      factionToFaction(state, state.seats[deal.to]!, state.seats[deal.from]!, deal.receive);
      log.public('dealConcluded', { ...deal });
      return;
    }
    case 'withdrawDeal':
      state.deals = state.deals.filter((d) => d.id !== action.id);
      log.public('dealWithdrawn', { id: action.id, from: seat });
      return;
    case 'karamaBlock':
      if (!playKarama(state, seat, log)) return;
      state.karamaBlocks.push({ faction: action.faction as Faction, power: action.power });
      log.public('karamaPlayed', { seat, faction: action.faction, power: action.power });
      return;
    case 'karamaTakeCards':
      takeCards(state, seat, action.target, action.count, log);
      return;
    case 'karamaRevive':
      karamaRevive(state, seat, action.leader, log);
      return;
    case 'threatenKanly':
      performThreat(state, seat, action.target, action.deed, log);
      return;
    case 'buyBackDuncan':
      buyBackDuncan(state, seat, log);
      return;
    case 'gholaTake':
      gholaTake(state, seat, action.leader as LeaderId, log);
      return;
    default:
      return;
  }
}

/**
 * The interrupt types by their length: asked of every action performed, and most types share their length with no
 * interrupt or with one or two, so a few string comparisons answer instead of a Set's table lookup.
 */
const INTERRUPTS_BY_LENGTH: (readonly string[] | undefined)[] = (() => {
  const byLength: string[][] = [];
  for (const type of INTERRUPT_TYPES) (byLength[type.length] ??= []).push(type);
  return byLength;
})();

export function isInterrupt(action: DuneAction): boolean {
  const type = action.type;
  const same = INTERRUPTS_BY_LENGTH[type.length];
  if (same === undefined) return false;
  for (let i = 0; i < same.length; i++) if (same[i] === type) return true;
  return false;
}
