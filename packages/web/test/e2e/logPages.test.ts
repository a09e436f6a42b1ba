import type { CreateMatchResponse, LogEntry, MatchSummary, ServerMessage } from '@arrakis/server';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { onlineTestbed, screenshot, watchErrors } from './harness.ts';

/** The spectator's whole log, read the way every client reads it: hello, then `history` pages back to the first action. */
async function wholePublicLog(url: string, matchId: string): Promise<LogEntry[]> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/ws?match=${matchId}`);
  const messages: ServerMessage[] = [];
  let wake = (): void => undefined;
  socket.on('message', (data: Buffer) => {
    messages.push(JSON.parse(data.toString()) as ServerMessage);
    wake();
  });
  const next = async (type: ServerMessage['type']): Promise<ServerMessage> => {
    for (let waited = 0; waited < 100; waited++) {
      const found = messages.findIndex((m) => m.type === type);
      if (found >= 0) return messages.splice(found, 1)[0]!;
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 100);
      });
    }
    throw new Error(`no ${type} message`);
  };
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ type: 'hello' }));
  const update = (await next('update')) as Extract<ServerMessage, { type: 'update' }>;
  let log = [...update.log];
  let before = update.logFrom ?? 1;
  for (let pages = 0; before > 1 && pages < 100; pages++) {
    socket.send(JSON.stringify({ type: 'history', beforeSeq: before }));
    const page = (await next('history')) as Extract<ServerMessage, { type: 'history' }>;
    log = [...page.entries, ...log];
    before = page.fromSeq;
  }
  socket.close();
  return log;
}

describe('online: the log in pages', () => {
  const env = onlineTestbed();

  it('a spectator of a long match sees the latest events, and the earlier ones page by page', async () => {
    const response = await fetch(`${env.server.url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'dune',
        seats: Array.from({ length: 6 }, () => ({ kind: 'bot', botLevel: 'random' })),
      }),
    });
    const created = (await response.json()) as CreateMatchResponse;
    for (let polls = 0; ; polls++) {
      const summary = (await (await fetch(`${env.server.url}/api/matches/${created.matchId}`)).json()) as MatchSummary;
      if (summary.status === 'finished') break;
      expect(polls, 'the bots finish the match').toBeLessThan(600);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const whole = await wholePublicLog(env.server.url, created.matchId);

    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${env.server.url}${created.spectatorLink}`);
    await page.locator('.game').waitFor();
    // Every event: a line, or the heading of the turn it opens (issue 21).
    const entries = page.getByTestId('log').locator('.event');
    const earlier = page.getByTestId('log-earlier');
    await entries.first().waitFor();
    const firstShown = await entries.count();
    expect(firstShown).toBeLessThan(whole.length);
    // The newest event is at the bottom, as it always was.
    expect(Number(await entries.last().getAttribute('data-seq'))).toBe(whole.at(-1)!.seq);
    expect(await earlier.innerText()).toBe('Événements précédents');

    let shown = firstShown;
    for (let clicks = 0; (await earlier.count()) > 0; clicks++) {
      expect(clicks, 'clicks to reach the first event').toBeLessThan(100);
      await earlier.click();
      await page.waitForFunction(
        (before) =>
          document.querySelectorAll('[data-testid=log] .event').length > before ||
          document.querySelector('[data-testid=log-earlier]') === null,
        shown,
      );
      shown = await entries.count();
      if (clicks === 0) await screenshot(page, 'log-earlier-events');
    }
    expect(shown).toBe(whole.length);
    const seqs = (await entries.evaluateAll((items) => items.map((li) => Number(li.getAttribute('data-seq'))))).filter(
      (seq, i, all) => i === 0 || seq !== all[i - 1],
    );
    expect(seqs).toEqual([...new Set(whole.map((e) => e.seq))]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
