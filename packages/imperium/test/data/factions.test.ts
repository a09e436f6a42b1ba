import { describe, expect, it } from 'vitest';
import { FACTIONS, FACTION_TRACKS } from '../../src/index.ts';

describe('influence tracks (rules 002 FACTIONS)', () => {
  it('four tracks: 1 VP at 2 influence, a bonus at 4, the Alliance (1 VP) to the first at 4', () => {
    for (const faction of FACTIONS) {
      const track = FACTION_TRACKS[faction];
      expect(track.faction).toBe(faction);
      expect(track.victoryPointAt).toBe(2);
      expect(track.bonusAt).toBe(4);
      expect(track.alliance).toEqual({ at: 4, victoryPoints: 1 });
      expect(track.bonus.length).toBeGreaterThan(0);
    }
  });

  it('rules 002 MATÉRIEL: French Faction names', () => {
    expect(FACTIONS.map((f) => FACTION_TRACKS[f].name.fr)).toEqual([
      'Empereur',
      'Guilde Spatiale',
      'Bene Gesserit',
      'Fremen',
    ]);
  });
});
