import { describe, expect, it } from 'vitest';
import { randomInt, seedRng } from '@arrakis/engine';
import { imperium, type Frame, type ImperiumOptions } from '@arrakis/imperium';
import { imperiumHeuristicBot, playSeat } from '../../src/index.ts';

/** Every decision kind of packages/imperium/src/frames.ts (`effects` frames are resolved by the engine). */
const KINDS: readonly Exclude<Frame['kind'], 'effects'>[] = [
  'chooseLeader',
  'masterstrokeTokens',
  'turn',
  'effectOrder',
  'pay',
  'choose',
  'faction',
  'rivalFaction',
  'rivalChoose',
  'rivalPay',
  'deploy',
  'retreat',
  'trash',
  'discard',
  'takeFromDiscard',
  'chooseOpponent',
  'blockSpace',
  'recallAgent',
  'acquireCard',
  'reserveRowCard',
  'inspectTop',
  'endAgentTurn',
  'acquire',
  'masterstroke',
  'combatIntrigue',
  'conflictWon',
  'endgameIntrigue',
];

const MAX_GAMES = 600;
const DIFFICULTIES = ['mercenary', 'sardaukar', 'mentat', 'kwisatzHaderach'] as const;

describe('the Imperium heuristic answers every kind of decision with a legal action', () => {
  it('drives random games (1–4 players, House Hagal, leaders chosen) until each decision kind of frames.ts has come up, asking the heuristic at every decision', () => {
    const seen = new Set<string>();
    const rng = seedRng('imperium-kinds');
    const bot = imperiumHeuristicBot();
    let games = 0;
    for (let g = 0; g < MAX_GAMES && seen.size < KINDS.length; g++, games++) {
      const players = 1 + (g % 4);
      const options: Partial<ImperiumOptions> = {
        leaderSelection: g % 3 === 0 ? 'choose' : 'draw',
        difficulty: DIFFICULTIES[g % DIFFICULTIES.length]!,
        // The Baron in one game in four (Masterstroke), Helena and Paul otherwise now and then.
        ...(g % 4 === 1
          ? {
              leaders: ['vladimirHarkonnen', 'helenaRichese', 'paulAtreides', 'letoAtreides'].slice(
                0,
                players,
              ) as ImperiumOptions['leaders'],
            }
          : {}),
      };
      const state = imperium.setup(
        options,
        Array.from({ length: players }, (_, i) => ({ name: `b${i}`, kind: 'bot' as const })),
        `kinds:${g}`,
      );
      while (imperium.decisions(state).length > 0) {
        const { seat, kind } = imperium.decisions(state)[0]!;
        const legal = imperium.decisionActions(state, seat);
        const asked = playSeat(imperium, state, seat, bot, rng);
        expect(legal).toContainEqual(asked);
        seen.add(kind);
        // Random play reaches the rare decisions; the heuristic's own answer now and then keeps games realistic.
        const agents = legal.filter((a) => a.type === 'sendAgent');
        const pool = agents.length > 0 && randomInt(rng, 4) > 0 ? agents : legal;
        const action = randomInt(rng, 3) === 0 ? asked : pool[randomInt(rng, pool.length)]!;
        imperium.applyInPlace(state, seat, action);
      }
    }
    expect(KINDS.filter((k) => !seen.has(k))).toEqual([]);
    expect(games).toBeLessThan(MAX_GAMES);
  });
});
