import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { onlineTestbed, screenshot, watchErrors } from './harness.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const LOCALES = { fr: 'fr-FR', en: 'en-GB', nl: 'nl-NL' } as const;
const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

/** The serious and critical findings of axe-core on the page as it is, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the page's Content-Security-Policy (script-src 'self') stays on.
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() => (window as unknown as { axe: { run(): Promise<AxeResults> } }).axe.run());
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary ?? ''}`));
}

async function createMatch(url: string, game: 'dune' | 'imperium'): Promise<string> {
  const bots = game === 'dune' ? 5 : 3;
  const response = await fetch(`${url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game,
      seats: [{ kind: 'human' }, ...Array.from({ length: bots }, () => ({ kind: 'bot', botLevel: 'random' }))],
    }),
  });
  expect(response.status).toBe(201);
  const created = (await response.json()) as { invites: readonly { link: string }[] };
  return created.invites[0]!.link;
}

describe('language and accessibility (issue 14)', () => {
  const env = onlineTestbed();

  for (const [language, locale] of Object.entries(LOCALES)) {
    it(`<html lang> is ${language} from the first render for a ${locale} browser, and follows a switch`, async () => {
      const context = await env.browser.newContext({ locale });
      const page = await context.newPage();
      // Read before any script of the page runs again: the language of the first screen the player sees.
      await page.goto(env.server.url);
      await page.getByTestId('create').or(page.getByTestId('imp-create')).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      const other = language === 'fr' ? 'nl' : 'fr';
      await page.locator('.language select').selectOption(other);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, other);
      // The choice is kept: a reload starts in it.
      await page.reload();
      await page.locator('.language select').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(other);
      await context.close();
    });
  }

  it('the lobby (Dune and Imperium) has no serious or critical axe-core finding, in French, English and Dutch', async () => {
    for (const [language, locale] of Object.entries(LOCALES)) {
      for (const [size, viewport] of Object.entries(SIZES)) {
        const context = await env.browser.newContext({ locale, viewport });
        const page = await context.newPage();
        const errors = watchErrors(page);
        await page.goto(env.server.url);
        await page.getByTestId('create').waitFor();
        expect(await seriousViolations(page), `lobby ${language} ${size}`).toEqual([]);
        await screenshot(page, `words-lobby-${language}-${size}`);
        await page.getByTestId('game-select').first().selectOption('imperium');
        await page.getByTestId('imp-create').waitFor();
        expect(await seriousViolations(page), `Imperium lobby ${language} ${size}`).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      }
    }
  });

  for (const game of ['dune', 'imperium'] as const) {
    it(`the ${game} board has no serious or critical axe-core finding; screenshots in fr, en and nl`, async () => {
      const link = await createMatch(env.server.url, game);
      for (const [language, locale] of Object.entries(LOCALES)) {
        for (const [size, viewport] of Object.entries(SIZES)) {
          const context = await env.browser.newContext({ locale, viewport });
          const page = await context.newPage();
          const errors = watchErrors(page);
          await page.goto(`${env.server.url}${link}`);
          await page.locator(game === 'dune' ? '.game [data-testid=board]' : '.game.imperium').waitFor();
          expect(await seriousViolations(page), `${game} board ${language} ${size}`).toEqual([]);
          await screenshot(page, `words-${game}-${language}-${size}`);
          expect(errors).toEqual([]);
          await context.close();
        }
      }
    }, 180_000);
  }

  it('the Dune map writes full territory names, and the Imperium tokens carry their seat’s number', async () => {
    const duneLink = await createMatch(env.server.url, 'dune');
    const context = await env.browser.newContext({ locale: 'en-GB', viewport: SIZES.desktop });
    const page = await context.newPage();
    await page.goto(`${env.server.url}${duneLink}`);
    const label = (id: string) =>
      page
        .locator(`[data-territory-label=${id}] tspan`)
        .evaluateAll((lines) => lines.map((line) => line.textContent).join(' '));
    await page.locator('[data-territory-label=theGreaterFlat]').waitFor();
    expect(await label('theGreaterFlat')).toBe('The Greater Flat');
    expect(await label('funeralPlain')).toBe('Funeral Plain');
    expect(await label('cielagoNorth')).toBe('Cielago North');

    const imperiumLink = await createMatch(env.server.url, 'imperium');
    await page.goto(`${env.server.url}${imperiumLink}`);
    await page.locator('.game.imperium').waitFor();
    const marks = await page
      .locator('[data-seat-mark]')
      .evaluateAll((nodes) => nodes.map((n) => ({ mark: n.getAttribute('data-seat-mark'), text: n.textContent })));
    expect(marks.length).toBeGreaterThan(0);
    for (const { mark, text } of marks) expect(text).toContain(mark);
    await context.close();
  });
});
