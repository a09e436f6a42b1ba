import { cloneJson, randomInt, seedRng, shuffleInPlace, type RngState, type Seat } from '@arrakis/engine';
import { FACTIONS, LEADER_IDS, LEADERS, type DuneState } from '@arrakis/dune';

/**
 * Re-randomises what `seat` cannot know (ARCHITECTURE §2 "Secrets"): the game's RNG, the deck order and the other
 * hands (same sizes, the face-down auction cards included but the one the Atreides saw), the others' traitors
 * and traitor draws, the prediction, the others' secret commits, plan drafts and unrevealed plans, the storm
 * total before its reveal, and face-down residual poisons.
 */
export function resampleHidden(state: DuneState, seat: Seat, rng: RngState): DuneState {
  const s = cloneJson(state);
  const me = s.seats[seat]!;
  s.rng = seedRng(`resampled:${randomInt(rng, 1 << 30)}`);
  const seen = me === 'atreides' && s.bidding?.atreidesSaw ? s.bidding.index : -1;
  const others = s.seats.filter((f) => f !== me);
  const auction = s.bidding ? s.bidding.cards.map((_, i) => i).filter((i) => i >= s.bidding!.index && i !== seen) : [];
  const pool = [
    ...s.treacheryDeck,
    ...others.flatMap((f) => s.factions[f]!.hand),
    ...auction.map((i) => s.bidding!.cards[i]!),
  ];
  shuffleInPlace(rng, pool);
  s.treacheryDeck = pool.splice(0, s.treacheryDeck.length);
  for (const f of others) s.factions[f]!.hand = pool.splice(0, s.factions[f]!.hand.length);
  for (const i of auction) s.bidding!.cards[i] = pool.shift()!;
  shuffleInPlace(rng, s.spiceDeck);
  for (const f of others) {
    const fs = s.factions[f]!;
    const foreign = LEADER_IDS.filter((l) => LEADERS[l].faction !== f && s.seats.includes(LEADERS[l].faction));
    fs.traitors = fs.traitors.map(() => foreign[randomInt(rng, foreign.length)]!);
    fs.traitorDraw = fs.traitorDraw.map(() => foreign[randomInt(rng, foreign.length)]!);
  }
  if (me !== 'beneGesserit' && s.prediction) {
    s.prediction = { faction: FACTIONS[randomInt(rng, FACTIONS.length)]!, turn: 1 + randomInt(rng, 15) };
  }
  if (s.phase === 'storm' && s.cursor.stage === 'reveal') s.cursor.index = randomInt(rng, 41);
  for (const frame of s.stack) {
    if (frame.kind === 'stormDial')
      for (const k of Object.keys(frame.commits)) if (Number(k) !== seat) frame.commits[k] = randomInt(rng, 21);
    if (frame.kind === 'traitorPick') {
      for (const k of Object.keys(frame.commits))
        if (Number(k) !== seat) frame.commits[k] = LEADER_IDS[randomInt(rng, LEADER_IDS.length)]!;
    }
    if (frame.kind === 'battlePlan') {
      for (const k of Object.keys(frame.draft))
        if (Number(k) !== seat) frame.draft[k] = { dial: randomInt(rng, 20), leader: null };
    }
  }
  const battle = s.battles?.current;
  if (battle && !battle.revealed) {
    for (const k of Object.keys(battle.plans)) {
      if (Number(k) !== seat)
        battle.plans[k] = { dial: randomInt(rng, 20), leader: null, cheapHero: null, weapon: null, defense: null };
    }
  }
  s.residualPoisons = s.residualPoisons.map((p) => {
    if (p.by === seat || s.treacheryDeck.length === 0) return p;
    const i = randomInt(rng, s.treacheryDeck.length);
    const card = s.treacheryDeck[i]!;
    s.treacheryDeck[i] = p.card;
    return { ...p, card };
  });
  return s;
}

/** Freezes a plain JSON value all the way down, so a bot that writes to its view fails loudly. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
