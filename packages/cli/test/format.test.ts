import { describe, expect, it } from 'vitest';
import { formatNumber, formatTable } from '../src/format.ts';
import { formatEvent, formatOutcome, transcript } from '../src/transcript.ts';

describe('formatTable', () => {
  it('aligns text left and numbers right', () => {
    expect(
      formatTable(
        ['name', 'wins'],
        [
          ['fremen', 12],
          ['bene gesserit', 3],
        ],
      ),
    ).toEqual(['name           wins', '-------------  ----', 'fremen           12', 'bene gesserit     3']);
  });

  it('separates thousands', () => {
    expect(formatNumber(1234567.891, 1)).toBe('1,234,567.9');
  });
});

describe('transcript', () => {
  it('prints public events as type key=value under a heading per turn', () => {
    const lines = transcript([
      { type: 'setupDone', visibility: 'public', params: {} },
      { type: 'turnStarted', visibility: 'public', params: { turn: 1 } },
      { type: 'shipped', visibility: 'public', params: { faction: 'fremen', to: 'Arrakeen', forces: 3 } },
      { type: 'traitorPicked', visibility: [2], params: { leader: 'Piter' } },
      { type: 'said', visibility: 'public', params: { text: 'two words', list: [1, 2] } },
    ]);
    expect(lines).toEqual([
      '  setupDone',
      '',
      '== Turn 1 ==',
      '  shipped faction=fremen to=Arrakeen forces=3',
      '  said text="two words" list=[1,2]',
    ]);
  });

  it('prints a game’s own sentences when it has them, the turn’s sentence as the heading', () => {
    const lines = transcript(
      [
        { type: 'turnStarted', visibility: 'public', params: { turn: 2 } },
        { type: 'shipped', visibility: 'public', params: { count: 3 } },
        { type: 'traitorPicked', visibility: [2], params: { leader: 'Piter' } },
      ],
      (event) =>
        event.type === 'turnStarted' ? 'Début du tour 2.' : `${String(event.params.count)} pions débarquent.`,
    );
    expect(lines).toEqual(['', '== Début du tour 2 ==', '  3 pions débarquent.']);
  });

  it('formats an event and an outcome', () => {
    expect(formatEvent({ type: 'x', visibility: 'public', params: { ok: true, none: null } })).toBe(
      'x ok=true none=null',
    );
    const label = (seat: number) => ['atreides', 'fremen'][seat]!;
    expect(formatOutcome({ winners: [0, 1], reason: 'strongholds', turn: 4 }, label)).toBe(
      'Winners: atreides (seat 0), fremen (seat 1); reason: strongholds; turn 4',
    );
  });
});
