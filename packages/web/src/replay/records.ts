import type { GameRecord } from '@arrakis/engine';
import { parseGameRecord, readGameRecord, type RecordReading } from '@arrakis/engine/records';
import type { TFunction } from 'i18next';
import { errorText } from '../i18n/errors.ts';
import { indexedDbStore } from '../transport/localStore.ts';
import type { ConnectionError } from '../transport/types.ts';
import { Replay, type ReplayRefusal } from './replayer.ts';

/** Why a record cannot be shown: the reader's refusal, the engine's, or the server's (`recordDiverges`…). */
export type RecordProblem =
  | { readonly kind: 'reading'; readonly refusal: Exclude<RecordReading, { ok: true }> }
  | { readonly kind: 'replay'; readonly refusal: ReplayRefusal }
  | { readonly kind: 'server'; readonly error: ConnectionError };

export type Checked =
  { readonly ok: true; readonly replay: Replay } | { readonly ok: false; readonly problem: RecordProblem };

/** Reads a record (any version the reader knows) without replaying it. */
export function readRecord(value: unknown): GameRecord | RecordProblem {
  const reading = typeof value === 'string' ? parseGameRecord(value) : readGameRecord(value);
  return reading.ok ? reading.record : { kind: 'reading', refusal: reading };
}

/** Reads a record (any version the reader knows) and replays it with this browser's engine. */
export function checkRecord(value: unknown): Checked {
  const reading = typeof value === 'string' ? parseGameRecord(value) : readGameRecord(value);
  if (!reading.ok) return { ok: false, problem: { kind: 'reading', refusal: reading } };
  const replay = Replay.of(reading.record);
  return replay instanceof Replay ? { ok: true, replay } : { ok: false, problem: { kind: 'replay', refusal: replay } };
}

/**
 * The server's own check of an imported record (`POST /api/records/check`): a server without it (or out of reach)
 * leaves the browser's check as the only one.
 */
export async function serverCheck(record: GameRecord): Promise<ConnectionError | null> {
  let response: Response;
  try {
    response = await fetch('/api/records/check', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(record),
    });
  } catch {
    return null;
  }
  if (response.status !== 400) return null;
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: unknown; params?: Record<string, string | number> };
  } | null;
  const code = body?.error?.code;
  if (typeof code !== 'string') return null;
  return { code, messageKey: `errors.${code}`, params: body?.error?.params ?? {} };
}

/** The problem in the reader's language: for a diverging record, the first refused action and why. */
export function problemText(t: TFunction, problem: RecordProblem): string {
  if (problem.kind === 'reading') {
    return t(`replay.refused.${problem.refusal.refusal}`, { detail: problem.refusal.detail });
  }
  if (problem.kind === 'server') {
    const { code, params } = problem.error;
    if (code === 'recordDiverges') {
      const index = Number(params['index']);
      const reason = String(params['reason'] ?? '');
      return t('replay.refused.actionRefused', {
        index,
        number: index + 1,
        reason: errorText(t, { code: reason }),
      });
    }
    return t(`replay.errors.${code}`, { defaultValue: errorText(t, problem.error) });
  }
  const r = problem.refusal;
  switch (r.kind) {
    case 'actionRefused':
      return t('replay.refused.actionRefused', { index: r.index, number: r.index + 1, reason: errorText(t, r.error) });
    case 'otherRules':
      return t('replay.refused.otherRules', { recorded: r.recorded, engine: r.engine });
    case 'notAGame':
      return t('replay.refused.notAGame', { game: r.game });
    case 'setupRefused':
      return t('replay.refused.setupRefused', { detail: r.detail });
  }
}

/** A saved game of this browser, as a record. */
export async function localRecord(id: string): Promise<unknown> {
  return indexedDbStore.load(id);
}

/** The name a downloaded record is saved under: the game and the day it began. */
export function recordFileName(record: Pick<GameRecord, 'game' | 'createdAt'>): string {
  const day = new Date(record.createdAt ?? Date.now()).toISOString().slice(0, 10);
  return `arrakis-${record.game}-${day}.json`;
}

/** Offers the record as a file to save. */
export function downloadRecord(record: GameRecord): void {
  const blob = new Blob([JSON.stringify(record, null, 1)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = recordFileName(record);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** An online match's record, for a finished match only (409 `matchNotFinished` before the end). */
export async function onlineRecord(
  matchId: string,
): Promise<{ ok: true; record: unknown } | { ok: false; error: ConnectionError }> {
  let response: Response;
  try {
    response = await fetch(`/api/matches/${encodeURIComponent(matchId)}/record`);
  } catch {
    return { ok: false, error: { code: 'network', messageKey: 'errors.network', params: {} } };
  }
  if (response.ok) return { ok: true, record: (await response.json()) as unknown };
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: unknown; params?: Record<string, string | number> };
  } | null;
  const code = typeof body?.error?.code === 'string' ? body.error.code : `http${response.status}`;
  return { ok: false, error: { code, messageKey: `errors.${code}`, params: body?.error?.params ?? {} } };
}
