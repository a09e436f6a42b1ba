import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '@arrakis/server';
import type { CreateMatchResponse } from '@arrakis/server/protocol';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '../../src/i18n/fr.ts';
import { seriousViolations } from './axeCheck.ts';
import {
  buildWeb,
  clickRandomPrompt,
  DIST,
  docScreenshot,
  launchChromium,
  seededRandom,
  watchErrors,
} from './harness.ts';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The texts of the chat frames a page received over its WebSocket. */
function chatFrames(page: Page): string[] {
  const texts: string[] = [];
  page.on('websocket', (ws) => {
    ws.on('framereceived', (frame) => {
      if (typeof frame.payload !== 'string') return;
      const message = JSON.parse(frame.payload) as { type: string; lines?: { text: string }[] };
      if (message.type === 'chat') texts.push(...(message.lines ?? []).map((l) => l.text));
    });
  });
  return texts;
}

/** Opens the chat: its tab beside the board on a desktop, the drawer's button on a phone. */
async function openChat(page: Page): Promise<void> {
  const phone = (page.viewportSize()?.width ?? 0) < 800;
  await page.getByTestId(phone ? 'drawer-open-chat' : 'tab-chat').click();
  await page.getByTestId('chat').waitFor();
}

async function say(page: Page, text: string): Promise<void> {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
}

function lineWith(page: Page, text: string) {
  return page.locator('[data-testid=chat-line] [data-testid=chat-text]', { hasText: text });
}

describe('the chat of an online match (issue 18)', () => {
  let dir = '';
  let sqlitePath = '';
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const start = async () => {
    server = await startServer({ port: 0, sqlitePath, webRoot: DIST, autoPassDelay: { minMs: 100, maxMs: 400 } });
    return server;
  };
  beforeAll(async () => {
    await buildWeb();
    dir = mkdtempSync(join(tmpdir(), 'arrakis-chat-e2e-'));
    sqlitePath = join(dir, 'arrakis.db');
    await start();
    browser = await launchChromium();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('two seats talk at the table and privately; a third seat and a spectator never get the private line; it all survives a restart; HTML and a too-long line are refused in words', async () => {
    const url = server!.url;
    const response = await fetch(`${url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'dune',
        seats: [
          { kind: 'human', name: 'Anne' },
          { kind: 'human', name: 'Bert' },
          { kind: 'human', name: 'Carl' },
        ],
        options: { factions: ['atreides', 'harkonnen', 'fremen'] },
      }),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as CreateMatchResponse;
    const links = [...created.invites.map((i) => i.link), created.spectatorLink];
    const viewports = [DESKTOP, PHONE, DESKTOP, DESKTOP];
    const pages: Page[] = [];
    const frames: string[][] = [];
    const errors: string[][] = [];
    for (const [i, link] of links.entries()) {
      const context = await browser!.newContext({ viewport: viewports[i]!, locale: 'fr-FR' });
      const page = await context.newPage();
      frames.push(chatFrames(page));
      errors.push(watchErrors(page));
      await page.goto(`${url}${link}`);
      await page.locator('.game').waitFor();
      pages.push(page);
    }
    const [anne, bert, carl, spectator] = pages as [Page, Page, Page, Page];
    // Past the setup (traitors chosen), where deals may be offered (rules 000 §13.C).
    const random = seededRandom(18);
    for (let round = 0; round < 40 && (await anne.locator('.game').getAttribute('data-phase')) === 'setup'; round++)
      for (const page of [anne, bert, carl]) await clickRandomPrompt(page, random);
    expect(await anne.locator('.game').getAttribute('data-phase')).not.toBe('setup');

    // The table channel: everyone reads it, the spectator too; Bert's drawer button counts the line unread.
    await openChat(anne);
    await say(anne, 'Bonjour la table, qui veut une alliance ?');
    await expect.poll(() => bert.getByTestId('drawer-open-chat').textContent()).toBe('Discussion (1)');
    await openChat(bert);
    await lineWith(bert, 'Bonjour la table').waitFor();
    await expect.poll(() => bert.getByTestId('drawer-open-chat').textContent()).toBe('Discussion');
    await openChat(carl);
    await lineWith(carl, 'Bonjour la table').waitFor();
    await openChat(spectator);
    await spectator.getByTestId('chat-channel-table').click();
    await lineWith(spectator, 'Bonjour la table').waitFor();
    // The sender is named by faction and person.
    expect(await anne.locator('[data-testid=chat-line] .chat-from').first().textContent()).toContain('Anne');

    // A private line, Anne to Bert: Bert's channel with Anne counts it, then shows it.
    const secret = 'Entre nous : je vise Arrakeen au tour 2';
    await anne.getByTestId('chat-channel-seat-1').click();
    await say(anne, secret);
    await lineWith(anne, secret).waitFor();
    await bert.locator('[data-testid=chat-channel-seat-0] .chat-unread').waitFor();
    await bert.getByTestId('chat-channel-seat-0').click();
    await lineWith(bert, secret).waitFor();
    await say(bert, 'Marché conclu.');
    await lineWith(anne, 'Marché conclu.').waitFor();
    // The deal prompt opens from the private channel, addressed to that seat.
    await bert.getByTestId('chat-deal').click();
    const dealTo = bert.locator('[data-testid=chat-deal-prompt] select').first();
    expect(await dealTo.inputValue()).toBe('0');

    // The spectators write among themselves only.
    await spectator.getByTestId('chat-channel-spectators').click();
    await say(spectator, 'Belle partie');
    await lineWith(spectator, 'Belle partie').waitFor();

    await docScreenshot(anne, 'chat-desktop-fr');
    await docScreenshot(bert, 'chat-phone-fr');
    expect(await seriousViolations(anne)).toEqual([]);
    expect(await seriousViolations(bert)).toEqual([]);

    // Refusals, said as sentences: markup, and a line over the server's limit. Nothing reaches the others.
    await anne.getByTestId('chat-channel-table').click();
    await say(anne, '<b>gras</b>');
    const refusal = anne.getByTestId('chat-refusal');
    await expect.poll(() => refusal.getAttribute('data-code')).toBe('chatMarkup');
    expect(await refusal.textContent()).toContain(fr.errors.chatMarkup);
    await say(anne, 'a'.repeat(600));
    await expect.poll(() => refusal.getAttribute('data-code')).toBe('chatTooLong');
    expect(await refusal.textContent()).toContain('600');
    await say(anne, 'Dernier mot avant la pause.');
    await lineWith(carl, 'Dernier mot').waitFor();
    for (const page of pages) {
      expect(await lineWith(page, 'gras').count()).toBe(0);
      expect(await lineWith(page, 'aaaa').count()).toBe(0);
    }

    // Bert reports a line of Anne's; Carl mutes Anne: her lines leave his screen and do not reach him, until he
    // hears her again.
    await bert.getByTestId('chat-channel-table').click();
    const reportedLine = bert.locator('[data-testid=chat-line]', { hasText: 'Dernier mot' });
    await reportedLine.getByTestId('chat-report').click();
    await reportedLine.getByText(fr.chat.reported).waitFor();
    await carl.getByTestId('chat-channel-seat-0').click();
    await carl.getByTestId('chat-mute').click();
    await expect.poll(() => carl.getByTestId('chat-mute').getAttribute('aria-pressed')).toBe('true');
    await carl.getByTestId('chat-channel-table').click();
    await expect.poll(() => lineWith(carl, 'Bonjour la table').count()).toBe(0);
    await say(anne, 'Carl ne lira pas ceci.');
    await lineWith(bert, 'Carl ne lira pas ceci.').waitFor();
    expect(frames[2]).not.toContain('Carl ne lira pas ceci.');
    await carl.getByTestId('chat-channel-seat-0').click();
    await carl.getByTestId('chat-mute').click();
    await carl.getByTestId('chat-channel-table').click();
    await lineWith(carl, 'Bonjour la table').waitFor();

    // Carl and the spectator: not in the DOM (any channel), not in one frame; Anne and Bert got it over the wire.
    for (const page of [carl, spectator]) {
      for (const channel of await page.locator('.chat-channel').all()) {
        await channel.click();
        expect(await lineWith(page, secret).count()).toBe(0);
      }
      expect(await page.content()).not.toContain(secret);
    }
    expect(frames[0]).toContain(secret);
    expect(frames[1]).toContain(secret);
    expect(frames[2]).not.toContain(secret);
    expect(frames[3]).not.toContain(secret);
    expect(frames[2]).toContain('Dernier mot avant la pause.');
    // The seats do not read the spectators' channel while the match goes on.
    expect(frames[2]).not.toContain('Belle partie');
    for (const e of errors) expect(e).toEqual([]);

    // A restart: a second server on the same database file. The lines come back, each to whom it may read it.
    for (const page of pages) await page.context().close();
    await server!.close();
    const restarted = await start();
    const again: Page[] = [];
    for (const [i, link] of links.entries()) {
      const context = await browser!.newContext({ viewport: DESKTOP, locale: 'fr-FR' });
      const page = await context.newPage();
      await page.goto(`${restarted.url}${link}`);
      await page.locator('.game').waitFor();
      await openChat(page);
      if (i === 3) await page.getByTestId('chat-channel-table').click();
      again.push(page);
    }
    const [anne2, bert2, carl2, spectator2] = again as [Page, Page, Page, Page];
    for (const page of again) await lineWith(page, 'Bonjour la table').waitFor();
    await bert2.getByTestId('chat-channel-seat-0').click();
    await lineWith(bert2, secret).waitFor();
    await anne2.getByTestId('chat-channel-seat-1').click();
    await lineWith(anne2, 'Marché conclu.').waitFor();
    expect(await carl2.content()).not.toContain(secret);
    expect(await spectator2.content()).not.toContain(secret);
    await spectator2.getByTestId('chat-channel-spectators').click();
    await lineWith(spectator2, 'Belle partie').waitFor();
    for (const page of again) await page.context().close();
  }, 180_000);

  it('the Imperium and Uprising screens carry the chat too; a game of this device has none', async () => {
    const url = server!.url;
    for (const [game, seats] of [
      ['imperium', [{ kind: 'human', name: 'Irulan' }, { kind: 'human', name: 'Paul' }, { kind: 'bot' }]],
      [
        'uprising',
        [{ kind: 'human', name: 'Irulan' }, { kind: 'human', name: 'Paul' }, { kind: 'bot' }, { kind: 'bot' }],
      ],
    ] as const) {
      const response = await fetch(`${url}/api/matches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game, seats }),
      });
      expect(response.status).toBe(201);
      const created = (await response.json()) as CreateMatchResponse;
      const pages: Page[] = [];
      for (const invite of created.invites) {
        const context = await browser!.newContext({ viewport: DESKTOP, locale: 'en-GB' });
        const page = await context.newPage();
        await page.goto(`${url}${invite.link}`);
        await page.locator('.game.imperium').waitFor();
        await openChat(page);
        pages.push(page);
      }
      const [irulan, paul] = pages as [Page, Page];
      await irulan.getByTestId('chat-channel-seat-1').click();
      await say(irulan, `A word for Paul alone (${game})`);
      await paul.getByTestId('chat-channel-seat-0').click();
      await lineWith(paul, `A word for Paul alone (${game})`).waitFor();
      expect(await paul.locator('[data-testid=chat-line] .chat-from').first().textContent()).toContain('Irulan');
      // No deals in Dune: Imperium: no deal button in the private channel.
      expect(await paul.getByTestId('chat-deal').count()).toBe(0);
      for (const page of pages) await page.context().close();
    }

    const context = await browser!.newContext({ viewport: DESKTOP, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(url);
    await page.getByTestId('seat-count').selectOption('2');
    await page.getByTestId('mode-hotseat').check();
    await page.getByTestId('create').click();
    await page.locator('.game').waitFor();
    await page.getByTestId('tab-log').waitFor();
    expect(await page.getByTestId('tab-chat').count()).toBe(0);
    await context.close();
  }, 120_000);
});
