import { cloneJson, randomInt, seedRng, shuffleInPlace, type RngState, type Seat } from '@arrakis/engine';
import { FACTIONS } from '../data/factions.ts';
import { isMainCharacter, LEADER_IDS, LEADERS, type LeaderId } from '../data/leaders.ts';
import type { AccessCard } from '../data/harvest.ts';
import type { DuneState } from '../state.ts';

/**
 * Test support, shared by the engine's and the bots' secrecy tests. Re-randomises everything `seat` cannot know: the RNG, deck order, other hands (same sizes), other traitors and
 * draws, the Bene Gesserit prediction, others' secret commits and unrevealed plans, the storm dial total before
 * its reveal, the climate's storm token (but for the Fremen), the spice-harvest prelude's secrets (rules 000
 * §16) and the others' Duel cards (§19). The seat's view must not change (ARCHITECTURE §2, "Secrets").
 */
export function resampleHidden(state: DuneState, seat: Seat, rng: RngState): DuneState {
  const s = cloneJson(state);
  const me = s.seats[seat]!;
  s.rng = seedRng(`resampled:${randomInt(rng, 1 << 30)}`);
  // Unknown cards: the deck, the others' hands, the face-down auction row (but the card the Atreides saw).
  const seenAuctionCard = me === 'atreides' && s.bidding?.atreidesSaw ? s.bidding.index : -1;
  const others = s.seats.filter((f) => f !== me);
  const pool = [...s.treacheryDeck];
  for (const f of others) pool.push(...s.factions[f]!.hand);
  const auction = s.bidding
    ? s.bidding.cards.map((c, i) => (i >= s.bidding!.index && i !== seenAuctionCard ? i : -1)).filter((i) => i >= 0)
    : [];
  for (const i of auction) pool.push(s.bidding!.cards[i]!);
  shuffleInPlace(rng, pool);
  s.treacheryDeck = pool.splice(0, s.treacheryDeck.length);
  for (const f of others) {
    const fs = s.factions[f]!;
    fs.hand = pool.splice(0, fs.hand.length);
  }
  for (const i of auction) s.bidding!.cards[i] = pool.shift()!;
  shuffleInPlace(rng, s.spiceDeck);
  for (const f of others) {
    const fs = s.factions[f]!;
    const foreign = LEADER_IDS.filter(
      (l) => LEADERS[l].faction !== f && s.seats.includes(LEADERS[l].faction) && l !== 'faceDancer', // 000 XXXVII
    );
    if (foreign.length === 0) continue; // 000 XXXVII: alone with the Tleilaxu, no one to betray
    fs.traitors = fs.traitors.map(() => foreign[randomInt(rng, foreign.length)]!);
    fs.traitorDraw = fs.traitorDraw.map(() => foreign[randomInt(rng, foreign.length)]!);
  }
  if (me !== 'beneGesserit' && s.prediction)
    s.prediction = { faction: FACTIONS[randomInt(rng, FACTIONS.length)]!, turn: 1 + randomInt(rng, 15) };
  // 000 XXXVIII.A: the zones the Bene Gesserit predicted, each redrawn for anyone else.
  if (me !== 'beneGesserit' && s.points)
    for (const zone of Object.keys(s.points.prediction)) {
      const choices = [null, ...s.seats];
      s.points.prediction[zone] = choices[randomInt(rng, choices.length)]!;
    }
  if (s.phase === 'storm' && s.cursor.stage === 'reveal') s.cursor.index = randomInt(rng, 41);
  // rules 000 §17.B: the face-down storm token, which only the Fremen looked at.
  if (me !== 'fremen' && s.stormToken !== null) s.stormToken = 1 + randomInt(rng, 6);
  for (const frame of s.stack) {
    if (frame.kind === 'stormDial' || frame.kind === 'traitorPick') {
      for (const k of Object.keys(frame.commits)) {
        if (Number(k) === seat) continue;
        if (frame.kind === 'stormDial') frame.commits[k] = randomInt(rng, 21);
        else frame.commits[k] = LEADER_IDS[randomInt(rng, LEADER_IDS.length)]!;
      }
    }
    if (frame.kind === 'battlePlan') {
      for (const k of Object.keys(frame.draft)) {
        if (Number(k) !== seat)
          frame.draft[k] = { dial: randomInt(rng, 20), spice: 0, leader: null, weapon: null, defense: null };
      }
    }
  }
  const battle = s.battles?.current;
  if (battle && !battle.revealed) {
    for (const k of Object.keys(battle.plans)) {
      if (Number(k) !== seat)
        battle.plans[k] = {
          dial: randomInt(rng, 20),
          spice: randomInt(rng, 3),
          leader: null,
          cheapHero: null,
          weapon: null,
          defense: null,
        };
    }
  }
  resampleHarvest(s, seat, rng);
  // 000 XXXVII: the alterations the Tleilaxu noted and no battle showed.
  if (s.tleilaxu && me !== 'tleilaxu')
    for (const leader of Object.keys(s.tleilaxu.tampered))
      if (!s.tleilaxu.shown.includes(leader)) s.tleilaxu.tampered[leader] = randomInt(rng, 2) === 0 ? -1 : 1;
  // rules 000 §19.A.2.a: the others' Duel cards and the deck's order.
  if (s.duel) {
    const d = s.duel;
    const hidden = Object.keys(d.hands).filter((k) => Number(k) !== seat);
    const duelPool = shuffleInPlace(rng, [...d.deck, ...hidden.flatMap((k) => d.hands[k]!)]);
    for (const k of hidden) d.hands[k] = duelPool.splice(0, d.hands[k]!.length);
    d.deck = duelPool;
    resampleArena(s, seat, rng);
  }
  // A face-down residual poison may be a bluff: swap it with a hidden card of the deck.
  s.residualPoisons = s.residualPoisons.map((p) => {
    if (p.by === seat || s.treacheryDeck.length === 0) return p;
    const i = randomInt(rng, s.treacheryDeck.length);
    const card = s.treacheryDeck[i]!;
    s.treacheryDeck[i] = p.card;
    return { ...p, card };
  });
  return s;
}

/**
 * rules 000 §16: the Harvest deck and the card(s) drawn (but for the Manager), the Share cards the seat has not
 * seen, the Access cards of the others (but for the Bene Gesserit, rules 000 §16.C.2) and those for sale (but the
 * one the Atreides examined), the others' closed bids, votes and placements.
 */
function resampleHarvest(s: DuneState, seat: Seat, rng: RngState): void {
  const h = s.harvest;
  if (!h) return;
  const me = s.seats[seat]!;
  const manager = h.manager === seat;
  const hidden = manager ? [] : h.drawn.splice(0);
  const harvestPool = shuffleInPlace(rng, [...h.harvestDeck, ...hidden]);
  h.drawn.push(...harvestPool.splice(0, hidden.length));
  h.harvestDeck = harvestPool;
  if (!manager) {
    const unseen = Object.keys(h.shares).filter(
      (k) => Number(k) !== seat && !(me === 'atreides' && h.atreidesPeek === Number(k)),
    );
    const sharePool = shuffleInPlace(rng, [...h.shareSupply, ...unseen.map((k) => h.shares[k]!)]);
    for (const k of unseen) h.shares[k] = sharePool.shift()!;
    h.shareSupply = sharePool;
  }
  if (me !== 'beneGesserit') {
    const trade = s.stack.find((f) => f.kind === 'accessTrade');
    const shown = trade?.kind === 'accessTrade' ? trade.offers.filter((o) => o.to === seat) : [];
    const a = h.auction;
    const seenForSale = me === 'atreides' && a && a.peeked !== null ? a.peeked : -1;
    const forSale = a ? a.cards.map((_, i) => i).filter((i) => i >= a.index && i !== seenForSale) : [];
    const pool: AccessCard[] = [...h.accessDeck, ...forSale.map((i) => a!.cards[i]!)];
    const kept: Record<string, AccessCard[]> = {};
    for (const k of Object.keys(h.access)) {
      if (Number(k) === seat) continue;
      kept[k] = shown.filter((o) => String(o.from) === k).map((o) => o.card);
      const rest = [...h.access[k]!];
      for (const card of kept[k]) rest.splice(rest.indexOf(card), 1);
      pool.push(...rest);
    }
    shuffleInPlace(rng, pool);
    for (const k of Object.keys(kept))
      h.access[k] = [...kept[k]!, ...pool.splice(0, h.access[k]!.length - kept[k]!.length)];
    for (const i of forSale) a!.cards[i] = pool.shift()!;
    h.accessDeck = pool;
  }
  for (const frame of s.stack) {
    if (frame.kind === 'managerBid' || frame.kind === 'harvestVote' || frame.kind === 'harvestPlacement') {
      const secrets: Record<string, unknown> = frame.kind === 'harvestPlacement' ? frame.drafts : frame.commits;
      for (const k of Object.keys(secrets)) {
        if (Number(k) === seat) continue;
        if (frame.kind === 'managerBid') frame.commits[k] = randomInt(rng, 11);
        else if (frame.kind === 'harvestVote') frame.commits[k] = randomInt(rng, 2) === 0;
        else frame.drafts[k] = {};
      }
    }
  }
}

/**
 * rules 000 §19.C, §19.C.2, §19.C.11: the others' face-down champions and seconds (another of their available
 * leaders, at full strength: a disc is turned up before it loses any), and their secret choices of champion,
 * support and second.
 */
function resampleArena(s: DuneState, seat: Seat, rng: RngState): void {
  const arena = s.duel?.arena;
  const pick = (owner: Seat, taken: Set<string>, second: boolean): LeaderId | null => {
    const fs = s.factions[s.seats[owner]!]!;
    const free = (Object.keys(fs.leaders) as LeaderId[]).filter(
      (id) => fs.leaders[id]!.location === 'available' && !taken.has(id) && !(second && isMainCharacter(id)),
    );
    return free.length > 0 ? free[randomInt(rng, free.length)]! : null;
  };
  if (arena) {
    const shown = new Set<string>();
    for (const f of arena.fighters) if (f.revealed || f.seat === seat) shown.add(f.leader);
    for (const c of arena.seconds) if (c.seat === seat) shown.add(c.leader);
    for (const f of arena.fighters) {
      if (f.revealed || f.seat === seat) continue;
      const leader = pick(f.seat, shown, false);
      if (leader === null) continue;
      f.leader = leader;
      f.strength = LEADERS[leader].value;
      shown.add(leader);
    }
    for (const c of arena.seconds) {
      if (c.seat === seat) continue;
      const leader = pick(c.seat, shown, true);
      if (leader === null) continue;
      c.leader = leader;
      shown.add(leader);
    }
  }
  for (const frame of s.stack) {
    if (frame.kind === 'duelChampion') {
      for (const k of Object.keys(frame.commits))
        if (Number(k) !== seat && frame.commits[k] !== null) frame.commits[k] = pick(Number(k), new Set(), false);
    } else if (frame.kind === 'duelSupport') {
      for (const k of Object.keys(frame.commits)) if (Number(k) !== seat) frame.commits[k] = randomInt(rng, 2);
    } else if (frame.kind === 'duelSeconds') {
      for (const k of Object.keys(frame.commits)) if (Number(k) !== seat) frame.commits[k] = null;
    }
  }
}
