import { randomInt, seedRng, shuffleInPlace, type RngState, type Seat } from '@arrakis/engine';
import { FACTION_DATA, FACTIONS, FORCES_PER_FACTION, type Faction } from './data/factions.ts';
import { isMainCharacter, LEADER_IDS, LEADERS, type LeaderId } from './data/leaders.ts';
import { championChoices } from './duel/arena.ts';
import { SPICE_DECK, type SpiceCardId } from './data/spiceDeck.ts';
import {
  ACCESS_DECK,
  HARVEST_DECK,
  HARVEST_START_SPICE,
  SHARE_CARDS,
  type AccessCard,
  type HarvestCard,
} from './data/harvest.ts';
import { gameTreacheryDeck, TREACHERY_CARDS, type TreacheryCardId } from './data/treachery.ts';
import { DUEL_CARD_IDS, type DuelCardId } from './data/duel.ts';
import {
  defenseChoices,
  foresee,
  leaderChoices,
  maxDial,
  spiceChoices,
  starredChoices,
  starredValue,
  weaponChoices,
} from './battle/plan.ts';
import type { TerritoryId } from './data/territories.ts';
import { INITIAL_BANK } from './spice.ts';
import { STORM_TOKENS } from './phases/storm.ts';
import type { Frame, PlanStep } from './frames.ts';
import {
  ENGINE_VERSION,
  type ArenaState,
  type BattlePlan,
  type DuelState,
  type KanlyThreat,
  type DuneState,
  type FactionState,
  type HarvestState,
  type PhaseCursor,
  type PlacementDraft,
  type PointsState,
} from './state.ts';
import { spiceForeseer } from './variants/fremenForesight.ts';
import { twoSpiceBlows } from './variants/index.ts';
import { SIETCHS_AND_QUARTERS } from './data/governorMap.ts';
import type { ArenaView, DuelView, DuneView, FrameView, HarvestView } from './view.ts';

/** What a seat believes of the others beyond its view; the sampler honours it where the view allows. */
export interface DuneBelief {
  /** Estimated spice behind each opponent's shield. */
  readonly spice?: Partial<Record<Faction, number>>;
  /** Estimated hand size of each opponent (public only during the bidding, rules 000 §8.F). */
  readonly handCounts?: Partial<Record<Faction, number>>;
  /** Cards an opponent is believed to hold (seen in its battle plans and not seen discarded since). */
  readonly cards?: Partial<Record<Faction, readonly TreacheryCardId[]>>;
  /** Traitors an opponent is known to hold (it betrayed one of our leaders). */
  readonly traitors?: Partial<Record<Faction, readonly LeaderId[]>>;
}

/** Estimated spice of a faction that nobody has told us about: its starting funds plus a little a turn. */
function guessSpice(faction: Faction, turn: number, phase: DuneView['phase']): number {
  // rules 000 §16.A.1.b: the prelude starts everyone with 10.
  if (phase === 'harvest') return HARVEST_START_SPICE;
  return FACTION_DATA[faction].startingSpice + 2 * Math.max(0, turn - 1);
}

function tokensShown(view: DuneView, faction: Faction): number {
  let n = 0;
  for (const t of Object.values(view.board)) for (const count of Object.values(t.forces[faction] ?? {})) n += count;
  return n;
}

/** Removes one copy of each of `cards` from `pool` (cards a seat can place). */
function take(pool: TreacheryCardId[], cards: readonly (TreacheryCardId | null | undefined)[]): void {
  for (const card of cards) {
    if (card === null || card === undefined) continue;
    const i = pool.indexOf(card);
    if (i >= 0) pool.splice(i, 1);
  }
}

/** Splits `total` cards among factions near their estimates, within their hand limits. */
function splitHands(
  total: number,
  factions: readonly Faction[],
  estimates: Record<string, number>,
  least: Record<string, number>,
  limits: Record<string, number>,
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const f of factions) counts[f] = Math.min(limits[f]!, Math.max(least[f] ?? 0, estimates[f] ?? 1));
  let sum = factions.reduce((a, f) => a + counts[f]!, 0);
  for (let guard = 0; sum !== total && guard < 1000; guard++) {
    const room = factions.filter((f) => (sum < total ? counts[f]! < limits[f]! : counts[f]! > (least[f] ?? 0)));
    if (room.length === 0) break;
    const f = room[guard % room.length]!;
    counts[f]! += sum < total ? 1 : -1;
    sum += sum < total ? 1 : -1;
  }
  return counts;
}

function randomPlan(state: DuneState, seat: Seat, rng: RngState): BattlePlan {
  const battle = state.battles!.current!;
  const pick = <T>(options: readonly T[]): T => options[randomInt(rng, options.length)]!;
  const leader = pick(leaderChoices(state, battle, seat));
  const draft: Partial<BattlePlan> = { leader: leader.leader, cheapHero: leader.cheapHero };
  draft.weapon = pick(weaponChoices(state, battle, seat, draft));
  draft.defense = pick(defenseChoices(state, battle, seat, draft));
  const dial = randomInt(rng, maxDial(state, battle, seat) + 1);
  // rules 000 §15: how many of them are starred.
  const starred = pick(starredChoices(state, battle, seat, dial));
  // rules 000 §24.A.1: what it paid for, within the spice it is believed to hold.
  const spice = pick(spiceChoices(state, seat, { dial }));
  return {
    dial,
    spice,
    leader: draft.leader ?? null,
    cheapHero: draft.cheapHero ?? null,
    weapon: draft.weapon,
    defense: draft.defense,
    ...(starred > 0 ? { starred } : {}),
    ...(leader.kwisatzHaderach ? { kwisatzHaderach: true } : {}),
  };
}

/** The frames that wait for several seats at once (a `seats` list); the others name one `seat`. */
const MULTI_SEAT_FRAMES: ReadonlySet<Frame['kind']> = new Set([
  'duelChampion',
  'duelSupport',
  'duelSeconds',
  'traitorPick',
  'stormDial',
  'stormWindow',
  'thumperWindow',
  'harvesterWindow',
  'nexus',
  'battlePlan',
  'traitorCall',
  'managerBid',
  'harvestVote',
  'accessTrade',
  'harvestPlacement',
  'movementOrder',
  'diplomacy',
  'agreement',
]);

/** annexe 3 BG 1: another faction and a turn, unless the Bene Gesserit have not predicted yet. */
function samplePrediction(view: DuneView, rng: RngState): DuneState['prediction'] {
  if (!view.seats.includes('beneGesserit') || view.flow.stack.some((f) => f.kind === 'prediction')) return null;
  // rules 000 §16.C.2: with the spice-harvest prelude, the prediction waits for the starting positions.
  if (view.options.spiceHarvest && (view.phase === 'setup' || view.phase === 'harvest')) return null;
  const candidates = view.seats.filter((f) => f !== 'beneGesserit');
  return { faction: candidates[randomInt(rng, candidates.length)] ?? FACTIONS[0], turn: 1 + randomInt(rng, 15) };
}

/** Rebuilds a frame from its view; the hidden parts (others' commits and drafts) are filled in later. */
function frameFrom(view: FrameView, you: Seat): Frame {
  const seats = [...view.seats];
  const f = view as FrameView & Record<string, unknown>;
  switch (view.kind) {
    case 'traitorPick':
      return { kind: 'traitorPick', seats, commits: {} };
    case 'stormDial':
      return { kind: 'stormDial', seats, min: f['min'] as number, max: f['max'] as number, commits: {} };
    case 'managerBid':
      return { kind: 'managerBid', seats, commits: {} };
    case 'harvestVote':
      return { kind: 'harvestVote', seats, commits: {} };
    case 'harvestPlacement': {
      const drafts: Record<string, PlacementDraft> = {};
      if (f['draft']) drafts[String(you)] = structuredClone(f['draft'] as PlacementDraft);
      return { kind: 'harvestPlacement', seats, drafts };
    }
    // rules 000 §19.C: the seats no longer waited for have committed; what, `fillDuelCommits` draws.
    case 'duelChampion':
    case 'duelSupport':
    case 'duelSeconds': {
      const commits: Record<string, unknown> = {};
      const waiting = (f['waiting'] as Seat[] | undefined) ?? seats;
      for (const s of seats) if (!waiting.includes(s)) commits[String(s)] = s === you ? (f['mine'] ?? null) : UNDRAWN;
      // The commits are filled with legal values by fillDuelCommits once the state exists.
      return { kind: view.kind, seats, commits } as Frame;
    }
    case 'battlePlan': {
      const draft: Record<string, Partial<BattlePlan>> = {};
      const step: Record<string, PlanStep> = {};
      for (const s of seats) {
        draft[String(s)] = {};
        step[String(s)] = s === you ? ((f['step'] as (typeof step)[string] | null) ?? 'leader') : 'leader';
      }
      return { kind: 'battlePlan', seats, draft, step };
    }
    default: {
      const rest: Record<string, unknown> = structuredClone(f);
      delete rest['seats'];
      return (MULTI_SEAT_FRAMES.has(view.kind) ? { ...rest, seats } : { ...rest, seat: seats[0]! }) as unknown as Frame;
    }
  }
}

/**
 * A full state consistent with everything `view` shows its seat (ARCHITECTURE §5, information-set search): what
 * the seat cannot know is drawn at random — the decks' order, the others' hands, traitors and spice, the Bene
 * Gesserit prediction, others' secret commits and unrevealed battle plans, the storm dials' total. `view(state,
 * seat)` of the result equals `view`, except the others' hidden choices; those are legal and drawn afresh.
 */
export function determinize(view: DuneView, rng: RngState, belief: DuneBelief = {}): DuneState {
  const you = view.you;
  if (you === null) throw new Error('determinize: a spectator has no information set');
  const me = view.seats[you]!;
  const others = view.seats.filter((f) => f !== me);
  const flow = view.flow;

  // Cards: everything not in sight is in the pool, dealt to the deck, the others' hands and the auction row.
  const pool = [...gameTreacheryDeck(view.options)];
  const mine = view.factions[me]!;
  take(pool, mine.hand ?? []);
  take(pool, view.treacheryDiscard);
  for (const p of view.residualPoisons) take(pool, [p.card]);
  const bidding = view.bidding;
  take(pool, [bidding?.card]);
  const battle = view.battle;
  const revealed = battle?.revealed ? Object.entries(battle.plans) : [];
  // rules 000 §18, annexe 4 Karama B Atreides: the whole plan the Atreides saw is as good as revealed to them.
  const seenPlan = karamaSeenPlan(view);
  if (seenPlan) revealed.push([String(seenPlan.seat), seenPlan.plan]);
  // Revealed plans show cards still in their owners' hands until kept or discarded.
  const shownInHand: Record<string, TreacheryCardId[]> = {};
  for (const [s, plan] of revealed) {
    const f = view.seats[Number(s)]!;
    if (f === me) continue;
    const cards = [plan.cheapHero, plan.weapon, plan.defense].filter(
      (c): c is TreacheryCardId => !!c && !view.treacheryDiscard.includes(c),
    );
    shownInHand[f] = cards;
    take(pool, cards);
  }
  shuffleInPlace(rng, pool);
  // Cards set aside face down first: they are of a known kind.
  let karamaCard: TreacheryCardId | null = null;
  // Our own Karama set aside with our bid is one we no longer see; which copy does not matter. The Bene Gesserit's
  // may be a worthless card (annexe 4, rules 000 §18).
  if (bidding?.highBidKarama && bidding.highBidder !== null) {
    const kinds = ['karama'];
    if (
      view.seats[bidding.highBidder] === 'beneGesserit' &&
      (view.options.specialKarama || view.options.beneGesseritWorthlessKarama)
    )
      kinds.push('worthless');
    const k = pool.findIndex((c) => kinds.includes(TREACHERY_CARDS[c].kind));
    karamaCard = k >= 0 ? pool.splice(k, 1)[0]! : null;
  }
  const poisons = view.residualPoisons.map((p) => {
    if (p.card !== null) return p.card;
    const k = pool.findIndex((c) => TREACHERY_CARDS[c].kind === 'residualPoison');
    return pool.splice(k >= 0 ? k : 0, 1)[0]!;
  });
  const auctionUnknown = bidding ? Math.max(0, bidding.cardCount - bidding.index - (bidding.card ? 1 : 0)) : 0;
  // Cards believed held go to their holders first, within what the others' hands can hold in all.
  let handRoom = pool.length - view.treacheryDeckCount - auctionUnknown;
  const believed: Record<string, TreacheryCardId[]> = {};
  for (const f of others) {
    const cards: TreacheryCardId[] = [];
    const limit = (view.factions[f]!.handCount ?? FACTION_DATA[f].treacheryHandLimit) - (shownInHand[f]?.length ?? 0);
    for (const card of belief.cards?.[f] ?? []) {
      if (cards.length >= limit || handRoom <= 0) break;
      const i = pool.indexOf(card);
      if (i < 0) continue;
      cards.push(pool.splice(i, 1)[0]!);
      handRoom--;
    }
    believed[f] = cards;
  }
  const deck = pool.splice(0, Math.min(view.treacheryDeckCount, pool.length));
  const auction = pool.splice(0, auctionUnknown);
  const estimates: Record<string, number> = {};
  const least: Record<string, number> = {};
  const limits: Record<string, number> = {};
  // rules 000 §18, annexe 4 Karama B Harkonnen: in the middle of an exchange the Harkonnen hold the cards they took
  // on top of their own (beyond their limit for a moment); a seat that does not see them only knows how many.
  const exchanges = flow.stack.filter((f) => f.kind === 'karamaExchange' && f['taken'] === undefined);
  const fallen = new Set(view.eliminated ?? []);
  const exchanging = exchanges.length > 0 ? view.seats[exchanges[0]!.seats[0]!]! : null;
  const exchangeCount = exchanges.reduce((n, f) => n + (typeof f['count'] === 'number' ? f['count'] : 0), 0);
  for (const f of others) {
    estimates[f] = (view.factions[f]!.handCount ?? belief.handCounts?.[f] ?? 1) - (shownInHand[f]?.length ?? 0);
    least[f] = believed[f]!.length;
    // rules 000 §19.C.12: a fallen faction holds nothing.
    limits[f] = fallen.has(view.factions[f]!.seat)
      ? 0
      : FACTION_DATA[f].treacheryHandLimit + (f === exchanging ? exchangeCount : 0);
  }
  const total = pool.length + others.reduce((n, f) => n + least[f]!, 0);
  if (exchanging) least[exchanging] = Math.max(least[exchanging]!, exchangeCount);
  const handSizes = splitHands(total, others, estimates, least, limits);

  // Traitors: the leader cards nobody in sight holds.
  const leaderPool: LeaderId[] = LEADER_IDS.filter(
    (l) =>
      view.seats.includes(LEADERS[l].faction) &&
      !(mine.traitors ?? []).includes(l) &&
      !(mine.traitorDraw ?? []).includes(l),
  );
  shuffleInPlace(rng, leaderPool);

  const factions: Record<string, FactionState> = {};
  for (const f of view.seats) {
    const fv = view.factions[f]!;
    // rules 000 §19.C.12: what a fallen faction held is public (nothing).
    const own = f === me || fallen.has(fv.seat);
    const onBoard = tokensShown(view, f);
    const hand = own
      ? [...(fv.hand ?? [])]
      : [...(shownInHand[f] ?? []), ...believed[f]!, ...pool.splice(0, (handSizes[f] ?? 0) - believed[f]!.length)];
    let traitors: LeaderId[] = [];
    let traitorDraw: LeaderId[] = [];
    if (own) {
      traitors = [...(fv.traitors ?? [])] as LeaderId[];
      traitorDraw = [...(fv.traitorDraw ?? [])] as LeaderId[];
    } else {
      const known = [...(belief.traitors?.[f] ?? [])];
      const foreign = () => {
        // Known traitors first (when they are still unaccounted for), then any opposing leader.
        while (known.length > 0) {
          const k = leaderPool.indexOf(known.shift()!);
          if (k >= 0) return leaderPool.splice(k, 1)[0]!;
        }
        const i = leaderPool.findIndex((l) => LEADERS[l].faction !== f);
        return i >= 0 ? leaderPool.splice(i, 1)[0]! : null;
      };
      const n = view.phase === 'setup' ? 4 : f === 'harkonnen' ? 4 : 1;
      const drawn: LeaderId[] = [];
      for (let i = 0; i < n; i++) {
        const l = foreign();
        if (l) drawn.push(l);
      }
      if (view.phase === 'setup') {
        // rules 000 §3.E.2: four drawn; the Harkonnen keep them all, the others keep one once the pick is over.
        traitorDraw = drawn;
        if (f === 'harkonnen') traitors = [...drawn];
        else if (!flow.stack.some((fr) => fr.kind === 'traitorPick' || fr.kind === 'prediction'))
          traitors = drawn.slice(0, 1);
      } else traitors = drawn;
    }
    factions[f] = {
      faction: f,
      seat: fv.seat,
      spice: own ? fv.spice! : Math.max(0, belief.spice?.[f] ?? guessSpice(f, view.turn, view.phase)),
      reserves: own ? fv.reserves! : FORCES_PER_FACTION - onBoard - fv.tanks,
      tanks: fv.tanks,
      hand,
      traitors,
      traitorDraw,
      leaders: structuredClone(fv.leaders) as FactionState['leaders'],
      leaderRevivalOpen: fv.leaderRevivalOpen,
      leaderRevivedTurn: fv.leaderRevivedTurn,
    };
  }
  // A high bidder holds at least its bid; a deal's offerer at least what it gives.
  if (bidding?.highBidder != null && bidding.highBidder !== you && !bidding.highBidKarama) {
    const fs = factions[view.seats[bidding.highBidder]!]!;
    fs.spice = Math.max(fs.spice, bidding.highBid);
  }
  for (const d of view.deals) {
    if (d.from !== you) factions[view.seats[d.from]!]!.spice = Math.max(factions[view.seats[d.from]!]!.spice, d.give);
  }

  // Spice cards: those not in the discard piles or set aside, shuffled; the Atreides' peek stays on top.
  const spiceSeen = new Set<SpiceCardId>([...view.spiceDiscard, ...view.spiceDiscard2, ...flow.cursor.setAside]);
  const spiceDeck = SPICE_DECK.filter((c) => !spiceSeen.has(c));
  shuffleInPlace(rng, spiceDeck);
  spiceDeck.length = Math.min(spiceDeck.length, view.spiceDeckCount);
  for (const seen of [view.spiceDeckSecond, view.spiceDeckTop]) {
    if (!seen) continue;
    const i = spiceDeck.indexOf(seen);
    if (i >= 0) spiceDeck.splice(i, 1);
    spiceDeck.push(seen);
  }

  const cursor: PhaseCursor = {
    stage: flow.cursor.stage,
    order: [...flow.cursor.order],
    index: flow.cursor.index ?? randomInt(rng, 41),
    wormSeen: flow.cursor.wormSeen,
    setAside: [...flow.cursor.setAside],
    ...(flow.cursor.guildAsked !== undefined ? { guildAsked: flow.cursor.guildAsked } : {}),
    ...(flow.cursor.guildInOrder ? { guildInOrder: true as const } : {}),
  };
  if (view.phase === 'movement' && view.seats.includes(spiceForeseer(view))) {
    cursor.peek = spiceDeck[spiceDeck.length - 1] ?? null;
    if (twoSpiceBlows(view.options) && spiceDeck.length >= 2) cursor.peek2 = spiceDeck[spiceDeck.length - 2]!;
  }

  const board: DuneState['board'] = structuredClone(view.board) as DuneState['board'];
  const state: DuneState = {
    game: 'dune',
    engineVersion: ENGINE_VERSION,
    options: structuredClone(view.options),
    seatCount: view.seats.length,
    seats: [...view.seats],
    rng: seedRng(`determinized:${randomInt(rng, 1 << 30)}:${randomInt(rng, 1 << 30)}`),
    bank: 0,
    turn: view.turn,
    phase: view.phase,
    storm: view.storm,
    // rules 000 §17.B: the Fremen know the token they drew; anyone else draws one of the six at random.
    stormToken: view.stormTokenDrawn ? (view.stormToken ?? 1 + randomInt(rng, STORM_TOKENS)) : null,
    lastBattleWheels: [...flow.lastBattleWheels],
    shieldWallDestroyed: view.shieldWallDestroyed,
    board,
    factions,
    treacheryDeck: deck,
    treacheryDiscard: [...view.treacheryDiscard],
    spiceDeck,
    spiceDiscard: [...view.spiceDiscard],
    spiceDiscard2: [...view.spiceDiscard2],
    alliances: view.alliances.map((a) => [...a]),
    prediction: view.prediction ?? samplePrediction(view, rng),
    bidding: bidding && {
      cards: [
        ...Array.from({ length: bidding.index }, () => deck[0] ?? auction[0] ?? ('karama1' as TreacheryCardId)),
        ...(bidding.card ? [bidding.card] : []),
        ...auction,
      ],
      index: bidding.index,
      eligible: [...bidding.eligible],
      opener: bidding.opener,
      current: bidding.current,
      highBid: bidding.highBid,
      highBidder: bidding.highBidder,
      passed: [...bidding.passed],
      highBidKarama: bidding.highBidKarama,
      karamaCard: bidding.highBidKarama ? karamaCard : null,
      atreidesSaw: bidding.atreidesSaw,
    },
    battles: null,
    moved: [...flow.moved],
    silenced: [...view.silenced],
    karamaBlocks: view.karamaBlocks.map((b) => ({ ...b })),
    residualPoisons: view.residualPoisons.map((p, i) => ({
      by: p.by,
      target: p.target,
      card: poisons[i]!,
      ransom: p.ransom,
    })),
    deals: view.deals.map((d) => ({ ...d })),
    debts: view.debts.map((d) => ({ ...d })),
    nextDealId: flow.nextDealId,
    extra: view.extra && structuredClone(view.extra),
    // 000 XXXVII: the alterations the seat does not see are sampled as none.
    ...(view.tleilaxu ? { tleilaxu: structuredClone(view.tleilaxu) } : {}),
    ...(view.eliminated ? { eliminated: [...view.eliminated] } : {}),
    ...(view.duel ? { duel: sampleDuel(view, view.duel, you, rng) } : {}),
    cursor,
    stack: flow.stack.map((f) => frameFrom(f, you)),
    result: view.result && structuredClone(view.result),
  };
  if (flow.battleOrder !== null) {
    state.battles = { order: [...flow.battleOrder], aggressorIndex: flow.aggressorIndex ?? 0, current: null };
    // 000 XXXIII: the agreements of this phase.
    if (flow.settled) state.battles.settled = [...flow.settled];
    if (flow.refused) state.battles.refused = [...flow.refused];
    if (battle) {
      const plans: Record<string, BattlePlan> = {};
      const drafting = flow.stack.some((f) => f.kind === 'battlePlan' && f.seats.includes(you));
      for (const [s, plan] of Object.entries(battle.plans)) {
        if (!battle.revealed && Number(s) === you && drafting) {
          const frame = state.stack.find((f) => f.kind === 'battlePlan');
          if (frame?.kind === 'battlePlan') frame.draft[String(you)] = { ...plan };
        } else if (battle.revealed || Number(s) === you) {
          // rules 000 §24.A.2: a revealed plan shows the spice its fighter set aside, so it holds at least that.
          const fs = factions[view.seats[Number(s)]!]!;
          if (Number(s) !== you) fs.spice = Math.max(fs.spice, plan.spice ?? 0);
          plans[s] = {
            dial: plan.dial ?? 0,
            spice: plan.spice ?? 0,
            leader: plan.leader ?? null,
            cheapHero: plan.cheapHero ?? null,
            weapon: plan.weapon ?? null,
            defense: plan.defense ?? null,
            ...(plan.starred ? { starred: plan.starred } : {}),
            ...(plan.kwisatzHaderach ? { kwisatzHaderach: true } : {}),
          };
        }
      }
      state.battles.current = {
        territory: battle.territory as TerritoryId,
        aggressor: battle.aggressor,
        defender: battle.defender,
        voice: battle.voice && { ...battle.voice },
        prescience: battle.prescience && { ...battle.prescience },
        plans,
        revealed: battle.revealed,
        traitorCalls: {},
        ...(battle.prevented ? { prevented: [...battle.prevented] } : {}),
      };
      if (seenPlan) {
        plans[String(seenPlan.seat)] = { ...seenPlan.plan };
        const fs = factions[view.seats[seenPlan.seat]!]!;
        fs.spice = Math.max(fs.spice, seenPlan.plan.spice);
      }
    }
  }
  if (view.harvest) state.harvest = sampleHarvest(view, view.harvest, state, rng);
  // 000 XXXIV: public; 000 XXXVIII.A: the others' guess of the Bene Gesserit's secret prediction.
  if (view.governor) state.governor = { ...view.governor };
  if (view.points) state.points = samplePoints(view, view.points, rng);
  fillHidden(state, you, rng);
  fillDuelCommits(state, rng);
  // The cards the Harkonnen took, for a seat that does not see them: some of the Harkonnen's hand.
  const unseen = exchanging
    ? state.factions[exchanging]!.hand.filter((c) => !(shownInHand[exchanging] ?? []).includes(c))
    : [];
  shuffleInPlace(rng, unseen);
  for (const frame of state.stack)
    if (frame.kind === 'karamaExchange' && frame.taken === undefined) frame.taken = unseen.splice(0, frame.count);
  let held = state.bank;
  for (const f of state.seats) held += state.factions[f]!.spice;
  for (const t of Object.values(state.board)) held += t.spice;
  for (const f of state.duel?.arena?.fighters ?? []) held += f.support;
  state.bank = INITIAL_BANK - held;
  return state;
}

/** A commit the view does not show, drawn by `fillDuelCommits`. */
const UNDRAWN = '?undrawn';

/** rules 000 §19.C: the others' secret champion, support and second, drawn among their legal choices. */
function fillDuelCommits(state: DuneState, rng: RngState): void {
  for (const frame of state.stack) {
    if (frame.kind !== 'duelChampion' && frame.kind !== 'duelSupport' && frame.kind !== 'duelSeconds') continue;
    const commits = frame.commits as Record<string, unknown>;
    for (const [k, v] of Object.entries(commits)) {
      if (v !== UNDRAWN) continue;
      const seat = Number(k);
      if (frame.kind === 'duelSupport') commits[k] = 0;
      else if (frame.kind === 'duelSeconds') commits[k] = null;
      else {
        const choices = championChoices(state, seat);
        commits[k] = choices.length > 0 ? choices[randomInt(rng, choices.length)]! : null;
      }
    }
  }
}

/**
 * rules 000 §18, annexe 4 Karama B Atreides: the opponent's whole plan, seen by the Atreides with a Karama before the
 * reveal, when the view shows it.
 */
function karamaSeenPlan(view: DuneView): { seat: Seat; plan: BattlePlan } | null {
  const p = view.battle?.prescience;
  if (!p || view.battle!.revealed || p.element !== 'plan' || typeof p.answer !== 'object' || p.answer === null)
    return null;
  return { seat: p.against, plan: p.answer };
}

/** Others' commits, drafts and unrevealed plans: drawn among their legal choices. */
function fillHidden(state: DuneState, you: Seat, rng: RngState): void {
  const battle = state.battles?.current;
  const planFrame = state.stack.find((f) => f.kind === 'battlePlan');
  if (battle && !battle.revealed) {
    // The seats that have entered their plan are those the battle-plan frame no longer waits for.
    for (const s of [battle.aggressor, battle.defender]) {
      if (s === you || battle.plans[String(s)]) continue;
      const waiting = planFrame?.kind === 'battlePlan' && planFrame.seats.includes(s);
      if (planFrame && !waiting) battle.plans[String(s)] = randomPlan(state, s, rng);
    }
    const p = battle.prescience;
    if (p && p.side !== undefined && p.by !== you && p.side !== you) {
      const plan = battle.plans[String(p.against)];
      if (plan)
        battle.prescience = { ...p, answer: foresee(state, plan, p.element, starredValue(state, battle, p.against)) };
    }
  }
  if (battle) {
    const callFrame = state.stack.find((f) => f.kind === 'traitorCall');
    if (callFrame?.kind === 'traitorCall')
      for (const s of [battle.aggressor, battle.defender])
        if (!callFrame.seats.includes(s) && s !== you) battle.traitorCalls[String(s)] = false;
  }
  for (const frame of state.stack) {
    if (frame.kind === 'stormDial') {
      // The dialers are the seats that last used battle wheels (set when the dialling starts, rules 000 §6.B).
      for (const s of state.lastBattleWheels) {
        if (!frame.seats.includes(s)) frame.commits[String(s)] = frame.min + randomInt(rng, frame.max - frame.min + 1);
      }
    }
    if (frame.kind === 'traitorPick') {
      for (const f of state.seats) {
        const s = state.seats.indexOf(f);
        if (frame.seats.includes(s) || f === 'harkonnen') continue;
        const draw = state.factions[f]!.traitorDraw.filter((l) => LEADERS[l].faction !== f);
        const pick = draw[randomInt(rng, Math.max(1, draw.length))];
        if (pick) frame.commits[String(s)] = pick;
      }
    }
  }
}

/** Draws `n` cards of `pool` at random (removed from it). */
function drawFrom<T>(pool: T[], n: number, rng: RngState): T[] {
  shuffleInPlace(rng, pool);
  return pool.splice(0, n);
}

function removeCards<T>(pool: T[], cards: readonly T[]): void {
  for (const card of cards) {
    const i = pool.indexOf(card);
    if (i >= 0) pool.splice(i, 1);
  }
}

const HARVEST_SAMPLES = 60;

/** rules 000 §19.A.2.a: the others' Duel cards and the deck's, drawn from the cards the seat has not seen. */
function sampleDuel(view: DuneView, dv: DuelView, you: Seat, rng: RngState): DuelState {
  const unseen: DuelCardId[] = [...DUEL_CARD_IDS];
  for (const card of [...dv.discard, ...(dv.hand ?? [])]) unseen.splice(unseen.indexOf(card), 1);
  shuffleInPlace(rng, unseen);
  const hands: Record<string, DuelCardId[]> = {};
  for (const [s, count] of Object.entries(dv.handCounts))
    hands[s] = Number(s) === you ? [...(dv.hand ?? [])] : unseen.splice(0, count);
  return {
    deck: unseen,
    discard: [...dv.discard],
    hands,
    ...(dv.threats ? { threats: structuredClone(dv.threats) as KanlyThreat[] } : {}),
    ...(dv.fought ? { fought: dv.fought.map((f) => ({ ...f })) } : {}),
    ...(dv.arena ? { arena: sampleArena(view, dv.arena, rng) } : {}),
  };
}

/**
 * rules 000 §19.C: the face-down discs of the arena: each an available leader of its owner not otherwise shown
 * there, at full strength (a disc is turned face up before its first loss of strength, §19.C.5.a).
 */
function sampleArena(view: DuneView, av: ArenaView, rng: RngState): ArenaState {
  const used = new Set<string>();
  for (const f of av.fighters) if (f.leader) used.add(f.leader);
  for (const c of av.seconds) if (c.leader) used.add(c.leader);
  const draw = (seat: Seat, second: boolean): LeaderId => {
    const leaders = view.factions[view.seats[seat]!]!.leaders;
    const free = (Object.keys(leaders) as LeaderId[]).filter(
      (id) => leaders[id]!.location === 'available' && !used.has(id) && !(second && isMainCharacter(id)),
    );
    const id = free.length > 0 ? free[randomInt(rng, free.length)]! : (Object.keys(leaders)[0] as LeaderId);
    used.add(id);
    return id;
  };
  return {
    ...structuredClone(av),
    fighters: av.fighters.map((f) => {
      const leader = f.leader ?? draw(f.seat, false);
      return { ...structuredClone(f), leader, strength: f.strength ?? LEADERS[leader].value };
    }),
    seconds: av.seconds.map((c) => ({ seat: c.seat, side: c.side, leader: c.leader ?? draw(c.seat, true) })),
  } as ArenaState;
}

/**
 * rules 000 §16: the prelude's hidden parts drawn consistently with the view: the Harvest cards in the Manager's
 * hand worth at least the announced harvest, the unseen Share cards within it, the others' Access cards and those
 * for sale, the others' closed bids and votes; the spice of a Manager paying the Guild, or of a high bidder, enough.
 */
function sampleHarvest(view: DuneView, hv: HarvestView, state: DuneState, rng: RngState): HarvestState {
  const you = view.you!;
  const harvestPool: HarvestCard[] = [...HARVEST_DECK];
  removeCards(harvestPool, hv.harvestDiscard);
  let drawn: HarvestCard[] = hv.drawn ? [...hv.drawn] : [];
  if (!hv.drawn) {
    // A worm never stays drawn: it ends the year's harvest at once.
    const numbers = harvestPool.filter((c) => c !== 'worm');
    const worth = (cards: readonly HarvestCard[]) => cards.reduce((a: number, c) => a + (c === 'worm' ? 0 : c), 0);
    let found: HarvestCard[] | null = null;
    for (let tries = 0; tries < HARVEST_SAMPLES && !found; tries++) {
      const cards = drawFrom([...numbers], hv.drawnCount, rng);
      if (worth(cards) >= (hv.announced ?? 0)) found = cards;
    }
    drawn = found ?? [...numbers].sort((x, y) => worth([y]) - worth([x])).slice(0, hv.drawnCount);
  }
  removeCards(harvestPool, drawn);
  const harvestDeck = drawFrom(harvestPool, hv.harvestDeckCount, rng);

  const shares: Record<string, number> = {};
  const supply = [...SHARE_CARDS];
  const unseen: string[] = [];
  for (const [s, value] of Object.entries(hv.shares)) {
    if (value === null) unseen.push(s);
    else {
      shares[s] = value;
      removeCards(supply, [value]);
    }
  }
  // The unseen cards: at random within the announced harvest, the smallest ones if no draw fits.
  const room = (hv.announced ?? 0) - Object.values(shares).reduce((a, b) => a + b, 0);
  const dealing = state.stack.find((f) => f.kind === 'harvestShares');
  const toDeal = dealing?.kind === 'harvestShares' ? dealing.recipients.length : 0;
  let chosen: number[] | null = null;
  for (let tries = 0; tries < HARVEST_SAMPLES && !chosen; tries++) {
    const pool = [...supply];
    const cards = drawFrom(pool, unseen.length, rng);
    const leastLeft = pool
      .sort((x, y) => x - y)
      .slice(0, toDeal)
      .reduce((x, y) => x + y, 0);
    if (cards.reduce((x, y) => x + y, 0) + leastLeft <= room) chosen = cards;
  }
  chosen ??= [...supply].sort((x, y) => x - y).slice(0, unseen.length);
  unseen.forEach((s, i) => (shares[s] = chosen[i]!));
  removeCards(supply, chosen);

  const accessPool: AccessCard[] = [...ACCESS_DECK];
  const access: Record<string, AccessCard[]> = {};
  for (const [s, hand] of Object.entries(hv.access)) {
    access[s] = [...hand];
    removeCards(accessPool, hand);
  }
  const a = hv.auction;
  if (a?.peekedCard != null) removeCards(accessPool, [a.peekedCard]);
  // Offers shown to this seat: the offering hand holds the card.
  const trade = state.stack.find((f) => f.kind === 'accessTrade');
  const tradeView = view.flow.stack.find((f) => f.kind === 'accessTrade');
  const offers = (tradeView?.['offers'] ?? []) as { from: Seat; to: Seat; card: AccessCard | null }[];
  for (const o of offers) {
    if (o.card === null || access[String(o.from)]) continue;
    access[String(o.from)] = [o.card];
    removeCards(accessPool, [o.card]);
  }
  shuffleInPlace(rng, accessPool);
  for (const [s, count] of Object.entries(hv.accessCounts)) {
    const hand = (access[s] ??= []);
    if (hv.access[s]) continue;
    hand.push(...accessPool.splice(0, count - hand.length));
  }
  const forSale = a ? a.cardCount - a.index - (a.peekedCard != null ? 1 : 0) : 0;
  const unsold = accessPool.splice(0, forSale);
  const auctionCards: AccessCard[] = [];
  if (a) {
    for (let i = 0; i < a.cardCount; i++) {
      if (i < a.index) auctionCards.push(ACCESS_DECK[0]!);
      else if (i === a.peeked && a.peekedCard != null) auctionCards.push(a.peekedCard);
      else auctionCards.push(unsold.shift()!);
    }
  }
  if (trade?.kind === 'accessTrade') {
    trade.offers = offers.map((o) => {
      const hand = access[String(o.from)]!;
      return { from: o.from, to: o.to, card: o.card ?? hand[randomInt(rng, hand.length)]! };
    });
  }
  // Spice the others must hold for what the view shows them doing.
  const atLeast = (seat: Seat, amount: number): void => {
    if (seat === you) return;
    const fs = state.factions[view.seats[seat]!]!;
    fs.spice = Math.max(fs.spice, amount);
  };
  if (a && a.highBidder !== null) atLeast(a.highBidder, a.highBid);
  for (const frame of state.stack) if (frame.kind === 'guildHarvestAnswer') atLeast(frame.manager, frame.price);
  for (const frame of state.stack) {
    if (frame.kind === 'managerBid') {
      for (let s = 0; s < state.seatCount; s++) {
        if (s === you || frame.seats.includes(s)) continue;
        frame.commits[String(s)] = randomInt(rng, state.factions[view.seats[s]!]!.spice + 1);
      }
    }
    if (frame.kind === 'harvestVote' && hv.manager !== null) {
      for (let s = 0; s < state.seatCount; s++) {
        if (s === you || s === hv.manager || frame.seats.includes(s)) continue;
        frame.commits[String(s)] = randomInt(rng, 2) === 0;
      }
    }
  }
  return {
    round: hv.round,
    manager: hv.manager,
    harvestDeck,
    harvestDiscard: [...hv.harvestDiscard],
    drawn,
    guildPrice: hv.guildPrice,
    announced: hv.announced,
    shares,
    shareSupply: hv.shareSupply ? [...hv.shareSupply] : supply,
    atreidesPeek: hv.atreidesPeek,
    harkonnenCaught: hv.harkonnenCaught,
    access,
    accessDeck: accessPool,
    auction: a && {
      cards: auctionCards,
      index: a.index,
      opener: a.opener,
      current: a.current,
      highBid: a.highBid,
      highBidder: a.highBidder,
      passed: [...a.passed],
      peeked: a.peeked,
    },
  };
}

/**
 * 000 XXXVIII.A: the prediction a seat other than the Bene Gesserit's does not see, drawn zone by zone among the
 * factions in the game and "vide"; while the Bene Gesserit still write it, none drawn.
 */
function samplePoints(view: DuneView, points: PointsState, rng: RngState): PointsState {
  const sampled: PointsState = structuredClone(points);
  const writing = view.flow.stack.some((f) => f.kind === 'zonePrediction');
  const bg = view.seats.includes('beneGesserit');
  if (Object.keys(points.prediction).length > 0 || writing || !bg || points.predictedTurn !== view.turn) return sampled;
  const choices = [null, ...view.seats];
  for (const zone of SIETCHS_AND_QUARTERS) sampled.prediction[zone] = choices[randomInt(rng, choices.length)]!;
  return sampled;
}
