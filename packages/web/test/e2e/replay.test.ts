import { readFileSync } from 'node:fs';
import type { DuneView } from '@arrakis/dune';
import { parseGameRecord, readGameRecord } from '@arrakis/engine/records';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Replay } from '../../src/replay/replayer.ts';
import { clickRandomPrompt, docScreenshot, onlineTestbed, seededRandom, watchErrors } from './harness.ts';

/** The point the viewer shows once it has drawn it. */
async function shownAt(page: Page, at: number): Promise<void> {
  await page.locator(`[data-testid=replay][data-shown="${at}"] .game[data-seq="${at}"]`).waitFor();
}

/** Every stack of forces the board draws outside the Polar Sink: `territory:sector:faction` → count. */
async function boardForces(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const out: Record<string, number> = {};
    for (const group of document.querySelectorAll('[data-territory-tokens]')) {
      const territory = group.getAttribute('data-territory-tokens');
      if (territory === 'polarSink') continue;
      for (const token of group.querySelectorAll('.token[data-faction]')) {
        const count = Number(token.querySelectorAll('text')[1]?.textContent);
        out[`${territory}:${group.getAttribute('data-sector')}:${token.getAttribute('data-faction')}`] = count;
      }
    }
    return out;
  });
}

/** The same, from the engine's view of the seat at that point. */
function viewForces(view: DuneView): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [territory, place] of Object.entries(view.board)) {
    if (territory === 'polarSink') continue;
    for (const [faction, bySector] of Object.entries(place?.forces ?? {})) {
      for (const [sector, count] of Object.entries(bySector ?? {})) {
        if (count) out[`${territory}:${sector}:${faction}`] = count;
      }
    }
  }
  return out;
}

describe('the replay viewer (issue 22): a finished bot game stepped through, downloaded and imported', () => {
  const env = onlineTestbed();

  it('replays a local Dune game of two bots: steps, turns, the board as the engine saw it, download, import', async () => {
    const context = await env.browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'fr-FR',
      acceptDownloads: true,
    });
    // The lobby seeds a game from the clock and Math.random: both fixed, the bots play the same game every run.
    await context.addInitScript(() => {
      let a = 22;
      Math.random = () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
      Date.now = () => 1_800_000_000_000;
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(env.server.url);
    const viewer = page.getByTestId('replay');
    let found: { replay: Replay; text: string; length: number } | null = null;
    // A bot may win before turn 3: then another game (the lobby's generator goes on, so another seed), at most four.
    for (let game = 0; game < 4 && found === null; game++) {
      if (game > 0) {
        await page.evaluate(() => {
          window.history.pushState(null, '', '/');
          window.dispatchEvent(new PopStateEvent('popstate'));
        });
      }
      await page.getByTestId('seat-count').selectOption('2');
      for (const seat of [0, 1]) await page.getByTestId(`seat-kind-${seat}`).selectOption('heuristic');
      await page.getByTestId('mode-hotseat').check();
      await page.getByTestId('create').click();
      // Two bots play on this device, one action every quarter of a second, to the end.
      await page.getByTestId('end-screen').waitFor({ timeout: 240_000 });

      await page.getByTestId('end-screen').getByTestId('watch-replay').click();
      await viewer.waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/replay\/local\/[A-Za-z0-9_-]+$/);
      const length = Number(await viewer.getAttribute('data-length'));
      expect(length).toBeGreaterThan(20);
      // It opens at the end, everything revealed: the end screen of the game.
      await shownAt(page, length);
      expect(new URL(page.url()).searchParams.get('at')).toBe(String(length));
      await page.getByTestId('end-screen').waitFor();

      // The record, downloaded from the viewer, is what the browser replays here: the test reads it with the engine.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('replay-download').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^arrakis-dune-\d{4}-\d\d-\d\d\.json$/);
      const text = readFileSync((await download.path())!, 'utf8');
      const read = parseGameRecord(text);
      if (!read.ok) throw new Error(`the downloaded record is not read: ${read.detail}`);
      const replay = Replay.of(read.record);
      if (!(replay instanceof Replay))
        throw new Error(`the downloaded record does not replay: ${JSON.stringify(replay)}`);
      expect(replay.length).toBe(length);
      expect(replay.finished).toBe(true);
      console.log(`bot game ${game + 1}: ${length} actions, turns ${replay.turns().join(', ')}`);
      if (replay.turns().includes(3)) found = { replay, text, length };
    }
    if (!found) throw new Error('no bot game of four reached turn 3');
    const { replay, text, length } = found;

    // Step back and forward, by the keys and the buttons.
    await page.keyboard.press('ArrowLeft');
    await shownAt(page, length - 1);
    await page.keyboard.press('ArrowLeft');
    await shownAt(page, length - 2);
    await page.getByTestId('replay-forward').click();
    await shownAt(page, length - 1);
    await page.keyboard.press('ArrowRight');
    await shownAt(page, length);

    // Jump to turn 3: its first point, the board as the engine's view of the seat shown.
    const turnOptions = await page
      .getByTestId('replay-turn')
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(turnOptions).toEqual(replay.turns().map(String));
    const turn = 3;
    await page.getByTestId('replay-turn').selectOption(String(turn));
    const third = replay.turnStart(turn);
    await shownAt(page, third);
    expect(await viewer.getAttribute('data-turn')).toBe(String(turn));
    expect(await page.locator('.game').getAttribute('data-turn')).toBe(String(turn));
    const seat = Number(await page.getByTestId('replay-seat').inputValue());
    const view = replay.viewAt(third, seat) as DuneView;
    expect(await page.locator('.game').getAttribute('data-phase')).toBe(view.phase);
    expect(await boardForces(page)).toEqual(viewForces(view));
    expect(Object.keys(viewForces(view)).length).toBeGreaterThan(0);
    // Shift+→ goes to the next turn, Shift+← back to the start of this one.
    await page.keyboard.press('Shift+ArrowRight');
    await shownAt(page, replay.nextTurn(third));
    await page.keyboard.press('Shift+ArrowLeft');
    await shownAt(page, third);
    // By phase: the next phase starts where the engine says.
    await page.getByTestId('replay-phase-forward').click();
    await shownAt(page, replay.nextPhase(third));
    await page.getByTestId('replay-phase-back').click();
    await shownAt(page, third);
    // Another seat's view at the same point (a finished game hides nothing).
    const other = 1 - seat;
    await page.getByTestId('replay-seat').selectOption(String(other));
    await shownAt(page, third);
    expect(await boardForces(page)).toEqual(viewForces(replay.viewAt(third, other) as DuneView));
    await docScreenshot(page, 'replay-desktop');
    const shared = page.url();

    // "Play on from here" at turn 3: a person takes seat 0, a bot keeps seat 1, on this device, with a fresh seed.
    await page.getByTestId('replay-play-on').click();
    await page.getByTestId('play-on-seat-0').selectOption('human');
    await page.getByTestId('play-on-here').click();
    await page.locator('.game').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/local\/dune\/[A-Za-z0-9_-]+$/);
    expect(await page.locator('.game').getAttribute('data-turn')).toBe('3');
    expect(Number(await page.locator('.game').getAttribute('data-seq'))).toBeGreaterThanOrEqual(third);
    // Playable: the person's decisions come, and an answer moves the game on.
    const random = seededRandom(22);
    let played = 0;
    for (let tries = 0; played < 3 && tries < 200; tries++) {
      if (await clickRandomPrompt(page, random)) played++;
      else await page.waitForTimeout(100);
    }
    expect(played).toBe(3);
    await page.goto(shared);
    await shownAt(page, third);

    // The address names the point: opened again (a shared link), it shows the same point.
    expect(new URL(shared).searchParams.get('at')).toBe(String(third));
    const phone = await env.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
    const phonePage = await phone.newPage();
    const phoneErrors = watchErrors(phonePage);
    // A local game lives in the browser that played it: the phone opens the imported file below instead.
    await phonePage.goto(env.server.url);
    await phonePage.getByTestId('import-file').setInputFiles({
      name: 'partie.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    await phonePage.getByTestId('replay').waitFor();
    expect(new URL(phonePage.url()).pathname).toBe('/replay/file');
    await shownAt(phonePage, length);
    expect(Number(await phonePage.getByTestId('replay').getAttribute('data-length'))).toBe(length);
    await phonePage.goto(`${env.server.url}/replay/file?at=${third}`);
    await shownAt(phonePage, third);
    expect(await boardForces(phonePage)).toEqual(viewForces(replay.viewAt(third, seat) as DuneView));
    // A phone scrolls no page sideways.
    const wide = await phonePage.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > 391)
        .slice(0, 5)
        .map(
          (e) =>
            `${e.tagName}.${e.className}@${Math.round(e.getBoundingClientRect().right)}/${getComputedStyle(e).position}/${e.parentElement?.className}`,
        ),
    );
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth), wide.join(' ')).toBeLessThanOrEqual(
      390,
    );
    await docScreenshot(phonePage, 'replay-phone');

    // A tampered record is refused with the first refused action and why, in French.
    const record = JSON.parse(text) as { actions: { seat: number }[] };
    const index = 30;
    record.actions[index]!.seat = 1 - record.actions[index]!.seat;
    await phonePage.goto(env.server.url);
    await phonePage.getByTestId('import-file').setInputFiles({
      name: 'abimee.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(record)),
    });
    const refused = await phonePage.getByTestId('import-refused').innerText();
    // The first action the engine refuses: the changed one, or a later one when another seat could play it too.
    const reading = readGameRecord(record);
    if (!reading.ok) throw new Error(`the tampered record is not read: ${reading.detail}`);
    const checked = Replay.of(reading.record);
    if (checked instanceof Replay || checked.kind !== 'actionRefused') throw new Error('the tampered record replays');
    expect(checked.index).toBeGreaterThanOrEqual(index);
    expect(refused).toContain(`l’action n° ${checked.index + 1} (indice ${checked.index}) est refusée`);

    await page.goto(shared);
    await shownAt(page, third);
    expect(errors).toEqual([]);
    expect(phoneErrors).toEqual([]);
    await phone.close();
    await context.close();
  }, 420_000);
});
