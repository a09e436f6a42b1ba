import { SIX_POSTS, SIX_SEATS, uprising } from '@arrakis/imperium';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../src/i18n/catalogues.ts';
import { UI_LANGUAGES } from '../../src/i18n/index.ts';
import { decisionFrame, makeNames } from '../../src/imperium/content.ts';
import { actionLabel } from '../../src/imperium/ImperiumPrompt.tsx';
import { lobbyUprisingOptions } from '../../src/imperium/lobbyOptions.ts';
import { SIX_SEATING, UPRISING_SEAT_COUNTS } from '../../src/imperium/six/teams.ts';

/** A raw id or key left in a sentence: a placeholder, `undefined`, a catalogue path, an unknown event. */
const UNWRITTEN = /\{\{|undefined|imp\.|uprising\.|Événement :|Event:|Gebeurtenis:/;

const SIX_FRAMES = ['activateAlly', 'reinforce', 'concede'];

const seats = Array.from({ length: 6 }, (_, i) => ({ name: `P${i}`, kind: 'bot' as const }));

describe('Uprising six players in words (issue 16)', () => {
  beforeAll(async () => {
    await i18next.init({
      resources: Object.fromEntries(UI_LANGUAGES.map((l) => [l, { translation: CATALOGUES[l] }])),
      lng: 'fr',
      interpolation: { escapeValue: false },
    });
  });

  it('the lobby seats the teams as the engine does, and offers 1–4 or 6 seats', () => {
    // facts uprising-rules.md §1.2: the lobby does not load the engine; its copy of the seating is the engine's.
    SIX_SEATING.forEach((place, seat) => {
      expect(place.commander, `seat ${seat}`).toBe(SIX_SEATS.commanders[place.team] === seat);
      if (!place.commander) expect(SIX_SEATS.allies[place.team]).toContain(seat);
    });
    expect(() => uprising.setup({}, seats.slice(0, 5), 'five')).toThrow();
    for (const count of UPRISING_SEAT_COUNTS) expect(uprising.setup({}, seats.slice(0, count), 'n')).toBeDefined();
    // facts §1.3: the CHOAM module is always played with six, whatever the box said before six was chosen.
    expect(lobbyUprisingOptions('draw', false, 'veteran', 6)).toEqual({ leaderSelection: 'draw', contracts: true });
    expect(lobbyUprisingOptions('draw', false, 'veteran', 4)).toEqual({ leaderSelection: 'draw', contracts: false });
  });

  it('names the six-player side: its tracks, posts, roles and provisional readings, in each language', async () => {
    const state = uprising.setup({}, seats, 'six-names');
    const view = uprising.view(state, 0);
    expect(view.edition).toBe('uprisingSix');
    const expected = {
      fr: ['Grandes Maisons', 'Mondes Frontaliers', 'Commandant', 'Allié', 'provisionnel'],
      en: ['Great Houses', 'Fringe Worlds', 'Commander', 'Ally', 'provisional'],
      nl: ['Grote Huizen', 'Randwerelden', 'Commandant', 'Bondgenoot', 'voorlopig'],
    } as const;
    for (const lang of UI_LANGUAGES) {
      await i18next.changeLanguage(lang);
      const names = makeNames(i18next.t, lang, view, []);
      const [emperor, fremen, commander, ally, provisional] = expected[lang];
      expect(names.faction('emperor')).toBe(emperor);
      expect(names.faction('fremen')).toBe(fremen);
      expect(names.faction('spacingGuild')).not.toMatch(UNWRITTEN);
      expect(names.role(SIX_SEATS.commanders[0])).toContain(commander);
      expect(names.role(SIX_SEATS.allies[1][0])).toContain(ally);
      expect(i18next.t('uprising.six.provisional')).toBe(provisional);
      for (const post of SIX_POSTS) {
        const name = names.post(post.id);
        for (const space of post.connects) expect(name).toContain(names.space(space));
        expect(name).not.toMatch(UNWRITTEN);
      }
      for (const space of ['militarySupport', 'carthagCity', 'habbanyaErg', 'hardyWarriors', 'vastWealth'])
        expect(names.space(space)).not.toBe(space);
      expect(names.provisional('space', 'expedition')).toBe(true);
      expect(names.provisional('card', 'corrinoMight')).toBe(true);
      expect(names.provisional('card', 'signetRing')).toBe(false);
      // facts §1.5: a Commander's own track is its personal board's (Fremen for Muad'Dib), an Ally's the main board's.
      const influence = (seat: number) =>
        names.logLine({ seq: 1, type: 'influence', params: { seat, faction: 'fremen', from: 0, to: 1 } });
      expect(influence(SIX_SEATS.commanders[0])).not.toContain(fremen);
      expect(influence(SIX_SEATS.commanders[0])).toContain('Fremen');
      expect(influence(SIX_SEATS.allies[0][0])).toContain(fremen);
    }
    // Outside the six-player game nothing is a role, nothing provisional, the tracks keep their names.
    const four = uprising.view(uprising.setup({}, seats.slice(0, 4), 'four'), 0);
    const names = makeNames(i18next.t, 'fr', four, []);
    expect(names.role(1)).toBeNull();
    expect(names.provisional('space', 'sardaukar')).toBe(false);
    expect(names.faction('emperor')).toBe('Empereur');
  });

  it('labels every answer of whole six-player games, the team decisions with the seats they name, and writes every event', async () => {
    const kinds = new Set<string>();
    const events = new Set<string>();
    // Whole games until every team decision has come up (at least two; the seeds are fixed, so the run is too).
    const seen = () => SIX_FRAMES.every((kind) => kinds.has(kind));
    for (let game = 0; game < 2 || (game < 8 && !seen()); game++) {
      const seed = `six-words-${String.fromCharCode(97 + game)}`;
      let state = uprising.setup({ leaderSelection: 'draw' }, seats, seed);
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
            // A team decision names the seats it is about, never a bare number.
            const namesASeat = view.players.some((p) => label.includes(names.seat(p.seat)));
            if (SIX_FRAMES.includes(frame.kind) && action.type !== 'pass') expect(namesASeat, where).toBe(true);
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
        }
      }
    }
    for (const kind of SIX_FRAMES) expect(kinds).toContain(kind);
    console.log(`Six-player decisions labelled: ${[...kinds].sort().join(', ')}; ${events.size} event types written`);
  }, 300_000);
});
