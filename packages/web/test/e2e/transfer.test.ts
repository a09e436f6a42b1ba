import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { fr } from '../../src/i18n/fr.ts';
import { ARTIFACTS, buildWeb, DIST, launchChromium } from './harness.ts';

/**
 * Issue 14: the lobby's first load, HTML and every script and style it loads before it is interactive: 150 KB. Issue
 * 18 took it to 153.8 KB (three languages' words in the lobby); since issue 19 English and Dutch are fetched only
 * when chosen, and the French page is 129.0 KB (docs/performance.md).
 */
const FIRST_PAGE_BUDGET_BYTES = 150 * 1024;
const SERVER_BIN = fileURLToPath(new URL('../../../server/bin/server.js', import.meta.url));

interface WireResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** Status line, headers and the body as sent (compressed), in bytes. */
  readonly wireBytes: number;
  readonly bodyBytes: number;
  readonly body: Buffer;
}

/** A GET that keeps the body as it came over the wire: node:http does not decompress. */
function get(url: string, acceptEncoding: string): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        // "Name: value\r\n" is each part plus two characters; a blank line ends the headers.
        const headerBytes =
          `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length +
          res.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0) +
          2;
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          wireBytes: headerBytes + body.length,
          bodyBytes: body.length,
          body,
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** What the page loads before it runs: module scripts, their preloads and the style sheets. */
function assetsOf(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] ?? '');
  const links = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\brel="(?:stylesheet|modulepreload)"/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? '');
  return [...new Set([...scripts, ...links])].filter((path) => path.startsWith('/'));
}

interface ServerProcess {
  readonly url: string;
  stop(): Promise<void>;
}

/** The server as players run it: its own process, serving the built client. */
async function startServerProcess(): Promise<ServerProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'arrakis-transfer-'));
  const child: ChildProcess = spawn(process.execPath, [SERVER_BIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      ARRAKIS_SQLITE_PATH: join(dir, 'arrakis.db'),
      ARRAKIS_WEB_ROOT: DIST,
      DATABASE_URL: '',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const port = /listening on http:\/\/localhost:(\d+)/.exec(output.join(''))?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`the server stopped (${code}) before listening:\n${output.join('')}`)),
    );
  });
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createMatch(url: string, game: 'dune' | 'imperium'): Promise<string> {
  const seats =
    game === 'dune'
      ? [{ kind: 'human' }, ...Array.from({ length: 5 }, () => ({ kind: 'bot', botLevel: 'random' }))]
      : [{ kind: 'human' }, ...Array.from({ length: 3 }, () => ({ kind: 'bot', botLevel: 'random' }))];
  const response = await fetch(`${url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game, seats }),
  });
  expect(response.status).toBe(201);
  const created = (await response.json()) as { invites: readonly { link: string }[] };
  const link = created.invites[0]?.link;
  if (!link) throw new Error('no invite for the human seat');
  return link;
}

declare global {
  interface Window {
    /** What the page showed after each change, during a language switch (the test below). */
    shownTexts?: string[];
  }
}

/** A catalogue key on screen ("ui.newGame"): what a page shows for words it does not have yet. */
const KEY_ON_SCREEN = new RegExp(`\\b(?:${Object.keys(fr).join('|')})\\.[A-Za-z]`);

/** The languages whose chunk (`assets/en-*.js`, `assets/nl-*.js`) the page requested. */
function languageChunks(paths: readonly string[]): string[] {
  return paths.flatMap((path) => /\/assets\/(en|nl)-[\w-]*\.js$/.exec(path)?.[1] ?? []);
}

describe('transfer: what the server sends the browser (issue 14)', () => {
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  const serverUrl = () => {
    if (!server) throw new Error('the server is not started');
    return server.url;
  };
  const figures: Record<string, number> = {};

  beforeAll(async () => {
    await buildWeb();
    server = await startServerProcess();
    browser = await launchChromium();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(join(ARTIFACTS, 'transfer.json'), `${JSON.stringify(figures, null, 2)}\n`);
  });

  it('sends the lobby page and what it loads compressed, in at most 150 KB', async () => {
    const page = await get(`${serverUrl()}/`, 'br, gzip');
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    const { brotliDecompressSync } = await import('node:zlib');
    const assets = assetsOf(brotliDecompressSync(page.body).toString('utf8'));
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true);

    let total = page.wireBytes;
    for (const asset of assets) {
      const response = await get(`${serverUrl()}${asset}`, 'br, gzip');
      expect(response.status, asset).toBe(200);
      expect(response.headers['content-encoding'], asset).toBe('br');
      expect(response.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      expect(response.headers['vary'], asset).toMatch(/accept-encoding/i);
      total += response.wireBytes;
    }
    figures['GET / (br)'] = total;
    expect(total).toBeLessThanOrEqual(FIRST_PAGE_BUDGET_BYTES);
  });

  // Issue 19: each language is loaded only when chosen, and the page never shows keys while it comes.
  for (const [locale, language] of [
    ['fr-FR', 'fr'],
    ['en-GB', 'en'],
    ['nl-NL', 'nl'],
  ] as const) {
    it(`a ${locale} browser fetches no other language's words, and a switch shows the new words, never keys`, async () => {
      if (!browser) throw new Error('Chromium is not launched');
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(serverUrl());
      await page.getByTestId('create').or(page.getByTestId('imp-create')).first().waitFor();
      expect(languageChunks(requested)).toEqual(language === 'fr' ? [] : [language]);
      expect(await page.evaluate(() => document.body.innerText)).not.toMatch(KEY_ON_SCREEN);
      // Every text the page shows during the switch is kept, so that a key shown for a moment is seen too.
      await page.evaluate(() => {
        const shown: string[] = [];
        window.shownTexts = shown;
        new MutationObserver(() => shown.push(document.body.innerText)).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
      const other = language === 'nl' ? 'en' : 'nl';
      await page.locator('.language select').selectOption(other);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, other);
      expect(languageChunks(requested)).toContain(other);
      const shown = await page.evaluate(() => window.shownTexts ?? []);
      expect(shown.filter((text) => KEY_ON_SCREEN.test(text))).toEqual([]);
      await context.close();
    });
  }

  it('sends gzip to a client without brotli, and the plain file to one that accepts neither', async () => {
    const page = await get(`${serverUrl()}/`, 'gzip');
    const asset = assetsOf((await import('node:zlib')).gunzipSync(page.body).toString('utf8'))[0] ?? '';
    const gzip = await get(`${serverUrl()}${asset}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get(`${serverUrl()}${asset}`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.bodyBytes).toBeLessThan(plain.bodyBytes / 2);
  });

  it('answers a game link with the page, revalidated on each visit', async () => {
    const link = await get(`${serverUrl()}/play/some-match`, 'br, gzip');
    expect(link.status).toBe(200);
    expect(link.headers['content-type']).toMatch(/text\/html/);
    expect(link.headers['cache-control']).toBe('no-cache');
  });

  for (const game of ['dune', 'imperium'] as const) {
    it(`measures what /play/<id> of a ${game} match loads until its board shows`, async () => {
      if (!browser) throw new Error('Chromium is not launched');
      const link = await createMatch(serverUrl(), game);
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR' });
      const page = await context.newPage();
      await page.goto(`${serverUrl()}${link}`);
      await page.locator(game === 'dune' ? '.game' : '.game.imperium').waitFor({ timeout: 60_000 });
      // Resource timing gives each file's bytes on the wire (headers and compressed body), as the browser saw them.
      const loaded = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .concat(performance.getEntriesByType('navigation'))
          .map((e) => {
            const r = e as PerformanceResourceTiming;
            return { name: r.name, transfer: r.transferSize, encoded: r.encodedBodySize, decoded: r.decodedBodySize };
          }),
      );
      const files = loaded.filter((r) => !r.name.includes('/api/'));
      for (const file of files.filter((f) => /\.(?:js|css)$/.test(f.name))) {
        expect(file.encoded, file.name).toBeLessThan(file.decoded / 2);
      }
      figures[`/play/<id> ${game} (br)`] = files.reduce((sum, f) => sum + f.transfer, 0);
      await context.close();
    }, 120_000);
  }
});
