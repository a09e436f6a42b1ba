import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameRecordJsonSchema, parseGameRecord, readGameRecord } from '../src/recordReader.ts';
import { RECORD_FORMAT, RECORD_VERSION, type GameRecord } from '../src/records.ts';

const current: GameRecord = {
  format: RECORD_FORMAT,
  recordVersion: RECORD_VERSION,
  game: 'dune',
  engineVersion: 1,
  options: { treacheryDeck: 'descartes43' },
  seats: [
    { name: 'Paul', kind: 'human', role: 'atreides' },
    { name: 'Bot 2', kind: 'bot', botLevel: 'heuristic', role: null },
  ],
  seed: 'seed-1',
  createdAt: 1_764_000_000_000,
  actions: [
    { seat: 1, action: { type: 'predict', faction: 'emperor', turn: 10 }, at: 1_764_000_001_000 },
    { seat: 0, action: { type: 'pickTraitor', leader: 'wannaYueh' }, at: 1_764_000_002_000 },
  ],
};

/** A record as `arrakis record` wrote them for issue 12: no format, no version, no times. */
const version0 = {
  engineVersion: 1,
  game: 'dune',
  options: {},
  seats: [
    { name: 'Bot 1', kind: 'bot' },
    { name: 'Bot 2', kind: 'bot' },
  ],
  seed: 'record-2',
  finalHash: '0449820b16dda102',
  actions: [{ seat: 1, action: { type: 'predict', faction: 'emperor', turn: 10 } }],
};

function refusal(input: unknown) {
  const reading = readGameRecord(input);
  if (reading.ok) throw new Error('the record was read');
  return reading;
}

describe('the game record reader (docs/records.md)', () => {
  it('reads a record of the current version as it is', () => {
    const reading = readGameRecord(JSON.parse(JSON.stringify(current)));
    expect(reading).toEqual({ ok: true, record: current, readFromVersion: RECORD_VERSION });
  });

  it('reads a version 0 record (issue 12) as the current version', () => {
    const reading = readGameRecord(version0);
    expect(reading.ok && reading.readFromVersion).toBe(0);
    expect(reading.ok && reading.record).toEqual({ format: RECORD_FORMAT, recordVersion: 1, ...version0 });
  });

  it('reads the version 0 records kept by the game packages', () => {
    for (const file of ['dune/test/records/two-factions.json', 'imperium/test/records/four-players-choose.json']) {
      const text = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
      expect(parseGameRecord(text).ok, file).toBe(true);
    }
  });

  it('refuses a record of a newer version, saying which', () => {
    expect(refusal({ ...current, recordVersion: 2 })).toEqual({
      ok: false,
      refusal: 'newerRecord',
      detail: 'written in record version 2; this Arrakis reads versions up to 1',
    });
  });

  it('refuses a malformed record with the first problem', () => {
    expect(refusal({ ...current, seats: [] })).toMatchObject({ refusal: 'malformedRecord', detail: /^seats:/ });
    expect(refusal({ ...current, engineVersion: 'one' })).toMatchObject({ detail: /^engineVersion:/ });
    expect(refusal({ ...current, actions: [{ seat: 0 }] })).toMatchObject({ detail: /^actions\.0\.action:/ });
    expect(refusal({ ...current, actions: [{ seat: 2, action: { type: 'pass' } }] })).toEqual({
      ok: false,
      refusal: 'malformedRecord',
      detail: 'actions.0.seat: no seat 2 in this game',
    });
    expect(refusal({ ...current, seats: [{ name: 'Paul', kind: 'alien' }] })).toMatchObject({
      detail: /^seats\.0\.kind:/,
    });
    expect(refusal({ ...current, recordVersion: 0 })).toMatchObject({ refusal: 'malformedRecord' });
    expect(refusal({ ...current, surprise: true })).toMatchObject({ refusal: 'malformedRecord' });
    expect(refusal({ ...version0, seed: undefined })).toMatchObject({ refusal: 'malformedRecord', detail: /^seed:/ });
  });

  it('refuses what is not a record', () => {
    expect(refusal([current])).toMatchObject({ refusal: 'notARecord' });
    expect(refusal({ ...current, format: 'chess-pgn' })).toMatchObject({ refusal: 'notARecord' });
    expect(parseGameRecord('{"format": ')).toMatchObject({ ok: false, refusal: 'notJson' });
  });

  it('docs/records.schema.json is the schema the reader applies', () => {
    const documented: unknown = JSON.parse(
      readFileSync(new URL('../../../docs/records.schema.json', import.meta.url), 'utf8'),
    );
    expect(documented).toEqual(gameRecordJsonSchema());
  });
});
