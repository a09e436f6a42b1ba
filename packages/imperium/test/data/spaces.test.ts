import { describe, expect, it } from 'vitest';
import {
  AGENT_ICONS,
  CONTROL_DEFENSIVE_BONUS,
  SPACES,
  SPACE_IDS,
  type AgentIcon,
  type BoardSpace,
  type SpaceId,
} from '../../src/index.ts';

interface Expected {
  readonly fr: string;
  readonly icon: AgentIcon;
  /** What the Agent pays to go there. */
  readonly cost: Partial<Record<'solari' | 'spice' | 'water', number>>;
  readonly combat?: true;
  readonly makerBaseSpice?: number;
  readonly controlBonus?: 'solari' | 'spice';
  readonly oncePerGame?: true;
}

/**
 * The base board (rules 002 MATÉRIEL "Fiche Guide des Emplacements du Plateau"; facts/imperium-base-board.json for
 * what rules 002 does not state). French names: rules 002 where it gives them (MISE EN PLACE, TOUR AGENT, PHASE 4).
 */
const EXPECTED: Readonly<Record<SpaceId, Expected>> = {
  conspire: { fr: 'Conspirer', icon: 'emperor', cost: { spice: 4 } }, // rules 002 Coûts des Emplacements du Plateau
  wealth: { fr: 'Richesse', icon: 'emperor', cost: {} },
  heighliner: { fr: 'Long-Courrier', icon: 'spacingGuild', cost: { spice: 6 }, combat: true },
  foldspace: { fr: 'Espace Plissé', icon: 'spacingGuild', cost: {} },
  selectiveBreeding: { fr: 'Sélection Génétique', icon: 'beneGesserit', cost: { spice: 2 } },
  secrets: { fr: 'Secrets', icon: 'beneGesserit', cost: {} },
  hardyWarriors: { fr: 'Guerriers Endurcis', icon: 'fremen', cost: { water: 1 }, combat: true },
  stillsuits: { fr: 'Distilles', icon: 'fremen', cost: {}, combat: true },
  highCouncil: { fr: 'Haut Conseil', icon: 'landsraad', cost: { solari: 5 }, oncePerGame: true },
  mentat: { fr: 'Mentat', icon: 'landsraad', cost: { solari: 2 } },
  swordmaster: { fr: "Maître d'Armes", icon: 'landsraad', cost: { solari: 8 }, oncePerGame: true },
  rallyTroops: { fr: 'Rallier des Troupes', icon: 'landsraad', cost: { solari: 4 } }, // rules 002 example: 4 Solari
  hallOfOratory: { fr: "Hall de l'Oratoire", icon: 'landsraad', cost: {} },
  secureContract: { fr: 'Sécuriser un Contrat', icon: 'spiceTrade', cost: {} },
  sellMelange: { fr: 'Vendre du Mélange', icon: 'spiceTrade', cost: {} },
  arrakeen: { fr: 'Arrakeen', icon: 'city', cost: {}, combat: true, controlBonus: 'solari' },
  carthag: { fr: 'Carthag', icon: 'city', cost: {}, combat: true, controlBonus: 'solari' },
  researchStation: { fr: 'Station de Recherche', icon: 'city', cost: { water: 2 }, combat: true },
  sietchTabr: { fr: 'Sietch Tabr', icon: 'city', cost: {}, combat: true },
  imperialBasin: {
    fr: 'Bassin Impérial',
    icon: 'spiceTrade',
    cost: {},
    combat: true,
    makerBaseSpice: 1,
    controlBonus: 'spice',
  },
  haggaBasin: { fr: 'Bassin de Hagga', icon: 'spiceTrade', cost: { water: 1 }, combat: true, makerBaseSpice: 2 },
  theGreatFlat: { fr: 'Grande Étendue', icon: 'spiceTrade', cost: { water: 2 }, combat: true, makerBaseSpice: 3 },
};

const spaces: readonly BoardSpace[] = Object.values(SPACES);
const costOf = (space: BoardSpace) =>
  Object.fromEntries(space.cost.flatMap((c) => (c.kind === 'resource' ? [[c.resource, c.amount]] : [])));

describe('board spaces (rules 002 MATÉRIEL, TOUR AGENT)', () => {
  it('22 spaces with unique ids matching their keys', () => {
    expect(SPACE_IDS).toHaveLength(22);
    for (const [key, space] of Object.entries(SPACES)) expect(space.id).toBe(key);
  });

  it('each space matches its rulebook or facts entry', () => {
    for (const space of spaces) {
      const expected = EXPECTED[space.id];
      expect(space.name.fr, space.id).toBe(expected.fr);
      expect(space.icon, space.id).toBe(expected.icon);
      expect(costOf(space), space.id).toEqual(expected.cost);
      expect(space.combat, space.id).toBe(expected.combat ?? false);
      expect(space.maker?.baseSpice ?? null, space.id).toBe(expected.makerBaseSpice ?? null);
      expect(space.oncePerGame, space.id).toBe(expected.oncePerGame ?? false);
      const bonus = space.controlBonus?.[0];
      expect(bonus && bonus.kind === 'gain' ? bonus.resource : null, space.id).toBe(expected.controlBonus ?? null);
    }
  });

  it('rules 002 TOUR AGENT: 2 spaces per Faction, 5 Landsraad, 4 City, 5 Spice Trade', () => {
    const byIcon = Object.fromEntries(AGENT_ICONS.map((icon) => [icon, spaces.filter((s) => s.icon === icon).length]));
    expect(byIcon).toEqual({
      emperor: 2,
      spacingGuild: 2,
      beneGesserit: 2,
      fremen: 2,
      landsraad: 5,
      city: 4,
      spiceTrade: 5,
    });
  });

  it('rules 002 FACTIONS: a Faction space gives exactly 1 influence with its Faction; no other space does', () => {
    for (const space of spaces) {
      const influence = space.effects.filter((e) => e.kind === 'influence');
      if (space.faction === null) {
        expect(influence, space.id).toEqual([]);
      } else {
        expect(space.icon).toBe(space.faction);
        expect(influence).toEqual([
          { kind: 'influence', faction: { kind: 'faction', faction: space.faction }, amount: 1 },
        ]);
      }
    }
  });

  it('rules 002 TOUR AGENT (SUITE): Heighliner, Hardy Warriors, Stillsuits and the 7 Dune spaces are combat spaces', () => {
    expect(spaces.filter((s) => s.combat).map((s) => s.id)).toEqual([
      'heighliner',
      'hardyWarriors',
      'stillsuits',
      'arrakeen',
      'carthag',
      'researchStation',
      'sietchTabr',
      'imperialBasin',
      'haggaBasin',
      'theGreatFlat',
    ]);
  });

  it("rules 002 Récolter l'Épice: Maker spaces harvest their base spice plus the bonus", () => {
    for (const space of spaces.filter((s) => s.maker !== null)) {
      expect(space.effects).toEqual([{ kind: 'harvest', baseSpice: space.maker?.baseSpice }]);
    }
  });

  it('rules 002 Influence du Sietch Tabr: 2 Fremen influence needed; no other space has a requirement', () => {
    expect(SPACES.sietchTabr.requires).toEqual({ kind: 'influence', faction: 'fremen', atLeast: 2 });
    expect(spaces.filter((s) => s.requires !== null).map((s) => s.id)).toEqual(['sietchTabr']);
  });

  it('rules 002 Bonus de Contrôle: 1 Solari at Arrakeen and Carthag, 1 spice at Imperial Basin; defence is 1 troop', () => {
    expect(SPACES.arrakeen.controlBonus).toEqual([{ kind: 'gain', resource: 'solari', amount: 1 }]);
    expect(SPACES.imperialBasin.controlBonus).toEqual([{ kind: 'gain', resource: 'spice', amount: 1 }]);
    expect(CONTROL_DEFENSIVE_BONUS).toEqual([{ kind: 'recruit', amount: 1, deploy: 'must' }]);
  });

  it('Sell Melange sells 2 to 5 spice for 6 to 12 Solari (facts: RC, TTS)', () => {
    const [choice] = SPACES.sellMelange.effects;
    expect(choice?.kind).toBe('choose');
    if (choice?.kind !== 'choose') return;
    expect(choice.options.map((o) => [o.cost?.[0]?.kind === 'resource' ? o.cost[0].amount : 0, o.effects[0]])).toEqual(
      [2, 3, 4, 5].map((n) => [n, { kind: 'gain', resource: 'solari', amount: 2 * n + 2 }]),
    );
  });

  it('High Council gives 2 persuasion on every Reveal turn; the Mentat space draws a card', () => {
    expect(SPACES.highCouncil.effects).toEqual([
      { kind: 'takeHighCouncilSeat', everyRevealTurn: [{ kind: 'persuasion', amount: 2 }] },
    ]);
    expect(SPACES.mentat.effects).toContainEqual({ kind: 'draw', amount: 1 });
  });
});
