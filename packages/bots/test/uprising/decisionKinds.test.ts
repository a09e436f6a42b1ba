import { describe, expect, it } from 'vitest';
import { randomInt, seedRng } from '@arrakis/engine';
import { uprising, UPRISING_LEADERS, type ImperiumOptions, type UprisingFrame } from '@arrakis/imperium';
import { imperiumHeuristicBot, playSeat, type ImperiumBotAction, type ImperiumBotView } from '../../src/index.ts';

/** Every decision only Uprising asks (frames.ts `UprisingFrame`): the compiler refuses a kind left out. */
const UPRISING_KINDS: Readonly<Record<UprisingFrame['kind'], true>> = {
  placeSpy: true,
  gatherIntelligence: true,
  payUprising: true,
  uprisingCost: true,
  sortTopCards: true,
  acquireWithSolari: true,
  takeContract: true,
  otherMemories: true,
  acquireToHand: true,
  allianceTie: true,
};

/** The shared decisions Uprising's cards, spaces and Rivals ask (the others belong to 2020 cards and leaders). */
const SHARED_KINDS = [
  'chooseLeader',
  'turn',
  'effectOrder',
  'pay',
  'choose',
  'faction',
  'rivalPay',
  'deploy',
  'retreat',
  'trash',
  'discard',
  'recallAgent',
  'acquireCard',
  'reserveRowCard',
  'endAgentTurn',
  'acquire',
  'combatIntrigue',
  'conflictWon',
  'endgameIntrigue',
] as const;

/** An Alliance tie needs two players level on a track when a third falls below them: set up where it is asked. */
const RARE: readonly string[] = ['allianceTie'];

const KINDS = [...SHARED_KINDS, ...Object.keys(UPRISING_KINDS).filter((k) => !RARE.includes(k))];
const MAX_GAMES = 400;
const DIFFICULTIES = ['novice', 'veteran', 'expert', 'expertPlus'] as const;
const LEADERS = Object.keys(UPRISING_LEADERS).filter((l) => l !== 'reverendMotherJessica');
const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `b${i}`, kind: 'bot' as const }));

describe('the heuristic answers every kind of Uprising decision with a legal action (rules 004)', () => {
  it('drives random Uprising games (1–4 players, with and without CHOAM, every leader, every Rival difficulty) until each decision kind has come up, asking the heuristic at every decision', () => {
    const seen = new Set<string>();
    const rng = seedRng('uprising-kinds');
    const bot = imperiumHeuristicBot<ImperiumBotView, ImperiumBotAction>();
    let games = 0;
    for (let g = 0; g < MAX_GAMES && KINDS.some((k) => !seen.has(k)); g++, games++) {
      const players = 1 + (g % 4);
      const contracts = g % 3 !== 2;
      // Each leader in turn (Shaddam needs the CHOAM module), or chosen at the table one game in five.
      const leaders = Array.from({ length: players }, (_, i) => LEADERS[(g * 3 + i) % LEADERS.length]!);
      const options: Partial<ImperiumOptions> = {
        contracts,
        rivalDifficulty: DIFFICULTIES[g % DIFFICULTIES.length]!,
        ...(g % 5 === 4
          ? { leaderSelection: 'choose' }
          : contracts || !leaders.includes('shaddamCorrinoIV')
            ? { leaders: leaders as ImperiumOptions['leaders'] }
            : {}),
      };
      const state = uprising.setup(options, seats(players), `uprising-kinds:${g}`);
      while (uprising.decisions(state).length > 0) {
        const { seat, kind } = uprising.decisions(state)[0]!;
        const legal = uprising.decisionActions(state, seat);
        const asked = playSeat(uprising, state, seat, bot, rng);
        expect(legal).toContainEqual(asked);
        seen.add(kind);
        // Random play reaches the rare decisions; the heuristic's own answer now and then keeps games realistic.
        const agents = legal.filter((a) => a.type === 'sendAgent');
        const pool = agents.length > 0 && randomInt(rng, 4) > 0 ? agents : legal;
        const action = randomInt(rng, 3) === 0 ? asked : pool[randomInt(rng, pool.length)]!;
        uprising.applyInPlace(state, seat, action);
      }
    }
    expect(KINDS.filter((k) => !seen.has(k))).toEqual([]);
    expect(games).toBeLessThan(MAX_GAMES);
  });

  it('an Alliance tie (rules 004 FAQ Alliance): the player who lost influence gives the Alliance to the tied player furthest behind in VP', () => {
    const state = uprising.setup({}, seats(3), 'uprising-alliance-tie');
    const rng = seedRng('uprising-alliance-tie:bots');
    const bot = imperiumHeuristicBot<ImperiumBotView, ImperiumBotAction>();
    // A real position: the first Agent turn of the game, then the tie asked of seat 0 between seats 1 and 2.
    for (let d = uprising.decisions(state)[0]; d && d.kind !== 'turn'; d = uprising.decisions(state)[0])
      uprising.applyInPlace(state, d.seat, playSeat(uprising, state, d.seat, bot, rng));
    state.players[1]!.victoryPoints = 3;
    state.players[2]!.victoryPoints = 1;
    state.stack.push({ kind: 'allianceTie', seat: 0, faction: 'emperor', among: [1, 2] });
    const legal = uprising.decisionActions(state, 0);
    const asked = playSeat(uprising, state, 0, bot, rng);
    expect(legal).toContainEqual(asked);
    expect(asked).toEqual({ type: 'opponent', seat: 2 });
  });
});
