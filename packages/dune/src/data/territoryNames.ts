import type { LocalizedName } from './names.ts';
import type { TerritoryId } from './territories.ts';

/** French name and Dutch name are the same: the Dutch rulebook (003) keeps the French names printed on the board. */
function sameInFrenchAndDutch(fr: string, en: string): LocalizedName {
  return { fr, en, nl: fr };
}

/**
 * Display names of the 42 territories and of the two south quarters of 000 XXXIV.
 * French: the names used by rules 000 (the 15 spice cards of annexe 4; Cuvette Polaire, Mur du Bouclier,
 * Bassin Impérial, Mesa Molle, Sietch de Tuek, Sietch Tabr, Sietch de la Chaîne de Habbanya, Faux Mur-Sud,
 * Faux Mur-Ouest, Carthag, Arrakeen in the rules text and annexe 3); the others are consistent translations.
 */
export const TERRITORY_NAMES = {
  polarSink: sameInFrenchAndDutch('Cuvette Polaire', 'Polar Sink'),
  imperialBasin: sameInFrenchAndDutch('Bassin Impérial', 'Imperial Basin'),
  carthag: sameInFrenchAndDutch('Carthag', 'Carthag'),
  arrakeen: sameInFrenchAndDutch('Arrakeen', 'Arrakeen'),
  tueksSietch: sameInFrenchAndDutch('Sietch de Tuek', "Tuek's Sietch"),
  sietchTabr: sameInFrenchAndDutch('Sietch Tabr', 'Sietch Tabr'),
  habbanyaSietch: sameInFrenchAndDutch('Sietch de la Chaîne de Habbanya', 'Habbanya Sietch'),
  cielagoNorth: sameInFrenchAndDutch('Cielago-Nord', 'Cielago North'),
  cielagoDepression: sameInFrenchAndDutch('Dépression de Cielago', 'Cielago Depression'),
  meridian: sameInFrenchAndDutch('Méridien', 'Meridian'),
  cielagoSouth: sameInFrenchAndDutch('Cielago-Sud', 'Cielago South'),
  cielagoEast: sameInFrenchAndDutch('Cielago-Est', 'Cielago East'),
  hargPass: sameInFrenchAndDutch('Passe de Harg', 'Harg Pass'),
  falseWallSouth: sameInFrenchAndDutch('Faux Mur-Sud', 'False Wall South'),
  falseWallEast: sameInFrenchAndDutch('Faux Mur-Est', 'False Wall East'),
  theMinorErg: sameInFrenchAndDutch('Petit Erg', 'The Minor Erg'),
  pastyMesa: sameInFrenchAndDutch('Mesa Molle', 'Pasty Mesa'),
  redChasm: sameInFrenchAndDutch('Abîme Rouge', 'Red Chasm'),
  southMesa: sameInFrenchAndDutch('Mesa du Sud', 'South Mesa'),
  basin: sameInFrenchAndDutch('Bassin', 'Basin'),
  rimWallWest: sameInFrenchAndDutch('Bordure Ouest', 'Rim Wall West'),
  holeInTheRock: sameInFrenchAndDutch('Trou dans le Roc', 'Hole in the Rock'),
  sihayaRidge: sameInFrenchAndDutch('Chaîne de la Sihaya', 'Sihaya Ridge'),
  shieldWall: sameInFrenchAndDutch('Mur du Bouclier', 'Shield Wall'),
  garaKulon: sameInFrenchAndDutch('Gara Kulon', 'Gara Kulon'),
  oldGap: sameInFrenchAndDutch('Gouffre de Oh', 'Old Gap'),
  brokenLand: sameInFrenchAndDutch('Terre Brisée', 'Broken Land'),
  tsimpo: sameInFrenchAndDutch('Tsimpo', 'Tsimpo'),
  arsunt: sameInFrenchAndDutch('Arsunt', 'Arsunt'),
  rockOutcroppings: sameInFrenchAndDutch('Affleurements Rocheux', 'Rock Outcroppings'),
  plasticBasin: sameInFrenchAndDutch('Bassin Plastique', 'Plastic Basin'),
  haggaBasin: sameInFrenchAndDutch('Bassin de Hagga', 'Hagga Basin'),
  bightOfTheCliff: sameInFrenchAndDutch('Anse de la Falaise', 'Bight of the Cliff'),
  funeralPlain: sameInFrenchAndDutch('Plaine Funèbre', 'Funeral Plain'),
  theGreatFlat: sameInFrenchAndDutch('La Grande Plaine', 'The Great Flat'),
  windPass: sameInFrenchAndDutch('Col du Vent', 'Wind Pass'),
  theGreaterFlat: sameInFrenchAndDutch('La Plus Grande Plaine', 'The Greater Flat'),
  habbanyaErg: sameInFrenchAndDutch('Erg de Habbanya', 'Habbanya Erg'),
  falseWallWest: sameInFrenchAndDutch('Faux Mur-Ouest', 'False Wall West'),
  windPassNorth: sameInFrenchAndDutch('Col du Vent-Nord', 'Wind Pass North'),
  habbanyaRidgeFlat: sameInFrenchAndDutch('Plaine de la Chaîne de Habbanya', 'Habbanya Ridge Flat'),
  cielagoWest: sameInFrenchAndDutch('Cielago-Ouest', 'Cielago West'),
  // 000 XXXIV "divisées en deux quartiers, nord et sud": named like the board's Cielago-Sud, Faux Mur-Sud.
  arrakeenSouth: sameInFrenchAndDutch('Arrakeen-Sud', 'Arrakeen South'),
  carthagSouth: sameInFrenchAndDutch('Carthag-Sud', 'Carthag South'),
} as const satisfies Record<TerritoryId, LocalizedName>;
