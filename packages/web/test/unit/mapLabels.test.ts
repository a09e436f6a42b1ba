import { TERRITORIES } from '@arrakis/dune';
import { describe, expect, it } from 'vitest';
import { CHAR_WIDTH, fitLabel, LINE_HEIGHT } from '../../src/game/board/labels.ts';
import { computeLayout, SECTOR_COUNT, type Band } from '../../src/game/board/layout.ts';

const BANDS = Object.values(computeLayout().bands) as Band[];
const arcWidth = (band: Band) => ((band.inner + band.outer) / 2) * ((band.sectors.length * 2 * Math.PI) / SECTOR_COUNT);
/** The board is drawn about 780 px wide on a 1440×900 screen: 7.5 units is a 6 px font, still readable there. */
const READABLE_FONT = 7.5;

describe('territory names on the Dune map (issue 14)', () => {
  for (const lang of ['fr', 'en', 'nl'] as const) {
    it(`${lang}: every territory shows its full name, inside its band, at a readable size`, () => {
      for (const band of BANDS) {
        const name = TERRITORIES[band.territory].name[lang];
        const label = fitLabel(name, arcWidth(band), band.outer - band.inner);
        expect(label.lines.join(' ').replace(/- /g, '-'), band.territory).toBe(name);
        expect(label.fontSize, band.territory).toBeGreaterThanOrEqual(READABLE_FONT);
        const longest = Math.max(...label.lines.map((l) => l.length));
        expect(longest * CHAR_WIDTH * label.fontSize, band.territory).toBeLessThanOrEqual(arcWidth(band));
        const blockHeight = label.lines.length * LINE_HEIGHT * label.fontSize;
        expect(blockHeight / 2 + label.lift, band.territory).toBeLessThanOrEqual((band.outer - band.inner) / 2);
      }
    });
  }

  it('the Dutch map keeps the board’s French names (rules 003)', () => {
    for (const band of BANDS) {
      expect(TERRITORIES[band.territory].name.nl, band.territory).toBe(TERRITORIES[band.territory].name.fr);
    }
  });

  it('breaks a long name over lines at spaces or after a hyphen, never inside a word', () => {
    const label = fitLabel('Cielago-Nord', 40, 43);
    expect(label.lines).toEqual(['Cielago-', 'Nord']);
    expect(fitLabel('Arrakeen', 300, 200).lines).toEqual(['Arrakeen']);
  });
});
