import { randomInt, seedRng, type RngState, type Seat } from '@arrakis/engine';
import type { EngineAction } from '../../src/actions.ts';
import { expandCopies } from '../../src/cards.ts';
import { CONTROL_MARKERS, availableControlMarkers } from '../../src/effects/board.ts';
import { UPRISING_EDITION } from '../../src/editions/uprising/edition.ts';
import { SPIES_PER_PLAYER } from '../../src/editions/uprising/pieces.ts';
import { uprising } from '../../src/rules.ts';
import type { EngineState } from '../../src/state.ts';

function tally(items: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const i of items) m.set(i, (m.get(i) ?? 0) + 1);
  return m;
}

function mismatches(what: string, a: Map<string, number>, b: Map<string, number>): string[] {
  const out: string[] = [];
  for (const k of new Set([...a.keys(), ...b.keys()]))
    if ((a.get(k) ?? 0) !== (b.get(k) ?? 0)) out.push(`${what} ${k}: ${a.get(k) ?? 0} ≠ ${b.get(k) ?? 0}`);
  return out;
}

/** The cards of the content that are in this game (rules 004 MISE EN PLACE: CHOAM cards with the module only). */
function inGame(state: EngineState, kind: 'imperium' | 'intrigue', ids: readonly string[]): string[] {
  return ids.filter((id) => UPRISING_EDITION.inGame?.(state.options, kind, id) ?? true);
}

/** Every player card wherever it is: each copy exactly once. */
function playerCards(state: EngineState): string[] {
  const cards = [...state.imperiumDeck, ...state.imperiumRow, ...state.trash];
  for (const [card, n] of Object.entries(state.reserve)) for (let i = 0; i < (n ?? 0); i++) cards.push(card);
  for (const p of state.players) {
    cards.push(...p.deck, ...p.hand, ...p.discard, ...p.inPlay, ...p.revealed);
    if (p.setAside) cards.push(p.setAside.card);
  }
  return cards;
}

/** Uprising's invariants (rules 004 MISE EN PLACE): pieces, cubes, cards; empty when all hold. */
export function brokenUprisingInvariants(state: EngineState): string[] {
  const broken: string[] = [];
  const content = UPRISING_EDITION.content;
  const pieces = state.uprising;
  if (!pieces) return ['no Uprising pieces'];
  state.players.forEach((p, seat) => {
    // Lady Jessica's Memories are troops on the Bene Gesserit area (rules 004 LISTE DES DIRIGEANTS).
    const troops = p.troops.supply + p.troops.garrison + p.troops.conflict + (pieces.memories?.[seat] ?? 0);
    if (troops !== UPRISING_EDITION.troopsPerPlayer) broken.push(`seat ${seat} has ${troops} troops, not 16`);
    for (const [k, v] of Object.entries({ ...p.troops, solari: p.solari, spice: p.spice, water: p.water }))
      if (v < 0) broken.push(`seat ${seat} ${k} negative (${v})`);
    for (const f of content.factions)
      if (p.influence[f] < 0 || p.influence[f] > 6) broken.push(`seat ${seat} ${f} influence ${p.influence[f]}`);
    if (p.agentsLeft < 0 || p.persuasion < 0) broken.push(`seat ${seat} negative counter`);
    const marks = availableControlMarkers(state, seat);
    if (marks < 0 || marks > CONTROL_MARKERS) broken.push(`seat ${seat} control markers ${marks}`);
    // rules 004 MISE EN PLACE: 3 Spies, in the supply or on posts.
    const spies = pieces.spySupply[seat]! + pieces.spies.filter((s) => s.seat === seat).length;
    if (spies !== SPIES_PER_PLAYER) broken.push(`seat ${seat} has ${spies} Spies`);
    if (pieces.sandworms[seat]! < 0) broken.push(`seat ${seat} sandworms negative`);
    if (pieces.sandworms[seat]! > 0 && p.troops.conflict + pieces.sandworms[seat]! === 0) broken.push('worm alone');
  });
  const humans = state.players.slice(0, state.seatCount);
  const expected = tally([
    ...inGame(state, 'imperium', expandCopies(content.imperiumDeck)),
    ...expandCopies(content.reserve),
    ...humans.flatMap(() => expandCopies(content.starterDeck)),
  ]);
  broken.push(...mismatches('player card', tally(playerCards(state)), expected));
  // Intrigues trashed to pay a cost are out of the game, still counted (Branching Path).
  const intrigues = [
    ...state.intrigueDeck,
    ...state.intrigueDiscard,
    ...state.players.flatMap((p) => p.intrigues),
    ...(pieces.trashedIntrigues ?? []),
  ];
  broken.push(
    ...mismatches('Intrigue', tally(intrigues), tally(inGame(state, 'intrigue', expandCopies(content.intrigues)))),
  );
  // rules 004 MISE EN PLACE: 4 III + 5 II + 1 I; a won Conflict stays with its winner (III. Combat).
  const won = (pieces.battleCards ?? [])
    .flat()
    .filter((c) => c.kind === 'conflict')
    .map((c) => c.id);
  // Between the winner taking it and the end of the Combat, the card being fought is both current and held.
  const current = state.conflict && !won.includes(state.conflict) ? [state.conflict] : [];
  const conflicts = [...state.conflictDeck, ...state.conflictDiscard, ...current, ...won];
  if (conflicts.length !== 10 || new Set(conflicts).size !== 10)
    broken.push(
      `${conflicts.length} Conflict cards: deck ${state.conflictDeck.length}, discard ${state.conflictDiscard.join(',')}, current ${state.conflict}, won ${won.join(',')}`,
    );
  // One Objective per seat, Rivals included (rules 004 MISE EN PLACE "Paquet Objectif"; Solo).
  const objectives = (pieces.battleCards ?? []).map((cards) => cards.filter((c) => c.kind === 'objective').length);
  if (objectives.length !== state.players.length || objectives.some((n) => n !== 1))
    broken.push(`Objectives held: ${objectives.join(',')}`);
  // The 20 CHOAM contracts (rules 004 "Module CHOM"), wherever they are; none without the module.
  const choam = pieces.choam;
  if (state.options.contracts === true) {
    if (!choam) broken.push('no contracts with the CHOAM module');
    else {
      const all = [...choam.deck, ...choam.faceUp, ...choam.setAside, ...choam.held.flat(), ...choam.completed.flat()];
      if (all.length !== 20 || new Set(all).size !== 20) broken.push(`${all.length} contracts`);
      if (choam.faceUp.length > 2) broken.push('more than 2 face-up contracts');
    }
  } else if (choam) broken.push('contracts without the CHOAM module');
  return broken;
}

export interface Choice {
  readonly seat: Seat;
  readonly action: EngineAction;
}

/** A random legal move of the seat the game waits for, Agents favoured over early Reveals; null when over. */
export function randomChoice(state: EngineState, rng: RngState): Choice | null {
  const decisions = uprising.decisions(state);
  if (decisions.length === 0) return null;
  const seat = decisions[0]!.seat;
  const actions = uprising.legalActions(state, seat);
  if (actions.length === 0) throw new Error(`seat ${seat} must decide ${decisions[0]!.kind} but has no legal action`);
  const agents = actions.filter((a) => a.type === 'sendAgent');
  const pool = agents.length > 0 && randomInt(rng, 4) > 0 ? agents : actions;
  return { seat, action: pool[randomInt(rng, pool.length)]! };
}

export const seatsOf = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `bot${i}`, kind: 'bot' as const }));

export const botRng = (seed: string): RngState => seedRng(`${seed}:bots`);
