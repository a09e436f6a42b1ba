import { dune, type DuneAction, type DuneState } from '@arrakis/dune';
import { randomInt, seedRng, type RngState } from '@arrakis/engine';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { DUEL_FRAMES } from '../../src/game/arena/words.ts';
import { describeAction, makeNamer } from '../../src/game/text.ts';
import { CATALOGUES } from '../../src/i18n/catalogues.ts';
import { UI_LANGUAGES } from '../../src/i18n/index.ts';

beforeAll(async () => {
  await i18next.init({
    resources: Object.fromEntries(UI_LANGUAGES.map((l) => [l, { translation: CATALOGUES[l] }])),
    lng: 'fr',
    interpolation: { escapeValue: false },
  });
});

const FACTIONS = ['atreides', 'harkonnen', 'emperor', 'fremen', 'guild', 'beneGesserit'] as const;
const GAMES = 6;
const STEP_CAP = 40_000;
/** A random player threatens a Kanly one time in THREAT_ODDS when it may, so that duels are fought. */
const THREAT_ODDS = 6;

function pick<T>(rng: RngState, items: readonly T[]): T {
  return items[randomInt(rng, items.length)]!;
}

/** One random move: a legal answer of a seat the game waits for, or now and then a Kanly threat. */
function step(state: DuneState, rng: RngState): { seat: number; action: DuneAction } | null {
  const decisions = dune.decisions(state);
  if (decisions.length === 0) return null;
  const seat = pick(rng, decisions).seat;
  if (randomInt(rng, THREAT_ODDS) === 0) {
    const threats = dune.interruptActions(state, seat).filter((a) => a.type === 'threatenKanly');
    if (threats.length > 0) return { seat, action: pick(rng, threats) };
  }
  return { seat, action: pick(rng, dune.decisionActions(state, seat)) };
}

/** The first words of a raw i18n key left in a label, e.g. "duel.action.duelMove" or "action.duelMove". */
const RAW_KEY = /\b(?:duel|action|frame|frameHelp)\.[a-zA-Z]+/;

// rules 000 §19 (option `duel`): every answer the engine offers in a Kanly or in the arena is a labelled button.
describe('the words of §19 (rules 000 §19 Kanly, the arena, the Assassins’ War)', () => {
  it(`label every legal action of every §19 frame in fr, en and nl over ${GAMES} random duel games`, async () => {
    const seenFrames = new Set<string>();
    const seenTypes = new Set<string>();
    const labels: { lang: string; frame: string; action: DuneAction; text: string }[] = [];
    for (let g = 0; g < GAMES; g++) {
      const players = 2 + (g % 5);
      const seed = `arena-words-${g}`;
      let state = dune.setup(
        { duel: true, factions: [...FACTIONS.slice(0, players)] },
        Array.from({ length: players }, (_, i) => ({ name: `bot${i}`, kind: 'bot' as const })),
        seed,
      );
      const rng = seedRng(`${seed}:play`);
      for (let steps = 0; steps < STEP_CAP; steps++) {
        const top = state.stack[state.stack.length - 1];
        if (top && DUEL_FRAMES.has(top.kind)) {
          seenFrames.add(top.kind);
          for (const d of dune.decisions(state))
            for (const action of [...dune.decisionActions(state, d.seat)]) {
              seenTypes.add(action.type);
              for (const lang of UI_LANGUAGES) {
                const namer = makeNamer(i18next.getFixedT(lang), lang, state.seats);
                labels.push({ lang, frame: top.kind, action, text: describeAction(namer, action) });
              }
            }
        }
        const choice = step(state, rng);
        if (!choice) break;
        const result = dune.apply(state, choice.seat, choice.action);
        if (!result.ok) throw new Error(`legal ${JSON.stringify(choice.action)} refused: ${result.error.code}`);
        state = result.state;
      }
    }
    for (const l of labels) {
      const what = `${l.lang} ${l.frame} ${JSON.stringify(l.action)}: "${l.text}"`;
      expect(l.text.trim().length, what).toBeGreaterThan(0);
      expect(l.text, what).not.toMatch(RAW_KEY);
      expect(l.text, what).not.toContain('{{');
      expect(l.text, what).not.toMatch(/\b(?:outer|middle|inner)\d\b/);
    }
    // The threat is an interrupt, outside the §19 frames: it has its words too.
    for (const lang of UI_LANGUAGES) {
      const namer = makeNamer(i18next.getFixedT(lang), lang, ['atreides', 'harkonnen']);
      for (const deed of [{ kind: 'enter', territory: 'arrakeen' }, { kind: 'buyCard' }, { kind: 'revive' }] as const) {
        const text = describeAction(namer, { type: 'threatenKanly', target: 1, deed });
        expect(text).not.toMatch(RAW_KEY);
        expect(text).toMatch(/Kanly/);
      }
      // The heading of the threats among the actions of any moment (CardsPanel).
      expect(i18next.getFixedT(lang)('duel.threat')).toMatch(/Kanly/);
    }
    // The seeds are fixed: every §19 decision is met, and each has its title and help in every language.
    expect([...seenFrames].sort()).toEqual([...DUEL_FRAMES].sort());
    expect(seenTypes.size).toBeGreaterThanOrEqual(12);
    for (const lang of UI_LANGUAGES)
      for (const kind of DUEL_FRAMES) {
        const t = i18next.getFixedT(lang);
        expect(t([`frame.${kind}`, `duel.frame.${kind}`]), `${lang} ${kind}`).not.toMatch(RAW_KEY);
        expect(t([`frameHelp.${kind}`, `duel.frameHelp.${kind}`]), `${lang} ${kind}`).not.toMatch(RAW_KEY);
      }
  });

  it('speaks French with the rulebook’s names', async () => {
    const namer = makeNamer(i18next.getFixedT('fr'), 'fr', ['atreides', 'harkonnen']);
    expect(describeAction(namer, { type: 'duelCard', card: 'leaveArena' })).toContain(
      "Quitter l'Arène avec les honneurs",
    );
    expect(describeAction(namer, { type: 'callKanly', call: true })).toBe('Kanly !');
    expect(describeAction(namer, { type: 'placeNegotiator', leader: 'duncanIdaho', cell: 'outer0' })).toContain(
      'Guerre des Assassins',
    );
    expect(describeAction(namer, { type: 'chooseSecond', side: 1, leader: 'gurneyHalleck' })).toContain('second');
  });
});
