import type { Seat } from '@arrakis/engine';
import { TREACHERY_CARDS, type BattlePlan, type DuneView, type TreacheryCardId } from '@arrakis/dune';
import { kills } from './cards.ts';

/** A battle this seat fought, remembered until its outcome shows on the board. */
interface FoughtBattle {
  readonly territory: string;
  readonly turn: number;
  readonly opponent: string;
  readonly myLeader: string;
  readonly survivable: boolean;
}

/**
 * What the bot remembers between decisions, fed only from the views it is shown (rules 000 §26: "une bonne
 * mémoire"). Plain data, so a test can copy it and replay a decision from the same knowledge.
 */
export interface DuneMemory {
  /** Weapons and defenses seen in revealed plans, by faction, not since seen discarded: they may still be held. */
  seenCards: Record<string, TreacheryCardId[]>;
  /** The last hand sizes seen during a bidding phase, by faction (rules 000 §8.F). */
  handCounts: Record<string, number>;
  /** My leaders each opponent faction has shown it holds as a traitor (it betrayed me once). */
  knownTraitors: Record<string, string[]>;
  fought: FoughtBattle | null;
  /** The turn of the last alliance proposal, so each nexus gets one. */
  proposedTurn: number;
  /** The count planned with a shipment or move destination, for the count step that follows. */
  plannedCount: { key: string; count: number } | null;
  /** Whether the current battle plan is a sacrifice (keep good cards, dial nothing). */
  sacrifice: { key: string; value: boolean } | null;
}

export function emptyMemory(): DuneMemory {
  return {
    seenCards: {},
    handCounts: {},
    knownTraitors: {},
    fought: null,
    proposedTurn: 0,
    plannedCount: null,
    sacrifice: null,
  };
}

/** Updates the memory from a view the bot is shown. */
export function observe(memory: DuneMemory, view: DuneView, seat: Seat): void {
  if (view.bidding) {
    for (const [faction, f] of Object.entries(view.factions))
      if (f.handCount !== null) memory.handCounts[faction] = f.handCount;
  }
  const discarded = new Set<string>(view.treacheryDiscard);
  for (const faction of Object.keys(memory.seenCards)) {
    memory.seenCards[faction] = memory.seenCards[faction]!.filter((c) => !discarded.has(c));
  }
  settleFought(memory, view, seat);
  const battle = view.battle;
  if (battle?.revealed) {
    for (const s of [battle.aggressor, battle.defender]) {
      if (s === seat) continue;
      const plan = battle.plans[String(s)];
      const faction = view.seats[s]!;
      const cards = [plan?.weapon, plan?.defense].filter((c): c is TreacheryCardId => typeof c === 'string');
      const known = (memory.seenCards[faction] ??= []);
      for (const c of cards) if (!known.includes(c)) known.push(c);
    }
    if (seat === battle.aggressor || seat === battle.defender) rememberFought(memory, view, seat);
  }
}

function rememberFought(memory: DuneMemory, view: DuneView, seat: Seat): void {
  const battle = view.battle!;
  const other = seat === battle.aggressor ? battle.defender : battle.aggressor;
  const mine = battle.plans[String(seat)] as BattlePlan | undefined;
  const theirs = battle.plans[String(other)] as BattlePlan | undefined;
  if (!mine?.leader || !theirs) return;
  const lasgunAndShield =
    [mine.weapon, mine.defense, theirs.weapon, theirs.defense].some((c) => c && TREACHERY_CARDS[c].kind === 'lasgun') &&
    [mine.weapon, mine.defense, theirs.weapon, theirs.defense].some(
      (c) => c && TREACHERY_CARDS[c].kind === 'projectileDefense',
    );
  memory.fought = {
    territory: battle.territory,
    turn: view.turn,
    opponent: view.seats[other]!,
    myLeader: mine.leader,
    survivable: !lasgunAndShield && !kills(theirs.weapon, mine.defense),
  };
}

/**
 * Once the battle is over: a leader of mine that should have survived but went to the tanks was betrayed
 * (rules 000 §10.D.1), so that opponent holds it as its traitor.
 */
function settleFought(memory: DuneMemory, view: DuneView, seat: Seat): void {
  const fought = memory.fought;
  if (!fought) return;
  const battle = view.battle;
  if (battle && battle.territory === fought.territory && view.turn === fought.turn) return;
  memory.fought = null;
  const leader = view.factions[view.seats[seat]!]?.leaders[fought.myLeader];
  if (fought.survivable && leader?.location === 'tanks') {
    const known = (memory.knownTraitors[fought.opponent] ??= []);
    if (!known.includes(fought.myLeader)) known.push(fought.myLeader);
  }
}
