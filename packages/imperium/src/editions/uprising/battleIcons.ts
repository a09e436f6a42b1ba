import { shuffleInPlace, type Seat } from '@arrakis/engine';
import type { BattleIcon } from '../../dsl/uprising.ts';
import { conflictIn, type RuleModule } from '../../edition.ts';
import type { EventLog } from '../../events.ts';
import { pushEffects } from '../../effects/stack.ts';
import { gainVictoryPoints } from '../../influence.ts';
import type { BattleCardHeld, EngineState } from '../../state.ts';
import { contentOf } from '../index.ts';
import { UPRISING_CONFLICT_CARDS } from './conflicts.ts';
import { UPRISING_OBJECTIVES, objectivesFor } from './objectives.ts';
import { isCommander, swapSameTeamDesertMice } from './six/sixPlayers.ts';
import { uprisingPieces } from './pieces.ts';
import type { ObjectiveCard, UprisingConflictCard } from './types.ts';

const OBJECTIVES: Readonly<Record<string, ObjectiveCard | undefined>> = UPRISING_OBJECTIVES;
const CONFLICTS: Readonly<Record<string, UprisingConflictCard | undefined>> = UPRISING_CONFLICT_CARDS;

/** The icon a held card shows: an Objective's, or a Conflict's (Propaganda's `wild`). */
export function iconOf(card: Pick<BattleCardHeld, 'kind' | 'id'>): BattleIcon | 'wild' {
  const data = card.kind === 'objective' ? OBJECTIVES[card.id] : CONFLICTS[card.id];
  if (!data) throw new Error(`unknown ${card.kind} card ${card.id}`);
  return data.battleIcon;
}

/** The Objective and Conflict cards of each seat, Rivals included. */
export function battleCardsOf(state: EngineState): BattleCardHeld[][] {
  const pieces = uprisingPieces(state);
  pieces.battleCards ??= state.players.map(() => []);
  return pieces.battleCards;
}

/** The Conflict cards won and held, every seat's: out of the deck, not in the discard pile (for determinization). */
export function heldConflicts(pieces: { readonly battleCards?: readonly (readonly BattleCardHeld[])[] }): string[] {
  return (pieces.battleCards ?? []).flatMap((cards) => cards.filter((c) => c.kind === 'conflict').map((c) => c.id));
}

/**
 * rules 004 MISE EN PLACE "Paquet Objectif": the Objective cards for the table's size (Rivals count), shuffled, one
 * dealt face up to each seat; the holder of the First Player icon takes the marker (and Rivals draw too: "Piocher
 * 1 carte pour chaque Rival, comme pour le joueur"). A two-player Rival always takes the Ornithopter (facts §2.9),
 * so the marker goes to a player. Dealt once: a second call does nothing.
 */
export function dealObjectives(state: EngineState): void {
  const pieces = uprisingPieces(state);
  if (pieces.battleCards?.some((cards) => cards.length > 0)) return;
  const held = battleCardsOf(state);
  const deck = shuffleInPlace(
    state.rng,
    objectivesFor(state.players.length).map((o) => o.id),
  );
  const twoPlayerRivals = state.houseHagal?.mode === 'twoPlayer' ? state.houseHagal.seats : [];
  for (const seat of twoPlayerRivals) {
    const i = deck.findIndex((id) => OBJECTIVES[id]!.battleIcon === 'ornithopter');
    if (i >= 0) held[seat]!.push({ kind: 'objective', id: deck.splice(i, 1)[0]!, faceUp: true });
  }
  state.players.forEach((_, seat) => {
    // facts uprising-rules.md §1.3: in the six-player game only the four Allies draw one.
    if (held[seat]!.length > 0 || isCommander(state, seat)) return;
    const id = deck.shift();
    if (id !== undefined) held[seat]!.push({ kind: 'objective', id, faceUp: true });
  });
  swapSameTeamDesertMice(state, held);
  const first = held.findIndex((cards) => cards.some((c) => c.kind === 'objective' && OBJECTIVES[c.id]!.firstPlayer));
  if (first >= 0) {
    state.firstPlayer = first;
    state.current = first;
  }
}

/** Flips two held cards face down for 1 VP (rules 004 III. Combat: "pour gagner 1 PV"). */
function pair(state: EngineState, seat: Seat, a: BattleCardHeld, b: BattleCardHeld, log: EventLog): void {
  a.faceUp = false;
  b.faceUp = false;
  log.public('battleIconsPaired', { seat, cards: [a.id, b.id], icon: iconOf(a) === 'wild' ? iconOf(b) : iconOf(a) });
  gainVictoryPoints(state, seat, 1, log);
}

/**
 * rules 004 III. Combat: "Le gagnant (1re place) prend la carte Conflit, face visible … 2 icônes Bataille identiques
 * … les retourner face cachée pour gagner 1 PV": the pair is flipped at once (facts §2.1, "must"; content-doubts);
 * a wild icon waits for the end of the game. Sandworms never double it.
 */
function takeConflictCard(state: EngineState, winner: Seat, log: EventLog): void {
  if (state.conflict === null) return;
  const cards = battleCardsOf(state)[winner]!;
  const taken: BattleCardHeld = { kind: 'conflict', id: state.conflict, faceUp: true };
  cards.push(taken);
  log.public('conflictCardTaken', { seat: winner, conflict: state.conflict });
  const icon = iconOf(taken);
  if (icon === 'wild') return;
  const match = cards.find((c) => c !== taken && c.faceUp && iconOf(c) === icon);
  if (match) pair(state, winner, match, taken, log);
}

/**
 * rules 004 FIN DE PARTIE (facts §2.1, rulebook p.20): a face-up wild icon pairs with any face-up printed icon,
 * Objectives included, for 1 VP; two wilds never pair. Always to the player's good, so made for them.
 */
function pairWildIcons(state: EngineState, log: EventLog): void {
  battleCardsOf(state).forEach((cards, seat) => {
    for (const wild of cards.filter((c) => c.faceUp && iconOf(c) === 'wild')) {
      const other = cards.find((c) => c.faceUp && iconOf(c) !== 'wild');
      if (other) pair(state, seat, wild, other, log);
    }
  });
}

/** The face-up Conflict cards of `seat` that could pay a `flipConflictCard` cost for `icon` (the wild one too). */
function flippable(state: EngineState, seat: Seat, icon: BattleIcon): BattleCardHeld[] {
  const cards = state.uprising?.battleCards?.[seat] ?? [];
  return cards.filter((c) => c.kind === 'conflict' && c.faceUp && (iconOf(c) === icon || iconOf(c) === 'wild'));
}

/** How many face-up Conflict cards of `seat` could pay a `flipConflictCard` cost for `icon` (rules 004 III. Combat). */
export function flippableConflictCards(state: EngineState, seat: Seat, icon: BattleIcon): number {
  return flippable(state, seat, icon).length;
}

/**
 * Pays a `flipConflictCard` cost (rules 004 III. Combat): one face-up Conflict card with the icon turned face down,
 * a printed one before the wild one (which could still pair with any icon). False when none can be flipped.
 */
export function flipConflictCard(state: EngineState, seat: Seat, icon: BattleIcon, log: EventLog): boolean {
  const able = flippable(state, seat, icon);
  const card = able.find((c) => iconOf(c) === icon) ?? able[0];
  if (!card) return false;
  card.faceUp = false;
  log.public('conflictCardFlipped', { seat, conflict: card.id });
  return true;
}

/** Objectives, battle icons and the Conflict's control reward (rules 004 "Paquet Objectif", III. Combat). */
export const BATTLE_ICONS: RuleModule = {
  id: 'battleIcons',
  setup: dealObjectives,
  conflictDecided(state, winner, log) {
    // rules 004 III. Combat: "En cas d'ex-aequo pour la 1re place … personne ne gagne la carte Conflit".
    if (winner !== null) takeConflictCard(state, winner, log);
  },
  keepsConflict(state) {
    return state.conflict !== null && heldConflicts(uprisingPieces(state)).includes(state.conflict);
  },
  finalScoring: pairWildIcons,
  resolve(state, seat, effect, ctx) {
    if (effect.kind !== 'controlConflictSpace') return false;
    // rules 004 III. Combat, "La récompense Drapeau": the winner's flag on the space the Conflict names.
    const space = state.conflict === null ? null : conflictIn(contentOf(state), state.conflict).controlSpace;
    if (space) pushEffects(state, seat, [{ kind: 'control', space }], ctx);
    return true;
  },
};
