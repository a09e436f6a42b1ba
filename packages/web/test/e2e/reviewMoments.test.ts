import type { ReviewStatus } from '@arrakis/engine';
import { describe, expect, it } from 'vitest';
import { docScreenshot, onlineTestbed, watchErrors } from './harness.ts';

/** Asks until `probe` answers something, or fails after `timeoutMs`. */
async function eventually<T>(probe: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== null) return found;
    if (Date.now() > until) throw new Error('not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('the review on a phone (issue 22): the chart in view, the key moments in the game’s words', () => {
  const env = onlineTestbed();

  it('a finished 3-bot Imperium match: at 390×844 the chart is not under the end screen’s sheet; moments in French', async () => {
    const base = env.server.url;
    const random = { kind: 'bot', botLevel: 'random' };
    const created = await fetch(`${base}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'imperium', seats: [random, random, random] }),
    });
    expect(created.status).toBe(201);
    const { matchId } = (await created.json()) as { matchId: string };
    // The server's review budget is the test runs' (vitest.config.ts): small, so the review is ready soon after.
    await eventually(async () => {
      const answer = await fetch(`${base}/api/matches/${matchId}/review`);
      if (!answer.ok) return null;
      const status = (await answer.json()) as ReviewStatus;
      return status.status === 'ready' && status.review.moments.length > 0 ? status : null;
    }, 150_000);

    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${base}/replay/${matchId}`);
    const replay = page.locator('[data-testid=replay]');
    await replay.waitFor();
    const length = Number(await replay.getAttribute('data-length'));
    // The viewer opens at the end: the table's end screen is in its sheet.
    await page.locator(`[data-testid=replay][data-shown="${length}"]`).waitFor();
    await page.getByTestId('replay-chart-toggle').click();
    const chart = page.getByTestId('win-chart');
    await chart.waitFor();

    // The moments are worded from the events their actions made, once the game's words are loaded.
    const moments = page.locator('.moment-actions');
    await expect
      .poll(async () => (await moments.allTextContents()).join('\n'), { timeout: 20_000 })
      .not.toMatch(/\bnull\b|[{}]|\b(sendAgent|reveal|acquire|chooseLeader)\b/);
    const words = (await moments.allTextContents()).join('\n');
    expect(words).toContain('Joué');

    // The chart is seen, not covered: the element at its centre is the chart's own.
    const box = await chart.locator('svg[role=img]').boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    const ownsCentre = await page.evaluate(
      ({ x, y }) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && hit.closest('[data-testid=win-chart]') !== null;
      },
      { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 },
    );
    expect(ownsCentre).toBe(true);
    await docScreenshot(page, 'replay-chart-phone');
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
