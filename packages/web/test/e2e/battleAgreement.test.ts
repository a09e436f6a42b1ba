import type { CreateMatchResponse } from '@arrakis/server/protocol';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  clickRandomPrompt,
  docScreenshot,
  onlineTestbed,
  recordWebSocket,
  screenshot,
  seekBattle,
  seededRandom,
  watchErrors,
  type Received,
} from './harness.ts';

const MAX_ROUNDS = 3000;

interface LogEntry {
  readonly type: string;
  readonly params: Record<string, unknown>;
}

/** The fields of the proposer's view this test reads. */
interface AgreementView {
  readonly frame?: Readonly<Record<string, unknown>> | null;
  readonly board: Readonly<Record<string, { readonly spice: number } | undefined>>;
}

const logOf = (received: Received): LogEntry[] =>
  received.messages.flatMap((m) => (m.type === 'update' ? (m.log as readonly LogEntry[]) : []));

/** The kind of the prompt the page shows now, or null: read at once (a seat without a decision has none to wait for). */
const kindOf = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-testid=prompt] .prompt-body')?.getAttribute('data-kind') ?? null);

/** The log panel's text (the tab opened on a phone-sized layout, where the log is one of the tabs). */
async function logText(page: Page): Promise<string> {
  const tab = page.getByTestId('tab-log');
  if (await tab.isVisible()) await tab.click();
  return page.locator('.game').innerText();
}

// Issue 20: rules 000 XXXII "l'ordre des combats est choisi par les joueurs" and XXXIII "les combats ne sont plus
// obligatoires … une minute pour se mettre d'accord", played online by two people: Anne and Bert, the Harkonnen and
// the Atreides, each seeking the other's stronghold so that a battle comes; the one whose turn it is chooses it
// (territory and opponent), proposes an agreement, the other sees the terms and the host's countdown and accepts.
describe('the battle chosen and an agreement proposed and accepted, online (rules 000 XXXII, XXXIII)', () => {
  // A seeded match, so that a failure replays (the seeds tried, ba-a, ba-b and ba-c, all offered the agreement after
  // 78 or 79 rounds: the first battle's turn, not the deal, sets it).
  const env = onlineTestbed({ matchSeeds: 'battle-agreement' });

  it('the chooser names the battle, proposes; the other answers under the countdown; the log says it', async () => {
    const response = await fetch(`${env.server.url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'dune',
        seats: [
          { kind: 'human', name: 'Anne' },
          { kind: 'human', name: 'Bert' },
        ],
        options: {
          factions: ['harkonnen', 'atreides'],
          battleOrder: true,
          battleAgreement: true,
          // The host's time to answer (a minute by default): its longest, so that no step here depends on speed.
          agreementSeconds: 600,
        },
      }),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as CreateMatchResponse;
    const pages: Page[] = [];
    const received: Received[] = [];
    const pageErrors: string[][] = [];
    for (const invite of created.invites) {
      const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
      const page = await context.newPage();
      received.push(recordWebSocket(page));
      pageErrors.push(watchErrors(page));
      await page.goto(`${env.server.url}${invite.link}`);
      await page.locator('.game').waitFor();
      pages.push(page);
    }
    try {
      const random = seededRandom(33);
      let chosen: string | null = null;
      let proposer: number | null = null;
      let round = 0;
      for (; round < MAX_ROUNDS && proposer === null; round++) {
        let acted = false;
        for (const [i, page] of pages.entries()) {
          const kind = await kindOf(page);
          if (kind === 'battleChoice') {
            // 000 XXXII: the seat whose turn it is chooses the battle, naming the territory and the opponent.
            const battle = page.locator('[data-testid=prompt] button[data-type=battle]:visible').first();
            if ((await battle.count()) === 0) continue;
            chosen = await battle.innerText();
            await battle.click();
            acted = true;
            continue;
          }
          if (kind === 'agreementProposal') {
            proposer = i;
            break;
          }
          if (kind === 'agreement') continue;
          // seekBattle waits a second for a prompt of its kinds: asked only when the page shows one.
          const sought = kind !== null && (await seekBattle(page, random));
          acted = sought || (await clickRandomPrompt(page, random)) || acted;
        }
        if (!acted && proposer === null) await pages[0]!.waitForTimeout(100);
      }
      console.log(`agreement offered after ${round} rounds`);
      expect(proposer, `no agreement offered within ${MAX_ROUNDS} rounds of play`).not.toBeNull();
      expect(chosen ?? '', 'the battle was chosen in the browser').toMatch(/^Combattre .+ à .+/);
      const anne = pages[proposer!]!;
      const bert = pages[1 - proposer!]!;
      const anneLog = received[proposer!]!;
      const bertLog = received[1 - proposer!]!;

      // The proposal: the listed terms, or fight.
      const proposal = anne.getByTestId('agreement-proposal');
      await proposal.waitFor();
      expect(await proposal.locator('button[data-type=pass]').innerText()).toContain('combattre');
      const listed = proposal.locator('.action-list button[data-type=proposeAgreement]');
      expect(await listed.count()).toBeGreaterThan(0);
      // The free form (a split of the spice of one's own) only where there is spice to split: else the list is every holder.
      const update = anneLog.messages.filter((m) => m.type === 'update').at(-1);
      const view = update?.type === 'update' ? (update.view as AgreementView) : undefined;
      const territory = String(view?.frame?.['territory']);
      const spice = view?.board[territory]?.spice ?? 0;
      expect(await proposal.locator('.agreement-custom').count()).toBe(spice > 0 ? 1 : 0);
      await docScreenshot(anne, 'battle-agreement-proposal');
      const terms = await listed.first().innerText();
      await listed.first().click();

      // The other seat: the terms, accept or refuse, and the host's minute counting down.
      await expect.poll(() => kindOf(bert)).toBe('agreement');
      const answer = bert.getByTestId('agreement-answer');
      await answer.waitFor();
      expect(terms).toContain(await answer.locator('p').innerText());
      expect(await answer.locator('button[data-type=acceptAgreement]').count()).toBe(1);
      expect(await answer.locator('button[data-type=pass]').innerText()).toContain('Refuser');
      const countdown = bert.getByTestId('countdown');
      await countdown.waitFor();
      expect(await countdown.innerText()).toMatch(/\d+:\d\d/);
      await docScreenshot(bert, 'battle-agreement-answer');
      await answer.locator('button[data-type=acceptAgreement]').click();

      // Both logs say it: proposed, accepted, reached; no battle there this turn.
      for (const r of [anneLog, bertLog]) {
        await expect.poll(() => logOf(r).filter((e) => e.type === 'agreementReached').length).toBe(1);
        expect(logOf(r).some((e) => e.type === 'agreementProposed')).toBe(true);
        expect(logOf(r).some((e) => e.type === 'agreementAccepted')).toBe(true);
      }
      const text = await logText(bert);
      expect(text).toMatch(/propose un accord à .+ \(XXXIII\)/);
      expect(text).toMatch(/accepte l’accord à .+ \(XXXIII\)/);
      expect(text).toMatch(/Accord à .+ : pas de combat ce tour-ci \(XXXIII\)/);
      for (const e of pageErrors) expect(e).toEqual([]);
    } catch (e) {
      for (const [i, page] of pages.entries()) await screenshot(page, `battle-agreement-failure-${i}`);
      throw e;
    } finally {
      for (const page of pages) await page.context().close();
    }
  }, 900_000);
});
