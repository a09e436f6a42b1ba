import { afterAll, beforeAll } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, type ServerMessage } from '@arrakis/server';
import { chromium, errors, type Browser, type Page } from 'playwright-core';

export const WEB_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DIST = join(WEB_ROOT, 'dist');
export const ARTIFACTS = fileURLToPath(new URL('../../../../test-artifacts', import.meta.url));
export const CHROMIUM = '/usr/bin/chromium';
const LOCK = join(WEB_ROOT, '.e2e-build-lock');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function upToDate(): boolean {
  // Written once the whole build is done, its compressed copies included (index.html comes before them).
  const built = join(DIST, '.built');
  if (!existsSync(built)) return false;
  const sources = Math.max(
    newestSource(join(WEB_ROOT, 'src')),
    newestSource(join(WEB_ROOT, 'build')),
    statSync(join(WEB_ROOT, 'index.html')).mtimeMs,
    statSync(join(WEB_ROOT, 'vite.config.ts')).mtimeMs,
  );
  return statSync(built).mtimeMs > sources;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds packages/web/dist unless it is newer than the sources; test files running at once build it only once. */
export async function buildWeb(): Promise<void> {
  for (;;) {
    if (upToDate()) return;
    try {
      mkdirSync(LOCK);
    } catch {
      // Another test file is building: wait for it (a lock older than two minutes is left from a crash).
      if (Date.now() - statSync(LOCK).mtimeMs > 120_000) rmSync(LOCK, { recursive: true, force: true });
      await sleep(500);
      continue;
    }
    try {
      const { build } = await import('vite');
      // vitest sets NODE_ENV=test, which would mix development JSX with React's production build: build what
      // players get.
      const nodeEnv = process.env['NODE_ENV'];
      process.env['NODE_ENV'] = 'production';
      try {
        await build({
          root: WEB_ROOT,
          configFile: join(WEB_ROOT, 'vite.config.ts'),
          mode: 'production',
          logLevel: 'warn',
        });
      } finally {
        process.env['NODE_ENV'] = nodeEnv;
      }
      writeFileSync(join(DIST, '.built'), new Date().toISOString());
      return;
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
}

/**
 * Debian's Chromium; without it the end-to-end tests fail (never skip) with a message saying what to install.
 *
 * Its pages prefer reduced motion unless a test asks for `reducedMotion: 'no-preference'` (the tests of the
 * animations do): with no GPU, each frame of a token's one-second arrival is painted in software, and a game played
 * by clicks paints thousands of them that no assertion reads (docs/performance.md, "CI on a slow machine").
 */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is missing at ${CHROMIUM}: the end-to-end tests need it (apt-get install chromium).`);
  }
  const browser = await launchDebianChromium();
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ reducedMotion: 'reduce', ...options });
  browser.newPage = (options = {}) => newPage({ reducedMotion: 'reduce', ...options });
  return browser;
}

function launchDebianChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface TestServer {
  readonly url: string;
  readonly sqlitePath: string;
  close(): Promise<void>;
}

/** The test server's delay before it passes a window nobody at the table can use (the production range is 1.5–5 s). */
const TEST_PASS_DELAY = { minMs: 100, maxMs: 400 } as const;

/** `matchSeeds`: the matches' seeds derived from it (see `startServer`), so that a game comes the same way each run. */
export async function startTestServer(options: { matchSeeds?: string } = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'arrakis-e2e-'));
  const sqlitePath = join(dir, 'arrakis.db');
  // Windows a person cannot use are passed for them after a short delay: the games here are not slowed by the
  // production range, and a test may still see the prompt withheld.
  const server = await startServer({
    port: 0,
    sqlitePath,
    webRoot: DIST,
    autoPassDelay: TEST_PASS_DELAY,
    ...(options.matchSeeds === undefined ? {} : { matchSeeds: options.matchSeeds }),
  });
  return {
    url: server.url,
    sqlitePath,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A hot-seat table of several people passes the windows none of them can use after 1.5 to 5 s (`autoPassDelayFor`
 * in localHost.ts), so that nobody reads a hand from the speed; a random walk meets hundreds of such windows. Called
 * before the page loads, this gives the new local games of several people the test server's range instead (see
 * `startTestServer`): still a delay, the prompt still withheld a while, and the same game. A game with one person
 * (no delay) and a resumed game are left as they are.
 */
export async function shortHotSeatPasses(page: Page): Promise<void> {
  await page.addInitScript((range) => {
    const post = Worker.prototype.postMessage as (
      this: Worker,
      message: unknown,
      options?: StructuredSerializeOptions | Transferable[],
    ) => void;
    Worker.prototype.postMessage = function (
      this: Worker,
      message: unknown,
      options?: StructuredSerializeOptions | Transferable[],
    ) {
      const start = message as { type?: unknown; setup?: { seats?: { kind?: unknown }[] }; autoPassDelay?: unknown };
      const people = start.setup?.seats?.filter((seat) => seat.kind === 'human').length ?? 0;
      const shortened =
        start.type === 'start' && people > 1 && start.autoPassDelay === undefined
          ? { ...start, autoPassDelay: range }
          : message;
      post.call(this, shortened, options);
    };
  }, TEST_PASS_DELAY);
}

/** A small seeded generator (mulberry32), so a failing run can be replayed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}

/**
 * Waits until the page's animations of a set length (a panel fading in, forces arriving, a drawer sliding) have run
 * their course, so that a picture shows the screen at rest; endless ones (a glow that pulses) are not waited for.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * Chooses a language in the page's top bar and waits until the page shows it: the words are fetched first, then
 * `<html lang>` changes, then React renders the change in a later task (two frames later it is on screen).
 */
export async function chooseLanguage(page: Page, lang: string): Promise<void> {
  await page.locator('label.language select').first().selectOption(lang);
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, lang);
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

export async function seqOf(page: Page): Promise<number> {
  const seq = await page.locator('.game').getAttribute('data-seq');
  return Number(seq ?? -1);
}

/** Clicks (`click`) and waits until the game moves on from where it was, or a refusal shows. */
export async function sendBy(page: Page, click: () => Promise<void>): Promise<void> {
  const before = await seqOf(page);
  await click();
  await page.waitForFunction(
    (seq) =>
      Number(document.querySelector('.game')?.getAttribute('data-seq')) !== seq ||
      document.querySelector('[role=alert]') !== null,
    before,
    { timeout: 15_000 },
  );
}

const PROMPT_BUTTONS = '[data-testid=prompt] button[data-testid=action], [data-testid=prompt] button[data-testid=step]';

/** A draw of a walk's generator that found no button to click: the next click uses it, so the choices stay the same. */
const unusedDraws = new WeakMap<() => number, number>();

/**
 * Since when a walk's generator has found no button at all, call after call (a pause of 10 s between two calls starts
 * again). A walk that loops on `clickRandomPrompt` until something shows would otherwise wait for the test's timeout
 * (600 s) when the game ended first or stopped asking the person.
 */
const promptless = new WeakMap<() => number, { readonly since: number; readonly last: number }>();
const PROMPTLESS_LIMIT_MS = 120_000;
const PROMPTLESS_PAUSE_MS = 10_000;

/**
 * A walk with nothing to click waits in the page for it to change (at most this long) rather than in a loop of the
 * test's round trips, which on a busy machine took the CPU from the server and the bots it was waiting for. A walk
 * whose generator goes from page to page (several people online) does not: another page may have its prompt.
 */
const NOTHING_TO_CLICK_WAIT_MS = 1_000;
const walkPage = new WeakMap<() => number, Page>();
const walkingSeveralPages = new WeakSet<() => number>();

type PromptClick =
  | { readonly kind: 'none' }
  | { readonly kind: 'stopped' }
  | { readonly kind: 'clicked' }
  | { readonly kind: 'timeout' }
  | {
      readonly kind: 'playwright';
      readonly index: number;
      readonly count: number;
    };

/**
 * Clicks one of the buttons the prompt offers (actions, or steps towards one), chosen by `random`; then waits until
 * the game moves on. Returns false when the prompt offers nothing, or changed under the choice (an update came).
 *
 * A random walk calls this hundreds of times, so the look, the click and the wait are one round trip to the page: the
 * buttons are those Playwright's `:visible` finds, in document order, and the button is clicked where it is seen
 * (the element at its centre is the button itself). A button covered, off the screen or disabled is left to
 * Playwright's click instead, which waits for it to be clickable and fails when it never is.
 *
 * A walk that goes until something shows names it in `stopAt` (a CSS selector): when the page shows it at the look,
 * nothing is clicked and false is returned. Checked by the caller before the call instead, the prompt could change
 * between the check and the click, and the walk would answer the very prompt it was looking for.
 */
export async function clickRandomPrompt(
  page: Page,
  random: () => number,
  options: { readonly stopAt?: string } = {},
): Promise<boolean> {
  const draw = unusedDraws.get(random) ?? random();
  unusedDraws.delete(random);
  const before = walkPage.get(random);
  if (before !== undefined && before !== page) walkingSeveralPages.add(random);
  walkPage.set(random, page);
  const waitMs = walkingSeveralPages.has(random) ? 0 : NOTHING_TO_CLICK_WAIT_MS;
  const result = await page.evaluate(
    ({ selector, draw, waitMs, stopAt }): Promise<PromptClick> => {
      if (stopAt !== null && document.querySelector(stopAt) !== null) return Promise.resolve({ kind: 'stopped' });
      // As Playwright's visibility: shown by the style and a box of some size.
      const visible = (el: Element) => {
        const rect = el.getBoundingClientRect();
        return (
          el.checkVisibility() && getComputedStyle(el).visibility === 'visible' && rect.width > 0 && rect.height > 0
        );
      };
      const attribute = () => document.querySelector('.game')?.getAttribute('data-seq');
      const buttons = [...document.querySelectorAll<HTMLButtonElement>(selector)].filter(visible);
      if (buttons.length === 0) {
        if (waitMs === 0) return Promise.resolve({ kind: 'none' });
        return new Promise((resolve) => {
          const done = () => {
            observer.disconnect();
            clearTimeout(timer);
            resolve({ kind: 'none' });
          };
          const observer = new MutationObserver(done);
          const timer = setTimeout(done, waitMs);
          observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        });
      }
      const index = Math.floor(draw * buttons.length);
      const button = buttons[index]!;
      const step = button.getAttribute('data-testid') === 'step';
      const seq = Number(attribute() ?? -1);
      const rect = button.getBoundingClientRect();
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      const hit = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight ? document.elementFromPoint(x, y) : null;
      if (button.disabled || hit === null || !button.contains(hit)) {
        return Promise.resolve({ kind: 'playwright', index, count: buttons.length });
      }
      button.click();
      if (step) return Promise.resolve({ kind: 'clicked' });
      const movedOn = () => Number(attribute()) !== seq || document.querySelector('[role=alert]') !== null;
      return new Promise((resolve) => {
        if (movedOn()) return resolve({ kind: 'clicked' });
        const observer = new MutationObserver(() => {
          if (!movedOn()) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve({ kind: 'clicked' });
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve({ kind: 'timeout' });
        }, 15_000);
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      });
    },
    { selector: PROMPT_BUTTONS, draw, waitMs, stopAt: options.stopAt ?? null },
  );
  if (result.kind !== 'none') promptless.delete(random);
  switch (result.kind) {
    case 'stopped':
      unusedDraws.set(random, draw);
      return false;
    case 'none': {
      unusedDraws.set(random, draw);
      const now = Date.now();
      const before = promptless.get(random);
      const since = before && now - before.last < PROMPTLESS_PAUSE_MS ? before.since : now;
      promptless.set(random, { since, last: now });
      if (now - since > PROMPTLESS_LIMIT_MS) {
        const ended = await page.getByTestId('end-screen').isVisible();
        throw new Error(
          `clickRandomPrompt: no prompt button for ${PROMPTLESS_LIMIT_MS / 1000} s (${ended ? 'the game ended' : 'the game is still on'})`,
        );
      }
      return false;
    }
    case 'clicked':
      return true;
    case 'timeout':
      throw new Error('clickRandomPrompt: the game did not move on within 15 s of the click');
    case 'playwright':
      return clickWithPlaywright(page, result);
  }
}

async function clickWithPlaywright(
  page: Page,
  chosen: { readonly index: number; readonly count: number },
): Promise<boolean> {
  const buttons = page.locator(
    '[data-testid=prompt] button[data-testid=action]:visible, [data-testid=prompt] button[data-testid=step]:visible',
  );
  // The button itself, not the locator's nth at the time of the click: a prompt replaced in between (a bot's action
  // answered first) would put another button, perhaps a step, at that place.
  const button = await buttons
    .nth(chosen.index)
    .elementHandle({ timeout: 5_000 })
    .catch(() => null);
  if (button === null) return false;
  try {
    const step = (await button.getAttribute('data-testid')) === 'step';
    const seq = await seqOf(page);
    try {
      await button.click({ timeout: 30_000 });
    } catch (error) {
      // The button went with a new prompt between the look and the click: nothing was clicked, the caller tries
      // again. A button still there that cannot be clicked (covered, say) remains a failure.
      const gone = !(await button.evaluate((b) => b.isConnected).catch(() => false));
      if (gone || (error instanceof errors.TimeoutError && (await buttons.count()) !== chosen.count)) return false;
      throw error;
    }
    // An action moves the game on (or is refused aloud); a prompt that another seat's action replaced meanwhile
    // takes the clicked button with it.
    if (!step) {
      await page.waitForFunction(
        ([seq, clicked]) =>
          Number(document.querySelector('.game')?.getAttribute('data-seq')) !== seq ||
          document.querySelector('[role=alert]') !== null ||
          !clicked.isConnected,
        [seq, button] as const,
        { timeout: 15_000 },
      );
    }
    return true;
  } finally {
    await button.dispose();
  }
}

const STRONGHOLDS = ['arrakeen', 'carthag', 'tueksSietch', 'sietchTabr', 'habbanyaSietch'];

/** The strongholds where another faction stands and the person does not: where a shipment or a move means battle. */
async function contested(page: Page): Promise<string[]> {
  return page.evaluate((strongholds) => {
    const mine = document.querySelector('.game')?.getAttribute('data-faction');
    return strongholds.filter((territory) => {
      const factions = [...document.querySelectorAll(`[data-territory-tokens="${territory}"] [data-faction]`)].map(
        (token) => token.getAttribute('data-faction'),
      );
      return factions.length > 0 && !factions.includes(mine ?? null);
    });
  }, STRONGHOLDS);
}

/**
 * Random play can pass a whole game without one battle (CI found such runs), so the person seeks one: it ships and
 * moves into a stronghold another faction holds when it can, keeps its spice for that (never bids) and otherwise
 * stays where it is. Returns whether it decided something.
 */
export async function seekBattle(page: Page, random: () => number): Promise<boolean> {
  const body = page.locator('[data-testid=prompt] .prompt-body');
  const kind = await body.getAttribute('data-kind', { timeout: 1_000 }).catch(() => null);
  if (kind !== 'bid' && kind !== 'shipment' && kind !== 'movement') return false;
  const before = await seqOf(page);
  const sent = () =>
    page.waitForFunction((seq) => Number(document.querySelector('.game')?.getAttribute('data-seq')) !== seq, before, {
      timeout: 15_000,
    });
  /** Picks a held stronghold in the picker of `type`, if it offers one; returns the picker's button then. */
  const towardsStronghold = async (type: string) => {
    const picker = body.locator(`.picker[data-type=${type}]:visible`).first();
    const select = picker.locator('select[data-field=to]');
    if ((await select.count()) === 0) return null;
    const values = await select
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    const targets = await contested(page);
    const held = values.filter((v) => targets.some((territory) => v.startsWith(`"${territory}`)));
    if (held.length === 0) return null;
    await select.selectOption(held[Math.floor(random() * held.length)]!, { timeout: 5_000 });
    return picker.locator('button');
  };
  const pass = body.locator('button[data-type=pass]:visible');
  try {
    if (kind === 'shipment') {
      const ship = await towardsStronghold('ship');
      if (!ship) return false;
      await ship.click({ timeout: 5_000 });
      return true;
    }
    if (kind === 'movement') {
      const move = await towardsStronghold('move');
      if (move) {
        await move.click({ timeout: 5_000 });
        await sent();
        return true;
      }
      const sources = body.locator('button[data-testid=step]:visible');
      const count = await sources.count();
      if (count > 0 && (await body.locator('.picker[data-type=move]:visible').count()) === 0) {
        await sources.nth(Math.floor(random() * count)).click({ timeout: 5_000 });
        return true;
      }
    }
    if ((await pass.count()) === 0) return false;
    await pass.first().click({ timeout: 5_000 });
    await sent();
    return true;
  } catch {
    // The prompt went with an update between the look and the click: the caller plays on.
    return false;
  }
}

const MIME: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** The built page alone, the way a static host serves it (unknown paths get index.html): no game server behind it. */
export async function startStaticServer(root = DIST): Promise<{ url: string; close(): Promise<void> }> {
  const { createServer } = await import('node:http');
  const { extname, normalize } = await import('node:path');
  const { readFile } = await import('node:fs/promises');
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(root, path);
    const target =
      file.startsWith(root) && existsSync(file) && statSync(file).isFile() ? file : join(root, 'index.html');
    readFile(target).then(
      (body) => {
        response.writeHead(200, { 'content-type': MIME[extname(target)] ?? 'application/octet-stream' });
        response.end(body);
      },
      () => {
        response.writeHead(500);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The client built, a test server and Chromium, started before a file's tests and closed after them. */
export interface OnlineTestbed {
  readonly server: TestServer;
  readonly browser: Browser;
}

export function onlineTestbed(options: { matchSeeds?: string } = {}): OnlineTestbed {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    await buildWeb();
    server = await startTestServer(options);
    browser = await launchChromium();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('the test server is not started yet');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('Chromium is not launched yet');
      return browser;
    },
  };
}

/** Collects the page's uncaught errors and console errors: a test ends by expecting none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

export const SCREENS = fileURLToPath(new URL('../../../../docs/screens', import.meta.url));

/**
 * A picture for the documentation, JPEG at quality 70: into docs/screens (committed) when `ARRAKIS_SCREENS=1`, else
 * beside the other test artifacts, so that a test run leaves the checkout as it was.
 */
export async function docScreenshot(page: Page, name: string): Promise<string> {
  const dir = process.env['ARRAKIS_SCREENS'] === '1' ? SCREENS : ARTIFACTS;
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.jpg`);
  await page.screenshot({ path, fullPage: false, type: 'jpeg', quality: 70 });
  return path;
}

/** What a page's game WebSocket received, raw and parsed: what the server's secrecy check reads of a client. */
export interface Received {
  readonly raw: string[];
  readonly messages: ServerMessage[];
}

/** Records every frame the page's WebSockets receive, from now on. */
export function recordWebSocket(page: Page): Received {
  const received: Received = { raw: [], messages: [] };
  page.on('websocket', (ws) => {
    ws.on('framereceived', ({ payload }) => {
      const raw = typeof payload === 'string' ? payload : payload.toString('utf8');
      received.raw.push(raw);
      received.messages.push(JSON.parse(raw) as ServerMessage);
    });
  });
  return received;
}
