import type { TleilaxuState } from './variants/tleilaxu.ts';
import type { Seat } from '@arrakis/engine';
import type { Faction } from './data/factions.ts';
import type { TerritoryId } from './data/territories.ts';
import type { SpiceCardId } from './data/spiceDeck.ts';
import type { TreacheryCardId } from './data/treachery.ts';
import type { DuelCardId } from './data/duel.ts';
import type { AccessCard, HarvestCard } from './data/harvest.ts';
import type { Frame } from './frames.ts';
import type { DuneOptions } from './options.ts';
import type { LeaderId } from './data/leaders.ts';
import { spiceForeseer } from './variants/fremenForesight.ts';
import type {
  ArenaFighter,
  ArenaState,
  BattlePlan,
  BattlePrevention,
  DuneState,
  KanlyThreat,
  LeaderState,
  Phase,
  PlacementDraft,
  PointsState,
  PrescienceElement,
  TerritoryState,
  VoiceCommand,
} from './state.ts';

export interface FactionView {
  readonly faction: Faction;
  readonly seat: Seat;
  readonly tanks: number;
  readonly leaders: Readonly<Record<string, LeaderState>>;
  /** rules 000 §8.F, §13.B: the number of cards is public during the bidding, and always to their owner. */
  readonly handCount: number | null;
  /** Behind the shield (rules 000 §13.B): only the owner sees these. */
  readonly spice: number | null;
  readonly reserves: number | null;
  readonly hand: readonly TreacheryCardId[] | null;
  readonly traitors: readonly string[] | null;
  readonly traitorDraw: readonly string[] | null;
  /** rules 000 §9.D.1: the leader revival cycle is open, and the turn a leader last came back. */
  readonly leaderRevivalOpen: boolean;
  readonly leaderRevivedTurn: number;
}

export interface BiddingView {
  readonly cardCount: number;
  readonly index: number;
  readonly eligible: readonly Seat[];
  readonly opener: Seat;
  readonly current: Seat;
  readonly highBid: number;
  readonly highBidder: Seat | null;
  readonly passed: readonly Seat[];
  /** The card up for auction, for the Atreides who saw it (annexe 3 Atreides 1). */
  readonly card: TreacheryCardId | null;
  /** The Atreides looked at the current card (annexe 3 Atreides 1): everyone sees them look. */
  readonly atreidesSaw: boolean;
  /** The high bid is covered by a Karama, announced with the bid (annexe 4 Karama). */
  readonly highBidKarama: boolean;
}

export interface BattleView {
  readonly territory: string;
  readonly aggressor: Seat;
  readonly defender: Seat;
  readonly voice: { readonly by: Seat; readonly against: Seat; readonly command: VoiceCommand } | null;
  /** The question is public; the answer only for the Atreides and the ally it helps (annexe 3 Atreides 3). */
  readonly prescience: {
    readonly by: Seat;
    readonly against: Seat;
    readonly element: PrescienceElement;
    /** The fighter the answer helps: the Atreides or their ally (public, like the alliance). */
    readonly side?: Seat;
    readonly answer?: string | number | BattlePlan | null;
  } | null;
  /** Both plans once revealed; before that, only the seat's own. */
  readonly plans: Readonly<Record<string, BattlePlan | Partial<BattlePlan>>>;
  readonly revealed: boolean;
  /** rules 000 §18, annexe 4 Karama A: extra powers a Karama cancelled in this battle (public). */
  readonly prevented?: readonly BattlePrevention[];
}

/**
 * rules 000 §16 (option `spiceHarvest`): the prelude as the seat may see it. The Harvest card is the Manager's
 * alone until the vote; a Share card its holder's, the Manager's and, once examined, the Atreides'; Access cards
 * their holder's and the Bene Gesserit's (rules 000 §16.C.2); the card for sale the Atreides examined, theirs.
 */
export interface HarvestView {
  readonly round: number;
  readonly manager: Seat | null;
  readonly harvestDeckCount: number;
  readonly harvestDiscard: readonly HarvestCard[];
  /** How many Harvest cards the Manager holds this round (two with the Guild's service). */
  readonly drawnCount: number;
  /** Those cards, for the Manager only. */
  readonly drawn: readonly HarvestCard[] | null;
  readonly guildPrice: number | null;
  readonly announced: number | null;
  /** Share cards dealt this round, by seat: the value where the seat may see it, null where not. */
  readonly shares: Readonly<Record<string, number | null>>;
  /** The Share cards left, for the Manager who deals them. */
  readonly shareSupply: readonly number[] | null;
  readonly atreidesPeek: Seat | null;
  readonly harkonnenCaught: number;
  /** Access cards held, by seat (public). */
  readonly accessCounts: Readonly<Record<string, number>>;
  /** Access cards by seat, where the seat may see them: its own; every hand for the Bene Gesserit. */
  readonly access: Readonly<Record<string, readonly AccessCard[]>>;
  readonly accessDeckCount: number;
  readonly auction: {
    readonly cardCount: number;
    readonly index: number;
    readonly opener: Seat;
    readonly current: Seat;
    readonly highBid: number;
    readonly highBidder: Seat | null;
    readonly passed: readonly Seat[];
    readonly peeked: number | null;
    /** The card the Atreides examined, for them, until it is sold. */
    readonly peekedCard: AccessCard | null;
  } | null;
}

/** The top decision as a seat may see it: commits and drafts of others are removed. */
export type FrameView = { readonly kind: Frame['kind']; readonly seats: readonly Seat[] } & Readonly<
  Record<string, unknown>
>;

/**
 * Where the turn stands, as everyone at the table knows it: every pending decision (not only the top one), the
 * phase's order and progress, the battle order. Secrets stay out: commits, drafts, the storm dials' total before
 * its reveal, the spice card the Atreides saw. With it a seat can rebuild states consistent with what it knows
 * (bots' determinizations, `determinize.ts`).
 */
export interface FlowView {
  readonly stack: readonly FrameView[];
  readonly cursor: {
    readonly stage: string;
    readonly order: readonly Seat[];
    /** null while it holds the storm dials' total, before their reveal (rules 000 §6.A). */
    readonly index: number | null;
    readonly wormSeen: boolean;
    readonly setAside: readonly SpiceCardId[];
    /** annexe 5 Guild 1: the seat before whose turn the Guild last waited (the game visibly asked it). */
    readonly guildAsked?: Seat;
    /** rules 000 §18, annexe 4 Karama A: the Guild moves in the normal order this movement phase. */
    readonly guildInOrder?: true;
  };
  readonly battleOrder: readonly Seat[] | null;
  readonly aggressorIndex: number | null;
  /** 000 XXXIII: the territories settled by an agreement, and where one was refused, this battle phase. */
  readonly settled?: readonly TerritoryId[];
  readonly refused?: readonly TerritoryId[];
  readonly moved: readonly Seat[];
  readonly lastBattleWheels: readonly Seat[];
  readonly nextDealId: number;
}

export interface DuneView {
  readonly game: 'dune';
  /** The rules in force: public, like the lobby's settings. */
  readonly options: DuneOptions;
  readonly you: Seat | null;
  /** rules 000 §19.C.12: the seats out of the game, in the order they fell (public). Absent = none. */
  readonly eliminated?: readonly Seat[];
  /** rules 000 §19 (option `duel`): absent without it. */
  readonly duel?: DuelView;
  readonly turn: number;
  readonly phase: Phase;
  readonly storm: number;
  /** rules 000 §17.B (climate): a storm movement token lies face down on the board's edge; everyone sees that. */
  readonly stormTokenDrawn: boolean;
  /** rules 000 §17.B: its value, for the Fremen who drew and looked at it; null for everyone else. */
  readonly stormToken: number | null;
  readonly shieldWallDestroyed: boolean;
  readonly seats: readonly Faction[];
  readonly board: Readonly<Record<string, TerritoryState>>;
  readonly factions: Readonly<Record<string, FactionView>>;
  readonly treacheryDeckCount: number;
  readonly treacheryDiscard: readonly TreacheryCardId[];
  readonly spiceDeckCount: number;
  readonly spiceDiscard: readonly SpiceCardId[];
  /** rules 000 §23.A.1: discard pile 2 (advanced spice blow), face up like pile 1. */
  readonly spiceDiscard2: readonly SpiceCardId[];
  readonly alliances: readonly (readonly Seat[])[];
  readonly silenced: readonly Seat[];
  readonly karamaBlocks: readonly { readonly faction: Faction; readonly power: string }[];
  readonly residualPoisons: readonly {
    readonly by: Seat;
    readonly target: Seat;
    readonly ransom: number;
    readonly card: TreacheryCardId | null;
  }[];
  readonly deals: DuneState['deals'];
  readonly debts: DuneState['debts'];
  readonly prediction: { readonly faction: Faction; readonly turn: number } | null;
  readonly bidding: BiddingView | null;
  /** The top spice card, for the Atreides during the movement phase (annexe 3 Atreides 2). */
  readonly spiceDeckTop: SpiceCardId | null;
  /** The card under it, also seen by the Atreides with two spice piles (rules 000 §23, annexe 3 Atreides 2). */
  readonly spiceDeckSecond: SpiceCardId | null;
  readonly battle: BattleView | null;
  readonly decisions: readonly { readonly seat: Seat; readonly kind: string }[];
  readonly frame: FrameView | null;
  readonly flow: FlowView;
  /** rules 000 §15 (extra powers): starred tokens, the Atreides' losses and Kwisatz Haderach, prisoners; public. */
  readonly extra: DuneState['extra'];
  /**
   * 000 XXXVII (option `tleilaxu`): the gholas and the leaders back from the tanks are public; the alterations
   * (`tampered`) are the Tleilaxu's, the others see those a battle revealed (`shown`). Absent without the variant.
   */
  readonly tleilaxu?: TleilaxuState;
  /** rules 000 §16: the spice-harvest prelude while it runs; absent otherwise. */
  readonly harvest?: HarvestView;
  /** 000 XXXIV (variant `governor`): public; absent without it. */
  readonly governor?: DuneState['governor'];
  /** 000 XXXVIII (variant `victoryPoints`): this turn's prediction only for the Bene Gesserit; absent without it. */
  readonly points?: PointsState;
  readonly result: DuneState['result'];
}

function frameSeats(frame: Frame): Seat[] {
  return 'seats' in frame ? [...frame.seats] : [frame.seat];
}

function frameView(frame: Frame, seat: Seat | null): FrameView {
  const seats = frameSeats(frame);
  switch (frame.kind) {
    case 'traitorPick':
    case 'stormDial':
      return { kind: frame.kind, seats, ...(frame.kind === 'stormDial' ? { min: frame.min, max: frame.max } : {}) };
    case 'battlePlan':
      return {
        kind: frame.kind,
        seats,
        step: seat !== null && seats.includes(seat) ? (frame.step[String(seat)] ?? null) : null,
      };
    // 000 XXX: the fists are closed until all are in; each seat knows its own.
    case 'movementOrder': {
      const { commits, ...rest } = frame;
      const shown =
        frame.stage !== 'bid'
          ? commits
          : seat !== null && String(seat) in commits
            ? { [String(seat)]: commits[String(seat)]! }
            : {};
      return { ...rest, seats, commits: shown };
    }
    // rules 000 §16.A.1.d, §16.B.2.a: the bids and votes are secret until all are in.
    case 'managerBid':
    case 'harvestVote':
      return { kind: frame.kind, seats };
    // rules 000 §19.C, §19.C.1–2: the champions, the support and the seconds are chosen in secret until all are in.
    case 'duelChampion':
    case 'duelSupport':
    case 'duelSeconds':
      return {
        kind: frame.kind,
        seats,
        waiting: seats.filter((s) => !(String(s) in frame.commits)),
        ...(seat !== null && String(seat) in frame.commits ? { mine: frame.commits[String(seat)] ?? null } : {}),
      };
    // rules 000 §16.B.6.a: the troop cards are laid face down; only their owner knows them.
    case 'harvestPlacement': {
      const draft: PlacementDraft | null = seat !== null ? (frame.drafts[String(seat)] ?? {}) : null;
      return { kind: frame.kind, seats, ...(draft ? { draft } : {}) };
    }
    // rules 000 §16.B.4: an offered card is shown to the receiver alone.
    case 'accessTrade':
      return {
        kind: frame.kind,
        seats,
        offers: frame.offers.map((o) => ({
          from: o.from,
          to: o.to,
          card: seat === o.from || seat === o.to ? o.card : null,
        })),
      };
    case 'karamaExchange': {
      // rules 000 §18, annexe 4 Karama B Harkonnen: the cards taken are in the Harkonnen's hand, unseen by the others.
      const { kind, taken, ...rest } = frame;
      return { kind, seats, ...rest, ...(seat === frame.seat ? { taken } : {}) };
    }
    default: {
      const { kind, ...rest } = frame;
      return { kind, seats, ...rest };
    }
  }
}

function flowView(state: DuneState, seat: Seat | null): FlowView {
  const c = state.cursor;
  const dialsHidden = state.phase === 'storm' && (c.stage === 'window' || c.stage === 'reveal');
  return {
    stack: state.stack.map((f) => frameView(f, seat)),
    cursor: {
      stage: c.stage,
      order: c.order,
      index: dialsHidden ? null : c.index,
      wormSeen: c.wormSeen,
      setAside: c.setAside,
      ...(c.guildAsked !== undefined && c.guildAsked !== null ? { guildAsked: c.guildAsked } : {}),
      ...(c.guildInOrder ? { guildInOrder: true as const } : {}),
    },
    battleOrder: state.battles?.order ?? null,
    aggressorIndex: state.battles?.aggressorIndex ?? null,
    ...(state.battles?.settled ? { settled: state.battles.settled } : {}),
    ...(state.battles?.refused ? { refused: state.battles.refused } : {}),
    moved: state.moved,
    lastBattleWheels: state.lastBattleWheels,
    nextDealId: state.nextDealId,
  };
}

/** Everything the seat may know (null: a spectator). Nothing else leaves the server (ARCHITECTURE §2). */
/**
 * rules 000 §19.A.2.a: the Duel cards are secret: the seat sees its own hand; how many each holds is public (a
 * card is drawn in the open, on a step toward the centre, §19.C.3.b), and so are the played cards.
 */
export interface DuelView {
  readonly deckCount: number;
  readonly discard: readonly DuelCardId[];
  readonly handCounts: Readonly<Record<string, number>>;
  readonly hand: readonly DuelCardId[] | null;
  /** rules 000 §19.B: this turn's Kanly threats, made aloud. Absent = none. */
  readonly threats?: readonly KanlyThreat[];
  /** rules 000 §19.B note: who went to a Kanly duel, and in which turn. Absent = nobody. */
  readonly fought?: readonly { readonly seat: Seat; readonly turn: number }[];
  /** rules 000 §19.C: the arena while a duel or a war is fought. Absent otherwise. */
  readonly arena?: ArenaView;
}

/**
 * rules 000 §19.C: the arena as a seat sees it. A face-down disc (§19.C intro, §19.C.2, §19.C.11) shows its leader
 * and strength only to its owner until revealed (§19.C.5.a); a second's side is seen, his leader is not.
 */
export interface ArenaView extends Omit<ArenaState, 'fighters' | 'seconds'> {
  readonly fighters: readonly (Omit<ArenaFighter, 'leader' | 'strength'> & {
    readonly leader: LeaderId | null;
    readonly strength: number | null;
  })[];
  readonly seconds: readonly { readonly seat: Seat; readonly side: Seat; readonly leader: LeaderId | null }[];
}

function arenaView(arena: ArenaState, seat: Seat | null): ArenaView {
  return {
    ...arena,
    fighters: arena.fighters.map((f) => {
      const seen = f.revealed || f.seat === seat;
      return { ...f, leader: seen ? f.leader : null, strength: seen ? f.strength : null };
    }),
    seconds: arena.seconds.map((c) => ({ ...c, leader: c.seat === seat ? c.leader : null })),
  };
}

function duelView(state: DuneState, seat: Seat | null): DuelView {
  const d = state.duel!;
  const handCounts: Record<string, number> = {};
  for (const [s, hand] of Object.entries(d.hands)) handCounts[s] = hand.length;
  const threats = (d.threats ?? []).filter((t) => t.turn === state.turn);
  return {
    deckCount: d.deck.length,
    discard: d.discard,
    handCounts,
    hand: seat !== null ? (d.hands[String(seat)] ?? null) : null,
    ...(threats.length > 0 ? { threats } : {}),
    ...(d.fought?.length ? { fought: d.fought } : {}),
    ...(d.arena ? { arena: arenaView(d.arena, seat) } : {}),
  };
}

export function duneView(state: DuneState, asked: Seat | null): DuneView {
  // rules 000 §19.C.12: an eliminated player may watch the rest of the game, as a spectator.
  const seat = asked !== null && state.eliminated?.includes(asked) ? null : asked;
  const biddingPhase = state.phase === 'bidding';
  const factions: Record<string, FactionView> = {};
  for (const faction of state.seats) {
    const fs = state.factions[faction]!;
    // rules 000 §19.C.12: a fallen faction's spice and cards went back to the Bank and the decks, in the open.
    const own = fs.seat === seat || (state.eliminated?.includes(fs.seat) ?? false);
    factions[faction] = {
      faction,
      seat: fs.seat,
      tanks: fs.tanks,
      leaders: fs.leaders,
      handCount: own || biddingPhase ? fs.hand.length : null,
      spice: own ? fs.spice : null,
      reserves: own ? fs.reserves : null,
      hand: own ? fs.hand : null,
      traitors: own ? fs.traitors : null,
      traitorDraw: own && state.phase === 'setup' ? fs.traitorDraw : null,
      leaderRevivalOpen: fs.leaderRevivalOpen,
      leaderRevivedTurn: fs.leaderRevivedTurn,
    };
  }
  const b = state.bidding;
  const atreidesSeat = state.seats.indexOf('atreides');
  const foreseerSeat = state.seats.indexOf(spiceForeseer(state));
  const bidding: BiddingView | null = b && {
    cardCount: b.cards.length,
    index: b.index,
    eligible: b.eligible,
    opener: b.opener,
    current: b.current,
    highBid: b.highBid,
    highBidder: b.highBidder,
    passed: b.passed,
    card: seat !== null && seat === atreidesSeat && b.atreidesSaw ? (b.cards[b.index] ?? null) : null,
    atreidesSaw: b.atreidesSaw,
    highBidKarama: b.highBidKarama,
  };
  const current = state.battles?.current ?? null;
  let battle: BattleView | null = null;
  if (current) {
    const plans: Record<string, BattlePlan | Partial<BattlePlan>> = {};
    const planFrame = state.stack.find((f) => f.kind === 'battlePlan');
    for (const [s, plan] of Object.entries(current.plans)) {
      if (current.revealed || Number(s) === seat) plans[s] = plan;
    }
    if (!current.revealed && seat !== null && planFrame?.kind === 'battlePlan' && planFrame.draft[String(seat)]) {
      plans[String(seat)] = { ...planFrame.draft[String(seat)] };
    }
    battle = {
      territory: current.territory,
      aggressor: current.aggressor,
      defender: current.defender,
      voice: current.voice,
      prescience: current.prescience && {
        by: current.prescience.by,
        against: current.prescience.against,
        element: current.prescience.element,
        ...(current.prescience.side !== undefined ? { side: current.prescience.side } : {}),
        ...(current.prescience.answer !== undefined &&
        (seat === current.prescience.by || seat === current.prescience.side)
          ? { answer: current.prescience.answer }
          : {}),
      },
      plans,
      revealed: current.revealed,
      ...(current.prevented ? { prevented: current.prevented } : {}),
    };
  }
  const top = state.stack[state.stack.length - 1];
  const harvest = state.harvest ? harvestView(state, seat) : null;
  return {
    game: 'dune',
    options: state.options,
    you: asked,
    ...(state.eliminated?.length ? { eliminated: state.eliminated } : {}),
    ...(state.duel ? { duel: duelView(state, seat) } : {}),
    turn: state.turn,
    phase: state.phase,
    storm: state.storm,
    stormTokenDrawn: state.stormToken !== null,
    stormToken: seat !== null && state.seats[seat] === 'fremen' ? state.stormToken : null,
    shieldWallDestroyed: state.shieldWallDestroyed,
    seats: state.seats,
    board: state.board,
    factions,
    treacheryDeckCount: state.treacheryDeck.length,
    treacheryDiscard: state.treacheryDiscard,
    spiceDeckCount: state.spiceDeck.length,
    spiceDiscard: state.spiceDiscard,
    spiceDiscard2: state.spiceDiscard2,
    alliances: state.alliances,
    silenced: state.silenced,
    karamaBlocks: state.karamaBlocks,
    residualPoisons: state.residualPoisons.map((p) => ({
      by: p.by,
      target: p.target,
      ransom: p.ransom,
      card: p.by === seat ? p.card : null,
    })),
    deals: state.deals,
    debts: state.debts,
    prediction: seat !== null && state.seats[seat] === 'beneGesserit' ? state.prediction : null,
    bidding,
    // annexe 3 Atreides 2; 000 XXXV: the Fremen instead.
    spiceDeckTop:
      seat !== null && seat === foreseerSeat && state.phase === 'movement' ? (state.cursor.peek ?? null) : null,
    spiceDeckSecond:
      seat !== null && seat === foreseerSeat && state.phase === 'movement' ? (state.cursor.peek2 ?? null) : null,
    battle,
    decisions: top ? frameSeats(top).map((s) => ({ seat: s, kind: top.kind })) : [],
    frame: top ? frameView(top, seat) : null,
    flow: flowView(state, seat),
    extra: state.extra,
    ...(state.tleilaxu ? { tleilaxu: tleilaxuView(state, seat) } : {}),
    ...(harvest ? { harvest } : {}),
    ...(state.governor ? { governor: state.governor } : {}),
    ...(state.points ? { points: pointsView(state, seat) } : {}),
    result: state.result,
  };
}

/** 000 XXXVIII.A "secrètement et par écrit": the prediction is the Bene Gesserit's until the turn is scored. */
function pointsView(state: DuneState, seat: Seat | null): PointsState {
  const p = state.points!;
  const own = seat !== null && state.seats[seat] === 'beneGesserit';
  return { ...p, prediction: own ? p.prediction : {} };
}

function tleilaxuView(state: DuneState, seat: Seat | null): TleilaxuState {
  const t = state.tleilaxu!;
  const mine = seat !== null && state.seats[seat] === 'tleilaxu';
  const tampered: Record<string, number> = {};
  for (const [leader, delta] of Object.entries(t.tampered))
    if (mine || t.shown.includes(leader)) tampered[leader] = delta;
  return { ...t, tampered, shown: [...t.shown], gholas: [...t.gholas], tanked: [...t.tanked] };
}

function harvestView(state: DuneState, seat: Seat | null): HarvestView {
  const h = state.harvest!;
  const faction = seat !== null ? state.seats[seat] : null;
  const manager = seat !== null && seat === h.manager;
  const shares: Record<string, number | null> = {};
  for (const [s, value] of Object.entries(h.shares)) {
    const seen = manager || Number(s) === seat || (faction === 'atreides' && h.atreidesPeek === Number(s));
    shares[s] = seen ? value : null;
  }
  const accessCounts: Record<string, number> = {};
  const access: Record<string, readonly AccessCard[]> = {};
  for (const [s, hand] of Object.entries(h.access)) {
    accessCounts[s] = hand.length;
    if (Number(s) === seat || faction === 'beneGesserit') access[s] = hand;
  }
  const a = h.auction;
  return {
    round: h.round,
    manager: h.manager,
    harvestDeckCount: h.harvestDeck.length,
    harvestDiscard: h.harvestDiscard,
    drawnCount: h.drawn.length,
    drawn: manager ? h.drawn : null,
    guildPrice: h.guildPrice,
    announced: h.announced,
    shares,
    shareSupply: manager ? h.shareSupply : null,
    atreidesPeek: h.atreidesPeek,
    harkonnenCaught: h.harkonnenCaught,
    accessCounts,
    access,
    accessDeckCount: h.accessDeck.length,
    auction: a && {
      cardCount: a.cards.length,
      index: a.index,
      opener: a.opener,
      current: a.current,
      highBid: a.highBid,
      highBidder: a.highBidder,
      passed: a.passed,
      peeked: a.peeked,
      peekedCard:
        faction === 'atreides' && a.peeked !== null && a.peeked >= a.index ? (a.cards[a.peeked] ?? null) : null,
    },
  };
}
