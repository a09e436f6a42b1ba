import { FACTION_TRACKS } from '../../../data/factions.ts';
import { recruit } from '../../../dsl/build.ts';
import { spy, strengthAtLeast, given } from '../../../dsl/uprisingBuild.ts';
import { persuasion } from '../../../dsl/build.ts';
import type { ContentSet, Edition, RuleModule } from '../../../edition.ts';
import type { ImperiumOptions } from '../../../options.ts';
import { UPRISING_CONTENT, UPRISING_EDITION } from '../edition.ts';
import { UPRISING_LEADERS } from '../leaders.ts';
import type { UprisingLeader } from '../types.ts';
import { SIX_SPACE_IDS, SIX_SPACES } from './board.ts';
import { commanderDeck, COMMANDER_CARDS } from './commanderDecks.ts';
import { COMMANDER_LEADERS, SIX_PLAYERS, SIX_SEATS } from './sixPlayers.ts';

/**
 * The six-player side of the board (rules 004 MISE EN PLACE "A et C = 6 Joueurs"; facts uprising-rules.md §1.3,
 * §1.6): its spaces and the Commanders', Great Houses and Fringe Worlds in place of the Emperor and Fremen tracks
 * (same ids, see `SIX_ONLY_SPACES`), 9 Conflicts (5 II over 4 III, no I), the Commanders' cards.
 */
/** rules 004 LISTE DES DIRIGEANTS, Gurney Halleck: "* 10 en partie 6 J" — 10 strength instead of 6. */
function gurneySix(): UprisingLeader {
  return {
    ...UPRISING_LEADERS.gurneyHalleck,
    ability: {
      ...UPRISING_LEADERS.gurneyHalleck.ability,
      rule: { ...UPRISING_LEADERS.gurneyHalleck.ability.rule, effects: [given(strengthAtLeast(10), [persuasion(1)])] },
    },
  };
}

function sixContent(): ContentSet {
  return {
    ...UPRISING_CONTENT,
    playerCards: { ...UPRISING_CONTENT.playerCards, ...COMMANDER_CARDS },
    // facts §1.3 (AID supp. p.2; TTS `Deck.generateConflictDeck`): bottom first, 4 level III under 5 level II.
    conflictDeckRecipe: [
      { level: 3, count: 4 },
      { level: 2, count: 5 },
    ],
    leaders: { ...UPRISING_CONTENT.leaders, gurneyHalleck: gurneySix() },
    spaces: SIX_SPACES,
    spaceIds: SIX_SPACE_IDS,
    makerSpaces: SIX_SPACE_IDS.filter((s) => SIX_SPACES[s]!.maker !== null),
    factionTracks: {
      ...FACTION_TRACKS,
      // facts §1.5 (TTS only): Great Houses' 4-Influence bonus recruits 2 troops, Fringe Worlds' places a Spy.
      emperor: {
        ...FACTION_TRACKS.emperor,
        name: { en: 'Great Houses', fr: 'Grandes Maisons', nl: 'Grote Huizen' },
        bonus: [recruit(2)],
      },
      fremen: {
        ...FACTION_TRACKS.fremen,
        name: { en: 'Fringe Worlds', fr: 'Mondes périphériques', nl: 'Randwerelden' },
        bonus: [spy],
      },
    },
  };
}

let content: ContentSet | undefined;

let modules: readonly RuleModule[] | undefined;

/** Uprising's six-player team game: Uprising's rules and content on the six-player side, with the team rules. */
export const UPRISING_SIX_EDITION: Edition = {
  // Not a spread of Uprising's: its getters must run when the rules do, not when this module loads.
  id: 'uprisingSix',
  gameId: 'uprising',
  troopsPerPlayer: 16, // rules 004 MISE EN PLACE: "16 cubes Troupe"
  // Built when first read: Uprising's content and this module import each other through the editions' registry.
  get content(): ContentSet {
    return (content ??= sixContent());
  },
  get modules(): readonly RuleModule[] {
    // After the pieces (the team data lives beside them), before the sandworms (Team Shaddam summons none).
    const [pieces, ...rest] = UPRISING_EDITION.modules;
    return (modules ??= [pieces!, SIX_PLAYERS, ...rest]);
  },
  get rivals() {
    return UPRISING_EDITION.rivals;
  },
  setupRivals: () => undefined,
  seats: { min: 6, max: 6 },
  // facts §1.3: the CHOAM module is always played (Shaddam's leader card is its own).
  get defaultOptions(): ImperiumOptions {
    return { ...UPRISING_EDITION.defaultOptions, contracts: true };
  },
  fixedOptions: { contracts: true, rivals: null },
  // facts §1.3: Allies start on 1 ("A"); the Commanders' 4 is the module's.
  startingVictoryPoints: () => 1,
  thirdRewardFrom: 4,
  inGame(options, kind, id) {
    // The Commanders' leaders are never an Ally's (facts §1.2).
    if (kind === 'leader' && (COMMANDER_LEADERS as readonly string[]).includes(id)) return false;
    return UPRISING_EDITION.inGame?.({ ...options, contracts: true }, kind, id) ?? true;
  },
  startingDeck(_seatCount, seat) {
    const team = SIX_SEATS.commanders.indexOf(seat as 4 | 1);
    return team < 0 ? null : commanderDeck(team as 0 | 1);
  },
  seatLeader(_seatCount, seat) {
    const team = SIX_SEATS.commanders.indexOf(seat as 4 | 1);
    return team < 0 ? null : COMMANDER_LEADERS[team]!;
  },
};
