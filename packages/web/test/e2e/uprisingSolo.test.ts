import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickRandomPrompt, docScreenshot, onlineTestbed, seededRandom, watchErrors } from './harness.ts';

const MAX_CLICKS = 2000;
const SEED = 11;

/** The drawer of tabs slides off a phone's screen when the layout changes: a picture waits until it is out. */
async function drawerSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const drawer = document.querySelector('[data-testid=drawer]');
    return drawer === null || drawer.getBoundingClientRect().left >= window.innerWidth - 1 || window.innerWidth > 900;
  });
}

/** The picture at 1440×900, then at 390×844, then back. */
async function shoot(page: Page, name: string): Promise<void> {
  await docScreenshot(page, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await drawerSettled(page);
  await docScreenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await drawerSettled(page);
}

describe('Dune: Imperium – Uprising solo against the two Rivals at Expert, to the end screen (issue 15)', () => {
  const env = onlineTestbed();

  it('one person on this device decides for the Rivals when asked; the end screen shows the result and the Rivals', async () => {
    const started = Date.now();
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // A game on this device is seeded with Date.now() and Math.random(): fixed here, the game is the same each run
    // (one where a Rival's payment is the person's to decide).
    await page.addInitScript((seed) => {
      let a = seed;
      Math.random = () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
      Date.now = () => 1_767_225_600_000;
    }, SEED);
    await page.goto(env.server.url);
    await page.getByTestId('game-select').first().selectOption('uprising');
    await page.getByTestId('imp-seat-count').selectOption('1');
    await page.getByTestId('up-rival-difficulty').selectOption('expert');
    await page.getByTestId('imp-mode-hotseat').check();
    await page.getByTestId('imp-create').click();
    await page.locator('.game.imperium[data-game=uprising]').waitFor();

    const random = seededRandom(SEED);
    const kinds = new Set<string>();
    let clicks = 0;
    let idle = 0;
    let midShot = false;
    let rivalPayAnswers = 0;
    while (clicks < MAX_CLICKS && !(await page.getByTestId('end-screen').isVisible())) {
      if (await page.getByTestId('privacy').isVisible()) {
        await page.getByTestId('privacy-ready').click();
        continue;
      }
      const frame = await page
        .locator('[data-testid=prompt] .imp-prompt')
        .getAttribute('data-frame', { timeout: 50 })
        .catch(() => null);
      if (frame) kinds.add(frame);
      if (frame === 'rivalPay' && rivalPayAnswers === 0) {
        // rules 004 "JEU SOLO – DÉTAIL (MAISON HAGAL)" (rules 002 PARTIE SOLO, Choix): whether a Rival pays is the
        // person's to decide, yes or no.
        rivalPayAnswers = await page.locator('[data-testid=prompt] button[data-testid=action]:visible').count();
        await docScreenshot(page, 'uprising-solo-rival-pay');
      }
      if (!midShot && frame === 'turn' && Number(await page.locator('.game').getAttribute('data-turn')) >= 4) {
        await shoot(page, 'uprising-solo');
        midShot = true;
      }
      if (await clickRandomPrompt(page, random)) {
        clicks++;
        idle = 0;
      } else {
        idle++;
        expect(idle, 'the prompt offered nothing for too long').toBeLessThan(1200);
        await page.waitForTimeout(50);
      }
    }
    const end = page.getByTestId('end-screen');
    await end.waitFor({ timeout: 60_000 });
    await shoot(page, 'uprising-solo-end');
    const played = Date.now() - started;

    // The result: the round it ended, the winners, and the scores table with a row for the person and each Rival.
    const text = (await end.textContent())!;
    expect(text).toMatch(/Fin de la partie/);
    expect(text).toMatch(/Manche \d+|manche \d+/);
    expect(await page.getByTestId('winners').count()).toBe(1);
    const rows = await page.locator('[data-testid=scores] tbody tr').allInnerTexts();
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => /Rival 1/.test(row))).toHaveLength(1);
    expect(rows.filter((row) => /Rival 2/.test(row))).toHaveLength(1);
    console.log(
      `Uprising solo (Expert): ${clicks} clicks, ${Math.round(played / 1000)} s; decisions met: ${[...kinds].sort().join(', ')}`,
    );
    expect(kinds).toContain('turn');
    expect(kinds).toContain('rivalPay');
    expect(rivalPayAnswers).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
    await context.close();
  }, 900_000);
});
