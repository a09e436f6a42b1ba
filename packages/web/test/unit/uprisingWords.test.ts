import { OBSERVATION_POSTS, uprising } from '@arrakis/imperium';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../src/i18n/catalogues.ts';
import { UI_LANGUAGES } from '../../src/i18n/index.ts';
import { decisionFrame, makeNames } from '../../src/imperium/content.ts';
import { actionLabel } from '../../src/imperium/ImperiumPrompt.tsx';

/** A raw id or key left in a sentence: a placeholder, `undefined`, a catalogue path, an unknown event. */
const UNWRITTEN = /\{\{|undefined|imp\.|uprising\.|Événement :|Event:|Gebeurtenis:/;

const GAMES = [
  { seats: 4, seed: 'up-words-a', options: { leaderSelection: 'choose', contracts: true } },
  { seats: 3, seed: 'up-words-b', options: { leaderSelection: 'draw', contracts: true } },
  { seats: 2, seed: 'up-words-c', options: { leaderSelection: 'draw', contracts: false } },
  { seats: 1, seed: 'up-words-d', options: { leaderSelection: 'choose', contracts: true } },
] as const;

describe('Uprising in words (issue 15): every event and every answer of whole games, in fr/en/nl', () => {
  beforeAll(async () => {
    await i18next.init({
      resources: Object.fromEntries(UI_LANGUAGES.map((l) => [l, { translation: CATALOGUES[l] }])),
      lng: 'fr',
      interpolation: { escapeValue: false },
    });
  });

  it('names every observation post by the spaces it reaches, in each language', async () => {
    for (const lang of UI_LANGUAGES) {
      await i18next.changeLanguage(lang);
      const state = uprising.setup({ contracts: true }, [{ name: 'A', kind: 'bot' }], 'posts');
      const names = makeNames(i18next.t, lang, uprising.view(state, 0), []);
      for (const post of OBSERVATION_POSTS) {
        const name = names.post(post.id);
        for (const space of post.connects) expect(name).toContain(names.space(space));
      }
      // rules 004: the content's Dutch names are English for most spaces; the catalogue's are Dutch.
      if (lang === 'nl') expect(names.space('deliverSupplies')).toBe('Voorraden leveren');
    }
  });

  it('labels every legal answer and writes every event, at 1 to 4 seats, with and without contracts', async () => {
    const kinds = new Set<string>();
    const events = new Set<string>();
    for (const game of GAMES) {
      const seats = Array.from({ length: game.seats }, (_, i) => ({ name: `P${i}`, kind: 'bot' as const }));
      let state = uprising.setup(game.options, seats, game.seed);
      const entries: { seq: number; type: string; params: Record<string, unknown> }[] = [];
      for (let step = 0; !uprising.outcome(state); step++) {
        const [decision] = uprising.decisions(state);
        const view = uprising.view(state, decision!.seat);
        const frame = decisionFrame(view)!;
        kinds.add(frame.kind);
        const actions = uprising.legalActions(state, decision!.seat);
        for (const lang of UI_LANGUAGES) {
          await i18next.changeLanguage(lang);
          const names = makeNames(i18next.t, lang, view, []);
          for (const action of actions) {
            const label = actionLabel(names, view, frame, action);
            const where = `${lang} ${frame.kind} ${JSON.stringify(action)}`;
            expect(label, where).not.toMatch(UNWRITTEN);
            expect(label, where).not.toBe(action.type);
            expect(label.length, where).toBeGreaterThan(0);
          }
        }
        const result = uprising.apply(state, decision!.seat, actions[(step * 7) % actions.length]);
        if (!result.ok) throw new Error(result.error.code);
        state = result.state;
        for (const e of result.events) entries.push({ seq: step + 1, type: e.type, params: e.params });
      }
      const view = uprising.view(state, 0);
      for (const lang of UI_LANGUAGES) {
        await i18next.changeLanguage(lang);
        const names = makeNames(i18next.t, lang, view, []);
        for (const entry of entries) {
          events.add(entry.type);
          const line = names.logLine(entry);
          expect(line, `${lang} ${entry.type} ${JSON.stringify(entry.params)}`).not.toMatch(UNWRITTEN);
          expect(line.length).toBeGreaterThan(5);
        }
      }
    }
    expect(kinds).toContain('placeSpy');
    expect(kinds).toContain('takeContract');
    expect(events.size).toBeGreaterThan(30);
    console.log(`Uprising decisions labelled: ${[...kinds].sort().join(', ')}; ${events.size} event types written`);
  }, 300_000);
});
