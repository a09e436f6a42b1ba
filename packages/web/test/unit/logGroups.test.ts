import { describe, expect, it } from 'vitest';
import { duneLogGrouping, groupLog, imperiumLogGrouping, type LogTurnGroup } from '../../src/game/logGroups.ts';
import type { LogEntry } from '../../src/transport/types.ts';

const entries = (...types: readonly (readonly [number, string, Record<string, unknown>?])[]): LogEntry[] =>
  types.map(([seq, type, params = {}]) => ({ seq, type, params }));

/** Each turn as its number, opener seq and phases: titles with the seqs under them. */
const shape = (turns: readonly LogTurnGroup[]) =>
  turns.map((g) => ({
    turn: g.turn,
    opener: g.opener?.entry.seq ?? null,
    count: g.count,
    phases: g.phases.map((p) => [p.title, p.entries.map((e) => e.entry.seq)]),
  }));

describe('the log grouped by turn and phase (issue 21)', () => {
  // rules 000 §5: the setup, then each turn's phases in order, named as rules 000 names them in French.
  it('Dune: the setup, then a heading per turn and per phase, in French', () => {
    const log = entries(
      [1, 'traitorChosen', { seat: 0 }],
      [2, 'fremenPlaced', { seat: 1 }],
      [3, 'turnStarted', { turn: 1 }],
      [3, 'stormMoved', { sectors: 4 }],
      [4, 'spiceBlow', { territory: 'theMinorErg' }],
      [5, 'cardsUpForBid', { count: 6 }],
      [6, 'bidMade', { seat: 0, amount: 1 }],
      // A gift marks no phase: it stays under the bidding.
      [6, 'spiceGiven', { seat: 0 }],
      [7, 'cardBought', { seat: 0, bid: 1 }],
      [8, 'shipped', { seat: 1 }],
      [9, 'battleStarted', { seat: 1 }],
      [10, 'spiceCollected', { seat: 0 }],
      [11, 'turnStarted', { turn: 2 }],
      [11, 'stormMoved', { sectors: 2 }],
    );
    expect(shape(groupLog(log, duneLogGrouping('fr'), 2))).toEqual([
      { turn: 0, opener: null, count: 2, phases: [['Mise en place', [1, 2]]] },
      {
        turn: 1,
        opener: 3,
        count: 10,
        phases: [
          ['Tempête', [3]],
          ['Explosion de l’Epice', [4]],
          ['Enchères', [5, 6, 6, 7]],
          ['Enrôlement et mouvement', [8]],
          ['Bataille', [9]],
          ['Récolte', [10]],
        ],
      },
      { turn: 2, opener: 11, count: 2, phases: [['Tempête', [11]]] },
    ]);
  });

  it('Dune in Dutch: the phases by rules 003', () => {
    const log = entries([1, 'turnStarted', { turn: 1 }], [1, 'stormMoved'], [2, 'bidMade', { seat: 0 }]);
    expect(shape(groupLog(log, duneLogGrouping('nl'), 1))[0]!.phases.map(([title]) => title)).toEqual([
      'Storm',
      'Bieden',
    ]);
  });

  it('a page that starts inside a turn: that turn without its opener, and events before the first phase mark', () => {
    const log = entries(
      [40, 'spiceGiven', { seat: 0 }],
      [41, 'shipped', { seat: 1 }],
      [42, 'turnStarted', { turn: 5 }],
    );
    expect(shape(groupLog(log, duneLogGrouping('en'), 5))).toEqual([
      {
        turn: 4,
        opener: null,
        count: 2,
        phases: [
          [null, [40]],
          ['Revival and movement', [41]],
        ],
      },
      { turn: 5, opener: 42, count: 1, phases: [] },
    ]);
    // No turn opened in the page: the game's current turn.
    expect(shape(groupLog(log.slice(0, 2), duneLogGrouping('en'), 7))[0]!.turn).toBe(7);
  });

  it('a phase marked again later in the turn gets no second heading (the transcript’s order)', () => {
    const log = entries([1, 'turnStarted', { turn: 3 }], [1, 'stormMoved'], [2, 'bidMade'], [3, 'stormMoved']);
    expect(shape(groupLog(log, duneLogGrouping('fr'), 3))[0]!.phases).toEqual([
      ['Tempête', [1]],
      ['Enchères', [2, 3]],
    ]);
  });

  it('keys stay put when earlier entries come, and entries of one seq are told apart', () => {
    const log = entries([5, 'turnStarted', { turn: 2 }], [5, 'stormMoved'], [5, 'forcesLostToStorm']);
    const keys = (g: readonly LogTurnGroup[]) => g.flatMap((t) => t.phases.flatMap((p) => p.entries.map((e) => e.key)));
    const before = groupLog(log, duneLogGrouping('fr'), 2);
    const after = groupLog([...entries([4, 'spiceCollected']), ...log], duneLogGrouping('fr'), 2);
    expect(keys(before)).toEqual(['5.1', '5.2']);
    expect(keys(after)).toEqual(['4.0', '5.1', '5.2']);
    expect(after.at(-1)!.key).toBe(before.at(-1)!.key);
  });

  // rules 002 STRUCTURE D'UNE MANCHE: rounds, then their phases.
  it('Imperium: a heading per round and per phase', () => {
    const log = entries(
      [1, 'leaderChosen', { seat: 0 }],
      [2, 'roundStarted', { round: 1, firstPlayer: 0 }],
      [2, 'conflictRevealed'],
      [3, 'agentSent', { seat: 0 }],
      [4, 'combatResolved'],
      [4, 'recall'],
    );
    const grouped = groupLog(log, imperiumLogGrouping('fr'), 1);
    expect(shape(grouped).map((g) => [g.turn, g.phases.map(([title]) => title)])).toEqual([
      [0, ['Mise en place']],
      [1, ['Début de manche', 'Tours des joueurs', 'Combat', 'Rappel']],
    ]);
    expect(imperiumLogGrouping('fr').round).toBe(true);
  });
});
