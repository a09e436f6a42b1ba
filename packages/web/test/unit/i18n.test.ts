import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { actionSchema, DEFAULT_OPTIONS, FACTION_DATA, FACTIONS, TREACHERY_CARDS } from '@arrakis/dune';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../src/i18n/catalogues.ts';
import { detectLanguage, UI_LANGUAGES } from '../../src/i18n/index.ts';
import { DUEL_ACTION_TYPES } from '../../src/game/arena/words.ts';
import { VARIANT_ACTION_TYPES } from '../../src/game/prompts/variants.ts';
import { TLEILAXU_ACTION_TYPES } from '../../src/game/prompts/tleilaxu.ts';
import { LOBBY_FACTIONS, OPTIONS } from '../../src/lobby/options.ts';

const DUNE_SRC = fileURLToPath(new URL('../../../dune/src', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

function literalsAfter(pattern: RegExp): Set<string> {
  const out = new Set<string>();
  for (const file of sources(DUNE_SRC)) for (const m of readFileSync(file, 'utf8').matchAll(pattern)) out.add(m[1]!);
  return out;
}

function flatKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    flatKeys(v, prefix ? `${prefix}.${k}` : k),
  );
}

function lookup(lang: keyof typeof CATALOGUES, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], CATALOGUES[lang]);
}

describe('i18n catalogues', () => {
  it('fr, en and nl have exactly the same keys, none empty', () => {
    const fr = flatKeys(CATALOGUES.fr).sort();
    for (const lang of UI_LANGUAGES) {
      expect(flatKeys(CATALOGUES[lang]).sort(), lang).toEqual(fr);
      for (const key of fr) expect(String(lookup(lang, key)).trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  const frameKinds = [...readFileSync(join(DUNE_SRC, 'frames.ts'), 'utf8').matchAll(/kind: '([a-zA-Z]+)'/g)].map(
    (m) => m[1]!,
  );
  const actionTypes = actionSchema.options.map((o) => o.shape.type.value as string);
  /** 000 XXXIV, XXXVIII: the actions labelled in the `governor` block. */
  const GOVERNOR_ACTIONS = new Set(['nameGovernor', 'installGovernor', 'predictZone']);
  /** 000 XXXIII: the actions labelled in the `battleOrder` block. */
  const AGREEMENT_ACTIONS = new Set(['proposeAgreement', 'acceptAgreement']);
  // Event sentences and refusal messages are the game's own words: packages/dune/test/text checks them.
  it('finds the engine’s decision kinds and action types', () => {
    // 36 decisions of the base and optional rules, the 11 of the §16 spice-harvest prelude and the 10 of §19; the
    // variants' (000 XXVII–XXXVIII): XXIX's phase, the 3 of XXXIV and XXXVIII, the Bene Tleilax's 3 (XXXVII).
    // 000 XXXI: movementStep; 000 XXXIII: the agreement's proposal and answers.
    expect(frameKinds).toHaveLength(61 + 1 + 3 + 3 + 1 + 2);
    expect(actionTypes.length).toBeGreaterThanOrEqual(40);
  });

  it.each(UI_LANGUAGES)('%s labels every decision kind and action type', (lang) => {
    // §19's words are in their own `duel` block; duelWords.test.ts labels its actions in random duel games.
    for (const kind of frameKinds) {
      // 000 XXVII–XXXVIII: the variants' words are in their own `variants` block.
      const frame = lookup(lang, `frame.${kind}`) ?? lookup(lang, `duel.frame.${kind}`);
      // 000 XXXIV, XXXVIII: in the `governor` block; 000 XXXVII: the Bene Tleilax's in the block `tleilaxu`.
      const variant =
        lookup(lang, `variants.frame.${kind}`) ??
        lookup(lang, `stepMovement.frame.${kind}`) ??
        lookup(lang, `governor.frame.${kind}`) ??
        lookup(lang, `tleilaxu.frame.${kind}`) ??
        lookup(lang, `battleOrder.frame.${kind}`); // 000 XXXIII
      expect(frame ?? variant, `frame.${kind}`).toBeTypeOf('string');
      const help = lookup(lang, `frameHelp.${kind}`) ?? lookup(lang, `duel.frameHelp.${kind}`);
      const variantHelp =
        lookup(lang, `variants.frameHelp.${kind}`) ??
        lookup(lang, `stepMovement.frameHelp.${kind}`) ??
        lookup(lang, `governor.frameHelp.${kind}`) ??
        lookup(lang, `tleilaxu.frameHelp.${kind}`) ??
        lookup(lang, `battleOrder.frameHelp.${kind}`); // 000 XXXIII
      expect(help ?? variantHelp, kind).toBeTypeOf('string');
    }
    for (const type of actionTypes)
      if (VARIANT_ACTION_TYPES.has(type))
        expect(lookup(lang, `variants.action.${type}`), `variants.action.${type}`).toBeTypeOf('string');
      // 000 XXXI: stepMovementWords.test.ts labels the drop in each of its forms.
      else if (type === 'dropTokens')
        expect(lookup(lang, 'stepMovement.action.dropTokens_other'), type).toBeTypeOf('string');
      else if (GOVERNOR_ACTIONS.has(type))
        expect(lookup(lang, `governor.action.${type}`), `governor.action.${type}`).toBeTypeOf('string');
      // 000 XXXVII: tleilaxuWords.test.ts labels the Bene Tleilax's, in each of their forms.
      // 000 XXXIII: battleOrderWords.test.ts labels the agreement's.
      else if (!DUEL_ACTION_TYPES.has(type) && !TLEILAXU_ACTION_TYPES.has(type) && !AGREEMENT_ACTIONS.has(type))
        expect(lookup(lang, `action.${type}`), `action.${type}`).toBeTypeOf('string');
  });

  it.each(UI_LANGUAGES)('%s names every card kind, option, victory reason and faction', (lang) => {
    for (const kind of new Set(Object.values(TREACHERY_CARDS).map((c) => c.kind))) {
      expect(lookup(lang, `cardKind.${kind}`), kind).toBeTypeOf('string');
      expect(lookup(lang, `cardHelp.${kind}`), kind).toBeTypeOf('string');
    }
    for (const key of Object.keys(DEFAULT_OPTIONS)) {
      expect(lookup(lang, `option.${key}`), key).toBeTypeOf('string');
      expect(lookup(lang, `option.${key}Help`), key).toBeTypeOf('string');
    }
    for (const reason of literalsAfter(/declare\(state, [^,]+, '([a-zA-Z]+)'/g))
      expect(lookup(lang, `reason.${reason}`) ?? lookup(lang, `governor.reason.${reason}`), reason).toBeTypeOf(
        'string',
      );
    for (const faction of FACTIONS) expect(lookup(lang, `faction.${faction}`)).toBe(FACTION_DATA[faction].name[lang]);
  });

  it('the lobby offers every option of options.ts and the engine’s factions', () => {
    // `spiceHarvest` (rules 000 §16) and `duel` (§19) have no default: absent means off, as in the games recorded
    // before them.
    // The variants (rules 000 XXVII–XXXVIII) have no default either.
    const variants = [
      'twoPilesSimple',
      'thumperEscape',
      'diplomacy',
      'diplomacyAt',
      'fremenForesight',
      'harkonnenCapture',
      'movementBids',
    ];
    // 000 XXXIV, XXXVIII: their words in the `governor` block.
    const governor = ['governor', 'victoryPoints'];
    expect(OPTIONS.map((o) => o.key).sort()).toEqual(
      [
        ...Object.keys(DEFAULT_OPTIONS),
        'spiceHarvest',
        'duel',
        ...variants,
        ...governor,
        'tleilaxu',
        'twoTerritoryMove',
        // 000 XXXII, XXXIII: their words in the block `battleOrder` (battleOrderWords.test.ts).
        'battleOrder',
        'battleAgreement',
      ].sort(),
    );
    // 000 XXXI: its words in the block `stepMovement`.
    for (const lang of UI_LANGUAGES) {
      expect(lookup(lang, 'stepMovement.option.twoTerritoryMove')).toBeTypeOf('string');
      expect(lookup(lang, 'stepMovement.option.twoTerritoryMoveHelp')).toBeTypeOf('string');
    }
    // 000 XXXVII: its words in the block `tleilaxu`.
    for (const lang of UI_LANGUAGES) {
      expect(lookup(lang, 'tleilaxu.option.tleilaxu')).toBeTypeOf('string');
      expect(lookup(lang, 'tleilaxu.option.tleilaxuHelp')).toBeTypeOf('string');
    }
    for (const lang of UI_LANGUAGES)
      for (const key of governor) {
        expect(lookup(lang, `governor.option.${key}`), key).toBeTypeOf('string');
        expect(lookup(lang, `governor.option.${key}Help`), key).toBeTypeOf('string');
      }
    for (const lang of UI_LANGUAGES)
      for (const key of variants) {
        expect(lookup(lang, `variants.option.${key}`), key).toBeTypeOf('string');
        expect(lookup(lang, `variants.option.${key}Help`), key).toBeTypeOf('string');
      }
    expect([...LOBBY_FACTIONS]).toEqual([...FACTIONS]);
  });

  it('picks the saved language, else the browser’s, else French', () => {
    expect(detectLanguage('nl', ['en-GB'])).toBe('nl');
    expect(detectLanguage(null, ['de-DE', 'en-GB'])).toBe('en');
    expect(detectLanguage(null, ['de-DE'])).toBe('fr');
  });
});
