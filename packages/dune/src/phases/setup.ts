import type { Seat } from '@arrakis/engine';
import { FREMEN_START_FORCES, FREMEN_START_TERRITORIES } from '../data/factions.ts';
import { LEADERS, type LeaderId } from '../data/leaders.ts';
import { TERRITORIES, type TerritoryId } from '../data/territories.ts';
import type { DuneAction } from '../actions.ts';
import { LOCATIONS } from '../data/locations.ts';
import { onBoard } from '../data/governorMap.ts';
import { addForces, factionOf, POLAR_SINK, removeForces } from '../board.ts';
import { splitLocation } from './reach.ts';
import { oneSeat, enterPhase, pop, type FrameTable, type PhaseRules } from '../flow.ts';
import type { DuneState } from '../state.ts';

/** The middle sector of a territory: where starting forces stand when the shield names only the territory. */
export function homeSector(territory: TerritoryId): number {
  const sectors = TERRITORIES[territory].sectors;
  return sectors.length === 0 ? -1 : sectors[Math.floor((sectors.length - 1) / 2)]!;
}

const FREMEN_KEYS = ['sietchTabr', 'falseWallSouth', 'falseWallWest'] as const;

export const setupFrames: Pick<FrameTable, 'prediction' | 'traitorPick' | 'fremenPlacement' | 'beneGesseritPlacement'> =
  {
    // annexe 3 BG 1: a faction and a turn; not a win of Guild or Fremen by default at the end (not predictable here).
    prediction: {
      seats: oneSeat,
      legal(state) {
        const actions: DuneAction[] = [];
        for (const faction of state.seats) {
          if (faction === 'beneGesserit') continue;
          for (let turn = 1; turn <= 15; turn++) actions.push({ type: 'predict', faction, turn });
        }
        return actions;
      },
      perform(state, _frame, seat, action, log) {
        if (action.type !== 'predict') return;
        state.prediction = { faction: action.faction as DuneState['seats'][number], turn: action.turn };
        log.private_([seat], 'predictionMade', { faction: action.faction, turn: action.turn });
        log.public('predictionSealed', {});
        pop(state);
      },
    },
    // rules 000 §3.E.2: each keeps one opposing leader among the four drawn, all at once and in secret.
    traitorPick: {
      seats: (f) => f.seats,
      legal(state, frame, seat) {
        const fs = factionOf(state, seat);
        return fs.traitorDraw
          .filter((l) => LEADERS[l].faction !== fs.faction)
          .map((leader): DuneAction => ({ type: 'pickTraitor', leader }));
      },
      perform(state, frame, seat, action, log) {
        if (action.type !== 'pickTraitor' || action.leader === null) return;
        frame.commits[String(seat)] = action.leader as LeaderId;
        frame.seats = frame.seats.filter((s) => s !== seat);
        log.public('traitorChosen', { seat });
        if (frame.seats.length > 0) return;
        for (const [s, leader] of Object.entries(frame.commits)) {
          if (leader) factionOf(state, Number(s)).traitors = [leader];
        }
        pop(state);
      },
    },
    fremenPlacement: {
      seats: oneSeat,
      legal() {
        const actions: DuneAction[] = [];
        for (let a = 0; a <= FREMEN_START_FORCES; a++) {
          for (let b = 0; a + b <= FREMEN_START_FORCES; b++) {
            actions.push({
              type: 'placeFremen',
              sietchTabr: a,
              falseWallSouth: b,
              falseWallWest: FREMEN_START_FORCES - a - b,
            });
          }
        }
        return actions;
      },
      perform(state, frame, seat: Seat, action, log) {
        if (action.type !== 'placeFremen') return;
        FREMEN_KEYS.forEach((key, i) => {
          const territory = FREMEN_START_TERRITORIES[i]!;
          addForces(state, territory, homeSector(territory), 'fremen', action[key]);
        });
        factionOf(state, seat).reserves -= FREMEN_START_FORCES;
        log.public('fremenPlaced', {
          sietchTabr: action.sietchTabr,
          falseWallSouth: action.falseWallSouth,
          falseWallWest: action.falseWallWest,
        });
        pop(state);
      },
    },
    // rules 000 §15.B.1 (extra powers): the token of the shield's Polar Sink goes where the Bene Gesserit choose.
    beneGesseritPlacement: {
      seats: oneSeat,
      legal: (state) =>
        LOCATIONS.filter((l) => onBoard(state.options, l.territory)).map((l): DuneAction => ({
          type: 'placeBeneGesserit',
          to: l.key,
        })),
      perform(state, _frame, seat, action, log) {
        if (action.type !== 'placeBeneGesserit') return;
        const { territory, sector } = splitLocation(action.to);
        const moved = removeForces(state, POLAR_SINK, -1, 'beneGesserit', 1);
        addForces(state, territory, sector, 'beneGesserit', moved.count);
        log.public('beneGesseritPlaced', { seat, location: action.to });
        pop(state);
      },
    },
  };

/**
 * Once the setup decisions are made, the first turn starts with the storm (rules 000 §5); rules 000 §16: with the
 * spice-harvest prelude, after it.
 */
export const setupPhase: PhaseRules = {
  next(state, log) {
    if (state.harvest) {
      enterPhase(state, 'harvest');
      return;
    }
    log.public('turnStarted', { turn: state.turn });
    enterPhase(state, 'storm');
  },
};
