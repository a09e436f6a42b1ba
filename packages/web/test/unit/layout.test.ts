import { describe, expect, it } from 'vitest';
import { QUARTERS_OF, SOUTH_QUARTERS, TERRITORIES, TERRITORY_IDS } from '@arrakis/dune';
import { computeLayout, sectorSpan } from '../../src/game/board/layout.ts';

describe('board layout', () => {
  const layout = computeLayout();

  it('draws every one of the 42 territories but the Polar Sink as a band over its own sectors', () => {
    expect(TERRITORY_IDS.filter((id) => !SOUTH_QUARTERS.includes(id))).toHaveLength(42);
    for (const id of TERRITORY_IDS) {
      if (id === 'polarSink' || SOUTH_QUARTERS.includes(id)) continue;
      const band = layout.bands[id];
      expect(band, id).toBeDefined();
      expect([...band!.sectors].sort()).toEqual([...TERRITORIES[id].sectors].sort());
      expect(band!.outer).toBeGreaterThan(band!.inner);
      const { first, count } = sectorSpan(band!.sectors);
      const covered = Array.from({ length: count }, (_, i) => (first + i) % 18).sort();
      expect(covered, `${id} sectors are consecutive`).toEqual([...band!.sectors].sort());
    }
  });

  it('never lets two bands overlap in a sector', () => {
    for (let sector = 0; sector < 18; sector++) {
      const here = Object.values(layout.bands).filter((b) => b.sectors.includes(sector));
      for (const a of here) {
        for (const b of here) {
          if (a === b) continue;
          const overlap = Math.min(a.outer, b.outer) - Math.max(a.inner, b.inner);
          expect(overlap, `${a.territory} / ${b.territory} in sector ${sector}`).toBeLessThanOrEqual(0.001);
        }
      }
    }
  });

  // rules 000 XXXIV: the capitals' bands split, the north quarter toward the pole, the south one toward the rim.
  it('with the Governor, splits Arrakeen and Carthag into a north and a south half, without overlap', () => {
    const governed = computeLayout(true);
    for (const [north, south] of Object.values(QUARTERS_OF)) {
      const city = layout.bands[north]!;
      expect(governed.bands[north]).toMatchObject({ inner: city.inner, sectors: city.sectors });
      expect(governed.bands[south]).toMatchObject({ outer: city.outer, sectors: city.sectors });
      expect(governed.bands[north]!.outer).toBeCloseTo(governed.bands[south]!.inner);
      expect(layout.bands[south]).toBeUndefined();
    }
    for (const a of Object.values(governed.bands))
      for (const b of Object.values(governed.bands))
        if (a !== b && a.sectors.some((s) => b.sectors.includes(s)))
          expect(
            Math.min(a.outer, b.outer) - Math.max(a.inner, b.inner),
            `${a.territory} / ${b.territory}`,
          ).toBeLessThanOrEqual(0.001);
  });
});
