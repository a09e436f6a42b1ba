import { describe, expect, it } from 'vitest';
import type { ConflictCardId } from '../../src/data/conflicts.ts';
import type { IntrigueCardId } from '../../src/data/intrigues.ts';
import type { ImperiumState } from '../../src/state.ts';
import {
  act,
  answer,
  conflict,
  count,
  game,
  influenceAt,
  influenceOf,
  intrigues,
  legal,
  option,
  PASS,
  patch,
  play,
  player,
  refused,
  reveal,
  send,
  stock,
  toFaction,
  toPhase,
  troopsAt,
  waitingFor,
  zones,
} from '../fixture.ts';

/**
 * One test per Intrigue card (rules 002 CARTES INTRIGUE): Plot cards on an Agent or Reveal turn, Combat cards in
 * the Combat phase, Endgame cards at the end. Seat 0 plays Paul with 1 water, no Solari, no spice.
 */
function plot(cards: IntrigueCardId[], values: Parameters<typeof patch>[2] = {}): ImperiumState {
  const state = game();
  zones(state, 0, { hand: ['dagger'], deck: ['diplomacy', 'reconnaissance', 'convincingArgument'], discard: [] });
  intrigues(state, 0, cards);
  return patch(state, 0, values);
}

/** The Combat phase with seat 0 alone in the Conflict (troops given), holding `cards`. */
function combat(
  cards: IntrigueCardId[],
  values: Parameters<typeof patch>[2] = {},
  card: ConflictCardId = 'skirmishVictoryWater',
) {
  const state = conflict(game(), card);
  intrigues(state, 0, cards);
  patch(state, 0, { ...troopsAt(7, 3, 2), ...values });
  return toPhase(state, 'combat');
}

function endgame(cards: IntrigueCardId[], values: Parameters<typeof patch>[2] = {}): ImperiumState {
  const state = game();
  intrigues(state, 0, cards);
  patch(state, 0, values);
  state.conflictDeck = [];
  return toPhase(state, 'endgame');
}

describe('Intrigue cards — Plot (rules 002 CARTES INTRIGUE COMPLOT)', () => {
  it('Bindu Suspension: at the start of the Agent turn, draw 1 card and end the turn at once', () => {
    let state = plot(['binduSuspension']);
    state = act(state, 0, play('binduSuspension'));
    expect(player(state).hand).toEqual(['dagger', 'diplomacy']);
    expect(player(state).agentsLeft).toBe(2);
    expect(waitingFor(state)).toEqual({ seat: 1, kind: 'turn' });
    // Not once something else was done this turn.
    const later = act(plot(['binduSuspension', 'windfall']), 0, play('windfall'));
    expect(legal(later, 0)).not.toContainEqual(play('binduSuspension'));
  });

  it('Bribery: pay 2 Solari → 1 influence with any Faction', () => {
    expect(legal(plot(['bribery'], { solari: 1 }), 0)).not.toContainEqual(play('bribery'));
    let state = act(plot(['bribery'], { solari: 2 }), 0, play('bribery'));
    state = act(state, 0, toFaction('beneGesserit'));
    expect(influenceOf(state)).toEqual([0, 0, 1, 0]);
    expect(stock(state).solari).toBe(0);
  });

  it('Bypass Protocol: acquire a card costing 3 or less', () => {
    let state = plot(['bypassProtocol']);
    state.imperiumRow = ['scout', 'stilgar', 'theVoice', 'opulence', 'chani'];
    state = act(state, 0, play('bypassProtocol'));
    expect(legal(state, 0)).toEqual([option(0)]);
    state = act(state, 0, option(0));
    const buys = legal(state, 0).filter((a) => a.type === 'acquire');
    expect(buys.map((a) => a.type === 'acquire' && a.card)).toEqual(['scout', 'theVoice', 'arrakisLiaison']);
    state = act(state, 0, { type: 'acquire', card: 'theVoice', from: 'row', toTop: false });
    expect(player(state).discard).toEqual(['theVoice']);
    expect(state.imperiumRow).toHaveLength(5);
  });

  it('Bypass Protocol: or pay 2 spice → acquire a card costing 5 or less onto the top of the deck', () => {
    let state = plot(['bypassProtocol'], { spice: 2 });
    state.imperiumRow = ['scout', 'stilgar', 'theVoice', 'opulence', 'chani'];
    state = act(state, 0, play('bypassProtocol'));
    state = act(state, 0, option(1));
    expect(legal(state, 0)).toContainEqual({ type: 'acquire', card: 'stilgar', from: 'row', toTop: true });
    expect(legal(state, 0)).not.toContainEqual({ type: 'acquire', card: 'opulence', from: 'row', toTop: true });
    state = act(state, 0, { type: 'acquire', card: 'stilgar', from: 'row', toTop: true });
    expect(player(state).deck[0]).toBe('stilgar');
    expect(stock(state).spice).toBe(0);
  });

  it('Calculated Hire: pay 1 spice → take the Mentat from its space', () => {
    const state = act(plot(['calculatedHire'], { spice: 1 }), 0, play('calculatedHire'));
    expect(state.board.mentat).toEqual({ holder: 0, keep: false });
    expect(player(state).agentsLeft).toBe(3);
    expect(stock(state).spice).toBe(0);
    expect(legal(plot(['calculatedHire']), 0)).not.toContainEqual(play('calculatedHire'));
  });

  it('Charisma: 2 persuasion for this round’s Reveal turn', () => {
    let state = act(plot(['charisma']), 0, play('charisma'));
    expect(player(state).persuasion).toBe(2);
    state = act(state, 0, { type: 'reveal' });
    // Dagger gives no persuasion: the 2 are still there to spend.
    expect(player(state).persuasion).toBe(2);
  });

  it('CHOAM Shares: pay 7 Solari → 1 VP', () => {
    expect(legal(plot(['choamShares'], { solari: 6 }), 0)).not.toContainEqual(play('choamShares'));
    const state = act(plot(['choamShares'], { solari: 7 }), 0, play('choamShares'));
    expect(stock(state)).toEqual({ solari: 0, spice: 0, water: 1, vp: 1 });
  });

  it('Councilor’s Dispensation: with a High Council seat, 2 spice', () => {
    expect(legal(plot(['councilorsDispensation']), 0)).not.toContainEqual(play('councilorsDispensation'));
    const state = act(plot(['councilorsDispensation'], { highCouncil: true }), 0, play('councilorsDispensation'));
    expect(stock(state).spice).toBe(2);
  });

  it('Dispatch an Envoy: the card played this turn also has the four Faction icons', () => {
    let state = plot(['dispatchAnEnvoy']);
    expect(refused(state, 0, send('dagger', 'stillsuits'))).toBe('iconNotOnCard');
    state = act(state, 0, play('dispatchAnEnvoy'));
    expect(legal(state, 0)).toContainEqual(send('dagger', 'stillsuits'));
    state = act(state, 0, send('dagger', 'stillsuits'));
    state = act(state, 0, count(0));
    expect(influenceOf(state)).toEqual([0, 0, 0, 1]);
    expect(stock(state).water).toBe(2);
  });

  it('Double Cross: pay 1 Solari → a troop from your supply to the Conflict; an opponent loses one there', () => {
    expect(legal(plot(['doubleCross'], { solari: 1 }), 0)).not.toContainEqual(play('doubleCross'));
    let state = plot(['doubleCross'], { solari: 1 });
    patch(state, 2, troopsAt(9, 1, 2));
    state = act(state, 0, play('doubleCross'));
    expect(legal(state, 0)).toEqual([{ type: 'opponent', seat: 2 }]);
    state = act(state, 0, { type: 'opponent', seat: 2 });
    expect(player(state, 0).troops).toEqual({ supply: 8, garrison: 3, conflict: 1 });
    expect(player(state, 2).troops).toEqual({ supply: 10, garrison: 1, conflict: 1 });
    expect(stock(state).solari).toBe(0);
  });

  it('Favored Subject: 1 Emperor influence', () => {
    expect(influenceOf(act(plot(['favoredSubject']), 0, play('favoredSubject')))).toEqual([1, 0, 0, 0]);
  });

  it('Guild Authorization: 1 Spacing Guild influence', () => {
    expect(influenceOf(act(plot(['guildAuthorization']), 0, play('guildAuthorization')))).toEqual([0, 1, 0, 0]);
  });

  it('Infiltrate: opponents’ Agents do not block your next Agent this turn', () => {
    let state = plot(['infiltrate']);
    state.board.agents = { hallOfOratory: [1] };
    expect(refused(state, 0, send('dagger', 'hallOfOratory'))).toBe('spaceOccupied');
    state = act(state, 0, play('infiltrate'));
    state = act(state, 0, send('dagger', 'hallOfOratory'));
    expect(state.board.agents.hallOfOratory).toEqual([1, 0]);
    expect(player(state).persuasion).toBe(1);
  });

  it('Know Their Ways: 1 Fremen influence', () => {
    expect(influenceOf(act(plot(['knowTheirWays']), 0, play('knowTheirWays')))).toEqual([0, 0, 0, 1]);
  });

  it('Poison Snooper: look at the top card of your deck; draw it, trash it or leave it', () => {
    let state = act(plot(['poisonSnooper']), 0, play('poisonSnooper'));
    expect(legal(state, 0)).toEqual([
      { type: 'inspect', choice: 'keep' },
      { type: 'inspect', choice: 'draw' },
      { type: 'inspect', choice: 'trash' },
    ]);
    const drawn = act(state, 0, { type: 'inspect', choice: 'draw' });
    expect(player(drawn).hand).toEqual(['dagger', 'diplomacy']);
    const trashed = act(state, 0, { type: 'inspect', choice: 'trash' });
    expect(trashed.trash).toEqual(['diplomacy']);
    expect(player(trashed).deck).toEqual(['reconnaissance', 'convincingArgument']);
    state = act(state, 0, { type: 'inspect', choice: 'keep' });
    expect(player(state).deck).toEqual(['diplomacy', 'reconnaissance', 'convincingArgument']);
  });

  it('Rapid Mobilization: deploy any number of garrison troops to the Conflict', () => {
    let state = act(plot(['rapidMobilization'], troopsAt(5, 7, 0)), 0, play('rapidMobilization'));
    expect(legal(state, 0)).toHaveLength(8);
    state = act(state, 0, count(7));
    expect(player(state).troops).toEqual({ supply: 5, garrison: 0, conflict: 7 });
  });

  it('Recruitment Mission: 1 persuasion; cards you acquire this round may go on top of your deck', () => {
    let state = act(plot(['recruitmentMission']), 0, play('recruitmentMission'));
    expect(player(state).persuasion).toBe(1);
    state = reveal(state, 0, ['convincingArgument']);
    state.imperiumRow = ['drYueh', 'scout', 'stilgar', 'chani', 'opulence'];
    expect(legal(state, 0)).toContainEqual({ type: 'acquire', card: 'drYueh', from: 'row', toTop: true });
    state = act(state, 0, { type: 'acquire', card: 'arrakisLiaison', from: 'reserve', toTop: true });
    expect(player(state).deck[0]).toBe('arrakisLiaison');
    expect(player(state).persuasion).toBe(1);
  });

  it('Refocus: shuffle your discard pile into your deck, then draw 1 card', () => {
    let state = plot(['refocus']);
    zones(state, 0, { deck: [], discard: ['stilgar'] });
    state = act(state, 0, play('refocus'));
    expect(player(state).hand).toEqual(['dagger', 'stilgar']);
    expect(player(state).discard).toEqual([]);
  });

  it('Reinforcements: pay 3 Solari → 3 troops; on an Agent turn they follow the Agent to a combat space', () => {
    let state = act(plot(['reinforcements'], { solari: 3 }), 0, play('reinforcements'));
    expect(player(state).troops).toEqual({ supply: 6, garrison: 6, conflict: 0 });
    zones(state, 0, { hand: ['reconnaissance'] });
    state = act(state, 0, send('reconnaissance', 'arrakeen'));
    // 3 + Arrakeen's 1 recruited this turn, + 2 from the garrison.
    expect(legal(state, 0)).toHaveLength(7);
  });

  it('Reinforcements: on the Reveal turn, the 3 troops may be deployed at once', () => {
    let state = reveal(plot(['reinforcements'], { solari: 3 }), 0, []);
    state = act(state, 0, play('reinforcements'));
    expect(legal(state, 0)).toEqual([count(0), count(1), count(2), count(3)]);
    state = act(state, 0, count(3));
    expect(player(state).troops).toEqual({ supply: 6, garrison: 3, conflict: 3 });
  });

  it('Secret of the Sisterhood: 1 Bene Gesserit influence', () => {
    expect(influenceOf(act(plot(['secretOfTheSisterhood']), 0, play('secretOfTheSisterhood')))).toEqual([0, 0, 1, 0]);
  });

  it('The Sleeper Must Awaken: pay 4 spice → 1 VP', () => {
    expect(legal(plot(['theSleeperMustAwaken'], { spice: 3 }), 0)).not.toContainEqual(play('theSleeperMustAwaken'));
    const state = act(plot(['theSleeperMustAwaken'], { spice: 5 }), 0, play('theSleeperMustAwaken'));
    expect(stock(state)).toEqual({ solari: 0, spice: 1, water: 1, vp: 1 });
  });

  it('Urgent Mission: recall one of your Agents', () => {
    let state = plot(['urgentMission'], { agentsLeft: 1 });
    state.board.agents = { secureContract: [0], wealth: [1] };
    state = act(state, 0, play('urgentMission'));
    expect(legal(state, 0)).toEqual([{ type: 'space', space: 'secureContract' }]);
    state = act(state, 0, { type: 'space', space: 'secureContract' });
    expect(player(state).agentsLeft).toBe(2);
    expect(state.board.agents).toEqual({ wealth: [1] });
  });

  it('Water of Life: pay 1 water and 1 spice → draw 3 cards', () => {
    expect(legal(plot(['waterOfLife']), 0)).not.toContainEqual(play('waterOfLife'));
    const state = act(plot(['waterOfLife'], { spice: 1 }), 0, play('waterOfLife'));
    expect(player(state).hand).toEqual(['dagger', 'diplomacy', 'reconnaissance', 'convincingArgument']);
    expect(stock(state)).toEqual({ solari: 0, spice: 0, water: 0, vp: 0 });
  });

  it('Water Peddlers’ Union: 1 water', () => {
    expect(stock(act(plot(['waterPeddlersUnion']), 0, play('waterPeddlersUnion'))).water).toBe(2);
  });

  it('Windfall: 2 Solari', () => {
    expect(stock(act(plot(['windfall']), 0, play('windfall'))).solari).toBe(2);
  });

  it('a Plot card may be played after the Agent’s effects, before the turn ends', () => {
    let state = act(plot(['windfall']), 0, send('dagger', 'hallOfOratory'), true);
    expect(legal(state, 0)).toEqual([play('windfall'), PASS]);
    state = act(state, 0, play('windfall'), true);
    expect(stock(state).solari).toBe(2);
  });
});

describe('Intrigue cards — Combat (rules 002 CARTES INTRIGUE COMBAT)', () => {
  it('Allied Armada: with a Faction Alliance, pay 2 spice → 7 swords', () => {
    expect(legal(combat(['alliedArmada'], { spice: 2 }), 0)).toEqual([PASS]);
    const allied = game();
    allied.alliances.fremen = 0;
    const state = conflict(allied, 'skirmishVictoryWater');
    intrigues(state, 0, ['alliedArmada']);
    patch(state, 0, { spice: 2, ...troopsAt(7, 3, 2), ...influenceAt(0, 0, 0, 4) });
    const after = act(toPhase(state, 'combat'), 0, play('alliedArmada'));
    expect(player(after).swords).toBe(7);
    expect(stock(after).spice).toBe(0);
  });

  it('Ambush: 4 swords', () => {
    expect(player(act(combat(['ambush']), 0, play('ambush'))).swords).toBe(4);
  });

  it('Master Tactician: 3 swords, or retreat up to 3 troops', () => {
    const state = act(combat(['masterTactician'], troopsAt(5, 3, 4)), 0, play('masterTactician'));
    expect(player(act(state, 0, option(0))).swords).toBe(3);
    const retreat = act(state, 0, option(1));
    expect(legal(retreat, 0)).toEqual([count(0), count(1), count(2), count(3)]);
    expect(player(act(retreat, 0, count(3))).troops).toEqual({ supply: 5, garrison: 6, conflict: 1 });
  });

  it('Private Army: pay 2 spice → 5 swords', () => {
    expect(legal(combat(['privateArmy'], { spice: 1 }), 0)).toEqual([PASS]);
    const state = act(combat(['privateArmy'], { spice: 2 }), 0, play('privateArmy'));
    expect([player(state).swords, stock(state).spice]).toEqual([5, 0]);
  });

  it('Staged Incident: lose 3 of your troops in the Conflict → 1 VP', () => {
    expect(legal(combat(['stagedIncident']), 0)).toEqual([PASS]);
    const state = act(combat(['stagedIncident'], troopsAt(5, 3, 4)), 0, play('stagedIncident'));
    expect(player(state).troops).toEqual({ supply: 8, garrison: 3, conflict: 1 });
    expect(stock(state).vp).toBe(1);
  });

  it('Tiebreaker (Combat): 2 swords', () => {
    expect(player(act(combat(['tiebreaker']), 0, play('tiebreaker'))).swords).toBe(2);
  });

  it('To the Victor…: when you win a Conflict, 3 spice', () => {
    let state = combat(['toTheVictor']);
    expect(legal(state, 0)).toEqual([PASS]);
    state = act(state, 0, PASS);
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'conflictWon' });
    state = act(state, 0, play('toTheVictor'));
    // Skirmish: 1 VP for the win.
    expect(stock(state)).toEqual({ solari: 0, spice: 3, water: 1, vp: 1 });
  });

  it('Demand Respect: when you win, 1 influence — or pay 2 spice (the reward’s spice included) → 2 influence', () => {
    let state = act(combat(['demandRespect'], {}, 'raidStockpiles'), 0, PASS);
    // Raid Stockpiles: 1 Intrigue and 3 spice first (rules 002 CLARIFICATIONS, Exiger le Respect).
    expect(stock(state).spice).toBe(3);
    state = act(state, 0, play('demandRespect'));
    expect(legal(state, 0)).toEqual([option(0), option(1)]);
    const two = answer(state, 0, option(1), toFaction('spacingGuild'));
    expect(influenceOf(two)).toEqual([0, 2, 0, 0]);
    expect(stock(two).spice).toBe(1);
    const one = answer(state, 0, option(0), toFaction('fremen'));
    expect(influenceOf(one)).toEqual([0, 0, 0, 1]);
    expect(stock(one).spice).toBe(3);
  });
});

describe('Intrigue cards — Endgame (rules 002 FIN DE PARTIE)', () => {
  it('Corner the Market: 1 VP with 2 The Spice Must Flow, 1 more with more than each opponent', () => {
    let state = game();
    zones(state, 0, { discard: ['theSpiceMustFlow', 'theSpiceMustFlow'] });
    zones(state, 1, { discard: ['theSpiceMustFlow'] });
    intrigues(state, 0, ['cornerTheMarket']);
    state.conflictDeck = [];
    state = act(toPhase(state, 'endgame'), 0, play('cornerTheMarket'));
    expect(stock(state).vp).toBe(2);
    const tied = game();
    zones(tied, 0, { discard: ['theSpiceMustFlow', 'theSpiceMustFlow'] });
    zones(tied, 2, { deck: ['theSpiceMustFlow', 'theSpiceMustFlow'] });
    intrigues(tied, 0, ['cornerTheMarket']);
    tied.conflictDeck = [];
    expect(stock(act(toPhase(tied, 'endgame'), 0, play('cornerTheMarket'))).vp).toBe(1);
    const one = game();
    zones(one, 0, { hand: ['theSpiceMustFlow'] });
    intrigues(one, 0, ['cornerTheMarket']);
    one.conflictDeck = [];
    expect(stock(act(toPhase(one, 'endgame'), 0, play('cornerTheMarket'))).vp).toBe(1);
  });

  it('Plans Within Plans: 3 influence on all four tracks 2 VP; on three tracks 1 VP', () => {
    const four = act(endgame(['plansWithinPlans'], influenceAt(3, 3, 3, 3)), 0, play('plansWithinPlans'));
    expect(stock(four).vp).toBe(2);
    const three = act(endgame(['plansWithinPlans'], influenceAt(3, 6, 3, 2)), 0, play('plansWithinPlans'));
    expect(stock(three).vp).toBe(1);
    const two = act(endgame(['plansWithinPlans'], influenceAt(3, 3, 2, 2)), 0, play('plansWithinPlans'));
    expect(stock(two).vp).toBe(0);
  });

  it('Tiebreaker (Endgame): 10 spice', () => {
    let state = endgame(['tiebreaker']);
    expect(legal(state, 0)).toEqual([play('tiebreaker'), PASS]);
    state = act(state, 0, play('tiebreaker'));
    expect(stock(state).spice).toBe(10);
  });

  it('only Endgame cards at the end: a Plot card is not offered', () => {
    expect(legal(endgame(['windfall', 'ambush']), 0)).toEqual([PASS]);
  });
});

describe('Intrigue cards — taking them: Conflict rewards and timing', () => {
  it('a Combat card cannot be played on an Agent turn, nor a Plot card in Combat', () => {
    expect(legal(plot(['ambush']), 0)).not.toContainEqual(play('ambush'));
    expect(legal(combat(['windfall']), 0)).toEqual([PASS]);
    expect(player(combat(['windfall'])).intrigues).toEqual(['windfall']);
  });

  it('a played Intrigue goes to the Intrigue discard pile', () => {
    const state = act(plot(['windfall']), 0, play('windfall'));
    expect(state.intrigueDiscard).toEqual(['windfall']);
    expect(player(state).intrigues).toEqual([]);
  });
});
