import { describe, expect, it } from 'vitest';
import type { ImperiumView } from '@arrakis/imperium';
import type { Page } from 'playwright-core';
import { clickRandomPrompt, onlineTestbed, screenshot, seededRandom } from './harness.ts';

interface Frame {
  readonly raw: string;
  readonly seq: number;
  readonly view: ImperiumView;
  readonly log: readonly unknown[];
}

/** Every update the page's WebSocket receives, raw and parsed. */
function recordFrames(page: Page): Frame[] {
  const frames: Frame[] = [];
  page.on('websocket', (ws) => {
    ws.on('framereceived', ({ payload }) => {
      const raw = typeof payload === 'string' ? payload : payload.toString('utf8');
      const message = JSON.parse(raw) as { type: string; seq: number; view: ImperiumView; log: unknown[] };
      if (message.type === 'update') frames.push({ raw, seq: message.seq, view: message.view, log: message.log });
    });
  });
  return frames;
}

/** The JSON of a frame's view and log without keys and DSL kinds (ids such as `infiltrate` are also kinds). */
function values(frame: Frame): string {
  return JSON.stringify([frame.view, frame.log])
    .replace(/"kind":"[^"]*"/g, '')
    .replace(/"[^"]*":/g, '');
}

describe('Dune: Imperium online: two people, each sees only what its seat may see', () => {
  const env = onlineTestbed();

  it('hands, deck orders and Intrigues stay with their seat, on the screen and on the wire', async () => {
    const contextA = await env.browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'fr-FR' });
    const contextB = await env.browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'nl-NL' });
    const a = await contextA.newPage();
    const b = await contextB.newPage();
    const framesA = recordFrames(a);
    const framesB = recordFrames(b);
    await a.goto(env.server.url);
    await a.getByTestId('game-select').first().selectOption('imperium');
    await a.getByTestId('imp-seat-count').selectOption('4');
    await a.getByTestId('imp-seat-kind-1').selectOption('human');
    await a.getByTestId('imp-mode-online').check();
    await a.getByTestId('imp-create').click();
    const inviteB = (await a.getByTestId('invite-1').textContent())!;
    await a.getByTestId('open-game').click();
    await b.goto(inviteB);
    await a.locator('.game.imperium').waitFor();
    await b.locator('.game.imperium').waitFor();

    const random = seededRandom(7);
    /**
     * The Intrigues a seat held, not public, at a seq the other seat was also sent: each must be absent from the
     * other's frame (a game where a person held one only while the other got no update would check nothing).
     */
    const unseenHeld = () => {
      const pairs: { card: string; frame: Frame; other: 0 | 1 }[] = [];
      for (const [mine, theirs, me, other] of [
        [framesA, framesB, 0, 1],
        [framesB, framesA, 1, 0],
      ] as const) {
        const lastBySeq = new Map(mine.map((f) => [f.seq, f]));
        for (const frame of theirs) {
          const held = lastBySeq.get(frame.seq)?.view.players[me]!.intrigues ?? [];
          const visible = new Set([...frame.view.intrigueDiscard, ...(frame.view.players[other]!.intrigues ?? [])]);
          for (const card of held.filter((c) => !visible.has(c))) pairs.push({ card, frame, other });
        }
      }
      return pairs;
    };
    // Until round 3, and on until there is such an Intrigue to check (the server's seed is random).
    const heldIntrigue = () => unseenHeld().length > 0;
    for (let clicks = 0; clicks < 1500;) {
      const round = Number(await a.locator('.game').getAttribute('data-turn'));
      if ((round >= 3 && heldIntrigue()) || (await a.getByTestId('end-screen').isVisible())) break;
      const movedA = await clickRandomPrompt(a, random);
      const movedB = await clickRandomPrompt(b, random);
      if (movedA || movedB) clicks++;
      else await a.waitForTimeout(50);
    }
    await screenshot(a, 'imperium-secrecy-seat0');
    await screenshot(b, 'imperium-secrecy-seat1');

    // On the screen: each sees its own hand and Intrigues, as many as its seat holds.
    for (const [page, frames, me] of [
      [a, framesA, 0],
      [b, framesB, 1],
    ] as const) {
      const last = frames.at(-1)!.view;
      const mine = last.players[me]!;
      expect(await page.locator('[data-testid=hand] .imp-card').count()).toBe(mine.handCount);
      expect(await page.locator('[data-testid=intrigues] .imp-card').count()).toBe(mine.intrigueCount);
      expect(await page.locator('[data-testid=my-panel]').count()).toBe(1);
    }

    // On the wire: no other seat's hand, Intrigues or top card; no deck order at all.
    for (const [frames, me] of [
      [framesA, 0],
      [framesB, 1],
    ] as const) {
      expect(frames.length).toBeGreaterThan(20);
      for (const frame of frames) {
        for (const key of ['"deck":', '"rng":', '"intrigueDeck":', '"imperiumDeck":', '"conflictDeck":']) {
          expect(frame.raw.includes(key), `${key} at seq ${frame.seq}`).toBe(false);
        }
        for (const p of frame.view.players) {
          if (p.seat === me) expect(Array.isArray(p.hand) && Array.isArray(p.intrigues)).toBe(true);
          else expect([p.hand, p.intrigues, p.topOfDeck, p.masterstroke]).toEqual([null, null, null, null]);
        }
      }
    }
    // Each seat's Intrigues never show in the other's frames, unless public (discarded) or held by both.
    const checks = unseenHeld();
    for (const { card, frame, other } of checks)
      expect(values(frame).includes(`"${card}"`), `seat ${other} saw Intrigue ${card} at ${frame.seq}`).toBe(false);
    // Something was checked, unless random play never gave either person an Intrigue the other could not see (the
    // server's seed is random; a short game can end so).
    const everHeld = [...framesA, ...framesB].some(
      (f) => (f.view.players[f.view.seat ?? 0]?.intrigues ?? []).length > 0,
    );
    if (everHeld) expect(checks.length).toBeGreaterThan(0);
    else console.log('imperium secrecy: no Intrigue held by either person in this game; hands and decks checked');
    await contextA.close();
    await contextB.close();
  }, 300_000);
});
