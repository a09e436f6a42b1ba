import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { timeLeft } from '../../src/game/Countdown.tsx';
import { CATALOGUES } from '../../src/i18n/catalogues.ts';
import { UI_LANGUAGES } from '../../src/i18n/index.ts';

async function translator(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: Object.fromEntries(UI_LANGUAGES.map((l) => [l, { translation: CATALOGUES[l] }])),
    lng,
    interpolation: { escapeValue: false },
  });
  return (key: string, params: Record<string, number>) => i18n.t(key, params);
}

describe('the time left to decide', () => {
  it('reads in seconds, then as a clock, then in days and hours (a seven-day move time is not 168:00:00)', async () => {
    const fr = await translator('fr');
    expect(timeLeft(42, fr)).toBe('42 s');
    expect(timeLeft(245, fr)).toBe('4:05');
    expect(timeLeft(3_723, fr)).toBe('1:02:03');
    expect(timeLeft(86_399, fr)).toBe('23:59:59');
    expect(timeLeft(7 * 86_400, fr)).toBe('7 j 0 h');
    expect(timeLeft(2 * 86_400 + 5 * 3_600 + 59, fr)).toBe('2 j 5 h');
    expect(timeLeft(7 * 86_400, await translator('en'))).toBe('7 d 0 h');
    expect(timeLeft(7 * 86_400, await translator('nl'))).toBe('7 d 0 u');
  });
});
