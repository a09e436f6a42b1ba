import type { OpenTable } from '@arrakis/server/protocol';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axeCheck.ts';
import { docScreenshot, onlineTestbed, watchErrors } from './harness.ts';

describe('open tables (issue 18)', () => {
  const env = onlineTestbed();

  it('a person lists a new game publicly; another browser sees it in the lobby list and takes the free seat in one click', async () => {
    const url = env.server.url;
    // The second person's lobby is open before the game exists: its list is refreshed.
    const guestContext = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
    const guest = await guestContext.newPage();
    const guestErrors = watchErrors(guest);
    await guest.goto(url);
    await guest.getByTestId('open-tables').waitFor();

    const hostContext = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
    const host = await hostContext.newPage();
    const hostErrors = watchErrors(host);
    await host.goto(url);
    await host.getByTestId('seat-count').selectOption('3');
    await host.getByTestId('seat-kind-1').selectOption('human');
    await host.getByTestId('list-publicly').check();
    await host.getByTestId('create').click();
    // Nobody to invite: the free seat waits in the list, and the host is in the game at once.
    await host.locator('.game[data-seat="0"]').waitFor();
    const matchId = decodeURIComponent(new URL(host.url()).pathname.split('/').pop()!);

    const listed = (await (await fetch(`${url}/api/open-tables`)).json()) as OpenTable[];
    expect(listed.find((t) => t.matchId === matchId)?.seats.map((s) => s.open)).toEqual([false, true, false]);

    const row = guest.locator(`[data-testid=open-table][data-match="${matchId}"]`);
    await guest.getByTestId('open-tables-refresh').click();
    await row.waitFor();
    expect(await row.getByTestId('open-table-seats').textContent()).toContain('1 place libre sur 3');
    await guest.getByTestId('open-tables-name').fill('Chani');
    await docScreenshot(guest, 'open-tables-desktop-fr');
    expect(await seriousViolations(guest)).toEqual([]);

    await row.getByTestId('open-table-take').click();
    await guest.locator('.game[data-seat="1"]').waitFor();
    // The seat's token is kept as the lobby keeps every seat's: "My games" finds the game again.
    const seats = await guest.evaluate(() => JSON.parse(localStorage.getItem('arrakis.seats') ?? '[]') as unknown[]);
    expect(seats).toEqual([expect.objectContaining({ matchId, seat: 1 })]);
    // The host's table knows the new player's name; the list forgets the match.
    await host.getByTestId('seat-badges').getByText('Chani').first().waitFor();
    const after = (await (await fetch(`${url}/api/open-tables`)).json()) as OpenTable[];
    expect(after.some((t) => t.matchId === matchId)).toBe(false);

    await guest.goto(url);
    await guest.locator(`[data-testid=my-game]`).first().waitFor();
    expect(await guest.getByTestId('my-games').textContent()).toContain('Chani');
    expect(guestErrors).toEqual([]);
    expect(hostErrors).toEqual([]);
    await guestContext.close();
    await hostContext.close();
  }, 120_000);
});
