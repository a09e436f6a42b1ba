import { randomInt, ruleError, shuffleInPlace, type RuleError, type Seat } from '@arrakis/engine';
import { FACTION_DATA } from '../data/factions.ts';
import {
  ADMINISTRATIVE_TAX,
  GUILD_CARD_PRICE,
  HARVEST_ROUNDS,
  isTroopCard,
  MANAGER_TAX,
  PLACEMENT_LIMIT,
  PLACEMENT_ORDER,
  SHARE_CARDS,
  type AccessCard,
  type AccessStronghold,
  type HarvestCard,
  type TroopValue,
} from '../data/harvest.ts';
import type { DuneAction } from '../actions.ts';
import { addForces, factionOf, fromReserves, seatOf, starredOf } from '../board.ts';
import type { EventLog } from '../events.ts';
import { oneSeat, enterPhase, pop, push, type FrameOf, type FrameTable, type PhaseRules } from '../flow.ts';
import { bankToFaction, factionToBank, factionToFaction } from '../spice.ts';
import type { DuneState, HarvestState, PlacementDraft } from '../state.ts';
import { reason } from '../reasons.ts';
import { homeSector } from './setup.ts';

/** The prelude's state; only called while it runs. */
function harvestOf(state: DuneState): HarvestState {
  return state.harvest!;
}

/** rules 000 §16.B.2.b: "le joueur assis à sa droite": the next seat counter-clockwise, as in the turn order (§9.A). */
export function seatRightOf(state: DuneState, seat: Seat): Seat {
  return (seat + 1) % state.seatCount;
}

function spiceOfSeat(state: DuneState, seat: Seat): number {
  return factionOf(state, seat).spice;
}

/** The value of the harvest drawn this round (a worm never stays drawn: it ends the round's harvest). */
export function harvestTotal(drawn: readonly HarvestCard[]): number {
  return drawn.reduce((sum: number, c) => sum + (c === 'worm' ? 0 : c), 0);
}

/** The smallest total `count` Share cards of `supply` can make. */
function leastShares(supply: readonly number[], count: number): number {
  return [...supply]
    .sort((a, b) => a - b)
    .slice(0, count)
    .reduce((a, b) => a + b, 0);
}

/** The players other than the Manager, from his right around the table (rules 000 §16.B.1.b: one card each). */
function othersFromRight(state: DuneState, manager: Seat): Seat[] {
  const seats: Seat[] = [];
  for (let i = 1; i < state.seatCount; i++) seats.push((manager + i) % state.seatCount);
  return seats;
}

/**
 * rules 000 §16.B.1.a, §16.C.5: the Manager pays 1 spice to the Emperor, or to the reserve without him. One who
 * cannot pay hands the post to the player on his right, who must pay in turn. Readings: the Emperor as Manager owes
 * himself nothing; without an Emperor the succession works the same; if nobody can pay, the post stays where it was,
 * unpaid.
 */
function payManagerTax(state: DuneState, log: EventLog): void {
  const h = harvestOf(state);
  const emperor = seatOf(state, 'emperor');
  const first = h.manager!;
  for (let i = 0; i < state.seatCount; i++) {
    const seat = (first + i) % state.seatCount;
    if (seat !== h.manager) {
      log.public('managerSucceeded', { from: h.manager!, to: seat, reason: 'tax' });
      h.manager = seat;
    }
    if (seat === emperor) {
      log.public('managerTaxWaived', { seat });
      return;
    }
    if (spiceOfSeat(state, seat) >= MANAGER_TAX) {
      const faction = state.seats[seat]!;
      if (emperor !== null) factionToFaction(state, faction, 'emperor', MANAGER_TAX);
      else factionToBank(state, faction, MANAGER_TAX);
      log.public('managerTaxPaid', { seat, amount: MANAGER_TAX, to: emperor ?? 'reserve' });
      return;
    }
    log.public('managerCannotPayTax', { seat });
  }
  if (h.manager !== first) log.public('managerSucceeded', { from: h.manager!, to: first, reason: 'tax' });
  h.manager = first;
  log.public('managerTaxUnpaid', { seat: first });
}

/**
 * Draws a Harvest card for the Manager, who alone sees it (rules 000 §16.B.1.a). A worm is shown at once and the
 * year's harvest is lost (reading, see docs/rules-coverage.md §16); with the Fremen in play they become the Manager
 * (rules 000 §16.C.4), who takes the administrative tax with the option `harvestWormTax`. Returns whether a worm
 * came.
 */
function drawHarvestCard(state: DuneState, log: EventLog): boolean {
  const h = harvestOf(state);
  if (h.harvestDeck.length === 0) h.harvestDeck = shuffleInPlace(state.rng, h.harvestDiscard.splice(0));
  const card = h.harvestDeck.pop()!;
  const manager = h.manager!;
  if (card !== 'worm') {
    h.drawn.push(card);
    log.public('harvestCardDrawn', { seat: manager, count: h.drawn.length });
    log.private_([manager], 'harvestCardSeen', { card });
    return false;
  }
  const lost = h.drawn.splice(0);
  h.harvestDiscard.push(...lost, card);
  log.public('harvestWorm', { round: h.round, seat: manager, lost: lost.map(String).join(',') });
  const fremen = seatOf(state, 'fremen');
  if (fremen !== null && fremen !== manager) {
    h.manager = fremen;
    log.public('managerSucceeded', { from: manager, to: fremen, reason: 'worm' });
  }
  if (state.options.harvestWormTax) {
    bankToFaction(state, state.seats[h.manager!]!, ADMINISTRATIVE_TAX);
    log.public('managerPaid', { seat: h.manager!, amount: ADMINISTRATIVE_TAX, falseReport: false, noVotes: 0 });
  }
  return true;
}

/** rules 000 §16.B: a new harvest round begins with the Manager's tax and his Harvest card. */
function startRound(state: DuneState, log: EventLog): void {
  const h = harvestOf(state);
  h.drawn = [];
  h.guildPrice = null;
  h.announced = null;
  h.shares = {};
  h.shareSupply = [...SHARE_CARDS];
  h.atreidesPeek = null;
  log.public('harvestRoundStarted', { round: h.round, manager: h.manager! });
  payManagerTax(state, log);
  state.cursor.stage = drawHarvestCard(state, log) ? 'auction' : 'guild';
}

/** rules 000 §16.A.1.d: the highest bid wins the post and is paid to the second-highest bidder; ties drawn. */
function nameFirstManager(state: DuneState, bids: Record<string, number>, log: EventLog): void {
  const h = harvestOf(state);
  const ranked = Object.entries(bids).map(([s, amount]) => ({ seat: Number(s), amount, draw: 0 }));
  for (const r of ranked) r.draw = randomInt(state.rng, 1 << 30);
  ranked.sort((a, b) => b.amount - a.amount || a.draw - b.draw);
  const winner = ranked[0]!;
  const second = ranked[1]!;
  log.public('managerBidsRevealed', { bids: ranked.map((r) => `${r.seat}:${r.amount}`).join(',') });
  if (winner.amount > 0) factionToFaction(state, state.seats[winner.seat]!, state.seats[second.seat]!, winner.amount);
  h.manager = winner.seat;
  log.public('managerNamed', { seat: winner.seat, paid: winner.amount, to: second.seat });
}

/**
 * rules 000 §16.B.2.b: the cards are shown, the harvest and the administrative tax come out of the reserve; the
 * "yes" voters take their shares; then either the Manager keeps the rest, or (a majority of "no" and a false
 * report) the "no" voters split it equally, the remainder back to the reserve, and the Manager is revoked
 * (rules 000 §16.C.6: the Harkonnen only the second time).
 */
function settleVote(state: DuneState, votes: Record<string, boolean>, log: EventLog): void {
  const h = harvestOf(state);
  const manager = h.manager!;
  const truth = harvestTotal(h.drawn);
  const announced = h.announced!;
  const dealt = Object.values(h.shares).reduce((a, b) => a + b, 0);
  const falseReport = truth !== announced || dealt !== announced;
  const yes = Object.keys(votes)
    .filter((s) => votes[s])
    .map(Number);
  const no = Object.keys(votes)
    .filter((s) => !votes[s])
    .map(Number);
  h.harvestDiscard.push(...h.drawn);
  log.public('harvestRevealed', {
    cards: h.drawn.map(String).join(','),
    harvest: truth,
    announced,
    dealt,
    shares: Object.entries(h.shares)
      .map(([s, v]) => `${s}:${v}`)
      .join(','),
    yes: yes.join(','),
    no: no.join(','),
  });
  let pile = truth + ADMINISTRATIVE_TAX;
  for (const seat of yes) {
    const share = h.shares[String(seat)] ?? 0;
    if (share > 0) bankToFaction(state, state.seats[seat]!, share);
    pile -= share;
    log.public('sharePaid', { seat, amount: share });
  }
  const caught = falseReport && no.length * 2 > yes.length + no.length;
  if (!caught) {
    if (pile > 0) bankToFaction(state, state.seats[manager]!, pile);
    log.public('managerPaid', { seat: manager, amount: pile, falseReport, noVotes: no.length });
  } else {
    const each = Math.floor(pile / no.length);
    for (const seat of no) if (each > 0) bankToFaction(state, state.seats[seat]!, each);
    log.public('managerCaught', { seat: manager, each, returned: pile - each * no.length });
    const harkonnen = state.seats[manager] === 'harkonnen';
    if (harkonnen) h.harkonnenCaught++;
    if (harkonnen && h.harkonnenCaught === 1) {
      log.public('harkonnenLieForgiven', { seat: manager });
    } else {
      h.manager = seatRightOf(state, manager);
      log.public('managerSucceeded', { from: manager, to: h.manager, reason: 'revoked' });
    }
  }
  h.drawn = [];
  h.shares = {};
  h.shareSupply = [...SHARE_CARDS];
  h.announced = null;
  h.atreidesPeek = null;
}

/** rules 000 §16.B.3.a: as many Access cards as players, face down, unseen, sold one at a time. */
function openAuction(state: DuneState, log: EventLog): void {
  const h = harvestOf(state);
  const cards: AccessCard[] = [];
  for (let i = 0; i < state.seatCount && h.accessDeck.length > 0; i++) cards.push(h.accessDeck.pop()!);
  if (cards.length === 0) return;
  const opener = seatRightOf(state, h.manager!);
  h.auction = { cards, index: 0, opener, current: opener, highBid: 0, highBidder: null, passed: [], peeked: null };
  log.public('accessCardsUpForBid', { round: h.round, count: cards.length, opener });
}

/** rules 000 §8.E, as §16.B.3.a asks: when everybody passes, the unsold cards go back on top of the pile. */
function closeAuction(state: DuneState): void {
  const h = harvestOf(state);
  const a = h.auction!;
  h.accessDeck.push(...a.cards.slice(a.index).reverse());
  h.auction = null;
}

/** rules 000 §16.C.2: the Bene Gesserit see every Access card the others buy. */
function accessWitnesses(state: DuneState, seat: Seat): Seat[] {
  const bg = seatOf(state, 'beneGesserit');
  return bg !== null && bg !== seat ? [seat, bg] : [seat];
}

function sellAccessCard(state: DuneState, log: EventLog): void {
  const h = harvestOf(state);
  const a = h.auction!;
  const winner = a.highBidder!;
  const card = a.cards[a.index]!;
  // rules 000 §16.B.3.a: the spice goes back to the reserve.
  factionToBank(state, state.seats[winner]!, a.highBid);
  h.access[String(winner)]!.push(card);
  log.public('accessCardBought', { seat: winner, bid: a.highBid, index: a.index });
  log.private_(accessWitnesses(state, winner), 'accessCardReceived', { seat: winner, card });
  a.index++;
  if (a.index >= a.cards.length) {
    h.auction = null;
    return;
  }
  // rules 000 §8.D: the next card is opened by the player to the right of the previous opener.
  a.opener = seatRightOf(state, a.opener);
  a.current = a.opener;
  a.highBid = 0;
  a.highBidder = null;
  a.passed = [];
}

function removeOne<T>(list: T[], item: T): boolean {
  const i = list.indexOf(item);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

function distinct<T>(list: readonly T[]): T[] {
  return [...new Set(list)];
}

/** An offer lapses when its card left the offering hand (given in another exchange). */
function pruneOffers(state: DuneState, frame: FrameOf<'accessTrade'>): void {
  const h = harvestOf(state);
  frame.offers = frame.offers.filter((o) => h.access[String(o.from)]!.includes(o.card));
}

/** Troop cards a draft has not used: what may still be laid, or cashed (rules 000 §16.B.6.b). */
export function unusedTroops(hand: readonly AccessCard[], draft: PlacementDraft): TroopValue[] {
  const left = hand.filter(isTroopCard);
  for (const troops of Object.values(draft)) for (const t of troops ?? []) removeOne(left, t);
  return left;
}

export function draftTotal(draft: PlacementDraft): number {
  let total = 0;
  for (const troops of Object.values(draft)) for (const t of troops ?? []) total += t;
  return total;
}

/**
 * rules 000 §16.B.6.b–c: unused troop cards are shown and cashed at 1 spice a troop, the shields' funds paid; then
 * each stronghold, from Carthag to Arrakeen: a sole claimant places his troops, of two the larger commitment less
 * the other (reading: a tie leaves it empty). Two cards name each stronghold, so never more than two claimants.
 */
function resolvePlacement(state: DuneState, drafts: Record<string, PlacementDraft>, log: EventLog): void {
  const h = harvestOf(state);
  for (let seat = 0; seat < state.seatCount; seat++) {
    const unused = unusedTroops(h.access[String(seat)]!, drafts[String(seat)] ?? {});
    const spice = unused.reduce((a: number, b) => a + b, 0);
    if (spice > 0) bankToFaction(state, state.seats[seat]!, spice);
    log.public('troopCardsCashed', { seat, cards: unused.join(','), spice });
  }
  for (const faction of state.seats) {
    const funds = FACTION_DATA[faction].startingSpice;
    bankToFaction(state, faction, funds);
    log.public('shieldFundsPaid', { faction, amount: funds });
  }
  for (const stronghold of PLACEMENT_ORDER) {
    const claims = Object.entries(drafts)
      .map(([s, draft]) => ({ seat: Number(s), troops: (draft[stronghold] ?? []).reduce((a: number, b) => a + b, 0) }))
      .filter((c) => c.troops > 0)
      .sort((a, b) => b.troops - a.troops);
    const top = claims[0];
    const placed = top ? top.troops - (claims[1]?.troops ?? 0) : 0;
    log.public('strongholdClaimsRevealed', {
      stronghold,
      claims: claims.map((c) => `${c.seat}:${c.troops}`).join(','),
      seat: placed > 0 ? top!.seat : -1,
      placed,
    });
    if (placed > 0) placeForces(state, top!.seat, stronghold, placed);
  }
}

/** Ordinary tokens first: starred ones (rules 000 §15) wait in reserve, as at the normal setup. */
function placeForces(state: DuneState, seat: Seat, stronghold: AccessStronghold, count: number): void {
  const faction = state.seats[seat]!;
  const starredInReserve = starredOf(state, faction)?.reserves ?? 0;
  const ordinary = factionOf(state, seat).reserves - starredInReserve;
  const taken = fromReserves(state, faction, count, Math.max(0, count - ordinary));
  addForces(state, stronghold, homeSector(stronghold), faction, taken.count, taken.starred);
}

function troopActions(state: DuneState, seat: Seat, draft: PlacementDraft): DuneAction[] {
  const hand = harvestOf(state).access[String(seat)]!;
  const room = PLACEMENT_LIMIT - draftTotal(draft);
  const strongholds = distinct(hand.filter((c): c is AccessStronghold => !isTroopCard(c)));
  const troops = distinct(unusedTroops(hand, draft)).filter((t) => t <= room);
  const actions: DuneAction[] = [];
  for (const stronghold of strongholds)
    for (const t of troops) actions.push({ type: 'commitTroops', stronghold, troops: t });
  return actions;
}

export const harvestFrames: Pick<
  FrameTable,
  | 'managerBid'
  | 'guildHarvestOffer'
  | 'guildHarvestAnswer'
  | 'harvestReport'
  | 'harvestShares'
  | 'sharePeek'
  | 'harvestVote'
  | 'accessPeek'
  | 'accessBid'
  | 'accessTrade'
  | 'harvestPlacement'
> = {
  // rules 000 §16.A.1.d: an amount of one's own spice, nothing included.
  managerBid: {
    seats: (f) => f.seats,
    legal(state, _frame, seat) {
      const actions: DuneAction[] = [];
      for (let amount = 0; amount <= spiceOfSeat(state, seat); amount++) actions.push({ type: 'managerBid', amount });
      return actions;
    },
    check(state, _frame, seat, action) {
      if (action.type !== 'managerBid') return ruleError('notAManagerBid', { type: action.type });
      const spice = spiceOfSeat(state, seat);
      return action.amount > spice ? reason('managerBidOverSpice', { amount: action.amount, spice }) : null;
    },
    perform(state, frame, seat, action, log) {
      if (action.type !== 'managerBid') return;
      frame.commits[String(seat)] = action.amount;
      frame.seats = frame.seats.filter((s) => s !== seat);
      log.public('managerBidSealed', { seat });
      if (frame.seats.length > 0) return;
      pop(state);
      nameFirstManager(state, frame.commits, log);
    },
  },
  // rules 000 §16.C.3: a price of 4 to 8 the Manager can pay, or none.
  guildHarvestOffer: {
    seats: oneSeat,
    legal(state, frame) {
      const actions: DuneAction[] = [{ type: 'pass' }];
      const most = Math.min(GUILD_CARD_PRICE.max, spiceOfSeat(state, frame.seat));
      for (let price = GUILD_CARD_PRICE.min; price <= most; price++) actions.push({ type: 'buyHarvestCard', price });
      return actions;
    },
    check(state, frame, _seat, action) {
      if (action.type === 'pass') return null;
      if (action.type !== 'buyHarvestCard') return ruleError('notAHarvestCardOffer', { type: action.type });
      if (action.price < GUILD_CARD_PRICE.min || action.price > GUILD_CARD_PRICE.max)
        return reason('badGuildPrice', {
          price: action.price,
          min: GUILD_CARD_PRICE.min,
          max: GUILD_CARD_PRICE.max,
        });
      const spice = spiceOfSeat(state, frame.seat);
      return action.price > spice ? reason('guildPriceOverSpice', { amount: action.price, spice }) : null;
    },
    perform(state, frame, seat, action, log) {
      pop(state);
      if (action.type !== 'buyHarvestCard') {
        log.public('guildHarvestDeclined', { seat });
        return;
      }
      const guild = seatOf(state, 'guild')!;
      log.public('guildHarvestOffered', { seat, price: action.price });
      push(state, { kind: 'guildHarvestAnswer', seat: guild, manager: frame.seat, price: action.price });
    },
  },
  guildHarvestAnswer: {
    seats: oneSeat,
    legal: () => [
      { type: 'sellHarvestCard', accept: true },
      { type: 'sellHarvestCard', accept: false },
    ],
    perform(state, frame, seat, action, log) {
      if (action.type !== 'sellHarvestCard') return;
      pop(state);
      log.public('guildHarvestAnswered', { seat, accept: action.accept, price: frame.price });
      if (!action.accept) return;
      factionToFaction(state, state.seats[frame.manager]!, 'guild', frame.price);
      harvestOf(state).guildPrice = frame.price;
      // rules 000 §16.C.3: the Guild may not look at the card it sold.
      if (drawHarvestCard(state, log)) state.cursor.stage = 'auction';
    },
  },
  // rules 000 §16.B.1.a: the truth or less ("en minimisant"), and a total the Share cards can be dealt within.
  harvestReport: {
    seats: oneSeat,
    legal(state) {
      const h = harvestOf(state);
      const actions: DuneAction[] = [];
      for (let amount = leastShares(h.shareSupply, state.seatCount - 1); amount <= harvestTotal(h.drawn); amount++)
        actions.push({ type: 'announceHarvest', amount });
      return actions;
    },
    check(state, _frame, _seat, action) {
      if (action.type !== 'announceHarvest') return ruleError('notAnAnnouncement', { type: action.type });
      const h = harvestOf(state);
      const harvest = harvestTotal(h.drawn);
      if (action.amount > harvest) return reason('harvestOverstated', { amount: action.amount, max: harvest });
      const least = leastShares(h.shareSupply, state.seatCount - 1);
      return action.amount < least ? reason('announcementBelowShares', { amount: action.amount, min: least }) : null;
    },
    perform(state, frame, seat, action, log) {
      if (action.type !== 'announceHarvest') return;
      const h = harvestOf(state);
      pop(state);
      h.announced = action.amount;
      log.public('harvestAnnounced', { seat, amount: action.amount });
      push(state, { kind: 'harvestShares', seat: frame.seat, recipients: othersFromRight(state, frame.seat) });
    },
  },
  // rules 000 §16.B.1.b: one card each, the total within the announced harvest, as the 30 cards allow.
  harvestShares: {
    seats: oneSeat,
    legal(state, frame) {
      const h = harvestOf(state);
      const dealt = Object.values(h.shares).reduce((a, b) => a + b, 0);
      const budget = h.announced! - dealt;
      const after = frame.recipients.length - 1;
      return distinct(h.shareSupply)
        .sort((a, b) => a - b)
        .filter((value) => {
          const rest = [...h.shareSupply];
          removeOne(rest, value);
          return value + leastShares(rest, after) <= budget;
        })
        .map((value): DuneAction => ({ type: 'dealShare', value }));
    },
    check(state, frame, seat, action) {
      if (action.type !== 'dealShare') return ruleError('notAShare', { type: action.type });
      if (!harvestOf(state).shareSupply.includes(action.value))
        return reason('noSuchShareCard', { value: action.value });
      const legal = harvestFrames.harvestShares.legal(state, frame, seat);
      return legal.some((a) => a.type === 'dealShare' && a.value === action.value)
        ? null
        : reason('sharesOverAnnounced', { value: action.value, announced: harvestOf(state).announced! });
    },
    perform(state, frame, seat, action, log) {
      if (action.type !== 'dealShare') return;
      const h = harvestOf(state);
      const to = frame.recipients.shift()!;
      removeOne(h.shareSupply, action.value);
      h.shares[String(to)] = action.value;
      log.public('shareCardDealt', { seat, to });
      log.private_([seat, to], 'shareCardSeen', { to, value: action.value });
      if (frame.recipients.length === 0) pop(state);
    },
  },
  // rules 000 §16.C.1: one partner's Share card, before the vote.
  sharePeek: {
    seats: oneSeat,
    legal(state, frame) {
      const targets = Object.keys(harvestOf(state).shares)
        .map(Number)
        .filter((s) => s !== frame.seat);
      return [{ type: 'pass' }, ...targets.map((target): DuneAction => ({ type: 'peekShare', target }))];
    },
    perform(state, frame, seat, action, log) {
      pop(state);
      if (action.type !== 'peekShare') return;
      const h = harvestOf(state);
      h.atreidesPeek = action.target;
      log.public('shareCardExamined', { seat, target: action.target });
      log.private_([seat], 'shareCardSeen', { to: action.target, value: h.shares[String(action.target)]! });
    },
  },
  // rules 000 §16.B.2.a: face down, revealed together.
  harvestVote: {
    seats: (f) => f.seats,
    legal: () => [
      { type: 'harvestVote', yes: true },
      { type: 'harvestVote', yes: false },
    ],
    perform(state, frame, seat, action, log) {
      if (action.type !== 'harvestVote') return;
      frame.commits[String(seat)] = action.yes;
      frame.seats = frame.seats.filter((s) => s !== seat);
      log.public('voteCast', { seat });
      if (frame.seats.length > 0) return;
      pop(state);
      settleVote(state, frame.commits, log);
    },
  },
  // rules 000 §16.C.1: one of the cards for sale, before the auction (reading: chosen when it opens).
  accessPeek: {
    seats: oneSeat,
    legal(state) {
      const a = harvestOf(state).auction!;
      return [{ type: 'pass' }, ...a.cards.map((_, index): DuneAction => ({ type: 'peekAccess', index }))];
    },
    perform(state, _frame, seat, action, log) {
      pop(state);
      if (action.type !== 'peekAccess') return;
      const a = harvestOf(state).auction!;
      a.peeked = action.index;
      log.public('accessCardExamined', { seat, index: action.index });
      log.private_([seat], 'accessCardSeen', { index: action.index, card: a.cards[action.index]! });
    },
  },
  // rules 000 §16.B.3.a under rules 000 §8: bid more than the high bid, at most one's spice, or pass.
  accessBid: {
    seats: oneSeat,
    legal(state, _frame, seat) {
      const a = harvestOf(state).auction!;
      const actions: DuneAction[] = [{ type: 'pass' }];
      for (let amount = a.highBid + 1; amount <= spiceOfSeat(state, seat); amount++)
        actions.push({ type: 'accessBid', amount });
      return actions;
    },
    check(state, _frame, seat, action) {
      if (action.type === 'pass') return null;
      if (action.type !== 'accessBid') return ruleError('notABid', { type: action.type });
      const a = harvestOf(state).auction!;
      if (action.amount <= a.highBid) return reason('accessBidTooLow', { amount: action.amount, highBid: a.highBid });
      const spice = spiceOfSeat(state, seat);
      return action.amount > spice ? reason('accessBidOverSpice', { amount: action.amount, spice }) : null;
    },
    perform(state, _frame, seat, action, log) {
      const a = harvestOf(state).auction!;
      pop(state);
      if (action.type === 'accessBid') {
        a.highBid = action.amount;
        a.highBidder = seat;
        a.passed = [];
        log.public('accessBidMade', { seat, amount: action.amount });
      } else {
        a.passed.push(seat);
        log.public('accessBidPassed', { seat });
        if (a.highBidder === null && a.passed.length >= state.seatCount) {
          log.public('accessAllPassed', { unsold: a.cards.length - a.index });
          closeAuction(state);
          return;
        }
        if (a.highBidder !== null && a.passed.length >= state.seatCount - 1) {
          sellAccessCard(state, log);
          return;
        }
      }
      a.current = seatRightOf(state, seat);
    },
  },
  // rules 000 §16.B.4, a card for a card of one's choice, shown to the receiver; or done.
  accessTrade: {
    seats: (f) => f.seats,
    legal(state, frame, seat) {
      const hand = distinct(harvestOf(state).access[String(seat)]!);
      const actions: DuneAction[] = [{ type: 'pass' }];
      for (const offer of frame.offers) {
        if (offer.to !== seat) continue;
        actions.push({ type: 'answerAccess', from: offer.from, card: null });
        for (const card of hand) actions.push({ type: 'answerAccess', from: offer.from, card });
      }
      if (!frame.offers.some((o) => o.from === seat)) {
        for (const to of frame.seats) {
          if (to === seat) continue;
          for (const card of hand) actions.push({ type: 'offerAccess', to, card });
        }
      }
      return actions;
    },
    perform(state, frame, seat, action, log) {
      const h = harvestOf(state);
      if (action.type === 'pass') {
        frame.seats = frame.seats.filter((s) => s !== seat);
        frame.offers = frame.offers.filter((o) => o.from !== seat && o.to !== seat);
        log.public('accessTradingDone', { seat });
        if (frame.seats.length === 0) pop(state);
        return;
      }
      if (action.type === 'offerAccess') {
        frame.offers.push({ from: seat, to: action.to, card: action.card });
        log.public('accessOffered', { from: seat, to: action.to });
        log.private_([seat, action.to], 'accessOfferShown', { from: seat, to: action.to, card: action.card });
        return;
      }
      if (action.type !== 'answerAccess') return;
      const offer = frame.offers.find((o) => o.from === action.from && o.to === seat)!;
      frame.offers = frame.offers.filter((o) => o !== offer);
      if (action.card === null) {
        log.public('accessOfferRefused', { from: action.from, to: seat });
        return;
      }
      const giver = h.access[String(offer.from)]!;
      const taker = h.access[String(seat)]!;
      removeOne(giver, offer.card);
      removeOne(taker, action.card);
      taker.push(offer.card);
      giver.push(action.card);
      log.public('accessCardsExchanged', { from: offer.from, to: seat });
      const bg = seatOf(state, 'beneGesserit');
      const witnesses = distinct([offer.from, seat, ...(bg !== null ? [bg] : [])]);
      log.private_(witnesses, 'accessExchangeSeen', {
        from: offer.from,
        to: seat,
        given: offer.card,
        received: action.card,
      });
      pruneOffers(state, frame);
    },
  },
  // rules 000 §16.B.6.a: troop cards beside stronghold cards held, 20 forces at most, then done.
  harvestPlacement: {
    seats: (f) => f.seats,
    legal(state, frame, seat) {
      return [{ type: 'pass' }, ...troopActions(state, seat, frame.drafts[String(seat)] ?? {})];
    },
    check(state, frame, seat, action) {
      if (action.type === 'pass') return null;
      if (action.type !== 'commitTroops') return ruleError('notAPlacement', { type: action.type });
      const hand = harvestOf(state).access[String(seat)]!;
      const draft = frame.drafts[String(seat)] ?? {};
      if (!hand.includes(action.stronghold)) return reason('strongholdCardNotHeld', { stronghold: action.stronghold });
      if (!unusedTroops(hand, draft).includes(action.troops))
        return reason('troopCardNotHeld', { troops: action.troops });
      const total = draftTotal(draft) + action.troops;
      return total > PLACEMENT_LIMIT ? reason('placementOverLimit', { total, max: PLACEMENT_LIMIT }) : null;
    },
    perform(state, frame, seat, action, log) {
      if (action.type === 'commitTroops') {
        const draft = (frame.drafts[String(seat)] ??= {});
        (draft[action.stronghold] ??= []).push(action.troops);
        return;
      }
      frame.seats = frame.seats.filter((s) => s !== seat);
      log.public('placementCommitted', { seat });
      if (frame.seats.length > 0) return;
      pop(state);
      resolvePlacement(state, frame.drafts, log);
      delete state.harvest;
      log.public('harvestEnded', {});
    },
  },
};

/** issue 21, rules 000 §16.C.1 (Caladan): the Share card of another player who was dealt one, as `sharePeek` lists. */
export function sharePeekRefusal(state: DuneState, frame: FrameOf<'sharePeek'>, action: DuneAction): RuleError | null {
  if (action.type !== 'peekShare') return null;
  const dealt = action.target !== frame.seat && String(action.target) in harvestOf(state).shares;
  return dealt ? null : reason('noShareCard', { other: action.target });
}

/**
 * issue 21, rules 000 §16.B.4: why an exchange of Access cards is refused, by the conditions `accessTrade` lists
 * by: a card of one's own hand, offered to another player still trading, one offer out at a time, and an answer
 * only to an offer received.
 */
export function accessTradeRefusal(
  state: DuneState,
  frame: FrameOf<'accessTrade'>,
  seat: Seat,
  action: DuneAction,
): RuleError | null {
  const hand = harvestOf(state).access[String(seat)] ?? [];
  if (action.type === 'offerAccess') {
    if (action.to === seat || !frame.seats.includes(action.to))
      return reason('accessTradeTarget', { other: action.to });
    if (frame.offers.some((o) => o.from === seat)) return reason('accessOfferPending');
    return hand.includes(action.card) ? null : reason('accessCardNotHeld', { access: action.card });
  }
  if (action.type !== 'answerAccess') return null;
  if (!frame.offers.some((o) => o.from === action.from && o.to === seat))
    return reason('noAccessOffer', { other: action.from });
  return action.card === null || hand.includes(action.card)
    ? null
    : reason('accessCardNotHeld', { access: action.card });
}

/**
 * rules 000 §16: the prelude between the setup and the first turn: the first Manager, five harvest rounds (report,
 * CHOAM vote, struggle for influence), the exchanges, the return of the spice, the placement; then the Bene
 * Gesserit's prediction (rules 000 §16.C.2) and the normal game (rules 000 §16.B.7).
 */
export const harvestPhase: PhaseRules = {
  next(state, log) {
    const h = state.harvest;
    switch (state.cursor.stage) {
      case 'start':
        log.public('harvestStarted', { rounds: HARVEST_ROUNDS });
        state.cursor.stage = 'round';
        push(state, { kind: 'managerBid', seats: state.seats.map((_, s) => s), commits: {} });
        return;
      case 'round':
        startRound(state, log);
        return;
      case 'guild': {
        state.cursor.stage = 'report';
        const guild = seatOf(state, 'guild');
        const manager = h!.manager!;
        if (guild !== null && guild !== manager && spiceOfSeat(state, manager) >= GUILD_CARD_PRICE.min)
          push(state, { kind: 'guildHarvestOffer', seat: manager });
        return;
      }
      case 'report':
        state.cursor.stage = 'peek';
        push(state, { kind: 'harvestReport', seat: h!.manager! });
        return;
      case 'peek': {
        state.cursor.stage = 'vote';
        const atreides = seatOf(state, 'atreides');
        if (atreides !== null && atreides !== h!.manager) push(state, { kind: 'sharePeek', seat: atreides });
        return;
      }
      case 'vote':
        state.cursor.stage = 'auction';
        push(state, { kind: 'harvestVote', seats: othersFromRight(state, h!.manager!), commits: {} });
        return;
      case 'auction': {
        state.cursor.stage = 'bidding';
        openAuction(state, log);
        const atreides = seatOf(state, 'atreides');
        if (h!.auction && atreides !== null) push(state, { kind: 'accessPeek', seat: atreides });
        return;
      }
      case 'bidding':
        if (h!.auction) {
          push(state, { kind: 'accessBid', seat: h!.auction.current });
          return;
        }
        h!.round++;
        state.cursor.stage = h!.round > HARVEST_ROUNDS ? 'trade' : 'round';
        return;
      case 'trade':
        state.cursor.stage = 'placement';
        log.public('accessTradingOpened', {});
        push(state, { kind: 'accessTrade', seats: state.seats.map((_, s) => s), offers: [] });
        return;
      case 'placement':
        state.cursor.stage = 'prediction';
        // rules 000 §16.B.5: every player's leftover spice goes back to the reserve.
        for (const faction of state.seats) {
          const left = state.factions[faction]!.spice;
          if (left > 0) factionToBank(state, faction, left);
          log.public('leftoverSpiceReturned', { faction, amount: left });
        }
        push(state, { kind: 'harvestPlacement', seats: state.seats.map((_, s) => s), drafts: {} });
        return;
      case 'prediction': {
        state.cursor.stage = 'begin';
        const bg = seatOf(state, 'beneGesserit');
        if (bg !== null) push(state, { kind: 'prediction', seat: bg });
        return;
      }
      default:
        log.public('turnStarted', { turn: state.turn });
        enterPhase(state, 'storm');
    }
  },
};
