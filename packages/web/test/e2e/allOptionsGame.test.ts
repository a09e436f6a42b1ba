import { describe, expect, it } from 'vitest';
import { OPTIONS } from '../../src/lobby/options.ts';
import { clickRandomPrompt, onlineTestbed, screenshot, seededRandom, watchErrors } from './harness.ts';

const MAX_CLICKS = 3000;

// Issue 6, must-show 3: the advanced rules (rules 000 §22–§25) and every optional rule (§15 extra powers, §16 spice
// harvest, §17 climate, §18 special Karama, §20 long games, §21 increased spice flow), switched on in the lobby, to
// the end.
describe('a 6-seat game with every optional and advanced rule on, one person and five bots, to the end', () => {
  const env = onlineTestbed();

  it('offers every option in the lobby, shows the extra powers on the board, and reaches the end screen', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 960 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const pageErrors = watchErrors(page);
    await page.goto(env.server.url);
    await page.getByTestId('mode-online').check();
    // The official options (the variants of rules 000 XXVII–XXXVIII replace some of them: their own test).
    for (const option of OPTIONS.filter((o) => !o.variant)) {
      const box = page.getByTestId(`option-${option.key}`);
      expect(await box.isDisabled(), `${option.key} is offered`).toBe(false);
      if (!(await box.isChecked())) await box.check();
    }
    await screenshot(page, 'all-options-lobby');
    await page.getByTestId('create').click();
    // One person against bots: the game opens at once.
    await page.locator('.game').waitFor();

    const random = seededRandom(20_261_123);
    const seen = new Set<string>();
    let clicks = 0;
    while (clicks < MAX_CLICKS) {
      if (await page.getByTestId('end-screen').isVisible()) break;
      // The pieces of the extra powers are on the table from the start: in view once the board replaces the spice
      // harvest's screen (rules 000 §16).
      if (!seen.has('extra') && (await page.getByTestId('extra-powers').isVisible())) {
        expect(await page.getByTestId('extra-powers').innerText()).toMatch(/Sardaukar|Fedaykin|Kwisatz Haderach/);
        seen.add('extra');
      }
      if (!seen.has('starred') && (await page.locator('.token .starred').count()) > 0) {
        await screenshot(page, 'all-options-starred-tokens');
        seen.add('starred');
      }
      if (!seen.has('battle') && (await page.getByTestId('battle-plan').isVisible())) {
        await screenshot(page, 'all-options-battle-plan');
        seen.add('battle');
      }
      if (await clickRandomPrompt(page, random)) clicks++;
      else await page.waitForTimeout(50);
    }
    await page.getByTestId('end-screen').waitFor({ timeout: 60_000 });
    expect(seen.has('extra')).toBe(true);
    await screenshot(page, 'all-options-end-screen');
    expect(await page.getByTestId('end-screen').textContent()).toMatch(/Fin de la partie/);
    // The screen opened once the server named the game; its updates still tell it the connection is open.
    expect(await page.locator('.topbar .warn').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 900_000);
});
