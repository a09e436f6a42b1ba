import { describe, expect, it } from 'vitest';
import type { EngineAction } from '../../src/actions.ts';
import type { Effect } from '../../src/dsl/effect.ts';
import { UPRISING_IMPERIUM_DECK, type UprisingImperiumCardId } from '../../src/editions/uprising/imperiumDeck.ts';
import { UPRISING_INTRIGUE_DECK, type UprisingIntrigueCardId } from '../../src/editions/uprising/intrigues.ts';
import type { EffectContext } from '../../src/frames.ts';
import type { EngineState } from '../../src/state.ts';
import {
  act,
  answer,
  hand,
  legal,
  PASS,
  pay,
  pick,
  player,
  post,
  recall,
  resolveEffects,
  send,
  spies,
  upGame,
  waiting,
} from './fixture.ts';

/**
 * One test per Uprising Imperium and Intrigue card whose effects use the Uprising kinds (rules 004; the Spy kinds,
 * `payUprising`, `ifUprising`, `forEach` and the cards' one-off kinds), each played through the engine's resolver.
 */

type Box = 'agent' | 'reveal' | 'acquire';
const card = (id: UprisingImperiumCardId) => UPRISING_IMPERIUM_DECK[id];
const ctxOf = (id: string, box: Box, space: EffectContext['space'] = null): EffectContext => ({
  source: box === 'agent' ? 'agentBox' : box === 'reveal' ? 'revealBox' : 'acquire',
  card: id,
  space,
});

/** Resolves a card's box for seat 0, the card in play (Agent) or revealed (Reveal) as it would be. */
function play(state: EngineState, id: UprisingImperiumCardId, box: Box, space: EffectContext['space'] = null) {
  if (box === 'agent') player(state).inPlay.push(id);
  if (box === 'reveal') player(state).revealed.push(id);
  return resolveEffects(state, 0, card(id)[box], ctxOf(id, box, space));
}

function intrigue(state: EngineState, id: UprisingIntrigueCardId, timing: 'plot' | 'combat' | 'endgame') {
  const ability = (UPRISING_INTRIGUE_DECK[id] as Partial<Record<typeof timing, { effects: readonly Effect[] }>>)[
    timing
  ]!;
  return resolveEffects(state, 0, ability.effects, { source: 'intrigue', card: null, space: null });
}

const intrigues = (state: EngineState) => player(state).intrigues.length;
const pickIntrigue = (card: string): EngineAction => ({ type: 'pickIntrigue', card });

describe('Uprising Imperium cards (rules 004)', () => {
  it('Bene Gesserit Operative: Agent, place a Spy; Reveal, 1 Persuasion and 2 more with 2 Spies on the board', () => {
    let state = upGame();
    play(state, 'beneGesseritOperative', 'agent');
    expect(waiting(state)).toBe('placeSpy');
    state = act(state, 0, post('emperor'));
    play(state, 'beneGesseritOperative', 'reveal');
    expect(player(state).persuasion).toBe(1);
    spies(state, 0, 'fremen');
    play(state, 'beneGesseritOperative', 'reveal');
    expect(player(state).persuasion).toBe(1 + 3);
  });

  it('Branching Path: with 2 Bene Gesserit influence, trash an Intrigue → 1 Intrigue and 2 spice', () => {
    let state = upGame();
    player(state).intrigues = ['contingencyPlan'];
    play(state, 'branchingPath', 'agent');
    expect(waiting(state)).toBe('turn');
    player(state).influence = { ...player(state).influence, beneGesserit: 2 };
    play(state, 'branchingPath', 'agent');
    expect(legal(state, 0)).toEqual([pay(), PASS]);
    state = act(state, 0, pay());
    expect(legal(state, 0)).toEqual([pickIntrigue('contingencyPlan')]);
    state = act(state, 0, pickIntrigue('contingencyPlan'));
    expect(intrigues(state)).toBe(1);
    expect(player(state).intrigues).not.toContain('contingencyPlan');
    expect(state.uprising!.trashedIntrigues).toEqual(['contingencyPlan']);
    expect(player(state).spice).toBe(2);
  });

  it('Calculus of Power: Reveal, trash another Emperor card in play → 3 swords', () => {
    let state = upGame();
    player(state).inPlay = ['calculusOfPower'];
    play(state, 'calculusOfPower', 'reveal');
    // Only this card's own copy in play: not "another" Emperor card.
    expect(waiting(state)).toBe('turn');
    player(state).inPlay = ['imperialSpymaster'];
    play(state, 'calculusOfPower', 'reveal');
    state = act(state, 0, pay());
    expect(legal(state, 0)).toEqual([pick('imperialSpymaster', 'inPlay')]);
    state = act(state, 0, pick('imperialSpymaster', 'inPlay'));
    expect(state.trash).toContain('imperialSpymaster');
    expect(player(state).swords).toBe(3);
  });

  it('Captured Mentat: Agent, discard a card → 1 Intrigue and draw 1', () => {
    let state = hand(upGame(), 0, ['dagger']);
    play(state, 'capturedMentat', 'agent');
    state = answer(state, 0, pay(), pick('dagger'));
    expect(player(state).discard).toEqual(['dagger']);
    expect(intrigues(state)).toBe(1);
    expect(player(state).hand).toHaveLength(1);
  });

  it('Chani, Clever Tactician: Agent, 1 Intrigue with 3 units in the Conflict; Reveal, retreat 2 → 4 swords', () => {
    let state = upGame();
    player(state).troops = { supply: 10, garrison: 3, conflict: 2 };
    play(state, 'chaniCleverTactician', 'agent');
    expect(intrigues(state)).toBe(0);
    state.uprising!.sandworms[0] = 1;
    play(state, 'chaniCleverTactician', 'agent');
    expect(intrigues(state)).toBe(1);
    state.uprising!.sandworms[0] = 0;
    play(state, 'chaniCleverTactician', 'reveal');
    state = act(state, 0, pay());
    expect(player(state).troops).toEqual({ supply: 10, garrison: 5, conflict: 0 });
    expect(player(state).swords).toBe(4);
  });

  it('Corrinth City: Agent, discard 2 cards and pay 5 Solari → 1 VP', () => {
    let state = hand(upGame(), 0, ['dagger']);
    player(state).solari = 5;
    const vp = player(state).victoryPoints;
    play(state, 'corrinthCity', 'agent');
    expect(waiting(state)).toBe('turn');
    state = hand(state, 0, ['dagger', 'diplomacy']);
    play(state, 'corrinthCity', 'agent');
    state = answer(state, 0, pay(), pick('dagger'), pick('diplomacy'));
    expect(player(state).solari).toBe(0);
    expect(player(state).hand).toEqual([]);
    expect(player(state).victoryPoints).toBe(vp + 1);
  });

  it('Covert Operation: Reveal, place two Spies', () => {
    let state = upGame();
    play(state, 'covertOperation', 'reveal');
    state = act(state, 0, post('choam'));
    expect(waiting(state)).toBe('placeSpy');
    state = act(state, 0, post('deepDesert'));
    expect(state.uprising!.spySupply[0]).toBe(1);
  });

  it('Desert Power: Agent, 2 spice when the Agent went to a Maker space', () => {
    const state = upGame();
    state.turn!.space = 'assemblyHall';
    play(state, 'desertPower', 'agent');
    expect(player(state).spice).toBe(0);
    state.turn!.space = 'haggaBasin';
    play(state, 'desertPower', 'agent');
    expect(player(state).spice).toBe(2);
  });

  it("Double Agent: Agent, a Spy on a post of the Agent's space, even one another player's Spy holds", () => {
    let state = spies(upGame(), 2, 'emperor');
    play(state, 'doubleAgent', 'agent', 'dutifulService');
    expect(legal(state, 0)).toEqual([post('emperor')]);
    state = act(state, 0, post('emperor'));
    expect(state.uprising!.spies.filter((s) => s.post === 'emperor')).toHaveLength(2);
  });

  it('Fedaykin Stilltent: Agent, recruit 1 when the Agent went to a Maker space', () => {
    const state = upGame();
    const garrison = player(state).troops.garrison;
    state.turn!.space = 'deepDesert';
    play(state, 'fedaykinStilltent', 'agent');
    expect(player(state).troops.garrison).toBe(garrison + 1);
  });

  it('Guild Envoy: the discard is mandatory on an Agent turn (rules 004 FAQ "Emissaire de la Guilde"); a Guild card draws 2', () => {
    let state = hand(upGame(), 0, ['spacingGuildsFavor', 'dagger']);
    play(state, 'guildEnvoy', 'agent');
    expect(waiting(state)).toBe('discard');
    expect(legal(state, 0)).toEqual([pick('spacingGuildsFavor'), pick('dagger')]);
    state = act(state, 0, pick('spacingGuildsFavor'));
    expect(player(state).hand).toHaveLength(3);
    // Spacing Guild's Favor, discarded from the hand, gives its 2 spice.
    expect(player(state).spice).toBe(2);
  });

  it('Guild Spy: Acquire, a Spy; Agent, discard → draw 1 (+1 Intrigue for a Guild card); Reveal, influence where spying after buying The Spice Must Flow', () => {
    let state = hand(upGame(), 0, ['spaceTimeFolding']);
    play(state, 'guildSpy', 'acquire');
    state = act(state, 0, post('emperor'));
    play(state, 'guildSpy', 'agent');
    state = answer(state, 0, pay(), pick('spaceTimeFolding'));
    expect(intrigues(state)).toBe(1);
    expect(player(state).hand).toHaveLength(1);
    // The Reveal turn: the box resolves before buying; the condition comes true when The Spice Must Flow is bought.
    spies(state, 0, 'fremen');
    hand(state, 0, ['guildSpy']);
    player(state).persuasion = 7;
    state = act(state, 0, { type: 'reveal' });
    expect(waiting(state)).toBe('acquire');
    expect(player(state).influence.emperor).toBe(0);
    state = act(state, 0, { type: 'acquire', card: 'theSpiceMustFlow', from: 'reserve', toTop: false });
    expect(player(state).influence.emperor).toBe(1);
    expect(player(state).influence.fremen).toBe(1);
    expect(player(state).influence.spacingGuild).toBe(0);
  });

  it('Imperial Spymaster: Agent, 1 Intrigue if a Spy was recalled this turn', () => {
    let state = spies(upGame(), 0, 'fremen');
    play(state, 'imperialSpymaster', 'agent');
    expect(intrigues(state)).toBe(0);
    state = hand(state, 0, ['diplomacy']);
    state = answer(state, 0, send('diplomacy', 'fremkit'), recall('fremen'));
    play(state, 'imperialSpymaster', 'agent');
    expect(intrigues(state)).toBe(1);
  });

  it('In High Places: Acquire, a Spy; Agent, with a Bene Gesserit bond draw 1 and a Spy; Reveal, recall 2 Spies → 3 Persuasion', () => {
    let state = upGame();
    play(state, 'inHighPlaces', 'acquire');
    state = act(state, 0, post('emperor'));
    player(state).inPlay.push('weirdingWoman');
    play(state, 'inHighPlaces', 'agent');
    state = act(state, 0, post('fremen'));
    expect(player(state).hand).toHaveLength(1);
    play(state, 'inHighPlaces', 'reveal');
    state = act(state, 0, pay());
    expect(legal(state, 0)).toEqual([recall('emperor'), recall('fremen')]);
    state = answer(state, 0, recall('emperor'), recall('fremen'));
    expect(player(state).persuasion).toBe(2 + 3);
    expect(state.uprising!.spies).toEqual([]);
  });

  it('Junction Headquarters: Agent, with the Guild Alliance, trash an Intrigue and pay 2 spice → 1 VP', () => {
    let state = upGame();
    player(state).intrigues = ['cunning'];
    player(state).spice = 2;
    play(state, 'junctionHeadquarters', 'agent');
    expect(waiting(state)).toBe('turn');
    state.alliances.spacingGuild = 0;
    const vp = player(state).victoryPoints;
    play(state, 'junctionHeadquarters', 'agent');
    state = answer(state, 0, pay(), pickIntrigue('cunning'));
    expect(player(state)).toMatchObject({ spice: 0, intrigues: [], victoryPoints: vp + 1 });
  });

  it('Leadership: Agent, draw 1 per sandworm in the Conflict; Reveal, 1 sword per revealed card with swords', () => {
    const state = upGame();
    state.uprising!.sandworms[0] = 2;
    play(state, 'leadership', 'agent');
    expect(player(state).hand).toHaveLength(2);
    player(state).revealed = ['dagger', 'convincingArgument'];
    play(state, 'leadership', 'reveal');
    // Leadership and Dagger give swords: 1 + 2.
    expect(player(state).swords).toBe(3);
  });

  it('Long Live the Fighters: Agent, with 3 cards in the deck, look at 3: trash 1, discard 1, draw 1', () => {
    let state = upGame();
    player(state).deck = ['dagger', 'diplomacy', 'reconnaissance'];
    play(state, 'longLiveTheFighters', 'agent');
    expect(waiting(state)).toBe('sortTopCards');
    expect(legal(state, 0)).toEqual([pick('dagger'), pick('diplomacy'), pick('reconnaissance')]);
    state = answer(state, 0, pick('diplomacy'), pick('dagger'));
    expect(player(state).hand).toEqual(['reconnaissance']);
    expect(player(state).discard).toEqual(['dagger']);
    expect(state.trash).toContain('diplomacy');
    player(state).deck = ['dagger', 'diplomacy'];
    play(state, 'longLiveTheFighters', 'agent');
    expect(waiting(state)).toBe('turn');
  });

  it('Paracompass: Reveal, with a High Council seat 2 Persuasion, and 1 more with the Swordmaster', () => {
    const state = upGame();
    player(state).highCouncil = true;
    play(state, 'paracompass', 'reveal');
    expect(player(state).persuasion).toBe(2);
    player(state).swordmaster = true;
    play(state, 'paracompass', 'reveal');
    expect(player(state).persuasion).toBe(2 + 3);
  });

  it('Price is No Object: Agent, acquire a card into the hand paying its cost in Solari', () => {
    let state = upGame();
    player(state).solari = 2;
    play(state, 'priceIsNoObject', 'agent');
    expect(legal(state, 0)).toContainEqual({ type: 'acquire', card: 'prepareTheWay', from: 'reserve', toTop: false });
    expect(legal(state, 0)).toContainEqual(PASS);
    state = act(state, 0, { type: 'acquire', card: 'prepareTheWay', from: 'reserve', toTop: false });
    expect(player(state).hand).toEqual(['prepareTheWay']);
    expect(player(state).solari).toBe(0);
  });

  it('Public Spectacle: Agent, 1 influence if a Spy was recalled this turn; Reveal, a Spy', () => {
    let state = upGame();
    play(state, 'publicSpectacle', 'agent');
    expect(waiting(state)).toBe('turn');
    state.turn!.uprising = { ...emptyMemory(), recalledSpy: true };
    play(state, 'publicSpectacle', 'agent');
    expect(waiting(state)).toBe('faction');
    state = act(state, 0, { type: 'faction', faction: 'fremen' });
    expect(player(state).influence.fremen).toBe(1);
    play(state, 'publicSpectacle', 'reveal');
    expect(waiting(state)).toBe('placeSpy');
  });

  it('Rebel Supplier: Agent, recruit 2 if a Spy was recalled this turn', () => {
    const state = upGame();
    const garrison = player(state).troops.garrison;
    state.turn!.uprising = { ...emptyMemory(), recalledSpy: true };
    play(state, 'rebelSupplier', 'agent');
    expect(player(state).troops.garrison).toBe(garrison + 2);
  });

  it('Reliable Informant: Agent, a Spy on a post connected to an Emperor, Bene Gesserit or Fremen space', () => {
    const state = upGame();
    play(state, 'reliableInformant', 'agent');
    expect(legal(state, 0)).toEqual([post('emperor'), post('beneGesserit'), post('fremen')]);
  });

  it('Sardaukar Coordination: Agent, troops recruited this turn may be deployed wherever the Agent went', () => {
    let state = hand(upGame(), 0, ['sardaukarCoordination']);
    state = act(state, 0, send('sardaukarCoordination', 'gatherSupport'));
    state = act(state, 0, { type: 'option', index: 0, faction: null });
    expect(waiting(state)).toBe('deploy');
    expect(legal(state, 0)).toEqual([0, 1, 2].map((count) => ({ type: 'count', count })));
    // Without the card, Gather Support is no combat space: no deployment.
    let other = hand(upGame(), 0, ['dagger']);
    other = answer(other, 0, send('dagger', 'gatherSupport'), { type: 'option', index: 0, faction: null });
    expect(waiting(other)).toBe('endAgentTurn');
  });

  it('Sardaukar Coordination: Reveal, 1 sword per Emperor card revealed', () => {
    const state = upGame();
    player(state).revealed = ['imperialSpymaster', 'dagger'];
    play(state, 'sardaukarCoordination', 'reveal');
    expect(player(state).swords).toBe(2);
  });

  it('Shishakli: Agent, trash a card → draw 1', () => {
    let state = hand(upGame(), 0, ['dagger']);
    play(state, 'shishakli', 'agent');
    state = answer(state, 0, pay(), pick('dagger'));
    expect(state.trash).toContain('dagger');
    expect(player(state).hand).toHaveLength(1);
  });

  it("Smuggler's Harvester: Agent, 1 spice when the Agent went to a Maker space", () => {
    const state = upGame();
    state.turn!.space = 'imperialBasin';
    play(state, 'smugglersHarvester', 'agent');
    expect(player(state).spice).toBe(1);
  });

  it("Smuggler's Haven: Reveal, 2 spice when spying on a Maker space", () => {
    const state = upGame();
    play(state, 'smugglersHaven', 'reveal');
    expect(player(state).spice).toBe(0);
    spies(state, 0, 'haggaBasin');
    play(state, 'smugglersHaven', 'reveal');
    expect(player(state).spice).toBe(2);
  });

  it('Space-Time Folding: Agent, discard → draw 1, and 1 more for a Guild card', () => {
    let state = hand(upGame(), 0, ['guildEnvoy']);
    play(state, 'spaceTimeFolding', 'agent');
    state = answer(state, 0, pay(), pick('guildEnvoy'));
    expect(player(state).hand).toHaveLength(2);
  });

  it("Spacing Guild's Favor: 2 spice when discarded from the hand, not when acquired (rules 004 FAQ)", () => {
    let state = upGame();
    player(state).persuasion = 5;
    state.imperiumRow[0] = 'spacingGuildsFavor';
    hand(state, 0, []);
    state = act(state, 0, { type: 'reveal' });
    state = act(state, 0, { type: 'acquire', card: 'spacingGuildsFavor', from: 'row', toTop: false });
    expect(player(state).spice).toBe(0);
  });

  it('Spy Network: Acquire, a Spy; Reveal, with 2 Spies on the board, recall one → 1 Intrigue', () => {
    let state = upGame();
    play(state, 'spyNetwork', 'acquire');
    state = act(state, 0, post('choam'));
    play(state, 'spyNetwork', 'reveal');
    expect(waiting(state)).toBe('turn');
    spies(state, 0, 'fremen');
    play(state, 'spyNetwork', 'reveal');
    state = answer(state, 0, pay(), recall('choam'));
    expect(intrigues(state)).toBe(1);
    expect(player(state).swords).toBe(2);
  });

  it('Strike Fleet: Acquire, a Spy; Agent, recruit 3 if a Spy was recalled this turn', () => {
    let state = upGame();
    play(state, 'strikeFleet', 'acquire');
    state = act(state, 0, post('choam'));
    const garrison = player(state).troops.garrison;
    state.turn!.uprising!.recalledSpy = true;
    play(state, 'strikeFleet', 'agent');
    expect(player(state).troops.garrison).toBe(garrison + 3);
  });

  it('Subversive Advisor: Agent on a Faction space, 1 more influence there and the card is trashed', () => {
    let state = spies(hand(upGame(), 0, ['subversiveAdvisor']), 0, 'spacingGuild');
    state = answer(state, 0, send('subversiveAdvisor', 'deliverSupplies'), PASS);
    expect(player(state).influence.spacingGuild).toBe(2);
    expect(state.trash).toContain('subversiveAdvisor');
  });

  it('Treacherous Maneuver: trash it and another Emperor card from the hand → 1 more influence there', () => {
    let state = hand(upGame(), 0, ['treacherousManeuver', 'imperialSpymaster']);
    state = answer(state, 0, send('treacherousManeuver', 'deliverSupplies'), pay(), pick('imperialSpymaster'));
    expect(player(state).influence.spacingGuild).toBe(2);
    expect(state.trash).toEqual(expect.arrayContaining(['treacherousManeuver', 'imperialSpymaster']));
  });

  it('Undercover Asset: its Agent ignores influence requirements; Reveal, a Spy or 2 swords', () => {
    let state = hand(upGame(), 0, ['undercoverAsset']);
    player(state).spice = 3;
    expect(legal(state, 0)).toContainEqual(send('undercoverAsset', 'shipping'));
    state = hand(state, 0, ['duneTheDesertPlanet']);
    expect(legal(state, 0)).not.toContainEqual(send('duneTheDesertPlanet', 'shipping'));
    play(state, 'undercoverAsset', 'reveal');
    expect(waiting(state)).toBe('choose');
  });

  it('Weirding Woman: Agent, with a Bene Gesserit bond, back to the hand', () => {
    const state = upGame();
    player(state).inPlay = ['hiddenMissive'];
    play(state, 'weirdingWoman', 'agent');
    expect(player(state).hand).toEqual(['weirdingWoman']);
    expect(player(state).inPlay).toEqual(['hiddenMissive']);
  });

  it('Wheels within Wheels: Reveal, a Spy', () => {
    const state = upGame();
    play(state, 'wheelsWithinWheels', 'reveal');
    expect(waiting(state)).toBe('placeSpy');
  });

  it('CHOAM cards (Cargo Runner, Interstellar Trade) read completed contracts: none until the contracts module', () => {
    const state = upGame();
    play(state, 'cargoRunner', 'agent');
    play(state, 'interstellarTrade', 'reveal');
    expect(player(state).hand).toEqual([]);
    expect(player(state).persuasion).toBe(0);
  });
});

describe('Uprising Intrigue cards (rules 004)', () => {
  it("Call to Arms: recruit 1 each time a card is acquired on this round's Reveal turn", () => {
    let state = hand(upGame(), 0, []);
    intrigue(state, 'callToArms', 'plot');
    const garrison = player(state).troops.garrison;
    player(state).persuasion = 4;
    state = act(state, 0, { type: 'reveal' });
    state = answer(
      state,
      0,
      { type: 'acquire', card: 'prepareTheWay', from: 'reserve', toTop: false },
      { type: 'acquire', card: 'prepareTheWay', from: 'reserve', toTop: false },
    );
    expect(player(state).troops.garrison).toBe(garrison + 2);
  });

  it('Distraction: with 3 units deployed this turn, a Spy on any post, shared or not', () => {
    let state = spies(upGame(), 1, 'choam');
    intrigue(state, 'distraction', 'plot');
    expect(waiting(state)).toBe('turn');
    state.turn!.deployed = 3;
    intrigue(state, 'distraction', 'plot');
    expect(legal(state, 0)).toHaveLength(13);
    state = act(state, 0, post('choam'));
    expect(state.uprising!.spies.filter((s) => s.post === 'choam')).toHaveLength(2);
  });

  it("Find Weakness: 2 swords, and recall a Spy → 3 more (an Intrigue's arrow is mandatory, rules 004 FAQ)", () => {
    let state = spies(upGame(), 0, 'fremen');
    intrigue(state, 'findWeakness', 'combat');
    expect(legal(state, 0)).toEqual([pay()]);
    state = answer(state, 0, pay(), recall('fremen'));
    expect(player(state).swords).toBe(5);
  });

  it('Go to Ground: retreat 1 or 2 troops → a Spy', () => {
    let state = upGame();
    player(state).troops.conflict = 1;
    intrigue(state, 'goToGround', 'combat');
    // Retreating 2 with 1 troop cannot be paid: only the first way is offered.
    expect(legal(state, 0)).toEqual([{ type: 'option', index: 0, faction: null }]);
    state = answer(state, 0, { type: 'option', index: 0, faction: null }, pay());
    expect(player(state).troops.conflict).toBe(0);
    expect(waiting(state)).toBe('placeSpy');
  });

  it('Intelligence Report: draw 1, and 1 more with 2 Spies on the board', () => {
    const state = hand(upGame(), 0, []);
    intrigue(state, 'intelligenceReport', 'plot');
    expect(player(state).hand).toHaveLength(1);
    spies(state, 0, 'choam', 'fremen');
    intrigue(state, 'intelligenceReport', 'plot');
    expect(player(state).hand).toHaveLength(3);
  });

  it('Special Mission: a Spy on a City post, or recall a Spy → break the Shield Wall and 2 spice', () => {
    let state = spies(upGame(), 0, 'fremen');
    intrigue(state, 'specialMission', 'plot');
    state = answer(state, 0, { type: 'option', index: 1, faction: null }, pay(), recall('fremen'));
    // rules 004 "Bouclier brisé": "Vous pouvez": asked first.
    expect(waiting(state)).toBe('pay');
    state = act(state, 0, pay());
    expect(state.uprising!.shieldWall).toBe(false);
    expect(player(state).spice).toBe(2);
  });

  it('Spring the Trap: recall 2 Spies → 7 swords', () => {
    let state = spies(upGame(), 0, 'fremen');
    intrigue(state, 'springTheTrap', 'combat');
    expect(waiting(state)).toBe('turn');
    spies(state, 0, 'choam');
    intrigue(state, 'springTheTrap', 'combat');
    state = answer(state, 0, pay(), recall('fremen'), recall('choam'));
    expect(player(state).swords).toBe(7);
  });

  it('Spice is Power: retreat 3 troops → 3 spice', () => {
    let state = upGame();
    player(state).troops.conflict = 3;
    intrigue(state, 'spiceIsPower', 'combat');
    state = answer(state, 0, { type: 'option', index: 0, faction: null }, pay());
    expect(player(state).spice).toBe(3);
    expect(player(state).troops.conflict).toBe(0);
  });

  it('Sietch Ritual: discard a card → 1 Bene Gesserit or Fremen influence', () => {
    let state = hand(upGame(), 0, ['dagger']);
    intrigue(state, 'sietchRitual', 'plot');
    state = answer(state, 0, pay(), pick('dagger'), { type: 'faction', faction: 'fremen' });
    expect(player(state).influence.fremen).toBe(1);
  });

  it('Devour: 2 swords, and with a sandworm in the Conflict 2 more and a trash', () => {
    const state = upGame();
    intrigue(state, 'devour', 'combat');
    expect(player(state).swords).toBe(2);
    state.uprising!.sandworms[0] = 1;
    player(state).discard = ['dagger'];
    intrigue(state, 'devour', 'combat');
    expect(player(state).swords).toBe(6);
    expect(waiting(state)).toBe('trash');
  });

  it('Inspire Awe: without a sandworm, acquire a card costing 3 or less', () => {
    const state = upGame();
    intrigue(state, 'inspireAwe', 'plot');
    expect(waiting(state)).toBe('acquireCard');
  });

  it('Shadow Alliance: 1 VP with 4 influence where an opponent holds the Alliance', () => {
    const state = upGame();
    const vp = player(state).victoryPoints;
    player(state).influence = { ...player(state).influence, fremen: 4 };
    intrigue(state, 'shadowAlliance', 'endgame');
    expect(player(state).victoryPoints).toBe(vp);
    state.alliances.fremen = 2;
    intrigue(state, 'shadowAlliance', 'endgame');
    expect(player(state).victoryPoints).toBe(vp + 1);
  });

  it('Crysknife, Desert Mouse, Ornithopter: the endgame flip is not payable until battle icons are played', () => {
    const state = upGame();
    for (const id of ['crysknife', 'desertMouse', 'ornithopter'] as const) intrigue(state, id, 'endgame');
    expect(waiting(state)).toBe('turn');
  });

  it('Leverage: nothing without spice gained this turn', () => {
    const state = upGame();
    intrigue(state, 'leverage', 'plot');
    expect(player(state).solari).toBe(0);
  });
});

describe('rules 004 FAQ "Tour Révélation": a card drawn on the Reveal turn is played at once', () => {
  it('Intelligence Report played while acquiring: the card drawn is revealed and its Reveal box resolves', () => {
    let state = hand(upGame(), 0, []);
    player(state).deck = ['convincingArgument'];
    player(state).intrigues = ['intelligenceReport'];
    state = act(state, 0, { type: 'reveal' });
    expect(waiting(state)).toBe('acquire');
    state = act(state, 0, { type: 'playIntrigue', card: 'intelligenceReport' });
    expect(player(state).revealed).toEqual(['convincingArgument']);
    expect(player(state).hand).toEqual([]);
    expect(player(state).persuasion).toBe(2);
  });
});

describe("leaders' effects of the Uprising kinds", () => {
  it("Staban Tuek's signet: a Spy, then a payment by where it went (CHOAM or a Faction post)", () => {
    let state = upGame();
    player(state).spice = 1;
    resolveEffects(state, 0, [
      { kind: 'placeSpy', post: { kind: 'any' }, mayShare: false },
      {
        kind: 'ifUprising',
        condition: { kind: 'spyPlacedOn', post: 'choam' },
        then: [{ kind: 'gain', resource: 'water', amount: 1 }],
      },
      {
        kind: 'ifUprising',
        condition: { kind: 'spyPlacedOn', post: 'faction' },
        then: [{ kind: 'gain', resource: 'solari', amount: 1 }],
      },
    ]);
    const water = player(state).water;
    state = act(state, 0, post('choam'));
    expect(player(state).water).toBe(water + 1);
    expect(player(state).solari).toBe(0);
  });

  it("Princess Irulan's signet: trash a card costing 1 or more from the hand → 2 spice", () => {
    let state = hand(upGame(), 0, ['dagger', 'maulaPistol']);
    resolveEffects(state, 0, [
      {
        kind: 'payUprising',
        cost: [{ kind: 'trashFromHand', minCost: 1 }],
        effects: [{ kind: 'gain', resource: 'spice', amount: 2 }],
      },
    ]);
    state = act(state, 0, pay());
    expect(legal(state, 0)).toEqual([pick('maulaPistol')]);
    state = act(state, 0, pick('maulaPistol'));
    expect(player(state).spice).toBe(2);
  });

  it('Shaddam\'s signet: no troop deployed this turn (rules 004 FAQ "Shaddam Corrino IV")', () => {
    let state = hand(upGame(), 0, ['reconnaissance']);
    player(state).water = 2;
    resolveEffects(state, 0, [{ kind: 'noDeployThisTurn' }]);
    state = act(state, 0, send('reconnaissance', 'researchStation'));
    // Research Station is a combat space and recruited 2: no deployment all the same.
    expect(waiting(state)).toBe('endAgentTurn');
  });
});

function emptyMemory() {
  return {
    recalledSpy: false,
    infiltratedFrom: null,
    lastSpyPost: null,
    discarded: [],
    acquired: [],
    whenAcquired: [],
    spiceGained: 0,
    recruitedMayDeploy: false,
    noDeploy: false,
    contractsAtAgent: [],
  };
}
