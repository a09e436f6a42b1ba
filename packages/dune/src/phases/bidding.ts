import { ruleError, type Seat } from '@arrakis/engine';
import { FACTION_DATA } from '../data/factions.ts';
import type { TreacheryCardId } from '../data/treachery.ts';
import type { DuneAction } from '../actions.ts';
import { factionOf, readStormOrder, seatOf } from '../board.ts';
import { consumeKaramaBlock, drawTreachery, karamaCardOf, takeKarama } from '../cards.ts';
import { oneSeat, enterPhase, pop, push, type FrameTable, type PhaseRules } from '../flow.ts';
import type { EventLog } from '../events.ts';
import type { BiddingState, DuneState } from '../state.ts';
import { reason } from '../reasons.ts';
import { bankToFaction, factionToBank, factionToFaction } from '../spice.ts';
import { bidAction, karamaBidAction } from '../listed.ts';

/** How far above the high bid a Karama bid may go: it is never paid (annexe 4 Karama A). */
export const KARAMA_BID_SPAN = 10;

export function handLimit(state: DuneState, seat: Seat): number {
  return FACTION_DATA[state.seats[seat]!].treacheryHandLimit;
}

/** rules 000 §8.A, §8.G, annexe 4 Cone of Silence: who may bid now, in storm order. */
export function eligibleBidders(state: DuneState): Seat[] {
  return readStormOrder(state).filter(
    (s) => factionOf(state, s).hand.length < handLimit(state, s) && !state.silenced.includes(s),
  );
}

/** annexe 3 Atreides 1: the Atreides look at each card before it is auctioned. */
function showToAtreides(state: DuneState, card: string, log: EventLog, bonus: boolean): void {
  const atreides = seatOf(state, 'atreides');
  if (atreides === null) return;
  if (bonus && !state.options.atreidesSeesHarkonnenBonusCard) return;
  if (consumeKaramaBlock(state, 'atreides', 'prescience')) {
    log.public('prescienceBlocked', { seat: atreides });
    return;
  }
  if (!bonus && state.bidding) state.bidding.atreidesSaw = true;
  log.private_([atreides], 'prescienceCardSeen', { card, bonus });
}

function nextEligible(state: DuneState, bidding: BiddingState, after: Seat): Seat {
  const order = readStormOrder(state);
  const from = order.indexOf(after);
  for (let i = 1; i <= order.length; i++) {
    const s = order[(from + i) % order.length]!;
    if (bidding.eligible.includes(s)) return s;
  }
  return after;
}

function startAuction(state: DuneState, bidding: BiddingState, log: EventLog): void {
  bidding.highBid = 0;
  bidding.highBidder = null;
  bidding.passed = [];
  bidding.highBidKarama = false;
  bidding.atreidesSaw = false;
  bidding.current = bidding.opener;
  log.public('auctionStarted', { index: bidding.index, of: bidding.cards.length, opener: bidding.opener });
  showToAtreides(state, bidding.cards[bidding.index]!, log, false);
}

/** rules 000 §8.E: when all pass or cards remain unsold, they go back on top of the deck. */
function endBidding(state: DuneState, bidding: BiddingState, log: EventLog): void {
  const unsold = bidding.cards.slice(bidding.index);
  if (unsold.length > 0) {
    state.treacheryDeck.push(...unsold.reverse());
    log.public('cardsReturnedToDeck', { count: unsold.length });
  }
  state.bidding = null;
  enterPhase(state, 'movement');
}

function sell(state: DuneState, bidding: BiddingState, log: EventLog): void {
  const winner = bidding.highBidder!;
  const fs = factionOf(state, winner);
  const card = bidding.cards[bidding.index]!;
  const emperor = seatOf(state, 'emperor');
  if (bidding.highBidKarama) {
    state.treacheryDiscard.push(bidding.karamaCard!);
    bidding.karamaCard = null;
    log.public('cardBoughtWithKarama', { seat: winner, bid: bidding.highBid });
  } else {
    // annexe 3 Emperor 1: the others pay their bids to the Emperor.
    if (emperor !== null && emperor !== winner) factionToFaction(state, fs.faction, 'emperor', bidding.highBid);
    else factionToBank(state, fs.faction, bidding.highBid);
    log.public('cardBought', {
      seat: winner,
      bid: bidding.highBid,
      paidTo: emperor !== null && emperor !== winner ? emperor : 'bank',
    });
  }
  fs.hand.push(card);
  log.private_([winner], 'cardReceived', { card });
  // annexe 3 Harkonnen 2: a free second card with every card bought, within the hand limit of 8.
  if (fs.faction === 'harkonnen' && fs.hand.length < handLimit(state, winner)) {
    if (consumeKaramaBlock(state, 'harkonnen', 'bonusCard')) {
      log.public('harkonnenBonusBlocked', {});
    } else {
      const bonus = drawTreachery(state);
      if (bonus) {
        showToAtreides(state, bonus, log, true);
        fs.hand.push(bonus);
        log.private_([winner], 'cardReceived', { card: bonus });
        log.public('harkonnenBonusCard', { seat: winner });
      }
    }
  }
  bidding.index++;
  bidding.eligible = eligibleBidders(state);
  if (bidding.index >= bidding.cards.length || bidding.eligible.length === 0) {
    endBidding(state, bidding, log);
    return;
  }
  // rules 000 §8.D: the next card is opened by the next eligible bidder after the previous opener.
  bidding.opener = nextEligible(state, bidding, bidding.opener);
  startAuction(state, bidding, log);
}

export const biddingFrames: Pick<FrameTable, 'bid'> = {
  bid: {
    seats: oneSeat,
    legal(state, _frame, seat) {
      const bidding = state.bidding!;
      const actions: DuneAction[] = [{ type: 'pass' }];
      // annexe 4 Cone of Silence: "dès cet instant", even when played in the middle of an auction.
      if (state.silenced.includes(seat)) return actions;
      // rules 000 §8.C: never more than the spice held.
      const spice = factionOf(state, seat).spice;
      for (let amount = bidding.highBid + 1; amount <= spice; amount++) actions.push(bidAction(amount));
      if (karamaCardOf(state, seat) !== null) {
        for (let amount = bidding.highBid + 1; amount <= bidding.highBid + KARAMA_BID_SPAN; amount++) {
          actions.push(karamaBidAction(amount));
        }
      }
      return actions;
    },
    check(state, _frame, seat, action) {
      const bidding = state.bidding!;
      if (action.type === 'pass') return null;
      if (action.type !== 'bid') return ruleError('notABid', { type: action.type });
      if (state.silenced.includes(seat)) return reason('silencedByCone', { seat });
      if (action.amount <= bidding.highBid)
        return reason('bidNotAboveHigh', { amount: action.amount, highBid: bidding.highBid });
      if (action.karama) {
        if (karamaCardOf(state, seat) === null) return reason('noKaramaCard');
        if (action.amount > bidding.highBid + KARAMA_BID_SPAN)
          return reason('karamaBidTooHigh', { amount: action.amount, max: bidding.highBid + KARAMA_BID_SPAN });
        return null;
      }
      const spice = factionOf(state, seat).spice;
      if (action.amount > spice) return reason('bidOverSpice', { amount: action.amount, spice });
      return null;
    },
    perform(state, _frame, seat, action, log) {
      const bidding = state.bidding!;
      let karama: TreacheryCardId | null = null;
      if (action.type === 'bid' && action.karama) {
        karama = takeKarama(state, seat, log);
        // rules 000 §18, annexe 4 Karama A: a worthless card the Bene Gesserit may not use as a Karama: no bid is
        // made, and they are asked again.
        if (karama === null) return;
      }
      pop(state);
      if (action.type === 'bid') {
        if (bidding.karamaCard !== null) {
          factionOf(state, bidding.highBidder!).hand.push(bidding.karamaCard);
          bidding.karamaCard = null;
        }
        bidding.karamaCard = karama;
        bidding.highBid = action.amount;
        bidding.highBidder = seat;
        bidding.highBidKarama = action.karama;
        bidding.passed = [];
        log.public('bidMade', { seat, amount: action.amount, karama: action.karama });
      } else {
        bidding.passed.push(seat);
        log.public('bidPassed', { seat });
        if (bidding.highBidder === null && bidding.passed.length >= bidding.eligible.length) {
          log.public('allPassed', {});
          endBidding(state, bidding, log);
          return;
        }
        if (bidding.highBidder !== null && bidding.passed.length >= bidding.eligible.length - 1) {
          sell(state, bidding, log);
          return;
        }
      }
      bidding.current = nextEligible(state, bidding, seat);
    },
  },
};

/** rules 000 §8: CHOAM charity, then one card per eligible bidder, auctioned one by one. */
export const biddingPhase: PhaseRules = {
  next(state, log) {
    if (state.cursor.stage === 'start') {
      state.cursor.stage = 'auction';
      // rules 000 §8.I: whoever has no spice receives 2 from the bank; rules 000 §15.B.2 (extra powers): from the
      // second turn, the Bene Gesserit receive it whatever spice they have.
      for (const faction of state.seats) {
        // rules 000 §19.C.12: nothing reaches an eliminated player.
        if (seatOf(state, faction) === null) continue;
        const fs = state.factions[faction]!;
        const beneGesserit = faction === 'beneGesserit' && state.extra !== null && state.turn >= 2;
        if (fs.spice === 0 || beneGesserit) {
          bankToFaction(state, faction, 2);
          log.public('choamCharity', { faction, amount: 2 });
        }
      }
      const eligible = eligibleBidders(state);
      const cards: TreacheryCardId[] = [];
      for (let i = 0; i < eligible.length; i++) {
        const card = drawTreachery(state);
        if (card) cards.push(card);
      }
      if (eligible.length === 0 || cards.length === 0) {
        log.public('noBidding', {});
        enterPhase(state, 'movement');
        return;
      }
      state.bidding = {
        cards,
        index: 0,
        eligible,
        opener: eligible[0]!,
        current: eligible[0]!,
        highBid: 0,
        highBidder: null,
        passed: [],
        highBidKarama: false,
        karamaCard: null,
        atreidesSaw: false,
      };
      log.public('cardsUpForBid', { count: cards.length });
      startAuction(state, state.bidding!, log);
      return;
    }
    const bidding = state.bidding;
    if (!bidding) {
      enterPhase(state, 'movement');
      return;
    }
    push(state, { kind: 'bid', seat: bidding.current });
  },
};
