import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickRandomPrompt, onlineTestbed, screenshot, seededRandom, watchErrors } from './harness.ts';

const MAX_CLICKS = 1500;

/** Plays the person's decisions by clicking prompt choices until the end screen; returns the decision kinds met. */
async function playToEnd(page: Page, seed: number, shots: Record<string, (page: Page) => Promise<boolean>>) {
  const random = seededRandom(seed);
  // Every prompt frame the page shows, seen by the page itself: a prompt answered between two of this loop's reads
  // (a busy machine) is still counted.
  await page.evaluate(() => {
    const seen = new Set<string>();
    const note = () => {
      for (const prompt of document.querySelectorAll('.imp-prompt[data-frame]'))
        seen.add(prompt.getAttribute('data-frame')!);
    };
    note();
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-frame'],
    });
    (window as unknown as { framesSeen: Set<string> }).framesSeen = seen;
  });
  const taken = new Set<string>();
  let clicks = 0;
  while (clicks < MAX_CLICKS) {
    if (await page.getByTestId('end-screen').isVisible()) break;
    for (const [name, when] of Object.entries(shots)) {
      if (!taken.has(name) && (await when(page))) {
        await screenshot(page, name);
        taken.add(name);
      }
    }
    if (await clickRandomPrompt(page, random)) clicks++;
    else await page.waitForTimeout(50);
  }
  await page.getByTestId('end-screen').waitFor({ timeout: 60_000 });
  const kinds = new Set(await page.evaluate(() => [...(window as unknown as { framesSeen: Set<string> }).framesSeen]));
  return { kinds, clicks, taken };
}

describe('Dune: Imperium in the browser, played by clicks to the end screen', () => {
  const env = onlineTestbed();

  it('solo against the two House Hagal Rivals, on this device (French)', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(env.server.url);
    await page.getByTestId('game-select').first().selectOption('imperium');
    await page.getByTestId('imp-seat-count').selectOption('1');
    await page.getByTestId('imp-leaders-choose').check();
    await page.getByTestId('imp-difficulty').selectOption('sardaukar');
    await page.getByTestId('imp-mode-hotseat').check();
    await screenshot(page, 'imperium-lobby');
    await page.getByTestId('imp-create').click();
    await page.locator('.game.imperium').waitFor();
    const { kinds, clicks } = await playToEnd(page, 20_260_202, {
      'imperium-solo-leader': async (p) => (await p.locator('.imp-prompt[data-frame=chooseLeader]').count()) > 0,
      'imperium-solo-agent-turn': async (p) => (await p.locator('.imp-space.pickable').count()) > 0,
      'imperium-solo-board': async (p) => Number(await p.locator('.game').getAttribute('data-turn')) >= 4,
    });
    await screenshot(page, 'imperium-solo-end');
    const end = await page.getByTestId('end-screen').textContent();
    expect(end).toMatch(/Fin de la partie/);
    expect(end).toMatch(/Rival 1/);
    // Three rows: the person and the two Rivals, with the tie-breakers.
    expect(await page.locator('[data-testid=scores] tbody tr').count()).toBe(3);
    expect(kinds).toContain('chooseLeader');
    expect(kinds).toContain('turn');
    expect(kinds).toContain('acquire');
    expect(clicks).toBeGreaterThan(20);
    expect(errors).toEqual([]);
    console.log(`solo: ${clicks} clicks, decision kinds: ${[...kinds].sort().join(', ')}`);
    await context.close();
  }, 300_000);

  it('4 seats online, one person and three bots: the heuristic, the search (easy) and random (English)', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'en-GB' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(env.server.url);
    await page.getByTestId('game-select').first().selectOption('imperium');
    await page.getByTestId('imp-seat-count').selectOption('4');
    // Bot seats play the heuristic unless told otherwise; every level is offered.
    expect(await page.getByTestId('imp-seat-kind-1').inputValue()).toBe('heuristic');
    expect(await page.getByTestId('imp-seat-kind-1').locator('option').allInnerTexts()).toHaveLength(6);
    await page.getByTestId('imp-seat-kind-2').selectOption('easy');
    await page.getByTestId('imp-seat-kind-3').selectOption('random');
    await page.getByTestId('imp-mode-online').check();
    await page.getByTestId('imp-create').click();
    // One person against bots: the game opens at once.
    await page.locator('.game.imperium').waitFor();
    const { kinds, clicks } = await playToEnd(page, 20_260_404, {
      'imperium-4p-board': async (p) => Number(await p.locator('.game').getAttribute('data-turn')) >= 3,
      'imperium-4p-combat': async (p) => (await p.locator('.imp-prompt[data-frame=combatIntrigue]').count()) > 0,
    });
    await screenshot(page, 'imperium-4p-end');
    expect(await page.getByTestId('end-screen').textContent()).toMatch(/Game over/);
    expect(await page.locator('[data-testid=scores] tbody tr').count()).toBe(4);
    expect(kinds).toContain('turn');
    expect(errors).toEqual([]);
    console.log(`4 seats: ${clicks} clicks, decision kinds: ${[...kinds].sort().join(', ')}`);
    await context.close();
  }, 300_000);
});
