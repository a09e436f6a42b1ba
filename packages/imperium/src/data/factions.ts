import { intrigue, recruit, solari, water } from '../dsl/build.ts';
import type { FactionTrack } from '../dsl/content.ts';
import type { Faction } from '../dsl/primitives.ts';

const track = (faction: Faction, name: FactionTrack['name'], bonus: FactionTrack['bonus']): FactionTrack => ({
  faction,
  name,
  victoryPointAt: 2,
  bonusAt: 4,
  bonus,
  alliance: { at: 4, victoryPoints: 1 },
  maxInfluence: 6,
});

/**
 * The four influence tracks (rules 002 FACTIONS): 1 VP at 2 influence, the track's bonus at 4, the Alliance token
 * (worth 1 VP) to the first to reach 4. The bonuses are printed on the board, not in the rulebook: see
 * docs/content-doubts.md.
 */
export const FACTION_TRACKS = {
  emperor: track('emperor', { en: 'Emperor', fr: 'Empereur', nl: 'Keizer' }, [recruit(2)]),
  spacingGuild: track('spacingGuild', { en: 'Spacing Guild', fr: 'Guilde Spatiale', nl: 'Ruimtegilde' }, [solari(3)]),
  beneGesserit: track('beneGesserit', { en: 'Bene Gesserit', fr: 'Bene Gesserit', nl: 'Bene Gesserit' }, [intrigue(1)]),
  fremen: track('fremen', { en: 'Fremen', fr: 'Fremen', nl: 'Fremen' }, [water(1)]),
} as const satisfies Record<Faction, FactionTrack>;
