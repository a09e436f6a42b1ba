import { expandCopies } from '../../src/cards.ts';
import { IMPERIUM_DECK } from '../../src/data/imperiumDeck.ts';
import { INTRIGUE_DECK } from '../../src/data/intrigues.ts';
import { RESERVE } from '../../src/data/reserve.ts';
import { STARTER_DECK } from '../../src/data/starterDeck.ts';
import { FACTIONS } from '../../src/dsl/primitives.ts';
import { CONTROL_MARKERS, availableControlMarkers } from '../../src/effects/board.ts';
import { hagalDeck } from '../../src/houseHagal.ts';
import { TROOPS_PER_PLAYER } from '../../src/setup.ts';
import type { ImperiumState } from '../../src/state.ts';

function tally(items: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const i of items) m.set(i, (m.get(i) ?? 0) + 1);
  return m;
}

function sameTally(a: Map<string, number>, b: Map<string, number>): string[] {
  const out: string[] = [];
  for (const k of new Set([...a.keys(), ...b.keys()])) {
    if ((a.get(k) ?? 0) !== (b.get(k) ?? 0)) out.push(`${k}: ${a.get(k) ?? 0} ≠ ${b.get(k) ?? 0}`);
  }
  return out;
}

/** Every player card in the game, wherever it is: each exactly once. */
export function playerCardsEverywhere(state: ImperiumState): string[] {
  const cards = [...state.imperiumDeck, ...state.imperiumRow, ...state.trash];
  for (const [card, n] of Object.entries(state.reserve)) for (let i = 0; i < n; i++) cards.push(card);
  for (const p of state.players) {
    cards.push(...p.deck, ...p.hand, ...p.discard, ...p.inPlay, ...p.revealed);
    if (p.setAside) cards.push(p.setAside.card);
  }
  return cards;
}

/** Returns the broken invariants (empty when all hold). */
export function brokenInvariants(state: ImperiumState): string[] {
  const broken: string[] = [];
  state.players.forEach((p, seat) => {
    // 16 cubes per colour: 12 troops and 4 influence markers, one on each track.
    const troops = p.troops.supply + p.troops.garrison + p.troops.conflict;
    if (troops !== TROOPS_PER_PLAYER) broken.push(`seat ${seat} has ${troops} troops`);
    if (Object.keys(p.influence).length !== FACTIONS.length) broken.push(`seat ${seat} influence cubes`);
    for (const [k, v] of Object.entries({ ...p.troops, solari: p.solari, spice: p.spice, water: p.water })) {
      if (v < 0) broken.push(`seat ${seat} ${k} negative (${v})`);
    }
    for (const f of FACTIONS) if (p.influence[f] < 0 || p.influence[f] > 6) broken.push(`seat ${seat} ${f} influence`);
    if (p.victoryPoints < 0 || p.agentsLeft < 0 || p.persuasion < 0) broken.push(`seat ${seat} negative counter`);
    const marks = availableControlMarkers(state, seat);
    if (marks < 0 || marks > CONTROL_MARKERS) broken.push(`seat ${seat} control markers ${marks}`);
  });
  const expected = tally([
    ...expandCopies(IMPERIUM_DECK),
    ...expandCopies(RESERVE),
    ...state.players.slice(0, state.seatCount).flatMap(() => expandCopies(STARTER_DECK)),
  ]);
  broken.push(...sameTally(tally(playerCardsEverywhere(state)), expected).map((m) => `player card ${m}`));
  const intrigues = [...state.intrigueDeck, ...state.intrigueDiscard, ...state.players.flatMap((p) => p.intrigues)];
  broken.push(...sameTally(tally(intrigues), tally(expandCopies(INTRIGUE_DECK))).map((m) => `intrigue ${m}`));
  if (state.houseHagal) {
    const h = state.houseHagal;
    const hagal = [...h.deck, ...h.discard];
    broken.push(...sameTally(tally(hagal), tally(hagalDeck(h.mode))).map((m) => `House Hagal card ${m}`));
    for (const seat of h.seats) {
      const rival = state.players[seat]!;
      if (rival.hand.length + rival.deck.length + rival.discard.length > 0) broken.push('a Rival holds cards');
      if (h.mode === 'twoPlayer' && rival.intrigues.length + rival.victoryPoints > 0)
        broken.push('the 2-player Rival holds Intrigues or VP');
    }
  }
  const conflicts = state.conflictDeck.length + state.conflictDiscard.length + (state.conflict ? 1 : 0);
  if (conflicts !== 10) broken.push(`${conflicts} Conflict cards, not 10`);
  return broken;
}
