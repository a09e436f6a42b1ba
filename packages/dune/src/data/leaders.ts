import type { Faction } from './factions.ts';
import type { LocalizedName } from './names.ts';

/** The 30 leader discs, 5 per faction (and 000 XXXVII's Face Dancer), in the order of rules 000 annexe 5 within each faction. */
export const LEADER_IDS = [
  'stilgar',
  'chani',
  'otheym',
  'shadoutMapes',
  'jamis',
  'feydRautha',
  'beastRabban',
  'piterDeVries',
  'iakinNefud',
  'ummanKudu',
  'stabanTuek',
  'esmarTuek',
  'masterBewt',
  'sooSooSook',
  'guildRep',
  'hasimirFenring',
  'aramsham',
  'burseg',
  'caid',
  'bashar',
  'thufirHawat',
  'ladyJessica',
  'gurneyHalleck',
  'duncanIdaho',
  'wellingtonYueh',
  'princessIrulan',
  'motherRamallo',
  'alia',
  'margotFenring',
  'wannaYueh',
  // 000 XXXVII (option `tleilaxu`): "Rondelle supplémentaire à fabriquer".
  'faceDancer',
] as const;

/**
 * rules 000 §19.A.1.a (option `duel`): the six Main Character discs, strength 10, one a faction; named after the
 * faction leaders of 000's advice to players (annexe 3) and 003's shields.
 */
export const MAIN_CHARACTER_IDS = [
  'lietKynes',
  'baronHarkonnen',
  'edric',
  'shaddamIV',
  'paulMuadDib',
  'gaiusHelenMohiam',
] as const;
export type MainCharacterId = (typeof MAIN_CHARACTER_IDS)[number];

/** rules 000 §19.A.1.a: "chacun ayant un potentiel de combat de 10". */
export const MAIN_CHARACTER_STRENGTH = 10;

export type LeaderId = (typeof LEADER_IDS)[number] | MainCharacterId;

export interface LeaderData {
  readonly id: LeaderId;
  readonly faction: Faction;
  /** Fighting strength printed on the disc (rules 000 annexe 5). */
  readonly value: number;
  readonly name: LocalizedName;
}

/**
 * Values exactly as rules 000 annexe 5 lists them. French names from 000 annexe 5 (typos fixed: "Dame-jessica",
 * "Ducan Idaho"); Dutch names follow the Dutch rules 003 ("chefs"), with Dutch titles.
 */
const LEADER_TABLE = {
  // rules 000 annexe 5, Fremen
  stilgar: { id: 'stilgar', faction: 'fremen', value: 7, name: { fr: 'Stilgar', en: 'Stilgar', nl: 'Stilgar' } },
  chani: { id: 'chani', faction: 'fremen', value: 6, name: { fr: 'Chani', en: 'Chani', nl: 'Chani' } },
  otheym: { id: 'otheym', faction: 'fremen', value: 5, name: { fr: 'Otheym', en: 'Otheym', nl: 'Otheym' } },
  shadoutMapes: {
    id: 'shadoutMapes',
    faction: 'fremen',
    value: 3,
    name: { fr: 'Shadout Mapes', en: 'Shadout Mapes', nl: 'Shadout Mapes' },
  },
  jamis: { id: 'jamis', faction: 'fremen', value: 2, name: { fr: 'Jamis', en: 'Jamis', nl: 'Jamis' } },
  // rules 000 annexe 5, Harkonnen
  feydRautha: {
    id: 'feydRautha',
    faction: 'harkonnen',
    value: 6,
    name: { fr: 'Feyd-Rautha', en: 'Feyd-Rautha', nl: 'Feyd-Rautha' },
  },
  beastRabban: {
    id: 'beastRabban',
    faction: 'harkonnen',
    value: 4,
    name: { fr: 'Rabban la Bête', en: 'Beast Rabban', nl: 'Rabban het Beest' },
  },
  piterDeVries: {
    id: 'piterDeVries',
    faction: 'harkonnen',
    value: 3,
    name: { fr: 'Piter de Vries', en: 'Piter de Vries', nl: 'Piter de Vries' },
  },
  iakinNefud: {
    id: 'iakinNefud',
    faction: 'harkonnen',
    value: 2,
    name: { fr: 'Iakin Nefud', en: 'Captain Iakin Nefud', nl: 'Iakin Nefud' },
  },
  ummanKudu: {
    id: 'ummanKudu',
    faction: 'harkonnen',
    value: 1,
    name: { fr: 'Umman Kudu', en: 'Umman Kudu', nl: 'Umman Kudu' },
  },
  // rules 000 annexe 5, Guilde
  stabanTuek: {
    id: 'stabanTuek',
    faction: 'guild',
    value: 5,
    name: { fr: 'Staban Tuek', en: 'Staban Tuek', nl: 'Staban Tuek' },
  },
  esmarTuek: {
    id: 'esmarTuek',
    faction: 'guild',
    value: 3,
    name: { fr: 'Esmar Tuek', en: 'Esmar Tuek', nl: 'Esmar Tuek' },
  },
  masterBewt: {
    id: 'masterBewt',
    faction: 'guild',
    value: 3,
    name: { fr: 'Maître Bewt', en: 'Master Bewt', nl: 'Meester Bewt' },
  },
  sooSooSook: {
    id: 'sooSooSook',
    faction: 'guild',
    value: 2,
    name: { fr: 'Soo-Soo Sook', en: 'Soo-Soo Sook', nl: 'Soo-Soo Sook' },
  },
  guildRep: {
    id: 'guildRep',
    faction: 'guild',
    value: 1,
    name: { fr: 'Représentant', en: 'Guild Rep.', nl: 'Vertegenwoordiger van de Gilde' },
  },
  // rules 000 annexe 5, Empereur (Caïd 2 as printed in 000; the Dutch rules 003 and the original edition say 3)
  hasimirFenring: {
    id: 'hasimirFenring',
    faction: 'emperor',
    value: 6,
    name: { fr: 'Hasimir Fenring', en: 'Count Hasimir Fenring', nl: 'Graaf Hasimir Fenring' },
  },
  aramsham: {
    id: 'aramsham',
    faction: 'emperor',
    value: 5,
    name: { fr: 'Aramsham', en: 'Captain Aramsham', nl: 'Kapitein Aramsham' },
  },
  burseg: { id: 'burseg', faction: 'emperor', value: 3, name: { fr: 'Burseg', en: 'Burseg', nl: 'Burseg' } },
  caid: { id: 'caid', faction: 'emperor', value: 2, name: { fr: 'Caïd', en: 'Caid', nl: 'Caïd' } },
  bashar: { id: 'bashar', faction: 'emperor', value: 2, name: { fr: 'Bashar', en: 'Bashar', nl: 'Bashar' } },
  // rules 000 annexe 5, Atréides
  thufirHawat: {
    id: 'thufirHawat',
    faction: 'atreides',
    value: 5,
    name: { fr: 'Thufir Hawat', en: 'Thufir Hawat', nl: 'Thufir Hawat' },
  },
  ladyJessica: {
    id: 'ladyJessica',
    faction: 'atreides',
    value: 5,
    name: { fr: 'Dame Jessica', en: 'Lady Jessica', nl: 'Vrouwe Jessica' },
  },
  gurneyHalleck: {
    id: 'gurneyHalleck',
    faction: 'atreides',
    value: 4,
    name: { fr: 'Gurney Halleck', en: 'Gurney Halleck', nl: 'Gurney Halleck' },
  },
  duncanIdaho: {
    id: 'duncanIdaho',
    faction: 'atreides',
    value: 2,
    name: { fr: 'Duncan Idaho', en: 'Duncan Idaho', nl: 'Duncan Idaho' },
  },
  wellingtonYueh: {
    id: 'wellingtonYueh',
    faction: 'atreides',
    value: 1,
    name: { fr: 'Dr. Wellington', en: 'Dr. Wellington Yueh', nl: 'Dr. Wellington Yueh' },
  },
  // rules 000 annexe 5, Bene Gesserit
  princessIrulan: {
    id: 'princessIrulan',
    faction: 'beneGesserit',
    value: 5,
    name: { fr: 'Princesse Irulan', en: 'Princess Irulan', nl: 'Prinses Irulan' },
  },
  motherRamallo: {
    id: 'motherRamallo',
    faction: 'beneGesserit',
    value: 5,
    name: { fr: 'Révérende Mère', en: 'Mother Ramallo', nl: 'Eerwaarde Moeder Ramallo' },
  },
  alia: { id: 'alia', faction: 'beneGesserit', value: 5, name: { fr: 'Alia', en: 'Alia', nl: 'Alia' } },
  margotFenring: {
    id: 'margotFenring',
    faction: 'beneGesserit',
    value: 5,
    name: { fr: 'Margot', en: 'Margot Lady Fenring', nl: 'Margot, Vrouwe Fenring' },
  },
  wannaYueh: {
    id: 'wannaYueh',
    faction: 'beneGesserit',
    value: 5,
    name: { fr: 'Wanna Marcus', en: 'Wanna Yueh', nl: 'Wanna Marcus' },
  },
  // 000 XXXVII: "ne possède pas de valeur propre; il s'attribue celle du chef adverse (si l'opposant n'en met pas en
  // jeu, il a une valeur de 1)": in a battle, variants/tleilaxu.ts `leaderValue`; a reading, 1 everywhere else (its
  // revival of §9.D, a capture's die).
  faceDancer: {
    id: 'faceDancer',
    faction: 'tleilaxu',
    value: 1,
    name: { fr: 'Danseur-Visage', en: 'Face Dancer', nl: 'Gezichtsdanser' },
  },
  // rules 000 §19.A.1.a (option `duel`), names from 000 annexe 3 and 003.
  lietKynes: {
    id: 'lietKynes',
    faction: 'fremen',
    value: MAIN_CHARACTER_STRENGTH,
    name: { fr: 'Liet-Kynes', en: 'Liet-Kynes', nl: 'Liet-Kynes' },
  },
  baronHarkonnen: {
    id: 'baronHarkonnen',
    faction: 'harkonnen',
    value: MAIN_CHARACTER_STRENGTH,
    name: { fr: 'Baron Vladimir Harkonnen', en: 'Baron Vladimir Harkonnen', nl: 'Baron Vladimir Harkonnen' },
  },
  edric: {
    id: 'edric',
    faction: 'guild',
    value: MAIN_CHARACTER_STRENGTH,
    name: { fr: 'Edric', en: 'Edric', nl: 'Edric' },
  },
  shaddamIV: {
    id: 'shaddamIV',
    faction: 'emperor',
    value: MAIN_CHARACTER_STRENGTH,
    name: { fr: 'Empereur Padishah Shaddam IV', en: 'Padishah Emperor Shaddam IV', nl: 'Keizer Padishah Shaddam IV' },
  },
  paulMuadDib: {
    id: 'paulMuadDib',
    faction: 'atreides',
    value: MAIN_CHARACTER_STRENGTH,
    name: { fr: "Paul Muad'Dib", en: "Paul Muad'Dib", nl: "Paul Muad'Dib" },
  },
  gaiusHelenMohiam: {
    id: 'gaiusHelenMohiam',
    faction: 'beneGesserit',
    value: MAIN_CHARACTER_STRENGTH,
    name: {
      fr: 'Révérende Mère Gaïus Helen Mohiam',
      en: 'Reverend Mother Gaius Helen Mohiam',
      nl: 'Eerbiedwaardige Moeder Gaius Helen Mohiam',
    },
  },
} as const satisfies Record<LeaderId, LeaderData>;

export const LEADERS: Readonly<Record<LeaderId, LeaderData>> = LEADER_TABLE;

const LEADERS_BY_FACTION = new Map<Faction, readonly LeaderId[]>();
for (const id of LEADER_IDS) {
  const { faction } = LEADERS[id];
  LEADERS_BY_FACTION.set(faction, [...(LEADERS_BY_FACTION.get(faction) ?? []), id]);
}

const MAIN_CHARACTER_BY_FACTION = new Map<Faction, MainCharacterId>(
  MAIN_CHARACTER_IDS.map((id) => [LEADERS[id].faction, id]),
);

/** rules 000 §19.A.2.c: the faction's Main Character (option `duel`). */
export function mainCharacterOf(f: Faction): MainCharacterId {
  return MAIN_CHARACTER_BY_FACTION.get(f)!;
}

export function isMainCharacter(id: string): id is MainCharacterId {
  return (MAIN_CHARACTER_IDS as readonly string[]).includes(id);
}

/** The five leaders of a faction, in the order of rules 000 annexe 5 (strongest first). */
export function leadersOf(f: Faction): readonly LeaderId[] {
  return LEADERS_BY_FACTION.get(f) ?? [];
}
