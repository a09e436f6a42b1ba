import { describe, expect, it } from 'vitest';
import { HAGAL_CARDS, HAGAL_DIFFICULTIES, HAGAL_RULES, SPACES, type HagalCard } from '../../src/index.ts';
import { sum } from '../content.ts';

const cards: readonly HagalCard[] = Object.values(HAGAL_CARDS);
const copies = (deck: HagalCard['deck']) => sum(cards.filter((c) => c.deck === deck).map((c) => c.copies));

describe('House Hagal (rules 002 CARTES DE LA MAISON HAGAL)', () => {
  it('rules 002 MATÉRIEL: 31 cards: 24 in both decks, 3 marked 1J, 4 marked 2J', () => {
    expect(sum(cards.map((c) => c.copies))).toBe(31);
    expect([copies('both'), copies('solo'), copies('twoPlayer')]).toEqual([24, 3, 4]);
    for (const [key, card] of Object.entries(HAGAL_CARDS)) expect(card.id).toBe(key);
  });

  it('PARTIE SOLO removes the Reshuffle and three Arrakeen 2J cards; PARTIES À DEUX the three Arrakeen 1J', () => {
    expect(HAGAL_CARDS.reshuffle.deck).toBe('twoPlayer');
    expect(HAGAL_CARDS.arrakeenTwoPlayer).toMatchObject({ deck: 'twoPlayer', copies: 3 });
    expect(HAGAL_CARDS.arrakeenSolo).toMatchObject({ deck: 'solo', copies: 3 });
    expect(HAGAL_RULES.solo.decks).toEqual(['both', 'solo']);
    expect(HAGAL_RULES.twoPlayer.decks).toEqual(['both', 'twoPlayer']);
  });

  it('COMBAT: every card but Reshuffle shows swords', () => {
    for (const card of cards) expect(card.swords === null, card.id).toBe(card.id === 'reshuffle');
  });

  it('AGENTS: a card for a combat space also deploys up to 2 garrison troops; its recruits go to the Conflict', () => {
    for (const card of cards) {
      if (card.target.kind === 'space') expect(card.combatSpace, card.id).toBe(SPACES[card.target.space].combat);
      const deploys = card.effects.filter((e) => e.kind === 'deploy');
      expect(deploys, card.id).toEqual(card.combatSpace ? [{ kind: 'deploy', upTo: 2 }] : []);
      for (const effect of card.effects) {
        if (effect.kind === 'recruit') expect(effect.deploy, card.id).toBe(card.combatSpace ? 'must' : 'combatSpace');
      }
    }
  });

  it('the signet ring icon is on the solo-only Arrakeen cards only', () => {
    expect(cards.filter((c) => c.effects.some((e) => e.kind === 'signetRing')).map((c) => c.id)).toEqual([
      'arrakeenSolo',
    ]);
  });

  it('Difficulté: the table of the solo setup', () => {
    expect(
      Object.values(HAGAL_DIFFICULTIES).map((d) => [
        d.name.fr,
        d.playerExtra,
        d.mentatCost,
        d.rivalGarrisonTroops,
        d.conflictCardsAboveRivalSwordmasters,
        d.rivalExtraIntrigues,
      ]),
    ).toEqual([
      ['Mercenaire (Novice)', { solari: 1, spice: 1 }, 2, 0, 5, 0],
      ['Sardaukar (Vétéran)', {}, 5, 3, 4, 1],
      ['Mentat (Expert)', {}, 5, 3, 3, 1],
      ['Kwisatz Haderach (Expert+)', {}, 5, 3, 3, 1],
    ]);
    expect(HAGAL_DIFFICULTIES.kwisatzHaderach.playerMayGainSwordmaster).toBe(false);
    expect(
      Object.values(HAGAL_DIFFICULTIES)
        .filter((d) => d.expertDeployment)
        .map((d) => d.id),
    ).toEqual(['mentat', 'kwisatzHaderach']);
  });

  it('PARTIES À DEUX JOUEURS: House Hagal starts with no troops; Monopoliser le Marché counts 2 for each Rival', () => {
    expect(HAGAL_RULES.twoPlayer.rivalGarrisonTroops).toBe(0);
    expect(HAGAL_RULES.solo.rivalSpiceMustFlowForCornerTheMarket).toBe(2);
  });
});
