import { describe, expect, it } from 'vitest';
import { launchChromium, onlineTestbed, screenshot } from './harness.ts';

const env = onlineTestbed();

describe('probe', () => {
  it('review chart', async () => {
    const base = env.server.url;
    const res = await fetch(`${base}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'imperium', seats: [{ kind: 'bot', botLevel: 'heuristic' }, { kind: 'bot', botLevel: 'heuristic' }, { kind: 'bot', botLevel: 'heuristic' }] }),
    });
    const created = (await res.json()) as { matchId: string; spectatorLink: string };
    let status = '';
    for (let i = 0; i < 240; i++) {
      const r = await fetch(`${base}/api/matches/${created.matchId}/review`);
      status = await r.text();
      if (status.includes('"ready"')) break;
      await new Promise((ok) => setTimeout(ok, 1000));
    }
    console.log(status.slice(0, 300));
    for (const [w, h, n] of [[1440, 900, 'desktop'], [390, 844, 'phone']] as const) {
      const context = await env.browser.newContext({ viewport: { width: w, height: h }, locale: 'fr-FR' });
      const page = await context.newPage();
      await page.goto(`${base}/replay/${created.matchId}`);
      await page.waitForTimeout(4000);
      await screenshot(page, `probe-replay-${n}`);
      await page.goto(created.spectatorLink.startsWith('http') ? created.spectatorLink : `${base}${created.spectatorLink}`);
      await page.waitForTimeout(4000);
      await screenshot(page, `probe-end-${n}`);
      await context.close();
    }
    expect(launchChromium).toBeDefined();
  }, 600_000);
});
