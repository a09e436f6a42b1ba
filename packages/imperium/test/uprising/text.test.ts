import { describe, expect, it } from 'vitest';
import {
  battleIconName,
  LANGUAGES,
  renderContract,
  renderEffects,
  renderObjective,
  renderUprisingConflict,
  UPRISING_CONFLICT_CARDS,
  UPRISING_CONTRACTS,
  UPRISING_IMPERIUM_DECK,
  UPRISING_INTRIGUE_DECK,
  UPRISING_LEADERS,
  UPRISING_OBJECTIVES,
  uprisingAgentIconName,
  type Effect,
} from '../../src/index.ts';

/** The Uprising phrases in all three languages, with the terms of rules 004 in French. */
describe('Uprising text', () => {
  it('rules 004 terms in French: Espion, Ver des Sables, Hameçon, Bouclier, Contrat', () => {
    expect(renderEffects(UPRISING_IMPERIUM_DECK.desertPower.reveal, 'fr')).toBe(
      'Choisissez : gagnez 2 persuasion ou si vous avez un Hameçon, payez 1 eau → invoquez 1 Ver des Sables dans le Conflit.',
    );
    expect(renderEffects(UPRISING_IMPERIUM_DECK.beneGesseritOperative.agent, 'fr')).toBe(
      "Placez un Espion sur un poste d'observation.",
    );
    expect(renderEffects(UPRISING_INTRIGUE_DECK.unexpectedAllies.plot.effects, 'fr')).toBe(
      'Vous pouvez briser le Bouclier. Invoquez 1 Ver des Sables dans le Conflit.',
    );
    expect(renderEffects(UPRISING_IMPERIUM_DECK.priorityContracts.agent, 'fr')).toBe('Prenez un Contrat.');
  });

  it('the same cards in Dutch', () => {
    expect(renderEffects(UPRISING_IMPERIUM_DECK.desertPower.reveal, 'nl')).toBe(
      'Kies één: ontvang 2 overtuiging of als je Makerhaken hebt: betaal 1 water → roep 1 zandworm op in het Conflict.',
    );
    expect(renderEffects(UPRISING_IMPERIUM_DECK.beneGesseritOperative.agent, 'nl')).toBe(
      'Plaats een Spion op een observatiepost.',
    );
  });

  it("Shaddam's signet reads as rules 004 FAQ has it: no deployment this turn, then the choice", () => {
    expect(renderEffects(UPRISING_LEADERS.shaddamCorrinoIV.signetRing.effects, 'fr')).toBe(
      'Les unités ne peuvent pas être déployées dans le Conflit ce tour-ci. Choisissez : gagnez 1 Solari et recrutez 1 troupe ou payez 3 Solari → gagnez 1 influence sur une Faction de votre choix.',
    );
  });

  it('the Spy Agent icon and the battle icons are named in every language', () => {
    expect(LANGUAGES.map((l) => uprisingAgentIconName('spy', l))).toEqual(['Espion', 'Spy', 'Spion']);
    expect(LANGUAGES.map((l) => uprisingAgentIconName('city', l))).toEqual(['Ville', 'City', 'Stad']);
    expect(LANGUAGES.map((l) => battleIconName('desertMouse', l))).toEqual([
      'Souris du désert',
      'Desert Mouse',
      'Woestijnmuis',
    ]);
    expect(LANGUAGES.map((l) => battleIconName('wild', l))).toEqual(['joker', 'wild', 'joker']);
  });

  it('each Uprising node reads differently from the others in each language', () => {
    const nodes: Effect[] = [
      { kind: 'placeSpy', post: { kind: 'any' }, mayShare: false },
      { kind: 'summonSandworm', amount: 2 },
      { kind: 'gainMakerHook' },
      { kind: 'breakShieldWall' },
      { kind: 'takeContract' },
      { kind: 'influenceWhereSpying' },
      { kind: 'ignoreInfluenceRequirements' },
      { kind: 'acquireWithSolari' },
      { kind: 'sortTopCards', look: 3, draw: 1, discard: 1, trash: 1 },
      { kind: 'returnThisCardToHand' },
      { kind: 'recruitedMayDeploy' },
      { kind: 'controlConflictSpace' },
      { kind: 'addMemory' },
      { kind: 'acquireToHand', maxCost: 1 },
      { kind: 'noDeployThisTurn' },
      { kind: 'advanceTraining' },
      { kind: 'influenceByPriority', position: 2 },
      { kind: 'rivalHarvestUprising' },
      { kind: 'rivalInfluence', amount: 1, track: 'highest' },
      { kind: 'whenAcquiringThisRound', effects: [{ kind: 'recruit', amount: 1, deploy: 'combatSpace' }] },
    ];
    for (const language of LANGUAGES) {
      const texts = nodes.map((n) => renderEffects([n], language));
      expect(new Set(texts).size).toBe(texts.length);
      for (const t of texts) expect(t).toMatch(/^\p{Lu}.*[.]$/u);
    }
  });
});

describe('Uprising content shapes', () => {
  it('a Conflict card with its battle icon, defensive bonus and Shield Wall note', () => {
    const text = renderUprisingConflict(UPRISING_CONFLICT_CARDS.siegeOfArrakeen, 'en');
    expect(text.battleIcon).toBe('Battle icon: Ornithopter.');
    expect(text.shieldWall).toBe('While the Shield Wall stands, no sandworm may be summoned into this Conflict.');
    expect(text.defensiveBonus).not.toBeNull();
    expect(renderUprisingConflict(UPRISING_CONFLICT_CARDS.propaganda, 'fr').battleIcon).toBe('Icône Bataille : joker.');
    expect(renderUprisingConflict(UPRISING_CONFLICT_CARDS.shadowContest, 'nl')).toMatchObject({
      defensiveBonus: null,
      shieldWall: null,
    });
  });

  it('a contract reads when it completes and what it pays, in every language', () => {
    expect(renderContract(UPRISING_CONTRACTS.harvestFour, 'en')).toEqual({
      trigger: 'Completed when you send an Agent to a Maker space and gain 4 or more spice that turn.',
      reward: 'Gain 4 Solari.',
    });
    expect(renderContract(UPRISING_CONTRACTS.spiceRefineryWater, 'fr')).toEqual({
      trigger: "Rempli lorsque vous envoyez un Agent sur Raffinerie d'épice.",
      reward: 'Gagnez 1 eau.',
    });
    for (const contract of Object.values(UPRISING_CONTRACTS)) {
      for (const language of LANGUAGES) expect(renderContract(contract, language).trigger).toMatch(/\.$/);
    }
  });

  it('an Objective names its battle icon, and the First Player marker on one card', () => {
    expect(renderObjective(UPRISING_OBJECTIVES.desertMouseFirstPlayer, 'fr')).toBe(
      'Icône Bataille : Souris du désert. Son détenteur prend le marqueur 1er Joueur.',
    );
    expect(renderObjective(UPRISING_OBJECTIVES.crysknife, 'en')).toBe('Battle icon: Crysknife.');
  });
});
