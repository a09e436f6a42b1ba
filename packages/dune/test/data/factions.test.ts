import { describe, expect, it } from 'vitest';
import {
  FACTIONS,
  FACTION_DATA,
  FORCES_PER_FACTION,
  FREMEN_START_FORCES,
  FREMEN_START_TERRITORIES,
  TERRITORIES,
  locationKey,
  LOCATION_BY_KEY,
  type Faction,
} from '../../src/data/index.ts';

/** rules 000 annexe 3, "Fonds" and "Enrôlement gratuit" of each faction. */
const ANNEXE_3: Readonly<Record<Faction, { readonly spice: number; readonly freeRevival: number }>> = {
  atreides: { spice: 10, freeRevival: 2 },
  harkonnen: { spice: 10, freeRevival: 2 },
  emperor: { spice: 10, freeRevival: 1 },
  guild: { spice: 5, freeRevival: 1 },
  fremen: { spice: 3, freeRevival: 3 },
  beneGesserit: { spice: 5, freeRevival: 1 },
  // rules 000 XXXVII "de 10 épices"; tokens living in the tanks, nothing to revive free.
  tleilaxu: { spice: 10, freeRevival: 0 },
};

describe('factions (rules 000 annexe 3)', () => {
  it("has the six factions and 000 XXXVII's Bene Tleilax with their data under their own key", () => {
    expect(FACTIONS).toEqual(['atreides', 'harkonnen', 'emperor', 'guild', 'fremen', 'beneGesserit', 'tleilaxu']);
    expect(Object.keys(FACTION_DATA).sort()).toEqual([...FACTIONS].sort());
    for (const f of FACTIONS) expect(FACTION_DATA[f].id).toBe(f);
  });

  it('annexe 3: starting spice and free revival', () => {
    for (const f of FACTIONS) {
      expect({ spice: FACTION_DATA[f].startingSpice, freeRevival: FACTION_DATA[f].freeRevival }, f).toEqual(
        ANNEXE_3[f],
      );
    }
  });

  it("annexe 3: each faction's 20 tokens are its starting forces on the board plus its reserves", () => {
    expect(FORCES_PER_FACTION).toBe(20);
    for (const f of FACTIONS) {
      const d = FACTION_DATA[f];
      const onBoard = d.startingForces.reduce((sum, s) => sum + s.count, 0);
      const toPlace = d.fremenPlacement ? FREMEN_START_FORCES : 0;
      expect(onBoard + toPlace + d.startingReserves, f).toBe(FORCES_PER_FACTION);
    }
  });

  it('annexe 3: starting positions', () => {
    const positions = (f: Faction) => FACTION_DATA[f].startingForces.map((s) => [s.territory, s.sector, s.count]);
    expect(positions('atreides')).toEqual([['arrakeen', 9, 10]]);
    expect(positions('harkonnen')).toEqual([['carthag', 10, 10]]);
    expect(positions('emperor')).toEqual([]);
    expect(positions('guild')).toEqual([['tueksSietch', 4, 5]]);
    expect(positions('fremen')).toEqual([]);
    expect(positions('beneGesserit')).toEqual([['polarSink', -1, 1]]);
    for (const f of FACTIONS) {
      for (const s of FACTION_DATA[f].startingForces) {
        expect(LOCATION_BY_KEY.has(locationKey(s.territory, s.sector)), `${f} ${s.territory}:${s.sector}`).toBe(true);
      }
    }
  });

  it('annexe 3 (Fremen): 10 tokens placed at will in Sietch Tabr, False Wall South and False Wall West', () => {
    expect(FREMEN_START_FORCES).toBe(10);
    expect([...FREMEN_START_TERRITORIES].sort()).toEqual(['falseWallSouth', 'falseWallWest', 'sietchTabr']);
    expect(FACTIONS.filter((f) => FACTION_DATA[f].fremenPlacement)).toEqual(['fremen']);
    for (const t of FREMEN_START_TERRITORIES) expect(TERRITORIES[t].kind).not.toBe('sand');
  });

  it('§8.G and annexe 3 (Harkonnen): hand limit 4, Harkonnen 8; one starting card, Harkonnen 2 (§3.E.5)', () => {
    for (const f of FACTIONS) {
      const harkonnen = f === 'harkonnen';
      expect(FACTION_DATA[f].treacheryHandLimit, f).toBe(harkonnen ? 8 : 4);
      expect(FACTION_DATA[f].startingTreacheryCards, f).toBe(harkonnen ? 2 : 1);
    }
  });

  it('uses the French faction names of rules 000, seven distinct colours and symbols (000 XXXVII)', () => {
    expect(FACTIONS.map((f) => FACTION_DATA[f].name.fr)).toEqual([
      'Atréides',
      'Harkonnen',
      'Empereur',
      'Guilde',
      'Fremen',
      'Bene Gesserit',
      'Bene Tleilax',
    ]);
    const colours = FACTIONS.map((f) => FACTION_DATA[f].colour);
    expect(new Set(colours).size).toBe(7);
    for (const c of colours) expect(c).toMatch(/^#[0-9A-F]{6}$/);
    const symbols = FACTIONS.map((f) => FACTION_DATA[f].symbol);
    expect(new Set(symbols).size).toBe(7);
    for (const s of symbols) expect(s.length).toBeGreaterThan(0);
  });
});
