import { describe, expect, it } from 'vitest';
import { stateHash } from '../src/hash.ts';
import { RECORD_FORMAT, recordProblem, type GameRecord } from '../src/records.ts';
import { race, seats } from './race.ts';

const GUARD = { game: 'dune', engineVersion: 3, versionFile: 'src/state.ts', rerecord: 'record again' };

/** A complete race, recorded at version 3. */
function recorded(): GameRecord<Record<string, never>> {
  const actions = [0, 1, 0, 1, 0, 1, 0, 1, 0].map((seat) => ({ seat, action: { type: 'add', n: 2 } }));
  let state = race.setup({}, seats, 'rec');
  for (const { seat, action } of actions) {
    const result = race.apply(state, seat, action);
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
  }
  return {
    format: RECORD_FORMAT,
    recordVersion: 1,
    engineVersion: 3,
    game: 'dune',
    options: {},
    seats,
    seed: 'rec',
    actions,
    finalHash: stateHash(state),
  };
}

describe('stored game records (docs/architecture.md, "Engine versions")', () => {
  it('a record that replays to its hash at the same version holds', () => {
    expect(recordProblem(race, 'a.json', recorded(), GUARD)).toBeNull();
  });

  it('another hash at the same version asks for a version bump and a re-record', () => {
    const problem = recordProblem(race, 'a.json', { ...recorded(), finalHash: 'x' }, GUARD);
    expect(problem).toContain('Bump ENGINE_VERSION in src/state.ts, then re-record (record again)');
  });

  it('a stored action the rules now refuse is named', () => {
    const record = recorded();
    const actions = [...record.actions.slice(0, 3), { seat: 1, action: { type: 'add', n: 7 } }];
    expect(recordProblem(race, 'a.json', { ...record, actions }, GUARD)).toMatch(
      /Action 3 is now refused: malformedAction$/,
    );
  });

  it('a record of another version, of another game, or of an unfinished game is refused', () => {
    expect(recordProblem(race, 'a.json', { ...recorded(), engineVersion: 2 }, GUARD)).toContain(
      'recorded at engine version 2, the engine is at 3',
    );
    expect(recordProblem(race, 'a.json', { ...recorded(), game: 'imperium' }, GUARD)).toContain('not dune');
    const record = recorded();
    const unfinished = { ...record, actions: record.actions.slice(0, 2) };
    let state = race.setup({}, seats, 'rec');
    for (const { seat, action } of unfinished.actions) {
      const result = race.apply(state, seat, action);
      if (result.ok) state = result.state;
    }
    expect(recordProblem(race, 'a.json', { ...unfinished, finalHash: stateHash(state) }, GUARD)).toContain(
      'not a complete game',
    );
  });
});
