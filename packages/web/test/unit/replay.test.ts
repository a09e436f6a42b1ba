import { stateHash, type GameRecord } from '@arrakis/engine';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { fr } from '../../src/i18n/fr.ts';
import { parseReplayLink, pointOf, replayPath } from '../../src/replay/links.ts';
import { checkRecord, problemText } from '../../src/replay/records.ts';
import { Replay } from '../../src/replay/replayer.ts';
import { LocalGame } from '../../src/transport/localGame.ts';
import type { LocalGameSetup } from '../../src/transport/localRules.ts';
import '../../src/game/refusals.ts';

/** A whole game played by bots in the browser's engine, as the browser saves it. */
function botGame(setup: LocalGameSetup): GameRecord {
  const game = new LocalGame(setup, 'test', 1_700_000_000_000);
  game.runBots();
  expect(game.over).toBe(true);
  const { actions } = game.unsaved();
  const { id, ...header } = game.header();
  expect(id).toBe('test');
  return { ...header, actions };
}

const duneSetup: LocalGameSetup = {
  seats: [
    { name: 'Anne', kind: 'bot', botLevel: 'heuristic' },
    { name: 'Bert', kind: 'bot', botLevel: 'heuristic' },
  ],
  options: {},
  seed: 'replay-viewer-1',
};

describe('the replay viewer steps through a record with the game engine (issue 22)', () => {
  const record = botGame(duneSetup);
  const replay = Replay.of(record);
  if (!(replay instanceof Replay)) throw new Error(`record refused: ${JSON.stringify(replay)}`);

  it('every point is the state the record reaches after that many actions, in any order of steps', () => {
    expect(replay.finished).toBe(true);
    expect(replay.length).toBe(record.actions.length);
    const direct = (at: number) => {
      const r = Replay.of({ ...record, actions: record.actions.slice(0, at) });
      if (!(r instanceof Replay)) throw new Error('prefix refused');
      return stateHash(r.stateAt(at));
    };
    for (const at of [replay.length, 0, 37, 36, 38, 17, replay.length - 1, 1]) {
      expect(stateHash(replay.stateAt(at))).toBe(direct(at));
    }
  });

  it('steps by turn and by phase land on the first point of a turn or phase', () => {
    const turns = replay.turns();
    expect(turns.length).toBeGreaterThan(2);
    const third = replay.turnStart(3);
    expect(replay.marks[third]!.turn).toBe(3);
    expect(replay.marks[third - 1]!.turn).toBeLessThan(3);
    expect(replay.nextTurn(third)).toBe(replay.turnStart(4));
    expect(replay.previousTurn(third)).toBe(replay.turnStart(2));
    expect(replay.previousTurn(third + 2)).toBe(third);
    const next = replay.nextPhase(third);
    expect(replay.marks[next]!.phase).not.toBe(replay.marks[third]!.phase);
    expect(replay.previousPhase(next)).toBe(third);
  });

  it('a finished game shows every seat its view and every event (omniscient); a seat alone sees its own', () => {
    const at = replay.length;
    const all = replay.updateAt(at, 0, true);
    const own = replay.updateAt(at, 0, false);
    expect(all.status).toBe('finished');
    expect(all.log.length).toBeGreaterThan(own.log.length);
    expect(replay.updateAt(10, 1, true).log.every((e) => e.seq <= 10)).toBe(true);
    expect(replay.updateAt(10, 1, true).status).toBe('active');
  });

  it('a tampered record is refused with the index of the first refused action and its reason, in French', async () => {
    await i18next.init({ lng: 'fr', resources: { fr: { translation: fr } }, interpolation: { escapeValue: false } });
    const index = 40;
    const tampered = {
      ...record,
      actions: record.actions.map((a, i) => (i === index ? { ...a, seat: (a.seat + 1) % 2 } : a)),
    };
    const checked = checkRecord(JSON.stringify(tampered));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problem).toMatchObject({ kind: 'replay', refusal: { kind: 'actionRefused', index } });
    const text = problemText(i18next.t, checked.problem);
    expect(text).toContain(`l’action n° ${index + 1} (indice ${index}) est refusée`);
    expect(text).not.toMatch(/errors\.|replay\./);
  });

  it('a file that is not a record, or of another engine version, is refused in words', async () => {
    await i18next.init({ lng: 'fr', resources: { fr: { translation: fr } }, interpolation: { escapeValue: false } });
    const notJson = checkRecord('{ pas du json');
    expect(notJson.ok).toBe(false);
    if (!notJson.ok) expect(problemText(i18next.t, notJson.problem)).toMatch(/^Ce fichier n’est pas une partie/);
    const other = checkRecord({ ...record, engineVersion: record.engineVersion + 1 });
    expect(other.ok).toBe(false);
    if (!other.ok) expect(problemText(i18next.t, other.problem)).toMatch(/autre version des règles/);
  });
});

describe('play on from here, on this device (issue 22)', () => {
  it("starts at the record's point with a fresh seed: the same views, another future, nothing to save", () => {
    const record = botGame(duneSetup);
    const replay = Replay.of(record);
    if (!(replay instanceof Replay)) throw new Error('record refused');
    const at = replay.turnStart(3);
    const branch = (seed: string) =>
      new LocalGame({ ...duneSetup, branch: { actions: record.actions.slice(0, at), seed } }, 'branch');
    const game = branch('fresh-1');
    expect(game.branched).toBe(true);
    // Nothing of it is saved: the record format keeps no branch.
    expect(game.unsaved().actions).toEqual([]);
    const update = game.update(0, null);
    expect(update.seq).toBe(at);
    // What every seat saw stays (rules of rebranch, docs/records.md): the view at the point, for each seat.
    for (const seat of [0, 1]) expect(game.update(seat, null).view).toEqual(replay.viewAt(at, seat));
    // Two branches with other seeds play on differently (their hidden piles are reshuffled).
    const other = branch('fresh-2');
    game.runBots();
    other.runBots();
    const played = (g: LocalGame) => JSON.stringify(g.unsaved().actions.map((a) => [a.seat, a.action]));
    expect(played(game)).not.toBe(played(other));
  });
});

describe('replay addresses', () => {
  it('name the source and the point, and read back', () => {
    for (const source of [
      { kind: 'online', matchId: 'abc-123' },
      { kind: 'local', id: 'x9y8' },
      { kind: 'file' },
    ] as const) {
      expect(parseReplayLink(replayPath(source))).toEqual(source);
    }
    expect(pointOf('?at=412')).toBe(412);
    expect(pointOf('?at=-3')).toBeNull();
    expect(pointOf('')).toBeNull();
  });
});
