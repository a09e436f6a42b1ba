import {
  CONFLICT_CARDS,
  FACTION_TRACKS,
  HAGAL_CARDS,
  HAGAL_DIFFICULTIES,
  IMPERIUM_DECK,
  INTRIGUE_DECK,
  LEADERS,
  LOG_TEXT,
  logPhrase,
  RESERVE,
  SPACES,
  STARTER_DECK,
  UPRISING_CONFLICT_CARDS,
  UPRISING_CONTRACTS,
  UPRISING_HAGAL_CARDS,
  UPRISING_IMPERIUM_DECK,
  UPRISING_INTRIGUE_DECK,
  UPRISING_LEADERS,
  UPRISING_OBJECTIVES,
  UPRISING_RESERVE,
  UPRISING_RIVAL_DIFFICULTIES,
  UPRISING_RIVALS,
  UPRISING_SPACES,
  UPRISING_STARTER_DECK,
  renderCard,
  renderContract,
  renderEffects,
  renderObjective,
  renderUprisingConflict,
  renderConflict,
  renderFactionTrack,
  renderHagalCard,
  renderIntrigue,
  renderLeader,
  renderSpace,
  type Language,
} from '@arrakis/imperium';
import { DUNE_TEXT } from '@arrakis/dune';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../src/i18n/catalogues.ts';
import { ruleReference } from '../../src/i18n/ruleReference.ts';

type Translated = Exclude<Language, 'en'>;

/**
 * Texts that read the same in English and in French or Dutch, on purpose, by the text itself, each with its reason.
 * Anything else that equals its English text is an English word left untranslated.
 */
const DELIBERATELY_EQUAL: Readonly<Record<Translated, Readonly<Record<string, string>>>> = {
  fr: {
    Arrakis: 'the application’s name',
    Dune: 'the game’s name',
    Harkonnen: 'a House’s name',
    'Bene Gesserit': 'an order’s name, the same in the French books',
    'Bene Tleilax': 'a people’s name, as rules 000 XXXVII writes it',
    Gholas: 'the plural of ghola, the same word in French',
    Fremen: 'a people’s name, the same in the French books',
    Landsraad: 'an institution’s name, the same in rules 002',
    CHOAM: 'rules 002 writes CHOAM on the Imperium board',
    Solari: 'the currency’s name (rules 002)',
    '{{count}} Solari': 'the currency’s name (rules 002)',
    Sardaukar: 'the Emperor’s troops, the same in rules 000',
    Fedaykin: 'the Fremen elite, the same in rules 000',
    Nexus: 'rules 000’s French term',
    Karama: 'a card’s name in rules 000',
    Hajr: 'a card’s name in rules 000',
    Thumper: 'a card’s name in rules 000',
    Prescience: 'the French word (rules 000, Atreides power)',
    Acquisition: 'the French word',
    Alliances: 'the French word',
    Combat: 'the French word (rules 002)',
    Intrigue: 'the French word (rules 002)',
    Mode: 'the French word',
    Phase: 'the French word',
    Question: 'the French word',
    Machinations: 'the French word',
    Opulence: 'the French word',
    Reconnaissance: 'the French word',
    Secrets: 'the French word',
    Discipline: 'the French word',
    Experts: 'the French word (the Imperium experts’ preset)',
    Novice: 'rules 004’s French word (the Rivals’ level)',
    Expert: 'rules 004’s French word (the Rivals’ level)',
    'Expert+': 'rules 004’s French word (the Rivals’ level)',
    'Rival {{n}}': 'the French word (rules 002, solo)',
    'total {{n}}': 'the French word',
    'correction {{n}}': 'the French word (rules 000, corrections)',
    '{{count}} min': 'the international unit symbol',
    '{{seconds}} s': 'the international unit symbol',
    Mentat: 'a title from the novels, the same in French',
    'Mentat (Expert)': 'a title from the novels; "Expert" is French too',
    'Kwisatz Haderach': 'a title from the novels, the same in French',
    'Kwisatz Haderach (Expert+)': 'a title from the novels; "Expert" is French too',
    'Missionaria Protectiva': 'an order’s Latin name',
    Arrakeen: 'a place name',
    Carthag: 'a place name',
    'Sietch Tabr': 'a place name',
    Chani: 'a person’s name',
    'Duncan Idaho': 'a person’s name',
    'Gurney Halleck': 'a person’s name',
    'Liet Kynes': 'a person’s name',
    Stilgar: 'a person’s name',
    'Thufir Hawat': 'a person’s name',
    'Baron Vladimir Harkonnen': 'a person’s name; "Baron" is French too',
    Shishakli: 'a person’s name (Uprising)',
    "Muad'Dib": 'Paul’s Fremen name (Uprising)',
    'Shaddam Corrino IV': 'a person’s name (Uprising)',
    'Staban Tuek': 'a person’s name (Uprising)',
    'Feyd-Rautha Harkonnen': 'a person’s name (Uprising)',
    Fremkit: 'the Uprising space’s name, the same in rules 004',
    'Expert (Mentat)': 'the Uprising solo level; both words are French too',
    'Expert+ (Kwisatz)': 'the Uprising solo level; both words are French too',
    Kanly: 'the Fremen word, the same in rules 000 §19',
    Seconds: 'the French word (rules 000 §19.C.2 "les seconds")',
  },
  nl: {
    'Shai-Hulud in {{territory}}': 'the worm’s Fremen name, and “in” is Dutch too',
    Experts: 'the Dutch word (the Imperium experts’ preset)',
    Expert: 'the Dutch word (the Rivals’ level)',
    'Expert+': 'the Dutch word (the Rivals’ level)',
    Online: 'the Dutch word (online games in My games)',
    Arrakis: 'the application’s name',
    Dune: 'the game’s name',
    'Dune: Imperium': 'the game’s name',
    Atreides: 'a House’s name',
    Harkonnen: 'a House’s name',
    'Bene Gesserit': 'an order’s name',
    'Bene Tleilax': 'a people’s name',
    Fremen: 'a people’s name',
    Landsraad: 'an institution’s name',
    CHOAM: 'the company’s name, as on the board',
    Solari: 'the currency’s name',
    '{{count}} Solari': 'the currency’s name',
    Sardaukar: 'the Emperor’s troops',
    Fedaykin: 'the Fremen elite',
    Nexus: 'rules 003 keeps the word',
    Karama: 'a card’s name in rules 003',
    'Karama: {{faction}}, {{power}}': 'a card’s name in rules 003, then names',
    Hajr: 'a card’s name in rules 003',
    Thumper: 'a card’s name in rules 003',
    Storm: 'the Dutch word (rules 003)',
    'Storm: sector {{sector}}': 'the Dutch words (rules 003)',
    'sector {{sector}}': 'the Dutch word (rules 003)',
    Reserves: 'the Dutch word (rules 003)',
    reserve: 'the Dutch word (rules 003)',
    Conflict: 'the Dutch word',
    Details: 'the Dutch word',
    Water: 'the Dutch word',
    '{{count}} water': 'the Dutch word',
    hand: 'the Dutch word',
    Charisma: 'the Dutch word',
    Discipline: 'the Dutch word',
    'Bot {{n}}': 'the Dutch word',
    Makers: 'the sandworms’ name in the game, kept as a game term',
    Heighliner: 'the Guild’s ship class, a name from the novels',
    '{{count}} min': 'the international unit symbol',
    '{{seconds}} s': 'the international unit symbol',
    Mentat: 'a title from the novels',
    'Mentat: {{seat}}': 'a title from the novels, then a name',
    'Mentat (Expert)': 'a title from the novels; "Expert" is Dutch too',
    'Kwisatz Haderach': 'a title from the novels',
    'Kwisatz Haderach (Expert+)': 'a title from the novels; "Expert" is Dutch too',
    'Missionaria Protectiva': 'an order’s Latin name',
    Arrakeen: 'a place name',
    Carthag: 'a place name',
    'Sietch Tabr': 'a place name',
    Chani: 'a person’s name',
    'Dr. Yueh': 'a person’s name',
    'Duncan Idaho': 'a person’s name',
    'Gurney Halleck': 'a person’s name',
    'Liet Kynes': 'a person’s name',
    'Piter De Vries': 'a person’s name',
    Stilgar: 'a person’s name',
    'Thufir Hawat': 'a person’s name',
    'Paul Atreides': 'a person’s name',
    'Helena Richese': 'a person’s name',
    'Baron Vladimir Harkonnen': 'a person’s name; "Baron" is Dutch too',
    Shishakli: 'a person’s name (Uprising)',
    "Muad'Dib": 'Paul’s Fremen name (Uprising)',
    'Shaddam Corrino IV': 'a person’s name (Uprising)',
    'Staban Tuek': 'a person’s name (Uprising)',
    'Feyd-Rautha Harkonnen': 'a person’s name (Uprising)',
    Fremkit: 'the Uprising Hagal card’s name, a Fremen word',
    Ornithopter: 'the Dutch word (Uprising’s battle icon)',
    Propaganda: 'the Dutch word (an Uprising Conflict)',
    Contract: 'the Dutch word (CHOAM contracts)',
    '+{{count}} worm': 'the Dutch word (a sandworm)',
    'Expert (Mentat)': 'the Uprising solo level; both words are Dutch too',
    'Expert+ (Kwisatz)': 'the Uprising solo level; both words are Dutch too',
    Kanly: 'the Fremen word, the same in every language (rules 000 §19)',
    'Kanly!': 'the Fremen word called out (rules 000 §19.B)',
  },
};

/** Every string of a nested object, by its dotted path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => strings(inner, path ? `${path}.${key}` : key));
}

/** Only placeholders, spaces and punctuation: nothing to translate. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{\w+\}\}/g, ''));

interface Named {
  readonly name: Readonly<Record<Language, string>>;
}

/** Imperium's (2020) names and rendered texts in one language, by where they are shown. */
function imperiumTexts(language: Language): Map<string, string> {
  const texts = new Map<string, string>();
  const named: Readonly<Record<string, Readonly<Record<string, Named>>>> = {
    space: SPACES,
    card: { ...STARTER_DECK, ...RESERVE, ...IMPERIUM_DECK },
    intrigue: INTRIGUE_DECK,
    conflict: CONFLICT_CARDS,
    hagal: HAGAL_CARDS,
    difficulty: HAGAL_DIFFICULTIES,
    faction: FACTION_TRACKS,
  };
  for (const [kind, record] of Object.entries(named)) {
    for (const [id, item] of Object.entries(record)) texts.set(`${kind}.${id}.name`, item.name[language]);
  }
  for (const leader of Object.values(LEADERS)) {
    texts.set(`leader.${leader.id}.name`, leader.name[language]);
    texts.set(`leader.${leader.id}.ability.name`, leader.ability.name[language]);
    texts.set(`leader.${leader.id}.signetRing.name`, leader.signetRing.name[language]);
    for (const [path, text] of strings(renderLeader(leader, language))) texts.set(`leader.${leader.id}.${path}`, text);
  }
  const rendered = (prefix: string, value: object) => {
    for (const [path, text] of strings(value)) texts.set(`${prefix}.${path}`, text);
  };
  for (const card of [...Object.values(STARTER_DECK), ...Object.values(RESERVE), ...Object.values(IMPERIUM_DECK)]) {
    rendered(`card.${card.id}`, renderCard(card, language));
  }
  for (const card of Object.values(INTRIGUE_DECK)) rendered(`intrigue.${card.id}`, renderIntrigue(card, language));
  for (const card of Object.values(CONFLICT_CARDS)) rendered(`conflict.${card.id}`, renderConflict(card, language));
  for (const space of Object.values(SPACES)) rendered(`space.${space.id}`, renderSpace(space, language));
  for (const card of Object.values(HAGAL_CARDS)) rendered(`hagal.${card.id}`, renderHagalCard(card, language));
  for (const track of Object.values(FACTION_TRACKS))
    rendered(`faction.${track.faction}`, renderFactionTrack(track, language));
  for (const [where, text] of uprisingTexts(language)) texts.set(where, text);
  return texts;
}

/**
 * Uprising's (issue 15) names and rendered texts as the screen shows them: every card, Intrigue, Conflict, Objective,
 * leader, contract, Rival and House Hagal card; the board spaces' names come from the catalogue (`uprising.space`).
 */
function uprisingTexts(language: Language): Map<string, string> {
  const texts = new Map<string, string>();
  const cards = { ...UPRISING_STARTER_DECK, ...UPRISING_RESERVE, ...UPRISING_IMPERIUM_DECK };
  const named: Readonly<Record<string, Readonly<Record<string, Named>>>> = {
    card: cards,
    intrigue: UPRISING_INTRIGUE_DECK,
    conflict: UPRISING_CONFLICT_CARDS,
    objective: UPRISING_OBJECTIVES,
    leader: UPRISING_LEADERS,
    contract: UPRISING_CONTRACTS,
    rival: UPRISING_RIVALS,
    hagal: UPRISING_HAGAL_CARDS,
    difficulty: UPRISING_RIVAL_DIFFICULTIES,
  };
  for (const [kind, record] of Object.entries(named)) {
    for (const [id, item] of Object.entries(record)) texts.set(`up.${kind}.${id}.name`, item.name[language]);
  }
  const rendered = (prefix: string, value: object) => {
    for (const [path, text] of strings(value)) texts.set(`up.${prefix}.${path}`, text);
  };
  for (const card of Object.values(cards)) rendered(`card.${card.id}`, renderCard(card, language));
  for (const card of Object.values(UPRISING_INTRIGUE_DECK))
    rendered(`intrigue.${card.id}`, renderIntrigue(card, language));
  for (const card of Object.values(UPRISING_CONFLICT_CARDS))
    rendered(`conflict.${card.id}`, renderUprisingConflict(card, language));
  for (const contract of Object.values(UPRISING_CONTRACTS))
    rendered(`contract.${contract.id}`, renderContract(contract, language));
  for (const objective of Object.values(UPRISING_OBJECTIVES))
    texts.set(`up.objective.${objective.id}.text`, renderObjective(objective, language));
  for (const space of Object.values(UPRISING_SPACES)) rendered(`space.${space.id}`, renderSpace(space, language));
  for (const leader of Object.values(UPRISING_LEADERS)) {
    texts.set(`up.leader.${leader.id}.ability.name`, leader.ability.name[language]);
    texts.set(`up.leader.${leader.id}.signetRing.name`, leader.signetRing.name[language]);
    texts.set(`up.leader.${leader.id}.signetRing`, renderEffects(leader.signetRing.effects, language));
  }
  return texts;
}

function sameAsEnglish(language: Translated): { where: string; text: string }[] {
  // Each game's events and refusals are its package's words (issue 14), compared as well.
  const english = new Map([
    ...strings(CATALOGUES.en),
    ...strings(DUNE_TEXT.en, 'dune'),
    ...strings(LOG_TEXT.en, 'imperium'),
    ...imperiumTexts('en'),
  ]);
  const translated = [
    ...strings(CATALOGUES[language]),
    ...strings(DUNE_TEXT[language], 'dune'),
    ...strings(LOG_TEXT[language], 'imperium'),
    ...imperiumTexts(language),
  ];
  return translated
    .filter(([where, text]) => english.get(where) === text && hasWords(text))
    .map(([where, text]) => ({ where, text }));
}

describe('French and Dutch are complete (issue 14)', () => {
  for (const language of ['fr', 'nl'] as const) {
    it(`${language}: every text differs from its English one or is listed as deliberately equal`, () => {
      const untranslated = sameAsEnglish(language).filter(({ text }) => !(text in DELIBERATELY_EQUAL[language]));
      expect(untranslated).toEqual([]);
    });

    it(`${language}: the list of deliberate equals holds only texts still equal`, () => {
      const equal = new Set(sameAsEnglish(language).map(({ text }) => text));
      expect(Object.keys(DELIBERATELY_EQUAL[language]).filter((text) => !equal.has(text))).toEqual([]);
    });
  }

  it('reads the Imperium names and texts it compares: every card, space, Intrigue, Conflict, leader and Hagal card', () => {
    expect(imperiumTexts('nl').size).toBeGreaterThan(400);
  });

  it('reads Uprising’s names and texts too (issue 15): every card, Intrigue, Conflict, Objective, leader, contract and Rival', () => {
    const texts = uprisingTexts('nl');
    expect([...texts.keys()].filter((k) => k.startsWith('up.card.') && k.endsWith('.name'))).toHaveLength(
      Object.keys({ ...UPRISING_STARTER_DECK, ...UPRISING_RESERVE, ...UPRISING_IMPERIUM_DECK }).length,
    );
    expect([...texts.keys()].filter((k) => k.startsWith('up.rival.'))).toHaveLength(
      Object.keys(UPRISING_RIVALS).length,
    );
    expect(texts.size).toBeGreaterThan(300);
    // Every Uprising space has its name in each language's catalogue.
    for (const language of ['fr', 'en', 'nl'] as const) {
      expect(Object.keys(CATALOGUES[language].uprising.space).sort()).toEqual(Object.keys(UPRISING_SPACES).sort());
    }
  });
});

describe('English words and plurals (issue 14)', () => {
  const t = i18next.createInstance();
  const ready = t.init({
    resources: {
      fr: { translation: CATALOGUES.fr },
      en: { translation: CATALOGUES.en },
      nl: { translation: CATALOGUES.nl },
    },
    lng: 'en',
    interpolation: { escapeValue: false },
  });

  it('says "appendix" in English where the French rulebook says "annexe"', async () => {
    await ready;
    expect(strings(CATALOGUES.en).filter(([, text]) => /\bannexe?\b/i.test(text))).toEqual([]);
    expect(ruleReference(t.getFixedT('en'), 'annexe 3, correction 1')).toBe('appendix 3, correction 1');
    expect(ruleReference(t.getFixedT('fr'), 'annexe 4')).toBe('annexe 4');
    expect(ruleReference(t.getFixedT('nl'), 'annexe 3, correction 1')).toBe('bijlage 3, correctie 1');
  });

  it('writes one victory point, one sector, one force in the singular, and more in the plural', async () => {
    await ready;
    const en = t.getFixedT('en');
    // The game's sentences are its package's (issue 14), with the same plural rules.
    const event = (lang: Language, key: string, seat: string, count: number) =>
      logPhrase(LOG_TEXT[lang], lang, 'event', key, { seat, count });
    expect(event('en', 'victoryPointsUp', 'Ann', 1)).toBe('Ann gains 1 victory point.');
    expect(event('en', 'victoryPointsUp', 'Ann', 2)).toBe('Ann gains 2 victory points.');
    expect(event('en', 'victoryPointsDown', 'Ann', 1)).toBe('Ann loses 1 victory point.');
    expect(en('action.weatherControl', { count: 1 })).toBe('Weather Control: 1 sector');
    expect(en('action.planSpice', { count: 1 })).toBe('Pay 1 spice (1 force at full strength)');
    expect(event('nl', 'victoryPointsUp', 'An', 1)).toBe('An krijgt 1 overwinningspunt.');
  });

  it('every plural form says its number through {{count}} (or a singular says "1"), so that i18next chooses it', () => {
    for (const language of ['fr', 'en', 'nl'] as const) {
      const forms = strings(CATALOGUES[language]).filter(([key]) => /_(?:zero|one|two|few|many|other)$/.test(key));
      expect(forms.length).toBeGreaterThan(20);
      for (const [key, text] of forms) {
        const saysOne = key.endsWith('_one') && /\b1\b/.test(text);
        expect(text.includes('{{count}}') || saysOne, `${language} ${key}: ${text}`).toBe(true);
      }
    }
  });
});
