import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '@arrakis/server';
import type { CreateMatchResponse } from '@arrakis/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildWeb,
  clickRandomPrompt,
  DIST,
  launchChromium,
  screenshot,
  seekBattle,
  seededRandom,
  seqOf,
  watchErrors,
} from './harness.ts';

let browser: Browser;
let url = '';
let close: () => Promise<void> = async () => {};

beforeAll(async () => {
  await buildWeb();
  const dir = mkdtempSync(join(tmpdir(), 'arrakis-table-ux-'));
  // Seeded matches, so that a failure replays the same game.
  const server = await startServer({
    port: 0,
    sqlitePath: join(dir, 'arrakis.db'),
    webRoot: DIST,
    matchSeeds: 'table-ux',
    autoPassDelay: { minMs: 50, maxMs: 150 },
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

/** A Dune match of one person and bots, the factions chosen (rules 000 §3.E); the person's link. */
async function createDune(factions: readonly string[]): Promise<string> {
  const response = await fetch(`${url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game: 'dune',
      seats: [{ kind: 'human', name: 'Anne' }, ...factions.slice(1).map(() => ({ kind: 'bot' }))],
      options: { factions },
    }),
  });
  expect(response.status).toBe(201);
  const created = (await response.json()) as CreateMatchResponse;
  return `${url}${created.invites[0]!.link}`;
}

interface Slide {
  /** `data-slide-from`: the offset the move starts from, in the board's units. */
  readonly from: string | null;
  /** The element's computed transform, one per frame while it moved. */
  readonly transforms: string[];
  readonly kind: 'force' | 'agent';
}

declare global {
  interface Window {
    __slides?: Slide[];
  }
}

/**
 * Records every token drawn anew on a board (a Dune stack, an Imperium Agent) and its transform, frame by frame,
 * for 600 ms: what a player sees moving.
 */
async function recordSlides(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const slides: Slide[] = [];
    window.__slides = slides;
    const follow = (target: Element, kind: Slide['kind']) => {
      const slide: Slide = { from: target.getAttribute('data-slide-from'), transforms: [], kind };
      slides.push(slide);
      const start = performance.now();
      // Until the token is drawn anew (its count changed again) or 600 ms have passed.
      const sample = () => {
        if (!target.isConnected) return;
        slide.transforms.push(getComputedStyle(target).transform);
        if (performance.now() - start < 600) requestAnimationFrame(sample);
      };
      sample();
    };
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const token = node.matches('.board .token') ? node : node.querySelector('.board .token');
          if (token) follow(token, 'force');
          if (node.matches('.imp-board [data-seat-mark]') && node.querySelector('[data-testid=agent]'))
            follow(node, 'agent');
        }
    }).observe(document, { subtree: true, childList: true });
  });
}

function translation(transform: string): { x: number; y: number } {
  if (transform === 'none') return { x: 0, y: 0 };
  const m = /matrix\(([^)]+)\)/.exec(transform);
  if (!m) throw new Error(`not a 2D transform: ${transform}`);
  const [, , , , e, f] = m[1]!.split(',').map(Number);
  return { x: e!, y: f! };
}

/**
 * Slides seen as the player sees them: each starts at its origin and moves; those left on screen long enough end
 * where their token stands.
 */
function expectSlid(slides: readonly Slide[]): void {
  expect(slides.length).toBeGreaterThan(0);
  let completed = 0;
  for (const slide of slides) {
    const [fx, fy] = slide.from!.split(',').map(Number) as [number, number];
    const points = slide.transforms.map(translation);
    const length = Math.hypot(fx, fy);
    expect(length).toBeGreaterThan(1);
    // The first frame is at the origin, within a frame's worth of movement.
    expect(Math.hypot(points[0]!.x - fx, points[0]!.y - fy)).toBeLessThan(length * 0.2);
    if (points.length < 20) continue;
    // Through several positions, to the token's place.
    expect(new Set(slide.transforms).size).toBeGreaterThan(5);
    const last = points[points.length - 1]!;
    expect(Math.hypot(last.x, last.y)).toBeLessThan(0.5);
    completed++;
  }
  expect(completed).toBeGreaterThan(0);
}

async function promptKind(page: Page): Promise<string | null> {
  return page
    .locator('[data-testid=prompt] .prompt-body')
    .getAttribute('data-kind', { timeout: 1_000 })
    .catch(() => null);
}

async function untilSeqChanges(page: Page, before: number): Promise<void> {
  await page.waitForFunction(
    (seq) => Number(document.querySelector('.game')?.getAttribute('data-seq')) !== seq,
    before,
    { timeout: 15_000 },
  );
}

/**
 * The person keeps its spice and its forces where they are (passes bids and moves), and otherwise answers at
 * random, until `done` holds; returns whether it did.
 */
async function playDuneUntil(
  page: Page,
  seed: number,
  done: () => Promise<boolean>,
  { limit = 400, battle = false }: { limit?: number; battle?: boolean } = {},
): Promise<boolean> {
  const random = seededRandom(seed);
  for (let clicks = 0; clicks < limit;) {
    if (await done()) return true;
    if (await page.getByTestId('end-screen').isVisible()) return false;
    if (battle && (await seekBattle(page, random))) {
      clicks++;
      continue;
    }
    const kind = await promptKind(page);
    const pass = page.locator('[data-testid=prompt] .prompt-body button[data-type=pass]:visible');
    if ((kind === 'bid' || kind === 'movement') && (await pass.count()) > 0) {
      const before = await seqOf(page);
      try {
        await pass.first().click({ timeout: 5_000 });
        await untilSeqChanges(page, before);
      } catch {
        // The prompt went with an update between the look and the click.
      }
      clicks++;
    } else if (await clickRandomPrompt(page, random)) clicks++;
    else await page.waitForTimeout(50);
  }
  return done();
}

async function openDune(
  link: string,
  reducedMotion: 'reduce' | 'no-preference',
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR', reducedMotion });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await recordSlides(page);
  await page.goto(link);
  await page.locator('.game').waitFor();
  return { context, page, errors };
}

const slidesOf = (page: Page) => page.evaluate(() => window.__slides ?? []);

describe('moves slide from where they were to where they land (issue 14)', () => {
  it('Dune: shipped forces slide in from the reserves; with reduced motion they appear without moving', async () => {
    const factions = ['atreides', 'harkonnen', 'emperor', 'guild', 'fremen', 'beneGesserit'];
    const moving = await openDune(await createDune(factions), 'no-preference');
    const slid = async () => (await slidesOf(moving.page)).some((s) => s.kind === 'force' && s.from !== null);
    expect(await playDuneUntil(moving.page, 11, slid)).toBe(true);
    await screenshot(moving.page, 'table-ux-dune-slide');
    // Let the last slide's frames be sampled.
    await moving.page.waitForTimeout(700);
    expectSlid((await slidesOf(moving.page)).filter((s) => s.kind === 'force' && s.from !== null));
    expect(moving.errors).toEqual([]);
    await moving.context.close();

    // Another game with the same factions, with reduced motion: forces arrive, nothing moves.
    const still = await openDune(await createDune(factions), 'reduce');
    const arrived = async () => (await slidesOf(still.page)).filter((s) => s.kind === 'force').length >= 3;
    expect(await playDuneUntil(still.page, 11, arrived)).toBe(true);
    await still.page.waitForTimeout(700);
    const seen = (await slidesOf(still.page)).filter((s) => s.kind === 'force');
    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (const slide of seen) {
      expect(slide.from).toBeNull();
      expect(new Set(slide.transforms)).toEqual(new Set(['none']));
    }
    expect(await still.page.evaluate(() => document.getAnimations().length)).toBe(0);
    expect(still.errors).toEqual([]);
    await still.context.close();
  }, 300_000);
});

describe('Back in every multi-step prompt (issue 14)', () => {
  it('Dune: after a cross-ship (annexe 3 Guild 1) and at each step of the battle plan (rules 000 §10.B)', async () => {
    const { context, page, errors } = await openDune(
      await createDune(['guild', 'atreides', 'harkonnen', 'emperor', 'fremen', 'beneGesserit']),
      'no-preference',
    );
    const shipment = page.locator('[data-testid=prompt] .prompt-body[data-kind=shipment]');
    const crossPicker = shipment.locator('.picker[data-type=crossShip]:visible').first();
    const crossList = shipment.locator('button[data-type=crossShip]:visible');
    const canCrossShip = async () => (await crossPicker.count()) + (await crossList.count()) > 0;
    expect(await playDuneUntil(page, 5, canCrossShip)).toBe(true);

    // annexe 3 Guild 1: from Tuek's Sietch to a stronghold where another faction stands, when the storm allows.
    const chooseCrossShip = async (): Promise<string | null> => {
      if ((await crossPicker.count()) > 0) {
        const to = crossPicker.locator('select[data-field=to]');
        const values = await to
          .locator('option')
          .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
        const held = values.find((v) => ['"carthag', '"arrakeen', '"sietchTabr'].some((s) => v.startsWith(s)));
        if (held) await to.selectOption(held);
        await crossPicker.getByTestId('step').click();
        await page.getByTestId('cross-ship-count').getByTestId('step').first().waitFor();
        return held ? (JSON.parse(held) as string).split(':')[0]! : null;
      }
      await crossList.first().click();
      await page.getByTestId('cross-ship-count').getByTestId('step').first().waitFor();
      return null;
    };
    const before = await seqOf(page);
    await chooseCrossShip();
    const count = page.getByTestId('cross-ship-count');
    // The count shows its price, and Back returns to the choice of where from and where to: nothing was sent.
    expect(await count.getByTestId('chip-cost').count()).toBeGreaterThan(0);
    await screenshot(page, 'table-ux-cross-ship-count');
    await count.getByTestId('back').click();
    await crossPicker.or(crossList.first()).first().waitFor();
    expect(await page.getByTestId('cross-ship-count').count()).toBe(0);
    expect(await seqOf(page)).toBe(before);

    // Again, with a count, Back from the summary, then Confirm: the cross-ship and its count both go.
    const destination = await chooseCrossShip();
    await count.getByTestId('step').last().click();
    await page.getByTestId('confirm-bar').waitFor();
    await page.getByTestId('confirm-bar').getByTestId('back').click();
    expect(await page.getByTestId('confirm-bar').count()).toBe(0);
    expect(await seqOf(page)).toBe(before);
    await count.getByTestId('step').last().click();
    await page.getByTestId('confirm-bar').getByTestId('action').click();
    await page.waitForFunction(
      () => !document.querySelector('[data-testid=prompt] .prompt-body[data-kind=shipment], [data-kind=shipmentCount]'),
      undefined,
      { timeout: 15_000 },
    );
    if (destination)
      await page.locator(`[data-territory-tokens=${destination}] .token[data-faction=guild]`).first().waitFor();

    // The battle plan: each of leader, weapon and defense can be taken back before the Confirm.
    const plan = page.getByTestId('battle-plan');
    const mine = async () => (await promptKind(page)) === 'battlePlan';
    if (!(await playDuneUntil(page, 6, mine, { limit: 1200, battle: true }))) {
      await screenshot(page, 'table-ux-no-battle');
      throw new Error(`no battle plan was asked for (last prompt: ${await promptKind(page)})`);
    }
    const planSeq = await seqOf(page);
    const atStep = async (step: string, held: number) => {
      await page.locator(`[data-testid=battle-plan][data-step=${step}][data-held="${held}"]`).waitFor();
    };
    const choose = async () => plan.locator('.step-choices button[data-testid=step]').first().click();
    const back = async () => plan.getByTestId('back').click();
    await atStep('leader', 0);
    expect(await plan.getByTestId('back').count()).toBe(0);
    await choose();
    await atStep('weapon', 1);
    await back();
    await atStep('leader', 0);
    await choose();
    await atStep('weapon', 1);
    await choose();
    await atStep('defense', 2);
    await back();
    await atStep('weapon', 1);
    await choose();
    await atStep('defense', 2);
    await choose();
    await atStep('dial', 3);
    await screenshot(page, 'table-ux-battle-plan-dial');
    await back();
    await atStep('defense', 2);
    await choose();
    await atStep('dial', 3);
    // The dial: its summary's Back, then Esc, take it back too.
    await plan.locator('button[data-type=planDial]').last().click();
    await page.getByTestId('confirm-bar').waitFor();
    await page.getByTestId('confirm-bar').getByTestId('back').click();
    expect(await page.getByTestId('confirm-bar').count()).toBe(0);
    await page.locator('#prompt h2').click();
    await page.keyboard.press('Escape');
    await atStep('defense', 2);
    // Nothing of it left this browser.
    expect(await seqOf(page)).toBe(planSeq);
    await choose();
    await atStep('dial', 3);
    await plan.locator('button[data-type=planDial]').last().click();
    await page.getByTestId('confirm-bar').getByTestId('action').click();
    // The four steps go one after the other; the engine then has the whole plan.
    await page.waitForFunction(
      () => document.querySelector('[data-testid=battle-plan] button[data-type=planDial]') === null,
      undefined,
      { timeout: 20_000 },
    );
    await page.waitForFunction(() => document.querySelector('[data-testid=battle-plan][data-step=leader]') === null);
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
