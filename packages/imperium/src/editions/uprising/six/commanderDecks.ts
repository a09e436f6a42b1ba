import {
  pay,
  paySolari,
  paySpice,
  payWater,
  persuasion,
  recruit,
  solari,
  spice,
  swords,
  influence,
  anyFaction,
} from '../../../dsl/build.ts';
import { FACTIONS } from '../../../dsl/primitives.ts';
import { given, hasSwordmaster, sandworm } from '../../../dsl/uprisingBuild.ts';
import type { CardId } from '../../../state.ts';
import { uprisingCard } from '../card.ts';
import type { UprisingCard } from '../types.ts';

/**
 * The cards of the two Commander starting decks that are not starter cards (facts uprising-rules.md §1.1: AID, TTS
 * `Deck.lua`, `ImperiumCard.lua`). Convincing Argument, Seek Allies and Signet Ring are the starter cards of the same
 * names. Agent icons and Reveal boxes are TTS's; every other box is a **provisional** reading (no source prints it:
 * packages/imperium/docs/content-doubts.md, "Six players").
 */
export const COMMANDER_CARDS = {
  corrinoMight: uprisingCard('starter', {
    id: 'corrinoMight',
    name: { en: 'Corrino Might', fr: 'Puissance Corrino', nl: 'Corrino-macht' },
    copies: 1,
    factions: ['emperor'],
    agentIcons: ['landsraad'],
    // Provisional: "spend 3 spice and trash → 2 troops to an Ally" (TTS "todo"): the activated Ally recruits them.
    agent: [pay([paySpice(3)], [{ kind: 'trashThisCard' }, recruit(2)])],
    reveal: [swords(1)],
  }),
  criticalShipments: uprisingCard('starter', {
    id: 'criticalShipments',
    name: { en: 'Critical Shipments', fr: 'Cargaisons vitales', nl: 'Cruciale zendingen' },
    copies: 1,
    agentIcons: ['spiceTrade'],
    reveal: [persuasion(2)],
  }),
  demandResults: uprisingCard('starter', {
    id: 'demandResults',
    name: { en: 'Demand Results', fr: 'Exiger des résultats', nl: 'Resultaten eisen' },
    copies: 1,
    factions: ['emperor'],
    agentIcons: ['landsraad'],
    reveal: [swords(1)],
  }),
  devastatingAssault: uprisingCard('starter', {
    id: 'devastatingAssault',
    name: { en: 'Devastating Assault', fr: 'Assaut dévastateur', nl: 'Verwoestende aanval' },
    copies: 1,
    agentIcons: ['spiceTrade'],
    // Provisional: "with the Swordmaster bonus, pay 3 Solari → 5 swords" (TTS "todo").
    reveal: [persuasion(1), given(hasSwordmaster, [pay([paySolari(3)], [swords(5)])])],
  }),
  imperialOrnithopter: uprisingCard('starter', {
    id: 'imperialOrnithopter',
    name: { en: 'Imperial Ornithopter', fr: 'Orni impérial', nl: 'Keizerlijke ornithopter' },
    copies: 2,
    factions: ['emperor'],
    agentIcons: ['city'],
    reveal: [persuasion(1), solari(1)],
  }),
  imperialTent: uprisingCard('starter', {
    id: 'imperialTent',
    name: { en: 'Imperial Tent', fr: 'Tente impériale', nl: 'Keizerlijke tent' },
    copies: 1,
    factions: ['emperor'],
    agentIcons: FACTIONS,
    reveal: [persuasion(1)],
  }),
  commandRespect: uprisingCard('starter', {
    id: 'commandRespect',
    name: { en: 'Command Respect', fr: 'Imposer le respect', nl: 'Respect afdwingen' },
    copies: 1,
    agentIcons: ['city'],
    reveal: [persuasion(1)],
  }),
  demandAttention: uprisingCard('starter', {
    id: 'demandAttention',
    name: { en: 'Demand Attention', fr: "Exiger l'attention", nl: 'Aandacht eisen' },
    copies: 1,
    agentIcons: FACTIONS,
    // Provisional: "an influence/trash upgrade" (a third project's data): pay 1 spice for 1 Influence.
    agent: [pay([paySpice(1)], [influence(anyFaction)])],
    reveal: [persuasion(1)],
  }),
  desertCall: uprisingCard('starter', {
    id: 'desertCall',
    name: { en: 'Desert Call', fr: 'Appel du désert', nl: 'Roep van de woestijn' },
    copies: 1,
    agentIcons: ['spiceTrade'],
    // Provisional: "water → sandworm, with trash" (a third project's data): pay 1 water, summon 1 sandworm.
    agent: [pay([payWater(1)], [sandworm(1)])],
    reveal: [persuasion(1)],
  }),
  limitedLandsraadAccess: uprisingCard('starter', {
    id: 'limitedLandsraadAccess',
    name: { en: 'Limited Landsraad Access', fr: 'Accès limité au Landsraad', nl: 'Beperkte toegang tot de Landsraad' },
    copies: 2,
    agentIcons: ['landsraad'],
    reveal: [spice(1), swords(1)],
  }),
  usul: uprisingCard('starter', {
    id: 'usul',
    name: { en: 'Usul', fr: 'Usul', nl: 'Usul' },
    copies: 1,
    factions: ['fremen'],
    agentIcons: ['city'],
    reveal: [persuasion(2)],
  }),
  threatenSpiceProduction: uprisingCard('starter', {
    id: 'threatenSpiceProduction',
    name: { en: 'Threaten Spice Production', fr: "Menacer la production d'épice", nl: 'Specieproductie bedreigen' },
    copies: 1,
    agentIcons: ['spiceTrade'],
    reveal: [persuasion(1)],
  }),
} as const satisfies Record<string, UprisingCard>;

export type CommanderCardId = keyof typeof COMMANDER_CARDS;

type DeckCardId = CommanderCardId | 'convincingArgument' | 'seekAllies' | 'signetRing';

/** The 10 cards of each Commander's deck, by team (0: Muad'Dib, 1: Shaddam; facts §1.1). */
const DECKS: readonly [Readonly<Partial<Record<DeckCardId, number>>>, Readonly<Partial<Record<DeckCardId, number>>>] = [
  {
    commandRespect: 1,
    convincingArgument: 1,
    demandAttention: 1,
    desertCall: 1,
    limitedLandsraadAccess: 2,
    seekAllies: 1,
    signetRing: 1,
    threatenSpiceProduction: 1,
    usul: 1,
  },
  {
    convincingArgument: 1,
    corrinoMight: 1,
    criticalShipments: 1,
    demandResults: 1,
    devastatingAssault: 1,
    imperialOrnithopter: 2,
    imperialTent: 1,
    seekAllies: 1,
    signetRing: 1,
  },
];

/** A Commander's starting deck, unshuffled. */
export function commanderDeck(team: 0 | 1): CardId[] {
  return Object.entries(DECKS[team]).flatMap(([card, n]) => Array<CardId>(n).fill(card));
}
