import { describe, expect, it } from 'vitest';
import { randomInt, seedRng, type DefinedGame, type RngState, type RuleError } from '@arrakis/engine';
import type { EngineAction } from '../../src/actions.ts';
import { OBSERVATION_POST_IDS } from '../../src/dsl/uprising.ts';
import { contentOf } from '../../src/editions/index.ts';
import { sameAction } from '../../src/flow.ts';
import { imperium, uprising } from '../../src/rules.ts';
import type { EngineState } from '../../src/state.ts';
import { resampleHidden } from '../../src/testing/resample.ts';
import { seatsOf } from '../properties/randomPlay.ts';
import { UPRISING_CONTRACTS } from '../../src/editions/uprising/contracts.ts';

const CONTRACT_IDS = Object.keys(UPRISING_CONTRACTS);

/**
 * Must-show 1 of issue 21, Imperium: in random states of random games, legal actions mutated into well-formed
 * illegal ones (another space, another card, another seat, another cost choice, another answer to an effect) are
 * each refused by their rule (rules 002 TOUR AGENT, ACQUÉRIR DES CARTES, CARTES INTRIGUE; rules 004 "Rappeler un
 * Espion (Action)"), never by `illegalAction`; and a reason never depends on what the seat cannot see.
 */

// Both editions are the one engine (same state, actions and views); only their options' types differ, and the test
// sets each game up with its own options, so reading either through this one type is sound.
type Game = DefinedGame<EngineState, EngineAction, unknown, Record<string, never>>;

type Category =
  | 'agent: other space'
  | 'agent: other card'
  | 'agent: other Spy'
  | 'purchase: other card'
  | 'purchase: other pile'
  | 'intrigue: other card'
  | 'other seat'
  | 'other cost choice'
  // issue 21 (explain-rest): an effect's answer changed, by the decision that asks it.
  | `choice: ${string}`;

interface Tally {
  explained: number;
  total: number;
  codes: Map<string, number>;
  /** A few of the refusals left generic, to name them in the report. */
  samples: string[];
}

const pick = <T>(rng: RngState, items: readonly T[]): T => items[randomInt(rng, items.length)]!;

function distinct<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** Well-formed actions like `action`, each one thing changed, tagged with what changed. */
function mutations(state: EngineState, seat: number, action: EngineAction, rng: RngState): [Category, EngineAction][] {
  const content = contentOf(state);
  const p = state.players[seat]!;
  const out: [Category, EngineAction][] = [];
  const answer: Category = `choice: ${state.stack[state.stack.length - 1]?.kind ?? 'none'}`;
  const someCards = distinct([...p.hand, ...p.discard, ...p.inPlay, ...state.imperiumRow, ...p.deck.slice(0, 3)]);
  // The same action by another seat (who plays it is chosen by the caller).
  out.push(['other seat', action]);
  switch (action.type) {
    case 'sendAgent': {
      for (let i = 0; i < 4; i++) out.push(['agent: other space', { ...action, space: pick(rng, content.spaceIds) }]);
      for (let i = 0; i < 3; i++) out.push(['agent: other card', { ...action, card: pick(rng, someCards) }]);
      if ('spy' in action) out.push(['agent: other Spy', { ...action, spy: pick(rng, OBSERVATION_POST_IDS) }]);
      break;
    }
    case 'acquire': {
      const reserve = Object.keys(content.reserve);
      for (let i = 0; i < 3; i++) out.push(['purchase: other card', { ...action, card: pick(rng, someCards) }]);
      out.push(['purchase: other card', { ...action, card: pick(rng, reserve) }]);
      for (const from of ['row', 'reserve', 'setAside'] as const)
        out.push(['purchase: other pile', { ...action, from }]);
      out.push(['purchase: other pile', { ...action, toTop: !action.toTop }]);
      break;
    }
    case 'playIntrigue': {
      const ids = Object.keys(content.intrigues);
      for (let i = 0; i < 3; i++) out.push(['intrigue: other card', { ...action, card: pick(rng, ids) }]);
      for (const card of p.intrigues) out.push(['intrigue: other card', { ...action, card }]);
      break;
    }
    case 'pay':
      for (const faction of [null, ...content.factions])
        out.push([`other cost choice${answer.slice(6)}` as Category, { ...action, faction }]);
      break;
    case 'option':
      for (let index = 0; index < 4; index++)
        for (const faction of [null, pick(rng, content.factions)])
          out.push([`other cost choice${answer.slice(6)}` as Category, { ...action, index, faction }]);
      break;
    case 'pickCard':
      for (let i = 0; i < 3; i++) out.push([answer, { ...action, card: pick(rng, someCards) }]);
      for (const zone of ['hand', 'discard', 'inPlay', 'revealed', 'row'] as const)
        out.push([answer, { ...action, zone }]);
      break;
    case 'placeSpy':
    case 'recallSpy':
      for (let i = 0; i < 2; i++) out.push([answer, { ...action, post: pick(rng, OBSERVATION_POST_IDS) }]);
      break;
    case 'pickIntrigue':
      for (let i = 0; i < 2; i++) out.push([answer, { ...action, card: pick(rng, Object.keys(content.intrigues)) }]);
      break;
    case 'inspect':
      for (const choice of ['keep', 'draw', 'trash'] as const) out.push([answer, { ...action, choice }]);
      break;
    case 'faction':
      for (const faction of content.factions) out.push([answer, { ...action, faction }]);
      break;
    case 'count':
      for (let count = 0; count <= 6; count++) out.push([answer, { ...action, count }]);
      break;
    case 'space':
      for (let i = 0; i < 3; i++) out.push([answer, { ...action, space: pick(rng, content.spaceIds) }]);
      break;
    case 'opponent':
      for (let s = 0; s < state.players.length; s++) out.push([answer, { ...action, seat: s }]);
      break;
    // issue 21 (explain-last): the CHOAM contracts, the Baron's Masterstroke tokens.
    case 'contract':
      for (let i = 0; i < 3; i++) out.push([answer, { ...action, contract: pick(rng, CONTRACT_IDS) }]);
      break;
    case 'masterstrokeTokens': {
      const [a, b] = action.factions;
      out.push([answer, { ...action, factions: [b, a] }], [answer, { ...action, factions: [a, a] }]);
      break;
    }
  }
  return out;
}

interface Table {
  readonly label: string;
  readonly game: Game;
  readonly players: number;
  readonly seed: string;
  readonly options?: Record<string, unknown>;
}

/** Plays one random game; in one decision in `every`, explains every mutation of a few of its legal actions. */
function explore(table: Table, every: number, tallies: Map<Category, Tally>): { listed: number; resampled: number } {
  const { game } = table;
  const rng = seedRng(`explain:${table.seed}`);
  let state = game.setup((table.options ?? {}) as Record<string, never>, seatsOf(table.players), table.seed);
  let listed = 0;
  let resampled = 0;
  for (let step = 0; step < 5000; step++) {
    const decisions = game.decisions(state);
    if (decisions.length === 0) break;
    const { seat } = decisions[0]!;
    const legal = game.legalActions(state, seat);
    if (randomInt(rng, every) === 0) {
      for (const action of legal) expect(game.explain(state, seat, action), JSON.stringify(action)).toBeNull();
      listed += legal.length;
      for (let k = 0; k < 3; k++) {
        const action = pick(rng, legal);
        for (const [category, mutated] of mutations(state, seat, action, rng)) {
          // The seats of the table's players (House Hagal's Rivals decide nothing through `apply`).
          const seats = state.seatCount;
          if (category === 'other seat' && seats < 2) continue;
          const actor = category === 'other seat' ? (seat + 1 + randomInt(rng, seats - 1)) % seats : seat;
          if (actor === seat && legal.some((a) => sameAction(a, mutated))) continue;
          const error = game.explain(state, actor, mutated);
          expect(error, `${table.label} ${category} ${JSON.stringify(mutated)}`).not.toBeNull();
          const refusal = error as RuleError;
          const applied = game.apply(state, actor, mutated);
          expect(applied.ok ? null : applied.error).toEqual(refusal);
          const tally = tallies.get(category) ?? {
            explained: 0,
            total: 0,
            codes: new Map<string, number>(),
            samples: [],
          };
          tallies.set(category, tally);
          tally.total++;
          tally.codes.set(refusal.code, (tally.codes.get(refusal.code) ?? 0) + 1);
          // `choiceNotOffered` says only that the answer is not listed: no rule, so not explained.
          if (refusal.code === 'illegalAction' || refusal.code === 'choiceNotOffered') {
            if (tally.samples.length < 3) tally.samples.push(`${refusal.code} ${JSON.stringify(mutated)}`);
            continue;
          }
          tally.explained++;
          expect(refusal.rule, refusal.code).toBeDefined();
          // Secrets: the same refusal whatever the seat cannot see (its deck's order, the others' hands…).
          if (randomInt(rng, 4) === 0) {
            const other = resampleHidden(state, actor, rng);
            expect(game.explain(other, actor, mutated), `${refusal.code} after resampling`).toEqual(refusal);
            resampled++;
          }
        }
      }
    }
    const result = game.apply(state, seat, pick(rng, legal));
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
  }
  return { listed, resampled };
}

const TABLES: readonly Table[] = [
  ...[1, 2, 3, 4].map((players) => ({
    label: `2020 ${players}p`,
    game: imperium as unknown as Game,
    players,
    seed: `2020-${players}`,
  })),
  ...[1, 2, 3, 4, 6].map((players) => ({
    label: `Uprising ${players}p`,
    game: uprising as unknown as Game,
    players,
    seed: `up-${players}`,
  })),
  // issue 21 (explain-last): the CHOAM module with Shaddam; the Baron's Masterstroke chosen at setup.
  {
    label: 'Uprising CHOAM',
    game: uprising as unknown as Game,
    players: 4,
    seed: 'up-choam',
    options: { contracts: true },
  },
  {
    label: '2020 Baron',
    game: imperium as unknown as Game,
    players: 3,
    seed: '2020-baron',
    options: { leaders: ['vladimirHarkonnen', 'paulAtreides', 'glossuRabban'] },
  },
];

describe('every refusal of a mutated legal action names its rule (issue 21, must-show 1)', () => {
  it('every category 100%, the same after resampling hidden piles', () => {
    const tallies = new Map<Category, Tally>();
    let listed = 0;
    let resampled = 0;
    for (const table of TABLES) {
      const seen = explore(table, 6, tallies);
      listed += seen.listed;
      resampled += seen.resampled;
    }
    let explained = 0;
    let total = 0;
    const lines = [...tallies].map(([category, t]) => {
      explained += t.explained;
      total += t.total;
      const codes = [...t.codes].map(([code, n]) => `${code} ${n}`).join(', ');
      const left = t.samples.length > 0 ? `\n  generic: ${t.samples.join(' ')}` : '';
      return `${category}: ${t.explained}/${t.total} (${((100 * t.explained) / t.total).toFixed(1)} %) — ${codes}${left}`;
    });
    lines.push(`all: ${explained}/${total} (${((100 * explained) / total).toFixed(2)} %)`);
    lines.push(`listed actions explained as null: ${listed}; refusals resampled: ${resampled}`);
    console.log(lines.join('\n'));
    for (const category of [
      'agent: other space',
      'agent: other card',
      'agent: other Spy',
      'purchase: other card',
      'purchase: other pile',
      // issue 21 (explain-last): the CHOAM contracts drawn by the CHOAM table.
      'choice: takeContract',
    ] as const)
      expect(tallies.get(category)?.total ?? 0, category).toBeGreaterThan(0);
    // issue 21 (explain-last): every category, each answer of each decision drawn, explained by its rule.
    for (const [category, t] of tallies) expect(t.explained, `${category}: ${t.samples.join(' ')}`).toBe(t.total);
    expect(explained / total).toBeGreaterThanOrEqual(0.98);
    expect(resampled).toBeGreaterThan(100);
  });
});
