import Database from 'better-sqlite3';
import { dune, type DuneState } from '@arrakis/dune';
import type { CreateMatchResponse } from '@arrakis/server';
import type { GameEvent } from '@arrakis/engine';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickRandomPrompt, onlineTestbed, screenshot, seededRandom } from './harness.ts';

interface Frame {
  readonly type: string;
  readonly seq?: number;
  readonly seat?: number | null;
  readonly view?: { readonly factions: Record<string, Record<string, unknown>> };
  readonly log?: readonly { seq: number; type: string; params: unknown }[];
}

/** The match as the database holds it, replayed action by action: the truth the pages are checked against. */
function replayMatch(
  sqlitePath: string,
  matchId: string,
): { states: DuneState[]; events: { seq: number; event: GameEvent }[] } {
  const db = new Database(sqlitePath, { readonly: true });
  try {
    const match = db.prepare('SELECT options, seats, seed FROM matches WHERE id = ?').get(matchId) as {
      options: string;
      seats: string;
      seed: string;
    };
    const seats = (JSON.parse(match.seats) as { name: string; kind: 'human' | 'bot' }[]).map((s) => ({
      name: s.name,
      kind: s.kind,
    }));
    let state = dune.setup(JSON.parse(match.options) as Record<string, unknown>, seats, match.seed);
    const states = [state];
    const events: { seq: number; event: GameEvent }[] = [];
    const actions = db
      .prepare('SELECT seq, seat, action FROM actions WHERE match_id = ? ORDER BY seq')
      .all(matchId) as { seq: number; seat: number; action: string }[];
    for (const a of actions) {
      const result = dune.apply(state, a.seat, JSON.parse(a.action));
      if (!result.ok) throw new Error(`replay refused action ${a.seq}: ${result.error.code}`);
      state = result.state;
      states.push(state);
      for (const event of result.events) events.push({ seq: a.seq, event });
    }
    return { states, events };
  } finally {
    db.close();
  }
}

function recordFrames(page: Page): Frame[] {
  const frames: Frame[] = [];
  page.on('websocket', (ws) => {
    ws.on('framereceived', (f) => {
      if (typeof f.payload === 'string') frames.push(JSON.parse(f.payload) as Frame);
    });
  });
  return frames;
}

/** Every array under a key named `key`, anywhere in the value. */
function arraysUnder(value: unknown, key: string): unknown[][] {
  if (Array.isArray(value)) return value.flatMap((v) => arraysUnder(v, key));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k === key && Array.isArray(v) ? [v, ...arraysUnder(v, key)] : arraysUnder(v, key),
  );
}

describe('two people in one online game, and a spectator', () => {
  const env = onlineTestbed();

  it('each sees its own shield and traitor, never the other’s; the spectator sees neither; no frame leaks', async () => {
    const response = await fetch(`${env.server.url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'dune',
        seats: [{ kind: 'human', name: 'Anne' }, { kind: 'human', name: 'Bert' }, { kind: 'bot' }],
        options: { factions: ['harkonnen', 'atreides', 'fremen'] },
      }),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as CreateMatchResponse;
    const pages: Page[] = [];
    const frames: Frame[][] = [];
    for (const link of [...created.invites.map((i) => i.link), created.spectatorLink]) {
      const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
      const page = await context.newPage();
      frames.push(recordFrames(page));
      await page.goto(`${env.server.url}${link}`);
      await page.locator('.game').waitFor();
      pages.push(page);
    }
    const [anne, bert, spectator] = pages as [Page, Page, Page];
    expect(await anne.evaluate(() => window.location.hash)).toBe('');

    const random = seededRandom(7);
    for (let round = 0; round < 60; round++) {
      await clickRandomPrompt(anne, random);
      await clickRandomPrompt(bert, random);
      if (Number(await anne.locator('.game').getAttribute('data-turn')) >= 3) break;
    }
    await anne.waitForTimeout(500);
    await screenshot(anne, 'secrecy-seat0');
    await screenshot(spectator, 'secrecy-spectator');

    const { states, events } = replayMatch(env.server.sqlitePath, created.matchId);
    const final = states[states.length - 1]!;
    const traitorsOf = (seat: number) => final.factions[final.seats[seat]!]!.traitors;
    expect(traitorsOf(0).length).toBeGreaterThan(0);
    expect(traitorsOf(1).length).toBeGreaterThan(0);

    // The shields on screen: own traitors shown, the other's never; the spectator has no shield.
    const traitorIds = async (page: Page) =>
      page
        .locator('[data-testid=my-traitors] [data-leader]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-leader')));
    await anne.reload();
    await bert.reload();
    await anne.getByTestId('shield').waitFor();
    await bert.getByTestId('shield').waitFor();
    expect(await traitorIds(anne)).toEqual(traitorsOf(0));
    expect(await traitorIds(bert)).toEqual(traitorsOf(1));
    expect(await spectator.getByTestId('shield').count()).toBe(0);

    // Every frame each page received, against the truth at that frame's seq.
    const viewers: (number | null)[] = [0, 1, null];
    let updates = 0;
    viewers.forEach((viewer, i) => {
      for (const frame of frames[i]!) {
        if (frame.type !== 'update') continue;
        updates++;
        expect(frame.seat).toBe(viewer);
        const state = states[frame.seq!]!;
        for (const [seatIndex, faction] of state.seats.entries()) {
          if (seatIndex === viewer) continue;
          const seen = frame.view!.factions[faction]!;
          for (const secret of ['hand', 'traitors', 'traitorDraw', 'spice', 'reserves'])
            expect(seen[secret], `${faction}.${secret} seen by ${viewer}`).toBeNull();
          const theirHand = new Set<string>(state.factions[faction]!.hand);
          for (const hand of arraysUnder(frame.view, 'hand'))
            for (const card of hand)
              expect(theirHand.has(String(card)), `card ${String(card)} of ${faction}`).toBe(false);
          const theirTraitors = new Set<string>(traitorsOf(seatIndex));
          for (const key of ['traitors', 'traitorDraw']) {
            for (const list of arraysUnder(frame.view, key))
              for (const leader of list)
                expect(theirTraitors.has(String(leader)), `traitor ${String(leader)} of ${faction}`).toBe(false);
          }
        }
        // Log entries: only the events this viewer may see.
        for (const entry of frame.log ?? []) {
          const match = events.find(
            (e) =>
              e.seq === entry.seq &&
              e.event.type === entry.type &&
              JSON.stringify(e.event.params) === JSON.stringify(entry.params),
          );
          expect(match, `log entry ${entry.type}@${entry.seq}`).toBeDefined();
          const visibility = match!.event.visibility;
          expect(
            visibility === 'public' || (viewer !== null && visibility.includes(viewer)),
            `${entry.type} seen by ${viewer}`,
          ).toBe(true);
        }
      }
    });
    expect(updates).toBeGreaterThan(20);
    // The check has teeth: each person did receive its own secrets.
    for (const viewer of [0, 1]) {
      const own = frames[viewer]!.filter((f) => f.type === 'update').map(
        (f) => f.view!.factions[final.seats[viewer]!]!,
      );
      expect(own.some((v) => Array.isArray(v['hand']) && (v['hand'] as unknown[]).length > 0)).toBe(true);
      expect(own.some((v) => Array.isArray(v['traitors']) && (v['traitors'] as unknown[]).length > 0)).toBe(true);
    }
    expect(
      frames[2]!
        .filter((f) => f.type === 'update')
        .every((f) => Object.values(f.view!.factions).every((v) => v['hand'] === null)),
    ).toBe(true);
  }, 300_000);
});
