import { describe, expect, it } from 'vitest';
import { onlineTestbed, screenshot, watchErrors } from './harness.ts';

describe('online: the time for each decision', () => {
  const env = onlineTestbed();

  for (const game of ['dune', 'imperium'] as const) {
    it(`${game}: chosen in the lobby, it runs as a countdown on the seat's decisions`, async () => {
      const context = await env.browser.newContext({ viewport: { width: 1440, height: 960 }, locale: 'fr-FR' });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(env.server.url);
      const prefix = game === 'imperium' ? 'imp-' : '';
      if (game === 'imperium') await page.getByTestId('game-select').first().selectOption('imperium');
      await page.getByTestId(`${prefix}mode-online`).check();
      // Only online games have a deadline: the choice hides for a game on this device.
      await page.getByTestId(`${prefix}mode-hotseat`).check();
      expect(await page.getByTestId(`${prefix}move-time`).count()).toBe(0);
      await page.getByTestId(`${prefix}mode-online`).check();
      expect(await page.getByTestId(`${prefix}move-time`).locator('option').allInnerTexts()).toEqual([
        'sans limite',
        '1 min',
        '5 min',
        '1 heure',
        '24 heures',
        '2 jours',
        '3 jours',
        '7 jours',
      ]);
      await page.getByTestId(`${prefix}move-time`).selectOption('300');
      await page.getByTestId(`${prefix}create`).click();
      // One person against bots: the game opens at once.
      await page.locator('.game').waitFor();
      const countdown = page.locator('#prompt').getByTestId('countdown');
      await countdown.waitFor({ timeout: 30_000 });
      expect(await countdown.innerText()).toMatch(/^⏱ (5:00|4:[0-5]\d)$/);
      await screenshot(page, `${game}-move-time`);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
