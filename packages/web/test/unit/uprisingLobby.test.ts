import { uprising, uprisingOptionsSchema } from '@arrakis/imperium';
import { describe, expect, it } from 'vitest';
import { lobbyUprisingOptions, RIVAL_DIFFICULTIES } from '../../src/imperium/lobbyOptions.ts';
import { UPRISING_PRESETS } from '../../src/lobby/presets.ts';
import { BOT_LEVELS } from '../../src/lobby/SeatChoice.tsx';
import { parseLocalLink } from '../../src/lobby/storage.ts';
import { LocalGame } from '../../src/transport/localGame.ts';

const LEADER_SELECTIONS = uprisingOptionsSchema.shape.leaderSelection.unwrap().options;

// The lobby names Uprising's options without loading the engine or zod; these tests hold them to the schema the
// server checks every create request against, and to the engine's setup.
describe('the Uprising lobby and local games', () => {
  it('offers every Rival level and leader selection of the schema', () => {
    expect([...RIVAL_DIFFICULTIES]).toEqual([...uprisingOptionsSchema.shape.rivalDifficulty.unwrap().options]);
    expect([...LEADER_SELECTIONS]).toEqual(['draw', 'choose']);
    expect(BOT_LEVELS.uprising).toEqual(BOT_LEVELS.imperium);
  });

  it('every choice, for 1 to 4 seats, passes the schema and the engine sets it up', () => {
    let checked = 0;
    for (const selection of LEADER_SELECTIONS) {
      for (const contracts of [false, true]) {
        for (const difficulty of RIVAL_DIFFICULTIES) {
          for (let seats = 1; seats <= 4; seats++) {
            const options = lobbyUprisingOptions(selection, contracts, difficulty, seats);
            expect(uprisingOptionsSchema.parse(options)).toEqual(options);
            // The Rivals' level only where there are Rivals (rules 004: solo and two players).
            expect('rivalDifficulty' in options).toBe(seats <= 2);
            const people = Array.from({ length: seats }, (_, i) => ({ name: `P${i + 1}`, kind: 'human' as const }));
            const state = uprising.setup(uprisingOptionsSchema.parse(options), people, 'lobby');
            expect(state.uprising?.choam !== undefined).toBe(contracts);
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(2 * 2 * 4 * 4);
  });

  it('every preset passes the schema, and its choices are the lobby’s', () => {
    expect(UPRISING_PRESETS.map((p) => p.id)).toEqual(['firstGame', 'standard', 'expert']);
    for (const preset of UPRISING_PRESETS) {
      expect(LEADER_SELECTIONS).toContain(preset.leaders);
      expect(RIVAL_DIFFICULTIES).toContain(preset.rivalDifficulty);
      const options = lobbyUprisingOptions(preset.leaders, preset.contracts, preset.rivalDifficulty, 1);
      expect(uprisingOptionsSchema.safeParse(options).success).toBe(true);
    }
  });

  it('a local Uprising game has its own address', () => {
    expect(parseLocalLink('/local/uprising/abc-12')).toEqual({ game: 'uprising', id: 'abc-12' });
    expect(parseLocalLink('/local/imperium/abc-12')).toEqual({ game: 'imperium', id: 'abc-12' });
    expect(parseLocalLink('/local/uprisings/abc-12')).toBeNull();
  });

  it('bots at every level play a local game to the end; its record replays to the same game', () => {
    const seats = (['heuristic', 'easy', 'random'] as const).map((botLevel, i) => ({
      name: `Bot ${i + 1}`,
      kind: 'bot' as const,
      botLevel,
    }));
    const setup = { game: 'uprising' as const, seats, options: { contracts: true }, seed: 'local-uprising' };
    const game = new LocalGame(setup, 'up-1', 1);
    game.runBots(5000);
    expect(game.over).toBe(true);
    const summary = game.summary();
    expect(summary).toMatchObject({ game: 'uprising', status: 'finished' });
    expect(summary.players.every((p) => typeof p.role === 'string')).toBe(true);
    const header = game.header();
    expect(header).toMatchObject({ game: 'uprising', options: { contracts: true } });
    const again = LocalGame.fromRecord({ ...header, actions: [...game.unsaved().actions] }, 'up-1');
    if (!(again instanceof LocalGame)) throw new Error(`not replayed: ${JSON.stringify(again)}`);
    expect(again.summary()).toEqual(summary);
    expect(again.update(0, null).view).toEqual(game.update(0, null).view);
  });
});
