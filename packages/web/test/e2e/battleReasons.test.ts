import { isDuneRefusal, refusalText, tableNames } from '@arrakis/dune';
import { imperiumRefusalText } from '@arrakis/imperium';
import { describe, expect, it } from 'vitest';
import { clickRandomPrompt, onlineTestbed, screenshot, seekBattle, seededRandom, watchErrors } from './harness.ts';

/**
 * issue 21, in Chromium: in a Dune battle plan (rules 000 §10.B) a leader the seat may not put in it (fought
 * elsewhere this turn §10.C.8, in the tanks §10.C.9) is shown, dimmed, and tells why in French on hover, with its
 * rule as a link that opens the Rules panel at that section. Played against five bots until such a plan comes; a
 * card out of the step (not a weapon, not a defense, §10.B.3) tells why the same way meanwhile.
 */
describe('the battle wheel tells why a leader or a card is out of the plan (issue 21)', () => {
  const env = onlineTestbed();

  it('an unavailable leader shows its reason and its rule link, in French', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const random = seededRandom(21_2611);
    const leaders = page.locator('[data-testid=battle-plan] [data-testid=unavailable-step][data-leader]');
    const cards = page.locator('[data-testid=battle-plan] [data-testid=unavailable-step][data-card]');
    let cardChecked = false;
    const deadline = Date.now() + 600_000;
    let games = 0;
    let total = 0;
    for (let game = 0; game < 6 && Date.now() < deadline && (await leaders.count()) === 0; game++) {
      games++;
      await page.goto(env.server.url);
      await page.getByTestId('mode-online').check();
      await page.getByTestId('create').click();
      await page.locator('.game').waitFor();
      for (let clicks = 0; clicks < 3000 && Date.now() < deadline;) {
        if ((await leaders.count()) > 0) break;
        if (await page.getByTestId('end-screen').isVisible()) break;
        if (!cardChecked && (await cards.count()) > 0) {
          await expectReason(cards.first(), 'data-card');
          cardChecked = true;
        }
        if ((await seekBattle(page, random)) || (await clickRandomPrompt(page, random))) {
          clicks++;
          total++;
        } else await page.waitForTimeout(50);
      }
    }
    console.log(`battle reasons: a leader out of the plan after ${games} game(s), ${total} clicks`);
    expect(await leaders.count(), 'a battle plan with a leader out of it').toBeGreaterThan(0);
    const leader = leaders.first();
    expect(await leader.getAttribute('aria-disabled')).toBe('true');
    const rule = await expectReason(leader, 'data-leader');
    expect(rule).toMatch(/^000 10\.(B\.2|C\.8|C\.9)$/);

    // The rule, pinned by a click, opens the Rules panel at its section.
    await leader.click({ force: true });
    await screenshot(page, 'battle-reasons-leader-fr');
    const link = page.getByTestId('reason').getByTestId('rule-link');
    expect(await link.getAttribute('data-rule')).toBe(rule);
    expect(await link.innerText()).toMatch(/^Règle /);
    await link.click();
    const panel = page.getByTestId('rules-panel');
    await panel.waitFor();
    expect(await panel.getAttribute('data-at')).toBe(rule);
    expect(errors).toEqual([]);
    await context.close();

    /** Hovers the option: the game's French sentence for its reason, and its rule (returned). */
    async function expectReason(target: typeof leader, attribute: string): Promise<string | null> {
      const id = await target.getAttribute(attribute);
      // An update of the table (another seat's plan) draws the prompt anew and its tooltip goes, as on the map:
      // the person hovers again.
      for (let tries = 0; ; tries++) {
        await target.hover();
        const known = await page
          .locator('[data-testid=reason][data-state=known]')
          .waitFor({ timeout: 10_000 })
          .then(() => true)
          .catch(() => false);
        if (known || tries >= 3) break;
        await page.mouse.move(5, 5);
      }
      await page.locator('[data-testid=reason][data-state=known]').waitFor({ timeout: 1_000 });
      const tip = page.getByTestId('reason');
      const code = (await tip.getAttribute('data-code')) ?? '';
      const params = JSON.parse((await tip.getAttribute('data-params')) ?? '{}') as Record<string, string | number>;
      expect(isDuneRefusal(code), code).toBe(true);
      expect(code).not.toBe('illegalAction');
      // annexe 3 BG 3: the Voice's command names the kind commanded; every other reason names the option.
      if (code !== 'voiceCommand') expect(Object.values(params)).toContain(id);
      expect(await page.getByTestId('reason-text').innerText()).toBe(
        refusalText({ code, params }, 'fr', tableNames('fr', [])),
      );
      const rule = await tip.getAttribute('data-rule');
      expect(rule, 'the reason names its rule').toMatch(/^000 /);
      await page.mouse.move(5, 5);
      return rule;
    }
  }, 720_000);
});

/** issue 21, rules 002 MISE EN PLACE D: at the leader choice, a leader a Rival already took says so, in French. */
describe('Imperium’s leader choice tells why a leader is taken (issue 21)', () => {
  const env = onlineTestbed();

  it('a Rival’s leader shows its reason and its rule, in French', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(env.server.url);
    await page.getByTestId('game-select').first().selectOption('imperium');
    await page.getByTestId('imp-seat-count').selectOption('1');
    await page.getByTestId('imp-leaders-choose').check();
    await page.getByTestId('imp-mode-hotseat').check();
    await page.getByTestId('imp-create').click();
    await page.locator('.imp-prompt[data-frame=chooseLeader]').waitFor();
    const taken = page.locator('[data-testid=unavailable-leader] [data-reason-key]');
    // The two House Hagal Rivals took theirs at setup.
    expect(await taken.count()).toBe(2);
    const leader = await page.locator('[data-testid=unavailable-leader]').first().getAttribute('data-leader');
    await taken.first().hover();
    await page.locator('[data-testid=reason][data-state=known]').waitFor();
    const tip = page.getByTestId('reason');
    expect(await tip.getAttribute('data-code')).toBe('leaderTaken');
    expect(await tip.getAttribute('data-rule')).toBe('002 Mise en place');
    const params = JSON.parse((await tip.getAttribute('data-params')) ?? '{}') as Record<string, string | number>;
    expect(params['leader']).toBe(leader);
    expect(await page.getByTestId('reason-text').innerText()).toBe(
      imperiumRefusalText({ code: 'leaderTaken', params }, 'fr'),
    );
    await screenshot(page, 'imperium-leader-taken-fr');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
