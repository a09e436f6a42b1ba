import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DUNE_TEXT } from '@arrakis/dune';
import { LOG_TEXT } from '@arrakis/imperium';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../src/game/refusals.ts';
import '../../src/imperium/refusals.ts';
import { errorText } from '../../src/i18n/errors.ts';
import { CATALOGUES } from '../../src/i18n/catalogues.ts';
import { UI_LANGUAGES } from '../../src/i18n/index.ts';
import type { QuarantineReason } from '@arrakis/server/protocol';

/** Every quarantine reason (a missing one fails typecheck). */
const QUARANTINE_REASONS = Object.keys({
  replayFailed: true,
  setupFailed: true,
  corruptRecord: true,
  unknownGame: true,
  engineVersionUnsupported: true,
} satisfies Record<QuarantineReason, true>);

const PACKAGES = fileURLToPath(new URL('../../..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Every error code a package's sources can produce: `ruleError('…')`, `refuse(status, '…')` and `code: '…'` literals. */
function errorCodes(pkg: string): Set<string> {
  const codes = new Set<string>();
  const patterns = [
    /ruleError\(\s*'([a-zA-Z0-9]+)'/g,
    /refuse\(\s*\d+,\s*'([a-zA-Z0-9]+)'/g,
    /\bcode: '([a-zA-Z0-9]+)'/g,
  ];
  for (const file of sources(join(PACKAGES, pkg, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const m of text.matchAll(pattern)) codes.add(m[1]!);
  }
  return codes;
}

// The errors of games saved in this browser have their words in the `saves` namespace (i18n/errors.ts); a game's
// refusals in the game's package (its `text`).
const label = (lang: keyof typeof CATALOGUES, code: string): unknown =>
  (CATALOGUES[lang].errors as Record<string, unknown>)[code] ??
  (CATALOGUES[lang].saves.errors as Record<string, unknown>)[code] ??
  (DUNE_TEXT[lang].refusal as Record<string, unknown>)[code] ??
  (DUNE_TEXT[lang].variantRefusal as Record<string, unknown>)[code] ??
  (DUNE_TEXT[lang].tleilaxuRefusal as Record<string, unknown>)[code] ??
  (DUNE_TEXT[lang].explain as Record<string, unknown>)[code] ??
  (LOG_TEXT[lang].refusal as Record<string, unknown>)[code];

beforeAll(async () => {
  await i18next.init({
    resources: Object.fromEntries(UI_LANGUAGES.map((l) => [l, { translation: CATALOGUES[l] }])),
    lng: 'fr',
    interpolation: { escapeValue: false },
  });
});

describe('error codes on the wire', () => {
  const server = errorCodes('server');
  const engine = new Set([...errorCodes('engine'), ...errorCodes('dune')]);
  const client = errorCodes('web');

  it('finds the codes of the server, the engine and the client itself', () => {
    for (const code of [
      'staleSeq',
      'badToken',
      'matchNotOver',
      'rateLimited',
      'malformedMessage',
      'notASeat',
      'unknownMatch',
      'malformedRequest',
      'notFound',
    ])
      expect(server, code).toContain(code);
    for (const code of ['illegalAction', 'notYourDecision', 'malformedAction', 'badFactions'])
      expect(engine, code).toContain(code);
    for (const code of ['offline', 'worker', 'spectator']) expect(client, code).toContain(code);
    expect(server.size + engine.size).toBeGreaterThan(40);
  });

  it.each(UI_LANGUAGES)('%s has a label for every code, besides the fallbacks', (lang) => {
    const missing = [...server, ...engine, ...client, 'unknown', 'network'].filter(
      (code) => typeof label(lang, code) !== 'string',
    );
    expect(missing).toEqual([]);
  });

  it.each([
    [
      'fr',
      'Ce lien d’invitation n’est pas valable pour cette partie.',
      'Message trop volumineux (9000 octets, au plus 8192).',
      'Erreur : teapot',
    ],
    [
      'en',
      'This invitation link is not valid for this game.',
      'Message too large (9000 bytes, at most 8192).',
      'Error: teapot',
    ],
    [
      'nl',
      'Deze uitnodigingslink geldt niet voor dit spel.',
      'Bericht te groot (9000 bytes, hoogstens 8192).',
      'Fout: teapot',
    ],
  ])(
    '%s: a server error reads in the player’s language, with its parameters; an unknown code names itself',
    async (lang, badToken, tooLarge, unknown) => {
      await i18next.changeLanguage(lang);
      expect(errorText(i18next.t, { code: 'badToken' })).toBe(badToken);
      expect(errorText(i18next.t, { code: 'messageTooLarge', params: { bytes: 9000, max: 8192 } })).toBe(tooLarge);
      expect(errorText(i18next.t, { code: 'teapot', params: {} })).toBe(unknown);
      // A quarantine's reason is a code too: every one of them said in words, never the code itself.
      for (const reason of QUARANTINE_REASONS) {
        const text = errorText(i18next.t, { code: 'matchQuarantined', params: { reason } });
        expect(text, `${lang} ${reason}`).not.toContain(reason);
        expect(text, `${lang} ${reason}`).toContain(i18next.t(`errorReasons.${reason}`));
      }
      // A code is a name, never a path into the catalogue.
      expect(errorText(i18next.t, { code: 'ui.appName' })).toContain('ui.appName');
    },
  );

  it.each([
    ['fr', 'Enchère trop basse.'],
    ['en', 'Bid too low.'],
    ['nl', DUNE_TEXT.nl.refusal.bidTooLow],
  ] as const)(
    '%s: a refusal of the game reads in the game’s own words, in the player’s language',
    async (lang, text) => {
      await i18next.changeLanguage(lang);
      expect(errorText(i18next.t, { code: 'bidTooLow' })).toBe(text);
    },
  );
});
