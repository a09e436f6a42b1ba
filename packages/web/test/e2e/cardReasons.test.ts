import { imperiumRefusalText, isImperiumRefusal, LOG_TEXT } from '@arrakis/imperium';
import type { CreateMatchResponse } from '@arrakis/server/protocol';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './axeCheck.ts';
import { chooseLanguage, clickRandomPrompt, onlineTestbed, screenshot, seededRandom, watchErrors } from './harness.ts';

type Lang = 'fr' | 'en' | 'nl';

/** The reason the tooltip shows once the game answered: its code, parameters, rule and text. */
async function shownReason(page: Page) {
  const tip = page.getByTestId('reason');
  await page.locator('[data-testid=reason][data-state=known]').waitFor();
  return {
    code: (await tip.getAttribute('data-code')) ?? '',
    params: JSON.parse((await tip.getAttribute('data-params')) ?? '{}') as Record<string, string | number>,
    rule: await tip.getAttribute('data-rule'),
    text: await page.getByTestId('reason-text').innerText(),
  };
}

/** A click pins the reason; its rule link (« Règle … ») opens the Rules panel at that section. */
async function ruleOpensPanel(page: Page, target: Locator, rule: string | null, word: string): Promise<void> {
  expect(rule, 'the reason names its rule').not.toBeNull();
  // The card is aria-disabled: Playwright would wait for it to be enabled.
  await target.click({ force: true });
  const link = page.getByTestId('reason').getByTestId('rule-link');
  expect(await link.getAttribute('data-rule')).toBe(rule);
  expect(await link.innerText()).toMatch(new RegExp(`^${word} `));
  await link.click();
  const panel = page.getByTestId('rules-panel');
  await panel.waitFor();
  expect(await panel.getAttribute('data-at')).toBe(rule);
  await page.getByTestId('rules-close').click();
  await panel.waitFor({ state: 'detached' });
}

/** A match of one person (Anne) and one bot. */
async function createMatch(url: string, game: 'imperium' | 'uprising'): Promise<CreateMatchResponse> {
  const response = await fetch(`${url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game, seats: [{ kind: 'human', name: 'Anne' }, { kind: 'bot' }] }),
  });
  return (await response.json()) as CreateMatchResponse;
}

describe('why a card cannot be used now, in the browser (issue 21)', () => {
  const env = onlineTestbed();

  for (const game of ['imperium', 'uprising'] as const) {
    it(`${game}: a row card the Reveal turn cannot acquire tells why, in fr, en and nl, with its rule`, async () => {
      const created = await createMatch(env.server.url, game);
      const context = await env.browser.newContext({ viewport: { width: 1440, height: 960 }, locale: 'fr-FR' });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${env.server.url}${created.invites[0]!.link}`);
      await page.locator('.game').waitFor();

      // Played until the person acquires in its Reveal turn (rules 002 ACQUÉRIR DES CARTES) with a row card it
      // cannot afford.
      const random = seededRandom(game === 'imperium' ? 3 : 4);
      const unavailableSelector = '.imp-row [data-testid=unavailable-card]';
      const unavailable = page.locator(unavailableSelector);
      for (let clicks = 0; clicks < 300 && (await unavailable.count()) === 0; clicks++) {
        if (!(await clickRandomPrompt(page, random, { stopAt: unavailableSelector }))) await page.waitForTimeout(50);
      }
      expect(await unavailable.count()).toBeGreaterThan(0);
      const card = unavailable.first();
      const action = JSON.parse((await card.getAttribute('data-reason-key')) ?? 'null') as { type: string };
      expect(action).toMatchObject({ type: 'acquire', from: 'row', toTop: false });
      expect(await card.getAttribute('aria-disabled')).toBe('true');
      const id = await card.getAttribute('data-card');

      const words: Record<Lang, string> = { fr: 'Règle', en: 'Rule', nl: 'Regel' };
      let first: Awaited<ReturnType<typeof shownReason>> | null = null;
      for (const lang of ['fr', 'en', 'nl'] as const) {
        if (lang !== 'fr') {
          await chooseLanguage(page, lang);
          await page.locator('.imp-row').waitFor();
        }
        const target = page.locator(`.imp-row [data-testid=unavailable-card][data-card="${id}"]`).first();
        // Hover (fr), keyboard focus (en), hover again (nl).
        if (lang === 'en') await target.focus();
        else await target.hover();
        const shown = await shownReason(page);
        expect(isImperiumRefusal(shown.code), shown.code).toBe(true);
        expect(shown.text).toBe(imperiumRefusalText({ code: shown.code, params: shown.params }, lang));
        expect(shown.rule).toMatch(game === 'imperium' ? /^002 / : /^00[24] /);
        first ??= shown;
        expect(shown.code).toBe(first.code);
        if (lang === 'fr') {
          await screenshot(page, `card-reason-${game}-fr`);
          expect(await seriousViolations(page)).toEqual([]);
        }
        await ruleOpensPanel(page, target, shown.rule, words[lang]);
        if (lang === 'en') await target.blur();
        await page.mouse.move(5, 5);
      }
      // The card the person cannot afford says so in its own terms: the cost beside the persuasion.
      expect(first!.code).toBe('notEnoughPersuasion');
      // The log (Dutch by now), headed by the setup when its page starts at the game's start, or else by the round
      // the page starts in (a fresh connection gets the latest page only: that depends on how long the bots played);
      // a round under its own heading; the phases of rules 002/004 under them.
      const log = page.getByTestId('log');
      const headings = await log.locator('summary h3').allTextContents();
      expect(headings[0]).toMatch(/^(Voorbereiding|Ronde \d+)/);
      expect(
        headings.some((h) => /^Ronde \d+/.test(h)),
        headings.join(' | '),
      ).toBe(true);
      expect(await log.locator('.log-phase h4').allTextContents()).toContain(LOG_TEXT.nl.phase.playerTurns);
      expect(errors).toEqual([]);
      await context.close();
    }, 400_000);
  }
});
