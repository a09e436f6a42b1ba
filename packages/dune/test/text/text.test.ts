import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPTIONS,
  DUNE_TEXT,
  dune,
  eventText,
  LANGUAGES,
  refusalText,
  tableNames,
  type Language,
} from '../../src/index.ts';
import { botRng, randomChoice, seatsOf } from '../properties/randomPlay.ts';

const SRC = (pkg: string) => fileURLToPath(new URL(`../../../${pkg}/src`, import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** The argument of a call at depth 0, from `start` (just after an opening parenthesis or comma). */
function argument(text: string, start: number): { text: string; end: number } {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i]!;
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      if (depth === 0) return { text: text.slice(start, i), end: i };
      depth--;
    } else if (c === ',' && depth === 0) return { text: text.slice(start, i), end: i + 1 };
  }
  return { text: text.slice(start), end: text.length };
}

/** Every event type the engine can emit: the type argument of `log.public(…)` and `log.private_(seats, …)`. */
function engineEventTypes(): Set<string> {
  const types = new Set<string>();
  for (const file of sources(SRC('dune'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/log\.(public|private_)\(/g)) {
      let at = m.index + m[0].length;
      if (m[1] === 'private_') at = argument(text, at).end;
      const type = argument(text, at).text;
      for (const literal of type.matchAll(/'([a-zA-Z]+)'/g)) {
        // In `cond === 'normal' ? 'shipped' : …` only the branches are types.
        if (!new RegExp(`=== '${literal[1]}'`).test(type)) types.add(literal[1]!);
      }
    }
  }
  return types;
}

/** Every refusal the engine can answer: `ruleError('…')` in Dune's and the shared engine's sources. */
function refusalCodes(): Set<string> {
  const codes = new Set<string>();
  for (const file of [...sources(SRC('dune')), ...sources(SRC('engine'))]) {
    for (const m of readFileSync(file, 'utf8').matchAll(/ruleError\(\s*'([a-zA-Z0-9]+)'/g)) codes.add(m[1]!);
  }
  return codes;
}

function flatKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    flatKeys(v, prefix ? `${prefix}.${k}` : k),
  );
}

/** The sentence of `key` exists in a section, in its bare ("other") form (000 XXVII–XXXVIII: or the variants' own). */
const has = (lang: Language, section: 'event' | 'refusal', key: string): boolean =>
  [
    section,
    section === 'event' ? 'variantEvent' : 'variantRefusal',
    section === 'event' ? 'tleilaxuEvent' : 'tleilaxuRefusal',
    'governor',
    'stepMovement', // 000 XXXI
    'battleOrder', // 000 XXXII, XXXIII
  ].some((s) => typeof (DUNE_TEXT[lang][s as typeof section] as Readonly<Record<string, string>>)[key] === 'string');

describe('Dune’s words (issue 14: each game’s wording in its own package)', () => {
  it('fr, en and nl have exactly the same keys, none empty', () => {
    const fr = flatKeys(DUNE_TEXT.fr).sort();
    for (const lang of LANGUAGES) {
      expect(flatKeys(DUNE_TEXT[lang]).sort(), lang).toEqual(fr);
      for (const text of flatKeys(DUNE_TEXT[lang]).map((k) => k.split('.'))) {
        const [section, key] = text as [keyof (typeof DUNE_TEXT)['fr'], string];
        expect((DUNE_TEXT[lang][section] as Readonly<Record<string, string>>)[key]!.trim()).not.toBe('');
      }
    }
  });

  const events = engineEventTypes();
  const codes = refusalCodes();

  it('finds the engine’s event types and refusal codes', () => {
    expect(events.size).toBeGreaterThanOrEqual(90);
    expect(events).toContain('shipped');
    expect(events).toContain('crossShipped');
    for (const code of ['illegalAction', 'notYourDecision', 'malformedAction', 'badFactions'])
      expect(codes).toContain(code);
  });

  it.each(LANGUAGES)('%s has a sentence for every event and a message for every refusal', (lang) => {
    expect([...events].filter((type) => !has(lang, 'event', type))).toEqual([]);
    expect([...codes].filter((code) => !has(lang, 'refusal', code))).toEqual([]);
  });

  it.each(LANGUAGES)('%s writes every event of whole random games with no placeholder or code left', (lang) => {
    for (const seed of ['words-1', 'words-2']) {
      const seats = seatsOf(6);
      let state = dune.setup(DEFAULT_OPTIONS, seats, seed);
      const names = tableNames(lang, state.seats, ['Ann', null, 'Bob', null, null, 'Eve']);
      const rng = botRng(seed);
      for (let step = 0; step < 3000; step++) {
        const choice = randomChoice(state, rng);
        if (choice === null) break;
        const result = dune.apply(state, choice.seat, choice.action);
        if (!result.ok) throw new Error(result.error.code);
        state = result.state;
        for (const event of result.events) {
          const line = eventText(event, lang, names);
          expect(line, `${event.type} ${JSON.stringify(event.params)}`).not.toMatch(/\{\{|undefined|\[object|^[a-z]+$/);
        }
      }
    }
  });
});

describe('Dune’s sentences in French (rules 000’s words)', () => {
  const names = tableNames('fr', ['atreides', 'harkonnen', 'fremen'], ['Paul', null, 'Chani']);

  it('names the player with the faction, and counts in the singular and the plural', () => {
    // rules 000 §15 "Débarquement".
    expect(eventText({ type: 'shipped', params: { seat: 0, count: 1, to: 'arrakeen' } }, 'fr', names)).toBe(
      'Paul (Atréides) débarque 1 pion à Arrakeen.',
    );
    expect(eventText({ type: 'shipped', params: { seat: 1, count: 3, to: 'arrakeen' } }, 'fr', names)).toBe(
      'Harkonnen débarque 3 pions à Arrakeen.',
    );
  });

  it('says a won battle with its totals, and the reason a leader died', () => {
    // rules 000 §13 "Bataille".
    expect(
      eventText(
        {
          type: 'battleWon',
          params: { winner: 2, loser: 1, territory: 'carthag', by: 'strength', totals: { aggressor: 7, defender: 4 } },
        },
        'fr',
        names,
      ),
    ).toBe('Chani (Fremen) gagne la bataille de Carthag contre Harkonnen (7 contre 4).');
    expect(
      eventText(
        { type: 'leaderKilled', params: { leader: 'feydRautha', faction: 'harkonnen', reason: 'weapon' } },
        'fr',
        names,
      ),
    ).toBe('Feyd-Rautha (Harkonnen) part aux Cuves : tué par une arme.');
  });

  it('words a refusal from its code, and an unknown code names itself', () => {
    expect(refusalText({ code: 'bidTooLow' }, 'fr', names)).toBe('Enchère trop basse.');
    expect(refusalText({ code: 'bidTooLow' }, 'nl', tableNames('nl', []))).not.toBe('Enchère trop basse.');
    expect(refusalText({ code: 'teapot' }, 'fr', names)).toBe('Erreur : teapot');
  });
});

describe('the arena in words (rules 000 §19)', () => {
  it('names an arena cell by its ring and number, never by its id', () => {
    const names = (lang: Language) => tableNames(lang, ['atreides', 'harkonnen']);
    const moved = { type: 'duelMoved', params: { seat: 0, from: 'outer3', to: 'middle3' } };
    expect(eventText(moved, 'fr', names('fr'))).toMatch(/passe de case extérieure 4 à case médiane 4\.$/);
    expect(eventText(moved, 'en', names('en'))).toMatch(/moves from outer cell 4 to middle cell 4\.$/);
    const placed = { type: 'duellistPlaced', params: { seat: 1, cell: 'inner0' } };
    expect(eventText(placed, 'fr', names('fr'))).toMatch(/sur la case intérieure 1 de l’arène\.$/);
    expect(eventText(placed, 'nl', names('nl'))).toMatch(/op binnenvak 1 van de gevechtsarena\.$/);
  });
});
