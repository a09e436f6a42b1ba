import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '@arrakis/server';
import type { CreateMatchResponse } from '@arrakis/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  animationsDone,
  buildWeb,
  clickRandomPrompt,
  seekBattle,
  DIST,
  launchChromium,
  screenshot,
  seededRandom,
  sendBy,
  watchErrors,
} from './harness.ts';

const MAX_CLICKS = 1200;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let url = '';
let close: () => Promise<void> = async () => {};

beforeAll(async () => {
  await buildWeb();
  const dir = mkdtempSync(join(tmpdir(), 'arrakis-table-'));
  // Seeded matches, so a failure replays the same game.
  const server = await startServer({
    port: 0,
    sqlitePath: join(dir, 'arrakis.db'),
    webRoot: DIST,
    matchSeeds: 'table-results',
  });
  url = server.url;
  browser = await launchChromium();
  close = async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  };
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await close();
});

async function createMatch(
  game: 'dune' | 'imperium',
  bots: number,
  options: Record<string, unknown> = {},
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
  expect(response.status).toBe(201);
  const created = (await response.json()) as CreateMatchResponse;
  return `${url}${created.invites[0]!.link}`;
}

async function openPage(
  link: string,
  size: { width: number; height: number },
  locale: string,
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
) {
  const context = await browser.newContext({
    viewport: size,
    locale,
    reducedMotion,
    ...(size.width < 500 ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(link);
  await page.locator('.game').waitFor();
  return { page, errors, close: () => context.close() };
}

/**
 * Clicks random prompt choices until `done` holds (checked before every click); returns the clicks made, or null
 * when the game ended first. A visible button matching `prefer` is clicked instead of a random one.
 */
async function playUntil(
  page: Page,
  seed: number,
  done: () => Promise<boolean>,
  prefer?: string | ((page: Page, random: () => number) => Promise<boolean>),
): Promise<number | null> {
  const random = seededRandom(seed);
  let clicks = 0;
  while (clicks < MAX_CLICKS) {
    if (await done()) return clicks;
    if (await page.getByTestId('end-screen').isVisible()) return null;
    const preferred = typeof prefer === 'string' ? page.locator(prefer) : null;
    if (typeof prefer === 'function' && (await prefer(page, random))) clicks++;
    else if (preferred && (await preferred.count()) > 0) {
      await sendBy(page, () => preferred.first().click());
      clicks++;
    } else if (await clickRandomPrompt(page, random)) clicks++;
    else await page.waitForTimeout(50);
  }
  await screenshot(page, 'table-not-reached');
  throw new Error(`neither reached nor over after ${clicks} clicks`);
}

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

async function box(page: Page, selector: string): Promise<Box> {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not on the screen`);
  return b;
}

/**
 * The page does not scroll sideways, and the decision (the prompt, or the end of the game) is within the viewport
 * without scrolling.
 */
async function expectPhoneTable(page: Page) {
  const { scrollWidth, innerWidth, innerHeight } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    innerHeight: window.innerHeight,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  const sheet = await box(page, '[data-testid=decision-sheet]');
  expect(sheet.y).toBeGreaterThanOrEqual(0);
  expect(sheet.y + sheet.height).toBeLessThanOrEqual(innerHeight + 0.5);
  // The board uses the width of the phone.
  const board = await box(page, '[data-testid=pan-zoom]');
  expect(board.width).toBeGreaterThan(innerWidth * 0.9);
}

/** At 1440×900 the log is beside the board, in view, without scrolling the page. */
async function expectLogBesideBoard(page: Page) {
  const board = await box(page, '[data-testid=pan-zoom]');
  const log = await box(page, '[data-testid=log]');
  const decision = await box(page, '[data-testid=decision-sheet]');
  expect(log.x).toBeGreaterThanOrEqual(board.x + board.width);
  expect(log.y).toBeLessThan(DESKTOP.height);
  expect(Math.min(log.y + log.height, DESKTOP.height) - log.y).toBeGreaterThan(80);
  expect(decision.y).toBeGreaterThanOrEqual(0);
  expect(decision.y).toBeLessThan(DESKTOP.height / 2);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(DESKTOP.height);
  // The decision keeps room for what it asks: never squeezed below its content or 200 px by the panels beside it,
  // and its first button, once scrolled into view, is what a click there reaches (a result panel once covered it).
  const room = await page.getByTestId('decision-sheet').evaluate((sheet) => ({
    shown: sheet.getBoundingClientRect().height,
    content: sheet.scrollHeight,
  }));
  expect(room.shown).toBeGreaterThanOrEqual(Math.min(room.content, 200) - 0.5);
  const reachable = await page.evaluate(() => {
    // The first button shown: a decision made in steps may list its actions only in the folded "every action".
    const button = [
      ...document.querySelectorAll<HTMLElement>(
        '[data-testid=prompt] button[data-testid=action], [data-testid=prompt] button[data-testid=step]',
      ),
    ].find((b) => b.checkVisibility());
    if (button === undefined) return true;
    // The boxes scrolled to look are put back: the screenshots after this show the table as the person sees it.
    const scrolled: [Element, number][] = [];
    for (let box: Element | null = button.parentElement; box !== null; box = box.parentElement) {
      scrolled.push([box, box.scrollTop]);
    }
    button.scrollIntoView({ block: 'center' });
    const r = button.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    for (const [box, top] of scrolled) box.scrollTop = top;
    if (hit !== null && button.contains(hit)) return true;
    // What a click there reaches instead, named for the failure's message.
    const name = (e: Element) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}.${[...e.classList].join('.')}`;
    return hit === null
      ? `nothing at ${r.left},${r.top}`
      : `${name(hit)} in ${hit.parentElement ? name(hit.parentElement) : '-'}`;
  });
  expect(reachable).toBe(true);
}

/** Forces arriving animate for about a second, and not at all for a reader who asked for less motion. */
async function expectMotionOnlyIfWanted(link: string) {
  const animation = async (reducedMotion: 'reduce' | 'no-preference') => {
    const opened = await openPage(link, DESKTOP, 'fr-FR', reducedMotion);
    await opened.page.locator('.board .token').first().waitFor();
    const style = await opened.page
      .locator('.board .token > circle')
      .first()
      .evaluate((el) => {
        const s = getComputedStyle(el);
        return { name: s.animationName, duration: s.animationDuration };
      });
    await opened.close();
    return style;
  };
  expect(await animation('no-preference')).toEqual({ name: 'token-arrive', duration: '0.9s' });
  expect((await animation('reduce')).name).toBe('none');
}

const LOCALES = [
  ['fr-FR', 'fr'],
  ['en-GB', 'en'],
  ['nl-NL', 'nl'],
] as const;

/**
 * The same seat's table in each language: at 1440×900 the log beside the board; at 390×844 the decision in view,
 * the log in the drawer, and (Imperium) a card of the hand strip enlarged on tap.
 */
async function eachLanguage(link: string, name: string, expectHand: boolean) {
  for (const [locale, lang] of LOCALES) {
    const desktop = await openPage(link, DESKTOP, locale);
    await expectLogBesideBoard(desktop.page);
    await animationsDone(desktop.page);
    await screenshot(desktop.page, `table-${name}-desktop-${lang}`);
    expect(desktop.errors).toEqual([]);
    await desktop.close();

    const phone = await openPage(link, PHONE, locale);
    const page = phone.page;
    await expectPhoneTable(page);
    await animationsDone(page);
    await screenshot(page, `table-${name}-phone-${lang}`);
    // The board zooms with its buttons (pinch does the same on a touch screen) and comes back whole.
    const zoom = page.locator('.pan-zoom-buttons button');
    await zoom.nth(0).click();
    expect(Number(await page.getByTestId('pan-zoom').getAttribute('data-scale'))).toBeGreaterThan(1);
    await expectPhoneTable(page);
    await zoom.nth(2).click();
    expect(Number(await page.getByTestId('pan-zoom').getAttribute('data-scale'))).toBe(1);
    if (expectHand) {
      const card = page.locator('[data-testid=hand] button.strip-card').first();
      await card.click();
      const zoomed = page.locator('dialog[open][data-testid=card-zoom]');
      await zoomed.locator('.imp-card').waitFor();
      await screenshot(page, `table-${name}-phone-card-${lang}`);
      await zoomed.getByRole('button').click();
      expect(await zoomed.count()).toBe(0);
    }
    // The log lives in a drawer on a phone.
    await page.getByTestId('drawer-open-log').click();
    await page.getByTestId('side-tabs').waitFor({ state: 'visible' });
    expect(await page.getByTestId('tab-log').getAttribute('aria-selected')).toBe('true');
    await animationsDone(page);
    await screenshot(page, `table-${name}-phone-log-${lang}`);
    await page.getByTestId('drawer-close').click();
    await expectPhoneTable(page);
    // A seat's badge above the board opens the others' details.
    await page.locator('[data-testid=seat-badges] button').first().click();
    await page.getByTestId('side-tabs').waitFor({ state: 'visible' });
    expect(await page.getByTestId('tab-players').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('drawer-close').click();
    expect(phone.errors).toEqual([]);
    await phone.close();
  }
}

describe('what just happened, and the table at 1440×900 and 390×844', () => {
  it('Dune: a lost battle shows both revealed plans and the losses; the phone keeps the prompt in view', async () => {
    // Random clicks make a poor general: a game can end before this seat loses a battle, and forces sent at random
    // rarely meet (waiting at home for the bots to come failed in CI too). So the seat seeks battles: it ships and
    // moves into strongholds other factions hold (`seekBattle`). A bot may still win before that (three strongholds
    // as early as turn 1): each try gives the person another faction.
    const lostBattle = (page: Page) => page.locator('[data-testid=result-panel][data-kind=battle][data-outcome=lost]');
    const sawLostBattle = async (page: Page) => {
      // Battles the seat only watched may have come after its own: the panel steps back to the earlier ones.
      const panel = page.getByTestId('result-panel');
      if (!(await panel.isVisible())) return false;
      for (;;) {
        const lost = lostBattle(page);
        if ((await lost.isVisible()) && (await lost.locator('[data-testid=revealed-plan]').count()) === 2) return true;
        const earlier = panel.locator('.result-pager button').first();
        if ((await earlier.count()) === 0 || (await earlier.isDisabled())) return false;
        await earlier.click();
      }
    };
    const factions = ['fremen', 'harkonnen', 'atreides', 'guild', 'emperor', 'beneGesserit'];
    let found: { link: string; page: Page; errors: string[]; close: () => Promise<void>; clicks: number } | null = null;
    for (let attempt = 0; attempt < factions.length && !found; attempt++) {
      const link = await createMatch('dune', 5, {
        factions: [...factions.slice(attempt), ...factions.slice(0, attempt)],
        noAlliances: true,
      });
      if (attempt === 0) {
        await eachLanguage(link, 'dune', false);
        await expectMotionOnlyIfWanted(link);
      }
      const opened = await openPage(link, DESKTOP, 'fr-FR');
      const clicks = await playUntil(opened.page, 20_261_125 + attempt, () => sawLostBattle(opened.page), seekBattle);
      if (clicks === null) {
        expect(opened.errors).toEqual([]);
        await opened.close();
      } else found = { link, ...opened, clicks };
    }
    if (!found) throw new Error('no lost battle in any try');
    const { link, page, clicks } = found;
    const lost = lostBattle(page);
    // The panel fades in; the picture is taken once it has (the assertions below do not wait for it).
    await animationsDone(page);
    await screenshot(page, 'table-dune-battle-lost-fr');
    const seat = Number(await page.locator('.game').getAttribute('data-seat'));
    // Both plans: each side's leader, weapon, defense and dial; one of them is this seat's.
    for (const role of ['aggressor', 'defender']) {
      const side = lost.getByTestId(`battle-${role}`);
      await expect(side.locator('dt').allInnerTexts()).resolves.toEqual(
        expect.arrayContaining(['Chef', 'Arme', 'Défense', 'Roue']),
      );
      expect(await side.locator('.battle-losses').innerText()).toMatch(/^Perd :/);
    }
    const seats = await lost
      .locator('[data-testid^=battle-][data-seat]')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-seat'))));
    expect(seats).toContain(seat);
    expect(await lost.getByTestId('result-summary').innerText()).not.toBe('');
    // The log keeps the battle after the panel is put away.
    await lost.getByTestId('result-dismiss').click();
    expect(await lost.count()).toBe(0);
    expect(await page.getByTestId('log').innerText()).toMatch(/Plans révélés/);
    await expectLogBesideBoard(page);
    console.log(`Dune: a lost battle after ${clicks} clicks`);

    const phone = await openPage(link, PHONE, 'fr-FR');
    await expectPhoneTable(phone.page);
    await animationsDone(phone.page);
    await screenshot(phone.page, 'table-dune-phone-battle-lost-fr');
    expect(phone.errors).toEqual([]);
    await phone.close();
    expect(found.errors).toEqual([]);
    await found.close();
  }, 600_000);

  it('Imperium: a Combat shows each seat’s strength and rewards; the phone keeps the prompt in view', async () => {
    const link = await createMatch('imperium', 3);
    // The hand is dealt when the first round starts: a leader's setup decision (Masterstroke) may come before it.
    const setup = await openPage(link, DESKTOP, 'en-GB');
    const hand = setup.page.locator('[data-testid=hand] button.strip-card');
    if ((await playUntil(setup.page, 20_261_127, async () => (await hand.count()) > 0)) === null) {
      throw new Error('the game ended before the first round');
    }
    expect(setup.errors).toEqual([]);
    await setup.close();
    await eachLanguage(link, 'imperium', true);
    const desktop = await openPage(link, DESKTOP, 'en-GB');
    const page = desktop.page;
    const combat = page.locator('[data-testid=result-panel][data-kind=combat]');
    // The line may show and go between two polls of the loop (a bot answers within one React commit): the page
    // itself notes its first appearance.
    await page.evaluate(() => {
      const note = () => {
        const summary = document.querySelector('[data-testid=since-last] summary');
        if (summary && !document.body.dataset.sinceLast) document.body.dataset.sinceLast = summary.textContent ?? '';
      };
      new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
      note();
    });
    const sinceLast = async () => (await page.locator('body').getAttribute('data-since-last')) ?? '';
    // A Combat that comes before the seat's turn came back after the others is not the one looked for: play on.
    const clicks = await playUntil(page, 20_261_126, async () => (await sinceLast()) !== '' && combat.isVisible());
    const sinceLastMove = await sinceLast();
    if (clicks === null) throw new Error('the game ended before a Combat');
    await page.waitForTimeout(1000);
    // The round's end may have come on top of the Combat meanwhile: the panel steps back to it.
    const panel = page.getByTestId('result-panel').first();
    for (let back = 0; back < 5 && !(await combat.isVisible()); back++) {
      await panel.locator('.result-pager button').first().click();
    }
    await screenshot(page, 'table-imperium-combat-en');
    await expectLogBesideBoard(page);
    const rows = combat.locator('[data-testid=combat-table] tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    // Each row: the seat, its strength, its reward (or none), strongest first.
    const strengths = (await rows.locator('td:nth-child(2)').allInnerTexts()).map(Number);
    expect(strengths).toEqual([...strengths].sort((a, b) => b - a));
    expect(await combat.locator('h2').innerText()).toMatch(/^Combat: /);
    // When the seat's turn comes back after the others played, a line says how much happened meanwhile.
    expect(sinceLastMove).toMatch(/^Since your last move: \d+ events?$/);
    console.log(`Imperium: a Combat after ${clicks} clicks`);

    const phone = await openPage(link, PHONE, 'fr-FR');
    await expectPhoneTable(phone.page);
    await animationsDone(phone.page);
    await screenshot(phone.page, 'table-imperium-phone-combat-fr');
    expect(phone.errors).toEqual([]);
    await phone.close();
    expect(desktop.errors).toEqual([]);
    await desktop.close();
  }, 600_000);
});
