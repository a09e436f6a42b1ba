import type { DuneAction } from '@arrakis/dune';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { TLEILAXU_ACTION_TYPES } from '../../src/game/prompts/tleilaxu.ts';
import { dotSector } from '../../src/game/board/layout.ts';
import { describeAction, makeNamer } from '../../src/game/text.ts';
import { CATALOGUES } from '../../src/i18n/catalogues.ts';
import { UI_LANGUAGES } from '../../src/i18n/index.ts';
import { lobbyFactions, lobbyMaxSeats, withOptionToggled } from '../../src/lobby/options.ts';

beforeAll(async () => {
  await i18next.init({
    resources: Object.fromEntries(UI_LANGUAGES.map((l) => [l, { translation: CATALOGUES[l] }])),
    lng: 'fr',
    interpolation: { escapeValue: false },
  });
});

/** Every action rules 000 XXXVII adds, in each of its forms. */
const ACTIONS: readonly DuneAction[] = [
  { type: 'offerBuyBack', leader: 'stilgar', price: 8 },
  { type: 'answerBuyBack', accept: true },
  { type: 'answerBuyBack', accept: false },
  { type: 'tamperLeader', delta: 1 },
  { type: 'tamperLeader', delta: -1 },
  { type: 'tamperLeader', delta: 0 },
  { type: 'karamaBanRevival' },
  { type: 'gholaTake', leader: 'gurneyHalleck' },
];
const FRAMES = ['buyBackAnswer', 'leaderTamper', 'revivalBanWindow'];
const RAW_KEY = /\b(?:tleilaxu|action|frame|frameHelp)\.[a-zA-Z]+/;

// rules 000 XXXVII: every answer the Bene Tleilax add is a labelled button, every decision has a title and help.
describe('the words of the Bene Tleilax (rules 000 XXXVII)', () => {
  it('label every new action and decision in fr, en and nl', () => {
    expect(new Set(ACTIONS.map((a) => a.type))).toEqual(TLEILAXU_ACTION_TYPES);
    for (const lang of UI_LANGUAGES) {
      const t = i18next.getFixedT(lang);
      const namer = makeNamer(t, lang, ['tleilaxu', 'fremen']);
      const texts = ACTIONS.map((a) => describeAction(namer, a));
      for (const text of texts) {
        expect(text, lang).not.toMatch(RAW_KEY);
        expect(text, lang).not.toContain('{{');
      }
      expect(new Set(texts).size, lang).toBe(ACTIONS.length);
      for (const kind of FRAMES) {
        expect(t([`frame.${kind}`, `tleilaxu.frame.${kind}`]), kind).not.toMatch(RAW_KEY);
        expect(t([`frameHelp.${kind}`, `tleilaxu.frameHelp.${kind}`])).not.toMatch(RAW_KEY);
      }
      expect(t('faction.tleilaxu')).toBe('Bene Tleilax');
      expect(t('tleilaxu.shield')).not.toMatch(RAW_KEY);
    }
  });

  it('speaks French with the rulebook’s words (« Bene Tleilax », « Tleilaxu », « ghola », « Danseur-Visage »)', () => {
    const t = i18next.getFixedT('fr');
    const namer = makeNamer(t, 'fr', ['tleilaxu', 'fremen']);
    expect(describeAction(namer, { type: 'offerBuyBack', leader: 'stilgar', price: 8 })).toBe(
      'Offrir 8 Epice aux Tleilaxus pour Stilgar',
    );
    expect(describeAction(namer, { type: 'gholaTake', leader: 'gurneyHalleck' })).toBe(
      'Carte ghola : s’approprier Gurney Halleck',
    );
    expect(t('tleilaxu.option.tleilaxu')).toContain('Bene Tleilax');
    expect(t('tleilaxu.shield')).toContain('Danseur-Visage');
    expect(namer.leader('faceDancer')).toBe('Danseur-Visage');
  });

  it('the lobby offers the Bene Tleilax and a seventh seat only with the variant, which brings the extra powers', () => {
    expect(lobbyFactions(new Set())).not.toContain('tleilaxu');
    expect(lobbyMaxSeats(new Set())).toBe(6);
    const on = withOptionToggled(new Set(), 'tleilaxu');
    expect([...on].sort()).toEqual(['extraPowers', 'tleilaxu']);
    expect(lobbyFactions(on)).toContain('tleilaxu');
    expect(lobbyMaxSeats(on)).toBe(7);
    expect(withOptionToggled(on, 'extraPowers').has('tleilaxu')).toBe(false);
  });

  // DESIGN, as the engine's board.ts: the seventh seat on a made dot in sector 17.
  it('the board seats seven: the seventh between the sixth dot and the first', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((s) => dotSector(s, 7))).toEqual([1, 4, 7, 10, 13, 16, 17]);
    expect([0, 1, 2, 3, 4, 5].map((s) => dotSector(s, 6))).toEqual([1, 4, 7, 10, 13, 16]);
  });
});
