import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '@arrakis/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildWeb,
  clickRandomPrompt,
  DIST,
  docScreenshot,
  launchChromium,
  screenshot,
  seededRandom,
  watchErrors,
} from './harness.ts';

const SEEDS = 'governor-e2e';
const MAX_CLICKS = 1500;
let browser: Browser;

beforeAll(async () => {
  await buildWeb();
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

// Issue 20, must-show 3: a game with the Governor and the victory points showing the score track (rules 000 XXXIV,
// XXXVIII): one person and five bots, the matches seeded; played by clicks through the first turn's scoring.
describe('the Governor of Dune and the victory points in the browser (rules 000 XXXIV, XXXVIII)', () => {
  it('six seats, the person and five bots: the quarters on the board, the Governor named, a turn scored on the track', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arrakis-governor-'));
    const server = await startServer({
      port: 0,
      sqlitePath: join(dir, 'arrakis.db'),
      webRoot: DIST,
      matchSeeds: SEEDS,
      autoPassDelay: { minMs: 100, maxMs: 400 },
    });
    const context = await browser.newContext({ viewport: { width: 1440, height: 960 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto(server.url);
      await page.getByTestId('mode-online').check();
      // 000 XXXVIII needs XXXIV: the lobby switches the Governor on with the points.
      await page.getByTestId('option-victoryPoints').check();
      expect(await page.getByTestId('option-governor').isChecked()).toBe(true);
      await page.getByTestId('create').click();
      await page.locator('.game').waitFor();
      // The south quarters are drawn (their own bands on the board) and the track is shown from the start.
      await page.locator('[data-territory="arrakeenSouth"]').first().waitFor();
      await page.getByTestId('score-track').waitFor();
      const random = seededRandom(3_434);
      let clicks = 0;
      const scored = async () =>
        (await page
          .locator('[data-testid="score-track"] li[data-points]')
          .evaluateAll((items) => items.some((li) => Number(li.getAttribute('data-points')) !== 0))) ||
        Number(await page.locator('.game').getAttribute('data-turn')) >= 2;
      while (clicks < MAX_CLICKS && !(await scored())) {
        if (await page.getByTestId('end-screen').isVisible()) break;
        if (await clickRandomPrompt(page, random)) clicks++;
        else await page.waitForTimeout(50);
      }
      expect(await scored()).toBe(true);
      await page
        .getByTestId('governor-mark')
        .waitFor({ timeout: 5_000 })
        .catch(() => undefined);
      await docScreenshot(page, 'governor-score-track');
      const track = await page.getByTestId('score-track').innerText();
      expect(track).toMatch(/Points de victoire/);
      expect(track).toMatch(/Tour \d+ sur 15/);
      expect(errors).toEqual([]);
    } catch (e) {
      await screenshot(page, 'governor-failure');
      throw e;
    } finally {
      await context.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 900_000);
});
