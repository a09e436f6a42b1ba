import type { CreateMatchRequest, OpenTable } from '@arrakis/server/protocol';
import { describe, expect, it } from 'vitest';
import { onlineTestbed, watchErrors } from './harness.ts';

describe('the online lobbies: Uprising listed publicly, a webhook URL (issue 18)', () => {
  const env = onlineTestbed();

  it('an Uprising game listed from the lobby leaves the other person’s seat free in the open-tables list', async () => {
    const url = env.server.url;
    const guestContext = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
    const guest = await guestContext.newPage();
    const guestErrors = watchErrors(guest);
    await guest.goto(url);
    await guest.getByTestId('open-tables').waitFor();

    const hostContext = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
    const host = await hostContext.newPage();
    const hostErrors = watchErrors(host);
    const sent: CreateMatchRequest[] = [];
    host.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/matches')
        sent.push(request.postDataJSON() as CreateMatchRequest);
    });
    await host.goto(url);
    await host.getByTestId('game-select').first().selectOption('uprising');
    await host.getByTestId('imp-seat-count').selectOption('4');
    await host.getByTestId('imp-seat-kind-1').selectOption('human');
    await host.getByTestId('imp-list-publicly').check();
    await host.getByTestId('imp-create').click();
    // Nobody to invite: the free seat waits in the list, and the host is in the game at once.
    await host.locator('.game.imperium[data-game=uprising]').waitFor();
    const matchId = decodeURIComponent(new URL(host.url()).pathname.split('/').pop()!);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ game: 'uprising', listed: true });
    expect(sent[0]?.seats.map((s) => s.open === true)).toEqual([false, true, false, false]);
    // An empty webhook field sends no webhook.
    expect(sent[0]).not.toHaveProperty('webhookUrl');

    const listed = (await (await fetch(`${url}/api/open-tables`)).json()) as OpenTable[];
    const table = listed.find((t) => t.matchId === matchId);
    expect(table?.game).toBe('uprising');
    expect(table?.seats.map((s) => s.open)).toEqual([false, true, false, false]);

    const row = guest.locator(`[data-testid=open-table][data-match="${matchId}"]`);
    await guest.getByTestId('open-tables-refresh').click();
    await row.waitFor();
    expect(await row.textContent()).toContain('Insurrection');
    expect(await row.getByTestId('open-table-seats').textContent()).toContain('1 place libre sur 4');
    await row.getByTestId('open-table-take').click();
    await guest.locator('.game.imperium[data-game=uprising]').waitFor();
    const after = (await (await fetch(`${url}/api/open-tables`)).json()) as OpenTable[];
    expect(after.some((t) => t.matchId === matchId)).toBe(false);

    expect(guestErrors).toEqual([]);
    expect(hostErrors).toEqual([]);
    await guestContext.close();
    await hostContext.close();
  }, 120_000);

  it('a webhook to a local address is refused in the Dune lobby with the French sentence, beside the field, and no game is made', async () => {
    const url = env.server.url;
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const sent: CreateMatchRequest[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/matches')
        sent.push(request.postDataJSON() as CreateMatchRequest);
    });
    await page.goto(url);
    await page.getByTestId('seat-count').selectOption('3');
    await page.getByTestId('seat-kind-1').selectOption('human');
    await page.getByTestId('webhook-url').fill('http://127.0.0.1/x');
    await page.getByTestId('create').click();

    const refusal = page.getByTestId('webhook-url-refusal');
    await refusal.waitFor();
    // The test server allows no private address: plain http is the first thing it refuses.
    expect(await refusal.textContent()).toBe('Un webhook doit être en https (pas http).');
    expect(await page.getByTestId('webhook-url').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([expect.objectContaining({ game: 'dune', webhookUrl: 'http://127.0.0.1/x', lang: 'fr' })]);
    // Still in the lobby, with no invites: the server made no match.
    expect(await page.getByTestId('invite-1').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');

    // Emptied, the field asks for no webhook and the game is made.
    await page.getByTestId('webhook-url').fill('');
    await page.getByTestId('create').click();
    await page.getByTestId('invite-1').waitFor();
    expect(await refusal.count()).toBe(0);
    expect(sent).toHaveLength(2);
    expect(sent[1]).not.toHaveProperty('webhookUrl');
    expect(sent[1]).not.toHaveProperty('lang');

    // Chromium logs the refused request's status (400) as a console error: nothing else may be logged.
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
    await context.close();
  }, 120_000);
});
