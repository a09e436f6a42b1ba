import { describe, expect, it } from 'vitest';
import { randomInt, seedRng, type RngState } from '@arrakis/engine';
import { dune, FACTIONS, type DuneAction, type DuneState, type Frame } from '@arrakis/dune';
import { duneHeuristicBot, playSeat, type DuneHeuristicBot } from '../src/index.ts';

const KINDS: readonly Frame['kind'][] = [
  'prediction',
  'traitorPick',
  'fremenPlacement',
  'beneGesseritPlacement',
  'stormDial',
  'stormWindow',
  'thumperWindow',
  'harvesterWindow',
  'nexus',
  'wormRide',
  'bid',
  'revival',
  'shipment',
  'shipmentCount',
  'spiritualAdvisor',
  'coexistence',
  'coexistenceArrival',
  'movement',
  'movementCount',
  'leaderRevival',
  'battleChoice',
  'voice',
  'prescience',
  'battlePlan',
  'traitorCall',
  'battleLosses',
  'starredLosses',
  'capture',
  'wormPlacement',
  'guildTurn',
  'keepCards',
  'ransom',
  'chooseLeaderToKill',
  'karamaWormWindow',
  'karamaExchange',
  // 000 XXXVII (the Bene Tleilax).
  'buyBackAnswer',
  'leaderTamper',
  'revivalBanWindow',
];

const MAX_GAMES = 400;

/** A random step that now and then plays an interrupt, its type drawn first so rare cards come up. */
function randomStep(state: DuneState, rng: RngState): { seat: number; action: DuneAction } {
  const decisions = dune.decisions(state);
  const seat = decisions[randomInt(rng, decisions.length)]!.seat;
  if (randomInt(rng, 8) === 0) {
    const who = randomInt(rng, state.seatCount);
    const interrupts = dune
      .interruptActions(state, who)
      .filter((a) => a.type !== 'giftSpice' && a.type !== 'truthtrance');
    if (interrupts.length > 0) {
      const types = [...new Set(interrupts.map((a) => a.type))];
      const type = types[randomInt(rng, types.length)];
      const ofType = interrupts.filter((a) => a.type === type);
      return { seat: who, action: ofType[randomInt(rng, ofType.length)]! };
    }
  }
  const actions = dune.decisionActions(state, seat);
  return { seat, action: actions[randomInt(rng, actions.length)]! };
}

describe('the heuristic answers every kind of decision with a legal action', () => {
  it('drives random games until each frame kind of frames.ts has come up, asking the heuristic at every decision', () => {
    const seen = new Set<string>();
    const rng = seedRng('kinds');
    for (let g = 0; g < MAX_GAMES && KINDS.some((k) => !seen.has(k)); g++) {
      // One game in three with the extra powers (rules 000 §15), and the Bene Tleilax of 000 XXXVII: seven players
      // for all their decisions.
      const extra = g % 3 === 2;
      const players = extra ? 7 : 2 + (g % 5);
      const state = dune.setup(
        // Every other game with the advanced rules (rules 000 §23–§25), for their decisions (battleLosses).
        {
          treacheryDeck: 'descartes43',
          ...(extra ? { factions: [...FACTIONS], extraPowers: true, tleilaxu: true } : {}),
          // rules 000 §18: special Karama powers, for their decisions (karamaWormWindow, karamaExchange).
          specialKarama: extra || g % 3 === 0,
          ...(g % 2 === 1 ? { advancedBattles: true, advancedSpiceBlow: true } : {}),
        },
        Array.from({ length: players }, (_, i) => ({ name: `b${i}`, kind: 'bot' as const })),
        `kinds:${g}`,
      );
      const bots: DuneHeuristicBot[] = Array.from({ length: players }, () => duneHeuristicBot());
      while (dune.decisions(state).length > 0) {
        for (const d of dune.decisions(state)) {
          const chosen = playSeat(dune, state, d.seat, bots[d.seat]!, rng);
          const legal = [...dune.decisionActions(state, d.seat), ...dune.interruptActions(state, d.seat)];
          expect(legal).toContainEqual(chosen);
          seen.add(d.kind);
        }
        const { seat, action } = randomStep(state, rng);
        dune.applyInPlace(state, seat, action);
      }
    }
    expect(KINDS.filter((k) => !seen.has(k))).toEqual([]);
  });
});
