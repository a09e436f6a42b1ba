import type { GameReview } from '@arrakis/engine';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../src/i18n/catalogues.ts';
import { UI_LANGUAGES } from '../../src/i18n/index.ts';
import { WinChart } from '../../src/replay/WinChart.tsx';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    resources: Object.fromEntries(UI_LANGUAGES.map((l) => [l, { translation: CATALOGUES[l] }])),
    lng: 'fr',
    interpolation: { escapeValue: false },
  });
});

/** A review as docs/records.md "Over HTTP" describes it: two seats, four turns, two key moments. */
const review: GameReview = {
  game: 'dune',
  seats: [0, 1],
  points: [
    { turn: 0, at: 0, chances: [0.5, 0.5] },
    { turn: 1, at: 20, chances: [0.55, 0.45] },
    { turn: 2, at: 41, chances: [0.2, 0.8] },
    { turn: 3, at: 66, chances: [0.1, 0.9] },
  ],
  moments: [
    {
      turn: 2,
      at: 33,
      seat: 0,
      swing: 0.35,
      before: 0.55,
      after: 0.2,
      played: { type: 'pass' },
      preferred: { type: 'bid', amount: 3 },
    },
    {
      turn: 3,
      at: 50,
      seat: 1,
      swing: 0.1,
      before: 0.8,
      after: 0.9,
      played: { type: 'pass' },
      preferred: { type: 'pass' },
    },
  ],
  searched: { bot: 'ismcts-medium', simulationsPerPoint: 200, ms: 1234 },
};

describe('the win-chance chart (issue 22)', () => {
  it('draws one line per seat in its faction colour, marks the moments and says them in words', () => {
    const html = renderToStaticMarkup(
      createElement(WinChart, { review, names: ['Anne', 'Bert'], roles: ['atreides', 'harkonnen'] }),
    );
    expect(html.match(/<polyline/g)).toHaveLength(2);
    expect(html.match(/data-testid="chart-moment"/g)).toHaveLength(2);
    expect(html.match(/data-testid="key-moment"/g)).toHaveLength(2);
    // Atreides green, Harkonnen black (the factions' own colours), with a dash for the second seat.
    expect(html).toMatch(/<polyline data-seat="0" fill="none" stroke="#[0-9a-f]{6}" stroke-width="2" points=/i);
    expect(html).toContain('stroke-dasharray="6 3"');
    expect(html).toContain('Tour 2');
    expect(html).toContain('Anne passe de 55 % à 20 %');
    expect(html).toContain('Le bot préférait');
    // Where the search agreed, no alternative is named.
    expect(html.split('Le bot préférait')).toHaveLength(2);
    // The final chances in the legend.
    expect(html).toContain('Bert 90 %');
  });
});
