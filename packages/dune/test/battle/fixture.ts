import type { GameEvent, Seat } from '@arrakis/engine';
import type { DuneAction } from '../../src/actions.ts';
import { addForces } from '../../src/board.ts';
import type { Faction } from '../../src/data/factions.ts';
import type { LeaderId } from '../../src/data/leaders.ts';
import type { TerritoryId } from '../../src/data/territories.ts';
import type { TreacheryCardId } from '../../src/data/treachery.ts';
import { EventLog } from '../../src/events.ts';
import { forgetOccupancy } from '../../src/occupancy.ts';
import { enterPhase, sameAction, top, type FrameRules } from '../../src/flow.ts';
import type { Frame } from '../../src/frames.ts';
import type { DuneOptions } from '../../src/options.ts';
import { battleFrames, battlePhase } from '../../src/phases/battle.ts';
import { setupDune } from '../../src/setup.ts';
import type { DuneState } from '../../src/state.ts';

/**
 * A battle-phase position with an empty board, empty hands and no traitors: each test places what its rule needs.
 * The storm sits in sector 0, away from the strongholds the tests fight in, unless a test moves it.
 */
export function battleGame(factions: Faction[], seed = 'battle', options: Partial<DuneOptions> = {}): DuneState {
  const state = setupDune(
    { ...options, factions },
    factions.map((_, i) => ({ name: `p${i}`, kind: 'human' as const })),
    seed,
  );
  state.stack = [];
  enterPhase(state, 'battle');
  state.storm = 0;
  for (const territory of Object.values(state.board)) {
    territory.forces = {};
    territory.spice = 0;
  }
  forgetOccupancy(state);
  for (const fs of Object.values(state.factions)) {
    state.treacheryDeck.push(...fs.hand);
    fs.hand = [];
    fs.traitors = [];
  }
  return state;
}

export function seat(state: DuneState, faction: Faction): Seat {
  return state.seats.indexOf(faction);
}

export function place(state: DuneState, faction: Faction, territory: TerritoryId, sector: number, count: number): void {
  addForces(state, territory, sector, faction, count);
}

/** Deals these cards from the deck to the faction's hand. */
export function give(state: DuneState, faction: Faction, ...cards: TreacheryCardId[]): void {
  for (const card of cards) {
    const i = state.treacheryDeck.indexOf(card);
    if (i < 0) throw new Error(`${card} is not in the deck`);
    state.treacheryDeck.splice(i, 1);
    state.factions[faction]!.hand.push(card);
  }
}

export function makeTraitor(state: DuneState, holder: Faction, leader: LeaderId): void {
  const fs = state.factions[holder]!;
  fs.traitors = [...fs.traitors, leader];
}

export function ally(state: DuneState, ...factions: Faction[]): void {
  state.alliances.push(factions.map((f) => seat(state, f)).sort((a, b) => a - b));
}

function rulesOf(frame: Frame): FrameRules<Frame['kind']> {
  const rules = (battleFrames as Partial<Record<Frame['kind'], unknown>>)[frame.kind];
  if (!rules) throw new Error(`not a battle frame: ${frame.kind}`);
  return rules as FrameRules<Frame['kind']>;
}

/** Runs the phase until someone must decide or the phase is over, as the game's driver does. */
function advance(state: DuneState, log: EventLog): void {
  for (let steps = 0; state.stack.length === 0 && state.phase === 'battle'; steps++) {
    if (steps > 1000) throw new Error(`battle phase does not advance (stage ${state.cursor.stage})`);
    battlePhase.next(state, log);
  }
}

/** Starts the phase; returns its events. */
export function begin(state: DuneState): GameEvent[] {
  const log = new EventLog();
  advance(state, log);
  return log.events;
}

export function waitingFor(state: DuneState): { kind: Frame['kind']; seats: readonly Seat[] } | null {
  const frame = top(state);
  return frame ? { kind: frame.kind, seats: rulesOf(frame).seats(frame) } : null;
}

export function legal(state: DuneState, who: Seat): DuneAction[] {
  const frame = top(state);
  if (!frame || !rulesOf(frame).seats(frame).includes(who)) return [];
  return rulesOf(frame).legal(state, frame, who);
}

/** Checks and applies one action like the game does, then lets the phase run on; throws when refused. */
export function act(state: DuneState, who: Seat, action: DuneAction): GameEvent[] {
  const frame = top(state);
  if (!frame) throw new Error('nothing to decide');
  const rules = rulesOf(frame);
  if (!rules.seats(frame).includes(who)) throw new Error(`seat ${who} is not asked by ${frame.kind}`);
  const error = rules.check
    ? rules.check(state, frame, who, action)
    : rules.legal(state, frame, who).some((a) => sameAction(a, action))
      ? null
      : { code: 'illegalAction' };
  if (error) throw new Error(`${error.code}: ${JSON.stringify(action)} refused by ${frame.kind}`);
  const log = new EventLog();
  rules.perform(state, frame, who, action, log);
  advance(state, log);
  return log.events;
}

export interface PlanInput {
  readonly leader?: LeaderId | null;
  readonly cheapHero?: TreacheryCardId | null;
  readonly weapon?: TreacheryCardId | null;
  readonly defense?: TreacheryCardId | null;
  readonly dial: number;
  /** rules 000 §24.A.1: dialled tokens paid for (advanced battles only: the step is asked when there is a choice). */
  readonly spice?: number;
  /** rules 000 §15: how many dialled tokens are starred (asked when there is a choice). */
  readonly starred?: number;
  /** annexe 5 Atreides 1: with the Kwisatz Haderach. */
  readonly kwisatzHaderach?: true;
}

/** Enters a whole battle plan, step by step. */
export function plan(state: DuneState, who: Seat, p: PlanInput): GameEvent[] {
  return [
    ...act(state, who, {
      type: 'planLeader',
      leader: p.leader ?? null,
      cheapHero: p.cheapHero ?? null,
      ...(p.kwisatzHaderach ? { kwisatzHaderach: true as const } : {}),
    }),
    ...act(state, who, { type: 'planWeapon', card: p.weapon ?? null }),
    ...act(state, who, { type: 'planDefense', card: p.defense ?? null }),
    ...act(state, who, { type: 'planDial', dial: p.dial }),
    ...(p.starred !== undefined ? act(state, who, { type: 'planStarred', starred: p.starred }) : []),
    ...(p.spice !== undefined ? act(state, who, { type: 'planSpice', spice: p.spice }) : []),
  ];
}

/** Both fighters decline to call a traitor (and anyone else asked). */
export function noTraitors(state: DuneState): GameEvent[] {
  const events: GameEvent[] = [];
  while (waitingFor(state)?.kind === 'traitorCall') {
    events.push(...act(state, waitingFor(state)!.seats[0]!, { type: 'callTraitor', call: false }));
  }
  return events;
}

export function eventsOf(events: readonly GameEvent[], type: string): GameEvent[] {
  return events.filter((e) => e.type === type);
}

export function forces(state: DuneState, faction: Faction, territory: TerritoryId): number {
  const bySector = state.board[territory]!.forces[faction] ?? {};
  return Object.values(bySector).reduce((a, b) => a + b, 0);
}

export function leader(
  state: DuneState,
  faction: Faction,
  id: LeaderId,
): DuneState['factions'][string]['leaders'][string] {
  return state.factions[faction]!.leaders[id]!;
}
