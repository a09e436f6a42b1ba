import { isDuneRefusal, refusalText, tableNames } from '@arrakis/dune';
import { imperiumRefusalText, isImperiumRefusal } from '@arrakis/imperium';
import type { CreateMatchResponse } from '@arrakis/server/protocol';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './axeCheck.ts';
import {
  chooseLanguage,
  clickRandomPrompt,
  onlineTestbed,
  screenshot,
  seededRandom,
  sendBy,
  watchErrors,
} from './harness.ts';

type Lang = 'fr' | 'en' | 'nl';

/** The sentence the game's words give a refusal, in `lang`: what the screens must show for it. */
function sentence(code: string, params: Record<string, string | number>, lang: Lang): string {
  expect(isDuneRefusal(code), code).toBe(true);
  return refusalText({ code, params }, lang, tableNames(lang, []));
}

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

/** When the reason names its rule: it shows as « Règle … » and opens the Rules panel at that section. */
async function ruleOpensPanel(page: Page, target: Locator, rule: string | null, word: string): Promise<void> {
  // Every reason the engines give names its rule (issue 21): the link is always there.
  expect(rule, 'the reason names its rule').not.toBeNull();
  if (rule === null) return;
  // The unavailable option is aria-disabled (Playwright would wait for it to be enabled): a click on it pins its
  // reason open, which is what a player does to reach the link.
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

/** Passes the bid the prompt shows (`pass`: its pass button), waiting until the game moves on; false if it went. */
async function passBid(page: Page, pass: string): Promise<boolean> {
  const button = page.locator(pass);
  if ((await button.count()) === 0) return false;
  try {
    await sendBy(page, () => button.first().click({ timeout: 5_000 }));
    return true;
  } catch {
    // The prompt went with an update between the look and the click.
    return false;
  }
}

describe('why an option is unavailable, in the browser (issue 21)', () => {
  const env = onlineTestbed();

  it('Dune: an unavailable territory tells why on hover and focus, a refused action shows its sentence, in fr, en and nl', async () => {
    const response = await fetch(`${env.server.url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'dune', seats: [{ kind: 'human', name: 'Anne' }, { kind: 'bot' }] }),
    });
    const created = (await response.json()) as CreateMatchResponse;
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 960 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const errors = watchErrors(page);

    // The first action the page sends after `tamper` is set goes out as that action instead: a well-formed move the
    // game refuses, sent through the real server, as a stale or hand-made client would.
    let tamper: unknown = null;
    await page.routeWebSocket(/\/ws\?/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => {
        const parsed = JSON.parse(String(message)) as { type: string; action?: unknown };
        if (parsed.type === 'action' && tamper !== null) {
          server.send(JSON.stringify({ ...parsed, action: tamper }));
          tamper = null;
        } else server.send(message);
      });
      server.onMessage((message) => ws.send(message));
    });
    await page.goto(`${env.server.url}${created.invites[0]!.link}`);
    await page.locator('.game').waitFor();

    // Played until the person ships (rules 000 §9.B): the map shows where forces may go, and where not. The person
    // passes every bid, so that it still has spice to ship with (a random bidder could spend it all and see the
    // game end without one shipment offered).
    const random = seededRandom(21);
    const unavailable = page.locator('[data-territory][data-reason-key]');
    const shipping =
      'body:has([data-testid=prompt] .prompt-body[data-kind=shipment]):has([data-territory][data-reason-key])';
    const bidding = '[data-testid=prompt] .prompt-body[data-kind=bid] button[data-type=pass]';
    for (let clicks = 0; clicks < 300 && (await page.locator(shipping).count()) === 0; clicks++) {
      if (await clickRandomPrompt(page, random, { stopAt: `${shipping}, ${bidding}` })) continue;
      if ((await page.locator(shipping).count()) === 0 && (await passBid(page, bidding))) continue;
      await page.waitForTimeout(50);
    }
    expect(await unavailable.count()).toBeGreaterThan(0);
    // One whose middle is its own (a ring's box may centre on the Polar Sink, tokens may cover another).
    const id = await page.evaluate(() => {
      for (const element of document.querySelectorAll('[data-territory][data-reason-key]')) {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (hit === element) return element.getAttribute('data-territory');
      }
      return null;
    });
    expect(id).not.toBeNull();
    const territory = page.locator(`[data-territory="${id}"][data-reason-key]`);
    const action = JSON.parse((await territory.getAttribute('data-reason-key')) ?? 'null') as { type: string };
    expect(action.type).toMatch(/^(ship|wormRide|placeBeneGesserit)$/);
    expect(await territory.getAttribute('aria-disabled')).toBe('true');

    // Hover (French): the game's sentence for the reason, and the tooltip describes the territory.
    await territory.hover();
    const hovered = await shownReason(page);
    expect(hovered.text).toBe(sentence(hovered.code, hovered.params, 'fr'));
    expect(await territory.getAttribute('aria-describedby')).toBe('reason-tip');
    await screenshot(page, 'explain-hover-fr');
    // The map with its unavailable places and their reason passes axe-core as the board does.
    expect(await seriousViolations(page)).toEqual([]);
    await ruleOpensPanel(page, territory, hovered.rule, 'Règle');
    await page.mouse.move(5, 5);

    // Keyboard focus (English): the same reason, in English words.
    await chooseLanguage(page, 'en');
    await page.locator('[data-testid=prompt] .prompt-body').waitFor();
    await territory.focus();
    const focused = await shownReason(page);
    expect(focused.code).toBe(hovered.code);
    expect(focused.text).toBe(sentence(focused.code, focused.params, 'en'));
    await ruleOpensPanel(page, territory, focused.rule, 'Rule');
    await territory.blur();

    // A refused submission (Dutch): the server's refusal of that very choice, in the game's words, with its rule.
    await chooseLanguage(page, 'nl');
    // Hovered again (Dutch): the reason kept for this decision, in Dutch words.
    await territory.hover();
    const dutch = await shownReason(page);
    expect(dutch.text).toBe(sentence(dutch.code, dutch.params, 'nl'));
    await page.mouse.move(5, 5);
    tamper = action;
    const before = await page.locator('.game').getAttribute('data-seq');
    const choices = page.locator(
      '[data-testid=prompt] button[data-testid=action]:visible, [data-testid=prompt] button[data-testid=step]:visible',
    );
    // A shipment is a step (where), then a count, then Confirm: whatever the person sends first is replaced.
    // Once the replaced action is sent nothing more is clicked: a later update would clear the banner.
    for (let steps = 0; steps < 6 && tamper !== null; steps++) {
      const confirm = page.locator('[data-testid=prompt] [data-key=confirm]:visible');
      if ((await confirm.count()) > 0) await confirm.first().click();
      else await choices.first().click();
    }
    const banner = page.getByTestId('error');
    await banner.waitFor();
    expect(await banner.getAttribute('data-code')).toBe(hovered.code);
    expect(await page.getByTestId('error-text').innerText()).toBe(sentence(hovered.code, hovered.params, 'nl'));
    expect(await page.locator('.game').getAttribute('data-seq')).toBe(before);
    if (hovered.rule !== null) {
      await banner.getByTestId('rule-link').click();
      expect(await page.getByTestId('rules-panel').getAttribute('data-at')).toBe(hovered.rule);
      await page.getByTestId('rules-close').click();
    }
    await screenshot(page, 'explain-refused-nl');
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('Dune: Imperium: a space the chosen card cannot go to tells why, in French', async () => {
    const response = await fetch(`${env.server.url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'imperium', seats: [{ kind: 'human', name: 'Anne' }, { kind: 'bot' }] }),
    });
    const created = (await response.json()) as CreateMatchResponse;
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 960 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${env.server.url}${created.invites[0]!.link}`);
    await page.locator('.game').waitFor();
    // Played until the person has chosen a card for an Agent turn (rules 002 « Tour d'Agent »).
    const random = seededRandom(2);
    const unavailable = page.locator('[data-testid^=space-][data-reason-key]');
    for (let clicks = 0; clicks < 200 && (await unavailable.count()) === 0; clicks++) {
      const card = page.locator('[data-testid=prompt] .imp-card-option button[data-testid=step]:visible');
      if ((await card.count()) > 0) await card.first().click();
      else if (!(await clickRandomPrompt(page, random))) await page.waitForTimeout(50);
    }
    expect(await unavailable.count()).toBeGreaterThan(0);
    const id = await page.evaluate(() => {
      for (const element of document.querySelectorAll('[data-testid^=space-][data-reason-key]')) {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (hit?.closest('[data-reason-key]') === element) return element.getAttribute('data-testid');
      }
      return null;
    });
    expect(id).not.toBeNull();
    const space = page.locator(`[data-testid="${id}"]`);
    const action = JSON.parse((await space.getAttribute('data-reason-key')) ?? 'null') as { type: string };
    expect(action.type).toBe('sendAgent');
    await space.hover();
    const hovered = await shownReason(page);
    expect(isImperiumRefusal(hovered.code), hovered.code).toBe(true);
    expect(hovered.text).toBe(imperiumRefusalText({ code: hovered.code, params: hovered.params }, 'fr'));
    expect(await space.getAttribute('aria-describedby')).toBe('reason-tip');
    await ruleOpensPanel(page, space, hovered.rule, 'Règle');
    await screenshot(page, 'explain-imperium-fr');
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
