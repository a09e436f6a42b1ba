import type { CreateMatchResponse } from '@arrakis/server';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { onlineTestbed, screenshot } from './harness.ts';

const matchOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.replace(/^\/play\//, ''));

describe('online: names at the table, resigning, and the rematch', () => {
  const env = onlineTestbed();

  it('shows who plays each faction; a resignation asks first and is marked; the rematch keeps the seat and is announced', async () => {
    const response = await fetch(`${env.server.url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'dune',
        seats: [{ kind: 'human', name: 'Paul' }, { kind: 'bot' }],
        options: { factions: ['atreides', 'harkonnen'] },
      }),
    });
    const created = (await response.json()) as CreateMatchResponse;
    const open = async (link: string): Promise<{ page: Page; errors: string[] }> => {
      const context = await env.browser.newContext({ viewport: { width: 1440, height: 960 }, locale: 'fr-FR' });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(`${env.server.url}${link}`);
      await page.locator('.game').waitFor();
      return { page, errors };
    };
    const { page: paul, errors: paulErrors } = await open(created.invites[0]!.link);
    const { page: watcher, errors: watcherErrors } = await open(created.spectatorLink);

    // Names next to factions: the shield, the other factions, the spectator's list, the log.
    expect(await paul.getByTestId('shield').locator('h2').innerText()).toContain('Paul (Atréides)');
    expect(await paul.getByTestId('player').allInnerTexts()).toEqual(['Bot 2 (Harkonnen)']);
    expect(await watcher.getByTestId('player').allInnerTexts()).toEqual(['Paul (Atréides)', 'Bot 2 (Harkonnen)']);
    expect(await paul.getByTestId('me').innerText()).toBe('Paul (Atréides)');
    expect(await watcher.getByTestId('resign').count()).toBe(0);

    // Resigning asks first; cancelling changes nothing.
    await paul.getByTestId('resign').click();
    await paul.getByTestId('confirm-dialog').waitFor();
    expect(await paul.getByTestId('confirm-dialog').innerText()).toContain('Paul (Atréides) sera hors course');
    await screenshot(paul, 'resign-dialog');
    await paul.getByTestId('confirm-no').click();
    expect(await paul.getByTestId('confirm-dialog').count()).toBe(0);
    await paul.waitForTimeout(300);
    expect(await watcher.locator('.resigned-tag').count()).toBe(0);
    await paul.getByTestId('resign').click();
    await paul.getByTestId('confirm-yes').click();

    // The server now plays Paul's faction; everyone sees the mark; the bots finish the match.
    await watcher.getByTestId('tab-players').click();
    await watcher.locator('.others .resigned-tag').first().waitFor({ timeout: 15_000 });
    expect(
      await watcher.locator('.others li', { hasText: 'Paul (Atréides)' }).locator('.resigned-tag').innerText(),
    ).toBe('a abandonné');
    await paul.getByTestId('end-screen').waitFor({ timeout: 90_000 });
    await watcher.getByTestId('end-screen').waitFor({ timeout: 30_000 });
    expect(await paul.getByTestId('resign').count()).toBe(0);
    const end = await paul.getByTestId('end-screen').innerText();
    if (await paul.getByTestId('winners').count())
      expect(await paul.getByTestId('winners').innerText()).toMatch(/(Paul \(Atréides\)|Bot 2 \(Harkonnen\))/);
    else expect(end).toContain('Aucun vainqueur');
    expect(await paul.getByTestId('log').innerText()).toMatch(/Bot 2 \(Harkonnen\)/);
    await screenshot(paul, 'end-screen-names');
    expect(await watcher.getByTestId('rematch').count()).toBe(0);

    // The rematch: Paul's page moves to the new match with the same token, seated again.
    const old = matchOf(paul);
    await paul.getByTestId('rematch').click();
    await paul.waitForURL((url) => url.pathname.startsWith('/play/') && !url.pathname.endsWith(old));
    const next = matchOf(paul);
    await paul.locator('.game[data-seat="0"]').waitFor();
    expect(await paul.getByTestId('end-screen').count()).toBe(0);
    expect(await paul.getByTestId('me').innerText()).toBe('Paul (Atréides)');
    expect(await paul.getByTestId('resign').count()).toBe(1);
    expect(new URL(paul.url()).hash).toBe('');
    const stored = await paul.evaluate(() => localStorage.getItem('arrakis.seats') ?? '');
    expect(stored).toContain(next);
    expect(stored).toContain(created.invites[0]!.token);

    // The spectator of the old match is told, and follows.
    await watcher.getByTestId('rematch-banner').waitFor({ timeout: 15_000 });
    expect(await watcher.getByTestId('rematch-banner').innerText()).toContain('Une revanche a été lancée.');
    await screenshot(watcher, 'rematch-banner');
    await watcher.getByTestId('join-rematch').click();
    await watcher.waitForURL((url) => url.pathname === `/play/${next}`);
    await watcher.locator('.game[data-seat="spectator"]').waitFor();
    expect(await watcher.getByTestId('player').allInnerTexts()).toEqual(['Paul (Atréides)', 'Bot 2 (Harkonnen)']);
    expect([...paulErrors, ...watcherErrors]).toEqual([]);
  }, 240_000);

  it('Dune: Imperium online: a resignation is confirmed and marked, the server finishes the seat, the rematch keeps it', async () => {
    const response = await fetch(`${env.server.url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'imperium',
        seats: [{ kind: 'human', name: 'Paul' }, { kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }],
        options: {},
      }),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as CreateMatchResponse;
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 960 }, locale: 'fr-FR' });
    const paul = await context.newPage();
    const errors: string[] = [];
    paul.on('pageerror', (e) => errors.push(String(e)));
    await paul.goto(`${env.server.url}${created.invites[0]!.link}`);
    await paul.locator('.game.imperium[data-seat="0"]').waitFor();
    expect(await paul.getByTestId('me').innerText()).toBe('Paul');

    await paul.getByTestId('resign').click();
    await paul.getByTestId('confirm-dialog').waitFor();
    await paul.getByTestId('confirm-no').click();
    expect(await paul.getByTestId('confirm-dialog').count()).toBe(0);
    expect(await paul.getByTestId('you-resigned').count()).toBe(0);
    await paul.getByTestId('resign').click();
    await paul.getByTestId('confirm-yes').click();
    await paul.getByTestId('you-resigned').waitFor({ timeout: 15_000 });
    expect(await paul.getByTestId('player-0').locator('.resigned-tag').innerText()).toBe('a abandonné');
    expect(await paul.getByTestId('resign').count()).toBe(0);

    await paul.getByTestId('end-screen').waitFor({ timeout: 180_000 });
    await screenshot(paul, 'imperium-resigned-end');
    const old = matchOf(paul);
    await paul.getByTestId('rematch').click();
    await paul.waitForURL((url) => url.pathname.startsWith('/play/') && !url.pathname.endsWith(old));
    await paul.locator('.game.imperium[data-seat="0"]').waitFor();
    expect(await paul.getByTestId('end-screen').count()).toBe(0);
    expect(await paul.getByTestId('resign').count()).toBe(1);
    expect(await paul.getByTestId('you-resigned').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 300_000);
});
