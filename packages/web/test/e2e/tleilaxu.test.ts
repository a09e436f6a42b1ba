import { describe, expect, it } from 'vitest';
import { clickRandomPrompt, docScreenshot, onlineTestbed, seededRandom, watchErrors } from './harness.ts';

const MAX_CLICKS = 3000;

// Issue 20, must-show 3: rules 000 XXXVII, the Bene Tleilax as a seventh faction: seven seats in the lobby (the
// option brings the extra powers of §15 it is written for), one person and six bots, to the end screen.
describe('a 7-seat game with the Bene Tleilax, one person and six bots, to the end', () => {
  const env = onlineTestbed();

  it('offers the seventh seat with the option, seats the Bene Tleilax on the board, and reaches the end screen', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 960 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const pageErrors = watchErrors(page);
    await page.goto(env.server.url);
    await page.getByTestId('mode-online').check();
    const counts = () => page.getByTestId('seat-count').locator('option').allTextContents();
    expect(await counts()).not.toContain('7');
    await page.getByTestId('option-tleilaxu').check();
    expect(await page.getByTestId('option-extraPowers').isChecked()).toBe(true);
    expect(await counts()).toContain('7');
    await page.getByTestId('seat-count').selectOption('7');
    await docScreenshot(page, 'tleilaxu-lobby');
    await page.getByTestId('create').click();
    await page.locator('.game').waitFor();
    expect(await page.locator('.game').innerText()).toContain('Bene Tleilax');
    await docScreenshot(page, 'tleilaxu-seven-seats');

    const random = seededRandom(20_261_126);
    let clicks = 0;
    while (clicks < MAX_CLICKS) {
      if (await page.getByTestId('end-screen').isVisible()) break;
      if (await clickRandomPrompt(page, random)) clicks++;
      else await page.waitForTimeout(50);
    }
    await page.getByTestId('end-screen').waitFor({ timeout: 60_000 });
    await docScreenshot(page, 'tleilaxu-end-screen');
    expect(await page.getByTestId('end-screen').textContent()).toMatch(/Fin de la partie/);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 900_000);
});
