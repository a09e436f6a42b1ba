import { describe, expect, it } from 'vitest';
import { EventLog } from '../../src/events.ts';
import { HOUSE_HAGAL } from '../../src/houseHagal.ts';
import { imperium } from '../../src/rules.ts';
import { LEADERS } from '../../src/data/leaders.ts';
import type { ImperiumState } from '../../src/state.ts';
import { act, conflict, legal, patch, refused, SEATS, toPhase, waitingFor } from '../fixture.ts';

/**
 * rules 002 PARTIE SOLO, TOURS DES RIVAUX, Choix: "En cas d'égalité (ou dans le cas d'un choix n'impliquant pas
 * d'Influence), vous décidez pour le Rival." Issue 13: a Rival's choice without influence and its optional payments
 * are the solo player's decisions (`rivalChoose`, `rivalPay`), naming the Rival.
 */
/** The Baron's signet ring, as his Rival gains it on an Agent turn (rules 002 PARTIE SOLO). */
const BARON_SIGNET = LEADERS.vladimirHarkonnen.signetRing.effects;

function solo(): ImperiumState {
  const state = imperium.setup(
    { leaders: ['paulAtreides'], rivalLeaders: ['vladimirHarkonnen', 'glossuRabban'], difficulty: 'sardaukar' },
    SEATS(1),
    'choices',
  );
  state.board.agents = {};
  return state;
}

/** Rival 1 second in the Battle for Arrakeen behind Rival 2, the player out of the Conflict. */
function secondInBattleForArrakeen(): ImperiumState {
  const state = conflict(solo(), 'battleForArrakeen');
  patch(state, 1, { troops: { supply: 9, garrison: 0, conflict: 3 }, solari: 0, spice: 0, intrigues: [] });
  patch(state, 2, { troops: { supply: 7, garrison: 0, conflict: 5 }, intrigues: [] });
  patch(state, 0, { troops: { supply: 12, garrison: 0, conflict: 0 } });
  // The same House Hagal card for both: the same swords, so Rival 2 stays ahead.
  const h = state.houseHagal!;
  h.deck = [h.deck[0]!, h.deck[0]!, ...h.deck];
  return state;
}

describe('rules 002 PARTIE SOLO, Choix: the player decides a Rival’s choice without influence', () => {
  it('Battle for Arrakeen, second reward "2 of: 1 Intrigue, 2 spice, 3 Solari": the player picks for the Rival', () => {
    let state = toPhase(secondInBattleForArrakeen(), 'combat');
    const frame = state.stack.find((f) => f.kind === 'rivalChoose');
    if (!frame || frame.kind !== 'rivalChoose') throw new Error('no rivalChoose frame');
    const rival = frame.rival;
    expect(rival).toBe(1);
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'rivalChoose' });
    expect(legal(state, 0)).toEqual([
      { type: 'option', index: 0, faction: null },
      { type: 'option', index: 1, faction: null },
      { type: 'option', index: 2, faction: null },
    ]);
    const before = { ...state.players[rival]! };
    state = act(state, 0, { type: 'option', index: 1, faction: null });
    expect(legal(state, 0)).not.toContainEqual({ type: 'option', index: 1, faction: null });
    expect(refused(state, 0, { type: 'option', index: 1, faction: null })).toBe('optionAlreadyTaken');
    state = act(state, 0, { type: 'option', index: 2, faction: null });
    expect(state.players[rival]!.spice).toBe(before.spice + 2);
    expect(state.players[rival]!.solari).toBe(before.solari + 3);
    expect(state.players[rival]!.intrigues).toHaveLength(before.intrigues.length);
  });

  it('a choice of Factions to gain influence with is no decision: the Rival’s least influence', () => {
    const state = solo();
    const log = new EventLog();
    patch(state, 1, { influence: { emperor: 1, spacingGuild: 0, beneGesserit: 1, fremen: 1 } });
    HOUSE_HAGAL.gains(
      state,
      1,
      [
        {
          kind: 'choose',
          pick: 1,
          options: [
            { effects: [{ kind: 'influence', faction: { kind: 'faction', faction: 'emperor' }, amount: 1 }] },
            { effects: [{ kind: 'influence', faction: { kind: 'faction', faction: 'spacingGuild' }, amount: 1 }] },
          ],
        },
      ],
      log,
    );
    expect(state.players[1]!.influence.spacingGuild).toBe(1);
    expect(state.stack.some((f) => f.kind === 'rivalChoose')).toBe(false);
  });
});

describe('rules 002 PARTIE SOLO, Choix: the player decides a Rival’s optional payment', () => {
  it('the Baron Rival’s signet ring "1 Solari → 1 Intrigue": pay or not, the player says', () => {
    let state = solo();
    state.stack = [];
    patch(state, 1, { solari: 1, intrigues: [] });
    HOUSE_HAGAL.gains(state, 1, BARON_SIGNET, new EventLog());
    expect(state.stack.at(-1)).toMatchObject({ kind: 'rivalPay', seat: 0, rival: 1 });
    expect(legal(state, 0)).toEqual([{ type: 'confirm' }, { type: 'pass' }]);
    state = act(state, 0, { type: 'confirm' });
    expect(state.players[1]!.solari).toBe(0);
    expect(state.players[1]!.intrigues).toHaveLength(1);

    state = solo();
    state.stack = [];
    patch(state, 1, { solari: 1, intrigues: [] });
    HOUSE_HAGAL.gains(state, 1, BARON_SIGNET, new EventLog());
    state = act(state, 0, { type: 'pass' });
    expect([state.players[1]!.solari, state.players[1]!.intrigues.length]).toEqual([1, 0]);
  });

  it('a Rival that cannot pay is not asked', () => {
    const state = solo();
    state.stack = [];
    patch(state, 1, { solari: 0, intrigues: [] });
    HOUSE_HAGAL.gains(state, 1, BARON_SIGNET, new EventLog());
    expect(state.stack).toEqual([]);
  });
});
