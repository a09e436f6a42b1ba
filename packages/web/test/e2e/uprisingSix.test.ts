import { describe, expect, it } from 'vitest';
import { SIX_SEATS, type EngineView } from '@arrakis/imperium';
import type { ServerMessage } from '@arrakis/server';
import type { Page } from 'playwright-core';
import { GAMES } from '../../../server/src/games.ts';
import { checkImperiumSecrecy } from '../../../server/test/helpers/imperiumSecrecy.ts';
import { readServerSide } from '../../../server/test/helpers/serverState.ts';
import {
  clickRandomPrompt,
  docScreenshot,
  onlineTestbed,
  type Received,
  recordWebSocket,
  seededRandom,
  watchErrors,
} from './harness.ts';

const MAX_CLICKS = 2000;

function lastView(received: Received): EngineView {
  const updates = received.messages.filter((m): m is Extract<ServerMessage, { type: 'update' }> => m.type === 'update');
  return updates.at(-1)!.view as EngineView;
}

/** The drawer of tabs slides off a phone's screen when the layout changes: a picture waits until it is out. */
async function drawerSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const drawer = document.querySelector('[data-testid=drawer]');
    return drawer === null || drawer.getBoundingClientRect().left >= window.innerWidth - 1 || window.innerWidth > 900;
  });
}

async function frameNow(page: Page): Promise<string | null> {
  return page
    .locator('[data-testid=prompt] .imp-prompt')
    .getAttribute('data-frame', { timeout: 50 })
    .catch(() => null);
}

describe('Dune: Imperium – Uprising, six players: one person and five bots, to the end screen (issue 16)', () => {
  const env = onlineTestbed();

  it('the lobby seats the two teams; the table shows the six-player side, both Commanders’ boards and the teams; the end screen ranks the teams', async () => {
    const started = Date.now();
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const received = recordWebSocket(page);
    await page.goto(env.server.url);
    await page.getByTestId('game-select').first().selectOption('uprising');

    // The lobby: 1–4 or 6 seats (rules 004 "A et C = 6 Joueurs"), the teams as the engine seats them.
    const counts = await page.getByTestId('imp-seat-count').locator('option').allInnerTexts();
    expect(counts).toEqual(['1', '2', '3', '4', '6']);
    await page.getByTestId('imp-seat-count').selectOption('6');
    for (let seat = 1; seat < 6; seat++)
      expect(await page.getByTestId(`imp-seat-kind-${seat}`).inputValue()).toBe('heuristic');
    // The person takes seat 1, Shaddam Corrino IV's (a Commander's decisions are the new ones); a bot takes seat 0.
    await page.getByTestId('imp-seat-kind-0').selectOption('heuristic');
    await page.getByTestId('imp-seat-kind-1').selectOption('human');
    for (let seat = 0; seat < 6; seat++) {
      const role = await page.getByTestId(`six-lobby-role-${seat}`).innerText();
      const commander = (SIX_SEATS.commanders as readonly number[]).includes(seat);
      expect(role, `seat ${seat}`).toContain(commander ? 'Commandant' : 'Allié');
      expect(role).toContain(
        SIX_SEATS.commanders[0] === seat || SIX_SEATS.allies[0].includes(seat as never) ? "Muad'Dib" : 'l’Empereur',
      );
    }
    // facts uprising-rules.md §1.3: the CHOAM module is always played with six.
    expect(await page.getByTestId('up-contracts').isChecked()).toBe(true);
    expect(await page.getByTestId('up-contracts').isDisabled()).toBe(true);
    await page.getByTestId('imp-mode-online').check();
    await page.getByTestId('imp-create').click();
    // One person against bots: the game opens at once.
    await page.locator('.game.imperium[data-game=uprising]').waitFor();
    const matchId = new URL(page.url()).pathname.split('/').at(-1)!;

    // The table: the six-player side (Great Houses and Fringe Worlds), both Commanders' boards, the teams.
    const board = page.locator('[data-testid=imp-board][data-edition=uprisingSix]');
    await board.waitFor();
    expect(await board.getByTestId('faction-emperor').textContent()).toContain('Grandes Maisons');
    expect(await board.getByTestId('faction-fremen').textContent()).toContain('Mondes Frontaliers');
    for (const space of ['militarySupport', 'expedition', 'carthagCity', 'habbanyaErg'])
      expect(await board.getByTestId(`space-${space}`).count(), space).toBe(1);
    expect(await board.getByTestId('commander-board-0').textContent()).toContain("Muad'Dib");
    expect(await board.getByTestId('commander-board-1').textContent()).toContain('Shaddam');
    for (const space of ['hardyWarriors', 'desertMastery', 'sardaukar', 'vastWealth'])
      expect(await board.getByTestId('commander-boards').getByTestId(`space-${space}`).count(), space).toBe(1);
    // Provisional readings say so on the space.
    expect(await board.getByTestId('space-expedition').getByTestId('provisional').textContent()).toBe('provisionnel');
    expect(await page.getByTestId('six-teams').first().textContent()).toMatch(/Équipe de Muad'Dib : \d+ PV/);
    expect(await page.getByTestId('my-role').textContent()).toContain('Commandant · Équipe de l’Empereur');
    // The seats bar shows each seat's team by its colour and initial (M, E), never by colour alone.
    const teamMarks = page.getByTestId('seat-badges').locator('.six-team-mark');
    expect(await teamMarks.evaluateAll((marks) => marks.map((m) => m.textContent))).toEqual([
      'M',
      'E',
      'M',
      'E',
      'M',
      'E',
    ]);
    expect(await page.getByTestId('my-panel').textContent()).toContain('Shaddam Corrino IV');

    const random = seededRandom(20_261_216);
    const kinds = new Set<string>();
    let clicks = 0;
    let idle = 0;
    let midShots = false;
    while (clicks < MAX_CLICKS && !(await page.getByTestId('end-screen').isVisible())) {
      const frame = await frameNow(page);
      if (frame) kinds.add(frame);
      if (await clickRandomPrompt(page, random)) {
        clicks++;
        idle = 0;
      } else {
        idle++;
        expect(idle, 'the person had nothing to answer for too long').toBeLessThan(2400);
        await page.waitForTimeout(50);
      }
      if (!midShots && Number(await page.locator('.game').getAttribute('data-turn')) >= 3) {
        await docScreenshot(page, 'uprising-six-fr');
        await page.setViewportSize({ width: 390, height: 844 });
        await drawerSettled(page);
        await docScreenshot(page, 'uprising-six-fr-390');
        await page.setViewportSize({ width: 1440, height: 900 });
        await drawerSettled(page);
        midShots = true;
      }
    }
    const end = page.getByTestId('end-screen');
    await end.waitFor({ timeout: 60_000 });
    await docScreenshot(page, 'uprising-six-end-fr');
    await page.setViewportSize({ width: 390, height: 844 });
    await drawerSettled(page);
    await docScreenshot(page, 'uprising-six-end-fr-390');
    const played = Date.now() - started;

    // facts §1.8: a team wins, all three of its seats; the end screen ranks the teams, winners first, with their VP.
    const last = lastView(received);
    const six = last.uprising!.six!;
    expect(last.result).not.toBeNull();
    const winners = [...last.result!.winners].sort((x, y) => x - y);
    const winning = six.allies[0].includes(winners[0]!) || six.commanders[0] === winners[0] ? 0 : 1;
    const teamOf = (team: 0 | 1) => [six.commanders[team], ...six.allies[team]];
    expect(winners).toEqual(teamOf(winning).sort((x, y) => x - y));
    expect(await end.locator('[data-testid=winners] li').count()).toBe(3);
    const teams = end.getByTestId('six-teams').locator('section');
    expect(await teams.count()).toBe(2);
    expect(await teams.first().getAttribute('data-testid')).toBe(`six-team-${winning}`);
    for (const team of [0, 1] as const) {
      const vp = teamOf(team).reduce((n, seat) => n + last.players[seat]!.victoryPoints, 0);
      expect(await end.getByTestId(`six-team-${team}`).getAttribute('data-vp')).toBe(String(vp));
    }
    expect(await end.locator('[data-testid=scores] tbody tr').count()).toBe(6);

    // The person's Agents activated its Allies (facts §1.4): the Commander's own decision, answered on the screen.
    expect(kinds).toContain('activateAlly');
    // On the wire, by the server's own check: the engine's view for seat 1 to the byte, no deck order (its own
    // Commander deck included), the other hands never named, resampling changes nothing seat 1 sees.
    const side = await readServerSide({ sqlitePath: env.server.sqlitePath }, matchId);
    expect(side.match.game).toBe('uprising');
    expect(side.match.seats.map((s) => s.botLevel ?? s.kind)).toEqual([
      'heuristic',
      'human',
      'heuristic',
      'heuristic',
      'heuristic',
      'heuristic',
    ]);
    const wire = checkImperiumSecrecy(GAMES.uprising.game, side, [[received, 1]], 20);
    expect(wire.cards).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    console.log(
      `Uprising six players: ${clicks} clicks, seq ${side.seq}, round ${last.result!.turn}, ` +
        `${Math.round(played / 1000)} s; winners ${winners.join(',')}; decisions met: ${[...kinds].sort().join(', ')}`,
    );
    await context.close();
  }, 600_000);

  it('on this device too: one person and five bots at a six-seat table, in English, play their first turns', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(env.server.url);
    await page.getByTestId('game-select').first().selectOption('uprising');
    await page.getByTestId('imp-seat-count').selectOption('6');
    expect(await page.getByTestId('six-lobby-role-4').innerText()).toContain("Commander · Muad'Dib's team");
    await page.getByTestId('imp-mode-hotseat').check();
    await page.getByTestId('imp-create').click();
    const board = page.locator('[data-testid=imp-board][data-edition=uprisingSix]');
    await board.waitFor();
    expect(await board.getByTestId('faction-fremen').textContent()).toContain('Fringe Worlds');
    expect(await board.getByTestId('commander-boards').textContent()).toContain('Shaddam Corrino IV');
    const random = seededRandom(16);
    let clicks = 0;
    for (let tries = 0; clicks < 12 && tries < 2000; tries++) {
      if (await page.getByTestId('privacy').isVisible()) {
        await page.getByTestId('privacy-ready').click();
        continue;
      }
      if (await clickRandomPrompt(page, random)) clicks++;
      else await page.waitForTimeout(50);
    }
    expect(clicks).toBe(12);
    expect(await page.getByTestId('six-teams').first().textContent()).toMatch(/Muad'Dib's team: \d+ VP/);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
