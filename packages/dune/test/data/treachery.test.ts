import { describe, expect, it } from 'vitest';
import {
  TREACHERY_CARDS,
  TREACHERY_CARD_IDS,
  isDefense,
  isWeapon,
  treacheryDeck,
  type TreacheryCardId,
  type TreacheryKind,
} from '../../src/data/index.ts';

function countByKind(deck: readonly TreacheryCardId[]): Partial<Record<TreacheryKind, number>> {
  const counts: Partial<Record<TreacheryKind, number>> = {};
  for (const id of deck) {
    const { kind } = TREACHERY_CARDS[id];
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

/** rules 000 annexe 4, "Texte des cartes Traîtrises (43 cartes)". */
const ANNEXE_4_COUNTS: Readonly<Record<TreacheryKind, number>> = {
  projectileWeapon: 5,
  projectileDefense: 5,
  poisonWeapon: 5,
  poisonDefense: 5,
  lasgun: 1,
  cheapHero: 3,
  worthless: 7,
  truthtrance: 2,
  weatherControl: 1,
  hajr: 1,
  tleilaxuGhola: 1,
  familyAtomics: 1,
  harvester: 1,
  thumper: 1,
  coneOfSilence: 1,
  residualPoison: 1,
  karama: 2,
};

/** rules 000 correction 2: the original 33-card deck. */
const BASE_COUNTS: Readonly<Partial<Record<TreacheryKind, number>>> = {
  projectileWeapon: 4,
  projectileDefense: 4,
  poisonWeapon: 4,
  poisonDefense: 4,
  lasgun: 1,
  cheapHero: 3,
  worthless: 5,
  truthtrance: 2,
  weatherControl: 1,
  hajr: 1,
  tleilaxuGhola: 1,
  familyAtomics: 1,
  karama: 2,
};

describe('treachery cards (rules 000 annexe 4 and correction 2)', () => {
  it('annexe 4: 43 physical cards with unique ids matching their keys', () => {
    expect(TREACHERY_CARD_IDS).toHaveLength(43);
    expect(new Set(TREACHERY_CARD_IDS).size).toBe(43);
    expect(Object.keys(TREACHERY_CARDS).sort()).toEqual([...TREACHERY_CARD_IDS].sort());
    for (const id of TREACHERY_CARD_IDS) expect(TREACHERY_CARDS[id].id).toBe(id);
  });

  it('annexe 4: the 43-card deck has the listed count of each kind', () => {
    const deck = treacheryDeck('descartes43');
    expect(deck).toHaveLength(43);
    expect(new Set(deck).size).toBe(43);
    expect(countByKind(deck)).toEqual(ANNEXE_4_COUNTS);
  });

  it('annexe 4: 31 cards are played only in battle, 12 at other times', () => {
    const deck = treacheryDeck('descartes43');
    const battle: readonly TreacheryKind[] = [
      'projectileWeapon',
      'projectileDefense',
      'poisonWeapon',
      'poisonDefense',
      'lasgun',
      'cheapHero',
      'worthless',
    ];
    expect(deck.filter((id) => battle.includes(TREACHERY_CARDS[id].kind))).toHaveLength(31);
    expect(deck.filter((id) => !battle.includes(TREACHERY_CARDS[id].kind))).toHaveLength(12);
  });

  it('correction 2: the base deck is the original 33 cards', () => {
    const deck = treacheryDeck('base33');
    expect(deck).toHaveLength(33);
    expect(new Set(deck).size).toBe(33);
    expect(countByKind(deck)).toEqual(BASE_COUNTS);
    for (const id of deck) expect(TREACHERY_CARDS[id].edition, id).toBe('base');
    expect(treacheryDeck('descartes43').slice(0, 33)).toEqual(deck);
  });

  it('correction 2: exactly the ten French-edition cards are marked descartes', () => {
    const descartes = TREACHERY_CARD_IDS.filter((id) => TREACHERY_CARDS[id].edition === 'descartes');
    expect(descartes.map((id) => [TREACHERY_CARDS[id].kind, TREACHERY_CARDS[id].name.fr])).toEqual([
      ['poisonWeapon', 'Elacca Drug'],
      ['poisonDefense', 'Goûte-poison'],
      ['worthless', 'Kull Wahad !'],
      ['coneOfSilence', 'Cône de silence'],
      ['residualPoison', 'Poison résiduel'],
      ['projectileWeapon', 'Tueur chercheur'],
      ['projectileDefense', 'Bouclier'],
      ['worthless', 'Ya! Ya! Yawm !'],
      ['thumper', 'Thumper'],
      ['harvester', 'Moissonneuse'],
    ]);
  });

  it('annexe 4: the seven worthless cards by name', () => {
    const worthless = TREACHERY_CARD_IDS.filter((id) => TREACHERY_CARDS[id].kind === 'worthless');
    expect(worthless).toEqual(['kulon', 'tripToGamont', 'laLaLa', 'baliset', 'jubbaCloak', 'kullWahad', 'yaYaYawm']);
  });

  it('annexe 4: weapons and defenses', () => {
    const kinds = Object.keys(ANNEXE_4_COUNTS) as TreacheryKind[];
    expect(kinds.filter(isWeapon).sort()).toEqual(['lasgun', 'poisonWeapon', 'projectileWeapon']);
    expect(kinds.filter(isDefense).sort()).toEqual(['poisonDefense', 'projectileDefense']);
  });
});
