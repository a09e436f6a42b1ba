import { describe, expect, it } from 'vitest';
import type { EngineAction } from '../../src/actions.ts';
import { EventLog } from '../../src/events.ts';
import { changeInfluence, gainVictoryPoints } from '../../src/influence.ts';
import { advance, uprising } from '../../src/rules.ts';
import type { EngineState } from '../../src/state.ts';
import { apply, events, legal, table, topFrame, turnOf } from './table.ts';

/** Plays seat 0's Agent turn to the High Council (5 Solari), every later question answered with its first option. */
function toHighCouncil(state: EngineState): EngineState {
  const send = legal(state, 0).find((a) => a.type === 'sendAgent' && a.space === 'highCouncil');
  expect(send).toBeDefined();
  let s = apply(state, 0, send!).state;
  while (s.turn?.seat === 0 && s.stack.at(-1)?.kind !== 'turn') {
    const top = s.stack.at(-1)!;
    const actions = legal(s, 0);
    const answer: EngineAction =
      top.kind === 'endAgentTurn' || top.kind === 'deploy'
        ? (actions.find((a) => a.type === 'pass' || (a.type === 'count' && a.count === 0)) ?? actions[0]!)
        : actions[0]!;
    s = apply(s, 0, answer).state;
  }
  return s;
}

/** A hand with the Dagger (a Landsraad icon, no Agent box) and Convincing Argument. */
function landsraadHand(state: EngineState): void {
  const p = state.players[0]!;
  p.deck = [...p.deck, ...p.hand];
  p.hand = [];
  for (const card of ['dagger', 'convincingArgument']) {
    const i = p.deck.indexOf(card);
    if (i >= 0) {
      p.hand.push(card);
      p.deck = [...p.deck.slice(0, i), ...p.deck.slice(i + 1)];
    }
  }
}

describe('rules 004 Haut Conseil (facts §2.7)', () => {
  it('first visit: 5 Solari, a seat, and +2 Persuasion on every Reveal turn, this round included', () => {
    // Leaders with nothing on the Reveal turn.
    const state = table({ leaders: ['ladyMargotFenring', 'princessIrulan', 'ladyJessica', 'stabanTuek'] });
    state.players[0]!.solari = 5;
    landsraadHand(state);
    const after = toHighCouncil(state);
    const p = after.players[0]!;
    expect([p.highCouncil, p.solari]).toEqual([true, 0]);
    expect([p.spice, p.intrigues.length]).toEqual([0, 0]);
    // The same hand revealed without the seat: 2 Persuasion less (the acquisitions wait for the player).
    turnOf(after, 0);
    const without = structuredClone(after);
    without.players[0]!.highCouncil = false;
    const seated = apply(after, 0, { type: 'reveal' }).state.players[0]!.persuasion;
    expect(seated - apply(without, 0, { type: 'reveal' }).state.players[0]!.persuasion).toBe(2);
  });

  it('later visits (a seat already held): 2 spice, 1 Intrigue, 3 troops; the space is not once per game', () => {
    const state = table();
    const p = state.players[0]!;
    p.solari = 5;
    p.highCouncil = true;
    landsraadHand(state);
    const garrison = p.troops.garrison;
    const after = toHighCouncil(state).players[0]!;
    expect([after.spice, after.intrigues.length, after.troops.garrison + after.troops.conflict]).toEqual([
      2,
      1,
      garrison + 3,
    ]);
  });

  it('without 5 Solari there is no visit', () => {
    const state = table();
    state.players[0]!.solari = 4;
    landsraadHand(state);
    expect(legal(state, 0).some((a) => a.type === 'sendAgent' && a.space === 'highCouncil')).toBe(false);
  });
});

/** Runs the Recall phase and what follows until a decision (rules 004 V. Rappel). */
function recall(state: EngineState): EventLog {
  state.phase = 'recall';
  state.stage = 'start';
  state.stack = [];
  state.turn = null;
  const log = new EventLog();
  advance(state, log);
  return log;
}

/** Passes every Endgame Intrigue window. */
function finish(state: EngineState, log: EventLog): void {
  while (!state.result) {
    const d = uprising.decisions(state)[0]!;
    expect(d.kind).toBe('endgameIntrigue');
    const result = uprising.apply(state, d.seat, { type: 'pass' });
    if (!result.ok) throw new Error(result.error.code);
    Object.assign(state, result.state);
    log.events.push(...(result.events as EventLog['events']));
  }
}

describe('rules 004 FIN DE PARTIE', () => {
  it('10 VP checked at the Recall: the Endgame Intrigues, then the winner by VP', () => {
    const state = table();
    state.players[2]!.victoryPoints = 10;
    const log = recall(state);
    expect(state.phase).toBe('endgame');
    expect(topFrame(state)?.kind).toBe('endgameIntrigue');
    finish(state, log);
    expect(state.result!.winners).toEqual([2]);
  });

  it('an empty Conflict deck ends the game too; with 9 VP the game goes on otherwise', () => {
    const going = table();
    going.players[0]!.victoryPoints = 9;
    recall(going);
    expect(going.phase).not.toBe('endgame');
    const state = table();
    state.conflictDeck = [];
    recall(state);
    expect(state.phase).toBe('endgame');
  });

  it('ties: spice, then Solari, then water, then troops in the garrison', () => {
    const state = table();
    state.players.forEach((p) => {
      p.victoryPoints = 10;
      p.spice = 2;
      p.solari = 3;
      p.water = 1;
      p.troops.garrison = 3;
    });
    state.players[3]!.troops.garrison = 4;
    const log = recall(state);
    finish(state, log);
    expect(state.result!.winners).toEqual([3]);
    state.result = null;
    state.players[1]!.water = 2;
    state.phase = 'endgame';
    state.stage = 'score';
    advance(state, new EventLog());
    expect(state.result!.winners).toEqual([1]);
    state.players[2]!.solari = 4;
    state.phase = 'endgame';
    state.stage = 'score';
    advance(state, new EventLog());
    expect(state.result!.winners).toEqual([2]);
    state.players[0]!.spice = 3;
    state.phase = 'endgame';
    state.stage = 'score';
    advance(state, new EventLog());
    expect(state.result!.winners).toEqual([0]);
  });

  it('FAQ Points de Victoire: past 12', () => {
    const state = table();
    state.players[0]!.victoryPoints = 12;
    gainVictoryPoints(state, 0, 3, new EventLog());
    expect(state.players[0]!.victoryPoints).toBe(15);
  });

  it('the wild battle icon is paired after the Endgame Intrigues, before the winner is known', () => {
    const state = table();
    state.players[1]!.victoryPoints = 10;
    state.players[0]!.victoryPoints = 9;
    state.players[0]!.spice = 5;
    state.uprising!.battleCards = [
      [
        { kind: 'objective', id: 'crysknife', faceUp: true },
        { kind: 'conflict', id: 'propaganda', faceUp: true },
      ],
      [],
      [],
      [],
    ];
    const log = recall(state);
    finish(state, log);
    expect(events(log, 'battleIconsPaired')).toHaveLength(1);
    expect(state.players[0]!.victoryPoints).toBe(10);
    expect(state.result!.winners).toEqual([0]);
  });
});

describe('rules 004 FAQ - EFFETS, Alliance (losing influence)', () => {
  function allied(): EngineState {
    const state = table();
    state.stack = [];
    state.players.forEach((p) => (p.victoryPoints = 5));
    state.players[0]!.influence = { ...state.players[0]!.influence, emperor: 4 };
    state.alliances.emperor = 0;
    return state;
  }

  it('tied with another player, the holder who loses influence gives it the Alliance (and its VP)', () => {
    const state = allied();
    state.players[1]!.influence = { ...state.players[1]!.influence, emperor: 4 };
    changeInfluence(state, 0, 'emperor', -1, new EventLog());
    expect(state.alliances.emperor).toBe(1);
    expect(state.players.map((p) => p.victoryPoints)).toEqual([4, 6, 5, 5]);
  });

  it('several tied: the player who lost influence chooses who takes it', () => {
    let state = allied();
    state.players[2]!.influence = { ...state.players[2]!.influence, emperor: 4 };
    state.players[3]!.influence = { ...state.players[3]!.influence, emperor: 4 };
    changeInfluence(state, 0, 'emperor', -1, new EventLog());
    expect(topFrame(state)).toEqual({ kind: 'allianceTie', seat: 0, faction: 'emperor', among: [2, 3] });
    expect(legal(state, 0)).toEqual([
      { type: 'opponent', seat: 2 },
      { type: 'opponent', seat: 3 },
    ]);
    state.stack.unshift({ kind: 'turn', seat: 0 });
    const after = apply(state, 0, { type: 'opponent', seat: 3 });
    state = after.state;
    expect(state.alliances.emperor).toBe(3);
    expect(state.players.map((p) => p.victoryPoints)).toEqual([4, 5, 5, 6]);
  });

  it('down to 3 with nobody at 4 or more: the token goes back to the track; the next to reach 4 takes it', () => {
    const state = allied();
    state.players[1]!.influence = { ...state.players[1]!.influence, emperor: 3 };
    const log = new EventLog();
    changeInfluence(state, 0, 'emperor', -1, log);
    expect(state.alliances.emperor).toBeNull();
    expect(state.players[0]!.victoryPoints).toBe(4);
    expect(events(log, 'allianceReturned')[0]!.params).toEqual({ seat: 0, faction: 'emperor' });
    changeInfluence(state, 1, 'emperor', 1, log);
    expect(state.alliances.emperor).toBe(1);
  });

  it('a holder still above the others keeps it after a loss', () => {
    const state = allied();
    state.players[0]!.influence = { ...state.players[0]!.influence, emperor: 6 };
    state.players[1]!.influence = { ...state.players[1]!.influence, emperor: 4 };
    changeInfluence(state, 0, 'emperor', -1, new EventLog());
    expect(state.alliances.emperor).toBe(0);
  });
});

/** `seat` takes its Reveal turn and ends it, buying nothing (the last one may run on into the next round). */
function revealTurn(state: EngineState, seat: number): EngineState {
  const round = state.round;
  let s = apply(turnOf(state, seat), seat, { type: 'reveal' }).state;
  while (!s.players[seat]!.revealedThisRound && s.round === round && !s.result) {
    const d = uprising.decisions(s)[0]!;
    expect(d.seat).toBe(seat);
    const actions = legal(s, seat);
    s = apply(s, seat, actions.find((a) => a.type === 'pass') ?? actions[0]!).state;
  }
  return s;
}

describe('rules 004 FIN DE PARTIE, FAQ: the last tie-breaker', () => {
  it('still tied after the resources: the player who most recently took a Reveal turn wins', () => {
    let state = table();
    for (const seat of [2, 0, 3, 1]) state = revealTurn(state, seat);
    expect(state.uprising!.lastReveal).toEqual([12, 14, 11, 13]);
    state.players.forEach((p) => {
      p.victoryPoints = 10;
      p.spice = 2;
      p.solari = 3;
      p.water = 1;
      p.troops.garrison = 3;
    });
    state.phase = 'endgame';
    state.stage = 'score';
    state.stack = [];
    state.turn = null;
    advance(state, new EventLog());
    expect(state.result!.winners).toEqual([1]);
    // The resources still come first: one more spice beats a later Reveal turn.
    state.result = null;
    state.players[2]!.spice = 3;
    state.phase = 'endgame';
    state.stage = 'score';
    advance(state, new EventLog());
    expect(state.result!.winners).toEqual([2]);
  });

  it('a Reveal turn of a later round is more recent than any of an earlier one', () => {
    let state = table();
    for (const seat of [1, 0, 2, 3]) state = revealTurn(state, seat);
    state.players.forEach((p) => (p.revealedThisRound = false));
    state.round += 1;
    state = revealTurn(state, 1);
    const order = state.uprising!.lastReveal!;
    expect(order[1]).toBeGreaterThan(Math.max(order[0]!, order[2]!, order[3]!));
  });
});
