import { CONFLICT_CARDS, CONFLICT_DECK_RECIPE } from '../data/conflicts.ts';
import { FACTION_TRACKS } from '../data/factions.ts';
import { IMPERIUM_DECK } from '../data/imperiumDeck.ts';
import { INTRIGUE_DECK } from '../data/intrigues.ts';
import { LEADERS } from '../data/leaders.ts';
import { RESERVE } from '../data/reserve.ts';
import { CONTROL_DEFENSIVE_BONUS, CONTROL_SPACES, SPACE_IDS, SPACES } from '../data/spaces.ts';
import { STARTER_DECK } from '../data/starterDeck.ts';
import { FACTIONS } from '../dsl/primitives.ts';
import type { ContentSet, Edition, RivalRules } from '../edition.ts';
import { HOUSE_HAGAL } from '../houseHagal.ts';
import { DEFAULT_OPTIONS } from '../options.ts';

/** rules 002 MISE EN PLACE G: 12 troops per colour, besides the 4 influence cubes. */
export const TROOPS_PER_PLAYER = 12;

/** Dune: Imperium (2020) with House Hagal (rules 002). */
export const BASE_CONTENT: ContentSet = {
  starterDeck: STARTER_DECK,
  reserve: RESERVE,
  // rules 002 Acquérir des Cartes: Foldspace only from its board space.
  buyableReserve: ['arrakisLiaison', 'theSpiceMustFlow'],
  imperiumDeck: IMPERIUM_DECK,
  playerCards: { ...STARTER_DECK, ...RESERVE, ...IMPERIUM_DECK },
  intrigues: INTRIGUE_DECK,
  conflicts: CONFLICT_CARDS,
  conflictDeckRecipe: CONFLICT_DECK_RECIPE,
  leaders: LEADERS,
  spaces: SPACES,
  spaceIds: SPACE_IDS,
  controlSpaces: CONTROL_SPACES,
  controlDefensiveBonus: CONTROL_DEFENSIVE_BONUS,
  // rules 002 PHASE 4 : FAISEURS.
  makerSpaces: SPACE_IDS.filter((s) => SPACES[s].maker !== null),
  factions: FACTIONS,
  factionTracks: FACTION_TRACKS,
};

/** The 2020 game adds no rule module: its rules are the core's. */
export const BASE_EDITION: Edition = {
  id: 'base',
  gameId: 'imperium',
  content: BASE_CONTENT,
  modules: [],
  // Read when the rules run: House Hagal's code uses the editions' registry, which imports this.
  get rivals(): RivalRules {
    return HOUSE_HAGAL;
  },
  seats: { min: 1, max: 4 }, // rules 002 MATÉRIEL: 1 to 4 players
  troopsPerPlayer: TROOPS_PER_PLAYER,
  defaultOptions: DEFAULT_OPTIONS,
  // rules 002 MISE EN PLACE G2: the score starts at 1 in a 4-player game, else 0.
  startingVictoryPoints: (seatCount) => (seatCount === 4 ? 1 : 0),
  // rules 002 RÉSOLUTION DU COMBAT: the third reward in 4-player games only.
  thirdRewardFrom: 4,
};
