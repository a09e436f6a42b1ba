import type { Faction } from '@arrakis/dune';
import { atreides } from './atreides.ts';
import { beneGesserit } from './beneGesserit.ts';
import { emperor } from './emperor.ts';
import { fremen } from './fremen.ts';
import { guild } from './guild.ts';
import { harkonnen } from './harkonnen.ts';
import type { FactionTuning } from './tuning.ts';

export const TUNING: Readonly<Record<Faction, FactionTuning>> = {
  atreides,
  harkonnen,
  emperor,
  guild,
  fremen,
  beneGesserit,
};
export type { FactionTuning } from './tuning.ts';
