import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { recordProblem, type GameRecord } from '@arrakis/engine';
import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION, imperium, type ImperiumOptions } from '../src/index.ts';

/**
 * Complete games stored as the server stores matches (`arrakis record`): while ENGINE_VERSION stays the same, each
 * must replay to the hash it was recorded with, or matches in databases would stop replaying (docs/architecture.md).
 */
const DIR = fileURLToPath(new URL('./records/', import.meta.url));
const GUARD = {
  game: 'imperium',
  engineVersion: ENGINE_VERSION,
  versionFile: 'packages/imperium/src/state.ts',
  rerecord: 'npx arrakis record --again packages/imperium/test/records',
};
const records = readdirSync(DIR)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => [name, JSON.parse(readFileSync(DIR + name, 'utf8')) as GameRecord<Partial<ImperiumOptions>>] as const);

describe('stored games replay to their recorded hash while ENGINE_VERSION stays the same', () => {
  it('there are records with different options', () => {
    expect(records.length).toBeGreaterThanOrEqual(3);
    expect(new Set(records.map(([, r]) => JSON.stringify(r.options))).size).toBeGreaterThanOrEqual(3);
  });

  it.each(records)('%s', (name, record) => {
    expect(recordProblem(imperium, name, record, GUARD)).toBeNull();
  });
});
