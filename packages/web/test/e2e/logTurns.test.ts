import { DUNE_LOG_PHASES, DUNE_TEXT, TREACHERY_CARDS } from '@arrakis/dune';
import type { CreateMatchResponse } from '@arrakis/server/protocol';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axeCheck.ts';
import { clickRandomPrompt, docScreenshot, onlineTestbed, screenshot, seededRandom, watchErrors } from './harness.ts';

const CARD_NAMES_FR = Object.values(TREACHERY_CARDS).map((card) => card.name.fr);

/** The log as the page shows it: each turn's heading and, under it, its phases' headings and sentences. */
async function readLog(page: Page) {
  return page.getByTestId('log').evaluate((log) =>
    [...log.querySelectorAll('details.log-turn')].map((turn) => ({
      turn: Number(turn.getAttribute('data-turn')),
      open: (turn as HTMLDetailsElement).open,
      heading: turn.querySelector('summary h3')?.textContent ?? '',
      phases: [...turn.querySelectorAll('.log-phase')].map((phase) => ({
        title: phase.querySelector('h4')?.textContent ?? null,
        lines: [...phase.querySelectorAll('li.event')].map((li) => ({
          type: li.classList[1] ?? '',
          text: li.textContent ?? '',
          marked: li.querySelector('.badge') !== null,
        })),
      })),
    })),
  );
}

/** The document's scrollable and visible widths and the layout viewport's (which a phone widens to fit the page). */
function widths(page: Page) {
  return page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
    inner: window.innerWidth,
  }));
}

describe('the log grouped by turn and phase (issue 21)', () => {
  const env = onlineTestbed();

  it('Dune in French: a heading per turn and per phase, the buyer reads its card, the others do not', async () => {
    const response = await fetch(`${env.server.url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'dune', seats: [{ kind: 'human', name: 'Anne' }, { kind: 'bot' }] }),
    });
    const created = (await response.json()) as CreateMatchResponse;
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${env.server.url}${created.invites[0]!.link}`);
    await page.locator('.game').waitFor();

    // Played until turn 2 with a card bought by the person (rules 000 §8): it bids the least it may at each auction.
    const random = seededRandom(21);
    const received = page.locator('[data-testid=log] li.cardReceived');
    const turn = async () => Number(await page.locator('.game').getAttribute('data-turn'));
    for (let clicks = 0; clicks < 400 && ((await turn()) < 2 || (await received.count()) === 0); clicks++) {
      // Looked for, clicked and waited for in one round trip: the auction can close between a look and a later click.
      const bid = await page.evaluate(() => {
        const button = [...document.querySelectorAll<HTMLButtonElement>('[data-testid=bidding] .bid-form button')].find(
          (b) => b.checkVisibility() && !b.disabled,
        );
        if (button === undefined) return 'none';
        const seq = document.querySelector('.game')?.getAttribute('data-seq');
        const movedOn = () =>
          document.querySelector('.game')?.getAttribute('data-seq') !== seq ||
          document.querySelector('[role=alert]') !== null ||
          !button.isConnected;
        button.click();
        return new Promise<'clicked' | 'timeout'>((resolve) => {
          if (movedOn()) return resolve('clicked');
          const observer = new MutationObserver(() => {
            if (!movedOn()) return;
            observer.disconnect();
            clearTimeout(timer);
            resolve('clicked');
          });
          const timer = setTimeout(() => {
            observer.disconnect();
            resolve('timeout');
          }, 15_000);
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        });
      });
      expect(bid, 'the game moves on within 15 s of a bid').not.toBe('timeout');
      if (bid === 'none' && !(await clickRandomPrompt(page, random))) await page.waitForTimeout(50);
    }
    expect(await turn()).toBeGreaterThanOrEqual(2);
    expect(await received.count(), 'the person bought a card').toBeGreaterThan(0);

    const log = await readLog(page);
    const phases = DUNE_TEXT.fr.phase;
    // The setup, then turn 1 under its own sentence, its phases in the order of rules 000 §5, in French.
    expect(log[0]!.heading).toBe('Mise en place');
    const first = log.find((group) => group.turn === 1)!;
    expect(first.heading).toBe('Début du tour 1');
    const titles = first.phases.map((p) => p.title).filter((title) => title !== null);
    expect(titles.slice(0, 3)).toEqual([phases.storm, phases.spiceBlow, phases.bidding]);
    expect(titles).toContain(phases.movement);
    // A phase with no event (nobody collects spice) has no heading; those shown keep the turn's order.
    const order = DUNE_LOG_PHASES.map((phase) => phases[phase]);
    const ranks = titles.map((title) => order.indexOf(title));
    expect(ranks.every((rank, i) => rank > 0 && (i === 0 || rank > ranks[i - 1]!))).toBe(true);
    expect(log.some((group) => group.turn === 2 && group.heading === 'Début du tour 2')).toBe(true);
    // Every event is a sentence (no code), and those about a seat carry its faction's colour and symbol.
    const lines = log.flatMap((group) => group.phases.flatMap((p) => p.lines));
    for (const line of lines) expect(line.text).not.toMatch(/^[a-z]+[A-Z]\w*$|\{\{/);
    expect(lines.filter((line) => line.type === 'bidMade').every((line) => line.marked)).toBe(true);
    // The person's purchase from its side: the card by its name ("Vous recevez : …").
    const mine = lines.filter((line) => line.type === 'cardReceived');
    expect(mine[0]!.text).toMatch(/^Vous recevez : /);
    expect(CARD_NAMES_FR.some((name) => mine[0]!.text.includes(name))).toBe(true);
    // The newest at the bottom, scrolled into view.
    const scrolled = await page
      .getByTestId('log')
      .evaluate((box) => box.scrollHeight - box.scrollTop - box.clientHeight);
    expect(scrolled).toBeLessThanOrEqual(2);
    await page.getByTestId('log').scrollIntoViewIfNeeded();
    await screenshot(page, 'log-turns-desktop-fr');
    await docScreenshot(page, 'log-turns-desktop-fr');
    expect(await seriousViolations(page)).toEqual([]);

    // A spectator reads the same purchases without the card: "… achète la carte …", never its name.
    const watcher = await env.browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'fr-FR',
      hasTouch: true,
      isMobile: true,
    });
    const phone = await watcher.newPage();
    const phoneErrors = watchErrors(phone);
    await phone.goto(`${env.server.url}${created.spectatorLink}`);
    await phone.locator('.game').waitFor();
    // The page is the phone's width, the log's turns in the closed drawer included: a wider page would lay the fixed
    // decision sheet out past the screen's edge.
    await phone.getByTestId('log').locator('details.log-turn').first().waitFor({ state: 'attached' });
    expect(await widths(phone)).toEqual({ scroll: 390, client: 390, inner: 390 });
    // The log lives in a drawer on a phone.
    await phone.getByTestId('drawer-open-log').click();
    await phone.getByTestId('log').locator('li.cardBought').first().waitFor({ state: 'attached' });
    const seen = await readLog(phone);
    const seenLines = seen.flatMap((group) => group.phases.flatMap((p) => p.lines));
    expect(seenLines.some((line) => line.type === 'cardReceived')).toBe(false);
    const bought = seenLines.filter((line) => line.type === 'cardBought');
    expect(bought.length).toBeGreaterThan(0);
    for (const line of bought) expect(CARD_NAMES_FR.some((name) => line.text.includes(name))).toBe(false);
    // On a phone the turns fold, the current one open; a tap opens an earlier one.
    expect(seen.at(-1)!.open).toBe(true);
    expect(seen.slice(0, -1).every((group) => !group.open)).toBe(true);
    const setup = phone.getByTestId('log-turn').first();
    await setup.click();
    expect((await readLog(phone))[0]!.open).toBe(true);
    await setup.click();
    expect(await widths(phone)).toEqual({ scroll: 390, client: 390, inner: 390 });
    await screenshot(phone, 'log-turns-phone-fr');
    await docScreenshot(phone, 'log-turns-phone-fr');
    expect(phoneErrors).toEqual([]);
    await watcher.close();

    expect(errors).toEqual([]);
    await context.close();
  }, 400_000);
});
