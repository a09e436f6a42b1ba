import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverEventText } from '../../src/game/serverEvents.ts';
import { CATALOGUES } from '../../src/i18n/catalogues.ts';
import { UI_LANGUAGES } from '../../src/i18n/index.ts';

const seatName = (seat: number) => ['Alia (Atréides)', 'Feyd (Harkonnen)'][seat] ?? `#${seat}`;

beforeAll(async () => {
  await i18next.init({
    resources: Object.fromEntries(UI_LANGUAGES.map((l) => [l, { translation: CATALOGUES[l] }])),
    lng: 'fr',
    interpolation: { escapeValue: false },
  });
});

describe('the events the server adds to a log (deadlines, stand-in bots)', () => {
  it('are sentences in every language, with the seat, the bot level and the count', async () => {
    for (const lang of UI_LANGUAGES) {
      await i18next.changeLanguage(lang);
      const t = i18next.t.bind(i18next);
      const standIn = serverEventText(t, seatName, {
        type: 'seatStandIn',
        params: { seat: 1, level: 'random', missed: 3 },
      })!;
      expect(standIn).toContain('Feyd (Harkonnen)');
      expect(standIn).toContain('3');
      expect(standIn).toContain(t('ui.botRandom'));
      expect(standIn).not.toMatch(/\{\{|serverEvents\./);
      for (const timer of ['move', 'bid']) {
        const line = serverEventText(t, seatName, { type: 'timeout', params: { seat: 0, timer } })!;
        expect(line).toContain('Alia (Atréides)');
        expect(line).not.toMatch(/\{\{|serverEvents\./);
      }
    }
    await i18next.changeLanguage('fr');
    expect(
      serverEventText(i18next.t.bind(i18next), seatName, {
        type: 'seatStandIn',
        params: { seat: 0, level: 'hard', missed: 2 },
      }),
    ).toBe(
      'Alia (Atréides) a manqué 2 délais de suite : un remplaçant joue désormais sa place (Bot mentat — difficile).',
    );
  });

  it('leave a game’s own events to the game', () => {
    expect(serverEventText(i18next.t.bind(i18next), seatName, { type: 'stormMoved', params: {} })).toBeNull();
  });
});
