import { readFileSync } from 'node:fs';
import { DEFAULT_REVIEW_BUDGET, REVIEW_ENTRIES, reviewRecord } from '@arrakis/bots';
import type { GameRecord, GameReview } from '@arrakis/engine';
import { readGameRecord } from '@arrakis/engine/records';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { docScreenshot, onlineTestbed, watchErrors } from './harness.ts';

function fixture(path: string): { record: GameRecord; text: string } {
  const text = readFileSync(new URL(path, import.meta.url), 'utf8');
  const reading = readGameRecord(JSON.parse(text) as unknown);
  if (!reading.ok) throw new Error(`fixture unreadable: ${reading.detail}`);
  return { record: reading.record, text };
}

/** Counts the review workers the page starts (issue 22: a review kept is never computed again). */
function countReviewWorkers(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('worker', (worker) => {
    if (/reviewWorker/.test(worker.url())) counter.count++;
  });
  return counter;
}

/**
 * Saves a finished game in this browser's store as the local game `id`, the way the game's worker keeps a game it
 * played (one row for the game, one per action): a game of two bots ended without playing it for minutes.
 */
async function storeLocalGame(page: Page, id: string, record: GameRecord): Promise<void> {
  const { actions, ...header } = record;
  const summary = {
    id,
    game: record.game,
    players: record.seats.map((s) => ({ name: s.name, kind: s.kind, role: null })),
    status: 'finished',
    waitingFor: [],
    round: 0,
    phase: 'end',
    seq: actions.length,
    createdAt: 1_800_000_000_000,
    updatedAt: 1_800_000_000_000,
    lastEvent: null,
  };
  await page.evaluate(
    async ({ id, header, summary, actions }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        // The store's layout at version 2 (localStore.ts), made here when the page has not opened it yet.
        const open = indexedDB.open('arrakis', 2);
        open.onupgradeneeded = () => {
          const made = open.result;
          if (!made.objectStoreNames.contains('games')) made.createObjectStore('games', { keyPath: 'id' });
          if (!made.objectStoreNames.contains('actions'))
            made.createObjectStore('actions', { keyPath: ['gameId', 'index'] });
          if (!made.objectStoreNames.contains('reviews')) made.createObjectStore('reviews');
        };
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction(['games', 'actions'], 'readwrite');
      tx.objectStore('games').put({ id, header, summary });
      actions.forEach((a, index) => tx.objectStore('actions').put({ gameId: id, index, ...a }));
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { id, header, summary, actions },
  );
}

/** The review kept in this browser's store under `key`, as the viewer wrote it. */
async function keptReview(page: Page, key: string): Promise<GameReview | null> {
  return page.evaluate(async (key) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('arrakis');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const found = await new Promise<unknown>((resolve, reject) => {
      const get = db.transaction(['reviews'], 'readonly').objectStore('reviews').get(key);
      get.onsuccess = () => resolve(get.result);
      get.onerror = () => reject(get.error);
    });
    db.close();
    return (found ?? null) as GameReview | null;
  }, key);
}

/** The keys of the imported records' reviews kept in this browser. */
async function fileKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('arrakis');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
      const all = db.transaction(['reviews'], 'readonly').objectStore('reviews').getAllKeys();
      all.onsuccess = () => resolve(all.result);
      all.onerror = () => reject(all.error);
    });
    db.close();
    return keys.map(String).filter((k) => k.startsWith('file:'));
  });
}

/** Opens the viewer's chart and waits for the review: the chart and its three key moments. */
async function chartShown(page: Page, timeout: number): Promise<void> {
  const toggle = page.getByTestId('replay-chart-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByTestId('win-chart').waitFor({ timeout });
  await expect.poll(() => page.getByTestId('key-moment').count()).toBe(3);
}

describe('the review of games played in this browser (issue 22): in a worker of its own, kept, never again', () => {
  const env = onlineTestbed();

  it('a finished local game of two bots: its end screen leads to the viewer, whose chart and moments come from the browser’s worker, and a reload shows them at once', async () => {
    const { record } = fixture('../../../dune/test/records/two-factions.json');
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const workers = countReviewWorkers(page);
    await page.goto(env.server.url);
    await page.getByTestId('create').waitFor();
    await storeLocalGame(page, 'reviewtwo', record);

    await page.goto(`${env.server.url}/local/dune/reviewtwo`);
    const end = page.getByTestId('end-screen');
    await end.waitFor({ timeout: 60_000 });
    await end.getByTestId('watch-replay').click();
    await page.getByTestId('replay').waitFor();
    await page.getByTestId('replay-chart-toggle').click();
    // Under way, it says which turn it searches, of how many ("tour 4 sur 16"), in the reader's language.
    await expect
      .poll(async () => (await page.getByTestId('review').innerText()).replace(/\s+/g, ' '), { timeout: 60_000 })
      .toMatch(/Analyse en cours sur cet appareil : tour \d+ sur \d+…/);
    await chartShown(page, 180_000);
    expect(workers.count).toBe(1);
    // Written just after it is shown.
    await expect.poll(() => keptReview(page, 'local:reviewtwo').then((r) => r !== null)).toBe(true);
    const review = await keptReview(page, 'local:reviewtwo');
    // The server's review of the same record (the same code and budget, deterministic): equal but for its time.
    const server = reviewRecord(REVIEW_ENTRIES.dune, record, DEFAULT_REVIEW_BUDGET);
    expect({ ...review, searched: { ...review?.searched, ms: 0 } }).toEqual({
      ...server,
      searched: { ...server.searched, ms: 0 },
    });
    console.log(`two-factions Dune (259 actions) reviewed in Chromium's worker in ${review?.searched.ms} ms`);
    await docScreenshot(page, 'replay-chart-local');

    // Kept with the game: a reload shows the chart at once, with no second worker.
    await page.reload();
    await page.getByTestId('replay').waitFor();
    await chartShown(page, 10_000);
    expect(await page.getByTestId('review-pending').count()).toBe(0);
    expect(workers.count).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it('an imported record is reviewed on request, kept under its hash; the two figures of docs/performance.md', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const workers = countReviewWorkers(page);
    const figures: string[] = [];
    const seen = new Set<string>();
    for (const [path, name] of [
      ['../../../imperium/test/records/four-players-choose.json', 'four-players-choose Imperium (437 actions)'],
      ['../../../dune/test/records/six-factions-every-option.json', 'six-factions-every-option Dune (1533 actions)'],
    ] as const) {
      const { text } = fixture(path);
      await page.goto(env.server.url);
      await page.getByTestId('import-file').setInputFiles({
        name: 'game.json',
        mimeType: 'application/json',
        buffer: Buffer.from(text),
      });
      await page.getByTestId('replay').waitFor();
      await page.getByTestId('replay-chart-toggle').click();
      const before = workers.count;
      // Nothing is computed before it is asked for.
      await page.getByTestId('review-start').click();
      await expect
        .poll(async () => (await page.getByTestId('review').innerText()).replace(/\s+/g, ' '), { timeout: 60_000 })
        .toMatch(/Review under way on this device: (turn|round) \d+ of \d+…/);
      await chartShown(page, 280_000);
      expect(workers.count).toBe(before + 1);
      // Written just after it is shown: one key more, this record's.
      await expect.poll(async () => (await fileKeys(page)).filter((k) => !seen.has(k)).length).toBe(1);
      const key = (await fileKeys(page)).find((k) => !seen.has(k))!;
      seen.add(key);
      expect(key).toMatch(/^file:[0-9a-f]{64}$/);
      const review = await keptReview(page, key);
      figures.push(`${name}: ${review?.searched.ms} ms`);
      // The same file again: its review is found under its hash, no button, no worker.
      await page.reload();
      await page.getByTestId('replay').waitFor();
      await chartShown(page, 10_000);
      expect(await page.getByTestId('review-start').count()).toBe(0);
      expect(workers.count).toBe(before + 1);
    }
    console.log(`reviewed in Chromium's worker (DEFAULT_REVIEW_BUDGET): ${figures.join('; ')}`);
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});
