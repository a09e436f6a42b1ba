import { describe, expect, it } from 'vitest';
import { clickRandomPrompt, docScreenshot, onlineTestbed, screenshot, seededRandom, watchErrors } from './harness.ts';

const MAX_CLICKS = 1500;
const TURNS = 2;

async function createRefusal(url: string, options: Record<string, unknown>): Promise<{ status: number; code: string }> {
  const response = await fetch(`${url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'dune', seats: [{ kind: 'human', name: 'Anne' }, { kind: 'bot' }], options }),
  });
  const body = (await response.json()) as { error?: { code?: string } };
  return { status: response.status, code: body.error?.code ?? '' };
}

// Issue 20, must-show 3: rules 000 XXXIV and XXXVIII, the Governor of Dune with the victory points, the game's length
// chosen in the lobby ("décider à l'avance de la durée de la partie, en nombre de tours"), played to the end screen.
describe('the Governor and the victory points, a short game chosen in the lobby, to the end screen', () => {
  const env = onlineTestbed();

  it('the server refuses a length out of bounds or without the points', async () => {
    const points = { governor: true, victoryPoints: true };
    expect(await createRefusal(env.server.url, { ...points, victoryPointsTurns: 0 })).toEqual({
      status: 400,
      code: 'badOptions',
    });
    expect(await createRefusal(env.server.url, { ...points, victoryPointsTurns: 16 })).toEqual({
      status: 400,
      code: 'badOptions',
    });
    expect(await createRefusal(env.server.url, { governor: true, victoryPointsTurns: 3 })).toEqual({
      status: 400,
      code: 'variantNeedsOption',
    });
  });

  it(`one person and five bots, ${TURNS} turns: the score track through the game and each faction's points at the end`, async () => {
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto(env.server.url);
      await page.getByTestId('mode-online').check();
      // The length is offered only with the points.
      expect(await page.getByTestId('option-victoryPointsTurns').count()).toBe(0);
      await page.getByTestId('option-victoryPoints').check();
      expect(await page.getByTestId('option-governor').isChecked()).toBe(true);
      const length = page.getByTestId('option-victoryPointsTurns');
      expect(await length.inputValue()).toBe('15');
      expect(await length.locator('option').count()).toBe(15);
      await length.selectOption(String(TURNS));
      await page.getByTestId('create').click();
      await page.locator('.game').waitFor();
      const track = page.getByTestId('score-track').first();
      await track.waitFor();
      expect(await track.innerText()).toMatch(new RegExp(`Tour \\d+ sur ${TURNS}`));
      // The top bar counts the turns out of the length chosen, not the 15 of §5.
      expect(await page.locator('.topbar strong').first().innerText()).toMatch(new RegExp(`^Tour \\d+/${TURNS}$`));

      const random = seededRandom(20_261_126);
      let clicks = 0;
      while (clicks < MAX_CLICKS && !(await page.getByTestId('end-screen').isVisible())) {
        if (await clickRandomPrompt(page, random)) clicks++;
        else await page.waitForTimeout(50);
      }
      const end = page.getByTestId('end-screen');
      await end.waitFor({ timeout: 60_000 });
      expect(await end.innerText()).toMatch(/Fin de la partie/);
      expect(await end.innerText()).toContain(`Tour ${TURNS}/${TURNS}`);
      expect(await end.innerText()).toContain('le plus de points de victoire');
      expect(Number(await page.locator('.game').getAttribute('data-turn'))).toBe(TURNS);
      // Every faction's points on the end screen's track, highest first, the winners among the highest.
      const rows = end.locator('[data-testid=score-track] li[data-faction]');
      expect(await rows.count()).toBe(6);
      const scores = await rows.evaluateAll((items) => items.map((li) => Number(li.getAttribute('data-points'))));
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(scores.some((s) => s > 0)).toBe(true);
      expect(await end.getByTestId('score-track').innerText()).toContain(`Tour ${TURNS} sur ${TURNS}`);
      await end.getByTestId('score-track').scrollIntoViewIfNeeded();
      await docScreenshot(page, 'governor-end-desktop');
      // The same seat on a phone: its own context, the seat's token carried over.
      const phone = await env.browser.newContext({
        viewport: { width: 390, height: 844 },
        locale: 'fr-FR',
        storageState: await context.storageState(),
      });
      try {
        const small = await phone.newPage();
        errors.push(...watchErrors(small));
        await small.goto(page.url());
        const phoneTrack = small.locator('[data-testid=end-screen] [data-testid=score-track]');
        await phoneTrack.waitFor();
        await phoneTrack.scrollIntoViewIfNeeded();
        await docScreenshot(small, 'governor-end-phone');
      } finally {
        await phone.close();
      }
      expect(errors).toEqual([]);
    } catch (e) {
      await screenshot(page, 'governor-end-failure');
      throw e;
    } finally {
      await context.close();
    }
  }, 900_000);
});
