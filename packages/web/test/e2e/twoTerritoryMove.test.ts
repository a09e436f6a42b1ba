import { dune, ENGINE_VERSION, type DuneAction, type DuneOptions, type DuneState } from '@arrakis/dune';
import { RECORD_FORMAT, RECORD_VERSION, type GameRecord, type RecordedAction } from '@arrakis/engine';
import type { CreateMatchResponse } from '@arrakis/server/protocol';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  docScreenshot,
  onlineTestbed,
  recordWebSocket,
  screenshot,
  seededRandom,
  watchErrors,
  type Received,
} from './harness.ts';

/** The fields of an update this test reads. */
interface Update {
  readonly type: 'update';
  readonly seq: number;
  readonly actions: readonly { readonly type: string; readonly [field: string]: unknown }[];
  readonly view: {
    readonly frame?: { readonly kind: string; readonly [field: string]: unknown } | null;
    readonly board: Record<string, { readonly forces: Record<string, Record<string, number> | undefined> }>;
  };
}

const lastUpdate = (received: Received): Update | undefined =>
  received.messages.filter((m): m is typeof m & Update => m.type === 'update').at(-1) as Update | undefined;

const territoryOf = (key: string) => key.slice(0, key.lastIndexOf(':'));

const kindOf = (page: Page) =>
  page
    .locator('[data-testid=prompt] .prompt-body')
    .first()
    .getAttribute('data-kind', { timeout: 1_000 })
    .catch(() => null);

/** The Fremen's tokens the board draws in a territory (every sector), as the stacks' numbers say. */
async function fremenOnBoard(page: Page, territory: string): Promise<number> {
  return page.evaluate((t) => {
    let total = 0;
    for (const token of document.querySelectorAll(`[data-territory-tokens="${t}"] [data-faction=fremen]`)) {
      const texts = [...token.querySelectorAll(':scope > text')].map((e) => e.textContent ?? '');
      total += Number(texts[1] ?? 0);
    }
    return total;
  }, territory);
}

async function waitForSeqAfter(page: Page, seq: number): Promise<void> {
  await page.waitForFunction((s) => Number(document.querySelector('.game')?.getAttribute('data-seq')) > s, seq, {
    timeout: 30_000,
  });
}

/**
 * The person's move from the movement prompt: the largest group that may leave its territory for another one (so
 * that the walk goes on one territory at a time), the whole group. Returns false when no such move is offered.
 */
async function moveLargestGroup(page: Page, received: Received): Promise<boolean> {
  const update = lastUpdate(received);
  if (!update || update.view.frame?.kind !== 'movement') return false;
  const moves = update.actions.filter(
    (a): a is { type: 'move'; from: string; to: string } =>
      a.type === 'move' &&
      typeof a['from'] === 'string' &&
      typeof a['to'] === 'string' &&
      territoryOf(a['from']) !== territoryOf(a['to']),
  );
  const size = (from: string) => {
    const t = territoryOf(from);
    const sector = from.slice(from.lastIndexOf(':') + 1);
    return update.view.board[t]?.forces['fremen']?.[sector] ?? 0;
  };
  const best = [...moves].sort((a, b) => size(b.from) - size(a.from))[0];
  if (!best || size(best.from) < 2) return false;
  // The prompt's source buttons, in the order of the moves' sources.
  const sources = [...new Set(update.actions.filter((a) => a.type === 'move').map((a) => String(a['from'])))];
  const body = page.locator('[data-testid=prompt] .prompt-body');
  await body.locator('.movement > .action-list button[data-testid=step]').nth(sources.indexOf(best.from)).click();
  // The prompt's picker, not the folded list of every action below it.
  const picker = body.locator('.movement > .picker[data-type=move]');
  const select = picker.locator('select[data-field=to]');
  if ((await select.count()) > 0) await select.selectOption(JSON.stringify(best.to));
  const before = update.seq;
  await picker.locator('button').click();
  await waitForSeqAfter(page, before);
  // How many: the whole group (the largest chip), confirmed.
  await expect.poll(() => kindOf(page)).toBe('movementCount');
  const chips = body.locator('.chips button[data-testid=step]');
  await chips.last().click();
  const counted = lastUpdate(received)!.seq;
  await body.locator('[data-key=confirm]:visible').click();
  await waitForSeqAfter(page, counted);
  return true;
}

const OPTIONS: Partial<DuneOptions> = { factions: ['fremen', 'harkonnen', 'atreides'], twoTerritoryMove: true };
const RECORD_SEATS = [
  { name: 'Anne', kind: 'human' },
  { name: 'Bot 2', kind: 'bot' },
  { name: 'Bot 3', kind: 'bot' },
] as const;

/** The Fremen's largest group that their movement may take to another territory; 0 when they are not moving. */
function walkableGroup(state: DuneState): number {
  if (!dune.decisions(state).some((d) => d.seat === 0 && d.kind === 'movement')) return 0;
  let largest = 0;
  for (const action of dune.decisionActions(state, 0)) {
    if (action.type !== 'move' || territoryOf(action.from) === territoryOf(action.to)) continue;
    const sector = action.from.slice(action.from.lastIndexOf(':') + 1);
    largest = Math.max(largest, state.board[territoryOf(action.from)]?.forces.fremen?.[sector] ?? 0);
  }
  return largest;
}

/**
 * A record whose last position has the Fremen (seat 0) moving with a group of two tokens or more that may leave its
 * territory: the first seed whose random decisions reach one. Built by the engine here, the same on every run.
 */
function recordToWalk(): { readonly record: GameRecord } {
  for (let attempt = 1; attempt <= 20; attempt++) {
    const seed = `two-territory-move:${attempt}`;
    const random = seededRandom(attempt);
    let state = dune.setup(OPTIONS, RECORD_SEATS, seed);
    const actions: RecordedAction[] = [];
    while (dune.outcome(state) === null && actions.length < 2_000) {
      if (walkableGroup(state) >= 2) {
        const record: GameRecord = {
          format: RECORD_FORMAT,
          recordVersion: RECORD_VERSION,
          game: 'dune',
          engineVersion: ENGINE_VERSION,
          options: OPTIONS,
          seats: RECORD_SEATS,
          seed,
          actions,
        };
        return { record };
      }
      const decisions = dune.decisions(state);
      const seat = decisions[Math.floor(random() * decisions.length)]!.seat;
      const listed: readonly DuneAction[] = dune.decisionActions(state, seat);
      const action = listed[Math.floor(random() * listed.length)]!;
      const applied = dune.apply(state, seat, action);
      if (!applied.ok) throw new Error(`the engine refused its own listed action: ${applied.error.code}`);
      state = applied.state;
      actions.push({ seat, action });
    }
  }
  throw new Error('no seed reached a Fremen movement with a group that may leave its territory');
}

const WALK = recordToWalk();

async function playXxxi(
  env: ReturnType<typeof onlineTestbed>,
  viewport: { width: number; height: number },
  tag: string,
) {
  // "Play on from here" (issue 22) from a position built below: the walk starts at the Fremen's movement, whatever
  // the bots would have done before it (a random walk there could end the game by an alliance first).
  const response = await fetch(`${env.server.url}/api/matches/play-on`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      record: WALK.record,
      at: WALK.record.actions.length,
      seats: [{ kind: 'human', name: 'Anne' }, { kind: 'bot' }, { kind: 'bot' }],
    }),
  });
  expect(response.status).toBe(201);
  const created = (await response.json()) as CreateMatchResponse;
  const context = await env.browser.newContext({ viewport, locale: 'fr-FR' });
  const page = await context.newPage();
  const received = recordWebSocket(page);
  const errors = watchErrors(page);
  try {
    await page.goto(`${env.server.url}${created.invites[0]!.link}`);
    await page.locator('.game').waitFor();
    await expect.poll(() => kindOf(page), { timeout: 30_000 }).toBe('movement');
    expect(await moveLargestGroup(page, received)).toBe(true);
    await expect.poll(() => kindOf(page), { timeout: 30_000 }).toBe('movementStep');

    // rules 000 XXXI: the group stands on the territory crossed; the prompt offers the drop and the stop.
    const frame = lastUpdate(received)!.view.frame!;
    const crossed = territoryOf(String(frame['at']));
    const group = Number(frame['count']);
    expect(group).toBeGreaterThan(1);
    const step = page.getByTestId('movement-step');
    await step.waitFor();
    expect(await fremenOnBoard(page, crossed)).toBeGreaterThanOrEqual(group);
    const stop = step.locator('button[data-type=pass]');
    const drops = step.locator('button[data-type=dropTokens]');
    expect(await stop.count()).toBe(1);
    expect(await stop.innerText()).toContain('Arrêter le groupe ici');
    expect(await drops.count()).toBe(group - 1);
    expect(await page.locator('[data-testid=movement-step] > .picker[data-type=move] button').count()).toBe(1);
    expect(await drops.first().innerText()).toMatch(/Laisser 1/i);

    // A refused step tells why, naming XXXI: a territory the group would reach only through another.
    const reasonRule = await refusedStepRule(page);
    expect(reasonRule).toMatch(/XXXI/);
    await docScreenshot(page, `two-territory-step-${tag}`);

    // One token left on the territory crossed; the stop is no longer offered (the group goes on, 000 XXXI).
    const beforeDrop = lastUpdate(received)!.seq;
    const onCrossed = await fremenOnBoard(page, crossed);
    await drops.first().click();
    await waitForSeqAfter(page, beforeDrop);
    await expect.poll(() => step.locator('button[data-type=pass]').count()).toBe(0);
    expect(await fremenOnBoard(page, crossed)).toBe(onCrossed);

    // The second territory: the group arrives there, the crossed territory keeps the dropped token.
    const next = lastUpdate(received)!.actions.find((a) => a.type === 'move') as { to: string } | undefined;
    expect(next).toBeDefined();
    const arrival = territoryOf(next!.to);
    const onArrival = await fremenOnBoard(page, arrival);
    const select = page.locator('[data-testid=movement-step] > .picker[data-type=move] select[data-field=to]');
    if ((await select.count()) > 0) await select.selectOption(JSON.stringify(next!.to));
    const beforeStep = lastUpdate(received)!.seq;
    await page.locator('[data-testid=movement-step] > .picker[data-type=move] button').click();
    await waitForSeqAfter(page, beforeStep);
    await expect.poll(() => fremenOnBoard(page, arrival)).toBe(onArrival + group - 1);
    expect(await fremenOnBoard(page, crossed)).toBe(onCrossed - group + 1);
    const log = received.messages.flatMap((m) => (m.type === 'update' ? m.log : []));
    expect(log.some((e) => e.type === 'tokensDropped')).toBe(true);
    expect(errors).toEqual([]);
  } catch (e) {
    await screenshot(page, `two-territory-failure-${tag}`);
    throw e;
  } finally {
    await context.close();
  }
}

/** Focuses the dark territories of the step's map one by one until one's reason cites XXXI; returns that rule. */
async function refusedStepRule(page: Page): Promise<string | null> {
  const dark = page.locator('[data-territory][data-reason-key]');
  const count = await dark.count();
  for (let i = 0; i < count; i++) {
    await dark.nth(i).focus();
    const tip = page.locator('[data-testid=reason][data-state=known]');
    await tip.waitFor();
    const rule = await tip.getAttribute('data-rule');
    await dark.nth(i).blur();
    if (rule?.includes('XXXI')) return rule;
  }
  return null;
}

// Issue 20: rules 000 XXXI "déplacer un groupe d'un ou deux territoires, en laissant éventuellement une partie de ses
// pions sur la case traversée", walked one territory at a time in the browser.
describe('moving a group two territories, tokens left on the one crossed (rules 000 XXXI)', () => {
  const env = onlineTestbed();

  it('on desktop: the board follows each step, the drop and the stop are offered, a refused step says why', async () => {
    await playXxxi(env, { width: 1440, height: 900 }, 'desktop');
  }, 600_000);

  it('on a phone (390×844): the same walk', async () => {
    await playXxxi(env, { width: 390, height: 844 }, 'phone');
  }, 600_000);
});
