import {
  dune,
  DUNE_LOG_PHASES,
  DUNE_TEXT,
  duneLogPhase,
  duneOptionsSchema,
  ENGINE_VERSION as DUNE_ENGINE_VERSION,
  eventText,
  factionOfSeat,
  FACTIONS,
  refusalText,
  tableNames,
  type DuneState,
} from '@arrakis/dune';
import {
  ENGINE_VERSION as IMPERIUM_ENGINE_VERSION,
  imperium,
  IMPERIUM_LOG_PHASES,
  IMPERIUM_ROUND_EVENT,
  imperiumEventText,
  imperiumLogPhase,
  imperiumRefusalText,
  imperiumTableNames,
  imperiumOptionsSchema,
  LEADERS,
  LOG_TEXT,
  uprising,
  UPRISING_LEADERS,
  uprisingOptionsSchema,
  type EngineState,
  type ImperiumState,
} from '@arrakis/imperium';
import type { AnyGameEntry, Catalog, GameEntry, GameText } from './catalog.ts';

/** Both Imperium editions speak through one text: the state names its edition. */
const imperiumText: GameText<EngineState> = {
  event: (event, lang, state) => imperiumEventText(event, lang, imperiumTableNames(lang, state)),
  refusal: (error, lang) => imperiumRefusalText(error, lang),
  seatName: (state, seat, lang) => imperiumTableNames(lang, state).seat(seat),
  // rules 002 STRUCTURE D'UNE MANCHE: a heading per round, and per phase within it.
  groups: (lang) => ({
    opensTurn: (event) => event.type === IMPERIUM_ROUND_EVENT,
    phase(event) {
      const phase = imperiumLogPhase(event.type);
      return phase && { rank: IMPERIUM_LOG_PHASES.indexOf(phase), title: LOG_TEXT[lang].phase[phase] };
    },
  }),
};

/**
 * The one place where a game's own types are erased. It is sound because the CLI only ever hands a game the
 * states its own `setup` made and the actions its own `legalActions` listed (or, for replays, input that `apply`
 * validates anyway).
 */
function erase<S, A, V, O>(entry: GameEntry<S, A, V, O>): AnyGameEntry {
  return entry as unknown as AnyGameEntry;
}

export const games: Catalog = {
  dune: erase({
    game: dune,
    engineVersion: DUNE_ENGINE_VERSION,
    seatLabel: factionOfSeat,
    labels: FACTIONS,
    text: {
      event: (event, lang, state: DuneState) => eventText(event, lang, tableNames(lang, state.seats)),
      refusal: (error, lang, state: DuneState) => refusalText(error, lang, tableNames(lang, state.seats)),
      seatName: (state: DuneState, seat, lang) => tableNames(lang, state.seats).seat(seat),
      // rules 000 §5: a heading per turn, and per phase within it.
      groups: (lang) => ({
        opensTurn: (event) => event.type === 'turnStarted',
        phase(event) {
          const phase = duneLogPhase(event.type);
          return phase && { rank: DUNE_LOG_PHASES.indexOf(phase), title: DUNE_TEXT[lang].phase[phase] };
        },
      }),
    },
    optionsSchema: duneOptionsSchema,
    optionPresets: {
      // Every optional rule the engine implements; setup refuses those it does not implement yet.
      all: {
        treacheryDeck: 'descartes43',
        atreidesSeesHarkonnenBonusCard: true,
        cielagoSouth12: true,
        noAlliances: true,
        moreStrongholdsToWin: true,
        shieldWallVictory: true,
        increasedSpiceFlow: true,
        extraPowers: true,
        climate: true,
        specialKarama: true,
        beneGesseritWorthlessKarama: true,
        advancedSpiceBlow: true,
        advancedBattles: true,
        // rules 000 §16 and §19 (issue 17).
        spiceHarvest: true,
        duel: true,
      },
    },
  }),
  imperium: erase({
    game: imperium,
    engineVersion: IMPERIUM_ENGINE_VERSION,
    // Reports name a seat by its leader (rules 002 DIRIGEANTS).
    seatLabel: (state: ImperiumState, seat) => state.players[seat]?.leader ?? `seat ${seat}`,
    labels: Object.keys(LEADERS),
    text: imperiumText,
    optionsSchema: imperiumOptionsSchema,
    optionPresets: {
      all: { leaderSelection: 'choose' },
    },
  }),
  uprising: erase({
    game: uprising,
    // One engine, two editions: Uprising's states are versioned with the Imperium engine's.
    engineVersion: IMPERIUM_ENGINE_VERSION,
    seatLabel: (state: EngineState, seat) => state.players[seat]?.leader ?? `seat ${seat}`,
    labels: Object.keys(UPRISING_LEADERS),
    text: imperiumText,
    optionsSchema: uprisingOptionsSchema,
    optionPresets: {
      // rules 004 MISE EN PLACE: the CHOAM module.
      contracts: { contracts: true },
      all: { contracts: true, leaderSelection: 'choose' },
    },
  }),
};
