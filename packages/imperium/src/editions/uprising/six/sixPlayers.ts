import type { Seat } from '@arrakis/engine';
import type { EngineAction } from '../../../actions.ts';
import { recruit, solari, spice, water } from '../../../dsl/build.ts';
import type { Effect } from '../../../dsl/effect.ts';
import type { Faction } from '../../../dsl/primitives.ts';
import { spy } from '../../../dsl/uprisingBuild.ts';
import type { RuleModule } from '../../../edition.ts';
import { pop, push, pushEffects } from '../../../effects/stack.ts';
import type { EventLog } from '../../../events.ts';
import type { PartialFrameTable } from '../../../flow.ts';
import type { EffectContext } from '../../../frames.ts';
import { gainVictoryPoints } from '../../../influence.ts';
import { turnOrder } from '../../../effects/evaluate.ts';
import { strength } from '../../../troops.ts';
import type { BoardSpaceId } from '../../../ids.ts';
import type { BattleCardHeld, EngineState, SixPlayers } from '../../../state.ts';
import { COMMANDER_SPACES } from './board.ts';

/**
 * The six-player team game (facts uprising-rules.md §1): two teams of three, each a Commander and two Allies. The
 * seats go clockwise; the Commanders sit opposite, each between two Allies of the other team, so turns alternate
 * between the teams (§1.2, TTS's seat order): seat 0 an Ally of Muad'Dib, 1 Shaddam, 2 an Ally of Muad'Dib, 3 an
 * Ally of Shaddam, 4 Muad'Dib, 5 an Ally of Shaddam. Each Commander's arrows point past the enemy Ally beside it to
 * its own Allies, two seats away.
 */
export const SIX_SEATS = {
  commanders: [4, 1],
  allies: [
    [0, 2],
    [3, 5],
  ],
} as const satisfies Pick<SixPlayers, 'commanders' | 'allies'>;

export type Team = 0 | 1;

/** The Commanders' leaders, by team (facts §1.2: TTS always seats them as Commanders). */
export const COMMANDER_LEADERS = ['muadDib', 'shaddamCorrinoIV'] as const;

/** Each Commander's own Faction: its personal board's Influence track (facts §1.5). */
export const COMMANDER_FACTIONS: readonly [Faction, Faction] = ['fremen', 'emperor'];

/** Score starts (facts §1.3, AID supp. p.1-2; TTS): Commanders on the space marked "C". */
export const COMMANDER_START_VP = 4;

/** The personal track's top (facts §1.5: rewards at 1 to 4, the Alliance token at 4). */
export const COMMANDER_TRACK_MAX = 4;

/** Swords each Swordmaster Bonus token gives on every later Reveal turn (facts §1.7, §3 item 1: AID). */
export const SWORDMASTER_BONUS_SWORDS = 2;

/** Troops the Reinforce icon recruits, split between the team's Allies (facts §1.1, AID supp. p.1-5). */
export const REINFORCE_TROOPS = 3;

export function sixOf(state: EngineState): SixPlayers | undefined {
  return state.uprising?.six;
}

export function teamOf(six: SixPlayers, seat: Seat): Team {
  return six.commanders[1] === seat || six.allies[1].includes(seat) ? 1 : 0;
}

export function isCommander(state: EngineState, seat: Seat): boolean {
  const six = sixOf(state);
  return six !== undefined && six.commanders.includes(seat);
}

/** The seats of the team, Commander first. */
export function teamSeats(six: SixPlayers, team: Team): Seat[] {
  return [six.commanders[team], ...six.allies[team]];
}

/** rules: facts §1.3 — Commanders take no troops and no garrison, start on 4 VP; their own decks (edition). */
export function setupSixPlayers(state: EngineState): void {
  if (!state.uprising) return;
  const six: SixPlayers = {
    commanders: SIX_SEATS.commanders,
    allies: SIX_SEATS.allies,
    activated: [SIX_SEATS.allies[0][0], SIX_SEATS.allies[1][0]],
    arrowsUsed: [[], []],
    swordmasterUsed: [false, false],
    tracks: [0, 0],
    alliance: [false, false],
    conceded: [],
    swordmasterRound: state.players.map(() => 0),
  };
  state.uprising.six = six;
  for (const seat of six.commanders) {
    const p = state.players[seat]!;
    p.troops = { supply: 0, garrison: 0, conflict: 0 };
    p.victoryPoints = COMMANDER_START_VP;
  }
}

/** The Allies a Commander may activate now (facts §1.4): an arrow left, or the two-arrow Swordmaster, or either. */
export function activatable(state: EngineState, six: SixPlayers, team: Team, reveal: boolean): Seat[] {
  const allies = [...six.allies[team]];
  if (reveal) return allies;
  const p = state.players[six.commanders[team]]!;
  const bySwordmaster = p.swordmaster && !six.swordmasterUsed[team];
  const open = allies.filter((a) => bySwordmaster || !six.arrowsUsed[team].includes(a));
  // An Agent back on the leader (Imperial Privilege) after both arrows: provisional, either Ally.
  return open.length > 0 ? open : allies;
}

/** The Commander activates `ally`: its swords of this Reveal turn so far go to that Ally (facts §1.4). */
function activate(state: EngineState, six: SixPlayers, team: Team, ally: Seat, reveal: boolean, log: EventLog): void {
  const commander = state.players[six.commanders[team]]!;
  if (reveal) {
    state.players[ally]!.swords += commander.swords;
    commander.swords = 0;
  } else if (six.arrowsUsed[team].includes(ally)) six.swordmasterUsed[team] = true;
  else six.arrowsUsed[team].push(ally);
  six.activated[team] = ally;
  log.public('allyActivated', { seat: six.commanders[team], ally });
}

function askActivation(state: EngineState, six: SixPlayers, team: Team, reveal: boolean, log: EventLog): void {
  const among = activatable(state, six, team, reveal);
  if (among.length === 1) activate(state, six, team, among[0]!, reveal, log);
  else push(state, { kind: 'activateAlly', seat: six.commanders[team], among, reveal });
}

/** A step on a Commander's personal track and its rewards (facts §1.5, AID supp. p.2-4; TTS). */
export function advanceCommanderTrack(state: EngineState, six: SixPlayers, team: Team, log: EventLog): void {
  const before = six.tracks[team];
  if (before >= COMMANDER_TRACK_MAX) return;
  const after = before + 1;
  six.tracks[team] = after;
  const commander = six.commanders[team];
  log.public('influence', { seat: commander, faction: COMMANDER_FACTIONS[team], from: before, to: after });
  const ctx: EffectContext = { source: 'track', card: null, space: null };
  // The Team icon: every player of the team gains it; Fremen 1 spice then 1 water, Emperor 1 Solari then a Spy.
  const teamReward: Readonly<Record<number, readonly Effect[]>> =
    team === 0 ? { 1: [spice(1)], 3: [water(1)] } : { 1: [solari(1)], 3: [spy] };
  const reward = teamReward[after];
  if (reward) for (const seat of teamSeats(six, team).reverse()) pushEffects(state, seat, reward, ctx);
  if (after === 2) gainVictoryPoints(state, commander, 1, log);
  if (after === 4 && !six.alliance[team]) {
    six.alliance[team] = true;
    log.public('allianceTaken', { seat: commander, faction: COMMANDER_FACTIONS[team] });
    gainVictoryPoints(state, commander, 1, log);
  }
}

/** Whether an effect list summons sandworms or takes a Maker Hook (only Team Muad'Dib may: facts §1.6, DD5). */
function wormy(effects: readonly Effect[]): boolean {
  return effects.some((e) => e.kind === 'summonSandworm' || e.kind === 'gainMakerHook');
}

/** The six-player rules, each hook a no-op outside the six-player game. */
export const SIX_PLAYERS: RuleModule = {
  id: 'sixPlayers',
  setup(state) {
    setupSixPlayers(state);
  },
  unitsSeat(state, seat, what) {
    const six = sixOf(state);
    if (!six || !six.commanders.includes(seat)) return seat;
    // Revealed, not yet chosen: the Commander keeps its swords until it gives them (facts §1.4).
    if (what === 'swords' && state.stack.some((f) => f.kind === 'activateAlly' && f.reveal && f.seat === seat))
      return seat;
    return six.activated[teamOf(six, seat)];
  },
  influenceOf(state, seat, faction) {
    const six = sixOf(state);
    if (!six || !six.commanders.includes(seat)) return undefined;
    const team = teamOf(six, seat);
    // facts §1.5: the Commander has its best Ally's Influence; with its own Faction, its personal track counts too.
    const best = Math.max(...six.allies[team].map((a) => state.players[a]!.influence[faction]));
    return faction === COMMANDER_FACTIONS[team] ? Math.max(best, six.tracks[team]) : best;
  },
  barsSpace(state, seat, space) {
    const six = sixOf(state);
    if (!six) return false;
    // facts §1.6: only that Commander may send an Agent to its personal board.
    return ([0, 1] as const).some((t) => COMMANDER_SPACES[t].includes(space as never) && six.commanders[t] !== seat);
  },
  agentPlaced(state, seat, _action, log) {
    const six = sixOf(state);
    if (!six || !six.commanders.includes(seat)) return;
    askActivation(state, six, teamOf(six, seat), false, log);
  },
  agentSent(state, seat, space: BoardSpaceId, log) {
    const six = sixOf(state);
    if (!six) return;
    const team = teamOf(six, seat);
    if (six.commanders[team] === seat && COMMANDER_SPACES[team].includes(space as never))
      advanceCommanderTrack(state, six, team, log);
    if (space === 'militarySupport')
      push(state, { kind: 'reinforce', seat, allies: [...six.allies[team]], troops: REINFORCE_TROOPS });
    if (space === 'swordmaster') six.swordmasterRound[seat] = state.round;
  },
  revealed(state, seat, log) {
    const six = sixOf(state);
    if (!six) return;
    const p = state.players[seat]!;
    // The Swordmaster Bonus token (facts §1.7, AID): +2 swords on every Reveal turn after the Swordmaster is gained;
    // a Commander's go to the Ally it then chooses.
    if (p.swordmaster) p.swords += SWORDMASTER_BONUS_SWORDS;
    if (!six.commanders.includes(seat)) return;
    // The choice comes after its Reveal boxes; their swords wait on the Commander until then (`unitsSeat`).
    askActivation(state, six, teamOf(six, seat), true, log);
  },
  fulfillable(state, seat, effects) {
    const six = sixOf(state);
    return !six || teamOf(six, seat) === 0 || !wormy(effects);
  },
  resolve(state, seat, effect) {
    const six = sixOf(state);
    // facts §1.6: Team Shaddam takes no Maker Hook and summons no sandworm.
    return six !== undefined && teamOf(six, seat) === 1 && wormy([effect]);
  },
  beforeRewards(state) {
    const six = sixOf(state);
    if (!six) return;
    six.conceded = [];
    // facts §1.7 (AID supp. p.5): two Allies of one team tied, alone at their strength: one may concede.
    const allies = [...six.allies[0], ...six.allies[1]];
    const level = (s: Seat) => strength(state, s);
    for (const team of [1, 0] as const) {
      const [a, b] = six.allies[team];
      if (level(a!) === 0 || level(a!) !== level(b!)) continue;
      if (allies.some((s) => s !== a && s !== b && level(s) === level(a!))) continue;
      const [first, second] = turnOrder(state).filter((s) => s === a || s === b);
      push(state, { kind: 'concede', seat: first!, partner: second! });
    }
  },
  intrigueBeneficiaries(state, seat) {
    const six = sixOf(state);
    // facts §1.4 (AID): a Commander plays Combat Intrigues on behalf of an Ally with a unit in the Conflict.
    return six?.commanders.includes(seat) ? six.allies[teamOf(six, seat)] : [];
  },
  playsIntrigueFor(state, seat, ally, log) {
    const six = sixOf(state);
    if (!six) return;
    // Provisional: the card's units and swords reach that Ally through activation (`unitsSeat`), so the whole card
    // goes to one Ally (facts §1.4: "one card cannot be split between both Allies"); the Commander pays its cost.
    const team = teamOf(six, seat);
    if (six.activated[team] === ally) return;
    six.activated[team] = ally;
    log.public('allyActivated', { seat, ally });
  },
  placeStrength(state, seat, value) {
    // Half a point under its teammate: the next place, whatever the others' whole strengths.
    return sixOf(state)?.conceded.includes(seat) ? value - 0.5 : value;
  },
  afterCombat(state) {
    const six = sixOf(state);
    if (six) six.conceded = [];
  },
  endOfRound(state) {
    const six = sixOf(state);
    if (!six) return;
    six.arrowsUsed = [[], []];
    six.swordmasterUsed = [false, false];
    // facts §1.7: the Swordmaster Agent goes back to the box after the round it was gained in.
    state.players.forEach((p, seat) => {
      if (p.swordmaster && six.swordmasterRound[seat] === state.round && p.agents > 2) p.agents -= 1;
    });
  },
  standing(state, seat) {
    const six = sixOf(state)!;
    // facts §1.8 (AID supp. p.5): the team's combined VP, then its resources in the usual order.
    const team = teamSeats(six, teamOf(six, seat)).map((s) => state.players[s]!);
    const sum = (f: (p: (typeof team)[number]) => number) => team.reduce((n, p) => n + f(p), 0);
    return [
      sum((p) => p.victoryPoints),
      sum((p) => p.spice),
      sum((p) => p.solari),
      sum((p) => p.water),
      sum((p) => p.troops.garrison),
    ];
  },
};

/** The six-player decisions: which Ally a Commander activates, how Reinforce splits its troops. */
export const sixPlayerFrames: PartialFrameTable = {
  activateAlly: {
    legal: (_state, frame): EngineAction[] => frame.among.map((_, index) => ({ type: 'option', index, faction: null })),
    perform(state, frame, seat, action, log) {
      if (action.type !== 'option') return;
      pop(state);
      const six = sixOf(state)!;
      activate(state, six, teamOf(six, seat), frame.among[action.index]!, frame.reveal, log);
    },
  },
  concede: {
    legal: (): EngineAction[] => [{ type: 'confirm' }, { type: 'pass' }],
    perform(state, frame, seat, action, log) {
      pop(state);
      const six = sixOf(state)!;
      if (action.type === 'confirm') {
        six.conceded.push(seat);
        log.public('conceded', { seat });
      } else if (frame.partner !== null) push(state, { kind: 'concede', seat: frame.partner, partner: null });
    },
  },
  reinforce: {
    legal: (_state, frame): EngineAction[] =>
      Array.from({ length: frame.troops + 1 }, (_, count) => ({ type: 'count', count })),
    perform(state, frame, _seat, action) {
      if (action.type !== 'count') return;
      pop(state);
      const ctx: EffectContext = { source: 'space', card: null, space: 'militarySupport' };
      const [first, second] = frame.allies;
      // facts §1.1: recruited for the two Allies, and any of them may be deployed, even from this space.
      if (frame.troops - action.count > 0)
        pushEffects(state, second!, [recruit(frame.troops - action.count, 'may')], ctx);
      if (action.count > 0) pushEffects(state, first!, [recruit(action.count, 'may')], ctx);
    },
  },
};

/**
 * facts §1.3 (AID supp. p.1-2; TTS `_assignObjectives`): when both Desert Mouse Objectives went to one team, the
 * holder of the 4/6-player one swaps it with the opposing Ally beside them, so each team has one of each.
 */
export function swapSameTeamDesertMice(state: EngineState, held: BattleCardHeld[][]): void {
  const six = sixOf(state);
  if (!six) return;
  const mice = held.flatMap((cards, seat) =>
    cards.some((c) => c.kind === 'objective' && c.id.startsWith('desertMouse')) ? [seat] : [],
  );
  if (mice.length !== 2 || teamOf(six, mice[0]!) !== teamOf(six, mice[1]!)) return;
  const holder = held.findIndex((cards) =>
    cards.some((c) => c.kind === 'objective' && c.id === 'desertMouseFourToSix'),
  );
  const neighbour = [holder + 1, holder + 5]
    .map((s) => s % state.players.length)
    .find((s) => !isCommander(state, s) && teamOf(six, s) !== teamOf(six, holder))!;
  [held[holder], held[neighbour]] = [held[neighbour]!, held[holder]!];
}
