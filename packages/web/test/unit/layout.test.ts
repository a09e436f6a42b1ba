import { describe, expect, it } from 'vitest';
import { TERRITORIES, TERRITORY_IDS } from '@arrakis/dune';
import { computeLayout, sectorSpan } from '../../src/game/board/layout.ts';

describe('board layout', () => {
  const layout = computeLayout();

  it('draws every one of the 42 territories but the Polar Sink as a band over its own sectors', () => {
    expect(TERRITORY_IDS).toHaveLength(42);
    for (const id of TERRITORY_IDS) {
      if (id === 'polarSink') continue;
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
});
