import { describe, expect, it } from 'vitest';
import { STRONGHOLDS, TERRITORIES, TERRITORY_IDS, territoryName, type TerritoryId } from '../../src/data/index.ts';
import { boardTerritories, SOUTH_QUARTERS } from '../../src/data/governorMap.ts';

/** The classic board: without the south quarters of 000 XXXIV (test/variants/governor.test.ts has their map). */
const CLASSIC = boardTerritories({});

/** rules 000 annexe 4, "Texte des cartes Epices": the 15 territory cards and their amounts. */
const ANNEXE_4_SPICE: Readonly<Partial<Record<TerritoryId, number>>> = {
  habbanyaRidgeFlat: 10,
  oldGap: 6,
  funeralPlain: 6,
  cielagoSouth: 10,
  sihayaRidge: 6,
  cielagoNorth: 8,
  brokenLand: 8,
  southMesa: 10,
  windPassNorth: 6,
  theMinorErg: 8,
  habbanyaErg: 8,
  rockOutcroppings: 6,
  haggaBasin: 6,
  redChasm: 8,
  theGreatFlat: 10,
};

describe('territories (board, rules 000 annexe 1)', () => {
  it('has 42 territories, Polar Sink included, with unique ids matching their keys (and 000 XXXIV’s two quarters)', () => {
    expect(CLASSIC).toHaveLength(42);
    expect(TERRITORY_IDS).toEqual([...CLASSIC, ...SOUTH_QUARTERS]);
    expect(new Set(TERRITORY_IDS).size).toBe(44);
    expect(Object.keys(TERRITORIES).sort()).toEqual([...TERRITORY_IDS].sort());
    for (const id of TERRITORY_IDS) expect(TERRITORIES[id].id).toBe(id);
    expect(TERRITORY_IDS).toContain('polarSink');
  });

  it('§4: five strongholds (red territories)', () => {
    expect([...STRONGHOLDS].sort()).toEqual(['arrakeen', 'carthag', 'habbanyaSietch', 'sietchTabr', 'tueksSietch']);
    const byKind = CLASSIC.filter((id) => TERRITORIES[id].kind === 'stronghold');
    expect([...byKind].sort()).toEqual([...STRONGHOLDS].sort());
  });

  it('§9.C.2.e: the Polar Sink is the only polar territory and lies in no sector', () => {
    const polar = TERRITORY_IDS.filter((id) => TERRITORIES[id].kind === 'polarSink');
    expect(polar).toEqual(['polarSink']);
    expect(TERRITORIES.polarSink.sectors).toEqual([]);
  });

  it('"Composition du jeu": every other territory lies in sectors 0..17, and the 18 sectors are all covered', () => {
    const covered = new Set<number>();
    for (const id of TERRITORY_IDS) {
      if (id === 'polarSink') continue;
      const { sectors } = TERRITORIES[id];
      expect(sectors.length, id).toBeGreaterThan(0);
      expect(new Set(sectors).size, id).toBe(sectors.length);
      for (const s of sectors) {
        expect(Number.isInteger(s), id).toBe(true);
        expect(s, id).toBeGreaterThanOrEqual(0);
        expect(s, id).toBeLessThanOrEqual(17);
        covered.add(s);
      }
    }
    expect([...covered].sort((a, b) => a - b)).toEqual(Array.from({ length: 18 }, (_, i) => i));
  });

  it('adjacency is symmetric, irreflexive and references valid ids', () => {
    const ids = new Set<string>(CLASSIC);
    for (const id of CLASSIC) {
      const { adjacent } = TERRITORIES[id];
      expect(new Set(adjacent).size, id).toBe(adjacent.length);
      for (const other of adjacent) {
        expect(ids.has(other), `${id} -> ${other}`).toBe(true);
        expect(other, id).not.toBe(id);
        expect(TERRITORIES[other].adjacent, `${other} should list ${id}`).toContain(id);
      }
    }
  });

  it('the Polar Sink borders the eight territories of the reference board', () => {
    expect([...TERRITORIES.polarSink.adjacent].sort()).toEqual(
      [
        'arsunt',
        'cielagoNorth',
        'falseWallEast',
        'haggaBasin',
        'hargPass',
        'imperialBasin',
        'windPass',
        'windPassNorth',
      ].sort(),
    );
  });

  it("§9.C.2.a.1 example: Tuek's Sietch -> Pasty Mesa -> Shield Wall -> Imperial Basin is a chain of borders", () => {
    expect(TERRITORIES.tueksSietch.adjacent).toContain('pastyMesa');
    expect(TERRITORIES.pastyMesa.adjacent).toContain('shieldWall');
    expect(TERRITORIES.shieldWall.adjacent).toContain('imperialBasin');
  });

  it('annexe 4: exactly 15 territories hold spice, with the card amounts (Cielago South 10)', () => {
    const withSpice = TERRITORY_IDS.filter((id) => TERRITORIES[id].spiceAmount !== null);
    expect(withSpice).toHaveLength(15);
    const actual = Object.fromEntries(withSpice.map((id) => [id, TERRITORIES[id].spiceAmount]));
    expect(actual).toEqual(ANNEXE_4_SPICE);
    expect(TERRITORIES.cielagoSouth.spiceAmount).toBe(10);
  });

  it('§7.A.1: each spice sector belongs to its territory, and only sand holds spice', () => {
    for (const id of TERRITORY_IDS) {
      const t = TERRITORIES[id];
      expect(t.spiceSector === null, id).toBe(t.spiceAmount === null);
      if (t.spiceSector !== null) {
        expect(t.sectors, id).toContain(t.spiceSector);
        expect(t.kind, id).toBe('sand');
      }
    }
  });

  it('§6.C and annexe 4 (Atomiques de Famille): the Shield Wall shelters Imperial Basin, Arrakeen and Carthag', () => {
    const sheltered = CLASSIC.filter((id) => TERRITORIES[id].protectedByShieldWall);
    expect([...sheltered].sort()).toEqual(['arrakeen', 'carthag', 'imperialBasin']);
    expect(TERRITORIES.imperialBasin.kind).toBe('sand');
    expect(TERRITORIES.shieldWall.kind).toBe('rock');
  });

  it('uses the French names of rules 000', () => {
    expect(territoryName('polarSink', 'fr')).toBe('Cuvette Polaire');
    expect(territoryName('shieldWall', 'fr')).toBe('Mur du Bouclier');
    expect(territoryName('pastyMesa', 'fr')).toBe('Mesa Molle');
    expect(territoryName('habbanyaSietch', 'fr')).toBe('Sietch de la Chaîne de Habbanya');
    expect(territoryName('falseWallSouth', 'fr')).toBe('Faux Mur-Sud');
    expect(territoryName('cielagoSouth', 'fr')).toBe('Cielago-Sud');
    expect(territoryName('theGreatFlat', 'en')).toBe('The Great Flat');
  });
});
