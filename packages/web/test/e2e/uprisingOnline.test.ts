import { describe, expect, it } from 'vitest';
import { battleIconName, contentOf, type EngineState, type EngineView } from '@arrakis/imperium';
import type { ServerMessage } from '@arrakis/server';
import type { Page } from 'playwright-core';
import { GAMES } from '../../../server/src/games.ts';
import { checkImperiumSecrecy } from '../../../server/test/helpers/imperiumSecrecy.ts';
import { readServerSide, statesAt } from '../../../server/test/helpers/serverState.ts';
import { fr } from '../../src/i18n/fr.ts';
import { nl } from '../../src/i18n/nl.ts';
import {
  clickRandomPrompt,
  docScreenshot,
  onlineTestbed,
  type Received,
  recordWebSocket,
  seededRandom,
  seqOf,
  watchErrors,
} from './harness.ts';

const MAX_CLICKS = 3000;
/** The screens are compared with the wire every this many clicks. */
const CHECK_EVERY = 4;
const UPRISING = contentOf({ edition: 'uprising' });

type Update = Extract<ServerMessage, { type: 'update' }>;

function updates(received: Received): Update[] {
  return received.messages.filter((m): m is Update => m.type === 'update');
}

/** Every string a page was sent, in a view or a log entry: what its screen may name. */
function namedIn(update: Update): string[] {
  return [...JSON.stringify([update.view, update.log]).matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!);
}

/** A card's or an Intrigue's name in one language, as the table prints it. */
function nameOf(id: string, lang: 'fr' | 'nl'): string | null {
  return UPRISING.playerCards[id]?.name[lang] ?? UPRISING.intrigues[id]?.name[lang] ?? null;
}

/** Whether an object of the content is a player card or an Intrigue (the same card may sit in several decks). */
function isCard(value: object): boolean {
  const { id, name } = value as { id?: unknown; name?: unknown };
  if (typeof id !== 'string') return false;
  const card = UPRISING.playerCards[id] ?? UPRISING.intrigues[id];
  return card !== undefined && JSON.stringify(card.name) === JSON.stringify(name);
}

/** Every string in a value, but the names of the cards and Intrigues in it. */
function stringsBut(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  const card = isCard(value);
  return Object.entries(value).flatMap(([key, inner]) => (card && key === 'name' ? [] : stringsBut(inner)));
}

/**
 * The card and Intrigue names the table also prints for something else (Desert Mouse is an Intrigue, two
 * Objectives and a battle icon, rules 004): a screen naming them tells nothing of a hand, so they are not looked for.
 */
function namesSharedIn(lang: 'fr' | 'nl'): Set<string> {
  const elsewhere = [
    ...stringsBut(UPRISING),
    ...(['crysknife', 'desertMouse', 'ornithopter', 'wild'] as const).map((icon) => battleIconName(icon, lang)),
    ...stringsBut(lang === 'fr' ? fr : nl),
  ];
  const names = [...Object.values(UPRISING.playerCards), ...Object.values(UPRISING.intrigues)].map((c) => c.name[lang]);
  return new Set(names.filter((name) => elsewhere.some((s) => s.includes(name))));
}
const SHARED = { fr: namesSharedIn('fr'), nl: namesSharedIn('nl') };

/** All the text a page holds, visible or not, with its attributes (a title or a label tells as much as a text). */
function everything(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].map((a) => a.value),
    );
    return `${document.documentElement.textContent ?? ''}\n${attributes.join('\n')}`;
  });
}

interface Person {
  readonly page: Page;
  readonly seat: 0 | 1;
  readonly lang: 'fr' | 'nl';
  readonly received: Received;
  /** Every string its WebSocket brought so far, and how many updates were read into it. */
  readonly known: Set<string>;
  read: number;
}

function learn(person: Person): void {
  const all = updates(person.received);
  for (const update of all.slice(person.read)) for (const s of namedIn(update)) person.known.add(s);
  person.read = all.length;
}

/** What one person's screen held at one moment, with all its WebSocket had brought by then. */
interface Snapshot {
  readonly seat: 0 | 1;
  readonly lang: 'fr' | 'nl';
  /** The seq the screen showed when it was read (it may have moved on while the text was read). */
  readonly seq: number;
  readonly text: string;
  readonly known: ReadonlySet<string>;
}

/**
 * The screen of `me` shows its own hand and Intrigues, exactly those its update at that seq holds, and draws no
 * card its WebSocket never named. Returns the screen's text for the check against every other seat's hand and
 * Intrigues once the game is over (the bots' are known then, from the server's log).
 */
async function checkScreen(me: Person): Promise<Snapshot> {
  // The hand and Intrigues shown are the seat's own, at the seq the screen shows (read again if it moved).
  let shownHand: string[] = [];
  let seq = -1;
  for (let attempt = 0; attempt < 5; attempt++) {
    seq = Number(await me.page.locator('.game').getAttribute('data-seq'));
    const hand = await me.page
      .locator('[data-testid=hand] .imp-card[data-card]')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')!));
    const intrigues = await me.page
      .locator('[data-testid=intrigues] .imp-card[data-intrigue]')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-intrigue')!));
    if (Number(await me.page.locator('.game').getAttribute('data-seq')) !== seq) continue;
    const shown = updates(me.received).findLast((u) => u.seq === seq);
    if (!shown) continue;
    const mine = (shown.view as EngineView).players[me.seat]!;
    expect([...hand].sort(), `seat ${me.seat}'s hand on the screen at seq ${seq}`).toEqual([...mine.hand!].sort());
    expect([...intrigues].sort(), `seat ${me.seat}'s Intrigues at seq ${seq}`).toEqual([...mine.intrigues!].sort());
    shownHand = hand;
    break;
  }
  // The screen is read before the frames are counted: a frame always comes before what it shows.
  const text = await everything(me.page);
  const drawn = await me.page
    .locator('[data-card], [data-intrigue]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card') ?? c.getAttribute('data-intrigue')!));
  learn(me);
  // The search finds what is there: the seat's own hand is named on its screen.
  for (const card of shownHand)
    expect(text.includes(nameOf(card, me.lang)!), `${card} on its owner's screen`).toBe(true);
  // Cards drawn on the page name only what the wire brought.
  for (const card of drawn) expect(me.known.has(card), `seat ${me.seat} draws ${card}, never sent`).toBe(true);
  return { seat: me.seat, lang: me.lang, seq, text, known: new Set(me.known) };
}

/**
 * No screen names a card of another seat's hand or Intrigues (the other person's or a bot's, at the seq shown)
 * that its WebSocket never named: copies are told apart by name, a name the seat was sent for a card of its own
 * or a public one tells nothing. Returns how many cards were checked absent.
 */
function checkSnapshots(snapshots: readonly Snapshot[], states: readonly EngineState[]): number {
  let checked = 0;
  for (const { seat, lang, seq, text, known } of snapshots) {
    const knownNames = new Set([...known].map((s) => nameOf(s, lang)).filter((n) => n !== null));
    for (const [other, p] of states[seq]!.players.entries()) {
      if (other === seat) continue;
      for (const card of [...p.hand, ...p.intrigues]) {
        const name = nameOf(card, lang)!;
        if (known.has(card) || knownNames.has(name) || SHARED[lang].has(name)) continue;
        expect(text.includes(name), `seat ${seat}'s screen names ${card} (${name}) of seat ${other} at ${seq}`).toBe(
          false,
        );
        checked++;
      }
    }
  }
  return checked;
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

describe('Dune: Imperium – Uprising online: two people and two bots, to the end screen (issue 15)', () => {
  const env = onlineTestbed();

  it('4 seats with the CHOAM contracts: each person sees only its own hand and Intrigues, on the screen and on the wire; both see the same winners', async () => {
    const started = Date.now();
    const contextA = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
    const contextB = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'nl-NL' });
    const a = await contextA.newPage();
    const b = await contextB.newPage();
    const errorsA = watchErrors(a);
    const errorsB = watchErrors(b);
    const receivedA = recordWebSocket(a);
    const receivedB = recordWebSocket(b);
    await a.goto(env.server.url);
    await a.getByTestId('game-select').first().selectOption('uprising');
    expect(await a.getByTestId('uprising-lobby').innerText()).toContain('Dune : Imperium – Insurrection');
    await a.getByTestId('imp-seat-count').selectOption('4');
    await a.getByTestId('imp-seat-kind-1').selectOption('human');
    expect(await a.getByTestId('imp-seat-kind-2').inputValue()).toBe('heuristic');
    expect(await a.getByTestId('imp-seat-kind-3').inputValue()).toBe('heuristic');
    await a.getByTestId('up-contracts').check();
    await a.getByTestId('imp-leaders-choose').check();
    await a.getByTestId('imp-mode-online').check();
    await a.getByTestId('imp-create').click();
    const inviteB = (await a.getByTestId('invite-1').textContent())!;
    await a.getByTestId('open-game').click();
    await b.goto(inviteB);
    await a.locator('.game.imperium[data-game=uprising]').waitFor();
    await b.locator('.game.imperium[data-game=uprising]').waitFor();
    const matchId = new URL(a.url()).pathname.split('/').at(-1)!;

    const people: [Person, Person] = [
      { page: a, seat: 0, lang: 'fr', received: receivedA, known: new Set(), read: 0 },
      { page: b, seat: 1, lang: 'nl', received: receivedB, known: new Set(), read: 0 },
    ];
    const random = seededRandom(20_261_126);
    const kinds = new Set<string>();
    let clicks = 0;
    let idle = 0;
    let checks = 0;
    const snapshots: Snapshot[] = [];
    let midShots = false;
    const ended = async () =>
      (await a.getByTestId('end-screen').isVisible()) && (await b.getByTestId('end-screen').isVisible());
    while (clicks < MAX_CLICKS && !(await ended())) {
      let moved = false;
      for (const person of people) {
        const frame = await frameNow(person.page);
        if (frame) kinds.add(frame);
        // The French person takes Lady Jessica when she is left: her Other Memories are a decision of their own.
        const jessica = person.page
          .locator('[data-testid=prompt] button[data-testid=action]:visible')
          .filter({ hasText: /Jessica/ });
        if (frame === 'chooseLeader' && person.seat === 0 && (await jessica.count()) === 1) {
          const before = await seqOf(person.page);
          await jessica.click();
          await person.page.waitForFunction(
            (seq) => Number(document.querySelector('.game')?.getAttribute('data-seq')) !== seq,
            before,
          );
          moved = true;
          continue;
        }
        if (await clickRandomPrompt(person.page, random)) {
          moved = true;
          clicks++;
          if (clicks % CHECK_EVERY === 0) {
            snapshots.push(await checkScreen(people[0]), await checkScreen(people[1]));
            checks++;
          }
        }
      }
      if (moved) idle = 0;
      else {
        idle++;
        expect(idle, 'neither person had anything to answer for too long').toBeLessThan(1200);
        await a.waitForTimeout(50);
      }
      if (!midShots && Number(await a.locator('.game').getAttribute('data-turn')) >= 4) {
        await docScreenshot(a, 'uprising-online-fr');
        await docScreenshot(b, 'uprising-online-nl');
        await b.setViewportSize({ width: 390, height: 844 });
        await drawerSettled(b);
        await docScreenshot(b, 'uprising-online-nl-390');
        await b.setViewportSize({ width: 1440, height: 900 });
        await drawerSettled(b);
        midShots = true;
      }
    }
    await a.getByTestId('end-screen').waitFor({ timeout: 60_000 });
    await b.getByTestId('end-screen').waitFor({ timeout: 60_000 });
    snapshots.push(await checkScreen(people[0]), await checkScreen(people[1]));
    checks++;
    await docScreenshot(a, 'uprising-online-end-fr');
    await docScreenshot(b, 'uprising-online-end-nl');
    await a.setViewportSize({ width: 390, height: 844 });
    await drawerSettled(a);
    await docScreenshot(a, 'uprising-online-end-fr-390');
    const played = Date.now() - started;

    // Both reach the same end: the same winners, each on its own screen.
    const lastA = updates(receivedA).at(-1)!.view as EngineView;
    const lastB = updates(receivedB).at(-1)!.view as EngineView;
    expect(lastA.result).not.toBeNull();
    expect(lastB.result).toEqual(lastA.result);
    expect(await a.getByTestId('end-screen').textContent()).toMatch(/Fin de la partie/);
    expect(await b.locator('[data-testid=scores] tbody tr').count()).toBe(4);
    expect(await a.locator('[data-testid=scores] tbody tr').count()).toBe(4);
    const winners = (page: Page) => page.locator('[data-testid=winners] li').count();
    expect(await winners(a)).toBe(lastA.result!.winners.length);
    expect(await winners(b)).toBe(lastA.result!.winners.length);
    const winnerNames = (page: Page) => page.locator('[data-testid=winners] li strong').allInnerTexts();
    expect(await winnerNames(b)).toEqual(await winnerNames(a));

    // On the wire, by the server's own check: each update is the engine's view for the seat to the byte, no deck
    // order, the log only what the seat may read, copies told apart by resampling what the seat cannot know.
    const side = await readServerSide({ sqlitePath: env.server.sqlitePath }, matchId);
    expect(side.match.game).toBe('uprising');
    expect(side.match.options).toMatchObject({ contracts: true });
    expect(side.match.seats.map((s) => s.botLevel ?? s.kind)).toEqual(['human', 'human', 'heuristic', 'heuristic']);
    const wire = checkImperiumSecrecy(GAMES.uprising.game, side, [
      [receivedA, 0],
      [receivedB, 1],
    ]);
    expect(wire.cards).toBeGreaterThan(0);
    expect(wire.intrigues).toBeGreaterThan(0);
    expect(checks).toBeGreaterThan(10);
    // statesAt is typed for Dune's state but replays whichever game the match plays: here Uprising's.
    const absent = checkSnapshots(snapshots, statesAt(side) as unknown as EngineState[]);
    expect(absent).toBeGreaterThan(0);
    expect(errorsA).toEqual([]);
    expect(errorsB).toEqual([]);
    console.log(
      `Uprising online: ${clicks} clicks, seq ${side.seq}, round ${lastA.result!.turn}, ${Math.round(played / 1000)} s; ` +
        `screens checked ${checks} times (${absent} cards of other seats absent); wire: ${wire.cards} hand cards and ` +
        `${wire.intrigues} Intrigues absent, ${wire.entries} log entries; decisions met: ${[...kinds].sort().join(', ')}`,
    );
    await contextA.close();
    await contextB.close();
  }, 900_000);
});
