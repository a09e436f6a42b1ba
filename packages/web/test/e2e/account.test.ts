import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { CreateMatchResponse } from '@arrakis/server/protocol';
import { buildWeb, launchChromium, screenshot, startTestServer, type TestServer } from './harness.ts';

/** What "My games" shows of each game: its players and whose turn, in order. */
async function myGames(page: Page, count: number): Promise<string[]> {
  const entries = page.getByTestId('my-game');
  await expect.poll(() => entries.count(), { timeout: 15_000 }).toBe(count);
  return Promise.all(
    [...Array(count).keys()].map(async (i) => {
      const entry = entries.nth(i);
      return `${await entry.getByTestId('my-game-players').innerText()} | ${await entry.getByTestId('my-game-turn').innerText()}`;
    }),
  );
}

describe('an account link: "My games" follows a player to another device (issue 18)', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    await buildWeb();
    server = await startTestServer();
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const create = async (body: unknown): Promise<CreateMatchResponse> => {
    const response = await fetch(`${server.url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as CreateMatchResponse;
  };

  it('a second browser context opening the account link sees the same "My games" and plays the seats', async () => {
    const dune = await create({
      game: 'dune',
      seats: [
        { kind: 'human', name: 'Irulan' },
        { kind: 'human', name: 'Feyd' },
      ],
    });
    const imperium = await create({ game: 'imperium', seats: [{ kind: 'human', name: 'Irulan' }, { kind: 'bot' }] });

    // The first device: two seats taken by their invite links, then an account link made.
    const first = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
    const page = await first.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    for (const link of [dune.invites[0]!.link, imperium.invites[0]!.link]) {
      await page.goto(`${server.url}${link}`);
      await page.locator('.game, [data-testid=privacy]').first().waitFor();
    }
    await page.goto(server.url);
    const mine = await myGames(page, 2);
    expect(mine.join('\n')).toContain('Irulan');
    await page.getByTestId('account-create').click();
    const linkBox = page.getByTestId('account-link');
    await linkBox.waitFor();
    const accountLink = await linkBox.inputValue();
    expect(accountLink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#account=[A-Za-z0-9_-]{43}$/);
    await screenshot(page, 'account-link-fr');

    // The second device: nothing but the link.
    const second = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
    const other = await second.newPage();
    other.on('pageerror', (e) => pageErrors.push(String(e)));
    await other.goto(accountLink);
    await other.getByTestId('account-link').waitFor();
    const theirs = await myGames(other, 2);
    // The same games, the same players, the same turns.
    expect(theirs).toEqual(mine);
    // The link left the address bar, and the account is kept: a reload lists the same games.
    expect(new URL(other.url()).hash).toBe('');
    await other.reload();
    expect(await myGames(other, 2)).toEqual(mine);
    await screenshot(other, 'account-my-games-fr-390');

    // The seats themselves came along: the Dune game opens as Irulan's seat.
    const duneEntry = other.getByTestId('my-game').filter({ hasText: 'Feyd' });
    await duneEntry.getByTestId('my-game-open').click();
    await other.locator('.game').waitFor();
    expect(await other.locator('.game').getAttribute('data-seat')).toBe('0');

    // Deleting the account (on the first device) leaves the seats playable by their links.
    await page.getByTestId('account-delete').click();
    await page.getByTestId('account-delete-confirm').click();
    await page.getByTestId('account-create').waitFor();
    expect(await myGames(page, 2)).toHaveLength(2);
    expect(pageErrors).toEqual([]);
    await first.close();
    await second.close();
  }, 180_000);

  it('the privacy page, from the lobby footer, says what is kept, for how long and how to delete it, in fr/en/nl', async () => {
    const expected = {
      'fr-FR': ['Vos données sur Arrakis', 'un an après son dernier coup', 'Supprimer mon compte et mes messages'],
      'en-GB': ['Your data on Arrakis', 'one year after its last move', 'Delete my account and my messages'],
      'nl-NL': ['Je gegevens op Arrakis', 'een jaar na de laatste zet', 'Mijn account en mijn berichten verwijderen'],
    } as const;
    for (const [locale, phrases] of Object.entries(expected)) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale });
      const page = await context.newPage();
      await page.goto(server.url);
      const privacy = page.getByTestId('privacy-page');
      await privacy.locator('summary').click();
      await privacy.locator('h2').waitFor();
      const text = await privacy.innerText();
      for (const phrase of phrases) expect(text, locale).toContain(phrase);
      if (locale === 'fr-FR') {
        await privacy.scrollIntoViewIfNeeded();
        await screenshot(page, 'privacy-fr');
      }
      await context.close();
    }
  }, 120_000);
});
