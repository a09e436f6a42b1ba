import { ruleError, type GameEvent, type RuleError, type Seat } from '@arrakis/engine';
import type { DuneAction } from '../actions.ts';
import { isMainCharacter, LEADERS, type LeaderId } from '../data/leaders.ts';
import { TERRITORY_IDS, type TerritoryId } from '../data/territories.ts';
import { onBoard } from '../data/governorMap.ts';
import { activeSeats, areAllies, factionOf, isEliminated } from '../board.ts';
import { eliminateFallen } from '../elimination.ts';
import type { EventLog } from '../events.ts';
import { oneSeat, pop, push, type FrameOf, type FrameRules } from '../flow.ts';
import { reason } from '../reasons.ts';
import { bankToFaction } from '../spice.ts';
import type { DuneState, KanlyDeed, KanlyThreat } from '../state.ts';
import { championChoices, continueArena, openArena } from './arena.ts';

/** rules 000 §19.B: the threats of this turn ("l'effet d'une menace de Kanly ne dure qu'un tour"). */
export function threatsThisTurn(state: DuneState): KanlyThreat[] {
  return (state.duel?.threats ?? []).filter((t) => t.turn === state.turn);
}

/** A deed as an action names it (the territory still a string until checked). */
export type DeedInput = Extract<DuneAction, { type: 'threatenKanly' }>['deed'];

const DEEDS: readonly KanlyDeed[] = [
  { kind: 'buyCard' },
  { kind: 'revive' },
  ...TERRITORY_IDS.map((territory) => ({ kind: 'enter' as const, territory })),
];

/**
 * rules 000 §19.B: may `seat` threaten `target` now? One threat a turn, never against an ally; DESIGN: not while a
 * duel is fought; annexe 4 Cône de silence: not under it.
 */
export function checkThreat(state: DuneState, seat: Seat, target: Seat, deed: DeedInput): RuleError | null {
  const duel = state.duel;
  if (!duel) return ruleError('notNow', { type: 'threatenKanly', phase: state.phase });
  if (duel.arena) return reason('kanlyDuringDuel');
  if (state.silenced.includes(seat)) return reason('kanlySilenced');
  if (target === seat || target >= state.seatCount || isEliminated(state, target))
    return reason('kanlyTargetNotOpponent', { other: target });
  if (areAllies(state, seat, target)) return reason('kanlyAlly', { other: target });
  if (threatsThisTurn(state).some((t) => t.by === seat)) return reason('kanlyOncePerTurn');
  if (
    deed.kind === 'enter' &&
    (!(TERRITORY_IDS as readonly string[]).includes(deed.territory) ||
      !onBoard(state.options, deed.territory as TerritoryId))
  )
    return ruleError('unknownLocation', { location: deed.territory });
  return null;
}

/** The threats `seat` may make now (interrupts). */
export function threatActions(state: DuneState, seat: Seat): DuneAction[] {
  if (!state.duel || state.duel.arena || state.silenced.includes(seat)) return [];
  if (threatsThisTurn(state).some((t) => t.by === seat)) return [];
  const actions: DuneAction[] = [];
  for (const target of activeSeats(state)) {
    if (target === seat || areAllies(state, seat, target)) continue;
    for (const deed of DEEDS)
      if (deed.kind !== 'enter' || onBoard(state.options, deed.territory))
        actions.push({ type: 'threatenKanly', target, deed });
  }
  return actions;
}

export function performThreat(state: DuneState, seat: Seat, target: Seat, input: DeedInput, log: EventLog): void {
  const duel = state.duel!;
  // checkThreat accepted the territory.
  const deed: KanlyDeed = input.kind === 'enter' ? { kind: 'enter', territory: input.territory as TerritoryId } : input;
  // Only this turn's threats matter; older ones are dropped as the turn changes.
  duel.threats = [...threatsThisTurn(state), { by: seat, target, deed, turn: state.turn, triggered: false }];
  log.public('kanlyThreatened', {
    by: seat,
    target,
    deed: deed.kind,
    territory: deed.kind === 'enter' ? deed.territory : null,
  });
}

function territoryOf(location: unknown): string | null {
  if (typeof location !== 'string') return null;
  const i = location.lastIndexOf(':');
  return i < 0 ? location : location.slice(0, i);
}

/** Whether `event` is the threatened deed, done by the threatened player. */
function isDeed(threat: KanlyThreat, event: GameEvent): boolean {
  const p = event.params;
  switch (threat.deed.kind) {
    case 'enter':
      return (
        (event.type === 'shipped' || event.type === 'crossShipped' || event.type === 'moved') &&
        p['seat'] === threat.target &&
        territoryOf(p['to']) === (threat.deed.territory as TerritoryId)
      );
    case 'buyCard':
      return (event.type === 'cardBought' || event.type === 'cardBoughtWithKarama') && p['seat'] === threat.target;
    case 'revive':
      return (
        ((event.type === 'forcesRevived' && typeof p['paid'] === 'number' && p['paid'] > 0) ||
          event.type === 'leaderRevived') &&
        p['seat'] === threat.target
      );
  }
}

/**
 * rules 000 §19.B: after each action, a threatened deed just done stops the game: the threatener is asked at once
 * whether he calls "Kanly !" (the game's "avant qu'une nouvelle action ne soit accomplie"), and the phase resumes
 * after the duel.
 */
export function watchKanly(state: DuneState, log: EventLog): void {
  if (!state.duel?.threats || state.duel.arena || state.phase === 'over') return;
  // The action's own events: those logged below are not deeds.
  const events: readonly GameEvent[] = [...log.events];
  for (const threat of threatsThisTurn(state)) {
    if (threat.triggered || isEliminated(state, threat.by) || isEliminated(state, threat.target)) continue;
    if (!events.some((e) => isDeed(threat, e))) continue;
    threat.triggered = true;
    log.public('kanlyDeedDone', { by: threat.by, target: threat.target });
    push(state, { kind: 'kanlyCall', seat: threat.by, target: threat.target });
  }
}

/** rules 000 §19.B note: the threatener's leaders the threatened player may name in his claim. */
function claimableEnemies(state: DuneState, by: Seat): LeaderId[] {
  return championChoices(state, by).filter(
    (id) => state.options.kanlyClaimMainCharacter === true || !isMainCharacter(id),
  );
}

/** rules 000 §19.B note: "vous n'êtes tenu de vous rendre au duel que pour une seule de celles-ci". */
function hasFought(state: DuneState, seat: Seat): boolean {
  return (state.duel?.fought ?? []).some((f) => f.seat === seat && f.turn === state.turn);
}

function recordFought(state: DuneState, ...seats: Seat[]): void {
  const duel = state.duel!;
  duel.fought = [
    ...(duel.fought ?? []).filter((f) => f.turn === state.turn),
    ...seats.map((seat) => ({ seat, turn: state.turn })),
  ];
}

/** rules 000 §19.C: the Kanly is called; both sides choose their champion in secret. */
function startKanly(state: DuneState, by: Seat, target: Seat, log: EventLog): void {
  if (championChoices(state, by).length === 0 || championChoices(state, target).length === 0) {
    // DESIGN: a side with no leader alive cannot send a champion; the Kanly lapses.
    log.public('kanlyLapsed', { by, target });
    return;
  }
  push(state, { kind: 'duelChampion', seats: [by, target], commits: {} });
}

export const kanlyFrames: {
  kanlyCall: FrameRules<'kanlyCall'>;
  kanlyClaim: FrameRules<'kanlyClaim'>;
  duelChampion: FrameRules<'duelChampion'>;
} = {
  kanlyCall: {
    seats: oneSeat,
    legal: () => [
      { type: 'callKanly', call: true },
      { type: 'callKanly', call: false },
    ],
    perform(state, frame, seat, action, log) {
      if (action.type !== 'callKanly') return;
      pop(state);
      if (action.call) {
        log.public('kanlyCalled', { by: seat, target: frame.target });
        startKanly(state, seat, frame.target, log);
        return;
      }
      log.public('kanlyNotCalled', { by: seat, target: frame.target });
      if (championChoices(state, frame.target).length > 0 && claimableEnemies(state, seat).length > 0)
        push(state, { kind: 'kanlyClaim', seat: frame.target, by: seat });
    },
  },
  kanlyClaim: {
    seats: oneSeat,
    legal(state, frame, seat) {
      const actions: DuneAction[] = [{ type: 'claimKanly', leader: null, enemy: null }];
      for (const leader of championChoices(state, seat))
        for (const enemy of claimableEnemies(state, frame.by)) actions.push({ type: 'claimKanly', leader, enemy });
      return actions;
    },
    perform(state, frame, seat, action, log) {
      if (action.type !== 'claimKanly') return;
      pop(state);
      if (action.leader === null || action.enemy === null) {
        log.public('kanlyIgnored', { seat, by: frame.by });
        return;
      }
      // DESIGN: "comme si le duel avait eu lieu … et que son champion l'avait emporté sans essuyer aucune attaque":
      // the enemy champion dies, the winner collects its strength in spice (§19.C.5.c, no support was put down),
      // and no second takes part.
      const enemy = action.enemy as LeaderId;
      factionOf(state, frame.by).leaders[enemy]!.location = 'tanks';
      const spice = LEADERS[enemy].value;
      bankToFaction(state, factionOf(state, seat).faction, spice);
      recordFought(state, seat, frame.by);
      log.public('kanlyClaimed', { seat, by: frame.by, leader: action.leader, enemy, spice });
      if (eliminateFallen(state, 'kanly', log)) return;
      state.stack = state.stack.filter((f) => !('seat' in f) || !isEliminated(state, f.seat));
    },
  },
  duelChampion: {
    seats: (f) => f.seats.filter((s) => !(String(s) in f.commits)),
    legal(state, frame, seat) {
      const actions: DuneAction[] = championChoices(state, seat).map((leader) => ({ type: 'chooseChampion', leader }));
      if (seat === frame.seats[1] && hasFought(state, seat)) actions.push({ type: 'chooseChampion', leader: null });
      return actions;
    },
    perform(state, frame, seat, action, log) {
      if (action.type !== 'chooseChampion') return;
      frame.commits[String(seat)] = action.leader as LeaderId | null;
      if (frame.seats.some((s) => !(String(s) in frame.commits))) return;
      pop(state);
      const [by, target] = frame.seats as [Seat, Seat];
      const mine = frame.commits[String(by)];
      const theirs = frame.commits[String(target)];
      if (!mine || !theirs) {
        log.public('kanlyRefused', { seat: target, by });
        return;
      }
      recordFought(state, by, target);
      log.public('kanlyDuelBegins', { by, target });
      openArena(state, 'kanly', [
        { seat: by, leader: mine },
        { seat: target, leader: theirs },
      ]);
      continueArena(state, log);
    },
  },
};

/** rules 000 §19.C: a champion is one of one's leaders still available; only a side that fought this turn may refuse. */
export function duelChampionRefusal(
  state: DuneState,
  frame: FrameOf<'duelChampion'>,
  seat: Seat,
  action: DuneAction,
): RuleError | null {
  if (action.type !== 'chooseChampion') return null;
  if (action.leader === null)
    return seat === frame.seats[1] ? reason('refuseOnlyAfterFighting') : reason('championRequired');
  return (championChoices(state, seat) as readonly string[]).includes(action.leader)
    ? null
    : reason('championUnavailable', { leader: action.leader });
}
