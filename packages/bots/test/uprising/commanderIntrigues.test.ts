import { describe, expect, it } from 'vitest';
import { uprising } from '@arrakis/imperium';
import {
  imperiumHeuristicBot,
  playBotGame,
  type Bot,
  type ImperiumBotAction,
  type ImperiumBotView,
} from '../../src/index.ts';

const GAMES = 4;

describe('a six-player Commander plays Combat Intrigues for its Ally (facts uprising-rules.md §1.4)', () => {
  it(`the heuristic Commander values the card's swords from the Ally's seat: over ${GAMES} seeded games it plays some`, () => {
    let offered = 0;
    let played = 0;
    for (let g = 0; g < GAMES; g++) {
      const heuristic = imperiumHeuristicBot<ImperiumBotView, ImperiumBotAction>();
      const watching: Bot<ImperiumBotView, ImperiumBotAction> = {
        name: heuristic.name,
        choose(input) {
          const forAlly = (a: ImperiumBotAction) =>
            a.type === 'playIntrigue' && a.for !== undefined && a.for !== input.seat;
          const choice = heuristic.choose(input);
          if (input.actions.some(forAlly)) offered++;
          if (forAlly(choice)) played++;
          return choice;
        },
      };
      const run = playBotGame(uprising, {
        options: { contracts: true },
        seed: `six-commander-intrigues:${g}`,
        bots: Array.from({ length: 6 }, () => watching) as Bot<unknown, unknown>[],
      });
      expect(run.error).toBeUndefined();
      expect(run.outcome).not.toBeNull();
    }
    // Before the Ally's seat was used to value them, the same games offered such plays and none was made.
    expect(offered).toBeGreaterThan(0);
    expect(played).toBeGreaterThan(0);
    console.log(`Combat Intrigues for an Ally: ${played} played of ${offered} decisions offering one`);
  });
});
