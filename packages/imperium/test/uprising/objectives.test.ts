import { describe, expect, it } from 'vitest';
import { seedRng } from '@arrakis/engine';
import { controlConflictSpace } from '../../src/dsl/uprisingBuild.ts';
import {
  BATTLE_ICONS,
  dealObjectives,
  flipConflictCard,
  flippableConflictCards,
} from '../../src/editions/uprising/battleIcons.ts';
import { UPRISING_CONFLICT_CARDS } from '../../src/editions/uprising/conflicts.ts';
import { UPRISING_OBJECTIVES, objectivesFor, type ObjectiveId } from '../../src/editions/uprising/objectives.ts';
import { doubledRewards } from '../../src/editions/uprising/sandworms.ts';
import { determinize } from '../../src/determinize.ts';
import { EventLog } from '../../src/events.ts';
import { advance, uprising } from '../../src/rules.ts';
import type { BattleCardHeld, EngineState } from '../../src/state.ts';
import { imperiumView } from '../../src/view.ts';
import { events, resolve, SEATS, table } from './table.ts';

const objective = (id: ObjectiveId, faceUp = true): BattleCardHeld => ({ kind: 'objective', id, faceUp });
const conflictCard = (id: keyof typeof UPRISING_CONFLICT_CARDS, faceUp = true): BattleCardHeld => ({
  kind: 'conflict',
  id,
  faceUp,
});

/** Fights `conflict` with these troops in it (rules 004 III. Combat), Combat Intrigues passed; returns the events. */
function fight(state: EngineState, conflict: keyof typeof UPRISING_CONFLICT_CARDS, troops: number[]): EventLog {
  state.conflict = conflict;
  state.stack = [];
  state.turn = null;
  troops.forEach((n, seat) => {
    const t = state.players[seat]!.troops;
    t.supply -= n;
    t.conflict = n;
  });
  for (const p of state.players) p.revealedThisRound = true;
  state.phase = 'combat';
  state.stage = 'rewards';
  const log = new EventLog();
  advance(state, log);
  // The rewards' own choices (a Faction, a Plot Intrigue when won): the first legal answer.
  while (state.phase === 'combat' && state.stack.length > 0) {
    const d = uprising.decisions(state)[0]!;
    const result = uprising.apply(state, d.seat, uprising.legalActions(state, d.seat)[0]!);
    if (!result.ok) throw new Error(result.error.code);
    Object.assign(state, result.state);
    log.events.push(...(result.events as EventLog['events']));
  }
  return log;
}

describe('rules 004 MISE EN PLACE "Paquet Objectif": one test per Objective card', () => {
  const cases: Record<ObjectiveId, [string, string, boolean]> = {
    desertMouseFirstPlayer: ['desertMouse', 'all', true],
    desertMouseFourToSix: ['desertMouse', 'fourToSix', false],
    crysknife: ['crysknife', 'all', false],
    crysknifeFourToSix: ['crysknife', 'fourToSix', false],
    ornithopterOneToThree: ['ornithopter', 'oneToThree', false],
  };
  for (const [id, [icon, players, first]] of Object.entries(cases) as [ObjectiveId, [string, string, boolean]][])
    it(`${UPRISING_OBJECTIVES[id].name.en}: ${icon}, ${players} players${first ? ', the First Player icon' : ''}`, () => {
      const card = UPRISING_OBJECTIVES[id];
      expect([card.battleIcon, card.players, card.firstPlayer]).toEqual([icon, players, first]);
      expect(objectivesFor(4).some((o) => o.id === id)).toBe(players !== 'oneToThree');
      expect(objectivesFor(3).some((o) => o.id === id)).toBe(players !== 'fourToSix');
    });
});

describe('rules 004 MISE EN PLACE "Chacun pioche 1 carte Objectif" (dealObjectives)', () => {
  it('4 players: the 4 cards of the 4/6 set, one face up each; the First Player icon gives the marker', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const state = uprising.setup({}, SEATS(4), seed);
      const held = state.uprising!.battleCards!;
      expect(held.map((cards) => cards.length)).toEqual([1, 1, 1, 1]);
      expect(held.flat().every((c) => c.kind === 'objective' && c.faceUp)).toBe(true);
      expect(
        held
          .flat()
          .map((c) => c.id)
          .sort(),
      ).toEqual(
        objectivesFor(4)
          .map((o) => o.id)
          .sort(),
      );
      const first = held.findIndex((cards) => cards[0]!.id === 'desertMouseFirstPlayer');
      expect(state.firstPlayer).toBe(first);
      expect(state.current).toBe(first);
    }
  });

  it('3 players: the 1–3 set (no 4/6 card), all three dealt', () => {
    const state = uprising.setup({}, SEATS(3), 'x');
    expect(
      state
        .uprising!.battleCards!.flat()
        .map((c) => c.id)
        .sort(),
    ).toEqual(['crysknife', 'desertMouseFirstPlayer', 'ornithopterOneToThree']);
  });

  it('dealt once (the Rivals module may call it too), and a two-player Rival always takes the Ornithopter', () => {
    const state = uprising.setup({}, SEATS(3), 'x');
    const before = JSON.stringify(state.uprising!.battleCards);
    dealObjectives(state);
    expect(JSON.stringify(state.uprising!.battleCards)).toBe(before);
    state.uprising!.battleCards = undefined;
    state.houseHagal = { mode: 'twoPlayer', seats: [1], difficulty: null, deck: [], discard: [] };
    dealObjectives(state);
    expect(state.uprising!.battleCards![1]).toEqual([objective('ornithopterOneToThree')]);
    expect(state.firstPlayer).not.toBe(1);
  });
});

describe('rules 004 III. Combat: the Conflict card and battle icons', () => {
  it('the winner takes the Conflict card face up; it is not discarded, and determinization does not deal it again', () => {
    const state = table();
    state.uprising!.battleCards = [[objective('crysknife')], [], [], []];
    const log = fight(state, 'siegeOfArrakeen', [0, 3, 1, 0]);
    expect(state.uprising!.battleCards![1]).toEqual([conflictCard('siegeOfArrakeen')]);
    expect(state.conflictDiscard).not.toContain('siegeOfArrakeen');
    expect(events(log, 'conflictCardTaken')[0]!.params).toEqual({ seat: 1, conflict: 'siegeOfArrakeen' });
    const view = imperiumView(state, 0);
    const sample = determinize(view, seedRng('s'));
    expect(sample.conflictDeck).not.toContain('siegeOfArrakeen');
    expect(imperiumView(sample, 0)).toEqual(view);
  });

  it('La récompense Drapeau: the winner controls the space the Conflict names, once even with a sandworm', () => {
    const state = table();
    fight(state, 'siegeOfArrakeen', [2, 0, 0, 0]);
    expect(state.board.control.arrakeen).toBe(0);
    expect(doubledRewards(UPRISING_CONFLICT_CARDS.siegeOfArrakeen.first)).toEqual([
      controlConflictSpace,
      ...UPRISING_CONFLICT_CARDS.siegeOfArrakeen.first.slice(1).flatMap((e) => [e, e]),
    ]);
  });

  it('controlConflictSpace: the space of the current Conflict; nothing for a Conflict naming none', () => {
    const state = table();
    state.conflict = 'battleForImperialBasin';
    resolve(state, 2, [controlConflictSpace]);
    expect(state.board.control.imperialBasin).toBe(2);
    state.conflict = 'propaganda';
    expect(
      BATTLE_ICONS.resolve!(
        state,
        1,
        { kind: 'controlConflictSpace' },
        { source: 'conflict', card: null, space: null },
        new EventLog(),
      ),
    ).toBe(true);
    expect(state.stack.filter((f) => f.kind === 'effects')).toEqual([]);
  });

  it('two identical icons (Objective and Conflict): both turned face down for 1 VP, at once', () => {
    const state = table();
    state.uprising!.battleCards = [[objective('crysknife')], [], [], []];
    const vp = state.players[0]!.victoryPoints;
    const log = fight(state, 'skirmishCrysknife', [2, 1, 0, 0]);
    expect(state.uprising!.battleCards![0]).toEqual([
      objective('crysknife', false),
      conflictCard('skirmishCrysknife', false),
    ]);
    expect(state.players[0]!.victoryPoints).toBe(vp + 1);
    expect(events(log, 'battleIconsPaired')[0]!.params).toEqual({
      seat: 0,
      cards: ['crysknife', 'skirmishCrysknife'],
      icon: 'crysknife',
    });
  });

  it('different icons stay face up; a face-down card no longer pairs', () => {
    const state = table();
    state.uprising!.battleCards = [[objective('crysknife', false), objective('desertMouseFourToSix')], [], [], []];
    const vp = state.players[0]!.victoryPoints;
    fight(state, 'skirmishCrysknife', [2, 0, 0, 0]);
    expect(state.uprising!.battleCards![0]!.map((c) => c.faceUp)).toEqual([false, true, true]);
    expect(state.players[0]!.victoryPoints).toBe(vp);
  });

  it('a tie for first: nobody takes the card, it is discarded (rules 004 "personne ne gagne la carte Conflit")', () => {
    const state = table();
    fight(state, 'skirmishDesertMouse', [2, 2, 0, 0]);
    expect(state.uprising!.battleCards!.map((c) => c.filter((x) => x.kind === 'conflict'))).toEqual([[], [], [], []]);
    expect(state.conflictDiscard).toContain('skirmishDesertMouse');
  });

  it('the wild icon (Propaganda) is never paired when won; at the end it pairs with a face-up printed icon for 1 VP', () => {
    const state = table();
    state.uprising!.battleCards = [[objective('crysknife')], [], [], []];
    fight(state, 'propaganda', [3, 0, 0, 0]);
    expect(state.uprising!.battleCards![0]!.every((c) => c.faceUp)).toBe(true);
    const vp = state.players[0]!.victoryPoints;
    BATTLE_ICONS.finalScoring!(state, new EventLog());
    expect(state.uprising!.battleCards![0]!.every((c) => !c.faceUp)).toBe(true);
    expect(state.players[0]!.victoryPoints).toBe(vp + 1);
  });

  it('the wild icon alone pairs with nothing at the end', () => {
    const state = table();
    state.uprising!.battleCards = [[objective('crysknife', false), conflictCard('propaganda')], [], [], []];
    BATTLE_ICONS.finalScoring!(state, new EventLog());
    expect(state.uprising!.battleCards![0]![1]!.faceUp).toBe(true);
  });

  it('flipConflictCard (a cost): a face-up Conflict card with the icon, the printed one before the wild; never an Objective', () => {
    const state = table();
    state.uprising!.battleCards = [
      [objective('crysknife'), conflictCard('propaganda'), conflictCard('skirmishCrysknife')],
      [],
      [],
      [],
    ];
    expect(flippableConflictCards(state, 0, 'crysknife')).toBe(2);
    expect(flippableConflictCards(state, 0, 'ornithopter')).toBe(1);
    expect(flipConflictCard(state, 0, 'crysknife', new EventLog())).toBe(true);
    expect(state.uprising!.battleCards![0]!.map((c) => c.faceUp)).toEqual([true, true, false]);
    expect(flipConflictCard(state, 0, 'crysknife', new EventLog())).toBe(true);
    expect(flipConflictCard(state, 0, 'crysknife', new EventLog())).toBe(false);
    expect(flipConflictCard(state, 1, 'desertMouse', new EventLog())).toBe(false);
    expect(state.uprising!.battleCards![0]!.map((c) => c.faceUp)).toEqual([true, false, false]);
  });
});
