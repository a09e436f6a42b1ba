import type { CreateMatchResponse } from '@arrakis/server/protocol';
import { errors, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  clickRandomPrompt,
  docScreenshot,
  onlineTestbed,
  recordWebSocket,
  screenshot,
  seededRandom,
  watchErrors,
  type Received,
} from './harness.ts';

interface LogEntry {
  readonly type: string;
  readonly params: Record<string, unknown>;
}

/** The fields of a frame this test reads (the rest of the protocol is the secrecy tests'). */
interface Frame {
  readonly type: string;
  readonly view?: { readonly factions: Record<string, { readonly hand?: readonly string[] | null } | undefined> };
  readonly log?: readonly LogEntry[];
}

const frames = (received: Received): Frame[] => received.raw.map((raw) => JSON.parse(raw) as Frame);
const logOf = (received: Received): LogEntry[] => frames(received).flatMap((f) => f.log ?? []);

const kindOf = (page: Page) =>
  page
    .locator('[data-testid=prompt] .prompt-body')
    .first()
    .getAttribute('data-kind', { timeout: 1_000 })
    .catch(() => null);

/** Clicks one of the setup's prompt buttons, never the diplomacy phase's; false when there is none to click. */
async function clickSetupPrompt(page: Page, random: () => number): Promise<boolean> {
  const buttons = page.locator(
    '[data-testid=prompt] .prompt-body:not([data-kind=diplomacy]) button:is([data-testid=action], [data-testid=step]):visible',
  );
  const count = await buttons.count();
  if (count === 0) return false;
  try {
    await buttons.nth(Math.floor(random() * count)).click({ timeout: 2_000 });
  } catch (error) {
    if (error instanceof errors.TimeoutError) return false;
    throw error;
  }
  return true;
}

/** Picks a seat and a value in one of the cards panel's pickers, then confirms (a gift cannot be taken back). */
async function giveWithPicker(page: Page, type: string, fields: Record<string, unknown>): Promise<void> {
  const picker = page.locator(`[data-testid=cards-deals] .deal[data-type=${type}] .picker`);
  for (const [field, value] of Object.entries(fields))
    await picker.locator(`select[data-field=${field}]`).selectOption(JSON.stringify(value));
  await picker.locator('button').click();
  await page.locator(`[data-testid=cards-deals] .deal[data-type=${type}] [data-key=confirm]`).click();
}

// Issue 20, must-show 3: rules 000 XXIX "une phase de diplomatie … les joueurs peuvent s'échanger des informations,
// des cartes et de l'argent. Cela peut s'opérer secrètement mais l'Atréide doit être informé des mouvements de
// cartes." An online match, four people (four browser contexts) and a bot; the reading of docs/rules-coverage.md:
// each exchange is seen by its two seats, a card's movement by the Atreides as well (which card, from whom, to whom).
describe('the diplomacy phase online (rules 000 XXIX)', () => {
  const env = onlineTestbed();

  it('a card and spice pass from Anne to Bert in secret; the Atreides is told of the card; Carl sees nothing; all done, the turn goes on', async () => {
    const url = env.server.url;
    const response = await fetch(`${url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'dune',
        seats: [
          { kind: 'human', name: 'Anne' },
          { kind: 'human', name: 'Bert' },
          { kind: 'human', name: 'Carl' },
          { kind: 'human', name: 'Dora' },
          { kind: 'bot' },
        ],
        options: {
          factions: ['harkonnen', 'emperor', 'fremen', 'atreides', 'guild'],
          diplomacy: true,
          // The phase's time (five minutes by default) is the server's timer: long enough here that no test step
          // depends on the machine's speed.
          diplomacyMinutes: 60,
        },
      }),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as CreateMatchResponse;
    const pages: Page[] = [];
    const received: Received[] = [];
    const pageErrors: string[][] = [];
    for (const invite of created.invites) {
      const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
      const page = await context.newPage();
      received.push(recordWebSocket(page));
      pageErrors.push(watchErrors(page));
      await page.goto(`${url}${invite.link}`);
      await page.locator('.game').waitFor();
      pages.push(page);
    }
    const [anne, bert, carl, dora] = pages as [Page, Page, Page, Page];
    try {
      // Through the setup (traitors, the Fremen's forces) to the phase, held at the start of turn 1 before the storm.
      // Only the setup's prompts are clicked: a click aimed at one never lands on the phase's "done" if the phase
      // opens meanwhile (the locator no longer matches and the click is dropped).
      const random = seededRandom(29);
      const started = (r: Received) => logOf(r).some((e) => e.type === 'diplomacyStarted');
      for (let round = 0; round < 300 && !received.every(started); round++) {
        let clicked = false;
        for (const page of pages) clicked = (await clickSetupPrompt(page, random)) || clicked;
        if (!clicked) await anne.waitForTimeout(100);
      }
      for (const page of pages) await expect.poll(() => kindOf(page)).toBe('diplomacy');
      // Nobody said done by mistake: the four people are still asked.
      expect(
        logOf(received[0]!)
          .filter((e) => e.type === 'diplomacyDone')
          .map((e) => e.params['seat']),
      ).toEqual([4]);
      expect(await anne.locator('.game').getAttribute('data-phase')).toBe('storm');

      // Anne (the Harkonnen) hands one of her cards to Bert (the Emperor), then 2 spice.
      const anneHand = frames(received[0]!)
        .filter((f) => f.type === 'update')
        .at(-1)?.view?.factions['harkonnen']?.hand;
      const card = anneHand?.[0];
      expect(card).toBeDefined();
      const bertSpice = Number(
        await bert
          .getByTestId('my-spice')
          .innerText()
          .then((s) => s.match(/\d+/)?.[0]),
      );
      await giveWithPicker(anne, 'giveCard', { to: 1, card });
      await bert.locator(`[data-testid=my-hand] [data-card="${card}"]`).waitFor();
      await expect.poll(() => anne.locator(`[data-testid=my-hand] [data-card="${card}"]`).count()).toBe(0);
      await giveWithPicker(anne, 'giftSpice', { to: 1, amount: 2 });
      await expect
        .poll(() =>
          bert
            .getByTestId('my-spice')
            .innerText()
            .then((s) => Number(s.match(/\d+/)?.[0])),
        )
        .toBe(bertSpice + 2);

      // Dora, the Atreides, is told of the card's movement: which card, from whom, to whom; not of the spice.
      const told = (r: Received) =>
        logOf(r).filter((e) => e.type === 'diplomacyCardGiven' && e.params['card'] === card);
      await expect.poll(() => told(received[3]!).length).toBe(1);
      expect(told(received[3]!)[0]!.params).toEqual({ from: 0, to: 1, card });
      expect(told(received[1]!)).toHaveLength(1);
      const spiceGiven = (r: Received) =>
        logOf(r).filter((e) => e.type === 'spiceGiven' && e.params['from'] === 0 && e.params['to'] === 1);
      expect(spiceGiven(received[1]!)).toHaveLength(1);
      expect(spiceGiven(received[3]!)).toHaveLength(0);
      await dora.getByTestId('tab-log').click();
      const cardLine = dora.locator('.game', { hasText: '(XXIX)' });
      await cardLine.waitFor();
      const doraLog = await dora.locator('.game').innerText();
      const line = doraLog.split('\n').find((l) => l.includes('(XXIX)') && l.includes('donne'));
      expect(line).toBeDefined();
      await docScreenshot(dora, 'diplomacy-atreides-told');
      await docScreenshot(bert, 'diplomacy-card-received');

      // Carl, the Fremen: nothing of it in one frame (the card's id, the two log entries) nor on his screen.
      for (const raw of received[2]!.raw) expect(raw.includes(`"${card}"`), raw.slice(0, 200)).toBe(false);
      expect(told(received[2]!)).toHaveLength(0);
      expect(spiceGiven(received[2]!)).toHaveLength(0);
      await carl.getByTestId('tab-log').click();
      const carlText = await carl.locator('body').innerText();
      expect(carlText).not.toContain(line!);
      expect(await carl.content()).not.toContain(`data-card="${card}"`);

      // Everyone says "done" (the bot already has): the phase ends and the storm goes on.
      for (const page of pages) {
        const done = page.locator('[data-testid=prompt] button[data-testid=action]:visible');
        expect(await done.count()).toBe(1);
        await done.click();
      }
      await expect.poll(() => logOf(received[2]!).filter((e) => e.type === 'diplomacyEnded').length).toBe(1);
      for (let round = 0; round < 100; round++) {
        if ((await anne.locator('.game').getAttribute('data-phase')) !== 'storm') break;
        let clicked = false;
        for (const page of pages) clicked = (await clickRandomPrompt(page, random)) || clicked;
        if (!clicked) await anne.waitForTimeout(100);
      }
      expect(await anne.locator('.game').getAttribute('data-phase')).not.toBe('storm');
      for (const e of pageErrors) expect(e).toEqual([]);
    } catch (e) {
      for (const [i, page] of pages.entries()) await screenshot(page, `diplomacy-failure-${i}`);
      throw e;
    } finally {
      for (const page of pages) await page.context().close();
    }
  }, 600_000);
});
