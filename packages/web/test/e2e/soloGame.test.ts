import { describe, expect, it } from 'vitest';
import { clickRandomPrompt, onlineTestbed, screenshot, seededRandom, watchErrors } from './harness.ts';

const MAX_CLICKS = 1500;

describe('a 6-seat game, one person and five bots, played by clicks to the end', () => {
  const env = onlineTestbed();

  it('reaches the end screen', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 960 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const pageErrors = watchErrors(page);
    await page.goto(env.server.url);
    await page.getByTestId('mode-online').check();
    await page.getByTestId('create').click();
    // One person against bots: the game opens at once.
    await page
      .locator('.game')
      .waitFor()
      .catch(async (e: unknown) => {
        await screenshot(page, 'failure-open');
        throw new Error(`${String(e)}\n${pageErrors.join('\n')}\n${await page.locator('body').innerText()}`);
      });

    const random = seededRandom(20_260_101);
    const shots = new Set<string>();
    let clicks = 0;
    while (clicks < MAX_CLICKS) {
      if (await page.getByTestId('end-screen').isVisible()) break;
      if (!shots.has('bidding') && (await page.getByTestId('bidding').isVisible())) {
        await screenshot(page, 'bidding');
        shots.add('bidding');
      }
      if (!shots.has('battle-wheel') && (await page.getByTestId('battle-plan').isVisible())) {
        await screenshot(page, 'battle-wheel');
        shots.add('battle-wheel');
      }
      const turn = Number(await page.locator('.game').getAttribute('data-turn'));
      if (!shots.has('board') && turn >= 3) {
        await screenshot(page, 'board');
        shots.add('board');
      }
      if (await clickRandomPrompt(page, random)) clicks++;
      else await page.waitForTimeout(50);
    }
    await page.getByTestId('end-screen').waitFor({ timeout: 60_000 });
    await screenshot(page, 'end-screen');
    expect(await page.getByTestId('end-screen').textContent()).toMatch(/Fin de la partie/);
    expect(shots.has('bidding')).toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 420_000);
});
