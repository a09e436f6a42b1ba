import type { CreateMatchResponse } from '@arrakis/server/protocol';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickRandomPrompt, onlineTestbed, seededRandom, watchErrors } from './harness.ts';

async function createDune(url: string): Promise<CreateMatchResponse> {
  const response = await fetch(`${url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game: 'dune',
      seats: [{ kind: 'human', name: 'Anne' }, { kind: 'human', name: 'Bert' }, { kind: 'bot' }],
      options: { factions: ['atreides', 'harkonnen', 'fremen'] },
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as CreateMatchResponse;
}

const decides = (page: Page) =>
  page
    .locator(
      '[data-testid=prompt] button[data-testid=action]:visible, [data-testid=prompt] button[data-testid=step]:visible',
    )
    .count();

describe('"your turn" (issue 18)', () => {
  const env = onlineTestbed();

  it('the tab title counts the games waiting for this browser; the permission for notices is asked from a button only', async () => {
    const url = env.server.url;
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(url);
    await page.getByTestId('my-games').waitFor({ state: 'attached' });
    expect(await page.title()).toBe('Arrakis');
    // Not asked on load: the browser still has no answer, and the button offers to ask.
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    await page.getByTestId('notify-ask').waitFor();

    // Two games wait for this browser's seats (the traitors to choose, rules 000 §3).
    for (let game = 0; game < 2; game++) {
      const created = await createDune(url);
      await page.goto(`${url}${created.invites[0]!.link}`);
      await page.locator('.game').waitFor();
    }
    await page.goto(url);
    await expect.poll(() => page.title()).toBe('(2) Arrakis');
    expect(await page.getByTestId('waiting-count').textContent()).toBe('2 parties vous attendent');

    await page.getByTestId('notify-ask').click();
    // Headless Chromium answers at once (no person to ask): the answer is said in a sentence either way.
    await page.locator('[data-testid=notify-on], [data-testid=notify-denied]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('with the permission, a decision that arrives while the tab is hidden is told by a notice', async () => {
    const url = env.server.url;
    const created = await createDune(url);
    const anneContext = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
    await anneContext.grantPermissions(['notifications'], { origin: url });
    // The page's own Notification, watched: every notice it makes is recorded; the tab's visibility is the test's.
    await anneContext.addInitScript(() => {
      const watched = window as unknown as { notices: string[]; tabHidden: boolean };
      watched.notices = [];
      watched.tabHidden = false;
      const Real = window.Notification;
      window.Notification = class extends Real {
        constructor(title: string, options?: NotificationOptions) {
          super(title, options);
          watched.notices.push(`${title} — ${options?.body ?? ''}`);
        }
      };
      Object.defineProperty(document, 'hidden', { get: () => watched.tabHidden });
    });
    const anne = await anneContext.newPage();
    await anne.goto(`${url}${created.invites[0]!.link}`);
    await anne.locator('.game').waitFor();
    const bertContext = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
    const bert = await bertContext.newPage();
    await bert.goto(`${url}${created.invites[1]!.link}`);
    await bert.locator('.game').waitFor();

    const notices = () => anne.evaluate(() => (window as unknown as { notices: string[] }).notices);
    const hide = (hidden: boolean) =>
      anne.evaluate((h) => {
        (window as unknown as { tabHidden: boolean }).tabHidden = h;
      }, hidden);
    const random = seededRandom(1979);
    // Anne plays with her tab in view (no notice then); once she waits for Bert, her tab is hidden and Bert plays.
    for (let step = 0; step < 80 && (await notices()).length === 0; step++) {
      if ((await decides(anne)) > 0) {
        await hide(false);
        await clickRandomPrompt(anne, random);
      } else {
        await hide(true);
        if (!(await clickRandomPrompt(bert, random))) await anne.waitForTimeout(200);
      }
    }
    const told = await notices();
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]).toBe('Arrakis : à vous de jouer — Une partie attend votre décision.');
    await anneContext.close();
    await bertContext.close();
  }, 180_000);
});
