import { expandCopies } from '../../src/cards.ts';
import { UPRISING_SIX_EDITION } from '../../src/editions/uprising/six/edition.ts';
import { SPIES_PER_PLAYER } from '../../src/editions/uprising/pieces.ts';
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

const inGame = (state: EngineState, kind: 'imperium' | 'intrigue', ids: readonly string[]) =>
  ids.filter((id) => UPRISING_SIX_EDITION.inGame?.(state.options, kind, id) ?? true);

/**
 * The six-player game's invariants (facts uprising-rules.md §1.3): Allies' 16 troops and Commanders' none, 3 Spies
 * each, every card once (four starter decks and two Commander decks), 9 Conflicts, an Objective per Ally only, the
 * 20 contracts; empty when all hold.
 */
export function brokenSixInvariants(state: EngineState): string[] {
  const broken: string[] = [];
  const edition = UPRISING_SIX_EDITION;
  const pieces = state.uprising;
  const six = pieces?.six;
  if (!pieces || !six) return ['no six-player pieces'];
  state.players.forEach((p, seat) => {
    const commander = six.commanders.includes(seat);
    const troops = p.troops.supply + p.troops.garrison + p.troops.conflict + (pieces.memories?.[seat] ?? 0);
    if (troops !== (commander ? 0 : edition.troopsPerPlayer)) broken.push(`seat ${seat} has ${troops} troops`);
    for (const [k, v] of Object.entries({ ...p.troops, solari: p.solari, spice: p.spice, water: p.water }))
      if (v < 0) broken.push(`seat ${seat} ${k} negative (${v})`);
    for (const f of edition.content.factions) {
      if (p.influence[f] < 0 || p.influence[f] > 6) broken.push(`seat ${seat} ${f} influence ${p.influence[f]}`);
      if (commander && p.influence[f] !== 0) broken.push(`Commander ${seat} has a cube on ${f}`);
      if (commander && state.alliances[f] === seat) broken.push(`Commander ${seat} holds the ${f} Alliance`);
    }
    const spies = pieces.spySupply[seat]! + pieces.spies.filter((s) => s.seat === seat).length;
    if (spies !== SPIES_PER_PLAYER) broken.push(`seat ${seat} has ${spies} Spies`);
    if (commander && (pieces.sandworms[seat]! > 0 || pieces.makerHooks[seat]))
      broken.push(`Commander ${seat} has worms`);
    if (six.allies[1].includes(seat) && (pieces.sandworms[seat]! > 0 || pieces.makerHooks[seat]))
      broken.push(`Shaddam's Ally ${seat} has worms`);
  });
  if (six.tracks.some((t) => t < 0 || t > 4)) broken.push(`Commander tracks ${six.tracks.join(',')}`);
  const cards = [...state.imperiumDeck, ...state.imperiumRow, ...state.trash];
  for (const [card, n] of Object.entries(state.reserve)) for (let i = 0; i < (n ?? 0); i++) cards.push(card);
  for (const p of state.players) {
    cards.push(...p.deck, ...p.hand, ...p.discard, ...p.inPlay, ...p.revealed);
    if (p.setAside) cards.push(p.setAside.card);
  }
  const expected = tally([
    ...inGame(state, 'imperium', expandCopies(edition.content.imperiumDeck)),
    ...expandCopies(edition.content.reserve),
    ...state.players.flatMap((_, seat) => edition.startingDeck?.(6, seat) ?? expandCopies(edition.content.starterDeck)),
  ]);
  broken.push(...mismatches('player card', tally(cards), expected));
  const intrigues = [
    ...state.intrigueDeck,
    ...state.intrigueDiscard,
    ...state.players.flatMap((p) => p.intrigues),
    ...(pieces.trashedIntrigues ?? []),
  ];
  broken.push(
    ...mismatches(
      'Intrigue',
      tally(intrigues),
      tally(inGame(state, 'intrigue', expandCopies(edition.content.intrigues))),
    ),
  );
  const won = (pieces.battleCards ?? [])
    .flat()
    .filter((c) => c.kind === 'conflict')
    .map((c) => c.id);
  const current = state.conflict && !won.includes(state.conflict) ? [state.conflict] : [];
  const conflicts = [...state.conflictDeck, ...state.conflictDiscard, ...current, ...won];
  if (conflicts.length !== 9 || new Set(conflicts).size !== 9) broken.push(`${conflicts.length} Conflict cards`);
  const objectives = (pieces.battleCards ?? []).map((c) => c.filter((x) => x.kind === 'objective').length);
  const wanted = state.players.map((_, seat) => (six.commanders.includes(seat) ? 0 : 1));
  if (objectives.join() !== wanted.join()) broken.push(`Objectives held: ${objectives.join(',')}`);
  const choam = pieces.choam;
  if (!choam) broken.push('no contracts: the CHOAM module is always on with six players');
  else {
    const all = [...choam.deck, ...choam.faceUp, ...choam.setAside, ...choam.held.flat(), ...choam.completed.flat()];
    if (all.length !== 20 || new Set(all).size !== 20) broken.push(`${all.length} contracts`);
  }
  return broken;
}
