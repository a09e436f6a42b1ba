import type { RuleError, Seat } from '@arrakis/engine';
import type { DuneAction } from '../actions.ts';
import { forcesAt, removeForces, starredAt, toTanks } from '../board.ts';
import { mustDeclareOnArrival } from '../coexistence.ts';
import { LOCATIONS, type LocationKey } from '../data/locations.ts';
import { oneSeat, pop, push, type FrameOf, type FrameTable } from '../flow.ts';
import type { EventLog } from '../events.ts';
import { afterMove, moveForces, starredRefusal, stormProof } from '../phases/movement.ts';
import { enterableTerritories, locationIndex, pathRefusal, reachableAt, splitLocation } from '../phases/reach.ts';
import { reason } from '../reasons.ts';
import type { DuneState } from '../state.ts';

type StepFrame = FrameOf<'movementStep'>;

/**
 * 000 XXXI (variant `twoTerritoryMove`): « Chaque joueur peut déplacer un groupe de pions d'un ou de deux
 * territoires, en en laissant éventuellement quelques uns sur la case traversée. Si un joueur occupant Carthag ou
 * Arrakeen décide d'utiliser les ornithoptères, il peut déplacer un groupe de pions de trois territoires mais ne peut
 * laisser de pions sur les territoires traversés. »
 *
 * The move is made one territory at a time: the group, its first territory (the `move` and `count` of §9.C.2), then
 * in `movementStep` some tokens left on the territory crossed, the next territory, or a stop. Readings
 * (docs/rules-coverage.md): the Fremen's two territories (annexe 3 Fremen) are every player's now, not added to;
 * tokens are left only on a territory the group then leaves (a drop and a stop would be a smaller move).
 */
export const ORNITHOPTER_RANGE = 3;
export const WALKING_RANGE = 2;

/** The range of the seat's move with XXXI: three with ornithopters (rules 000 §9.C.2.a.1), else two. */
export function twoTerritoryRange(ornithopters: boolean): number {
  return ornithopters ? ORNITHOPTER_RANGE : WALKING_RANGE;
}

/** With XXXI a move's first step enters one territory at most; the rest is walked in `movementStep`. */
export function firstStepRange(state: DuneState, range: number): number {
  return state.options.twoTerritoryMove === true ? Math.min(1, range) : range;
}

/**
 * After the first step of a move (`movementCount`): whether the group goes on step by step. It does when it entered
 * another territory and has range left; then the frame holds the half-made move (plain JSON: a reload resumes it).
 */
export function startSteps(
  state: DuneState,
  seat: Seat,
  first: { readonly from: LocationKey; readonly to: LocationKey; readonly movesLeft: number; readonly range: number },
  group: { readonly count: number; readonly starred: number },
): boolean {
  if (state.options.twoTerritoryMove !== true || group.count <= 0) return false;
  if (splitLocation(first.from).territory === splitLocation(first.to).territory) return false;
  const left = first.range - 1;
  if (left <= 0) return false;
  push(state, {
    kind: 'movementStep',
    seat,
    at: first.to,
    count: group.count,
    starred: group.starred,
    left,
    drops: first.range < ORNITHOPTER_RANGE,
    dropped: 0,
    movesLeft: first.movesLeft,
    range: first.range,
  });
  return true;
}

/** The next territories the group may enter from where it stands: one territory step, not within its territory. */
function onward(state: DuneState, frame: StepFrame): number[] {
  const at = locationIndex(frame.at);
  if (at === undefined) return [];
  const here = LOCATIONS[at]!.territory;
  const enterable = enterableTerritories(state, frame.seat);
  return reachableAt(state, at, 1, enterable, stormProof(state, frame.seat)).filter(
    (i) => LOCATIONS[i]!.territory !== here,
  );
}

/** The group as it stands: never more than the seat's tokens there (a storm or a worm may have taken some). */
function group(state: DuneState, frame: StepFrame): { count: number; starred: number } {
  const { territory, sector } = splitLocation(frame.at);
  const faction = state.seats[frame.seat]!;
  const count = Math.min(frame.count, forcesAt(state, territory, sector, faction));
  return { count, starred: Math.min(frame.starred, count, starredAt(state, territory, sector, faction)) };
}

/** Whether tokens may be left here: without ornithopters, on the territory crossed, once, before going on. */
function mayDrop(state: DuneState, frame: StepFrame, next: readonly number[]): boolean {
  return frame.drops && frame.dropped === 0 && next.length > 0 && group(state, frame).count > 1;
}

/** How many to leave: 1 to all but one of the group, and of the starred ones among them (rules 000 §15). */
function dropActions(count: number, starred: number): DuneAction[] {
  const actions: DuneAction[] = [];
  for (let n = 1; n < count; n++) {
    if (starred === 0) {
      actions.push({ type: 'dropTokens', count: n });
      continue;
    }
    for (let s = Math.max(0, n - (count - starred)); s <= Math.min(n, starred); s++)
      actions.push({ type: 'dropTokens', count: n, starred: s });
  }
  return actions;
}

/** The move ends where the group stands: the Bene Gesserit declare there (rules 000 §15.B.5), then what is left. */
function endSteps(state: DuneState, frame: StepFrame, log: EventLog): void {
  pop(state);
  const territory = splitLocation(frame.at).territory;
  if (state.seats[frame.seat] === 'beneGesserit' && mustDeclareOnArrival(state, territory)) {
    push(state, {
      kind: 'coexistenceArrival',
      seat: frame.seat,
      territory,
      afterMove: { movesLeft: frame.movesLeft, range: frame.range },
    });
    return;
  }
  afterMove(state, frame.seat, frame.movesLeft, frame.range, log);
}

export const twoTerritoryMoveFrames: Pick<FrameTable, 'movementStep'> = {
  movementStep: {
    seats: oneSeat,
    legal(state, frame) {
      const next = onward(state, frame);
      const actions: DuneAction[] = [];
      if (frame.dropped === 0 || next.length === 0) actions.push({ type: 'pass' });
      if (mayDrop(state, frame, next)) {
        const { count, starred } = group(state, frame);
        actions.push(...dropActions(count, starred));
      }
      for (const to of next) actions.push({ type: 'move', from: frame.at, to: LOCATIONS[to]!.key });
      return actions;
    },
    perform(state, frame, seat, action, log) {
      if (action.type === 'pass') {
        endSteps(state, frame, log);
        return;
      }
      if (action.type === 'dropTokens') {
        frame.count -= action.count;
        frame.starred -= action.starred ?? 0;
        frame.dropped = action.count;
        log.public('tokensDropped', { seat, location: frame.at, count: action.count });
        // rules 000 §15.B.5: the Bene Gesserit left there declare, as on every arrival.
        const territory = splitLocation(frame.at).territory;
        if (state.seats[seat] === 'beneGesserit' && mustDeclareOnArrival(state, territory))
          push(state, { kind: 'coexistenceArrival', seat, territory, afterMove: 'step' });
        return;
      }
      if (action.type !== 'move') return;
      const { count, starred } = group(state, frame);
      const to = locationIndex(action.to)!;
      // annexe 5 Fremen 3: a step made only into or across the storm costs half the group, rounded up (reading: at
      // each such step, as for the whole move of §9.C.2).
      const at = locationIndex(frame.at)!;
      const throughStorm =
        stormProof(state, seat) && !reachableAt(state, at, 1, enterableTerritories(state, seat)).includes(to);
      moveForces(state, seat, frame.at, action.to, count, starred);
      log.public('moved', { seat, from: frame.at, to: action.to, count });
      let lost = 0;
      if (throughStorm) {
        const there = splitLocation(action.to);
        const removed = removeForces(state, there.territory, there.sector, 'fremen', Math.ceil(count / 2));
        toTanks(state, 'fremen', removed);
        lost = removed.count;
        log.public('forcesLostToStorm', {
          faction: 'fremen',
          territory: there.territory,
          sector: there.sector,
          count: removed.count,
        });
      }
      frame.at = action.to;
      frame.count = count - lost;
      frame.starred = Math.min(starred, frame.count);
      frame.left -= 1;
      if (frame.left <= 0 || frame.count <= 0) endSteps(state, frame, log);
    },
  },
};

/*
 * Why not (issue 21): the rules of `legal` above, asked for their reason when a step is refused.
 */

/** 000 XXXI: why not this step, drop or stop of the half-made move. */
export function movementStepRefusal(
  state: DuneState,
  frame: StepFrame,
  seat: Seat,
  action: DuneAction,
): RuleError | null {
  const next = onward(state, frame);
  if (action.type === 'pass') return frame.dropped > 0 && next.length > 0 ? reason('dropThenGoOn') : null;
  if (action.type === 'dropTokens') {
    if (!frame.drops) return reason('noDropWithOrnithopters');
    if (frame.dropped > 0) return reason('dropOnce');
    const { count, starred } = group(state, frame);
    if (next.length === 0) return reason('dropThenGoOn');
    if (action.count >= count) return reason('dropKeepsAGroup', { count: action.count, group: count });
    return starredRefusal(action.count, count, starred, action.starred);
  }
  if (action.type !== 'move') return null;
  if (action.from !== frame.at) return reason('stepFromGroup', { location: frame.at });
  const at = locationIndex(frame.at);
  const to = locationIndex(action.to);
  if (at === undefined || to === undefined) return null;
  if (next.includes(to)) return null;
  if (LOCATIONS[to]!.territory === LOCATIONS[at]!.territory)
    return reason('stepIntoNextTerritory', { location: action.to });
  return oneStepRefusal(state, seat, at, to, frame.left, stormProof(state, seat));
}

/**
 * A step's path refused as by §9.C.2 (storm, blocked strongholds, allies, range); a place the range left would reach
 * in several steps, by XXXI: one territory at a time.
 */
export function oneStepRefusal(
  state: DuneState,
  seat: Seat,
  from: number,
  to: number,
  rangeLeft: number,
  throughStorm: boolean,
): RuleError | null {
  const enterable = enterableTerritories(state, seat);
  if (rangeLeft > 1 && reachableAt(state, from, rangeLeft, enterable, throughStorm).includes(to))
    return reason('oneTerritoryAtATime', { from: LOCATIONS[from]!.key, to: LOCATIONS[to]!.key });
  return pathRefusal(state, seat, from, to, Math.max(1, rangeLeft), throughStorm);
}
