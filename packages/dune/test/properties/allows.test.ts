import { describe, expect, it } from 'vitest';
import type { Seat } from '@arrakis/engine';
import type { DuneAction } from '../../src/actions.ts';
import { LOCATIONS } from '../../src/data/locations.ts';
import { TREACHERY_CARD_IDS } from '../../src/data/treachery.ts';
import { sameAction, top } from '../../src/flow.ts';
import type { DuneOptions } from '../../src/options.ts';
import { dune } from '../../src/rules.ts';
import type { DuneState } from '../../src/state.ts';
import { botRng, randomChoice, seatsOf } from './randomPlay.ts';

const KEYS = LOCATIONS.map((l) => l.key);
const COUNTS = Array.from({ length: 20 }, (_, i) => i + 1);
const STARRED = [undefined, 0, 1, 2, 3, 4, 5];
const DIALS = Array.from({ length: 21 }, (_, i) => i);

const counts = (): DuneAction[] =>
  COUNTS.flatMap((count) =>
    STARRED.map((starred): DuneAction =>
      starred === undefined ? { type: 'count', count } : { type: 'count', count, starred },
    ),
  );

/**
 * Every well-formed action of the kinds a frame answers, listed or not: for shipments every place, for counts every
 * count and starred share, for battle plans every leader, card and dial.
 */
function candidates(state: DuneState, seat: Seat, legal: readonly DuneAction[]): DuneAction[] {
  const frame = top(state)!;
  const out: DuneAction[] = [{ type: 'pass' }];
  switch (frame.kind) {
    case 'shipment': {
      for (const to of KEYS) out.push({ type: 'ship', to }, { type: 'offPlanet', from: to });
      // Cross-shipments from each place the seat stands (those listed) and from one where it may not.
      const froms = new Set(legal.flatMap((a) => (a.type === 'crossShip' ? [a.from] : [])));
      froms.add(KEYS[(state.turn * 7) % KEYS.length]!);
      for (const from of froms) for (const to of KEYS) out.push({ type: 'crossShip', from, to });
      break;
    }
    case 'shipmentCount':
    case 'movementCount':
      out.push(...counts());
      break;
    case 'battlePlan': {
      const faction = state.factions[state.seats[seat]!]!;
      const leaders = [null, ...Object.keys(faction.leaders)];
      const heroes = [null, ...faction.hand];
      for (const leader of leaders)
        for (const cheapHero of heroes) {
          out.push({ type: 'planLeader', leader, cheapHero });
          out.push({ type: 'planLeader', leader, cheapHero, kwisatzHaderach: true });
        }
      for (const card of [null, ...TREACHERY_CARD_IDS])
        out.push({ type: 'planWeapon', card }, { type: 'planDefense', card });
      for (const n of DIALS) out.push({ type: 'planDial', dial: n }, { type: 'planSpice', spice: n });
      for (const starred of [0, 1, 2, 3, 4, 5]) out.push({ type: 'planStarred', starred });
      break;
    }
  }
  return out;
}

const GAMES: readonly [string, Partial<DuneOptions>][] = [
  ['allows:1', {}],
  ['allows:2', { extraPowers: true, advancedBattles: true, increasedSpiceFlow: true }],
  ['allows:3', { extraPowers: true }],
];

// issue 19: the frames whose check answers one action without listing them all (`allows`, src/flow.ts) accept exactly
// the actions their listing holds; a refused one is explained by the same rules as before.
describe('a frame allows exactly the actions it lists', () => {
  it('shipments, counts and battle plans of random games, every candidate compared with the listing', () => {
    let compared = 0;
    for (const [seed, options] of GAMES) {
      const state = dune.setup(options, seatsOf(6), seed);
      const rng = botRng(seed);
      for (let choice = randomChoice(state, rng); choice !== null; choice = randomChoice(state, rng)) {
        const kind = top(state)?.kind;
        if (kind === 'shipment' || kind === 'shipmentCount' || kind === 'movementCount' || kind === 'battlePlan') {
          const legal = dune.decisionActions(state, choice.seat);
          for (const action of candidates(state, choice.seat, legal)) {
            if (!dune.rules.parse(action).ok) continue;
            const listed = legal.some((a) => sameAction(a, action));
            const refusal = dune.explain(state, choice.seat, action);
            expect(refusal === null, `${kind} ${JSON.stringify(action)}: ${refusal?.code ?? 'allowed'}`).toBe(listed);
            compared++;
          }
        }
        dune.applyInPlace(state, choice.seat, choice.action);
      }
    }
    expect(compared).toBeGreaterThan(10_000);
  });
});

/**
 * The interrupts `checkInterrupt` looks up among the legal ones (src/interrupts.ts): every well-formed one of those
 * types, listed or not — each poison on each seat with each ransom, each Karama block of each power seen, each take
 * and revival, each ghola, each group for the Cone of Silence.
 */
function interruptCandidates(state: DuneState, seat: Seat, powers: ReadonlySet<string>): DuneAction[] {
  const fs = state.factions[state.seats[seat]!]!;
  const seats = Array.from({ length: state.seatCount }, (_, s) => s);
  const cards = [...new Set([...fs.hand, 'residualPoison', 'baliset'])];
  const leaders = [...Object.keys(fs.leaders), 'duncanIdaho', 'feydRautha'];
  const out: DuneAction[] = [{ type: 'withdrawPoison' }, { type: 'ghola', leader: null }];
  for (const target of seats) {
    for (const card of cards)
      for (let ransom = 1; ransom <= 4; ransom++) out.push({ type: 'residualPoison', target, card, ransom });
    for (let count = 1; count <= 4; count++) out.push({ type: 'karamaTakeCards', target, count });
  }
  for (const faction of state.seats) for (const power of powers) out.push({ type: 'karamaBlock', faction, power });
  out.push({ type: 'karamaRevive', leader: null });
  for (const leader of leaders) out.push({ type: 'karamaRevive', leader }, { type: 'ghola', leader });
  for (let mask = 1; mask < 1 << seats.length; mask++)
    out.push({ type: 'coneOfSilence', targets: seats.filter((s) => mask & (1 << s)) });
  return out;
}

describe('an interrupt looked up among the legal ones is checked against its own section of the listing', () => {
  it('poisons, Karama, gholas and Cones of Silence of random games, every candidate compared with the listing', () => {
    let compared = 0;
    let allowed = 0;
    const games: readonly [string, Partial<DuneOptions>][] = [
      ['interrupts:1', { treacheryDeck: 'descartes43' }],
      ['interrupts:2', { treacheryDeck: 'descartes43', specialKarama: true, extraPowers: true }],
      ['interrupts:3', { treacheryDeck: 'descartes43', specialKarama: true, advancedBattles: true }],
    ];
    for (const [seed, options] of games) {
      const state = dune.setup(options, seatsOf(6), seed);
      const rng = botRng(seed);
      let step = 0;
      for (let choice = randomChoice(state, rng); choice !== null; choice = randomChoice(state, rng), step++) {
        if (step % 15 === 0) {
          const listings = Array.from({ length: state.seatCount }, (_, seat) => dune.interruptActions(state, seat));
          const powers = new Set(['guildRate', 'unknownPower']);
          for (const a of listings.flat()) if (a.type === 'karamaBlock') powers.add(a.power);
          listings.forEach((legal, seat) => {
            for (const action of interruptCandidates(state, seat, powers)) {
              if (!dune.rules.parse(action).ok) continue;
              const listed = legal.some((a) => sameAction(a, action));
              const refusal = dune.explain(state, seat, action);
              expect(refusal === null, `${JSON.stringify(action)}: ${refusal?.code ?? 'allowed'}`).toBe(listed);
              compared++;
              if (listed) allowed++;
            }
          });
        }
        dune.applyInPlace(state, choice.seat, choice.action);
      }
    }
    expect(compared).toBeGreaterThan(100_000);
    expect(allowed).toBeGreaterThan(1_000);
  });
});
