import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  buildWeb,
  clickRandomPrompt,
  launchChromium,
  screenshot,
  seededRandom,
  startStaticServer,
  watchErrors,
} from './harness.ts';
import { seriousViolations } from './axeCheck.ts';

const MAX_CLICKS = 600;

/** The table's data: turn (Dune) or round (Imperium), and phase. */
async function progress(page: Page): Promise<{ turn: number; phase: string }> {
  const game = page.locator('.game');
  return { turn: Number(await game.getAttribute('data-turn')), phase: (await game.getAttribute('data-phase')) ?? '' };
}

/**
 * Walks a guided game by clicks until `done`: each guide step met is read, its rule opened once in the Rules panel
 * (at the step's own section), then acknowledged. Returns the phases the guide explained, in order.
 */
async function walkGuided(page: Page, seed: number, done: (p: { turn: number; phase: string }) => boolean) {
  const random = seededRandom(seed);
  const explained: string[] = [];
  let clicks = 0;
  while (clicks < MAX_CLICKS && !done(await progress(page))) {
    const guide = page.getByTestId('guide');
    if (await guide.isVisible()) {
      const phase = (await guide.getAttribute('data-phase')) ?? '';
      expect(explained).not.toContain(phase);
      expect((await guide.innerText()).length).toBeGreaterThan(80);
      if (explained.length === 0) await screenshot(page, `guide-${phase}`);
      await page.getByTestId('guide-rule').click();
      const panel = page.getByTestId('rules-panel');
      await panel.waitFor();
      expect(await page.getByTestId('rules-current').innerText()).not.toBe('');
      await page.getByTestId('rules-close').click();
      await panel.waitFor({ state: 'detached' });
      await page.getByTestId('guide-next').click();
      explained.push(phase);
      continue;
    }
    if (await clickRandomPrompt(page, random)) clicks++;
    else await page.waitForTimeout(50);
  }
  return { explained, clicks };
}

describe('rules help and the guided first game in the browser (issue 21)', () => {
  let site: { url: string; close(): Promise<void> };
  let browser: Browser;

  beforeAll(async () => {
    await buildWeb();
    site = await startStaticServer();
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('Dune, guided in French through its first turn; each phase explained once, its rule at hand', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 960 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(site.url);
    await page.getByTestId('guided-dune').click();
    await page.locator('.game').waitFor();
    expect(await page.getByTestId('me').innerText()).toMatch(/Atréides/);
    // rules 000 §3: the first thing the guide explains is the traitor to pick.
    await page.getByTestId('guide').waitFor();
    expect(await page.getByTestId('guide').innerText()).toMatch(/traître/);
    // The first turn ends with the second one, or with the game when someone holds three strongholds (rules 000 §4).
    const { explained, clicks } = await walkGuided(page, 20_261_121, (p) => p.turn >= 2 || p.phase === 'over');
    // rules 000 §5: storm, bidding and movement always ask something of the table in the first turn.
    expect(explained).toEqual(expect.arrayContaining(['setup', 'storm', 'bidding', 'movement']));
    expect(await page.getByTestId('guide').count()).toBe(0);
    expect(errors).toEqual([]);
    console.log(`guided Dune: ${clicks} clicks, explained: ${explained.join(', ')}`);
    await context.close();
  }, 420_000);

  it('Imperium, guided in English through its first round', async () => {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'en-GB' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(site.url);
    await page.getByTestId('guided-imperium').click();
    await page.locator('.game.imperium').waitFor();
    const { explained, clicks } = await walkGuided(page, 20_261_122, (p) => p.turn >= 2 || p.phase === 'over');
    // rules 002 TOUR DU JOUEUR: the person's agent turns come in every round.
    expect(explained).toContain('playerTurns');
    expect(errors).toEqual([]);
    console.log(`guided Imperium: ${clicks} clicks, explained: ${explained.join(', ')}`);
    await context.close();
  }, 420_000);

  it('the guide can be left at any point; the game goes on as a normal one', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 960 }, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(site.url);
    await page.getByTestId('guided-dune').click();
    await page.getByTestId('guide').waitFor();
    await page.getByTestId('guide-leave').click();
    expect(await page.getByTestId('guide').count()).toBe(0);
    const random = seededRandom(7);
    let clicks = 0;
    while (clicks < 3) if (await clickRandomPrompt(page, random)) clicks++;
    // Reloaded, the game resumes from its record, still without the guide.
    await page.reload();
    await page.locator('.game').waitFor();
    expect(await page.getByTestId('guide').count()).toBe(0);
    await context.close();
  }, 180_000);

  for (const { locale, lang, button, search } of [
    { locale: 'fr-FR', lang: 'fr', button: 'Règles', search: 'cuvette polaire' },
    { locale: 'nl-NL', lang: 'nl', button: 'Regels', search: 'cuvette polaire' },
  ]) {
    it(`the Rules panel opens at the phase's section, jumps to a section and finds one (${lang})`, async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(site.url);
      await page.getByTestId('guided-dune').click();
      await page.locator('.game').waitFor();
      await page.getByTestId('guide-leave').click();
      const open = page.getByTestId('rules-open');
      expect(await open.innerText()).toBe(button);
      await open.click();
      const panel = page.getByTestId('rules-panel');
      // rules 000 §3: the game opens on its setup, and so does the panel.
      expect(await panel.getAttribute('data-at')).toBe('000 3');
      expect(await page.getByTestId('rules-current').innerText()).toMatch(/§3/);
      // On a phone the panel takes the whole width.
      const box = await panel.boundingBox();
      expect(box?.width).toBeGreaterThan(380);
      // rules 000 §9.C.1.c, as a refusal would cite it.
      await page.locator('[data-rule="000 9.C.1.c"] button').click();
      expect(await panel.getAttribute('data-at')).toBe('000 9.C.1.c');
      expect(await page.getByTestId('rules-current').innerText()).toMatch(/§9\.C\.1\.c/);
      await screenshot(page, `rules-panel-${lang}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('rules-search').fill(search);
      const found = page.locator('[data-rule]');
      expect(await found.count()).toBeGreaterThan(0);
      for (const text of await found.allInnerTexts()) expect(text.toLowerCase()).toContain('cuvette polaire');
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
