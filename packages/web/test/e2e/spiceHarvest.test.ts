import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AxeResults } from 'axe-core';
import { startServer } from '@arrakis/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildWeb,
  clickRandomPrompt,
  DIST,
  docScreenshot,
  launchChromium,
  seededRandom,
  sendBy,
  watchErrors,
} from './harness.ts';

const MAX_STEPS = 1500;
const SIZES = [
  { tag: 'desktop', width: 1440, height: 900, phone: false },
  { tag: 'phone', width: 390, height: 844, phone: true },
] as const;
/**
 * The heuristic bots bid nothing for the post and approve every report: a person who bids most of its spice is the
 * Manager for the five rounds (it reports and deals, never votes); one who bids nothing votes on a bot's reports
 * (unless the draw between the six zero bids gives it the post: the seeds here do not).
 */
const ROLES = [
  // rules 000 §16.B.1.a: one spice kept for the Emperor's tax, or the post passes at once to the right.
  { role: 'Manager', bid: 9, decides: ['managerBid', 'report', 'placement'] },
  { role: 'voter', bid: 0, decides: ['managerBid', 'vote', 'placement'] },
] as const;
const CASES = SIZES.flatMap((size, i) => ROLES.map((role, j) => ({ ...size, ...role, seed: 1_610 + 2 * i + j })));

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The serious and critical findings of axe-core on the page as it is, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() => (window as unknown as { axe: { run(): Promise<AxeResults> } }).axe.run());
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary ?? ''}`));
}

let browser: Browser;
let url = '';
let close: () => Promise<void> = async () => {};

beforeAll(async () => {
  await buildWeb();
  const dir = mkdtempSync(join(tmpdir(), 'arrakis-harvest-'));
  // Seeded matches: a failure replays the same prelude.
  const server = await startServer({
    port: 0,
    sqlitePath: join(dir, 'arrakis.db'),
    webRoot: DIST,
    matchSeeds: 'spice-harvest-prelude',
    autoPassDelay: { minMs: 100, maxMs: 400 },
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

/** The decision the prompt shows now, or null (also while the steps of a confirmed choice are still being sent). */
async function kindOf(page: Page): Promise<string | null> {
  const body = page.locator('[data-testid=prompt] .prompt-body:not([data-testid=chain-sending])');
  if ((await body.count()) === 0) return null;
  return body.getAttribute('data-kind', { timeout: 1_000 }).catch(() => null);
}

/** The prelude's decisions the walk answers itself: a random click must never answer one of them first. */
const HANDLED = ['managerBid', 'harvestReport', 'harvestVote', 'accessBid', 'harvestPlacement']
  .map((kind) => `[data-testid=prompt] .prompt-body[data-kind=${kind}]`)
  .join(', ');

const confirm = (page: Page) => page.locator('[data-testid=prompt] [data-testid=confirm-bar] [data-key=confirm]');

// Issue 17, must-show 3 (the prelude): one person and five bots with the spice-harvest rule (rules 000 §16), from
// the lobby through the five harvest rounds, the trading and the placement, to the first storm of turn 1.
describe('the spice-harvest prelude in the browser (rules 000 §16)', () => {
  it.each(CASES)(
    '$tag, the person as $role: it bids for the post, reports or votes, bids for Access cards, places its troops',
    async (size) => {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        locale: 'fr-FR',
        ...(size.phone ? { isMobile: true, hasTouch: true } : {}),
      });
      const page = await context.newPage();
      const pageErrors = watchErrors(page);
      await page.goto(url);
      await page.getByTestId('mode-online').check();
      await page.getByTestId('option-spiceHarvest').check();
      await page.getByTestId('create').click();
      await page.locator('.game').waitFor();

      const random = seededRandom(size.seed);
      const done = new Set<string>();
      const shot = async (name: string) => {
        if (done.has(`shot:${name}`)) return;
        done.add(`shot:${name}`);
        await docScreenshot(page, `harvest-${name}-${size.tag}`);
        expect(await seriousViolations(page), `${name} ${size.tag}`).toEqual([]);
      };
      for (let step = 0; step < MAX_STEPS; step++) {
        const phase = await page.locator('.game').getAttribute('data-phase');
        if (phase !== 'harvest' && phase !== 'setup') break;
        // The setup (traitors) comes first; the prelude's screen takes the board's place as soon as it begins.
        if (phase === 'harvest' && !done.has('screen')) {
          await page.getByTestId('harvest-screen').waitFor();
          expect(await page.getByTestId('harvest-screen').innerText()).toMatch(/Moisson d'Épice/);
          done.add('screen');
        }
        const kind = await kindOf(page);
        if (kind === 'managerBid') {
          // rules 000 §16.A.1.d: a closed hand of spice.
          await page.getByTestId('manager-bid-amount').fill(String(size.bid));
          await sendBy(page, () => confirm(page).click());
          done.add('managerBid');
        } else if (kind === 'harvestReport') {
          // rules 000 §16.B.1.a: the Manager alone sees the Harvest card; the first report understates it by one.
          await page.getByTestId('harvest-card-seen').waitFor();
          const input = page.getByTestId('announce-amount');
          const max = Number(await input.getAttribute('max'));
          const min = Number(await input.getAttribute('min'));
          if (!done.has('report') && max > min) {
            await input.fill(String(max - 1));
            await page.getByTestId('lie-warning').waitFor();
          }
          await shot('report');
          await sendBy(page, () => confirm(page).click());
          done.add('report');
        } else if (kind === 'harvestVote') {
          // rules 000 §16.B.2.a: the others' Share cards stay face down; the vote too, until all are in.
          expect(await page.getByTestId('harvest-card-seen').count()).toBe(0);
          // Its own Share card face up; the others' face down (one at most seen by the Atreides' peek, §16.C.1).
          expect(await page.locator('[data-testid=harvest-seat].me .share-card').count()).toBe(1);
          expect(await page.locator('[data-testid=harvest-seat]:not(.me) .share-card').count()).toBeLessThanOrEqual(1);
          expect(await page.locator('[data-testid=harvest-seat]:not(.me) .card-back').count()).toBeGreaterThan(2);
          await page.locator(`[data-vote=${random() < 0.5 ? 'yes' : 'no'}]`).click();
          await shot('vote');
          await sendBy(page, () => confirm(page).click());
          done.add('vote');
        } else if (kind === 'accessBid') {
          await page.getByTestId('harvest-auction').waitFor();
          await shot('auction');
          const bid = page.locator('[data-testid=access-bid] .bid-form button[data-type=accessBid]');
          // The bots pass on Access cards: the person buys every card it can pay for, stronghold cards among them.
          if ((await bid.count()) > 0) {
            await sendBy(page, () => bid.click());
            done.add('accessBid');
          } else {
            await sendBy(page, () => page.locator('[data-testid=access-bid] button[data-type=pass]').click());
          }
        } else if (kind === 'harvestPlacement') {
          // rules 000 §16.B.6.a: troop cards beside the stronghold cards, 20 tokens at most, laid at once.
          const troops = page.locator('[data-testid=harvest-placement] button.troop-card:not(:disabled)');
          for (let i = 0; i < 3 && (await troops.count()) > 0; i++) await troops.first().click();
          await shot('placement');
          await sendBy(page, () => confirm(page).click());
          done.add('placement');
        } else if (kind === null || !(await clickRandomPrompt(page, random, { stopAt: HANDLED }))) {
          await page.waitForTimeout(50);
        }
      }
      // rules 000 §16.B.6.c: the reveal from Carthag to Arrakeen stays until the person has seen it.
      await page.getByTestId('placement-reveal').waitFor({ timeout: 30_000 });
      const rows = page.locator('[data-testid=placement-reveal] li');
      expect(await rows.count()).toBe(5);
      expect(await rows.first().getAttribute('data-stronghold')).toBe('carthag');
      expect(await rows.last().getAttribute('data-stronghold')).toBe('arrakeen');
      await page.waitForTimeout(2_000);
      // On a phone the decision sheet is folded to one line, as a player would to look at the table.
      if (size.phone) await page.getByTestId('sheet-toggle').click();
      await shot('reveal');
      expect(await page.locator('.game').getAttribute('data-turn')).toBe('1');
      const placed = await rows.evaluateAll((lis) =>
        lis.flatMap((li) => {
          const faction = li.getAttribute('data-faction');
          return faction ? [[li.getAttribute('data-stronghold')!, faction] as const] : [];
        }),
      );
      await page.getByTestId('see-board').click();
      await page.getByTestId('harvest-screen').waitFor({ state: 'detached' });
      // The board now shows the tokens where the reveal placed them (no token moves before turn 1's movement).
      for (const [stronghold, faction] of placed)
        expect(
          await page.locator(`[data-territory-tokens="${stronghold}"] [data-faction="${faction}"]`).count(),
          `${faction} in ${stronghold}`,
        ).toBeGreaterThan(0);

      // The person made each kind of decision its role gives it.
      console.log(`${size.tag}, ${size.role}: ${[...done].filter((k) => !k.startsWith('shot:')).join(', ')}`);
      for (const kind of size.decides) expect(done.has(kind), kind).toBe(true);
      expect(done.has('screen')).toBe(true);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
    900_000,
  );
});
