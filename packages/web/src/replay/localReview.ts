import { DEFAULT_REVIEW_BUDGET } from '@arrakis/bots';
import type { GameRecord, ReviewStatus } from '@arrakis/engine';
import { useEffect, useState } from 'react';
import { fileReviewKey, localReviewKey, storedReview, storeReview } from '../transport/localStore.ts';
import type { FromReview, ReviewProgress, ToReview } from '../transport/reviewProtocol.ts';
import type { ReplaySource } from './links.ts';

/**
 * The review of a game of this browser or of an imported file (issue 22), as the panel shows it: `status` null is
 * an imported record not reviewed yet, which `start` reviews on request.
 */
export interface LocalReview {
  readonly status: ReviewStatus | null;
  readonly progress: ReviewProgress | null;
  readonly start: (() => void) | null;
}

/**
 * The record's hash, hex: the same file imported again finds its review. SHA-256 where the page may use
 * `crypto.subtle` (a secure context); elsewhere (plain http on a local network) two 32-bit FNV-1a hashes of the text.
 */
async function recordHash(record: GameRecord): Promise<string> {
  const text = JSON.stringify(record);
  if (globalThis.crypto?.subtle) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  }
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x811c9dc5 | 1) >>> 0;
  }
  return `fnv${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`;
}

/**
 * Reviews `record` in a worker of its own (`reviewWorker.ts`) with the server's budget, keeps the result under
 * `key`, and tells `listener` how far it is. The returned function cancels it (the worker is stopped at once).
 */
function reviewInWorker(key: string, record: GameRecord, listener: (state: LocalReview) => void): () => void {
  const worker = new Worker(new URL('../transport/reviewWorker.ts', import.meta.url), { type: 'module' });
  const job = 1;
  let live = true;
  const stop = () => {
    live = false;
    worker.terminate();
  };
  worker.addEventListener('message', (event: MessageEvent<FromReview>) => {
    const message = event.data;
    if (!live || message.job !== job) return;
    if (message.type === 'progress') {
      listener({ status: { status: 'running' }, progress: message.progress, start: null });
      return;
    }
    stop();
    if (message.type === 'refused') {
      listener({ status: { status: 'unavailable', reason: message.reason }, progress: null, start: null });
      return;
    }
    const ready: LocalReview = { status: { status: 'ready', review: message.review }, progress: null, start: null };
    // Shown at once; kept for the next visit (a failed write only means it is computed again then).
    listener(ready);
    void storeReview(key, message.review).catch(() => undefined);
  });
  worker.addEventListener('error', () => {
    if (!live) return;
    stop();
    listener({ status: { status: 'unavailable', reason: 'worker' }, progress: null, start: null });
  });
  worker.postMessage({ type: 'start', job, record, budget: DEFAULT_REVIEW_BUDGET } satisfies ToReview);
  return stop;
}

/**
 * The review of a local game or an imported record, from this browser's store, else computed here: at once for a
 * finished game of this browser, on request for a file. Only a finished game is reviewed (the full state is secret
 * before the end; the worker checks it too). Leaving the viewer stops the computation.
 */
export function useLocalReview(source: ReplaySource, record: GameRecord | null, finished: boolean): LocalReview | null {
  const [state, setState] = useState<LocalReview | null>(null);
  const [asked, setAsked] = useState(false);
  const local = source.kind === 'local' ? source.id : null;
  const wanted = source.kind !== 'online' && record !== null;
  useEffect(() => {
    if (!wanted || record === null) {
      setState(null);
      return;
    }
    let live = true;
    let cancel: (() => void) | null = null;
    const show = (next: LocalReview) => {
      if (live) setState(next);
    };
    void (async () => {
      const key = local !== null ? localReviewKey(local) : fileReviewKey(await recordHash(record));
      // A browser without IndexedDB (or refusing it) computes the review each time.
      const kept = await storedReview(key).catch(() => null);
      if (!live) return;
      if (kept) {
        show({ status: { status: 'ready', review: kept }, progress: null, start: null });
        return;
      }
      if (!finished) {
        show({ status: { status: 'unavailable', reason: 'notFinished' }, progress: null, start: null });
        return;
      }
      if (local === null && !asked) {
        show({ status: null, progress: null, start: () => setAsked(true) });
        return;
      }
      show({ status: { status: 'pending' }, progress: null, start: null });
      cancel = reviewInWorker(key, record, show);
    })();
    return () => {
      live = false;
      cancel?.();
    };
  }, [wanted, record, local, finished, asked]);
  return wanted ? state : null;
}
