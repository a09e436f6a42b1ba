import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, randomInt, type RngState, type RuleError, type Seat } from '@arrakis/engine';
import type { DuneAction } from '../../src/actions.ts';
import { LEADER_IDS } from '../../src/data/leaders.ts';
import { LOCATIONS } from '../../src/data/locations.ts';
import { TERRITORY_IDS } from '../../src/data/territories.ts';
import { TREACHERY_CARD_IDS } from '../../src/data/treachery.ts';
import { FACTIONS } from '../../src/data/factions.ts';
import { ARENA_CELL_IDS } from '../../src/data/arena.ts';
import { DUEL_CARD_IDS } from '../../src/data/duel.ts';
import { ACCESS_DECK } from '../../src/data/harvest.ts';
import { dune } from '../../src/rules.ts';
import type { DuneState } from '../../src/state.ts';
import { resampleHidden } from '../../src/testing/resample.ts';
import { DUNE_REASONS } from '../../src/reasons.ts';
import { refusalText, tableNames } from '../../src/text/index.ts';
import { DUNE_TEXT } from '../../src/text/texts.ts';
import { botRng, randomChoice, seatsOf } from '../properties/randomPlay.ts';

const ACCESS_CARDS = [...new Set(ACCESS_DECK)];

/**
 * issue 21, must-show 1 (Dune): legal actions of random states mutated into well-formed illegal ones are each
 * refused with the rule that forbids them, never the bare `illegalAction`.
 */

const GAMES = Number(process.env.ARRAKIS_EXPLAIN_GAMES ?? 10);
/** One decision in this many is mutated (the others are only played). */
const SAMPLE_ODDS = 3;
const STEP_CAP = 20_000;

type Category =
  | 'movement'
  | 'shipment'
  | 'revival'
  | 'bids'
  | 'battlePlans'
  | 'battleChoice'
  | 'battleOutcome'
  | 'otherSeat'
  // The other decisions (setup, storm, nexus, Voice, Prescience, Karama, worms, advisors, duel, harvest, variants).
  | `decision:${string}`;
const MUST_REACH_ALL: readonly Category[] = ['movement', 'shipment', 'revival', 'bids', 'battlePlans'];

const pick = <T>(rng: RngState, items: readonly T[]): T => items[randomInt(rng, items.length)]!;
const location = (rng: RngState) => pick(rng, LOCATIONS).key;
const card = (rng: RngState) => (randomInt(rng, 6) === 0 ? null : pick(rng, TREACHERY_CARD_IDS));

/** Well-formed variants of a legal action: another territory, count, card, leader, target; and its category. */
function mutations(state: DuneState, action: DuneAction, rng: RngState): { category: Category; action: DuneAction }[] {
  const kind = state.stack[state.stack.length - 1]?.kind;
  const out: { category: Category; action: DuneAction }[] = [];
  const add = (category: Category, a: DuneAction) => out.push({ category, action: a });
  switch (action.type) {
    case 'move':
      add('movement', { ...action, to: location(rng) });
      add('movement', { ...action, from: location(rng) });
      break;
    case 'ship':
      add('shipment', { ...action, to: location(rng) });
      break;
    case 'crossShip':
      add('shipment', { ...action, to: location(rng) });
      add('shipment', { ...action, from: location(rng) });
      break;
    case 'offPlanet':
      add('shipment', { ...action, from: location(rng) });
      break;
    case 'count': {
      const category = kind === 'movementCount' ? 'movement' : 'shipment';
      add(category, { ...action, count: 1 + randomInt(rng, 20) });
      add(category, { ...action, count: Math.min(20, action.count + 1) });
      if (action.starred !== undefined) add(category, { ...action, starred: randomInt(rng, 6) });
      break;
    }
    case 'revive':
      add('revival', { ...action, count: randomInt(rng, 4) });
      break;
    case 'reviveLeader':
      add('revival', { ...action, leader: pick(rng, LEADER_IDS) });
      break;
    case 'bid':
      add('bids', { ...action, amount: 1 + randomInt(rng, 40) });
      add('bids', { ...action, karama: !action.karama });
      break;
    case 'planLeader':
      add('battlePlans', { ...action, leader: pick(rng, LEADER_IDS) });
      add('battlePlans', { ...action, cheapHero: card(rng) });
      add('battlePlans', { ...action, leader: null, cheapHero: null });
      break;
    case 'planWeapon':
    case 'planDefense':
      add('battlePlans', { ...action, card: card(rng) });
      break;
    case 'planDial':
      add('battlePlans', { ...action, dial: randomInt(rng, 21) });
      break;
    case 'planStarred':
      add('battlePlans', { ...action, starred: randomInt(rng, 6) });
      break;
    case 'planSpice':
      add('battlePlans', { ...action, spice: randomInt(rng, 21) });
      break;
    case 'callTraitor':
      add('battlePlans', { ...action, call: true });
      break;
    case 'battleLosses':
      add('battleOutcome', { ...action, count: randomInt(rng, 21) });
      break;
    case 'keepCards':
      add('battleOutcome', { ...action, discard: [pick(rng, TREACHERY_CARD_IDS)] });
      break;
    case 'battle':
      add('battleChoice', { ...action, territory: pick(rng, TERRITORY_IDS) });
      add('battleChoice', { ...action, opponent: randomInt(rng, state.seatCount) });
      break;
    default:
      otherDecision(state, action, rng).forEach((a) => add(`decision:${kind}`, a));
      break;
  }
  return out;
}

const CARD_KINDS = [
  'poisonWeapon',
  'projectileWeapon',
  'poisonDefense',
  'projectileDefense',
  'lasgun',
  'worthless',
  'cheapHero',
] as const;
const ELEMENTS = ['leader', 'weapon', 'defense', 'dial', 'plan'] as const;
const CAPTURE = ['pass', 'take', 'kill', 'keep'] as const;

/** The other decisions' answers, each with one thing changed: another faction, leader, place, number or choice. */
function otherDecision(state: DuneState, action: DuneAction, rng: RngState): DuneAction[] {
  const seat = () => randomInt(rng, state.seatCount);
  switch (action.type) {
    case 'predict':
      return [
        { ...action, faction: pick(rng, FACTIONS) },
        { ...action, turn: 1 + randomInt(rng, 15) },
      ];
    case 'pickTraitor':
      return [{ ...action, leader: pick(rng, LEADER_IDS) }];
    case 'placeFremen':
      return [{ ...action, sietchTabr: randomInt(rng, 12) }];
    case 'placeBeneGesserit':
      return [{ ...action, to: location(rng) }];
    case 'dial':
      return [{ ...action, value: randomInt(rng, 21) }];
    case 'weatherControl':
      return [{ ...action, sectors: randomInt(rng, 11) }];
    case 'proposeAlliance':
      return [{ ...action, to: seat() }];
    case 'acceptAlliance':
      return [{ ...action, from: seat() }];
    case 'wormRide':
      return [{ ...action, to: location(rng) }];
    case 'placeWorm':
      return [{ ...action, territory: pick(rng, TERRITORY_IDS) }];
    case 'advisor':
      return [
        { ...action, accept: !action.accept },
        { ...action, withShipment: true },
      ];
    case 'coexist':
      return [{ ...action, territory: pick(rng, TERRITORY_IDS) }];
    case 'voice':
      return [{ ...action, target: pick(rng, CARD_KINDS) }];
    case 'prescience':
      return [{ ...action, element: pick(rng, ELEMENTS) }];
    case 'starredLosses':
      return [{ ...action, count: randomInt(rng, 21), starred: randomInt(rng, 6) }];
    case 'capture':
      return [{ ...action, choice: pick(rng, CAPTURE) }];
    case 'killLeader':
      return [{ ...action, leader: pick(rng, LEADER_IDS) }];
    case 'karamaGiveCards':
      return [{ ...action, cards: [pick(rng, TREACHERY_CARD_IDS)] }];
    case 'karamaWorm':
      return [{ ...action, territory: pick(rng, TERRITORY_IDS) }];
    case 'chooseChampion':
      return [{ ...action, leader: pick(rng, LEADER_IDS) }];
    case 'placeChampion':
      return [{ ...action, cell: pick(rng, ARENA_CELL_IDS) }];
    case 'placeNegotiator':
      return [
        { ...action, leader: pick(rng, LEADER_IDS) },
        { ...action, cell: pick(rng, ARENA_CELL_IDS) },
      ];
    case 'duelSupport':
      return [{ ...action, amount: randomInt(rng, 11) }];
    case 'chooseSecond':
      return [{ ...action, side: seat(), leader: pick(rng, LEADER_IDS) }];
    case 'duelMove':
      return [{ ...action, to: pick(rng, ARENA_CELL_IDS) }];
    case 'duelCard':
      return [{ ...action, card: pick(rng, DUEL_CARD_IDS) }];
    case 'duelParry':
      return [{ ...action, card: pick(rng, DUEL_CARD_IDS) }];
    case 'secondReward':
      return [
        { ...action, forces: randomInt(rng, 21) },
        { ...action, leader: pick(rng, LEADER_IDS) },
      ];
    case 'peekShare':
      return [{ ...action, target: seat() }];
    case 'movementBid':
      return [{ ...action, amount: randomInt(rng, 30) }];
    case 'chooseMoment':
      return [{ ...action, position: 1 + randomInt(rng, 7) }];
    case 'movementPriority':
      return [{ ...action, first: seat() }];
    case 'nameGovernor':
      return [{ ...action, faction: pick(rng, FACTIONS) }];
    case 'installGovernor':
      return [{ ...action, leader: pick(rng, LEADER_IDS) }];
    case 'predictZone':
      return [{ ...action, faction: pick(rng, FACTIONS) }];
    case 'tamperLeader':
      return [{ ...action, delta: randomInt(rng, 3) - 1 }];
    case 'attemptCapture':
      return [{ ...action, leader: pick(rng, LEADER_IDS) }];
    // issue 21 (explain-last): rules 000 §16, the spice-harvest prelude; annexe 4, the ransom.
    case 'managerBid':
      return [{ ...action, amount: randomInt(rng, 30) }];
    case 'buyHarvestCard':
      return [{ ...action, price: randomInt(rng, 12) }];
    case 'announceHarvest':
      return [{ ...action, amount: randomInt(rng, 30) }];
    case 'dealShare':
      return [{ ...action, value: randomInt(rng, 16) }];
    case 'accessBid':
      return [{ ...action, amount: 1 + randomInt(rng, 20) }];
    case 'offerAccess':
      return [
        { ...action, to: seat() },
        { ...action, card: pick(rng, ACCESS_CARDS) },
      ];
    case 'answerAccess':
      return [
        { ...action, from: seat() },
        { ...action, card: pick(rng, ACCESS_CARDS) },
      ];
    case 'commitTroops':
      return [
        {
          ...action,
          troops: pick(
            rng,
            ACCESS_CARDS.filter((c) => typeof c === 'number'),
          ),
        },
      ];
    case 'payRansom':
      return [{ ...action, pay: !action.pay }];
    default:
      return [];
  }
}

const tally = new Map<Category, { refused: number; explained: number; unexplained: string[] }>();
function count(category: Category, code: string, action: DuneAction): void {
  const t = tally.get(category) ?? { refused: 0, explained: 0, unexplained: [] };
  t.refused++;
  if (code !== 'illegalAction') t.explained++;
  else if (t.unexplained.length < 5) t.unexplained.push(`${code} ${JSON.stringify(action)}`);
  tally.set(category, t);
}

function isLegal(legal: readonly DuneAction[], action: DuneAction): boolean {
  const key = canonicalJson(action);
  return legal.some((a) => canonicalJson(a) === key);
}

/** The reason's rule is its code's, and each of its sentences gets every parameter it names. */
function words(state: DuneState, refusal: RuleError): void {
  const code = refusal.code as keyof typeof DUNE_REASONS;
  expect(Object.hasOwn(DUNE_REASONS, code), `${code} is not a reason`).toBe(true);
  expect(refusal.rule).toEqual({ book: '000', section: DUNE_REASONS[code] });
  for (const lang of ['fr', 'en', 'nl'] as const) {
    const texts: Readonly<Record<string, string>> = { ...DUNE_TEXT[lang].explain, ...DUNE_TEXT[lang].explainDecisions };
    const template = texts[code]!;
    for (const [, name] of template.matchAll(/\{\{(\w+)\}\}/g)) {
      const given = name === 'command' ? 'mode' : name!;
      expect(refusal.params, `${lang} ${code} names {{${name}}}`).toHaveProperty(given);
    }
    const text = refusalText(refusal, lang, tableNames(lang, state.seats));
    expect(text).not.toMatch(/\{\{|undefined/);
  }
}

function probe(state: DuneState, seat: Seat, action: DuneAction, rng: RngState): void {
  const legal = dune.legalActions(state, seat);
  // Every listed action is explained as allowed.
  for (const a of legal) expect(dune.explain(state, seat, a), JSON.stringify(a)).toBeNull();
  for (const m of mutations(state, action, rng)) {
    if (isLegal(legal, m.action) || !dune.rules.parse(m.action).ok) continue;
    const refusal = dune.explain(state, seat, m.action);
    expect(refusal, `${JSON.stringify(m.action)} explained as legal`).not.toBeNull();
    const applied = dune.apply(state, seat, m.action);
    expect(applied.ok).toBe(false);
    if (!applied.ok) expect(applied.error).toEqual(refusal);
    count(m.category, refusal!.code, m.action);
    if (!Object.hasOwn(DUNE_REASONS, refusal!.code)) continue;
    words(state, refusal!);
    // A reason never depends on what the seat cannot see.
    const resampled = resampleHidden(state, seat, rng);
    expect(dune.explain(resampled, seat, m.action)?.code, 'reason depends on hidden information').toBe(refusal!.code);
  }
  // Another seat than the one the game waits for.
  const waiting = new Set(dune.decisions(state).map((d) => d.seat));
  const idle = state.seats.map((_, s) => s).find((s) => !waiting.has(s));
  if (idle !== undefined && !isLegal(dune.rules.interruptActions(state, idle), action)) {
    const refusal = dune.explain(state, idle, action);
    expect(refusal).not.toBeNull();
    count('otherSeat', refusal!.code, action);
    if (Object.hasOwn(DUNE_REASONS, refusal!.code)) words(state, refusal!);
  }
}

/** One table per family of decisions the base games never reach: the duel, the harvest, the variants XXVII–XXXVIII. */
const OPTION_TABLES: readonly Record<string, unknown>[] = [
  { duel: true, spiceHarvest: true },
  { duel: true, extraPowers: true },
  { extraPowers: true, diplomacy: true, movementBids: true, harkonnenCapture: true },
  { extraPowers: true, governor: true, victoryPoints: true, tleilaxu: true, fremenForesight: true },
  { treacheryDeck: 'descartes43', thumperEscape: true, twoPilesSimple: true, specialKarama: true },
];

function report(): { explained: number; refused: number } {
  let refused = 0;
  let explained = 0;
  const lines: string[] = [];
  for (const [category, t] of [...tally].sort()) {
    refused += t.refused;
    explained += t.explained;
    lines.push(`${category}: ${t.explained}/${t.refused} (${((100 * t.explained) / t.refused).toFixed(1)}%)`);
    if (t.unexplained.length > 0) lines.push(`  unexplained: ${t.unexplained.join(' ')}`);
  }
  lines.push(`all: ${explained}/${refused} (${((100 * explained) / refused).toFixed(1)}%)`);
  console.log(`refusals explained by a rule, per category:\n${lines.join('\n')}`);
  return { explained, refused };
}

describe('refusals explained by their rule (issue 21, rules 000)', () => {
  it('the duel, the harvest and the variants: their decisions refused with a reason', () => {
    tally.clear();
    OPTION_TABLES.forEach((options, i) => {
      const seed = `variants-${i}`;
      let state = dune.setup(options, seatsOf(i === 3 ? 7 : 5), seed);
      const rng = botRng(`${seed}:explain`);
      for (let steps = 0; steps < STEP_CAP; steps++) {
        const choice = randomChoice(state, rng);
        if (!choice) break;
        if (randomInt(rng, SAMPLE_ODDS) === 0) probe(state, choice.seat, choice.action, rng);
        const result = dune.apply(state, choice.seat, choice.action);
        if (!result.ok) throw new Error(`legal ${JSON.stringify(choice.action)} refused: ${result.error.code}`);
        state = result.state;
      }
    });
    const { explained, refused } = report();
    // issue 21 (explain-last): every category at 100%.
    for (const [category, t] of tally) expect(t.explained, `${category}: ${t.unexplained.join(' ')}`).toBe(t.refused);
    tally.clear();
    expect(explained).toBe(refused);
  });

  it(`${GAMES} random games: mutated legal actions are refused with a reason`, () => {
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.string({ minLength: 1, maxLength: 10 }),
          players: fc.integer({ min: 2, max: 6 }),
          extraPowers: fc.boolean(),
          advanced: fc.boolean(),
          specialKarama: fc.boolean(),
        }),
        ({ seed, players, extraPowers, advanced, specialKarama }) => {
          const options = {
            extraPowers,
            specialKarama,
            advancedBattles: advanced,
            increasedSpiceFlow: advanced,
          };
          let state = dune.setup(options, seatsOf(players), seed);
          const rng = botRng(`${seed}:explain`);
          for (let steps = 0; steps < STEP_CAP; steps++) {
            const choice = randomChoice(state, rng);
            if (!choice) break;
            if (randomInt(rng, SAMPLE_ODDS) === 0) probe(state, choice.seat, choice.action, rng);
            const result = dune.apply(state, choice.seat, choice.action);
            if (!result.ok) throw new Error(`legal ${JSON.stringify(choice.action)} refused: ${result.error.code}`);
            state = result.state;
          }
        },
      ),
      { numRuns: GAMES, seed: 20261126, endOnFailure: true },
    );
    let refused = 0;
    let explained = 0;
    const lines: string[] = [];
    for (const [category, t] of [...tally].sort()) {
      refused += t.refused;
      explained += t.explained;
      lines.push(`${category}: ${t.explained}/${t.refused} (${((100 * t.explained) / t.refused).toFixed(1)}%)`);
      if (t.unexplained.length > 0) lines.push(`  unexplained: ${t.unexplained.join(' ')}`);
    }
    lines.push(`all: ${explained}/${refused} (${((100 * explained) / refused).toFixed(1)}%)`);
    console.log(`refusals explained by a rule, per category:\n${lines.join('\n')}`);
    for (const category of MUST_REACH_ALL)
      expect(tally.get(category)?.refused ?? 0, `${category}: no mutation tried`).toBeGreaterThan(0);
    // issue 21 (explain-last): every category at 100%.
    for (const [category, t] of tally) expect(t.explained, `${category}: ${t.unexplained.join(' ')}`).toBe(t.refused);
    expect(explained).toBe(refused);
  });
});
