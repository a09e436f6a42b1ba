import { describe, expect, it } from 'vitest';
import {
  LOCATIONS,
  LOCATION_BY_KEY,
  TERRITORIES,
  TERRITORY_IDS,
  locationKey,
  locationsOfTerritory,
} from '../../src/data/index.ts';
import { boardTerritories } from '../../src/data/governorMap.ts';

function consecutive(a: number, b: number): boolean {
  const d = (((a - b) % 18) + 18) % 18;
  return d === 1 || d === 17;
}

describe('locations: the sector-level graph (rules 000 §9.C.2.c)', () => {
  it('has 86 locations with unique keys `${territory}:${sector}` (and one for each quarter of 000 XXXIV)', () => {
    expect(LOCATIONS).toHaveLength(86 + 2);
    expect(LOCATION_BY_KEY.size).toBe(86 + 2);
    for (const l of LOCATIONS) {
      expect(l.key).toBe(locationKey(l.territory, l.sector));
      expect(LOCATION_BY_KEY.get(l.key)).toBe(l);
    }
    expect(locationKey('imperialBasin', 9)).toBe('imperialBasin:9');
    expect(locationKey('polarSink', -1)).toBe('polarSink:-1');
  });

  it("§9.C.2.d: every territory's locations cover exactly its sectors (Polar Sink: sector -1)", () => {
    for (const t of TERRITORY_IDS) {
      const expected = t === 'polarSink' ? [-1] : [...TERRITORIES[t].sectors];
      const keys = locationsOfTerritory(t);
      expect(
        keys.map((k) => LOCATION_BY_KEY.get(k)?.sector),
        t,
      ).toEqual(expected);
      expect(
        keys.every((k) => LOCATION_BY_KEY.get(k)?.territory === t),
        t,
      ).toBe(true);
      expect(
        LOCATIONS.filter((l) => l.territory === t).map((l) => l.key),
        t,
      ).toEqual(keys);
    }
  });

  it('is symmetric, irreflexive, without duplicates, and references valid keys', () => {
    for (const l of LOCATIONS) {
      expect(new Set(l.neighbours).size, l.key).toBe(l.neighbours.length);
      for (const n of l.neighbours) {
        const other = LOCATION_BY_KEY.get(n);
        expect(other, `${l.key} -> ${n}`).toBeDefined();
        expect(n).not.toBe(l.key);
        expect(other?.neighbours, `${n} should list ${l.key}`).toContain(l.key);
      }
    }
    expect(LOCATIONS.reduce((sum, l) => sum + l.neighbours.length, 0) / 2).toBe(190);
  });

  it('joins two locations only within a territory (consecutive sectors) or across adjacent territories', () => {
    for (const l of LOCATIONS) {
      for (const n of l.neighbours) {
        const other = LOCATION_BY_KEY.get(n)!;
        if (other.territory === l.territory) {
          expect(consecutive(l.sector, other.sector), `${l.key} -> ${n}`).toBe(true);
        } else {
          expect(TERRITORIES[l.territory].adjacent, `${l.key} -> ${n}`).toContain(other.territory);
          if (l.sector >= 0 && other.sector >= 0) {
            expect(l.sector === other.sector || consecutive(l.sector, other.sector), `${l.key} -> ${n}`).toBe(true);
          }
        }
      }
    }
  });

  it('§9.C.2.c: the sectors of one territory form a chain, so forces can move inside it sector by sector', () => {
    for (const t of TERRITORY_IDS) {
      const keys = locationsOfTerritory(t);
      for (const a of keys) {
        const la = LOCATION_BY_KEY.get(a)!;
        for (const b of keys) {
          const lb = LOCATION_BY_KEY.get(b)!;
          expect(la.neighbours.includes(b), `${a} / ${b}`).toBe(consecutive(la.sector, lb.sector));
        }
      }
    }
  });

  it('every pair of adjacent territories shares at least one border between locations', () => {
    for (const t of boardTerritories({})) {
      for (const other of TERRITORIES[t].adjacent) {
        const touching = locationsOfTerritory(t).some((k) =>
          LOCATION_BY_KEY.get(k)!.neighbours.some((n) => LOCATION_BY_KEY.get(n)!.territory === other),
        );
        expect(touching, `${t} / ${other}`).toBe(true);
      }
    }
  });

  it('the Polar Sink borders locations of exactly its adjacent territories', () => {
    const polar = LOCATION_BY_KEY.get('polarSink:-1')!;
    const territories = new Set(polar.neighbours.map((n) => LOCATION_BY_KEY.get(n)!.territory));
    expect([...territories].sort()).toEqual([...TERRITORIES.polarSink.adjacent].sort());
    expect(polar.neighbours).toContain('imperialBasin:8');
    expect(polar.neighbours).not.toContain('imperialBasin:10');
  });
});
