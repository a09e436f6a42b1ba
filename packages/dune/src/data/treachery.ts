import type { LocalizedName } from './names.ts';

/** The kinds of treachery card (rules 000 annexe 4, "Texte des cartes Traîtrises"). */
export type TreacheryKind =
  | 'projectileWeapon'
  | 'poisonWeapon'
  | 'projectileDefense'
  | 'poisonDefense'
  | 'lasgun'
  | 'cheapHero'
  | 'worthless'
  | 'truthtrance'
  | 'weatherControl'
  | 'hajr'
  | 'tleilaxuGhola'
  | 'familyAtomics'
  | 'karama'
  | 'harvester'
  | 'thumper'
  | 'coneOfSilence'
  | 'residualPoison';

/** The 33 cards of the original game (rules 000, correction 2 at the top). */
const BASE_CARD_IDS = [
  'projectileWeapon1',
  'projectileWeapon2',
  'projectileWeapon3',
  'projectileWeapon4',
  'poisonWeapon1',
  'poisonWeapon2',
  'poisonWeapon3',
  'poisonWeapon4',
  'shield1',
  'shield2',
  'shield3',
  'shield4',
  'snooper1',
  'snooper2',
  'snooper3',
  'snooper4',
  'lasgun',
  'cheapHero1',
  'cheapHero2',
  'cheapHero3',
  'kulon',
  'tripToGamont',
  'laLaLa',
  'baliset',
  'jubbaCloak',
  'truthtrance1',
  'truthtrance2',
  'weatherControl',
  'hajr',
  'tleilaxuGhola',
  'familyAtomics',
  'karama1',
  'karama2',
] as const;

/**
 * The ten cards the French edition adds from the "Le Duel" and "Moisson d'Epice" expansions (rules 000,
 * correction 2 at the top).
 */
const DESCARTES_CARD_IDS = [
  // from "Le Duel"
  'elaccaDrug',
  'snooperExtra',
  'kullWahad',
  'coneOfSilence',
  'residualPoison',
  // from "Moisson d'Epice"
  'huntingSeeker',
  'shieldExtra',
  'yaYaYawm',
  'thumper',
  'harvester',
] as const;

/** One id per physical card: 43 in all (rules 000 annexe 4, "Texte des cartes Traîtrises (43 cartes)"). */
export const TREACHERY_CARD_IDS = [...BASE_CARD_IDS, ...DESCARTES_CARD_IDS] as const;

export type TreacheryCardId = (typeof TREACHERY_CARD_IDS)[number];

export interface TreacheryCardData {
  readonly id: TreacheryCardId;
  readonly kind: TreacheryKind;
  readonly name: LocalizedName;
  /** 'descartes' for the ten cards added by the French edition (rules 000, correction 2). */
  readonly edition: 'base' | 'descartes';
}

// Names shared by several copies of a card. French: the type names of rules 000 annexe 4.
const PROJECTILE_WEAPON: LocalizedName = { fr: 'Projectile (arme)', en: 'Projectile Weapon', nl: 'Projectielwapen' };
const POISON_WEAPON: LocalizedName = { fr: 'Poison (arme)', en: 'Poison Weapon', nl: 'Gifwapen' };
const SHIELD: LocalizedName = { fr: 'Projectile (défense)', en: 'Shield', nl: 'Schild' };
const SNOOPER: LocalizedName = { fr: 'Poison (défense)', en: 'Snooper', nl: 'Gifsnuffelaar' };
const CHEAP_HERO: LocalizedName = {
  fr: 'Héros/Héroïne de pacotille',
  en: 'Cheap Hero/Heroine',
  nl: 'Held/heldin van niks',
};
const TRUTHTRANCE: LocalizedName = { fr: 'Transe de vérité', en: 'Truthtrance', nl: 'Waarheidstrance' };
const KARAMA: LocalizedName = { fr: 'Karama', en: 'Karama', nl: 'Karama' };

const TREACHERY_TABLE = {
  // rules 000 annexe 4: "Projectiles armes (5)", 4 in the base game
  projectileWeapon1: { id: 'projectileWeapon1', kind: 'projectileWeapon', name: PROJECTILE_WEAPON, edition: 'base' },
  projectileWeapon2: { id: 'projectileWeapon2', kind: 'projectileWeapon', name: PROJECTILE_WEAPON, edition: 'base' },
  projectileWeapon3: { id: 'projectileWeapon3', kind: 'projectileWeapon', name: PROJECTILE_WEAPON, edition: 'base' },
  projectileWeapon4: { id: 'projectileWeapon4', kind: 'projectileWeapon', name: PROJECTILE_WEAPON, edition: 'base' },
  // rules 000 annexe 4: "Poison arme (5)", 4 in the base game
  poisonWeapon1: { id: 'poisonWeapon1', kind: 'poisonWeapon', name: POISON_WEAPON, edition: 'base' },
  poisonWeapon2: { id: 'poisonWeapon2', kind: 'poisonWeapon', name: POISON_WEAPON, edition: 'base' },
  poisonWeapon3: { id: 'poisonWeapon3', kind: 'poisonWeapon', name: POISON_WEAPON, edition: 'base' },
  poisonWeapon4: { id: 'poisonWeapon4', kind: 'poisonWeapon', name: POISON_WEAPON, edition: 'base' },
  // rules 000 annexe 4: "Projectiles défense (5)", 4 in the base game
  shield1: { id: 'shield1', kind: 'projectileDefense', name: SHIELD, edition: 'base' },
  shield2: { id: 'shield2', kind: 'projectileDefense', name: SHIELD, edition: 'base' },
  shield3: { id: 'shield3', kind: 'projectileDefense', name: SHIELD, edition: 'base' },
  shield4: { id: 'shield4', kind: 'projectileDefense', name: SHIELD, edition: 'base' },
  // rules 000 annexe 4: "Poison défense (5)", 4 in the base game
  snooper1: { id: 'snooper1', kind: 'poisonDefense', name: SNOOPER, edition: 'base' },
  snooper2: { id: 'snooper2', kind: 'poisonDefense', name: SNOOPER, edition: 'base' },
  snooper3: { id: 'snooper3', kind: 'poisonDefense', name: SNOOPER, edition: 'base' },
  snooper4: { id: 'snooper4', kind: 'poisonDefense', name: SNOOPER, edition: 'base' },
  // rules 000 annexe 4: "Laser (1)"
  lasgun: { id: 'lasgun', kind: 'lasgun', name: { fr: 'Laser', en: 'Lasgun', nl: 'Laser' }, edition: 'base' },
  // rules 000 annexe 4: "Héros/Héroïnes de pacotille (3)"
  cheapHero1: { id: 'cheapHero1', kind: 'cheapHero', name: CHEAP_HERO, edition: 'base' },
  cheapHero2: { id: 'cheapHero2', kind: 'cheapHero', name: CHEAP_HERO, edition: 'base' },
  cheapHero3: { id: 'cheapHero3', kind: 'cheapHero', name: CHEAP_HERO, edition: 'base' },
  // rules 000 annexe 4: "Cartes sans valeur (7)", the five of the base game
  kulon: { id: 'kulon', kind: 'worthless', name: { fr: 'Kulon', en: 'Kulon', nl: 'Kulon' }, edition: 'base' },
  tripToGamont: {
    id: 'tripToGamont',
    kind: 'worthless',
    name: { fr: 'Voyage à Gamont', en: 'Trip to Gamont', nl: 'Reis naar Gamont' },
    edition: 'base',
  },
  laLaLa: {
    id: 'laLaLa',
    kind: 'worthless',
    name: { fr: 'La la la', en: 'La, La, La', nl: 'La la la' },
    edition: 'base',
  },
  baliset: {
    id: 'baliset',
    kind: 'worthless',
    name: { fr: 'Balisette', en: 'Baliset', nl: 'Baliset' },
    edition: 'base',
  },
  jubbaCloak: {
    id: 'jubbaCloak',
    kind: 'worthless',
    name: { fr: 'Cape jubba', en: 'Jubba Cloak', nl: 'Jubbamantel' },
    edition: 'base',
  },
  // rules 000 annexe 4: "Transes de vérité (2)"
  truthtrance1: { id: 'truthtrance1', kind: 'truthtrance', name: TRUTHTRANCE, edition: 'base' },
  truthtrance2: { id: 'truthtrance2', kind: 'truthtrance', name: TRUTHTRANCE, edition: 'base' },
  // rules 000 annexe 4: "Contrôle climatique (1)"
  weatherControl: {
    id: 'weatherControl',
    kind: 'weatherControl',
    name: { fr: 'Contrôle climatique', en: 'Weather Control', nl: 'Weerbeheersing' },
    edition: 'base',
  },
  // rules 000 annexe 4: "Carte de Hajr (1)"
  hajr: { id: 'hajr', kind: 'hajr', name: { fr: 'Hajr', en: 'Hajr', nl: 'Hajr' }, edition: 'base' },
  // rules 000 annexe 4: "Carte de Ghola Tleilaxu (1)"
  tleilaxuGhola: {
    id: 'tleilaxuGhola',
    kind: 'tleilaxuGhola',
    name: { fr: 'Ghola Tleilaxu', en: 'Tleilaxu Ghola', nl: 'Tleilaxu-ghola' },
    edition: 'base',
  },
  // rules 000 annexe 4: "Carte d'Atomiques de Famille (1)"
  familyAtomics: {
    id: 'familyAtomics',
    kind: 'familyAtomics',
    name: { fr: 'Atomiques de famille', en: 'Family Atomics', nl: 'Familieatoomwapens' },
    edition: 'base',
  },
  // rules 000 annexe 4: "Cartes de Karama (2)"
  karama1: { id: 'karama1', kind: 'karama', name: KARAMA, edition: 'base' },
  karama2: { id: 'karama2', kind: 'karama', name: KARAMA, edition: 'base' },
  // rules 000 correction 2, "Le Duel": 1 Poison Arme (Elacca Drug)
  elaccaDrug: {
    id: 'elaccaDrug',
    kind: 'poisonWeapon',
    name: { fr: 'Elacca Drug', en: 'Elacca Drug', nl: 'Elacca-drug' },
    edition: 'descartes',
  },
  // rules 000 correction 2, "Le Duel": 1 Poison Défense (Goûte-Poison)
  snooperExtra: {
    id: 'snooperExtra',
    kind: 'poisonDefense',
    name: { fr: 'Goûte-poison', en: 'Snooper', nl: 'Gifsnuffelaar' },
    edition: 'descartes',
  },
  // rules 000 correction 2, "Le Duel": 1 carte sans valeur (Kull Wahad)
  kullWahad: {
    id: 'kullWahad',
    kind: 'worthless',
    name: { fr: 'Kull Wahad !', en: 'Kull Wahad!', nl: 'Kull Wahad!' },
    edition: 'descartes',
  },
  // rules 000 correction 2, "Le Duel": 1 Cône de Silence
  coneOfSilence: {
    id: 'coneOfSilence',
    kind: 'coneOfSilence',
    name: { fr: 'Cône de silence', en: 'Cone of Silence', nl: 'Kegel van stilte' },
    edition: 'descartes',
  },
  // rules 000 correction 2, "Le Duel": 1 Poison Résiduel
  residualPoison: {
    id: 'residualPoison',
    kind: 'residualPoison',
    name: { fr: 'Poison résiduel', en: 'Residual Poison', nl: 'Restgif' },
    edition: 'descartes',
  },
  // rules 000 correction 2, "Moisson d'Epice": 1 Projectile Arme (Tueur Chercheur)
  huntingSeeker: {
    id: 'huntingSeeker',
    kind: 'projectileWeapon',
    name: { fr: 'Tueur chercheur', en: 'Hunter-Seeker', nl: 'Jager-zoeker' },
    edition: 'descartes',
  },
  // rules 000 correction 2, "Moisson d'Epice": 1 Projectile Défense (Bouclier)
  shieldExtra: {
    id: 'shieldExtra',
    kind: 'projectileDefense',
    name: { fr: 'Bouclier', en: 'Shield', nl: 'Schild' },
    edition: 'descartes',
  },
  // rules 000 correction 2, "Moisson d'Epice": 1 carte sans valeur (Ya! Ya! Yawm!)
  yaYaYawm: {
    id: 'yaYaYawm',
    kind: 'worthless',
    name: { fr: 'Ya! Ya! Yawm !', en: 'Ya! Ya! Yawm!', nl: 'Ya! Ya! Yawm!' },
    edition: 'descartes',
  },
  // rules 000 correction 2, "Moisson d'Epice": 1 Thumper
  thumper: {
    id: 'thumper',
    kind: 'thumper',
    name: { fr: 'Thumper', en: 'Thumper', nl: 'Thumper' },
    edition: 'descartes',
  },
  // rules 000 correction 2, "Moisson d'Epice": 1 Moissonneuse
  harvester: {
    id: 'harvester',
    kind: 'harvester',
    name: { fr: 'Moissonneuse', en: 'Harvester', nl: 'Oogstmachine' },
    edition: 'descartes',
  },
} as const satisfies Record<TreacheryCardId, TreacheryCardData>;

export const TREACHERY_CARDS: Readonly<Record<TreacheryCardId, TreacheryCardData>> = TREACHERY_TABLE;

/**
 * The cards of a deck, in a fixed order (shuffle before use, rules 000 §3.C). 'base33': the original deck, which
 * rules 000 correction 2 recommends; 'descartes43': the French edition's 43 cards (000 annexe 4).
 */
export function treacheryDeck(edition: 'base33' | 'descartes43'): readonly TreacheryCardId[] {
  return edition === 'base33' ? BASE_CARD_IDS : TREACHERY_CARD_IDS;
}

/**
 * rules 000, correction 2: the five treachery cards of the expansion "Le Duel" (among the French edition's ten),
 * added to the base deck when the duel is played (rules 000 §19.A.1, the box contents).
 */
export const DUEL_TREACHERY_CARDS = [
  'elaccaDrug',
  'snooperExtra',
  'kullWahad',
  'coneOfSilence',
  'residualPoison',
] as const satisfies readonly TreacheryCardId[];

/** The treachery deck of a game: the edition's, with the duel's five cards when they are not in it already. */
export function gameTreacheryDeck(options: {
  readonly treacheryDeck: 'base33' | 'descartes43';
  readonly duel?: boolean;
}): readonly TreacheryCardId[] {
  const deck = treacheryDeck(options.treacheryDeck);
  return options.duel && options.treacheryDeck === 'base33' ? [...deck, ...DUEL_TREACHERY_CARDS] : deck;
}

/** Cards played as the weapon of a battle plan (rules 000 annexe 4). Worthless cards may stand in for one. */
export function isWeapon(kind: TreacheryKind): boolean {
  return kind === 'projectileWeapon' || kind === 'poisonWeapon' || kind === 'lasgun';
}

/** Cards played as the defense of a battle plan (rules 000 annexe 4). Worthless cards may stand in for one. */
export function isDefense(kind: TreacheryKind): boolean {
  return kind === 'projectileDefense' || kind === 'poisonDefense';
}
