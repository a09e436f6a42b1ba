import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickRandomPrompt, onlineTestbed, screenshot, seededRandom, watchErrors } from './harness.ts';

/** The Intrigue windows (packages/imperium/src/windows.ts): never put to a seat that can only pass. */
const INTRIGUE_WINDOWS = ['endAgentTurn', 'combatIntrigue', 'conflictWon', 'endgameIntrigue'];

declare global {
  interface Window {
    __emptyIntriguePrompts?: string[];
  }
}

async function watchIntrigueWindows(page: Page): Promise<void> {
  await page.addInitScript((windows: string[]) => {
    const empty: string[] = [];
    window.__emptyIntriguePrompts = empty;
    new MutationObserver(() => {
      const prompt = document.querySelector('[data-testid=prompt] .imp-prompt');
      const frame = prompt?.getAttribute('data-frame');
      if (!prompt || !frame || !windows.includes(frame)) return;
      if (prompt.querySelectorAll('button[data-testid=action]').length <= 1) empty.push(frame);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  }, INTRIGUE_WINDOWS);
}

/** Solo against House Hagal on this device, clicked until the first Agent turn offers its cards. */
async function untilAgentTurn(page: Page, url: string, seed: number): Promise<void> {
  await page.goto(url);
  await page.getByTestId('game-select').first().selectOption('imperium');
  await page.getByTestId('imp-seat-count').selectOption('1');
  await page.getByTestId('imp-mode-hotseat').check();
  await page.getByTestId('imp-create').click();
  await page.locator('.game.imperium').waitFor();
  const random = seededRandom(seed);
  for (let clicks = 0; clicks < 200;) {
    if ((await page.getByTestId('card-choice').count()) > 0) return;
    if (await clickRandomPrompt(page, random)) clicks++;
    else await page.waitForTimeout(50);
  }
  throw new Error('no Agent turn offered its cards');
}

const SIZES = [
  { width: 1440, height: 900, tag: 'desktop', touch: false },
  { width: 390, height: 844, tag: 'phone', touch: true },
] as const;
const LANGUAGES = [
  { lang: 'fr', locale: 'fr-FR', play: 'Jouer' },
  { lang: 'en', locale: 'en-GB', play: 'Play' },
  { lang: 'nl', locale: 'nl-NL', play: 'spelen' },
] as const;

describe('Imperium: the Agent turn picks among card faces', () => {
  const env = onlineTestbed();

  for (const size of SIZES) {
    for (const language of LANGUAGES) {
      it(`each choosable card shows its Agent icons and enlarges on tap (${size.tag}, ${language.lang})`, async () => {
        const context = await env.browser.newContext({
          viewport: { width: size.width, height: size.height },
          locale: language.locale,
          hasTouch: size.touch,
          isMobile: size.touch,
        });
        const page = await context.newPage();
        const errors = watchErrors(page);
        await watchIntrigueWindows(page);
        await untilAgentTurn(page, env.server.url, 20_261_126);
        const name = `imperium-agent-turn-${size.tag}-${language.lang}`;

        const choices = page.getByTestId('card-choice');
        const count = await choices.count();
        expect(count).toBeGreaterThan(0);
        for (let i = 0; i < count; i++) {
          const choice = choices.nth(i);
          // rules 002 TOUR AGENT: a card sends an Agent only to a space showing one of its Agent icons.
          expect(await choice.locator('.imp-card-icons .imp-icon').count()).toBeGreaterThan(0);
          expect(await choice.getByTestId('step').innerText()).toContain(language.play);
        }
        await page.getByTestId('card-choices').scrollIntoViewIfNeeded();
        await screenshot(page, name);

        const first = choices.first();
        const card = await first.getAttribute('data-card');
        const face = first.getByTestId('enlarge');
        if (size.touch) await face.tap();
        else await face.click();
        const zoom = page.getByTestId('card-zoom');
        await zoom.waitFor();
        expect(await zoom.locator(`.imp-card[data-card="${card}"]`).count()).toBe(1);
        const small = await first.locator('.imp-card').boundingBox();
        const large = await zoom.locator('.imp-card').boundingBox();
        expect(large!.width).toBeGreaterThan(small!.width);
        await screenshot(page, `${name}-enlarged`);

        // Play from the enlarged card: the spaces come with their cost and effects written out.
        await zoom.getByTestId('step').click();
        await page.getByTestId('space-facts').first().waitFor();
        expect(await page.getByTestId('card-zoom').count()).toBe(0);
        await screenshot(page, `${name}-spaces`);
        await page.keyboard.press('Escape');
        await choices.first().waitFor();

        if (size.tag === 'desktop' && language.lang === 'fr') {
          // Further on, the Intrigue windows: passed for a seat without a playable Intrigue, never put to it.
          const random = seededRandom(7);
          for (let clicks = 0; clicks < 120;) {
            if (await page.getByTestId('end-screen').isVisible()) break;
            if (await clickRandomPrompt(page, random)) clicks++;
            else await page.waitForTimeout(50);
          }
          expect(await page.evaluate(() => window.__emptyIntriguePrompts ?? [])).toEqual([]);
        }
        expect(errors).toEqual([]);
        await context.close();
      }, 240_000);
    }
  }
});
