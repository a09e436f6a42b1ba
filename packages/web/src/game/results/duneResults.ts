import type { LogEntry } from '../../transport/types.ts';
import type { TableResult } from './queue.ts';

/** A battle plan as the reveal shows it (rules 000 §10.B.4); absent fields were not played. */
export interface RevealedPlan {
  readonly leader: string | null;
  readonly cheapHero: string | null;
  readonly weapon: string | null;
  readonly defense: string | null;
  readonly dial: number;
  readonly spice: number;
  readonly kwisatzHaderach: boolean;
}

/** One fighter of a battle: its plan, its total, and what it lost and gained there. */
export interface BattleSide {
  readonly seat: number;
  readonly faction: string;
  plan: RevealedPlan | null;
  total: number | null;
  forcesLost: number;
  readonly leadersLost: string[];
  readonly cardsDiscarded: string[];
  readonly cardsKept: string[];
  /** Spice the bank paid it for the leaders killed (rules 000 §10.C.7) or a traitor (§10.D.1). */
  spiceGained: number;
  /** Spice it set aside and lost (rules 000 §24.A.2, advanced battles). */
  spiceSpent: number;
  /** Its leader turned out to be a traitor to the other side. */
  betrayed: boolean;
}

export type BattleEnd = 'strength' | 'traitor' | 'explosion' | 'doubleTraitor';

export interface BattleResult extends TableResult {
  readonly kind: 'battle';
  readonly territory: string;
  readonly aggressor: BattleSide;
  readonly defender: BattleSide;
  winner: number | null;
  end: BattleEnd | null;
  readonly captured: { seat: number; leader: string }[];
  spiceLost: number;
}

export interface StormResult extends TableResult {
  readonly kind: 'storm';
  readonly from: number;
  readonly to: number;
  readonly steps: number;
  readonly forces: { faction: string; territory: string; sector: number; count: number }[];
  readonly spice: { territory: string; amount: number }[];
}

export interface WormResult extends TableResult {
  readonly kind: 'worm';
  territory: string | null;
  spice: number;
  readonly forces: { faction: string; count: number }[];
  /** The Fremen rode it: where to, with how many forces. */
  ride: { to: string; count: number } | null;
}

export interface AuctionResult extends TableResult {
  readonly kind: 'auction';
  /** The card's number in this round's auction (from 1) and how many were up for bid. */
  readonly index: number;
  readonly of: number;
  readonly buyer: number;
  readonly bid: number;
  readonly paidTo: number | 'bank';
  readonly karama: boolean;
  /** The cards this seat received (only the buyer's log names them). */
  readonly received: string[];
  harkonnenBonus: boolean;
}

export type DuneResult = BattleResult | StormResult | WormResult | AuctionResult;

const num = (v: unknown, fallback = 0): number => (typeof v === 'number' ? v : fallback);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

function revealedPlan(v: unknown): RevealedPlan | null {
  if (v === null || typeof v !== 'object') return null;
  const p = v as Record<string, unknown>;
  return {
    leader: str(p['leader']),
    cheapHero: str(p['cheapHero']),
    weapon: str(p['weapon']),
    defense: str(p['defense']),
    dial: num(p['dial']),
    spice: num(p['spice']),
    kwisatzHaderach: p['kwisatzHaderach'] === true,
  };
}

function side(seat: number, seats: readonly string[]): BattleSide {
  return {
    seat,
    faction: seats[seat] ?? '',
    plan: null,
    total: null,
    forcesLost: 0,
    leadersLost: [],
    cardsDiscarded: [],
    cardsKept: [],
    spiceGained: 0,
    spiceSpent: 0,
    betrayed: false,
  };
}

/** The fighter an event's seat or faction names, if it is one of the two. */
function sideOf(battle: BattleResult, params: Readonly<Record<string, unknown>>): BattleSide | null {
  const seat = params['seat'];
  const faction = params['faction'];
  for (const s of [battle.aggressor, battle.defender]) {
    if (typeof seat === 'number' && s.seat === seat) return s;
    if (typeof faction === 'string' && s.faction === faction) return s;
  }
  return null;
}

/** A killed leader belongs to the side that fought with it (a Harkonnen prisoner fights for its captor). */
function leaderSide(battle: BattleResult, leader: string, faction: string | null): BattleSide | null {
  for (const s of [battle.aggressor, battle.defender]) if (s.plan?.leader === leader) return s;
  return faction === null ? null : sideOf(battle, { faction });
}

function addToBattle(battle: BattleResult, entry: LogEntry): boolean {
  const p = entry.params;
  switch (entry.type) {
    case 'plansRevealed':
      battle.aggressor.plan = revealedPlan(p['aggressor']);
      battle.defender.plan = revealedPlan(p['defender']);
      return true;
    case 'battleWon': {
      battle.winner = num(p['winner'], -1);
      battle.end = p['by'] === 'traitor' ? 'traitor' : 'strength';
      const totals = (p['totals'] ?? null) as Record<string, unknown> | null;
      if (totals) {
        battle.aggressor.total = num(totals['aggressor']);
        battle.defender.total = num(totals['defender']);
      }
      if (battle.end === 'traitor') {
        const loser = battle.winner === battle.aggressor.seat ? battle.defender : battle.aggressor;
        loser.betrayed = true;
      }
      return true;
    }
    case 'explosion':
      battle.end = 'explosion';
      return true;
    case 'doubleTraitor':
      battle.end = 'doubleTraitor';
      battle.aggressor.betrayed = true;
      battle.defender.betrayed = true;
      return true;
    case 'forcesLost': {
      const s = sideOf(battle, p);
      if (s) s.forcesLost += num(p['count']);
      return true;
    }
    case 'leaderKilled': {
      const leader = str(p['leader']);
      const s = leader === null ? null : leaderSide(battle, leader, str(p['faction']));
      if (s && leader) s.leadersLost.push(leader);
      return true;
    }
    case 'cardsDiscarded':
      sideOf(battle, p)?.cardsDiscarded.push(...strings(p['cards']));
      return true;
    case 'cardsKept':
      sideOf(battle, p)?.cardsKept.push(...strings(p['cards']));
      return true;
    case 'spicePaid': {
      const s = sideOf(battle, p);
      if (s) s.spiceGained += num(p['amount']);
      return true;
    }
    case 'battleSpicePaid': {
      const s = sideOf(battle, p);
      if (s) s.spiceSpent += num(p['amount']);
      return true;
    }
    case 'spiceLost':
      battle.spiceLost += num(p['amount']);
      return true;
    case 'leaderCaptured': {
      const leader = str(p['leader']);
      if (leader) battle.captured.push({ seat: num(p['seat']), leader });
      return true;
    }
    default:
      return false;
  }
}

/**
 * The significant events of a seat's log gathered for people (UX.md "What just happened"): each battle with both
 * plans and what each side lost and gained, the storm's and the worms' victims, each card sold at auction. Built
 * from the seat's own log only, so it names what that seat may know and nothing else: the card bought is named to
 * its buyer alone (the server addresses `cardReceived` to it).
 */
export function duneResults(log: readonly LogEntry[], seats: readonly string[]): DuneResult[] {
  const out: DuneResult[] = [];
  let battle: BattleResult | null = null;
  let storm: StormResult | null = null;
  let worm: WormResult | null = null;
  let auction: AuctionResult | null = null;
  let auctionIndex = { index: 1, of: 1 };
  const touch = (r: TableResult & { seq: number }, seq: number) => {
    r.seq = Math.max(r.seq, seq);
  };
  for (const entry of log) {
    const p = entry.params;
    if (battle && entry.type !== 'battleStarted' && addToBattle(battle, entry)) {
      touch(battle, entry.seq);
      continue;
    }
    switch (entry.type) {
      case 'battleStarted': {
        const aggressor = num(p['aggressor']);
        const defender = num(p['defender']);
        battle = {
          kind: 'battle',
          key: `battle:${entry.seq}`,
          seq: entry.seq,
          territory: str(p['territory']) ?? '',
          aggressor: side(aggressor, seats),
          defender: side(defender, seats),
          winner: null,
          end: null,
          captured: [],
          spiceLost: 0,
        };
        out.push(battle);
        break;
      }
      case 'battleEnded':
        battle = null;
        break;
      case 'stormMoved':
        storm = {
          kind: 'storm',
          key: `storm:${entry.seq}`,
          seq: entry.seq,
          from: num(p['from']),
          to: num(p['to']),
          steps: num(p['steps']),
          forces: [],
          spice: [],
        };
        out.push(storm);
        break;
      case 'forcesLostToStorm':
        if (storm && storm.seq === entry.seq)
          storm.forces.push({
            faction: str(p['faction']) ?? '',
            territory: str(p['territory']) ?? '',
            sector: num(p['sector']),
            count: num(p['count']),
          });
        break;
      case 'spiceBlownAway':
        if (storm && storm.seq === entry.seq)
          storm.spice.push({ territory: str(p['territory']) ?? '', amount: num(p['amount']) });
        break;
      case 'shaiHulud':
      case 'karamaWorm':
        worm = {
          kind: 'worm',
          key: `worm:${entry.seq}:${out.length}`,
          seq: entry.seq,
          territory: str(p['territory']),
          spice: 0,
          forces: [],
          ride: null,
        };
        out.push(worm);
        break;
      case 'wormPlaced':
        if (worm) {
          worm.territory = str(p['territory']);
          touch(worm, entry.seq);
        }
        break;
      case 'spiceDevoured':
        if (worm) {
          worm.territory ??= str(p['territory']);
          worm.spice += num(p['amount']);
          touch(worm, entry.seq);
        }
        break;
      case 'forcesDevoured':
        if (worm) {
          worm.territory ??= str(p['territory']);
          worm.forces.push({ faction: str(p['faction']) ?? '', count: num(p['count']) });
          touch(worm, entry.seq);
        }
        break;
      case 'wormRidden':
        if (worm) {
          worm.ride = { to: str(p['to']) ?? '', count: num(p['count']) };
          touch(worm, entry.seq);
        }
        break;
      case 'turnStarted':
        worm = null;
        storm = null;
        break;
      case 'auctionStarted':
        auctionIndex = { index: num(p['index']) + 1, of: num(p['of'], 1) };
        break;
      case 'cardBought':
      case 'cardBoughtWithKarama':
        auction = {
          kind: 'auction',
          key: `auction:${entry.seq}`,
          seq: entry.seq,
          ...auctionIndex,
          buyer: num(p['seat']),
          bid: num(p['bid']),
          paidTo: typeof p['paidTo'] === 'number' ? p['paidTo'] : 'bank',
          karama: entry.type === 'cardBoughtWithKarama',
          received: [],
          harkonnenBonus: false,
        };
        out.push(auction);
        break;
      case 'cardReceived':
        if (auction && auction.seq === entry.seq) {
          const card = str(p['card']);
          if (card) auction.received.push(card);
        }
        break;
      case 'harkonnenBonusCard':
        if (auction && auction.seq === entry.seq) auction.harkonnenBonus = true;
        break;
      default:
        break;
    }
  }
  // A storm that took nothing is not news: its move shows on the board and in the log.
  return out.filter((r) => r.kind !== 'storm' || r.forces.length + r.spice.length > 0);
}
