import type { CreateMatchResponse } from '@arrakis/server/protocol';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { onlineTestbed, screenshot, watchErrors } from './harness.ts';

describe('online: a seat’s pause and the votes on a seat (issue 18)', () => {
  const env = onlineTestbed();

  it('a seat takes its pause once and the table is told; two persons vote a third seat to a bot', async () => {
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
        ],
        options: { factions: ['atreides', 'harkonnen', 'fremen'] },
        moveDeadlineSeconds: 86_400,
      }),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as CreateMatchResponse;
    const pages: Page[] = [];
    const errors: string[][] = [];
    for (const invite of created.invites) {
      const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
      const page = await context.newPage();
      errors.push(watchErrors(page));
      await page.goto(`${url}${invite.link}`);
      await page.locator('.game').waitFor();
      pages.push(page);
    }
    const [anne, bert, carl] = pages as [Page, Page, Page];

    // Anne's pause: asked with a confirmation, told to every seat, then no longer offered.
    await anne.getByTestId('table-tools').locator('summary').click();
    await anne.getByTestId('vacation').click();
    await anne.getByTestId('confirm-yes').click();
    for (const page of pages)
      await expect
        .poll(() => page.getByTestId('table-notice').allInnerTexts())
        .toEqual([expect.stringMatching(/^Anne \(.+\) prend une pause : ses délais s’arrêtent pendant 168 heures\./)]);
    await expect.poll(() => anne.getByTestId('vacation').count()).toBe(0);

    // Anne and Bert vote Carl's seat to a bot: a majority of the two other persons.
    for (const page of [anne, bert]) {
      const tools = page.getByTestId('table-tools');
      if (!(await tools.evaluate((el) => (el as HTMLDetailsElement).open))) await tools.locator('summary').click();
      await page.getByTestId('vote-bot-2').click();
      await page.getByTestId('confirm-yes').click();
    }
    await expect
      .poll(() => carl.getByTestId('table-notice').allInnerTexts())
      .toContainEqual(expect.stringMatching(/^Vote acquis : un bot joue désormais la place de Carl/));
    await screenshot(anne, 'table-tools-vote');
    for (const e of errors) expect(e).toEqual([]);
  }, 180_000);
});
