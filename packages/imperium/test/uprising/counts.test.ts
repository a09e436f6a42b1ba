import { describe, expect, it } from 'vitest';
import {
  objectivesFor,
  UPRISING_CONFLICT_CARDS,
  UPRISING_CONFLICT_DECK_RECIPE,
  UPRISING_CONTRACTS,
  UPRISING_HAGAL_CARDS,
  UPRISING_IMPERIUM_DECK,
  UPRISING_INTRIGUE_DECK,
  UPRISING_LEADERS,
  UPRISING_OBJECTIVES,
  UPRISING_RESERVE,
  UPRISING_RIVAL_DIFFICULTIES,
  UPRISING_RIVALS,
  UPRISING_STARTER_DECK,
  RIVAL_SETUP,
  RIVAL_SWORDMASTER_PAYMENT_ORDER,
  RIVAL_VICTORY_POINT_PRICE,
  type Rival,
  type UprisingCard,
  type UprisingLeader,
} from '../../src/index.ts';
import { sum } from '../content.ts';

/**
 * Every count of the Uprising content against rules 004 and the reference totals of
 * ../shared/reference/imperium/README.md (DuneBlend: 54 Imperium identities and 69 copies incl. 4 CHOAM-only, 44
 * Intrigue, 16 Conflicts 3/9/4, 5 Objectives, 9 leaders, 20 contracts; facts/hagal-uprising.json: 37 + 1).
 */
const copies = (cards: readonly { readonly copies: number }[]) => sum(cards.map((c) => c.copies));
const imperium: readonly UprisingCard[] = Object.values(UPRISING_IMPERIUM_DECK);
const intrigues = Object.values(UPRISING_INTRIGUE_DECK);
const conflicts = Object.values(UPRISING_CONFLICT_CARDS);
const leaders: readonly UprisingLeader[] = Object.values(UPRISING_LEADERS);
const rivals: readonly Rival[] = Object.values(UPRISING_RIVALS);

describe('Uprising player cards', () => {
  it('Imperium deck: 54 different cards, 69 copies; the 4 CHOAM cards are one copy each (rules 004 Module CHOM)', () => {
    expect(imperium).toHaveLength(54);
    expect(copies(imperium)).toBe(69);
    const choam = imperium.filter((c) => c.choam);
    expect(choam.map((c) => c.name.en).sort()).toEqual([
      'Cargo Runner',
      'Delivery Agreement',
      'Interstellar Trade',
      'Priority Contracts',
    ]);
    expect(copies(choam)).toBe(4);
    expect(copies(imperium.filter((c) => !c.choam))).toBe(65);
  });

  it('rules 004 MISE EN PLACE: the 10-card starting deck, by its French names', () => {
    expect(copies(Object.values(UPRISING_STARTER_DECK))).toBe(10);
    expect(Object.fromEntries(Object.values(UPRISING_STARTER_DECK).map((c) => [c.name.fr, c.copies]))).toEqual({
      'Argument convaincant': 2,
      Dague: 2,
      'Dune Planète des Sables': 2,
      Diplomatie: 1,
      Reconnaissance: 1,
      "A la recherche d'alliés": 1,
      Chevalière: 1,
    });
  });

  it("rules 004 MISE EN PLACE: two reserve piles, L'épice doit couler (10) and Préparer le chemin (8)", () => {
    expect(Object.values(UPRISING_RESERVE).map((c) => [c.name.fr, c.copies, c.cost])).toEqual([
      ["L'épice doit couler", 10, 9],
      ['Préparer le chemin', 8, 2],
    ]);
  });

  it('ids are unique camelCase keys; every card sits in its deck and costs Persuasion unless a starter', () => {
    for (const [deck, cards] of [
      ['starter', UPRISING_STARTER_DECK],
      ['reserve', UPRISING_RESERVE],
      ['imperium', UPRISING_IMPERIUM_DECK],
    ] as const) {
      for (const [key, card] of Object.entries(cards)) {
        const c: UprisingCard = card;
        expect(c.id).toBe(key);
        expect(c.id).toMatch(/^[a-z][A-Za-z]*$/);
        expect(c.deck).toBe(deck);
        if (deck === 'starter') expect(c.cost).toBeNull();
        else expect(c.cost).toBeGreaterThan(0);
      }
    }
  });
});

describe('Uprising Intrigue deck', () => {
  it('39 different cards, 44 copies; the 4 CHOAM Intrigues are one copy each (rules 004 Module CHOM)', () => {
    expect(intrigues).toHaveLength(39);
    expect(copies(intrigues)).toBe(44);
    const choam = intrigues.filter((c) => c.choam);
    expect(choam.map((c) => c.name.en).sort()).toEqual([
      'Backed by CHOAM',
      'CHOAM Profits',
      'Leverage',
      'Reach Agreement',
    ]);
    expect(copies(choam)).toBe(4);
  });

  it('each card has at least one timing; the three battle-icon cards have a Plot and an Endgame half', () => {
    for (const card of intrigues) expect(['plot', 'combat', 'endgame'].some((t) => t in card)).toBe(true);
    for (const id of ['crysknife', 'desertMouse', 'ornithopter'] as const) {
      expect(Object.keys(UPRISING_INTRIGUE_DECK[id]).filter((k) => ['plot', 'combat', 'endgame'].includes(k))).toEqual([
        'plot',
        'endgame',
      ]);
    }
  });
});

describe('Uprising Conflict cards (rules 004 MISE EN PLACE, III. Combat)', () => {
  it('16 cards: 3 level I, 9 level II, 4 level III', () => {
    expect(conflicts).toHaveLength(16);
    expect([1, 2, 3].map((level) => conflicts.filter((c) => c.level === level).length)).toEqual([3, 9, 4]);
  });

  it('the deck is built 4 III at the bottom, then 5 II, then 1 I on top: 10 rounds', () => {
    expect(UPRISING_CONFLICT_DECK_RECIPE).toEqual([
      { level: 3, count: 4 },
      { level: 2, count: 5 },
      { level: 1, count: 1 },
    ]);
    expect(sum(UPRISING_CONFLICT_DECK_RECIPE.map((r) => r.count))).toBe(10);
  });

  it('battle icons: 5 Crysknife, 5 Desert Mouse, 5 Ornithopter and the wild Propaganda; one of each among the Skirmishes', () => {
    const count = (icon: string) => conflicts.filter((c) => c.battleIcon === icon).length;
    expect([count('crysknife'), count('desertMouse'), count('ornithopter'), count('wild')]).toEqual([5, 5, 5, 1]);
    expect(UPRISING_CONFLICT_CARDS.propaganda.battleIcon).toBe('wild');
    expect(
      conflicts
        .filter((c) => c.level === 1)
        .map((c) => c.battleIcon)
        .sort(),
    ).toEqual(['crysknife', 'desertMouse', 'ornithopter']);
  });

  it('the Shield Wall protects exactly the 6 Conflicts naming Arrakeen, the Spice Refinery or the Imperial Basin', () => {
    const protectedOnes = conflicts.filter((c) => c.shieldWall);
    expect(protectedOnes).toHaveLength(6);
    for (const c of conflicts) expect(c.shieldWall).toBe(c.controlSpace !== null);
    for (const space of ['arrakeen', 'spiceRefinery', 'imperialBasin']) {
      expect(
        conflicts
          .filter((c) => c.controlSpace === space)
          .map((c) => c.level)
          .sort(),
      ).toEqual([2, 3]);
    }
  });

  it('a Conflict giving control names its space, and only those give control', () => {
    for (const c of conflicts) {
      expect(c.first.some((e) => e.kind === 'controlConflictSpace')).toBe(c.controlSpace !== null);
    }
  });
});

describe('Objective cards (rules 004 MISE EN PLACE "Paquet Objectif")', () => {
  it('5 cards: 2 Desert Mouse, 2 Crysknife, 1 Ornithopter; one First Player icon, on a Desert Mouse', () => {
    const all = Object.values(UPRISING_OBJECTIVES);
    expect(all).toHaveLength(5);
    expect(all.map((o) => o.battleIcon).sort()).toEqual([
      'crysknife',
      'crysknife',
      'desertMouse',
      'desertMouse',
      'ornithopter',
    ]);
    expect(all.filter((o) => o.firstPlayer).map((o) => o.battleIcon)).toEqual(['desertMouse']);
  });

  it('1–3 players: the 4/6 cards are removed, 3 left; 4 players: the 1–3 card is removed, 4 left; always the First Player icon', () => {
    for (const players of [1, 2, 3]) {
      const set = objectivesFor(players);
      expect(set.map((o) => o.battleIcon).sort()).toEqual(['crysknife', 'desertMouse', 'ornithopter']);
      expect(set.filter((o) => o.firstPlayer)).toHaveLength(1);
    }
    const four = objectivesFor(4);
    expect(four).toHaveLength(4);
    expect(four.some((o) => o.battleIcon === 'ornithopter')).toBe(false);
    expect(four.filter((o) => o.firstPlayer)).toHaveLength(1);
  });
});

describe('Uprising leaders (rules 004 LISTE DES DIRIGEANTS, FAQ)', () => {
  it('9 leaders to choose from, by their French names, with the complexities of the list; Feyd-Rautha from the FAQ', () => {
    const choosable = leaders.filter((l) => !l.backSide);
    expect(Object.fromEntries(choosable.map((l) => [l.name.fr, l.complexity]))).toEqual({
      "Muad'Dib": 1,
      'Dame Margot Fenring': 1,
      'Dame Amber Metulli': 1,
      'Gurney Halleck': 1,
      'Dame Jessica': 2,
      'Princesse Irulan': 2,
      'Shaddam Corrino IV': 2,
      'Staban Tuek': 3,
      'Feyd-Rautha Harkonnen': 1,
    });
  });

  it('FAQ Dame Jessica: the game starts on the Lady side, which flips to the Reverend Mother back', () => {
    expect(UPRISING_LEADERS.ladyJessica.backSide).toBe(false);
    expect(UPRISING_LEADERS.ladyJessica.flipsTo).toBe('reverendMotherJessica');
    expect(UPRISING_LEADERS.reverendMotherJessica.backSide).toBe(true);
    expect(leaders.filter((l) => l.backSide).map((l) => l.id)).toEqual(['reverendMotherJessica']);
  });

  it('Shaddam Corrino IV only with the CHOAM module; the 2 Sardaukar contracts are his alone', () => {
    expect(leaders.filter((l) => l.requiresContracts).map((l) => l.id)).toEqual(['shaddamCorrinoIV']);
    expect(UPRISING_LEADERS.shaddamCorrinoIV.ability.rule).toEqual({ kind: 'special', hook: 'sardaukarCommander' });
    expect(
      Object.values(UPRISING_CONTRACTS)
        .filter((c) => c.shaddamOnly)
        .map((c) => c.trigger),
    ).toEqual([
      { kind: 'space', space: 'sardaukar' },
      { kind: 'space', space: 'sardaukar' },
    ]);
  });

  it('FAQ Feyd-Rautha: his Training track, left to right, ends on a repeatable space; only he has one', () => {
    const track = UPRISING_LEADERS.feydRauthaHarkonnen.trainingTrack;
    expect(track.length).toBeGreaterThan(1);
    expect(track.map((s) => s.repeatable)).toEqual([...track.slice(1).map(() => false), true]);
    expect(leaders.filter((l) => l.trainingTrack !== null).map((l) => l.id)).toEqual(['feydRauthaHarkonnen']);
    expect(UPRISING_LEADERS.feydRauthaHarkonnen.signetRing.effects).toEqual([{ kind: 'advanceTraining' }]);
  });

  it('Staban Tuek starts without Diplomacy; Margot and Irulan fire on reaching 2 influence', () => {
    expect(UPRISING_LEADERS.stabanTuek.setupRule).toBe('limitedAllies');
    expect(UPRISING_LEADERS.ladyMargotFenring.ability.rule.trigger).toEqual({
      kind: 'reachInfluence',
      faction: 'beneGesserit',
      atLeast: 2,
    });
    expect(UPRISING_LEADERS.princessIrulan.ability.rule.trigger).toEqual({
      kind: 'reachInfluence',
      faction: 'emperor',
      atLeast: 2,
    });
  });
});

describe('CHOAM contracts (rules 004 MISE EN PLACE "Module CHOM")', () => {
  it('20 contracts; 1 Immediate, 1 on acquiring The Spice Must Flow, 3 Harvest, 15 on a named space', () => {
    const all = Object.values(UPRISING_CONTRACTS);
    expect(all).toHaveLength(20);
    const kinds = all.map((c) => c.trigger.kind);
    expect(kinds.filter((k) => k === 'immediate')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'acquireTheSpiceMustFlow')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'harvest')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'space')).toHaveLength(15);
  });
});

describe('Rivals (rules 004 LISTE DES RIVAUX)', () => {
  it('the 10 Rivals with their Swordmaster cost and Faction priority, as the list prints them', () => {
    const short = { emperor: 'Emp', spacingGuild: 'Gui', beneGesserit: 'Ben', fremen: 'Fre' } as const;
    expect(
      rivals.map((r) => [r.name.fr, r.swordmasterCost, r.factionPriority.map((f) => short[f]).join(' > ')]),
    ).toEqual([
      ['Staban Tuek', 9, 'Gui > Fre > Ben > Emp'],
      ['Dame Amber Metulli', 9, 'Fre > Emp > Gui > Ben'],
      ['Dame Margot Fenring', 8, 'Ben > Emp > Fre > Gui'],
      ['Gurney Halleck', 8, 'Fre > Gui > Emp > Ben'],
      ['Princesse Irulan', 7, 'Emp > Ben > Fre > Gui'],
      ['Glossu « La Bête » Rabban', 7, 'Emp > Gui > Ben > Fre'],
      ['Baron Vladimir Harkonnen', 6, 'Gui > Emp > Ben > Fre'],
      ['Dame Jessica', 6, 'Ben > Fre > Gui > Emp'],
      ['Feyd-Rautha Harkonnen', 4, 'Emp > Ben > Gui > Fre'],
      ["Muad'Dib", 4, 'Fre > Ben > Gui > Emp'],
    ]);
  });

  it('each priority lists the four Factions once; Glossu and Lady Amber are for two-player games only', () => {
    for (const r of rivals)
      expect([...r.factionPriority].sort()).toEqual(['beneGesserit', 'emperor', 'fremen', 'spacingGuild']);
    expect(
      rivals
        .filter((r) => r.twoPlayerOnly)
        .map((r) => r.id)
        .sort(),
    ).toEqual(['glossuRabban', 'ladyAmberMetulli']);
  });
});

describe('solo difficulty and Rival resources (rules 004 JEU SOLO – DÉTAIL)', () => {
  it('Novice: no Rival garrison and 1 Intrigue for the player; Expert adds the three Expert rules; Expert+ bars the Swordmaster', () => {
    expect(
      Object.values(UPRISING_RIVAL_DIFFICULTIES).map((d) => [
        d.name.fr,
        d.rivalGarrison,
        d.playerIntrigues,
        d.brutalEscalation,
        d.expertDeploymentLead,
        d.smartPolitics,
        d.playerSwordmaster,
      ]),
    ).toEqual([
      ['Novice (Mercenaire)', 0, 1, false, null, false, true],
      ['Vétéran (Sardaukar)', 3, 0, false, null, false, true],
      ['Expert (Mentat)', 3, 0, true, 3, true, true],
      ['Expert+ (Kwisatz)', 3, 0, true, 3, true, false],
    ]);
  });

  it('a Rival starts with 2 Agents, 3 Spies and 1 water; pays its Swordmaster in Solari, spice, Intrigues, water; then 1 VP per 3 Intrigues, 3 water, 7 spice or 7 Solari', () => {
    expect(RIVAL_SETUP).toEqual({ agents: 2, spies: 3, water: 1 });
    expect(RIVAL_SWORDMASTER_PAYMENT_ORDER).toEqual(['solari', 'spice', 'intrigues', 'water']);
    expect(RIVAL_VICTORY_POINT_PRICE).toEqual({ intrigues: 3, water: 3, spice: 7, solari: 7 });
  });
});

describe('House Hagal deck of Uprising (facts/hagal-uprising.json; rules 004 Solo: "Retirer la carte 2J")', () => {
  const cards = Object.values(UPRISING_HAGAL_CARDS);
  it('37 cards in solo, 38 with the two-player Reshuffle; 23 different cards', () => {
    expect(cards).toHaveLength(23);
    expect(copies(cards.filter((c) => !c.twoPlayerOnly))).toBe(37);
    expect(copies(cards)).toBe(38);
    expect(cards.filter((c) => c.twoPlayerOnly).map((c) => c.id)).toEqual(['reshuffle']);
  });

  it('only Reshuffle has no play and no swords; the three Spy cards send no Agent', () => {
    for (const c of cards) expect(c.swords === null).toBe(c.plays.length === 0);
    expect(cards.filter((c) => c.plays.some((p) => p.target.kind === 'spyPost')).map((c) => c.id)).toEqual([
      'placeSpyYellow',
      'placeSpyBlue',
      'placeSpyGreen',
    ]);
  });
});
