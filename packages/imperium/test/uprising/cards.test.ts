import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  renderEffects,
  UPRISING_CONFLICT_CARDS,
  UPRISING_CONTRACTS,
  UPRISING_HAGAL_CARDS,
  UPRISING_IMPERIUM_DECK,
  UPRISING_INTRIGUE_DECK,
  UPRISING_LEADERS,
  UPRISING_RESERVE,
  UPRISING_RIVALS,
  UPRISING_STARTER_DECK,
  type Effect,
  type IntrigueAbility,
  type UprisingCard,
} from '../../src/index.ts';

/**
 * One test per Uprising card, naming it: its copies, cost, Factions, Agent icons and effects as data, read through
 * the English renderer so that each expectation reads like the card (rules 004; the sources and the readings taken
 * are in docs/content-doubts.md, Uprising). Behaviour in play is the engine's, tested there.
 */

const en = (effects: readonly Effect[]): string | undefined =>
  effects.length === 0 ? undefined : renderEffects(effects, 'en');

/** Every non-empty box also reads in French and Dutch, with no hole in the sentence. */
function readsInEveryLanguage(effects: readonly Effect[]): void {
  if (effects.length === 0) return;
  for (const language of LANGUAGES) {
    const text = renderEffects(effects, language);
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/undefined|NaN|\[object/);
  }
}

interface CardExpectation {
  readonly copies: number;
  readonly cost: number | null;
  readonly factions: readonly string[];
  readonly agentIcons: readonly string[];
  readonly choam?: boolean;
  readonly agent?: string;
  readonly reveal?: string;
  readonly acquire?: string;
  readonly trashed?: string;
  readonly discarded?: string;
}

const PLAYER_CARDS: Readonly<Record<string, UprisingCard>> = {
  ...UPRISING_STARTER_DECK,
  ...UPRISING_RESERVE,
  ...UPRISING_IMPERIUM_DECK,
};

const CARDS: readonly (readonly [deck: string, id: string, name: string, expected: CardExpectation])[] = [
  [
    'starter',
    'convincingArgument',
    'Convincing Argument',
    { copies: 2, cost: null, factions: [], agentIcons: [], reveal: 'Gain 2 Persuasion.' },
  ],
  [
    'starter',
    'dagger',
    'Dagger',
    { copies: 2, cost: null, factions: [], agentIcons: ['landsraad'], reveal: 'Gain 1 sword.' },
  ],
  [
    'starter',
    'diplomacy',
    'Diplomacy',
    {
      copies: 1,
      cost: null,
      factions: [],
      agentIcons: ['emperor', 'spacingGuild', 'beneGesserit', 'fremen'],
      reveal: 'Gain 1 Persuasion.',
    },
  ],
  [
    'starter',
    'duneTheDesertPlanet',
    'Dune, the Desert Planet',
    { copies: 2, cost: null, factions: [], agentIcons: ['spiceTrade'], reveal: 'Gain 1 Persuasion.' },
  ],
  [
    'starter',
    'reconnaissance',
    'Reconnaissance',
    { copies: 1, cost: null, factions: [], agentIcons: ['city'], reveal: 'Gain 1 Persuasion.' },
  ],
  [
    'starter',
    'seekAllies',
    'Seek Allies',
    {
      copies: 1,
      cost: null,
      factions: [],
      agentIcons: ['emperor', 'spacingGuild', 'beneGesserit', 'fremen'],
      agent: 'Trash this card.',
    },
  ],
  [
    'starter',
    'signetRing',
    'Signet Ring',
    {
      copies: 1,
      cost: null,
      factions: [],
      agentIcons: ['landsraad', 'city', 'spiceTrade'],
      agent: "Use your leader's Signet Ring ability.",
      reveal: 'Gain 1 Persuasion.',
    },
  ],
  [
    'reserve',
    'theSpiceMustFlow',
    'The Spice Must Flow',
    {
      copies: 10,
      cost: 9,
      factions: ['spacingGuild'],
      agentIcons: [],
      reveal: 'Gain 1 spice.',
      acquire: 'Gain 1 Victory Point.',
    },
  ],
  [
    'reserve',
    'prepareTheWay',
    'Prepare the Way',
    {
      copies: 8,
      cost: 2,
      factions: ['beneGesserit'],
      agentIcons: ['landsraad', 'city'],
      agent: 'If you have at least 2 Influence with the Bene Gesserit, draw 1 card.',
      reveal: 'Gain 2 Persuasion.',
    },
  ],
  [
    'imperium',
    'beneGesseritOperative',
    'Bene Gesserit Operative',
    {
      copies: 2,
      cost: 3,
      factions: ['beneGesserit'],
      agentIcons: ['beneGesserit'],
      agent: 'Place a Spy on an observation post.',
      reveal: 'Gain 1 Persuasion. If you have 2 or more Spies on the board, gain 2 Persuasion.',
    },
  ],
  [
    'imperium',
    'branchingPath',
    'Branching Path',
    {
      copies: 1,
      cost: 3,
      factions: ['beneGesserit'],
      agentIcons: ['beneGesserit', 'city'],
      agent:
        'If you have at least 2 Influence with the Bene Gesserit, trash an Intrigue card → draw 1 Intrigue card and gain 2 spice.',
      reveal: 'Gain 2 Persuasion.',
    },
  ],
  [
    'imperium',
    'calculusOfPower',
    'Calculus of Power',
    {
      copies: 2,
      cost: 3,
      factions: ['emperor'],
      agentIcons: ['city', 'spy'],
      agent: 'Trash a card.',
      reveal: 'Gain 2 Persuasion. Trash another Emperor card you have in play → gain 3 swords.',
    },
  ],
  [
    'imperium',
    'capturedMentat',
    'Captured Mentat',
    {
      copies: 1,
      cost: 5,
      factions: [],
      agentIcons: ['landsraad', 'spiceTrade'],
      agent: 'Discard 1 card → draw 1 Intrigue card and draw 1 card.',
      reveal:
        'Gain 1 Persuasion. Lose 1 Influence with a Faction of your choice → gain 1 Influence with a Faction of your choice.',
    },
  ],
  [
    'imperium',
    'cargoRunner',
    'Cargo Runner',
    {
      copies: 1,
      cost: 3,
      factions: ['spacingGuild'],
      agentIcons: ['landsraad', 'city', 'spiceTrade'],
      choam: true,
      agent:
        'If you have completed 2 or more contracts, draw 1 card. If you have completed 4 or more contracts, draw 1 card.',
      reveal: 'Gain 1 Persuasion.',
    },
  ],
  [
    'imperium',
    'chaniCleverTactician',
    'Chani, Clever Tactician',
    {
      copies: 1,
      cost: 5,
      factions: ['fremen'],
      agentIcons: ['fremen', 'city', 'spiceTrade'],
      agent: 'If you have 3 or more units in the Conflict, draw 1 Intrigue card.',
      reveal: 'Retreat 2 troops → gain 4 swords. Fremen Bond: gain 2 Persuasion.',
    },
  ],
  [
    'imperium',
    'corrinthCity',
    'Corrinth City',
    {
      copies: 1,
      cost: 6,
      factions: ['emperor'],
      agentIcons: ['emperor', 'landsraad'],
      agent: 'Pay 5 Solari and discard 2 cards → gain 1 Victory Point.',
      reveal:
        'Choose one: gain 5 Solari or pay 5 Solari → take a seat on the High Council: on each of your Reveal turns, gain 2 Persuasion.',
    },
  ],
  [
    'imperium',
    'covertOperation',
    'Covert Operation',
    {
      copies: 1,
      cost: 3,
      factions: [],
      agentIcons: ['spy'],
      agent: 'Each opponent discards 1 card.',
      reveal: 'Place a Spy on an observation post and place a Spy on an observation post.',
    },
  ],
  [
    'imperium',
    'dangerousRhetoric',
    'Dangerous Rhetoric',
    {
      copies: 1,
      cost: 3,
      factions: [],
      agentIcons: ['landsraad', 'spy'],
      agent: 'Gain 1 Influence with a Faction of your choice and trash this card.',
      reveal: 'Gain 1 Persuasion and 1 sword.',
    },
  ],
  [
    'imperium',
    'deliveryAgreement',
    'Delivery Agreement',
    {
      copies: 1,
      cost: 5,
      factions: ['spacingGuild'],
      agentIcons: ['city'],
      choam: true,
      agent: 'Discard 1 card → take a contract.',
      reveal:
        'Choose one: gain 1 spice or if you have completed 4 or more contracts, trash this card → gain 1 Victory Point.',
    },
  ],
  [
    'imperium',
    'desertPower',
    'Desert Power',
    {
      copies: 1,
      cost: 6,
      factions: ['fremen'],
      agentIcons: ['spiceTrade'],
      agent: 'If you sent an Agent to a Maker board space this turn, gain 2 spice.',
      reveal:
        'Choose one: gain 2 Persuasion or if you have Maker Hooks, pay 1 water → summon 1 sandworm into the Conflict.',
    },
  ],
  [
    'imperium',
    'desertSurvival',
    'Desert Survival',
    {
      copies: 2,
      cost: 2,
      factions: ['fremen'],
      agentIcons: ['spiceTrade'],
      agent: 'Trash a card.',
      reveal: 'Gain 1 Persuasion and 1 sword.',
    },
  ],
  [
    'imperium',
    'doubleAgent',
    'Double Agent',
    {
      copies: 2,
      cost: 3,
      factions: ['emperor', 'spacingGuild'],
      agentIcons: ['landsraad', 'city', 'spiceTrade'],
      agent:
        "Place a Spy on an observation post connected to the board space you sent an Agent to this turn; it may share the post with another player's Spy.",
      reveal: 'Gain 1 Persuasion and 1 sword.',
    },
  ],
  [
    'imperium',
    'ecologicalTestingStation',
    'Ecological Testing Station',
    {
      copies: 1,
      cost: 3,
      factions: ['fremen'],
      agentIcons: ['fremen', 'city'],
      agent: 'Pay 2 water → draw 2 cards.',
      reveal: 'Gain 1 Persuasion. Fremen Bond: gain 1 water.',
    },
  ],
  [
    'imperium',
    'fedaykinStilltent',
    'Fedaykin Stilltent',
    {
      copies: 1,
      cost: 2,
      factions: ['fremen'],
      agentIcons: ['spiceTrade'],
      agent: 'If you sent an Agent to a Maker board space this turn, recruit 1 troop.',
      reveal: 'Gain 1 water.',
    },
  ],
  [
    'imperium',
    'guildEnvoy',
    'Guild Envoy',
    {
      copies: 1,
      cost: 3,
      factions: ['spacingGuild'],
      agentIcons: ['emperor', 'spacingGuild', 'beneGesserit', 'fremen'],
      agent: 'Discard 1 card. If you discarded a Spacing Guild card, draw 2 cards.',
      reveal: 'Gain 1 Persuasion.',
    },
  ],
  [
    'imperium',
    'guildSpy',
    'Guild Spy',
    {
      copies: 1,
      cost: 3,
      factions: ['spacingGuild'],
      agentIcons: ['spy'],
      agent: 'Discard 1 card → draw 1 card and if you discarded a Spacing Guild card, draw 1 Intrigue card.',
      reveal:
        'Gain 2 Persuasion. If you acquire The Spice Must Flow this turn, gain 1 Influence with each Faction you are spying on.',
      acquire: 'Place a Spy on an observation post.',
    },
  ],
  [
    'imperium',
    'hiddenMissive',
    'Hidden Missive',
    {
      copies: 1,
      cost: 2,
      factions: ['beneGesserit'],
      agentIcons: ['landsraad'],
      agent: 'If you have at least 2 Influence with the Bene Gesserit, recruit 1 troop and draw 1 card.',
      reveal: 'Gain 1 Persuasion and 1 sword.',
    },
  ],
  [
    'imperium',
    'imperialSpymaster',
    'Imperial Spymaster',
    {
      copies: 1,
      cost: 2,
      factions: ['emperor'],
      agentIcons: ['emperor', 'spy'],
      agent: 'If you recalled a Spy this turn, draw 1 Intrigue card.',
      reveal: 'Gain 1 Persuasion and 1 sword.',
    },
  ],
  [
    'imperium',
    'inHighPlaces',
    'In High Places',
    {
      copies: 1,
      cost: 5,
      factions: ['emperor', 'beneGesserit'],
      agentIcons: ['emperor', 'beneGesserit'],
      agent: 'If you have another Bene Gesserit card in play, draw 1 card and place a Spy on an observation post.',
      reveal: 'Gain 2 Persuasion. Recall 2 Spies → gain 3 Persuasion.',
      acquire: 'Place a Spy on an observation post.',
    },
  ],
  [
    'imperium',
    'interstellarTrade',
    'Interstellar Trade',
    {
      copies: 1,
      cost: 7,
      factions: ['spacingGuild'],
      agentIcons: ['landsraad', 'city', 'spiceTrade'],
      choam: true,
      agent: 'Gain 1 Influence with a Faction of your choice.',
      reveal: 'Gain 1 Persuasion for each contract you have completed.',
      acquire: 'Take a contract.',
    },
  ],
  [
    'imperium',
    'junctionHeadquarters',
    'Junction Headquarters',
    {
      copies: 1,
      cost: 6,
      factions: ['spacingGuild'],
      agentIcons: ['landsraad', 'city', 'spiceTrade'],
      agent: 'If you have the Spacing Guild Alliance, pay 2 spice and trash an Intrigue card → gain 1 Victory Point.',
      reveal: 'Gain 1 Persuasion and 1 water and recruit 1 troop.',
    },
  ],
  [
    'imperium',
    'leadership',
    'Leadership',
    {
      copies: 1,
      cost: 5,
      factions: ['fremen'],
      agentIcons: ['fremen', 'spiceTrade'],
      agent: 'Draw 1 card for each sandworm you have in the Conflict.',
      reveal:
        'Gain 2 Persuasion and 1 sword and gain 1 sword for each card you revealed this turn that gives one or more swords.',
    },
  ],
  [
    'imperium',
    'longLiveTheFighters',
    'Long Live the Fighters',
    {
      copies: 1,
      cost: 7,
      factions: ['fremen'],
      agentIcons: ['fremen', 'city'],
      agent:
        'If your deck has 3 or more cards, look at the top 3 cards of your deck: draw 1, discard 1 and trash 1 of them.',
      reveal: 'Gain 2 Persuasion and 3 swords.',
    },
  ],
  [
    'imperium',
    'makerKeeper',
    'Maker Keeper',
    {
      copies: 2,
      cost: 2,
      factions: ['beneGesserit', 'fremen'],
      agentIcons: ['city'],
      agent:
        'If you have at least 2 Influence with the Bene Gesserit, gain 1 water. If you have at least 2 Influence with the Fremen, gain 1 spice.',
      reveal: 'Gain 2 Persuasion.',
    },
  ],
  [
    'imperium',
    'maulaPistol',
    'Maula Pistol',
    {
      copies: 2,
      cost: 3,
      factions: ['fremen'],
      agentIcons: ['city', 'spiceTrade'],
      agent: 'Draw 1 card.',
      reveal: 'Gain 1 Persuasion and 1 sword.',
    },
  ],
  [
    'imperium',
    'northernWatermaster',
    'Northern Watermaster',
    {
      copies: 1,
      cost: 3,
      factions: ['fremen'],
      agentIcons: ['city'],
      agent: 'Gain 1 water.',
      reveal: 'Gain 1 Persuasion. Fremen Bond: gain 2 spice.',
    },
  ],
  [
    'imperium',
    'overthrow',
    'Overthrow',
    {
      copies: 1,
      cost: 8,
      factions: [],
      agentIcons: ['emperor', 'spacingGuild', 'beneGesserit', 'fremen'],
      agent: "Gain 1 more Influence with this board space's Faction.",
      reveal: 'Gain 2 Persuasion and 2 swords and recruit 1 troop.',
      acquire: 'Draw 1 Intrigue card.',
    },
  ],
  [
    'imperium',
    'paracompass',
    'Paracompass',
    {
      copies: 1,
      cost: 4,
      factions: [],
      agentIcons: ['city'],
      agent: 'Gain 2 Solari.',
      reveal:
        'If you have a seat on the High Council, gain 2 Persuasion and if you have your Swordmaster, gain 1 Persuasion.',
    },
  ],
  [
    'imperium',
    'priceIsNoObject',
    'Price is No Object',
    {
      copies: 1,
      cost: 6,
      factions: ['emperor', 'beneGesserit'],
      agentIcons: ['emperor', 'beneGesserit'],
      agent: 'You may acquire a card into your hand paying Solari instead of Persuasion.',
      reveal: 'Gain 2 Persuasion and 2 Solari.',
      acquire: 'Gain 2 Solari.',
    },
  ],
  [
    'imperium',
    'priorityContracts',
    'Priority Contracts',
    {
      copies: 1,
      cost: 6,
      factions: ['spacingGuild'],
      agentIcons: ['landsraad', 'spiceTrade'],
      choam: true,
      agent: 'Take a contract.',
      reveal:
        'Choose one: gain 2 spice or if you have completed 4 or more contracts, trash this card → gain 1 Victory Point.',
    },
  ],
  [
    'imperium',
    'publicSpectacle',
    'Public Spectacle',
    {
      copies: 2,
      cost: 4,
      factions: ['emperor'],
      agentIcons: ['spy'],
      agent: 'If you recalled a Spy this turn, gain 1 Influence with a Faction of your choice.',
      reveal: 'Gain 1 Persuasion and place a Spy on an observation post.',
    },
  ],
  [
    'imperium',
    'rebelSupplier',
    'Rebel Supplier',
    {
      copies: 2,
      cost: 3,
      factions: ['fremen'],
      agentIcons: ['city'],
      agent: 'If you recalled a Spy this turn, recruit 2 troops.',
      reveal: 'Gain 1 sword and 1 spice.',
    },
  ],
  [
    'imperium',
    'reliableInformant',
    'Reliable Informant',
    {
      copies: 1,
      cost: 2,
      factions: ['spacingGuild'],
      agentIcons: ['spacingGuild'],
      agent: 'Place a Spy on an observation post connected to an Emperor, Bene Gesserit or Fremen board space.',
      reveal: 'Gain 1 Persuasion and 1 Solari.',
    },
  ],
  [
    'imperium',
    'sardaukarCoordination',
    'Sardaukar Coordination',
    {
      copies: 2,
      cost: 4,
      factions: ['emperor'],
      agentIcons: ['emperor', 'landsraad'],
      agent: 'This turn, you may deploy to the Conflict any troops you recruit.',
      reveal: 'Gain 2 Persuasion and gain 1 sword for each Emperor card you revealed this turn, this one included.',
    },
  ],
  [
    'imperium',
    'sardaukarSoldier',
    'Sardaukar Soldier',
    {
      copies: 1,
      cost: 1,
      factions: ['emperor'],
      agentIcons: ['city'],
      reveal: 'Gain 1 Persuasion and 1 sword.',
      trashed: 'Draw 1 Intrigue card.',
    },
  ],
  [
    'imperium',
    'shishakli',
    'Shishakli',
    {
      copies: 1,
      cost: 4,
      factions: ['fremen'],
      agentIcons: ['city', 'spiceTrade'],
      agent: 'Trash a card → draw 1 card.',
      reveal: 'Gain 2 swords. Fremen Bond: gain 1 Influence with the Fremen.',
    },
  ],
  [
    'imperium',
    'smugglersHarvester',
    "Smuggler's Harvester",
    {
      copies: 2,
      cost: 1,
      factions: ['spacingGuild'],
      agentIcons: ['spiceTrade'],
      agent: 'If you sent an Agent to a Maker board space this turn, gain 1 spice.',
      reveal: 'Gain 1 Persuasion.',
    },
  ],
  [
    'imperium',
    'smugglersHaven',
    "Smuggler's Haven",
    {
      copies: 1,
      cost: 4,
      factions: ['spacingGuild'],
      agentIcons: ['spacingGuild', 'spiceTrade'],
      agent: 'Pay 4 spice → gain 1 Victory Point.',
      reveal: 'Gain 1 Persuasion. If you are spying on a Maker board space, gain 2 spice.',
    },
  ],
  [
    'imperium',
    'southernElders',
    'Southern Elders',
    {
      copies: 1,
      cost: 4,
      factions: ['beneGesserit', 'fremen'],
      agentIcons: ['beneGesserit', 'fremen'],
      agent: 'If you have another Bene Gesserit card in play, recruit 2 troops.',
      reveal: 'Gain 1 water. Fremen Bond: gain 2 Persuasion.',
    },
  ],
  [
    'imperium',
    'spaceTimeFolding',
    'Space-Time Folding',
    {
      copies: 1,
      cost: 1,
      factions: ['spacingGuild'],
      agentIcons: ['spacingGuild'],
      agent: 'Discard 1 card → draw 1 card and if you discarded a Spacing Guild card, draw 1 card.',
      reveal: 'Gain 1 Persuasion.',
    },
  ],
  [
    'imperium',
    'spacingGuildsFavor',
    "Spacing Guild's Favor",
    {
      copies: 2,
      cost: 5,
      factions: ['spacingGuild'],
      agentIcons: ['spacingGuild', 'spiceTrade'],
      agent: 'Draw 1 card.',
      reveal: 'Gain 2 Persuasion. Pay 3 spice → gain 1 Influence with a Faction of your choice.',
      discarded: 'Gain 2 spice.',
    },
  ],
  [
    'imperium',
    'spyNetwork',
    'Spy Network',
    {
      copies: 1,
      cost: 2,
      factions: ['emperor', 'spacingGuild'],
      agentIcons: [],
      reveal:
        'Gain 2 Persuasion and 1 sword. If you have 2 or more Spies on the board, recall 1 Spy → draw 1 Intrigue card.',
      acquire: 'Place a Spy on an observation post.',
    },
  ],
  [
    'imperium',
    'steersman',
    'Steersman',
    {
      copies: 1,
      cost: 8,
      factions: ['spacingGuild'],
      agentIcons: ['spacingGuild', 'landsraad', 'city', 'spiceTrade'],
      agent: 'Draw 1 card and recall one of your Agents.',
      reveal: 'Gain 2 Persuasion and 2 spice.',
      acquire: 'Gain 1 Influence with the Spacing Guild.',
    },
  ],
  [
    'imperium',
    'stilgarTheDevoted',
    'Stilgar, the Devoted',
    {
      copies: 1,
      cost: 6,
      factions: ['fremen'],
      agentIcons: ['fremen', 'city', 'spiceTrade'],
      agent: 'Recruit 2 troops.',
      reveal: 'Gain 2 Persuasion for each Fremen card you have in play, this one included.',
    },
  ],
  [
    'imperium',
    'strikeFleet',
    'Strike Fleet',
    {
      copies: 1,
      cost: 5,
      factions: [],
      agentIcons: ['spy'],
      agent: 'If you recalled a Spy this turn, recruit 3 troops.',
      reveal: 'Gain 1 Persuasion and 3 swords.',
      acquire: 'Place a Spy on an observation post.',
    },
  ],
  [
    'imperium',
    'subversiveAdvisor',
    'Subversive Advisor',
    {
      copies: 1,
      cost: 5,
      factions: [],
      agentIcons: ['spy'],
      agent:
        "If you sent an Agent to a Faction board space this turn, gain 1 more Influence with this board space's Faction and trash this card.",
      reveal: 'Gain 1 Persuasion.',
      acquire: 'Place a Spy on an observation post.',
    },
  ],
  [
    'imperium',
    'treacherousManeuver',
    'Treacherous Maneuver',
    {
      copies: 1,
      cost: 5,
      factions: ['emperor'],
      agentIcons: ['emperor', 'spacingGuild', 'beneGesserit', 'fremen'],
      agent:
        "Trash this card and trash another Emperor card from your hand → gain 1 more Influence with this board space's Faction.",
      reveal: 'Gain 1 Persuasion and draw 1 Intrigue card.',
    },
  ],
  [
    'imperium',
    'treadInDarkness',
    'Tread in Darkness',
    {
      copies: 2,
      cost: 4,
      factions: ['beneGesserit'],
      agentIcons: ['landsraad', 'city', 'spiceTrade'],
      agent: 'If you have another Bene Gesserit card in play, trash a card and draw 1 card.',
      reveal: 'Gain 2 Persuasion and 1 sword.',
    },
  ],
  [
    'imperium',
    'truthtrance',
    'Truthtrance',
    {
      copies: 2,
      cost: 4,
      factions: ['beneGesserit'],
      agentIcons: ['emperor', 'spacingGuild', 'beneGesserit', 'fremen'],
      reveal: 'Gain 1 Persuasion.',
    },
  ],
  [
    'imperium',
    'undercoverAsset',
    'Undercover Asset',
    {
      copies: 1,
      cost: 2,
      factions: ['emperor', 'spacingGuild'],
      agentIcons: ['landsraad', 'city', 'spiceTrade'],
      agent: 'This turn, ignore the Influence requirements of board spaces.',
      reveal: 'Choose one: place a Spy on an observation post or gain 2 swords.',
    },
  ],
  [
    'imperium',
    'unswervingLoyalty',
    'Unswerving Loyalty',
    {
      copies: 2,
      cost: 1,
      factions: ['fremen'],
      agentIcons: [],
      reveal:
        'Gain 1 Persuasion and recruit 1 troop. Fremen Bond: choose one: you may deploy 1 troop from your garrison to the Conflict or you may retreat 1 troop.',
    },
  ],
  [
    'imperium',
    'weirdingWoman',
    'Weirding Woman',
    {
      copies: 2,
      cost: 1,
      factions: ['beneGesserit'],
      agentIcons: ['city', 'spiceTrade'],
      agent: 'If you have another Bene Gesserit card in play, return this card from play to your hand.',
      reveal: 'Gain 1 Persuasion and 1 sword.',
    },
  ],
  [
    'imperium',
    'wheelsWithinWheels',
    'Wheels within Wheels',
    {
      copies: 1,
      cost: 2,
      factions: ['emperor', 'spacingGuild'],
      agentIcons: ['spy'],
      agent:
        'If you have at least 2 Influence with the Emperor, gain 2 Solari. If you have at least 2 Influence with the Spacing Guild, gain 1 spice.',
      reveal: 'Gain 1 Persuasion and place a Spy on an observation post.',
    },
  ],
];

describe('Uprising player cards, one by one (rules 004 MISE EN PLACE; docs/content-doubts.md)', () => {
  it.each(CARDS)('%s: %s — %s', (deck, id, name, expected) => {
    const card = PLAYER_CARDS[id];
    expect(card?.name.en).toBe(name);
    if (!card) return;
    expect(card.deck).toBe(deck);
    expect({
      copies: card.copies,
      cost: card.cost,
      factions: card.factions,
      agentIcons: card.agentIcons,
      ...(card.choam ? { choam: true } : {}),
      agent: en(card.agent),
      reveal: en(card.reveal),
      acquire: en(card.acquire),
      trashed: en(card.trashed),
      discarded: en(card.discarded),
    }).toEqual({
      agent: undefined,
      reveal: undefined,
      acquire: undefined,
      trashed: undefined,
      discarded: undefined,
      ...expected,
    });
    for (const box of ['agent', 'reveal', 'acquire', 'trashed', 'discarded'] as const) readsInEveryLanguage(card[box]);
  });

  it('every player card is in the table above', () => {
    expect(CARDS.map(([, id]) => id).sort()).toEqual(Object.keys(PLAYER_CARDS).sort());
  });
});

interface IntrigueExpectation {
  readonly copies: number;
  readonly choam?: boolean;
  readonly plot?: string;
  readonly combat?: string;
  readonly endgame?: string;
}

/** An Intrigue ability as the card reads: its arrow cost, if any, before its effects. */
const ability = (a: IntrigueAbility | undefined): string | undefined =>
  a === undefined
    ? undefined
    : renderEffects(a.cost ? [{ kind: 'pay', cost: a.cost, effects: a.effects }] : a.effects, 'en');

const INTRIGUES: readonly (readonly [id: string, name: string, expected: IntrigueExpectation])[] = [
  [
    'backedByChoam',
    'Backed by CHOAM',
    {
      copies: 1,
      choam: true,
      plot: 'Lose 1 Influence with a Faction of your choice → gain 4 Solari.',
      combat: 'If you have completed 2 or more contracts, gain 4 swords.',
    },
  ],
  [
    'buyAccess',
    'Buy Access',
    { copies: 1, plot: 'Pay 5 Solari → gain 1 Influence with each of two different Factions of your choice.' },
  ],
  [
    'choamProfits',
    'CHOAM Profits',
    { copies: 1, choam: true, endgame: 'If you have completed 4 or more contracts, gain 1 Victory Point.' },
  ],
  [
    'callToArms',
    'Call to Arms',
    { copies: 1, plot: 'During your Reveal turn this round, each time you acquire a card, recruit 1 troop.' },
  ],
  [
    'changeAllegiances',
    'Change Allegiances',
    {
      copies: 1,
      plot: 'Lose 1 Influence with a Faction of your choice → gain 1 Influence with a Faction of your choice. Pay 3 spice → gain 1 Influence with a Faction of your choice.',
    },
  ],
  ['contingencyPlan', 'Contingency Plan', { copies: 3, plot: 'Gain 2 Solari.', combat: 'Gain 3 swords.' }],
  [
    'councilorsAmbition',
    "Councilor's Ambition",
    { copies: 1, plot: 'If you have a seat on the High Council, gain 2 water.' },
  ],
  [
    'crysknife',
    'Crysknife',
    {
      copies: 1,
      plot: 'Gain 1 spice.',
      endgame: 'Flip one of your face-up Crysknife or wild Conflict cards → gain 1 Victory Point.',
    },
  ],
  ['cunning', 'Cunning', { copies: 1, plot: 'Choose one: draw 1 card or pay 1 spice → draw 1 card and trash a card.' }],
  [
    'departForArrakis',
    'Depart for Arrakis',
    {
      copies: 1,
      plot: 'Pay 2 spice → recruit 3 troops. If you have at least 3 Influence with the Spacing Guild, draw 1 card.',
    },
  ],
  [
    'desertMouse',
    'Desert Mouse',
    {
      copies: 1,
      plot: 'Gain 1 spice.',
      endgame: 'Flip one of your face-up Desert Mouse or wild Conflict cards → gain 1 Victory Point.',
    },
  ],
  [
    'detonation',
    'Detonation',
    {
      copies: 2,
      plot: 'Choose one: you may destroy the Shield Wall or you may deploy up to 4 troops from your garrison to the Conflict.',
    },
  ],
  [
    'devour',
    'Devour',
    { copies: 1, combat: 'Gain 2 swords. If you have a sandworm in the Conflict, gain 2 swords and trash a card.' },
  ],
  [
    'distraction',
    'Distraction',
    {
      copies: 2,
      plot: 'If you deployed 3 or more units to the Conflict this turn, place a Spy on an observation post.',
    },
  ],
  ['findWeakness', 'Find Weakness', { copies: 1, combat: 'Gain 2 swords. Recall 1 Spy → gain 3 swords.' }],
  [
    'goToGround',
    'Go to Ground',
    {
      copies: 1,
      combat:
        'Choose one: retreat 1 troop → place a Spy on an observation post or retreat 2 troops → place a Spy on an observation post.',
    },
  ],
  [
    'imperiumPolitics',
    'Imperium Politics',
    { copies: 1, plot: 'Pay 1 Solari → gain 1 Influence with the Emperor or the Spacing Guild.' },
  ],
  ['impress', 'Impress', { copies: 1, combat: 'Gain 2 swords and acquire a card that costs 3 Persuasion or less.' }],
  [
    'inspireAwe',
    'Inspire Awe',
    {
      copies: 1,
      plot: 'If you have a sandworm in the Conflict, acquire a card that costs 3 Persuasion or less into your hand; otherwise, acquire a card that costs 3 Persuasion or less.',
    },
  ],
  [
    'intelligenceReport',
    'Intelligence Report',
    { copies: 1, plot: 'Draw 1 card. If you have 2 or more Spies on the board, draw 1 card.' },
  ],
  [
    'leverage',
    'Leverage',
    { copies: 1, choam: true, plot: 'If you gained spice this turn, take a contract and gain 1 Solari.' },
  ],
  [
    'manipulate',
    'Manipulate',
    {
      copies: 1,
      plot: 'Remove a card from the Imperium Row and refill it; this round, only you may acquire that card, for 1 Persuasion less.',
    },
  ],
  [
    'marketOpportunity',
    'Market Opportunity',
    { copies: 1, plot: 'Choose one: pay 2 spice → gain 5 Solari or pay 5 Solari → gain 5 spice.' },
  ],
  ['mercenaries', 'Mercenaries', { copies: 1, plot: 'Pay 3 Solari → draw 1 Intrigue card and recruit 2 troops.' }],
  [
    'opportunism',
    'Opportunism',
    {
      copies: 1,
      plot: 'Lose 1 Influence with each of two different Factions of your choice and pay 2 Solari → gain 1 Victory Point.',
    },
  ],
  [
    'ornithopter',
    'Ornithopter',
    {
      copies: 1,
      plot: 'Gain 1 spice.',
      endgame: 'Flip one of your face-up Ornithopter or wild Conflict cards → gain 1 Victory Point.',
    },
  ],
  [
    'questionableMethods',
    'Questionable Methods',
    { copies: 1, combat: 'Gain 1 sword. Lose 1 Influence with a Faction of your choice → gain 4 swords.' },
  ],
  [
    'reachAgreement',
    'Reach Agreement',
    {
      copies: 1,
      choam: true,
      combat: 'Choose one: retreat 1 troop → take a contract or retreat 2 troops → take a contract.',
    },
  ],
  [
    'secureSpiceTrade',
    'Secure Spice Trade',
    { copies: 1, endgame: 'If you own at least 2 The Spice Must Flow cards, gain 1 Victory Point and 2 spice.' },
  ],
  [
    'shaddamsFavor',
    "Shaddam's Favor",
    { copies: 1, plot: 'Recruit 1 troop. If you have at least 3 Influence with the Emperor, gain 3 Solari.' },
  ],
  [
    'shadowAlliance',
    'Shadow Alliance',
    {
      copies: 1,
      endgame: 'If you have 4 or more Influence with a Faction whose Alliance an opponent holds, gain 1 Victory Point.',
    },
  ],
  [
    'sietchRitual',
    'Sietch Ritual',
    { copies: 1, plot: 'Discard 1 card → gain 1 Influence with the Bene Gesserit or the Fremen.' },
  ],
  [
    'specialMission',
    'Special Mission',
    {
      copies: 2,
      plot: 'Choose one: place a Spy on an observation post connected to a City board space or recall 1 Spy → you may destroy the Shield Wall and gain 2 spice.',
    },
  ],
  [
    'spiceIsPower',
    'Spice is Power',
    { copies: 1, combat: 'Choose one: retreat 3 troops → gain 3 spice or pay 3 spice → gain 6 swords.' },
  ],
  ['springTheTrap', 'Spring the Trap', { copies: 1, combat: 'Recall 2 Spies → gain 7 swords.' }],
  [
    'strategicStockpiling',
    'Strategic Stockpiling',
    {
      copies: 1,
      plot: 'Pay 5 spice → gain 1 Victory Point. If you have at least 3 Influence with the Fremen, pay 3 water → gain 1 Victory Point.',
    },
  ],
  [
    'tacticalOption',
    'Tactical Option',
    { copies: 1, combat: 'Choose one: gain 2 swords or retreat any number of your troops.' },
  ],
  [
    'unexpectedAllies',
    'Unexpected Allies',
    { copies: 1, plot: 'Pay 2 water → you may destroy the Shield Wall and summon 1 sandworm into the Conflict.' },
  ],
  [
    'weirdingCombat',
    'Weirding Combat',
    { copies: 1, combat: 'Gain 3 swords. If you have at least 3 Influence with the Bene Gesserit, gain 2 swords.' },
  ],
];

describe('Uprising Intrigue cards, one by one', () => {
  it.each(INTRIGUES)('%s — %s', (id, name, expected) => {
    const card = (
      UPRISING_INTRIGUE_DECK as Readonly<
        Record<string, (typeof UPRISING_INTRIGUE_DECK)[keyof typeof UPRISING_INTRIGUE_DECK]>
      >
    )[id];
    expect(card?.name.en).toBe(name);
    if (!card) return;
    const plot: IntrigueAbility | undefined = 'plot' in card ? card.plot : undefined;
    const combat: IntrigueAbility | undefined = 'combat' in card ? card.combat : undefined;
    const endgame: IntrigueAbility | undefined = 'endgame' in card ? card.endgame : undefined;
    expect({
      copies: card.copies,
      ...(card.choam ? { choam: true } : {}),
      plot: ability(plot),
      combat: ability(combat),
      endgame: ability(endgame),
    }).toEqual({ plot: undefined, combat: undefined, endgame: undefined, ...expected });
    for (const a of [plot, combat, endgame]) if (a) readsInEveryLanguage(a.effects);
  });

  it('every Intrigue card is in the table above', () => {
    expect(INTRIGUES.map(([id]) => id).sort()).toEqual(Object.keys(UPRISING_INTRIGUE_DECK).sort());
  });
});

const CONFLICTS: readonly (readonly [id: string, name: string, expected: Record<string, unknown>])[] = [
  [
    'skirmishCrysknife',
    'Skirmish',
    {
      level: 1,
      battleIcon: 'crysknife',
      controlSpace: null,
      shieldWall: false,
      first: 'Gain 1 Influence with a Faction of your choice.',
      second: 'Draw 1 Intrigue card and gain 1 spice.',
      third: 'Gain 1 spice.',
    },
  ],
  [
    'skirmishDesertMouse',
    'Skirmish',
    {
      level: 1,
      battleIcon: 'desertMouse',
      controlSpace: null,
      shieldWall: false,
      first: 'Gain 2 Solari.',
      second: 'Gain 3 Solari.',
      third: 'Gain 2 Solari.',
    },
  ],
  [
    'skirmishOrnithopter',
    'Skirmish',
    {
      level: 1,
      battleIcon: 'ornithopter',
      controlSpace: null,
      shieldWall: false,
      first: 'Gain 1 Solari and draw 1 Intrigue card.',
      second: 'Gain 2 Solari and draw 1 Intrigue card.',
      third: 'Draw 1 Intrigue card.',
    },
  ],
  [
    'seizeSpiceRefinery',
    'Seize Spice Refinery',
    {
      level: 2,
      battleIcon: 'crysknife',
      controlSpace: 'spiceRefinery',
      shieldWall: true,
      first:
        'Take control of the board space this Conflict names, place a Spy on an observation post and gain 2 spice.',
      second: 'Draw 1 Intrigue card, gain 1 spice and recruit 1 troop.',
      third: 'Gain 2 spice.',
    },
  ],
  [
    'shadowContest',
    'Shadow Contest',
    {
      level: 2,
      battleIcon: 'ornithopter',
      controlSpace: null,
      shieldWall: false,
      first: 'Gain 1 Influence with the Bene Gesserit and draw 1 Intrigue card.',
      second: 'Draw 1 Intrigue card, gain 1 spice and recruit 1 troop.',
      third: 'Gain 1 spice and recruit 1 troop.',
    },
  ],
  [
    'protectTheSietches',
    'Protect the Sietches',
    {
      level: 2,
      battleIcon: 'desertMouse',
      controlSpace: null,
      shieldWall: false,
      first: 'Gain 1 Influence with the Fremen and 1 water and recruit 1 troop.',
      second: 'Gain 3 spice and recruit 1 troop.',
      third: 'Gain 2 spice.',
    },
  ],
  [
    'siegeOfArrakeen',
    'Siege of Arrakeen',
    {
      level: 2,
      battleIcon: 'ornithopter',
      controlSpace: 'arrakeen',
      shieldWall: true,
      first: 'Take control of the board space this Conflict names, recruit 2 troops and gain 2 Solari.',
      second: 'Recruit 1 troop and gain 4 Solari.',
      third: 'Gain 3 Solari.',
    },
  ],
  [
    'choamSecurity',
    'CHOAM Security',
    {
      level: 2,
      battleIcon: 'crysknife',
      controlSpace: null,
      shieldWall: false,
      first: 'Gain 1 Influence with the Spacing Guild, take a contract and recruit 1 troop.',
      second: 'Gain 1 water and 2 Solari and recruit 2 troops.',
      third: 'Draw 1 Intrigue card and recruit 1 troop.',
    },
  ],
  [
    'testOfLoyalty',
    'Test of Loyalty',
    {
      level: 2,
      battleIcon: 'ornithopter',
      controlSpace: null,
      shieldWall: false,
      first: 'Place a Spy on an observation post and gain 1 Influence with the Emperor and 2 Solari.',
      second: 'Gain 4 Solari and recruit 1 troop.',
      third: 'Gain 3 Solari.',
    },
  ],
  [
    'spiceFreighters',
    'Spice Freighters',
    {
      level: 2,
      battleIcon: 'crysknife',
      controlSpace: null,
      shieldWall: false,
      first: 'Gain 1 Influence with a Faction of your choice. Pay 3 spice → gain 1 Victory Point.',
      second: 'Gain 1 water and 1 spice and recruit 1 troop.',
      third: 'Gain 1 spice and recruit 1 troop.',
    },
  ],
  [
    'secureImperialBasin',
    'Secure Imperial Basin',
    {
      level: 2,
      battleIcon: 'desertMouse',
      controlSpace: 'imperialBasin',
      shieldWall: true,
      first: 'Take control of the board space this Conflict names, gain 2 spice and recruit 1 troop.',
      second: 'Gain 2 water and recruit 1 troop.',
      third: 'Gain 1 water and recruit 1 troop.',
    },
  ],
  [
    'tradeDispute',
    'Trade Dispute',
    {
      level: 2,
      battleIcon: 'desertMouse',
      controlSpace: null,
      shieldWall: false,
      first: 'Take a contract, gain 1 water and trash a card.',
      second: 'Gain 1 water and 1 spice and trash a card.',
      third: 'Gain 1 water and recruit 1 troop.',
    },
  ],
  [
    'battleForSpiceRefinery',
    'Battle for Spice Refinery',
    {
      level: 3,
      battleIcon: 'desertMouse',
      controlSpace: 'spiceRefinery',
      shieldWall: true,
      first:
        'Gain 1 Victory Point and take control of the board space this Conflict names. Pay 6 Solari → gain 1 Victory Point.',
      second: 'Draw 1 Intrigue card and gain 3 spice.',
      third: 'Gain 3 spice.',
    },
  ],
  [
    'propaganda',
    'Propaganda',
    {
      level: 3,
      battleIcon: 'wild',
      controlSpace: null,
      shieldWall: false,
      first: 'Gain 1 Influence with a Faction of your choice and 1 Influence with a Faction of your choice.',
      second: 'Draw 1 Intrigue card and gain 3 spice.',
      third: 'Gain 3 spice.',
    },
  ],
  [
    'battleForImperialBasin',
    'Battle for Imperial Basin',
    {
      level: 3,
      battleIcon: 'ornithopter',
      controlSpace: 'imperialBasin',
      shieldWall: true,
      first:
        'Gain 1 Victory Point and take control of the board space this Conflict names. Pay 4 spice → gain 1 Victory Point.',
      second: 'Gain 5 spice.',
      third: 'Gain 3 spice.',
    },
  ],
  [
    'battleForArrakeen',
    'Battle for Arrakeen',
    {
      level: 3,
      battleIcon: 'crysknife',
      controlSpace: 'arrakeen',
      shieldWall: true,
      first:
        'Gain 1 Victory Point and take control of the board space this Conflict names. Recall 2 Spies → gain 1 Victory Point.',
      second: 'Draw 1 Intrigue card and gain 1 spice and 3 Solari.',
      third: 'Gain 2 spice and 2 Solari.',
    },
  ],
];

describe('Uprising Conflict cards, one by one (rules 004 III. Combat)', () => {
  it.each(CONFLICTS)('%s — %s', (id, name, expected) => {
    const card = Object.values(UPRISING_CONFLICT_CARDS).find((c) => c.id === id);
    expect(card?.name.en).toBe(name);
    if (!card) return;
    expect({
      level: card.level,
      battleIcon: card.battleIcon,
      controlSpace: card.controlSpace,
      shieldWall: card.shieldWall,
      first: en(card.first) ?? null,
      second: en(card.second) ?? null,
      third: en(card.third) ?? null,
    }).toEqual(expected);
    for (const rank of [card.first, card.second, card.third]) readsInEveryLanguage(rank);
  });
});

const CONTRACTS: readonly (readonly [id: string, name: string, expected: Record<string, unknown>])[] = [
  [
    'acquireTheSpiceMustFlow',
    'Acquire The Spice Must Flow',
    {
      trigger: { kind: 'acquireTheSpiceMustFlow' },
      reward: 'Gain 1 Influence with the Spacing Guild and 3 Solari.',
      shaddamOnly: false,
    },
  ],
  [
    'arrakeenTroopSpy',
    'Arrakeen',
    {
      trigger: { kind: 'space', space: 'arrakeen' },
      reward: 'Recruit 1 troop and place a Spy on an observation post.',
      shaddamOnly: false,
    },
  ],
  [
    'arrakeenWater',
    'Arrakeen',
    { trigger: { kind: 'space', space: 'arrakeen' }, reward: 'Gain 1 water.', shaddamOnly: false },
  ],
  [
    'deliverSupplies',
    'Deliver Supplies',
    { trigger: { kind: 'space', space: 'deliverSupplies' }, reward: 'Gain 3 Solari.', shaddamOnly: false },
  ],
  [
    'espionageA',
    'Espionage',
    { trigger: { kind: 'space', space: 'espionage' }, reward: 'Gain 3 Solari.', shaddamOnly: false },
  ],
  [
    'espionageB',
    'Espionage',
    { trigger: { kind: 'space', space: 'espionage' }, reward: 'Gain 3 Solari.', shaddamOnly: false },
  ],
  [
    'harvestThreeA',
    'Harvest 3+ spice',
    { trigger: { kind: 'harvest', atLeast: 3 }, reward: 'Gain 3 Solari.', shaddamOnly: false },
  ],
  [
    'harvestThreeB',
    'Harvest 3+ spice',
    { trigger: { kind: 'harvest', atLeast: 3 }, reward: 'Gain 3 Solari.', shaddamOnly: false },
  ],
  [
    'harvestFour',
    'Harvest 4+ spice',
    { trigger: { kind: 'harvest', atLeast: 4 }, reward: 'Gain 4 Solari.', shaddamOnly: false },
  ],
  [
    'heighlinerWater',
    'Heighliner',
    { trigger: { kind: 'space', space: 'heighliner' }, reward: 'Gain 2 water.', shaddamOnly: false },
  ],
  [
    'heighlinerTroops',
    'Heighliner',
    { trigger: { kind: 'space', space: 'heighliner' }, reward: 'Recruit 2 troops.', shaddamOnly: false },
  ],
  [
    'highCouncilSolari',
    'High Council',
    { trigger: { kind: 'space', space: 'highCouncil' }, reward: 'Gain 3 Solari.', shaddamOnly: false },
  ],
  [
    'highCouncilInfluence',
    'High Council',
    {
      trigger: { kind: 'space', space: 'highCouncil' },
      reward: 'Gain 1 Influence with the Bene Gesserit.',
      shaddamOnly: false,
    },
  ],
  ['immediate', 'Immediate', { trigger: { kind: 'immediate' }, reward: 'Gain 2 Solari.', shaddamOnly: false }],
  [
    'researchStationSolari',
    'Research Station',
    { trigger: { kind: 'space', space: 'researchStation' }, reward: 'Gain 3 Solari.', shaddamOnly: false },
  ],
  [
    'researchStationSpy',
    'Research Station',
    {
      trigger: { kind: 'space', space: 'researchStation' },
      reward: 'Gain 2 Solari and place a Spy on an observation post.',
      shaddamOnly: false,
    },
  ],
  [
    'sardaukarDraw',
    'Sardaukar',
    { trigger: { kind: 'space', space: 'sardaukar' }, reward: 'Draw 2 cards.', shaddamOnly: true },
  ],
  [
    'sardaukarRecall',
    'Sardaukar',
    { trigger: { kind: 'space', space: 'sardaukar' }, reward: 'Recall one of your Agents.', shaddamOnly: true },
  ],
  [
    'spiceRefineryDraw',
    'Spice Refinery',
    { trigger: { kind: 'space', space: 'spiceRefinery' }, reward: 'Draw 2 cards.', shaddamOnly: false },
  ],
  [
    'spiceRefineryWater',
    'Spice Refinery',
    { trigger: { kind: 'space', space: 'spiceRefinery' }, reward: 'Gain 1 water.', shaddamOnly: false },
  ],
];

describe('CHOAM contracts, one by one (rules 004 "Contrats CHOM")', () => {
  it.each(CONTRACTS)('%s — %s', (id, name, expected) => {
    const contract = Object.values(UPRISING_CONTRACTS).find((c) => c.id === id);
    expect(contract?.name.en).toBe(name);
    if (!contract) return;
    expect({ trigger: contract.trigger, reward: en(contract.reward), shaddamOnly: contract.shaddamOnly }).toEqual(
      expected,
    );
    readsInEveryLanguage(contract.reward);
  });
});

const LEADERS: readonly (readonly [id: string, name: string, expected: Record<string, unknown>])[] = [
  [
    'muadDib',
    "Muad'Dib",
    {
      house: 'atreides',
      complexity: 1,
      ability: {
        trigger: { kind: 'revealTurn' },
        effects: 'If you have a sandworm in the Conflict, draw 1 Intrigue card.',
      },
      signetRing: 'Draw 1 card.',
    },
  ],
  [
    'ladyMargotFenring',
    'Lady Margot Fenring',
    {
      house: 'fenring',
      complexity: 1,
      ability: { trigger: { kind: 'reachInfluence', faction: 'beneGesserit', atLeast: 2 }, effects: 'Gain 2 spice.' },
      signetRing: 'Place a Spy on an observation post connected to a City board space.',
    },
  ],
  [
    'ladyAmberMetulli',
    'Lady Amber Metulli',
    {
      house: 'metulli',
      complexity: 1,
      ability: { trigger: { kind: 'revealTurn' }, effects: 'You may retreat 1 troop.' },
      signetRing: 'Gain 1 Solari. If you have an Alliance, gain 1 spice.',
    },
  ],
  [
    'gurneyHalleck',
    'Gurney Halleck',
    {
      house: 'atreides',
      complexity: 1,
      ability: {
        trigger: { kind: 'revealTurn' },
        effects: 'If you have 6 or more strength in the Conflict, gain 1 Persuasion.',
      },
      signetRing: 'Recruit 1 troop.',
    },
  ],
  [
    'ladyJessica',
    'Lady Jessica',
    {
      house: 'atreides',
      complexity: 2,
      ability: 'otherMemories',
      signetRing:
        'Pay 1 spice → draw 1 Intrigue card and move a troop from your supply to the Bene Gesserit area of the board: it becomes a Memory.',
    },
  ],
  [
    'reverendMotherJessica',
    'Reverend Mother Jessica',
    { house: 'atreides', complexity: 2, ability: 'reverendMother', signetRing: 'Pay 1 spice → gain 1 water.' },
  ],
  [
    'princessIrulan',
    'Princess Irulan',
    {
      house: 'corrino',
      complexity: 2,
      ability: {
        trigger: { kind: 'reachInfluence', faction: 'emperor', atLeast: 2 },
        effects: 'Draw 1 Intrigue card.',
      },
      signetRing:
        'Choose one: acquire a card that costs 1 Persuasion or less into your hand or trash a card that costs 1 Persuasion or more from your hand → gain 2 spice.',
    },
  ],
  [
    'shaddamCorrinoIV',
    'Shaddam Corrino IV',
    {
      house: 'corrino',
      complexity: 2,
      ability: 'sardaukarCommander',
      signetRing:
        'Units cannot be deployed to the Conflict this turn. Choose one: gain 1 Solari and recruit 1 troop or pay 3 Solari → gain 1 Influence with a Faction of your choice.',
    },
  ],
  [
    'stabanTuek',
    'Staban Tuek',
    {
      house: 'tuek',
      complexity: 3,
      ability: { trigger: { kind: 'opponentAgentOnSpiedMakerSpace' }, effects: 'Gain 1 spice.' },
      signetRing:
        'Place a Spy on an observation post. If you placed it on the CHOAM observation post, pay 1 spice → gain 3 Solari. If you placed it on a Faction observation post, pay 2 Solari → draw 1 Intrigue card.',
    },
  ],
  [
    'feydRauthaHarkonnen',
    'Feyd-Rautha Harkonnen',
    {
      house: 'harkonnen',
      complexity: 1,
      ability: { trigger: { kind: 'revealTurn' }, effects: 'Recall 1 Spy → gain 2 swords.' },
      signetRing: "Move Feyd's token one space right on your Training track and gain that space's reward.",
    },
  ],
];

describe('Uprising leaders, ability and signet one by one (rules 004 LISTE DES DIRIGEANTS, FAQ)', () => {
  it.each(LEADERS)('%s — %s', (id, name, expected) => {
    const leader = Object.values(UPRISING_LEADERS).find((l) => l.id === id);
    expect(leader?.name.en).toBe(name);
    if (!leader) return;
    const rule = leader.ability.rule;
    expect({
      house: leader.house,
      complexity: leader.complexity,
      ability: rule.kind === 'whenever' ? { trigger: rule.trigger, effects: en(rule.effects) } : rule.hook,
      signetRing: en(leader.signetRing.effects),
    }).toEqual(expected);
    readsInEveryLanguage(leader.signetRing.effects);
    if (rule.kind === 'whenever') readsInEveryLanguage(rule.effects);
  });
});

const RIVALS: readonly (readonly [id: string, name: string, expected: Record<string, unknown>])[] = [
  ['stabanTuek', 'Staban Tuek', { signetRing: 'Gain 1 spice.', scheme: 'Recruit 2 troops.' }],
  ['ladyAmberMetulli', 'Lady Amber Metulli', { signetRing: 'Recruit 1 troop.', scheme: 'Recruit 3 troops.' }],
  [
    'ladyMargotFenring',
    'Lady Margot Fenring',
    { signetRing: 'Gain 1 Solari.', scheme: 'Gain 1 Influence with the Bene Gesserit.' },
  ],
  [
    'gurneyHalleck',
    'Gurney Halleck',
    { signetRing: 'Recruit 1 troop.', scheme: 'Gain 1 Influence with the Faction where the Rival has the most.' },
  ],
  [
    'princessIrulan',
    'Princess Irulan',
    {
      signetRing: 'Place a Spy on an observation post.',
      scheme: 'Gain 1 Influence with a Faction of your choice and recruit 1 troop.',
    },
  ],
  [
    'glossuRabban',
    'Glossu "The Beast" Rabban',
    {
      signetRing: 'If you have an Alliance, recruit 2 troops; otherwise, recruit 1 troop.',
      scheme: 'Gain 2 Influence with a Faction where this gives the Rival an Alliance, if there is one.',
    },
  ],
  [
    'vladimirHarkonnen',
    'Baron Vladimir Harkonnen',
    { signetRing: 'Draw 1 Intrigue card.', scheme: 'Gain 2 Solari and recruit 2 troops.' },
  ],
  [
    'ladyJessica',
    'Lady Jessica',
    {
      signetRing: 'Gain 1 Influence with a Faction where this gives the Rival an Alliance, if there is one.',
      scheme: 'Gain 2 water.',
    },
  ],
  [
    'feydRauthaHarkonnen',
    'Feyd-Rautha Harkonnen',
    { signetRing: 'Recruit 2 troops.', scheme: 'Gain 1 Influence with a Faction of your choice.' },
  ],
  [
    'muadDib',
    "Muad'Dib",
    {
      signetRing: 'Gain 1 Influence with the Fremen.',
      scheme: 'Take Maker Hooks. You may destroy the Shield Wall. Draw 1 Intrigue card.',
    },
  ],
];

describe('Uprising Rivals, signet and scheme one by one (rules 004 LISTE DES RIVAUX)', () => {
  it.each(RIVALS)('%s — %s', (id, name, expected) => {
    const rival = Object.values(UPRISING_RIVALS).find((r) => r.id === id);
    expect(rival?.name.en).toBe(name);
    if (!rival) return;
    expect({ signetRing: en(rival.signetRing), scheme: en(rival.scheme) }).toEqual(expected);
    readsInEveryLanguage(rival.signetRing);
    readsInEveryLanguage(rival.scheme);
  });
});

const HAGAL: readonly (readonly [id: string, name: string, expected: Record<string, unknown>])[] = [
  [
    'placeSpyYellow',
    'Place a Spy (yellow)',
    {
      copies: 1,
      swords: 2,
      plays: [
        {
          when: { kind: 'always' },
          target: { kind: 'spyPost', posts: ['choam', 'imperialBasin', 'haggaBasin', 'deepDesert'] },
          combatSpace: false,
          effects: null,
        },
      ],
    },
  ],
  [
    'placeSpyBlue',
    'Place a Spy (blue)',
    {
      copies: 1,
      swords: 2,
      plays: [
        {
          when: { kind: 'always' },
          target: {
            kind: 'spyPost',
            posts: ['spiceRefineryArrakeen', 'researchStationSpiceRefinery', 'sietchTabrResearchStation'],
          },
          combatSpace: false,
          effects: null,
        },
      ],
    },
  ],
  [
    'placeSpyGreen',
    'Place a Spy (green)',
    {
      copies: 1,
      swords: 2,
      plays: [
        {
          when: { kind: 'always' },
          target: { kind: 'spyPost', posts: ['landsraadAssembly', 'landsraadCouncil'] },
          combatSpace: false,
          effects: null,
        },
      ],
    },
  ],
  [
    'sardaukar',
    'Sardaukar',
    {
      copies: 2,
      swords: 4,
      plays: [
        {
          when: { kind: 'always' },
          target: { kind: 'space', space: 'sardaukar' },
          combatSpace: false,
          effects: 'Gain 1 Influence with the Emperor and recruit 2 troops.',
        },
      ],
    },
  ],
  [
    'dutifulService',
    'Dutiful Service',
    {
      copies: 1,
      swords: 2,
      plays: [
        {
          when: { kind: 'always' },
          target: { kind: 'space', space: 'dutifulService' },
          combatSpace: false,
          effects: 'Gain 1 Influence with the Emperor.',
        },
      ],
    },
  ],
  [
    'heighliner',
    'Heighliner',
    {
      copies: 1,
      swords: 5,
      plays: [
        {
          when: { kind: 'always' },
          target: { kind: 'space', space: 'heighliner' },
          combatSpace: true,
          effects:
            'Gain 1 Influence with the Spacing Guild. Deploy 3 troops from your supply to the Conflict. You may deploy up to 2 troops from your garrison to the Conflict.',
        },
      ],
    },
  ],
  [
    'deliverSuppliesOrHeighliner',
    'Deliver Supplies / Heighliner',
    {
      copies: 2,
      swords: 1,
      plays: [
        {
          when: { kind: 'conflictLevel', levels: [1, 2] },
          target: { kind: 'space', space: 'deliverSupplies' },
          combatSpace: false,
          effects: 'Gain 1 Influence with the Spacing Guild.',
        },
        {
          when: { kind: 'conflictLevel', levels: [3] },
          target: { kind: 'space', space: 'heighliner' },
          combatSpace: true,
          effects:
            'Gain 1 Influence with the Spacing Guild. Deploy 3 troops from your supply to the Conflict. You may deploy up to 2 troops from your garrison to the Conflict.',
        },
      ],
    },
  ],
  [
    'espionage',
    'Espionage',
    {
      copies: 2,
      swords: 2,
      plays: [
        {
          when: { kind: 'always' },
          target: { kind: 'space', space: 'espionage' },
          combatSpace: false,
          effects:
            'Gain 1 Influence with the Bene Gesserit and place a Spy on an observation post connected to an Emperor, Spacing Guild, Bene Gesserit or Fremen board space.',
        },
      ],
    },
  ],
  [
    'secrets',
    'Secrets',
    {
      copies: 1,
      swords: 1,
      plays: [
        {
          when: { kind: 'always' },
          target: { kind: 'space', space: 'secrets' },
          combatSpace: false,
          effects:
            'Gain 1 Influence with the Bene Gesserit. Each opponent with 4 or more Intrigue cards gives you one of them at random.',
        },
      ],
    },
  ],
  [
    'desertTactics',
    'Desert Tactics',
    {
      copies: 2,
      swords: 3,
      plays: [
        {
          when: { kind: 'always' },
          target: { kind: 'space', space: 'desertTactics' },
          combatSpace: true,
          effects:
            'Gain 1 Influence with the Fremen. Deploy 1 troop from your supply to the Conflict. You may deploy up to 2 troops from your garrison to the Conflict. If you have Maker Hooks, you may destroy the Shield Wall.',
        },
      ],
    },
  ],
  [
    'fremkit',
    'Fremkit',
    {
      copies: 2,
      swords: 1,
      plays: [
        {
          when: { kind: 'always' },
          target: { kind: 'space', space: 'fremkit' },
          combatSpace: true,
          effects:
            'Gain 1 Influence with the Fremen. You may deploy up to 2 troops from your garrison to the Conflict.',
        },
      ],
    },
  ],
  [
    'assemblyHall',
    'Assembly Hall',
    {
      copies: 1,
      swords: 0,
      plays: [
        {
          when: { kind: 'always' },
          target: { kind: 'space', space: 'assemblyHall' },
          combatSpace: false,
          effects:
            "Draw 1 Intrigue card. If you have at least 2 Influence with the Emperor, gain 1 Influence with the Faction in position 1 of the Rival's priority list.",
        },
      ],
    },
  ],
  [
    'gatherSupportTroop',
    'Gather Support',
    {
      copies: 1,
      swords: 0,
      plays: [
        {
          when: { kind: 'always' },
          target: { kind: 'space', space: 'gatherSupport' },
          combatSpace: false,
          effects: 'Recruit 1 troop.',
        },
      ],
    },
  ],
  [
    'gatherSupportInfluence',
    'Gather Support',
    {
      copies: 1,
      swords: 2,
      plays: [
        {
          when: { kind: 'always' },
          target: { kind: 'space', space: 'gatherSupport' },
          combatSpace: false,
          effects:
            "Recruit 1 troop. If you have at least 2 Influence with the Emperor, gain 1 Influence with the Faction in position 2 of the Rival's priority list.",
        },
      ],
    },
  ],
  [
    'shippingOrContractThird',
    'Shipping / Accept Contract',
    {
      copies: 1,
      swords: 2,
      plays: [
        {
          when: { kind: 'influence', faction: 'spacingGuild', atLeast: 2 },
          target: { kind: 'space', space: 'shipping' },
          combatSpace: false,
          effects: "Gain 2 Solari and gain 1 Influence with the Faction in position 3 of the Rival's priority list.",
        },
        {
          when: { kind: 'always' },
          target: { kind: 'space', space: 'acceptContract' },
          combatSpace: false,
          effects: 'Gain 2 Solari.',
        },
      ],
    },
  ],
  [
    'shippingOrContractFirst',
    'Shipping / Accept Contract',
    {
      copies: 1,
      swords: 2,
      plays: [
        {
          when: { kind: 'influence', faction: 'spacingGuild', atLeast: 2 },
          target: { kind: 'space', space: 'shipping' },
          combatSpace: false,
          effects: "Gain 2 Solari and gain 1 Influence with the Faction in position 1 of the Rival's priority list.",
        },
        {
          when: { kind: 'always' },
          target: { kind: 'space', space: 'acceptContract' },
          combatSpace: false,
          effects: 'Gain 2 Solari.',
        },
      ],
    },
  ],
  [
    'researchStation',
    'Research Station',
    {
      copies: 2,
      swords: 2,
      plays: [
        {
          when: { kind: 'always' },
          target: { kind: 'space', space: 'researchStation' },
          combatSpace: true,
          effects:
            'Deploy 2 troops from your supply to the Conflict. You may deploy up to 2 troops from your garrison to the Conflict.',
        },
      ],
    },
  ],
  [
    'spiceRefinery',
    'Spice Refinery',
    {
      copies: 3,
      swords: 1,
      plays: [
        {
          when: { kind: 'always' },
          target: { kind: 'space', space: 'spiceRefinery' },
          combatSpace: true,
          effects:
            "You may deploy up to 2 troops from your garrison to the Conflict. Use your leader's Signet Ring ability.",
        },
      ],
    },
  ],
  [
    'arrakeen',
    'Arrakeen',
    {
      copies: 2,
      swords: 1,
      plays: [
        {
          when: { kind: 'always' },
          target: { kind: 'space', space: 'arrakeen' },
          combatSpace: true,
          effects:
            "Use your leader's Signet Ring ability. Deploy 1 troop from your supply to the Conflict. You may deploy up to 2 troops from your garrison to the Conflict.",
        },
      ],
    },
  ],
  [
    'sietchTabr',
    'Sietch Tabr',
    {
      copies: 3,
      swords: 3,
      plays: [
        {
          when: { kind: 'always' },
          target: { kind: 'space', space: 'sietchTabr' },
          combatSpace: true,
          effects:
            'Take Maker Hooks. Deploy 1 troop from your supply to the Conflict. Gain 1 water. You may deploy up to 2 troops from your garrison to the Conflict.',
        },
      ],
    },
  ],
  [
    'haggaBasinOrImperialBasin',
    'Hagga Basin / Imperial Basin',
    {
      copies: 4,
      swords: 2,
      plays: [
        {
          when: { kind: 'always' },
          target: { kind: 'richestMakerSpace', among: ['haggaBasin', 'imperialBasin'], minBonusSpice: 1 },
          combatSpace: true,
          effects:
            "You may deploy up to 2 troops from your garrison to the Conflict. If you have Maker Hooks, you may destroy the Shield Wall. Take this Maker space's bonus spice, then summon its sandworms if the Rival can; if it cannot, also gain the space's base spice.",
        },
      ],
    },
  ],
  [
    'deepDesert',
    'Deep Desert',
    {
      copies: 2,
      swords: 2,
      plays: [
        {
          when: { kind: 'always' },
          target: { kind: 'richestMakerSpace', among: ['deepDesert'], minBonusSpice: 1 },
          combatSpace: true,
          effects:
            "You may deploy up to 2 troops from your garrison to the Conflict. Take this Maker space's bonus spice, then summon its sandworms if the Rival can; if it cannot, also gain the space's base spice.",
        },
      ],
    },
  ],
  ['reshuffle', 'Reshuffle', { copies: 1, swords: null, plays: [] }],
];

describe('Uprising House Hagal cards, one by one (facts/hagal-uprising.json)', () => {
  it.each(HAGAL)('%s — %s', (id, name, expected) => {
    const card = Object.values(UPRISING_HAGAL_CARDS).find((c) => c.id === id);
    expect(card?.name.en).toBe(name);
    if (!card) return;
    expect({
      copies: card.copies,
      swords: card.swords,
      plays: card.plays.map((p) => ({
        when: p.when,
        target: p.target,
        combatSpace: p.combatSpace,
        effects: en(p.effects) ?? null,
      })),
    }).toEqual(expected);
    for (const p of card.plays) readsInEveryLanguage(p.effects);
  });
});
