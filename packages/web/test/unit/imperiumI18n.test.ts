import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { actionSchema, imperium, LOG_TEXT, type ImperiumView } from '@arrakis/imperium';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../src/i18n/catalogues.ts';
import { UI_LANGUAGES } from '../../src/i18n/index.ts';
import { decisionFrame, makeNames } from '../../src/imperium/content.ts';
import { actionLabel } from '../../src/imperium/ImperiumPrompt.tsx';

const SRC = fileURLToPath(new URL('../../../imperium/src', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Every event type of the Imperium engine: the literal after `log.public(` or `log.private_(seats, `. */
function eventTypes(): string[] {
  const types = new Set<string>();
  for (const file of sources(SRC)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/log\.(?:public\(|private_\(\[[^\]]*\],\s*)'([a-zA-Z]+)'/g)) {
      types.add(m[1]!);
    }
  }
  return [...types];
}

function lookup(lang: keyof typeof CATALOGUES, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], CATALOGUES[lang]);
}

const frameKinds = [...readFileSync(join(SRC, 'frames.ts'), 'utf8').matchAll(/kind: '([a-zA-Z]+)'/g)]
  .map((m) => m[1]!)
  .filter((k) => k !== 'effects');

describe('Dune: Imperium texts', () => {
  it('finds the 40 decision kinds (25 of the 2020 game, 12 of Uprising, 3 of its six-player game) and the engine’s event types', () => {
    expect(new Set(frameKinds).size).toBe(40);
    expect(eventTypes().length).toBeGreaterThanOrEqual(50);
  });

  it.each(UI_LANGUAGES)('%s names every decision kind, event, zone and Faction icon', (lang) => {
    for (const kind of frameKinds) {
      expect(lookup(lang, `imp.frame.${kind}`), kind).toBeTypeOf('string');
      expect(lookup(lang, `imp.frameHelp.${kind}`), kind).toBeTypeOf('string');
    }
    // Event sentences and refusal messages are the game's own words: packages/imperium/test/text/log.test.ts.
    for (const type of eventTypes()) expect(LOG_TEXT[lang].event, type).toHaveProperty(type);
    for (const zone of actionSchema.options.flatMap((o) => ('zone' in o.shape ? o.shape.zone.options : [])))
      expect(lookup(lang, `imp.zone.${zone}`), zone).toBeTypeOf('string');
    expect(lookup(lang, 'errors.badBotLevel')).toBeTypeOf('string');
    for (const code of ['badLeaders', 'badRivalLeaders']) expect(LOG_TEXT[lang].refusal, code).toHaveProperty(code);
  });

  it('writes every event of a whole game in plain French, English and Dutch', async () => {
    await i18next.init({
      resources: Object.fromEntries(UI_LANGUAGES.map((l) => [l, { translation: CATALOGUES[l] }])),
      lng: 'fr',
      interpolation: { escapeValue: false },
    });
    const seats = [0, 1, 2, 3].map((i) => ({ name: `P${i}`, kind: 'bot' as const }));
    let state = imperium.setup({ leaderSelection: 'choose' }, seats, 'texts');
    const entries: { seq: number; type: string; params: Record<string, unknown> }[] = [];
    for (let seq = 1; !imperium.outcome(state); seq++) {
      const [decision] = imperium.decisions(state);
      const actions = imperium.legalActions(state, decision!.seat);
      const result = imperium.apply(state, decision!.seat, actions[seq % actions.length]);
      if (!result.ok) throw new Error(result.error.code);
      state = result.state;
      for (const e of result.events) entries.push({ seq, type: e.type, params: e.params });
    }
    const view: ImperiumView = imperium.view(state, 0);
    for (const lang of UI_LANGUAGES) {
      await i18next.changeLanguage(lang);
      const names = makeNames(i18next.t, lang, view, []);
      for (const entry of entries) {
        const line = names.logLine(entry);
        expect(line, `${lang} ${entry.type}`).not.toMatch(/\{\{|undefined|Événement|Event:|Gebeurtenis/);
        expect(line.length).toBeGreaterThan(5);
      }
    }
    expect(new Set(entries.map((e) => e.type)).size).toBeGreaterThan(25);
  });

  it('labels every legal action of several whole games, in every language', async () => {
    const kinds = new Set<string>();
    for (const lang of UI_LANGUAGES) {
      await i18next.changeLanguage(lang);
      for (const [count, seed] of [
        [4, 'labels-a'],
        [3, 'labels-b'],
        [2, 'labels-c'],
        [1, 'labels-d'],
      ] as const) {
        const seats = Array.from({ length: count }, (_, i) => ({ name: `P${i}`, kind: 'bot' as const }));
        let state = imperium.setup({ leaderSelection: 'choose' }, seats, seed);
        for (let step = 0; !imperium.outcome(state); step++) {
          const [decision] = imperium.decisions(state);
          const view = imperium.view(state, decision!.seat);
          const frame = decisionFrame(view)!;
          kinds.add(frame.kind);
          const names = makeNames(i18next.t, lang, view, []);
          const actions = imperium.legalActions(state, decision!.seat);
          for (const action of actions) {
            const label = actionLabel(names, view, frame, action);
            expect(label, `${lang} ${frame.kind} ${JSON.stringify(action)}`).not.toMatch(/\{\{|undefined|imp\./);
            expect(label.length).toBeGreaterThan(0);
          }
          const result = imperium.apply(state, decision!.seat, actions[(step * 7) % actions.length]);
          if (!result.ok) throw new Error(result.error.code);
          state = result.state;
        }
      }
    }
    expect(kinds.size).toBeGreaterThanOrEqual(12);
  });
});
