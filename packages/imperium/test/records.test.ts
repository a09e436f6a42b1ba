import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { replay, stateHash, type LoggedAction, type SeatSetup } from '@arrakis/engine';
import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION, imperium, type ImperiumOptions } from '../src/index.ts';

/**
 * Complete games stored as the server stores matches (`arrakis record`): while ENGINE_VERSION stays the same, each
 * must replay to the hash it was recorded with, or matches in databases would stop replaying (docs/architecture.md).
 */
interface GameRecord {
  readonly engineVersion: number;
  readonly game: string;
  readonly options: Partial<ImperiumOptions>;
  readonly seats: readonly SeatSetup[];
  readonly seed: string;
  readonly actions: readonly LoggedAction[];
  readonly finalHash: string;
}

const DIR = fileURLToPath(new URL('./records/', import.meta.url));
const RERECORD = 'npx arrakis record --again packages/imperium/test/records';
const records = readdirSync(DIR)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => [name, JSON.parse(readFileSync(DIR + name, 'utf8')) as GameRecord] as const);

describe('stored games replay to their recorded hash while ENGINE_VERSION stays the same', () => {
  it('there are records with different options', () => {
    expect(records.length).toBeGreaterThanOrEqual(3);
    expect(new Set(records.map(([, r]) => JSON.stringify(r.options))).size).toBeGreaterThanOrEqual(3);
  });

  it.each(records)('%s', (name, record) => {
    expect(record.game).toBe('imperium');
    expect(
      record.engineVersion,
      `${name} was recorded at engine version ${record.engineVersion}, the engine is at ${ENGINE_VERSION}: re-record the records (${RERECORD})`,
    ).toBe(ENGINE_VERSION);
    const changed =
      `${name} no longer replays as recorded, yet ENGINE_VERSION is still ${ENGINE_VERSION}: matches stored by the ` +
      `server would no longer replay either. Bump ENGINE_VERSION in packages/imperium/src/state.ts, then re-record (${RERECORD})`;
    const result = replay(imperium, record.options, record.seats, record.seed, record.actions);
    if (!result.ok) {
      expect.fail(`${changed}. Action ${result.index} is now refused: ${result.error.code}`);
    }
    expect(stateHash(result.state), changed).toBe(record.finalHash);
    expect(imperium.outcome(result.state), `${name} is a complete game`).not.toBeNull();
  });
});
