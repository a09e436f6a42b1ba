import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomInt, seedRng, type Game, type GameEvent } from '@arrakis/engine';
import { describe, expect, it } from 'vitest';
import {
  imperium,
  imperiumEventText,
  imperiumRefusalText,
  imperiumTableNames,
  LOG_TEXT,
  uprising,
  type Language,
  type TableLike,
} from '../../src/index.ts';

const LANGUAGES = ['fr', 'en', 'nl'] as const satisfies readonly Language[];
const SRC = (pkg: string) => fileURLToPath(new URL(`../../../${pkg}/src`, import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Every event type of both editions: the literal after `log.public(` or `log.private_(seats, `. */
function eventTypes(): Set<string> {
  const types = new Set<string>();
  for (const file of sources(SRC('imperium'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/log\.(?:public\(|private_\(\[[^\]]*\],\s*)'([a-zA-Z]+)'/g)) {
      types.add(m[1]!);
    }
  }
  return types;
}

/** Every refusal: `ruleError('…')` in Imperium's and the shared engine's sources. */
function refusalCodes(): Set<string> {
  const codes = new Set<string>();
  for (const file of [...sources(SRC('imperium')), ...sources(SRC('engine'))]) {
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

/** A whole game of an edition between players choosing at random, with every event. */
function wholeGame<S extends TableLike, A, V, O extends { readonly leaderSelection?: string }>(
  edition: Game<S, A, V, O>,
  options: O,
  players: number,
  seed: string,
) {
  const seats = Array.from({ length: players }, (_, i) => ({ name: `P${i}`, kind: 'bot' as const }));
  let state = edition.setup(options, seats, seed);
  const rng = seedRng(`${seed}:bots`);
  const events: GameEvent[] = [];
  for (let step = 0; step < 20000 && !edition.outcome(state); step++) {
    const [decision] = edition.decisions(state);
    const actions = edition.legalActions(state, decision!.seat);
    const result = edition.apply(state, decision!.seat, actions[randomInt(rng, actions.length)]);
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

describe('Imperium’s and Uprising’s words (issue 14: each game’s wording in its own package)', () => {
  it('fr, en and nl have exactly the same keys, none empty', () => {
    const fr = flatKeys(LOG_TEXT.fr).sort();
    for (const lang of LANGUAGES) {
      expect(flatKeys(LOG_TEXT[lang]).sort(), lang).toEqual(fr);
      for (const key of fr) {
        const [section, name] = key.split('.') as [keyof (typeof LOG_TEXT)['fr'], string];
        expect((LOG_TEXT[lang][section] as Readonly<Record<string, string>>)[name]!.trim(), key).not.toBe('');
      }
    }
  });

  const events = eventTypes();
  const codes = refusalCodes();

  it('finds the engine’s event types of both editions and its refusal codes', () => {
    expect(events.size).toBeGreaterThanOrEqual(50);
    for (const type of ['agentSent', 'combatResolved', 'spyPlaced', 'sandwormsSummoned'])
      expect(events).toContain(type);
    for (const code of ['illegalAction', 'notYourDecision', 'malformedAction', 'badLeaders'])
      expect(codes).toContain(code);
  });

  it.each(LANGUAGES)('%s has a sentence for every event and a message for every refusal', (lang) => {
    expect([...events].filter((type) => !Object.hasOwn(LOG_TEXT[lang].event, type))).toEqual([]);
    expect([...codes].filter((code) => !Object.hasOwn(LOG_TEXT[lang].refusal, code))).toEqual([]);
  });

  const games = {
    Imperium: () => wholeGame(imperium, { leaderSelection: 'choose' }, 4, 'log-4'),
    Uprising: () => wholeGame(uprising, { leaderSelection: 'choose' }, 4, 'log-4'),
    'Uprising against a Rival': () => wholeGame(uprising, { leaderSelection: 'choose' }, 1, 'log-1'),
  };

  it.each(Object.keys(games) as (keyof typeof games)[])(
    '%s: every event of a whole game reads in fr, en and nl, with no placeholder left',
    (name) => {
      const { state, events: played } = games[name]();
      expect(new Set(played.map((e) => e.type)).size).toBeGreaterThan(20);
      for (const lang of LANGUAGES) {
        const names = imperiumTableNames(lang, state, ['Ann', 'Bob']);
        for (const event of played) {
          const line = imperiumEventText(event, lang, names);
          expect(line, `${lang} ${event.type} ${JSON.stringify(event.params)}`).not.toMatch(
            /\{\{|undefined|\[object|Événement|Event:|Gebeurtenis/,
          );
        }
      }
    },
  );
});

describe('Imperium’s sentences in French (rules 002’s and 004’s words)', () => {
  const state = { players: [{ leader: 'paulAtreides' }, { leader: null }] };
  const names = imperiumTableNames('fr', state, ['Ann']);

  it('names a player with the leader, and counts victory points in the singular and the plural', () => {
    expect(imperiumEventText({ type: 'victoryPoints', params: { seat: 1, change: 1 } }, 'fr', names)).toMatch(
      /^Place 2 .*1 point de victoire\.$/,
    );
    expect(imperiumEventText({ type: 'victoryPoints', params: { seat: 0, change: 2 } }, 'fr', names)).toMatch(
      /^Ann \(Paul Atréides\) .*2 points de victoire\.$/,
    );
  });

  it('words a refusal from its code, and an unknown code names itself', () => {
    expect(imperiumRefusalText({ code: 'notYourDecision' }, 'fr')).toBe('Ce n’est pas à vous de jouer.');
    expect(imperiumRefusalText({ code: 'teapot' }, 'fr')).toBe('Erreur : teapot');
  });
});
