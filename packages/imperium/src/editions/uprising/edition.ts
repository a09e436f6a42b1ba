import { CONTROL_DEFENSIVE_BONUS } from '../../data/spaces.ts';
import { FACTION_TRACKS } from '../../data/factions.ts';
import { FACTIONS } from '../../dsl/primitives.ts';
import type { ContentSet, Edition, RivalRules, RuleModule } from '../../edition.ts';
import { RIVALS, setupUprisingRivals, UPRISING_RIVAL_RULES } from './rivalsPlay.ts';
import { DEFAULT_OPTIONS, type ImperiumOptions } from '../../options.ts';
import { UPRISING_CONTROL_SPACES, UPRISING_SPACE_IDS, UPRISING_SPACES } from './board.ts';
import { UPRISING_CONFLICT_CARDS, UPRISING_CONFLICT_DECK_RECIPE } from './conflicts.ts';
import { UPRISING_IMPERIUM_DECK } from './imperiumDeck.ts';
import { UPRISING_INTRIGUE_DECK } from './intrigues.ts';
import { UPRISING_LEADERS } from './leaders.ts';
import { uprisingPieces } from './pieces.ts';
import { UPRISING_RESERVE } from './reserve.ts';
import { CARD_EFFECTS } from './cardEffects.ts';
import { SANDWORMS } from './sandworms.ts';
import { SPIES } from './spies.ts';
import { UPRISING_STARTER_DECK } from './starterDeck.ts';
import { SWORDMASTER } from './swordmaster.ts';
import { ALLIANCE_TIES } from './alliances.ts';
import { BATTLE_ICONS } from './battleIcons.ts';
import { CHOAM } from './choam.ts';
import { UPRISING_LEADER_RULES } from './leaderRules.ts';
import { REVEAL_ORDER } from './revealOrder.ts';
import type { UprisingCard, UprisingIntrigueCard, UprisingLeader } from './types.ts';

/** Dune: Imperium – Uprising's printed content (rules 004 MISE EN PLACE), for the 1–4 player side of the board. */
export const UPRISING_CONTENT: ContentSet = {
  starterDeck: UPRISING_STARTER_DECK,
  reserve: UPRISING_RESERVE,
  // rules 004 MISE EN PLACE: "les 2 piles fixes de Réserve".
  buyableReserve: ['theSpiceMustFlow', 'prepareTheWay'],
  imperiumDeck: UPRISING_IMPERIUM_DECK,
  playerCards: { ...UPRISING_STARTER_DECK, ...UPRISING_RESERVE, ...UPRISING_IMPERIUM_DECK },
  intrigues: UPRISING_INTRIGUE_DECK,
  conflicts: UPRISING_CONFLICT_CARDS,
  conflictDeckRecipe: UPRISING_CONFLICT_DECK_RECIPE,
  leaders: UPRISING_LEADERS,
  spaces: UPRISING_SPACES,
  spaceIds: UPRISING_SPACE_IDS,
  controlSpaces: UPRISING_CONTROL_SPACES,
  // rules 004 I. Début de Manche: "le joueur peut déployer 1 Troupe de sa réserve en zone Conflit", as in 2020.
  controlDefensiveBonus: CONTROL_DEFENSIVE_BONUS,
  makerSpaces: UPRISING_SPACE_IDS.filter((s) => UPRISING_SPACES[s].maker !== null),
  factions: FACTIONS,
  // The same four tracks and bonuses as the 2020 board (docs/content-doubts.md, Uprising).
  factionTracks: FACTION_TRACKS,
};

/** Uprising's pieces on the table from the start (rules 004 MISE EN PLACE: the Shield Wall, 3 Spies each). */
const PIECES: RuleModule = {
  id: 'pieces',
  setup(state) {
    uprisingPieces(state);
  },
};

const IMPERIUM_CARDS: Readonly<Record<string, UprisingCard | undefined>> = UPRISING_IMPERIUM_DECK;
const INTRIGUE_CARDS: Readonly<Record<string, UprisingIntrigueCard | undefined>> = UPRISING_INTRIGUE_DECK;
const LEADERS: Readonly<Record<string, UprisingLeader | undefined>> = UPRISING_LEADERS;

const UPRISING_DEFAULTS: ImperiumOptions = {
  ...DEFAULT_OPTIONS,
  contracts: false, // rules 004 MISE EN PLACE: "Module CHOM (facultatif)"
  rivalDifficulty: 'novice',
  rivals: null,
};

let modules: readonly RuleModule[] | undefined;

/** Dune: Imperium – Uprising (rules 004): the same engine with Uprising's content and rule modules. */
export const UPRISING_EDITION: Edition = {
  id: 'uprising',
  gameId: 'uprising',
  content: UPRISING_CONTENT,
  // Read when the rules run, not when this module loads: the modules use the editions' registry, which imports this.
  get modules(): readonly RuleModule[] {
    return (modules ??= [
      PIECES,
      SANDWORMS,
      SWORDMASTER,
      SPIES,
      CARD_EFFECTS,
      CHOAM,
      BATTLE_ICONS,
      UPRISING_LEADER_RULES,
      ALLIANCE_TIES,
      RIVALS,
      REVEAL_ORDER,
    ]);
  },
  // rules 004 Solo: two Rivals; two players share one (facts uprising-rules.md §2.9).
  get rivals(): RivalRules {
    return UPRISING_RIVAL_RULES;
  },
  setupRivals: (state) => setupUprisingRivals(state),
  seats: { min: 1, max: 4 },
  troopsPerPlayer: 16, // rules 004 MISE EN PLACE: "16 cubes Troupe"
  defaultOptions: UPRISING_DEFAULTS,
  // rules 004 MISE EN PLACE: "en bas de la piste Gloire (sur la case 1 si 4 Joueurs)".
  startingVictoryPoints: (seatCount) => (seatCount === 4 ? 1 : 0),
  // rules 004 III. Combat: "3e place ignorée s'il y a moins de 4 joueurs dans la partie".
  thirdRewardFrom: 4,
  inGame(options, kind, id) {
    if (kind === 'imperium') return options.contracts === true || !IMPERIUM_CARDS[id]?.choam;
    if (kind === 'intrigue') return options.contracts === true || !INTRIGUE_CARDS[id]?.choam;
    const leader = LEADERS[id];
    // rules 004 FAQ (Dame Jessica: the Lady side up); MISE EN PLACE (Shaddam only with the CHOAM module).
    return leader !== undefined && !leader.backSide && (options.contracts === true || !leader.requiresContracts);
  },
};
