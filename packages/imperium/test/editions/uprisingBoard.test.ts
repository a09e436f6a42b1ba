import { describe, expect, it } from 'vitest';
import type { Cost } from '../../src/dsl/cost.ts';
import { LANGUAGES } from '../../src/dsl/primitives.ts';
import { walkEffects } from '../../src/dsl/walk.ts';
import {
  OBSERVATION_POSTS,
  UPRISING_CONTROL_SPACES,
  UPRISING_SPACE_IDS,
  UPRISING_SPACES,
  postsOf,
} from '../../src/editions/uprising/board.ts';
import type { UprisingSpaceId } from '../../src/dsl/uprising.ts';
import { renderSpace } from '../../src/text/content.ts';

interface Expected {
  readonly icon: string;
  readonly faction?: string;
  /** Resources paid to place an Agent. */
  readonly cost?: Partial<Record<'solari' | 'spice' | 'water', number>>;
  readonly combat?: true;
  readonly maker?: number;
  readonly control?: true;
  readonly once?: true;
  /** The effects, as the French summary's words render them. */
  readonly fr: string;
}

/**
 * Every space of Uprising's 1–4 player board (rules 004 MISE EN PLACE and II. Tours des Joueurs; facts
 * uprising-board.json, where two or more sources agree; readings in docs/content-doubts.md).
 */
const EXPECTED: Readonly<Record<UprisingSpaceId, Expected>> = {
  dutifulService: {
    icon: 'emperor',
    faction: 'emperor',
    // rules 004 "Espace CHOM": a contract with the module, else 2 Solari.
    fr: "Gagnez 1 influence sur l'Empereur et prenez un Contrat.",
  },
  sardaukar: {
    icon: 'emperor',
    faction: 'emperor',
    cost: { spice: 4 },
    fr: "Gagnez 1 influence sur l'Empereur, piochez 1 carte Intrigue et recrutez 4 troupes.",
  },
  deliverSupplies: {
    icon: 'spacingGuild',
    faction: 'spacingGuild',
    fr: 'Gagnez 1 influence sur la Guilde Spatiale et 1 eau.',
  },
  heighliner: {
    icon: 'spacingGuild',
    faction: 'spacingGuild',
    cost: { spice: 5 },
    combat: true,
    fr: 'Gagnez 1 influence sur la Guilde Spatiale et recrutez 5 troupes.',
  },
  espionage: {
    icon: 'beneGesserit',
    faction: 'beneGesserit',
    cost: { spice: 1 },
    fr: "Gagnez 1 influence sur le Bene Gesserit, piochez 1 carte et placez un Espion sur un poste d'observation.",
  },
  secrets: {
    icon: 'beneGesserit',
    faction: 'beneGesserit',
    fr:
      'Gagnez 1 influence sur le Bene Gesserit et piochez 1 carte Intrigue. ' +
      'Chaque adversaire ayant au moins 4 cartes Intrigue vous en donne une au hasard.',
  },
  desertTactics: {
    icon: 'fremen',
    faction: 'fremen',
    cost: { water: 1 },
    combat: true,
    fr: 'Gagnez 1 influence sur les Fremen, recrutez 1 troupe et détruisez une carte.',
  },
  fremkit: {
    icon: 'fremen',
    faction: 'fremen',
    combat: true,
    fr: 'Gagnez 1 influence sur les Fremen et piochez 1 carte.',
  },
  highCouncil: {
    icon: 'landsraad',
    cost: { solari: 5 },
    fr:
      'Si vous avez un siège au Haut Conseil, gagnez 2 épice, piochez 1 carte Intrigue et recrutez 3 troupes ; ' +
      'sinon, prenez un siège au Haut Conseil : à chacun de vos tours Révélation, gagnez 2 persuasion.',
  },
  imperialPrivilege: {
    icon: 'landsraad',
    cost: { solari: 3 },
    fr: "Détruisez une carte Intrigue → piochez 1 carte Intrigue. Rappelez l'un de vos Agents et piochez 1 carte.",
  },
  swordmaster: {
    icon: 'landsraad',
    cost: { solari: 8 },
    once: true,
    fr: "Prenez votre Maître d'Armes : il est votre troisième Agent dès cette manche.",
  },
  assemblyHall: { icon: 'landsraad', fr: 'Piochez 1 carte Intrigue et gagnez 1 persuasion.' },
  gatherSupport: {
    icon: 'landsraad',
    fr: 'Choisissez : recrutez 2 troupes ou payez 2 Solari → recrutez 2 troupes et gagnez 1 eau.',
  },
  arrakeen: { icon: 'city', combat: true, control: true, fr: 'Recrutez 1 troupe et piochez 1 carte.' },
  researchStation: {
    icon: 'city',
    cost: { water: 2 },
    combat: true,
    fr: 'Recrutez 2 troupes et piochez 2 cartes.',
  },
  sietchTabr: {
    icon: 'city',
    combat: true,
    fr:
      'Choisissez : prenez un Hameçon, recrutez 1 troupe et gagnez 1 eau ' +
      'ou gagnez 1 eau et vous pouvez briser le Bouclier.',
  },
  spiceRefinery: {
    icon: 'city',
    combat: true,
    control: true,
    fr: 'Choisissez : gagnez 2 Solari ou payez 1 épice → gagnez 4 Solari.',
  },
  acceptContract: {
    icon: 'spiceTrade',
    fr: 'Piochez 1 carte et prenez un Contrat.',
  },
  shipping: {
    icon: 'spiceTrade',
    cost: { spice: 3 },
    fr: 'Gagnez 5 Solari et 1 influence sur une Faction de votre choix.',
  },
  deepDesert: {
    icon: 'spiceTrade',
    cost: { water: 3 },
    combat: true,
    maker: 4,
    fr:
      "Prenez toute l'épice bonus de cet emplacement. " +
      'Choisissez : gagnez 4 épice ou invoquez 2 Vers des Sables dans le Conflit.',
  },
  haggaBasin: {
    icon: 'spiceTrade',
    cost: { water: 1 },
    combat: true,
    maker: 2,
    fr:
      "Prenez toute l'épice bonus de cet emplacement. " +
      'Choisissez : gagnez 2 épice ou invoquez 1 Ver des Sables dans le Conflit.',
  },
  imperialBasin: {
    icon: 'spiceTrade',
    combat: true,
    maker: 1,
    control: true,
    fr: "Récoltez 1 épice et toute l'épice bonus de cet emplacement.",
  },
};

const resources = (costs: readonly Cost[]) =>
  Object.fromEntries(costs.map((c) => (c.kind === 'resource' ? [c.resource, c.amount] : [c.kind, 0])));

describe('the Uprising board (rules 004; facts uprising-board.json)', () => {
  it('has 22 spaces: 2 per Faction, 5 Landsraad, 4 City, 5 Spice Trade; 10 combat, 3 Maker, 3 controllable', () => {
    expect(UPRISING_SPACE_IDS).toHaveLength(22);
    const spaces = Object.values(UPRISING_SPACES);
    const byIcon = (icon: string) => spaces.filter((s) => s.icon === icon).length;
    expect(['emperor', 'spacingGuild', 'beneGesserit', 'fremen'].map(byIcon)).toEqual([2, 2, 2, 2]);
    expect([byIcon('landsraad'), byIcon('city'), byIcon('spiceTrade')]).toEqual([5, 4, 5]);
    expect(spaces.filter((s) => s.combat)).toHaveLength(10);
    expect(spaces.filter((s) => s.maker).map((s) => s.id)).toEqual(['deepDesert', 'haggaBasin', 'imperialBasin']);
    // rules 004 III. Combat: "Arrakeen, Raffinerie d'Epice ou Bassin Impérial".
    expect(spaces.filter((s) => s.controlBonus).map((s) => s.id)).toEqual([...UPRISING_CONTROL_SPACES]);
  });

  it.each(UPRISING_SPACE_IDS)('%s: icon, Faction, cost, flags and effects', (id) => {
    const space = UPRISING_SPACES[id];
    const expected = EXPECTED[id];
    expect(space.id).toBe(id);
    expect(space.icon).toBe(expected.icon);
    expect(space.faction).toBe(expected.faction ?? null);
    expect(resources(space.cost)).toEqual(expected.cost ?? {});
    expect(space.combat).toBe(expected.combat ?? false);
    expect(space.maker?.baseSpice ?? null).toBe(expected.maker ?? null);
    expect(space.controlBonus !== null).toBe(expected.control ?? false);
    expect(space.oncePerGame).toBe(expected.once ?? false);
    expect(renderSpace(space, 'fr').effects).toBe(expected.fr);
    // A Faction space moves its own track by 1 (rules 004 II. A) "Faction").
    const influences = [...walkEffects(space.effects)].filter((e) => e.kind === 'influence');
    if (space.faction)
      expect(influences).toEqual([
        { kind: 'influence', faction: { kind: 'faction', faction: space.faction }, amount: 1 },
      ]);
  });

  it('requirements: Imperial Privilege 2 Emperor, Sietch Tabr 2 Fremen, Shipping 2 Spacing Guild influence', () => {
    const required = UPRISING_SPACE_IDS.filter((id) => UPRISING_SPACES[id].requires !== null);
    expect(required).toEqual(['imperialPrivilege', 'sietchTabr', 'shipping']);
    expect(UPRISING_SPACES.imperialPrivilege.requires).toEqual({ kind: 'influence', faction: 'emperor', atLeast: 2 });
    expect(UPRISING_SPACES.sietchTabr.requires).toEqual({ kind: 'influence', faction: 'fremen', atLeast: 2 });
    expect(UPRISING_SPACES.shipping.requires).toEqual({ kind: 'influence', faction: 'spacingGuild', atLeast: 2 });
  });

  it('control bonuses: 1 Solari at Arrakeen and the Spice Refinery, 1 spice at Imperial Basin', () => {
    expect(renderSpace(UPRISING_SPACES.arrakeen, 'en').controlBonus).toMatch(/gain 1 Solari\.$/);
    expect(renderSpace(UPRISING_SPACES.spiceRefinery, 'en').controlBonus).toMatch(/gain 1 Solari\.$/);
    expect(renderSpace(UPRISING_SPACES.imperialBasin, 'en').controlBonus).toMatch(/gain 1 spice\.$/);
  });

  it('13 observation posts; every space is reached by one, Research Station and the Spice Refinery by two', () => {
    expect(OBSERVATION_POSTS).toHaveLength(13);
    expect(new Set(OBSERVATION_POSTS.map((p) => p.id)).size).toBe(13);
    const reached = (id: UprisingSpaceId) => postsOf(id).map((p) => p.id);
    for (const id of UPRISING_SPACE_IDS) expect(postsOf(id).length, id).toBeGreaterThan(0);
    expect(reached('researchStation')).toEqual(['sietchTabrResearchStation', 'researchStationSpiceRefinery']);
    expect(reached('spiceRefinery')).toEqual(['researchStationSpiceRefinery', 'spiceRefineryArrakeen']);
    expect(reached('swordmaster')).toEqual(['landsraadCouncil']);
    expect(OBSERVATION_POSTS.find((p) => p.id === 'landsraadCouncil')!.connects).toEqual([
      'highCouncil',
      'imperialPrivilege',
      'swordmaster',
    ]);
    // A Faction post reaches that Faction's two spaces.
    for (const faction of ['emperor', 'spacingGuild', 'beneGesserit', 'fremen'] as const) {
      const post = OBSERVATION_POSTS.find((p) => p.id === faction)!;
      expect(post.connects.map((id) => UPRISING_SPACES[id].faction)).toEqual([faction, faction]);
    }
    // 22 spaces, two of them reached twice.
    expect(OBSERVATION_POSTS.map((p) => p.connects.length).reduce((a, b) => a + b, 0)).toBe(24);
  });

  it('renders every space in French, English and Dutch, with a name in each', () => {
    for (const id of UPRISING_SPACE_IDS)
      for (const language of LANGUAGES) {
        const space = UPRISING_SPACES[id];
        expect(space.name[language].length).toBeGreaterThan(0);
        const text = JSON.stringify(renderSpace(space, language));
        expect(text, `${id} ${language}`).not.toMatch(/undefined|\[object|NaN/);
      }
    // The summary's French names (rules 004).
    expect(
      (['spiceRefinery', 'imperialBasin', 'deepDesert', 'arrakeen'] as const).map((id) => UPRISING_SPACES[id].name.fr),
    ).toEqual(["Raffinerie d'épice", 'Bassin Impérial', 'Désert Profond', 'Arrakeen']);
  });
});
