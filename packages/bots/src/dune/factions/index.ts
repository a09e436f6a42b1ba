import type { Faction } from '@arrakis/dune';
import { atreides } from './atreides.ts';
import { beneGesserit } from './beneGesserit.ts';
import { emperor } from './emperor.ts';
import { fremen } from './fremen.ts';
import { guild } from './guild.ts';
import { harkonnen } from './harkonnen.ts';
import { tleilaxu } from './tleilaxu.ts';
import type { FactionTuning } from './tuning.ts';

export const TUNING: Readonly<Record<Faction, FactionTuning>> = {
  atreides,
  harkonnen,
  emperor,
  guild,
  fremen,
  beneGesserit,
  tleilaxu,
};
export type { FactionTuning } from './tuning.ts';
