import { describe, expect, it } from 'vitest';
import { randomInt, seedRng, type RngState } from '@arrakis/engine';
import { dune, FACTIONS, type DuneAction, type DuneState, type Frame } from '@arrakis/dune';
import { duneHeuristicBot, playSeat, type DuneHeuristicBot } from '../src/index.ts';

/** rules 000 §19: the decisions of the Kanly, the duel and the Assassins' War (frames.ts). */
const DUEL_KINDS: readonly Frame['kind'][] = [
  'kanlyCall',
  'kanlyClaim',
  'duelChampion',
  'duelPlacement',
  'duelSupport',
  'duelSeconds',
  'duelTurn',
  'duelParry',
  'secondReward',
  'warNegotiator',
];

const MAX_GAMES = 120;

/** A random step; one time in four a Kanly threat if the seat may make one, so that duels come up. */
function randomStep(state: DuneState, rng: RngState): { seat: number; action: DuneAction } {
  const decisions = dune.decisions(state);
  const seat = decisions[randomInt(rng, decisions.length)]!.seat;
  if (randomInt(rng, 4) === 0) {
    const threats = dune.interruptActions(state, seat).filter((a) => a.type === 'threatenKanly');
    if (threats.length > 0) return { seat, action: threats[randomInt(rng, threats.length)]! };
  }
  const actions = dune.decisionActions(state, seat);
  return { seat, action: actions[randomInt(rng, actions.length)]! };
}

describe('rules 000 §19: the heuristic answers every duel decision with a legal action', () => {
  it('drives random games with the duel until each of its frame kinds has come up, asking the heuristic each time', () => {
    const seen = new Set<string>();
    const rng = seedRng('duel-kinds');
    for (let g = 0; g < MAX_GAMES && seen.size < DUEL_KINDS.length; g++) {
      const players = 2 + (g % 5);
      const state = dune.setup(
        { duel: true, factions: FACTIONS.slice(0, players) },
        Array.from({ length: players }, (_, i) => ({ name: `b${i}`, kind: 'bot' as const })),
        `duel-kinds:${g}`,
      );
      const bots: DuneHeuristicBot[] = Array.from({ length: players }, () => duneHeuristicBot());
      while (dune.decisions(state).length > 0) {
        for (const d of dune.decisions(state)) {
          if (!DUEL_KINDS.includes(d.kind as Frame['kind'])) continue;
          const chosen = playSeat(dune, state, d.seat, bots[d.seat]!, rng);
          const legal = [...dune.decisionActions(state, d.seat), ...dune.interruptActions(state, d.seat)];
          expect(legal).toContainEqual(chosen);
          seen.add(d.kind);
        }
        const { seat, action } = randomStep(state, rng);
        dune.applyInPlace(state, seat, action);
      }
    }
    expect(DUEL_KINDS.filter((k) => !seen.has(k))).toEqual([]);
  });

  it('§19.C.4–6 in the arena: strikes when a card reaches, parries when one fits', () => {
    const state = dune.setup(
      { duel: true, factions: ['atreides', 'harkonnen'] },
      [
        { name: 'a', kind: 'bot' },
        { name: 'h', kind: 'bot' },
      ],
      'duel-tactics',
    );
    const d = state.duel!;
    d.deck.push(...d.hands['0']!.splice(0), ...d.hands['1']!.splice(0));
    const take = (card: string) => d.deck.splice(d.deck.indexOf(card as never), 1)[0]!;
    d.hands['0'] = [take('attackLeft1')];
    d.hands['1'] = [take('parryRight')];
    d.arena = {
      kind: 'kanly',
      stage: 'fight',
      fighters: [
        { seat: 0, leader: 'duncanIdaho', cell: 'outer0', strength: 2, support: 0, revealed: false, alive: true },
        { seat: 1, leader: 'feydRautha', cell: 'outer1', strength: 6, support: 0, revealed: false, alive: true },
      ],
      seconds: [],
      obstacles: [],
      current: 0,
      actionsLeft: 2,
      actionsTaken: 0,
      jump: false,
      idleTurns: 0,
      struck: false,
    };
    state.stack.push({ kind: 'duelTurn', seat: 0 });
    const rng = seedRng('tactics');
    const strike = playSeat(dune, state, 0, duneHeuristicBot(), rng);
    expect(strike).toEqual({ type: 'duelCard', card: 'attackLeft1', target: 1 });
    dune.applyInPlace(state, 0, strike);
    // Feyd stands on outer1; Duncan on its right (outer0): the parry "à une attaque de la droite".
    expect(playSeat(dune, state, 1, duneHeuristicBot(), rng)).toEqual({ type: 'duelParry', card: 'parryRight' });
  });
});
