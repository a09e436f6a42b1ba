/**
 * The rulebook sections the Rules panel explains, by book: Dune's numbered sections of rules 000 (the faction
 * powers of its annexe 3 one by one), and the headings of rules 002 (Dune: Imperium) and 004 (Uprising). A
 * refusal or a guide step points at one of these; each has a text in every language (text/*.ts are typed
 * records over `RuleKey`, so a missing one fails the typecheck).
 */
export const DUNE_SECTIONS = [
  '3',
  '4',
  '5',
  '6',
  '6.A',
  '6.B',
  '6.C',
  '7',
  '7.A.1',
  '7.A.2',
  '7.D',
  '8',
  '8.B.2',
  '8.C',
  '8.G',
  '8.I',
  '9',
  '9.A',
  '9.B',
  '9.B.1',
  '9.B.2',
  '9.C.1',
  '9.C.1.a',
  '9.C.1.b',
  '9.C.1.c',
  '9.C.1.d',
  '9.C.2',
  '9.C.2.a',
  '9.C.2.b',
  '9.C.2.c',
  '9.C.2.f',
  '9.D',
  '9.D.1',
  '9.D.2',
  '9.D.5',
  '10',
  '10.A',
  '10.A.1',
  '10.A.2.a',
  '10.A.2.b',
  '10.B',
  '10.B.1',
  '10.B.2',
  '10.B.3',
  '10.C',
  '10.C.6',
  '10.C.8',
  '10.C.9',
  '10.C.10',
  '10.D',
  '10.D.1',
  '11',
  '12',
  '12.E.5',
  '13',
  '15',
  // issue 21 (explain-last): the spice-harvest prelude.
  '16.A.1',
  '16.B.1',
  '16.B.3',
  '16.B.4',
  '16.B.6',
  '16.C',
  '18',
  '24.A.1',
  '24.C',
  'annexe 3.atreides',
  'annexe 3.beneGesserit',
  'annexe 3.emperor',
  'annexe 3.fremen',
  'annexe 3.guild',
  'annexe 3.harkonnen',
  'annexe 4',
  // 000 XXXI (variant twoTerritoryMove).
  'XXXI',
  // issue 21 (explain-rest): the arena of the duel and the variants whose decisions refusals cite.
  '19',
  'XXIX',
  'XXX',
  'XXXIV',
  'XXXVI',
  // issue 21 (explain-last): the Bene Tleilax as a seventh faction, the victory points.
  'XXXVII',
  'XXXVIII',
  // 000 XXXII, XXXIII: the variants' battle order and agreements.
  'XXXII',
  'XXXIII',
] as const;

export const IMPERIUM_SECTIONS = [
  'Objectif',
  'Manche',
  'Début de manche',
  "Tour d'Agent",
  'Révélation',
  'Achat',
  'Conflit',
  'Intrigues',
  'Factions',
  'Faiseurs',
  'Rappel',
  'Fin de partie',
  'Deux joueurs',
  'Solo',
  // issue 21 (leader-reasons): the leaders chosen at setup.
  'Mise en place',
] as const;

export const UPRISING_SECTIONS = [
  "Tour d'Agent",
  'Espions',
  'Contrats',
  'Vers des sables',
  'Mur du Bouclier',
  'Contrôle',
  'Six joueurs',
  // The refusals of the Imperium engine cite these too (issue 21).
  'Manche',
  'Tours des Joueurs',
  'Offre Imperium',
  'Combat',
  'Jeu solo',
  // issue 21 (leader-reasons): the leaders chosen at setup.
  'Mise en place',
] as const;

export type DuneSection = (typeof DUNE_SECTIONS)[number];
export type ImperiumSection = (typeof IMPERIUM_SECTIONS)[number];
export type UprisingSection = (typeof UPRISING_SECTIONS)[number];

/** A place in a rulebook, as refusals cite it: `{ book: '000', section: '9.C.1.c' }`. */
export type RuleRef =
  | { readonly book: '000'; readonly section: DuneSection }
  | { readonly book: '002'; readonly section: ImperiumSection }
  | { readonly book: '004'; readonly section: UprisingSection };

export type RuleBook = RuleRef['book'];

/** A reference as one string, the key of the texts: `000 9.C.1.c`, `002 Tour d'Agent`. */
export type RuleKey = `000 ${DuneSection}` | `002 ${ImperiumSection}` | `004 ${UprisingSection}`;

export function ruleKey(ref: RuleRef): RuleKey {
  return `${ref.book} ${ref.section}` as RuleKey;
}

/** Every reference, in the books' order: the panel's table of contents. */
export const RULE_REFS: readonly RuleRef[] = [
  ...DUNE_SECTIONS.map((section) => ({ book: '000', section }) as const),
  ...IMPERIUM_SECTIONS.map((section) => ({ book: '002', section }) as const),
  ...UPRISING_SECTIONS.map((section) => ({ book: '004', section }) as const),
];

/** The reference a key names, or null when it names none (an address typed by hand, an older link). */
export function parseRuleKey(key: string): RuleRef | null {
  return RULE_REFS.find((ref) => ruleKey(ref) === key) ?? null;
}

/** One section in one language: its title and a short text in our own words (paragraphs split by a blank line). */
export interface RuleEntry {
  readonly title: string;
  readonly text: string;
}

export type RuleTexts = Readonly<Record<RuleKey, RuleEntry>>;
