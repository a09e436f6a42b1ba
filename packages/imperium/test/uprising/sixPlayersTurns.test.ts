import { describe, expect, it } from 'vitest';
import { EventLog } from '../../src/events.ts';
import { influenceFor } from '../../src/effects/evaluate.ts';
import { SIX_PLAYERS } from '../../src/editions/uprising/six/sixPlayers.ts';
import type { EngineState } from '../../src/state.ts';
import { act, answer, hand, legal, PASS, player, send, turnOf, waiting } from './fixture.ts';
import { MUAD_DIB, SHADDAM, sixGame, sixOf } from './sixFixture.ts';

const option = (index: number) => ({ type: 'option', index, faction: null }) as const;
const count = (n: number) => ({ type: 'count', count: n }) as const;

/** Passes the decisions of the Agent turn that are not asked about (the end of the turn). */
function finishTurn(state: EngineState, seat: number): EngineState {
  let s = state;
  while (waiting(s) === 'endAgentTurn' || waiting(s) === 'gatherIntelligence') s = act(s, seat, PASS);
  return s;
}

describe('six players: the Commanders’ turns and the activated Ally (facts uprising-rules.md §1.4–1.6)', () => {
  // facts §1.4 (AID supp. p.1-5): the arrow-marked Agent activates an Ally, who receives the recruited troops
  it('a Commander’s Agent activates one of its Allies, who receives the troops it recruits', () => {
    let state = hand(sixGame(SHADDAM), SHADDAM, ['imperialTent']);
    player(state, SHADDAM).spice = 3;
    state = act(state, SHADDAM, send('imperialTent', 'sardaukar'));
    expect(waiting(state)).toBe('activateAlly');
    expect(legal(state, SHADDAM)).toEqual([option(0), option(1)]);
    state = act(state, SHADDAM, option(1));
    state = finishTurn(state, SHADDAM);
    // facts §1.6: the Emperor board's Sardaukar costs 3 spice and recruits 4 troops for the activated Ally.
    expect(player(state, SHADDAM).spice).toBe(0);
    expect(player(state, 5).troops.garrison).toBe(3 + 4);
    expect(player(state, 3).troops.garrison).toBe(3);
    expect(player(state, SHADDAM).troops).toEqual({ supply: 0, garrison: 0, conflict: 0 });
    expect(player(state, SHADDAM).intrigues).toHaveLength(1);
    expect(sixOf(state).activated[1]).toBe(5);
  });

  // facts §1.4: each arrow once a round; the arrow of the Ally already activated is gone
  it('the second Agent of the round activates the other Ally without asking', () => {
    let state = hand(sixGame(SHADDAM), SHADDAM, ['imperialTent']);
    player(state, SHADDAM).spice = 3;
    state = finishTurn(answer(state, SHADDAM, send('imperialTent', 'sardaukar'), option(0)), SHADDAM);
    expect(sixOf(state).arrowsUsed[1]).toEqual([3]);
    state = hand(turnOf(state, SHADDAM), SHADDAM, ['seekAllies']);
    state = act(state, SHADDAM, send('seekAllies', 'vastWealth'));
    expect(waiting(state)).not.toBe('activateAlly');
    expect(sixOf(state).activated[1]).toBe(5);
  });

  // facts §1.6 (AID supp. p.2-5; TTS): only that Commander may send an Agent to its personal board
  it('a Commander’s board spaces are its own: no Ally and not the other Commander may go there', () => {
    const spaces = (state: EngineState, seat: number) =>
      legal(hand(state, seat, ['seekAllies']), seat).flatMap((a) => (a.type === 'sendAgent' ? [a.space] : []));
    const mine = spaces(sixGame(SHADDAM), SHADDAM);
    expect(mine).toContain('vastWealth');
    expect(mine).not.toContain('hardyWarriors');
    const allyTurn = sixGame(3);
    player(allyTurn, 3).spice = 2;
    const ally = spaces(allyTurn, 3);
    for (const space of ['sardaukar', 'vastWealth', 'hardyWarriors', 'desertMastery'])
      expect(ally).not.toContain(space);
    expect(ally).toContain('militarySupport');
    expect(spaces(sixGame(MUAD_DIB), MUAD_DIB)).toContain('desertMastery');
  });

  // facts §1.5 (AID supp. p.2-4; TTS `_gainCommanderBonus`): the personal track and its Team rewards
  it('a Commander’s space moves its personal track; reaching 1 rewards the whole team, 2 gives the Commander 1 VP', () => {
    let state = hand(sixGame(SHADDAM), SHADDAM, ['seekAllies']);
    state = finishTurn(answer(state, SHADDAM, send('seekAllies', 'vastWealth'), option(0)), SHADDAM);
    expect(sixOf(state).tracks[1]).toBe(1);
    // Vast Wealth's 3 Solari, and the Emperor track's 1 Solari for each player of the team.
    expect([SHADDAM, 3, 5].map((s) => player(state, s).solari)).toEqual([4, 1, 1]);
    expect([MUAD_DIB, 0, 2].map((s) => player(state, s).solari)).toEqual([0, 0, 0]);
    state = hand(turnOf(state, SHADDAM), SHADDAM, ['imperialTent']);
    player(state, SHADDAM).spice = 3;
    state = finishTurn(act(state, SHADDAM, send('imperialTent', 'sardaukar')), SHADDAM);
    expect(sixOf(state).tracks[1]).toBe(2);
    expect(player(state, SHADDAM).victoryPoints).toBe(5);
  });

  // facts §1.5: the Commander has no cube on the main tracks; its gains move the activated Ally's cube, and for
  // requirements it has its best Ally's Influence
  it('main-board Influence a Commander gains moves the activated Ally’s cube; the Commander reads its best Ally’s', () => {
    let state = hand(sixGame(SHADDAM), SHADDAM, ['seekAllies']);
    state = act(state, SHADDAM, send('seekAllies', 'economicSupport'));
    state = finishTurn(act(state, SHADDAM, option(0)), SHADDAM);
    expect(player(state, 3).influence.emperor).toBe(1);
    expect(player(state, SHADDAM).influence.emperor).toBe(0);
    expect(player(state, SHADDAM).spice).toBe(1);
    player(state, 5).influence = { ...player(state, 5).influence, spacingGuild: 3 };
    expect(influenceFor(state, SHADDAM, 'spacingGuild')).toBe(3);
    expect(influenceFor(state, SHADDAM, 'emperor')).toBe(1);
  });

  // facts §1.4 (AID supp. p.3-5): on a Reveal turn the Commander chooses the Ally its swords go to
  it('on its Reveal turn a Commander gives its swords to the Ally it chooses', () => {
    let state = hand(sixGame(MUAD_DIB), MUAD_DIB, ['limitedLandsraadAccess']);
    state = act(state, MUAD_DIB, { type: 'reveal' });
    expect(waiting(state)).toBe('activateAlly');
    state = act(state, MUAD_DIB, option(1));
    expect(player(state, 2).swords).toBe(1);
    expect(player(state, MUAD_DIB).swords).toBe(0);
    expect(player(state, MUAD_DIB).spice).toBe(1);
  });

  // facts §1.1 (AID supp. p.1-5): Reinforce — 3 troops split between the team's Allies, each may deploy them
  it('Military Support’s Reinforce: 3 troops split between the two Allies, who may deploy them', () => {
    let state = hand(sixGame(0), 0, ['seekAllies']);
    player(state, 0).spice = 2;
    state = act(state, 0, send('seekAllies', 'militarySupport'));
    expect(waiting(state)).toBe('reinforce');
    state = act(state, 0, count(2));
    expect(waiting(state)).toBe('deploy');
    state = act(state, 0, count(2));
    state = act(state, 2, count(0));
    state = finishTurn(state, 0);
    expect(player(state, 0).troops).toMatchObject({ garrison: 3, conflict: 2 });
    expect(player(state, 2).troops).toMatchObject({ garrison: 4, conflict: 0 });
    expect(player(state, 0).influence.emperor).toBe(1);
  });

  // facts §1.7 (AID supp. p.2-5; §3 item 1): the Swordmaster Bonus token, and the Swordmaster back to the box
  it('a Swordmaster gives +2 swords on every Reveal turn; its Agent goes back to the box after the round', () => {
    let state = hand(sixGame(0), 0, ['convincingArgument']);
    player(state, 0).swordmaster = true;
    player(state, 0).agents = 3;
    sixOf(state).swordmasterRound[0] = state.round;
    state = act(state, 0, { type: 'reveal' });
    expect(player(state, 0).swords).toBe(2);
    SIX_PLAYERS.endOfRound!(state, new EventLog());
    expect(player(state, 0).agents).toBe(2);
    expect(player(state, 0).swordmaster).toBe(true);
  });
});
