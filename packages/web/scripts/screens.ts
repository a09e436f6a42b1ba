/**
 * The screenshots of docs/screens/ (issue 14): both games mid-game at 1440×900 and 390×844 in French, English and
 * Dutch (and Uprising's), a Dune battle result, an Imperium hand at the Agent turn, the Reveal turn's purchases and the phone's
 * bottom sheet. It starts the real server on 127.0.0.1 with seeded matches and plays them in Chromium.
 *
 *   npx tsx packages/web/scripts/screens.ts
 *
 * Not a test: `npm test` never runs it. Look at every picture before committing them.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, type CreateMatchResponse } from '@arrakis/server';
import type { Browser, Page } from 'playwright-core';
import { buildWeb, clickRandomPrompt, DIST, launchChromium, seekBattle, seededRandom } from '../test/e2e/harness.ts';

const OUT = fileURLToPath(new URL('../../../docs/screens/', import.meta.url));
const SIZES = [
  { width: 1440, height: 900, tag: 'desktop', phone: false },
  { width: 390, height: 844, tag: 'phone', phone: true },
] as const;
const LANGUAGES = [
  { lang: 'fr', locale: 'fr-FR' },
  { lang: 'en', locale: 'en-GB' },
  { lang: 'nl', locale: 'nl-NL' },
] as const;
const MAX_CLICKS = 1500;

async function createMatch(
  url: string,
  game: 'dune' | 'imperium' | 'uprising',
  bots: number,
  options: object,
): Promise<string> {
  const response = await fetch(`${url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game,
      seats: [{ kind: 'human', name: 'Anne' }, ...Array.from({ length: bots }, () => ({ kind: 'bot' }))],
      options,
    }),
  });
  if (response.status !== 201) throw new Error(`match not created: ${response.status}`);
  const created = (await response.json()) as CreateMatchResponse;
  return `${url}${created.invites[0]!.link}`;
}

async function open(browser: Browser, link: string, size: (typeof SIZES)[number], locale: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    locale,
    ...(size.phone ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await page.goto(link);
  await page.locator('.game').waitFor();
  return page;
}

async function shoot(page: Page, name: string): Promise<void> {
  // Panels fade in; the picture is taken once they have.
  await page.waitForTimeout(900);
  await page.screenshot({ path: join(OUT, `${name}.jpg`), type: 'jpeg', quality: 70 });
  console.log(`docs/screens/${name}.jpg`);
}

/** Plays the person's seat (seeking battles in Dune) until `done` holds; false if the game ended first. */
async function playUntil(page: Page, seed: number, done: () => Promise<boolean>, dune: boolean): Promise<boolean> {
  const random = seededRandom(seed);
  for (let clicks = 0; clicks < MAX_CLICKS;) {
    if (await done()) return true;
    if (await page.getByTestId('end-screen').isVisible()) return false;
    if (dune && (await seekBattle(page, random))) clicks++;
    else if (await clickRandomPrompt(page, random)) clicks++;
    else await page.waitForTimeout(50);
  }
  return false;
}

async function setLanguage(page: Page, lang: string): Promise<void> {
  await page.locator('.topbar label.language select').selectOption(lang);
}

/** Puts away the result panels a new page shows (they stay until dismissed), so that the board is seen. */
async function dismissResults(page: Page): Promise<void> {
  const dismiss = page.getByTestId('result-dismiss');
  for (let i = 0; i < 20 && (await dismiss.first().isVisible()); i++) await dismiss.first().click();
}

/** On a phone, folds the decision sheet to its one line, so that the board is seen whole. */
async function foldSheet(page: Page): Promise<void> {
  const toggle = page.getByTestId('sheet-toggle');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
}

/** Each language and size of the page at `link` as it stands now. */
async function everyLanguage(
  browser: Browser,
  link: string,
  name: string,
  ready: (page: Page) => Promise<void>,
  phoneFolded = false,
) {
  for (const size of SIZES.filter((s) => s.phone || !phoneFolded)) {
    const page = await open(browser, link, size, 'fr-FR');
    await ready(page);
    for (const { lang } of LANGUAGES) {
      await setLanguage(page, lang);
      // The sheet opens again when its line changes (the language, here).
      if (phoneFolded) await foldSheet(page);
      await shoot(page, `${name}-${size.tag}-${lang}`);
    }
    await page.context().close();
  }
}

async function dune(browser: Browser, url: string): Promise<void> {
  const factions = ['atreides', 'harkonnen', 'fremen', 'guild', 'emperor', 'beneGesserit'];
  for (let attempt = 0; attempt < factions.length; attempt++) {
    const link = await createMatch(url, 'dune', 5, {
      factions: [...factions.slice(attempt), ...factions.slice(0, attempt)],
      noAlliances: true,
    });
    const page = await open(browser, link, SIZES[0], 'fr-FR');
    const battle = page.locator('[data-testid=result-panel][data-kind=battle]');
    if (!(await playUntil(page, 20_261_126 + attempt, () => battle.isVisible(), true))) {
      await page.context().close();
      continue;
    }
    for (const { lang } of LANGUAGES) {
      await setLanguage(page, lang);
      await shoot(page, `dune-battle-result-desktop-${lang}`);
    }
    await setLanguage(page, 'fr');
    await battle.getByTestId('result-dismiss').click();
    // Mid-game, with a decision of the person's in view.
    const prompt = page.locator('[data-testid=prompt] .prompt-body');
    await playUntil(page, 7, () => prompt.isVisible(), true);
    await page.context().close();
    // The table: the board with the decision beside it (desktop) or in the bottom sheet (phone).
    await everyLanguage(browser, link, 'dune-table', async (p) => {
      await p.locator('[data-testid=prompt] .prompt-body').waitFor({ timeout: 60_000 });
      await dismissResults(p);
    });
    // The phone with its sheet folded: the board whole, the decision one line at the bottom.
    await everyLanguage(
      browser,
      link,
      'dune-board',
      async (p) => {
        await p.locator('[data-testid=prompt] .prompt-body').waitFor({ timeout: 60_000 });
        await dismissResults(p);
        await foldSheet(p);
      },
      true,
    );
    return;
  }
  throw new Error('no battle in any Dune game');
}

async function imperium(browser: Browser, url: string): Promise<void> {
  const link = await createMatch(url, 'imperium', 2, {});
  const page = await open(browser, link, SIZES[0], 'fr-FR');
  const cards = page.getByTestId('card-choice');
  const round = async () =>
    (await cards.count()) > 0 && (await page.locator('.imp-board [data-testid=agent]').count()) >= 3;
  if (!(await playUntil(page, 11, round, false))) throw new Error('no second Agent turn');
  await page.context().close();
  // The table, the hand offered as cards in the decision (desktop) or in the bottom sheet (phone).
  await everyLanguage(browser, link, 'imperium-table', async (p) => {
    await p.getByTestId('card-choice').first().waitFor();
    await dismissResults(p);
  });
  // The phone with its sheet folded: the board whole.
  await everyLanguage(
    browser,
    link,
    'imperium-board',
    async (p) => {
      await p.getByTestId('card-choice').first().waitFor();
      await dismissResults(p);
    },
    true,
  );
  // The hand as it is chosen from, enlarged: one card tapped.
  for (const size of SIZES) {
    const p = await open(browser, link, size, 'fr-FR');
    await p.getByTestId('card-choice').first().waitFor();
    await dismissResults(p);
    await p.getByTestId('card-choice').first().getByTestId('enlarge').click();
    await p.getByTestId('card-zoom').waitFor();
    for (const { lang } of LANGUAGES) {
      await setLanguage(p, lang);
      await shoot(p, `imperium-card-enlarged-${size.tag}-${lang}`);
    }
    await p.context().close();
  }
  const again = await open(browser, link, SIZES[0], 'fr-FR');
  if (!(await playUntil(again, 12, async () => (await again.getByTestId('acquire-choice').count()) > 0, false)))
    throw new Error('no Reveal turn with purchases');
  for (const { lang } of LANGUAGES) {
    await setLanguage(again, lang);
    await again.getByTestId('acquire').scrollIntoViewIfNeeded();
    await shoot(again, `imperium-acquire-desktop-${lang}`);
  }
  await again.context().close();
}

/** Dune: Imperium – Uprising (rules 004): the table at an Agent turn after the first. */
async function uprising(browser: Browser, url: string): Promise<void> {
  const link = await createMatch(url, 'uprising', 2, {});
  const page = await open(browser, link, SIZES[0], 'fr-FR');
  const cards = page.getByTestId('card-choice');
  const later = async () =>
    (await cards.count()) > 0 && (await page.locator('.imp-board [data-testid=agent]').count()) >= 2;
  if (!(await playUntil(page, 13, later, false))) throw new Error('no second Uprising Agent turn');
  await page.context().close();
  await everyLanguage(browser, link, 'uprising-table', async (p) => {
    await p.getByTestId('card-choice').first().waitFor();
    await dismissResults(p);
  });
}

mkdirSync(OUT, { recursive: true });
await buildWeb();
const dir = mkdtempSync(join(tmpdir(), 'arrakis-screens-'));
const server = await startServer({
  port: 0,
  sqlitePath: join(dir, 'arrakis.db'),
  webRoot: DIST,
  matchSeeds: 'screens',
  autoPassDelay: { minMs: 50, maxMs: 150 },
});
const browser = await launchChromium();
try {
  await dune(browser, server.url);
  await imperium(browser, server.url);
  await uprising(browser, server.url);
} finally {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
