import {
  gameTreacheryDeck,
  isDefense,
  isWeapon,
  TREACHERY_CARDS,
  type TreacheryCardId,
  type TreacheryKind,
} from '@arrakis/dune';
import { ofType, type DuneContext } from './context.ts';
import type { DuneMemory } from './memory.ts';
import type { DuneView, DuneAction } from '@arrakis/dune';

export function kindOf(card: string): TreacheryKind {
  return TREACHERY_CARDS[card as TreacheryCardId].kind;
}

/**
 * What a card is worth to hold, in spice (rules 000 §26: weapons, defenses and Karama win battles; worthless
 * cards only clog the hand).
 */
export const KIND_VALUE: Readonly<Record<TreacheryKind, number>> = {
  lasgun: 8,
  projectileWeapon: 7,
  poisonWeapon: 7,
  karama: 7,
  projectileDefense: 6,
  poisonDefense: 6,
  cheapHero: 4,
  tleilaxuGhola: 4,
  hajr: 3,
  weatherControl: 2,
  familyAtomics: 2,
  harvester: 2,
  residualPoison: 2,
  truthtrance: 1,
  thumper: 1,
  coneOfSilence: 1,
  worthless: 0,
};

const DEFENSE_AGAINST: Partial<Record<TreacheryKind, TreacheryKind>> = {
  projectileWeapon: 'projectileDefense',
  poisonWeapon: 'poisonDefense',
};

/** rules 000 §10.C.3, annexe 4: a weapon kills unless met by its defense; nothing stops a lasgun. */
export function kills(weapon: string | null | undefined, defense: string | null | undefined): boolean {
  if (!weapon) return false;
  const kind = kindOf(weapon);
  if (kind === 'lasgun') return true;
  const stoppedBy = DEFENSE_AGAINST[kind];
  return stoppedBy !== undefined && (!defense || kindOf(defense) !== stoppedBy);
}

export function defenseAgainst(kind: TreacheryKind): TreacheryKind | undefined {
  return DEFENSE_AGAINST[kind];
}

/** Cards the seat has not seen go out of play: the deck and the other hands, as far as it knows. */
export function unseenCards(view: DuneView, memory: DuneMemory, hand: readonly string[]): TreacheryCardId[] {
  const seen = new Set<string>([...view.treacheryDiscard, ...hand, ...Object.values(memory.seenCards).flat()]);
  // The game's deck from its options (the edition, and the duel's five cards): public, in every view.
  return gameTreacheryDeck(view.options).filter((c) => !seen.has(c));
}

/** How many of each kind remain unseen. */
export function unseenKinds(view: DuneView, memory: DuneMemory, hand: readonly string[]): Map<TreacheryKind, number> {
  const counts = new Map<TreacheryKind, number>();
  for (const c of unseenCards(view, memory, hand)) counts.set(kindOf(c), (counts.get(kindOf(c)) ?? 0) + 1);
  return counts;
}

/** A card's worth to this hand: a third weapon or defense adds less than the first. */
export function cardWorth(kind: TreacheryKind, hand: readonly string[]): number {
  const base = KIND_VALUE[kind];
  const same = hand.filter((c) => {
    const k = kindOf(c);
    return isWeapon(kind) ? isWeapon(k) : isDefense(kind) ? isDefense(k) : k === kind;
  }).length;
  return base / (1 + 0.5 * same);
}

/** The expected worth of a face-down card: the average over the cards not yet seen. */
export function expectedCardWorth(ctx: DuneContext): number {
  const hand = ctx.me.hand ?? [];
  const pool = unseenCards(ctx.view, ctx.memory, hand);
  if (pool.length === 0) return 3;
  return pool.reduce((sum, c) => sum + cardWorth(kindOf(c), hand), 0) / pool.length;
}

/** The cards the opponent may hold of a kind: those seen in its plans, else its share of the unseen ones. */
export function chanceHolds(ctx: DuneContext, faction: string, kinds: readonly TreacheryKind[]): number {
  const known = ctx.memory.seenCards[faction] ?? [];
  if (known.some((c) => kinds.includes(kindOf(c)))) return 0.9;
  const hand = ctx.me.hand ?? [];
  const pool = unseenCards(ctx.view, ctx.memory, hand);
  if (pool.length === 0) return 0;
  const share = pool.filter((c) => kinds.includes(kindOf(c))).length / pool.length;
  const handCount = ctx.memory.handCounts[faction] ?? 1;
  return 1 - Math.pow(1 - share, handCount);
}

/** rules 000 §10.C.6: the winner keeps every weapon and defense it played; good cards are scarce. */
export function keepCards(ctx: DuneContext): DuneAction | undefined {
  return ofType(ctx.actions, 'keepCards').find((a) => a.discard.length === 0);
}
