import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildWeb, clickRandomPrompt, launchChromium, screenshot, seededRandom, startStaticServer } from './harness.ts';

/** What the screen shows now: the privacy screen (and for whom), or a seat's game. */
async function screenState(page: Page): Promise<{ privacy: string | null; seat: string | null; kind: string | null }> {
  await page.locator('[data-testid=privacy], .game').first().waitFor();
  const privacy = page.getByTestId('privacy');
  if (await privacy.isVisible()) return { privacy: await privacy.locator('h1').innerText(), seat: null, kind: null };
  return {
    privacy: null,
    seat: await page.locator('.game').getAttribute('data-seat'),
    kind: await page
      .locator('.prompt-body')
      .first()
      .getAttribute('data-kind')
      .catch(() => null),
  };
}

describe('hot-seat in the browser: two people, one device, the engine in a worker', () => {
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

  it('hides each shield behind a privacy screen between the seats; both play; a sector is chosen, not guessed', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 960 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    // From the moment the game starts (the lobby itself asks for the open tables): the game needs no server.
    const apiCalls: string[] = [];
    let started = false;
    page.on('request', (r) => {
      if (started && /\/(api|ws)\b/.test(new URL(r.url()).pathname)) apiCalls.push(r.url());
    });
    // The lobby seeds a hot-seat game with Date.now() and Math.random(): fixed here, the game is the same each run.
    await page.addInitScript(() => {
      let a = 2026;
      Math.random = () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
      Date.now = () => 1_767_225_600_000;
    });
    await page.goto(site.url);
    await page.getByTestId('seat-count').selectOption('2');
    const rows = page.locator('table.seats tbody tr');
    const people = [
      { name: 'Anne', faction: 'atreides', label: 'Anne (Atréides)' },
      { name: 'Bert', faction: 'harkonnen', label: 'Bert (Harkonnen)' },
    ];
    for (const [i, p] of people.entries()) {
      await page.getByTestId(`seat-kind-${i}`).selectOption('human');
      await rows.nth(i).locator('input').fill(p.name);
      await rows.nth(i).locator('select').nth(1).selectOption(p.faction);
    }
    await page.getByTestId('mode-hotseat').check();
    started = true;
    await page.getByTestId('create').click();

    const random = seededRandom(2026);
    const privacyFor: string[] = [];
    const played = new Map<string, number>();
    let picker = false;
    for (
      let step = 0;
      step < 150 && !(picker && played.size === 2 && (played.get('0') ?? 0) >= 3 && (played.get('1') ?? 0) >= 3);
      step++
    ) {
      const state = await screenState(page);
      if (state.privacy !== null) {
        // Nothing of any seat shows while the device changes hands.
        expect(await page.getByTestId('shield').count()).toBe(0);
        expect(await page.getByTestId('my-hand').count()).toBe(0);
        expect(await page.getByTestId('my-traitors').count()).toBe(0);
        expect(await page.getByTestId('log').count()).toBe(0);
        expect(await page.locator('.game').count()).toBe(0);
        if (privacyFor.length === 0) await screenshot(page, 'hotseat-privacy');
        privacyFor.push(state.privacy);
        const who = people.find((p) => state.privacy!.includes(p.label));
        expect(who, state.privacy).toBeDefined();
        await page.getByTestId('privacy-ready').click();
        await page.getByTestId('shield').waitFor();
        // The shield shown is the one of the person just named.
        expect(await page.getByTestId('shield').locator('h2').innerText()).toContain(who!.label);
        continue;
      }
      if (!picker && state.kind === 'shipment') {
        const multi = page
          .locator('[data-testid=board] path.pickable')
          .filter({ has: page.locator('xpath=self::*[number(@data-pick-count) > 1]') });
        if ((await multi.count()) > 0) {
          const territory = multi.first();
          const keys = Number(await territory.getAttribute('data-pick-count'));
          const seqBefore = await page.locator('.game').getAttribute('data-seq');
          await territory.dispatchEvent('click');
          const options = page.getByTestId('sector-option');
          await page.getByTestId('sector-picker').waitFor();
          expect(await options.count()).toBe(keys);
          // Choosing is not acting: nothing was sent yet.
          expect(await page.locator('.game').getAttribute('data-seq')).toBe(seqBefore);
          await screenshot(page, 'hotseat-sector-picker');
          const chosen = await options.nth(keys - 1).getAttribute('data-key');
          await options.nth(keys - 1).click();
          // The count is chosen next, with its cost, before anything is sent (issue 14, deciding).
          await page.getByTestId('shipment-count').waitFor();
          expect(await page.locator('.game').getAttribute('data-seq')).toBe(seqBefore);
          const territoryName = await page.getByTestId('prompt').innerText();
          expect(chosen).toMatch(/^[a-zA-Z]+:\d+$/);
          expect(territoryName.length).toBeGreaterThan(0);
          picker = true;
          played.set(state.seat!, (played.get(state.seat!) ?? 0) + 1);
          continue;
        }
      }
      if (await clickRandomPrompt(page, random)) played.set(state.seat!, (played.get(state.seat!) ?? 0) + 1);
      else await page.waitForTimeout(50);
    }
    await screenshot(page, 'hotseat-playing');
    expect(played.get('0')).toBeGreaterThanOrEqual(3);
    expect(played.get('1')).toBeGreaterThanOrEqual(3);
    // The privacy screen came between the seats, for each of them.
    expect(privacyFor.some((p) => p.includes('Passez l’appareil à Anne (Atréides)'))).toBe(true);
    expect(privacyFor.some((p) => p.includes('Passez l’appareil à Bert (Harkonnen)'))).toBe(true);
    expect(privacyFor.length).toBeGreaterThanOrEqual(3);
    expect(picker).toBe(true);
    // Log lines name the players.
    expect(await page.getByTestId('log').innerText()).toMatch(/(Anne \(Atréides\)|Bert \(Harkonnen\))/);
    expect(apiCalls).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 180_000);
});
