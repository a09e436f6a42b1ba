import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalJson, seedRng, type Seat } from '@arrakis/engine';
import { dune, type DuneState, type DuneView } from '@arrakis/dune';
import { startServer, type ServerMessage } from '@arrakis/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resampleHidden } from '../../../dune/src/testing/resample.ts';
import { visibleTo } from '../../../server/src/matchLoader.ts';
import { readServerSide, statesAt } from '../../../server/test/helpers/serverState.ts';
import {
  buildWeb,
  clickRandomPrompt,
  DIST,
  docScreenshot,
  launchChromium,
  type Received,
  recordWebSocket,
  screenshot,
  seededRandom,
  sendBy,
  seqOf,
  watchErrors,
} from './harness.ts';

const MAX_STEPS = 6000;
/** The matches' seeds: `<prefix>:0` for the one match of each test (the server counts from 0). */
const KANLY_SEEDS = 'duel-e2e-kanly';
const WAR_SEEDS = 'duel-e2e-war';

let browser: Browser;

beforeAll(async () => {
  await buildWeb();
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

/** A server of its own for one test, its matches seeded from `seeds`. */
async function seededServer(seeds: string) {
  const dir = mkdtempSync(join(tmpdir(), 'arrakis-duel-'));
  const sqlitePath = join(dir, 'arrakis.db');
  const server = await startServer({
    port: 0,
    sqlitePath,
    webRoot: DIST,
    matchSeeds: seeds,
    autoPassDelay: { minMs: 100, maxMs: 400 },
  });
  return {
    url: server.url,
    sqlitePath,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type Update = Extract<ServerMessage, { type: 'update' }>;

function lastView(received: Received): DuneView | null {
  const updates = received.messages.filter((m): m is Update => m.type === 'update');
  return (updates.at(-1)?.view as DuneView | undefined) ?? null;
}

/**
 * Secrecy on the wire, as the server's own check does for Imperium (uprisingSix.test.ts): every update the person's
 * page received is the engine's view for its seat to the byte; its log is exactly the events public or addressed to
 * it; and resampling all it cannot know (the other hands and Duel hands, face-down champions, seconds and
 * negotiators, secret support, Share cards and votes) leaves that view unchanged.
 */
async function checkDuneSecrecy(sqlitePath: string, matchId: string, received: Received, me: Seat) {
  const side = await readServerSide({ sqlitePath }, matchId);
  expect(side.replayedHash).toBe(side.hash);
  const states = statesAt(side) as DuneState[];
  const rng = seedRng('duel-e2e:resample');
  const updates = received.messages.filter((m): m is Update => m.type === 'update');
  expect(updates.length).toBeGreaterThan(20);
  let logged = 0;
  let entries = 0;
  for (const message of updates) {
    const state = states[message.seq]!;
    expect(canonicalJson(message.view)).toBe(canonicalJson(dune.view(state, me)));
    expect(canonicalJson(dune.view(resampleHidden(state, me, rng), me))).toBe(canonicalJson(message.view));
    const from = (message.logFrom ?? logged + 1) - 1;
    const expected = side.actions
      .filter((action) => action.seq > from && action.seq <= message.seq)
      .flatMap((action) =>
        action.events
          .filter((event) => visibleTo(event, me))
          .map((event) => ({ seq: action.seq, type: event.type, params: event.params })),
      );
    expect(message.log).toEqual(expected);
    entries += expected.length;
    logged = message.seq;
  }
  for (const raw of received.raw.filter((r) => r.includes('"update"')))
    expect(raw.includes('"rng":'), 'the RNG on the wire').toBe(false);
  return { side, updates: updates.length, entries };
}

/** The decision the prompt shows now, or null. */
async function kindOf(page: Page): Promise<string | null> {
  const body = page.locator('[data-testid=prompt] .prompt-body:not([data-testid=chain-sending])');
  if ((await body.count()) === 0) return null;
  return body.getAttribute('data-kind', { timeout: 1_000 }).catch(() => null);
}

const confirm = (page: Page) => page.locator('[data-testid=prompt] [data-testid=confirm-bar] [data-key=confirm]');
const promptButton = (page: Page, type: string) =>
  page.locator(`[data-testid=prompt] .prompt-body > :not(details) button[data-type=${type}]:visible`);

/** The §16 prelude, as a voter (rules 000 §16.A.1.d–§16.B.6): bids nothing for the post, votes, places troops. */
async function preludeStep(page: Page, kind: string | null, random: () => number): Promise<boolean> {
  if (kind === 'managerBid') {
    await page.getByTestId('manager-bid-amount').fill('0');
    await sendBy(page, () => confirm(page).click());
  } else if (kind === 'harvestReport') {
    await sendBy(page, () => confirm(page).click());
  } else if (kind === 'harvestVote') {
    await page.locator(`[data-vote=${random() < 0.5 ? 'yes' : 'no'}]`).click();
    await sendBy(page, () => confirm(page).click());
  } else if (kind === 'accessBid') {
    const pass = page.locator('[data-testid=access-bid] button[data-type=pass]');
    if ((await pass.count()) === 0) return false;
    await sendBy(page, () => pass.click());
  } else if (kind === 'harvestPlacement') {
    const troops = page.locator('[data-testid=harvest-placement] button.troop-card:not(:disabled)');
    for (let i = 0; i < 3 && (await troops.count()) > 0; i++) await troops.first().click();
    await sendBy(page, () => confirm(page).click());
  } else return false;
  return true;
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** A picture at both sizes (the page goes back to the desktop size). */
async function bothSizes(page: Page, name: string): Promise<void> {
  await docScreenshot(page, `${name}-desktop`);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300);
  await docScreenshot(page, `${name}-phone`);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(300);
}

/**
 * rules 000 §19.C.3–6: one action of the person's duellist, by clicking the arena: a blow when a card reaches
 * (aimed at the duellist on the arena when the card has several targets), a parry when one fits, "Trois actions",
 * else a step (inward while the hand is short, else at random), else the end of its turn.
 */
async function arenaStep(page: Page, kind: string, random: () => number): Promise<string> {
  const arena = page.getByTestId('arena');
  const hand = arena.locator('[data-testid=arena-hand] button.duel-card:not(:disabled)');
  if (kind === 'duelParry') {
    // The hand's parry cards are enabled when they fit the blow's side (§19.C.4.b).
    if ((await hand.count()) > 0) {
      await sendBy(page, () => hand.first().click());
      return 'parry';
    }
    await sendBy(page, () => promptButton(page, 'duelParry').first().click());
    return 'noParry';
  }
  if (kind === 'duelPlacement') {
    const cells = arena.locator('.arena-cell.legal');
    const count = await cells.count();
    await sendBy(page, () => cells.nth(Math.floor(random() * count)).click());
    return 'placed';
  }
  for (const effect of ['attack', 'knife', 'threeActions']) {
    const card = arena.locator(`[data-testid=arena-hand] button.duel-card[data-effect=${effect}]:not(:disabled)`);
    if ((await card.count()) === 0) continue;
    const before = await seqOf(page);
    await card.first().click();
    // One target: sent at once; several: the duellist to strike is chosen on the arena.
    const aimed = arena.locator('.arena-fighter.legal');
    await page.waitForFunction(
      (seq) =>
        Number(document.querySelector('.game')?.getAttribute('data-seq')) !== seq ||
        document.querySelector('.arena-fighter.legal') !== null,
      before,
      { timeout: 15_000 },
    );
    if ((await seqOf(page)) === before && (await aimed.count()) > 0) await sendBy(page, () => aimed.first().click());
    return effect;
  }
  const cells = arena.locator('.arena-cell.legal');
  const count = await cells.count();
  if (count > 0) {
    const handSize = await arena.locator('[data-testid=arena-hand] button.duel-card').count();
    const inward = arena.locator('.arena-cell.legal[data-cell^=middle], .arena-cell.legal[data-cell^=inner]');
    const target =
      handSize < 4 && (await inward.count()) > 0 ? inward.first() : cells.nth(Math.floor(random() * count));
    await sendBy(page, () => target.click());
    return 'move';
  }
  await sendBy(page, () => promptButton(page, 'duelEndTurn').first().click());
  return 'endTurn';
}

/** The Kanly threat (rules 000 §19.B) from the panel of actions "at any time": a target seat and a deed. */
async function threaten(page: Page, target: Seat, deed: string): Promise<void> {
  const picker = page.locator('[data-testid=cards-deals] .deal[data-type=threatenKanly] .picker');
  await picker.waitFor({ timeout: 15_000 });
  const pickValue = async (field: string, wanted: (value: string) => boolean) => {
    const select = picker.locator(`select[data-field=${field}]`);
    if ((await select.count()) === 0) return;
    const values = await select
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    const value = values.find(wanted);
    expect(value, `${field} offered`).toBeDefined();
    await select.selectOption(value!);
  };
  await pickValue('target', (v) => v === String(target));
  await pickValue('deed', (v) => v.includes(deed));
  await sendBy(page, () => picker.locator('button').click());
}

async function lobby(page: Page, url: string, setup: (page: Page) => Promise<void>): Promise<string> {
  await page.goto(url);
  await page.getByTestId('mode-online').check();
  await setup(page);
  await page.getByTestId('create').click();
  await page.locator('.game').waitFor();
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

// Issue 17, must-show 3: the prelude (rules 000 §16), a Kanly threat in turn 1 and its duel played on the arena
// (§19.B–C), to the end screen.
describe('the duel in the browser (rules 000 §16, §19)', () => {
  it('six seats, the person and five bots, spiceHarvest and duel: the prelude, a Kanly threat in turn 1, the duel clicked on the arena, the end screen; secrecy on the wire', async () => {
    const server = await seededServer(KANLY_SEEDS);
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'fr-FR' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const received = recordWebSocket(page);
    try {
      const matchId = await lobby(page, server.url, async (p) => {
        await p.getByTestId('option-spiceHarvest').check();
        await p.getByTestId('option-duel').check();
      });
      const random = seededRandom(1_917);
      const done = new Set<string>();
      const steps: string[] = [];
      const me = Number(await page.locator('.game').getAttribute('data-seat'));
      let threatened: Seat | null = null;
      for (let step = 0; step < MAX_STEPS; step++) {
        if (await page.getByTestId('end-screen').isVisible()) break;
        const phase = await page.locator('.game').getAttribute('data-phase');
        const turn = Number(await page.locator('.game').getAttribute('data-turn'));
        const kind = await kindOf(page);
        if (phase === 'harvest' && !done.has('prelude') && kind === 'harvestVote') {
          await page.getByTestId('harvest-screen').waitFor();
          await bothSizes(page, 'duel-prelude');
          done.add('prelude');
        }
        if (phase === 'harvest' || phase === 'setup') {
          if (!(await preludeStep(page, kind, random)) && !(kind !== null && (await clickRandomPrompt(page, random))))
            await page.waitForTimeout(50);
          continue;
        }
        // The reveal of the placement (§16.B.6.c) stays until the person goes to the board.
        if (await page.getByTestId('see-board').isVisible()) {
          await page.getByTestId('see-board').click();
          continue;
        }
        // rules 000 §19.B: in turn 1, when the person may bid on a card a bot holds the high bid for, it threatens
        // that bot with Kanly if it buys a treachery card this turn, then passes.
        const high = lastView(received)?.bidding?.highBidder ?? null;
        if (turn === 1 && !done.has('threat') && kind === 'bid' && high !== null && high !== me) {
          await threaten(page, high, 'buyCard');
          threatened = high;
          done.add('threat');
          const pass = promptButton(page, 'pass');
          if ((await pass.count()) > 0) await sendBy(page, () => pass.first().click());
          continue;
        }
        if (kind === 'kanlyCall') {
          // The deed is done: "Kanly !".
          await sendBy(page, () => page.locator('[data-testid=prompt] button[data-type=callKanly]').first().click());
          steps.push('called');
          done.add('called');
          continue;
        }
        if (kind === 'duelChampion' && !done.has('champion')) {
          // rules 000 §19.C: the strongest leader but the Main Character, chosen on its card.
          const cards = page.locator('[data-testid=duel-champion] button.duel-leader:not(.main-character)');
          const values = await cards.locator('.value').allInnerTexts();
          const best = values.map(Number).indexOf(Math.max(...values.map(Number)));
          await cards.nth(best).click();
          await sendBy(page, () => confirm(page).click());
          done.add('champion');
          continue;
        }
        if (kind === 'duelSupport' && !done.has('support')) {
          const input = page.getByTestId('duel-support-amount');
          if ((await input.count()) > 0) {
            expect(Number(await input.getAttribute('min'))).toBeGreaterThanOrEqual(1);
            expect(Number(await input.getAttribute('max'))).toBeLessThanOrEqual(10);
            await input.fill(await input.getAttribute('max').then((m) => String(Math.min(3, Number(m)))));
          }
          await sendBy(page, () => confirm(page).click());
          done.add('support');
          continue;
        }
        const inArena =
          (await page.getByTestId('arena').isVisible()) &&
          (kind === 'duelTurn' || kind === 'duelParry' || kind === 'duelPlacement');
        if (inArena) {
          if (kind === 'duelTurn' && !done.has('arenaShots')) {
            await bothSizes(page, 'duel-arena');
            done.add('arenaShots');
          }
          steps.push(await arenaStep(page, kind!, random));
          done.add('arena');
          continue;
        }
        if (kind === 'nexus') {
          // Any alliance the person was offered or could offer: none, it plays alone.
          const finish = promptButton(page, 'nexusDone');
          if ((await finish.count()) > 0) {
            await sendBy(page, () => finish.first().click());
            continue;
          }
        }
        if (kind === null || !(await clickRandomPrompt(page, random))) await page.waitForTimeout(50);
      }
      const end = page.getByTestId('end-screen');
      await end.waitFor({ timeout: 120_000 });
      console.log(`end: turn ${await page.locator('.game').getAttribute('data-turn')}; ${await end.innerText()}`);
      await bothSizes(page, 'duel-end');
      console.log(`duel e2e (${KANLY_SEEDS}:0): ${[...done].join(', ')}; arena steps: ${steps.join(' ')}`);
      // The person declared the threat in turn 1, the deed came, it called the Kanly and fought on the arena.
      for (const d of ['prelude', 'threat', 'called', 'champion', 'support', 'arena'])
        expect(done.has(d), d).toBe(true);
      const { side, updates, entries } = await checkDuneSecrecy(server.sqlitePath, matchId, received, me);
      const events = side.actions.flatMap((a) => a.events.map((e) => ({ turn: a.seq, ...e })));
      const threat = events.find((e) => e.type === 'kanlyThreatened' && e.params['by'] === me);
      expect(threat?.params).toMatchObject({ target: threatened, deed: 'buyCard' });
      expect(events.some((e) => e.type === 'kanlyCalled' && e.params['by'] === me)).toBe(true);
      expect(events.some((e) => e.type === 'kanlyDuelBegins' && e.params['by'] === me)).toBe(true);
      expect(events.some((e) => e.type === 'duelEnded')).toBe(true);
      expect(side.state.phase).toBe('over');
      console.log(`secrecy: ${updates} updates, ${entries} log entries checked for seat ${me}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await server.close();
    }
  }, 1_500_000);

  it(`a Nexus where nobody allies opens the Assassins' War (§19.C.11), fought on the arena (seed ${WAR_SEEDS}:0)`, async () => {
    const server = await seededServer(WAR_SEEDS);
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'fr-FR' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      // Three seats: the person plays the Emperor, whom both bots' factions want first as an ally, while the Bene
      // Gesserit and the Fremen rank each other last (their heuristic proposes to him and to nobody else); the
      // person declines every offer, so no alliance is made.
      const matchId = await lobby(page, server.url, async (p) => {
        await p.getByTestId('option-duel').check();
        // rules 000 §20.A.2: four strongholds to win, so that a bot's three of turn 1 do not end the game first.
        await p.getByTestId('option-moreStrongholdsToWin').check();
        await p.getByTestId('seat-count').selectOption('3');
        const factions = p.locator('select[aria-label]').filter({ has: p.locator('option[value=drawn]') });
        await factions.nth(0).selectOption('emperor');
        await factions.nth(1).selectOption('beneGesserit');
        await factions.nth(2).selectOption('fremen');
      });
      const random = seededRandom(1_118);
      const seen = new Set<string>();
      const steps: string[] = [];
      for (let step = 0; step < MAX_STEPS && !seen.has('warOver'); step++) {
        if (await page.getByTestId('end-screen').isVisible()) {
          await screenshot(page, 'duel-war-ended-early');
          console.log(await page.locator('.game').innerText());
          expect.fail('the game ended before a Nexus');
        }
        const kind = await kindOf(page);
        const arena = page.getByTestId('arena');
        // Read at once: the arena may close between two reads.
        const shown = await page.evaluate(() => {
          const a = document.querySelector('[data-testid=arena]');
          return a ? { kind: a.getAttribute('data-kind'), stage: a.getAttribute('data-stage') } : null;
        });
        if (shown?.kind === 'assassinsWar') {
          seen.add('talks');
          if (shown.stage === 'fight') {
            seen.add('war');
            if (!seen.has('warShots')) {
              // Desktop only: the bots' war can end before a second picture is taken.
              await docScreenshot(page, 'duel-war-desktop');
              seen.add('warShots');
            }
          }
        } else if (!shown && seen.has('talks')) {
          // The arena closed after the talks: the war (checked on the server below) is over.
          seen.add('warOver');
          break;
        }
        if (kind === 'warNegotiator') {
          // rules 000 §19.C.11: its negotiator, face down, on a cell the prompt offers.
          await page.locator('[data-testid=war-negotiator] button.duel-leader').first().click();
          await page.locator('[data-testid=war-negotiator] .duel-cells button').first().click();
          await sendBy(page, () => confirm(page).click());
          seen.add('negotiator');
          continue;
        }
        if (kind === 'nexus') {
          const finish = promptButton(page, 'nexusDone');
          if ((await finish.count()) > 0) {
            await sendBy(page, () => finish.first().click());
            seen.add('nexus');
            continue;
          }
        }
        if ((kind === 'duelTurn' || kind === 'duelParry') && (await arena.isVisible())) {
          steps.push(await arenaStep(page, kind, random));
          continue;
        }
        if (kind === null || !(await clickRandomPrompt(page, random))) await page.waitForTimeout(50);
      }
      console.log(`war e2e (${WAR_SEEDS}:0): ${[...seen].join(', ')}; arena steps: ${steps.join(' ')}`);
      for (const s of ['negotiator', 'talks', 'nexus', 'warOver']) expect(seen.has(s), s).toBe(true);
      const side = await readServerSide({ sqlitePath: server.sqlitePath }, matchId);
      const types = side.actions.flatMap((a) => a.events.map((e) => e.type));
      const talks = types.indexOf('assassinsWarTalks');
      const declared = types.indexOf('assassinsWarDeclared');
      expect(talks).toBeGreaterThan(-1);
      expect(declared).toBeGreaterThan(talks);
      expect(types.slice(talks, declared)).not.toContain('allianceFormed');
      const ended = types.indexOf('assassinsWarEnded', declared);
      expect(ended).toBeGreaterThan(declared);
      // No support and no seconds in a war (§19.C.11).
      expect(types.slice(talks, ended)).not.toContain('duelSupportPlaced');
      expect(types.slice(talks, ended)).not.toContain('secondChosen');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await server.close();
    }
  }, 900_000);
});
