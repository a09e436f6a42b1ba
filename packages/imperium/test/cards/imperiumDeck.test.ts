import { describe, expect, it } from 'vitest';
import type { ImperiumState } from '../../src/state.ts';
import {
  act,
  agent,
  count,
  game,
  influenceAt,
  influenceOf,
  legal,
  option,
  PASS,
  patch,
  payIt,
  pick,
  player,
  refused,
  reveal,
  send,
  stock,
  toFaction,
  troopsAt,
  waitingFor,
  zones,
} from '../fixture.ts';

/**
 * One test per Imperium-deck card and box (rules 002 ANATOMIE D'UNE CARTE, GUIDE DES ICÔNES). Expected values are
 * read from the card texts (docs/content-doubts.md lists where the sources disagree and which reading we follow).
 * Seat 0 plays Paul Atreides with 1 water, no Solari, no spice, 3 troops in the garrison and 9 in the supply.
 */
const DECK = ['dagger', 'diplomacy', 'reconnaissance', 'convincingArgument'];

function seat0(hand: string[], values: Parameters<typeof patch>[2] = {}): ImperiumState {
  const state = game();
  zones(state, 0, { hand, deck: DECK, discard: [], inPlay: [] });
  return patch(state, 0, values);
}

describe('Imperium deck — Agent boxes (rules 002 TOUR AGENT)', () => {
  it('Arrakis Recruiter (Agent): recruit 1 troop; City icon only', () => {
    let state = seat0(['arrakisRecruiter']);
    expect(refused(state, 0, send('arrakisRecruiter', 'secureContract'))).toBe('iconNotOnCard');
    // Arrakeen: 1 troop and 1 card; the card's troop too; both may follow the Agent into the Conflict.
    state = agent(state, 0, 'arrakisRecruiter', 'arrakeen', count(2));
    expect(player(state).troops).toEqual({ supply: 7, garrison: 3, conflict: 2 });
    expect(player(state).hand).toEqual(['dagger']);
  });

  it('Bene Gesserit Initiate (Agent): draw 1 card', () => {
    const state = agent(seat0(['beneGesseritInitiate']), 0, 'beneGesseritInitiate', 'secureContract');
    expect(player(state).hand).toEqual(['dagger']);
    expect(stock(state).solari).toBe(3);
  });

  it('Carryall (Agent): spice equal to the base spice of the Maker space harvested (not its bonus)', () => {
    let state = seat0(['carryall'], { water: 2 });
    state.board.bonusSpice.theGreatFlat = 1;
    state = agent(state, 0, 'carryall', 'theGreatFlat', count(0));
    // The Great Flat: 3 base + 1 bonus, Carryall 3 more.
    expect(stock(state)).toEqual({ solari: 0, spice: 7, water: 0, vp: 0 });
  });

  it('Carryall (Agent): nothing on a space that is not a Maker space', () => {
    const state = agent(seat0(['carryall']), 0, 'carryall', 'secureContract');
    expect(stock(state)).toEqual({ solari: 3, spice: 0, water: 1, vp: 0 });
  });

  it('Crysknife (Agent): 1 Solari; Fremen and Spice Trade icons', () => {
    let state = seat0(['crysknife']);
    expect(refused(state, 0, send('crysknife', 'arrakeen'))).toBe('iconNotOnCard');
    state = agent(state, 0, 'crysknife', 'stillsuits', count(0));
    expect(stock(state)).toEqual({ solari: 1, spice: 0, water: 2, vp: 0 });
    expect(influenceOf(state)).toEqual([0, 0, 0, 1]);
  });

  it('Dr. Yueh (Agent): draw 1 card', () => {
    const state = agent(seat0(['drYueh']), 0, 'drYueh', 'arrakeen', count(0));
    expect(player(state).hand).toEqual(['dagger', 'diplomacy']);
    expect(player(state).troops).toEqual({ supply: 8, garrison: 4, conflict: 0 });
  });

  it('Duncan Idaho (Agent): pay 1 water → recruit 1 troop, draw 1 card', () => {
    let state = agent(seat0(['duncanIdaho']), 0, 'duncanIdaho', 'arrakeen');
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'pay' });
    state = act(state, 0, payIt());
    // 2 troops recruited (Arrakeen and Duncan) + 2 from the garrison may be deployed.
    expect(legal(state, 0)).toHaveLength(5);
    state = act(state, 0, count(4));
    expect(player(state).troops).toEqual({ supply: 7, garrison: 1, conflict: 4 });
    expect(player(state).hand).toEqual(['dagger', 'diplomacy']);
    expect(stock(state).water).toBe(0);
  });

  it('Duncan Idaho (Agent): without water, no arrow to pay', () => {
    const state = agent(seat0(['duncanIdaho'], { water: 0 }), 0, 'duncanIdaho', 'arrakeen');
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'deploy' });
    expect(player(state).hand).toEqual(['dagger']);
    expect(player(state).troops.garrison).toBe(4);
  });

  it('Fedaykin Death Commando (Agent): trash a card', () => {
    let state = agent(seat0(['fedaykinDeathCommando', 'dagger']), 0, 'fedaykinDeathCommando', 'secureContract');
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'trash' });
    expect(legal(state, 0)).toContainEqual(PASS);
    state = act(state, 0, pick('dagger'));
    expect(state.trash).toEqual(['dagger']);
    expect(player(state).hand).toEqual([]);
    expect(stock(state).solari).toBe(3);
  });

  it('Firm Grip (Agent): pay 2 Solari → 1 influence with the Spacing Guild, Bene Gesserit or Fremen', () => {
    // Wealth's 2 Solari (the space resolves first) pay for the arrow.
    let state = agent(seat0(['firmGrip']), 0, 'firmGrip', 'wealth', payIt());
    expect(legal(state, 0)).toEqual([toFaction('spacingGuild'), toFaction('beneGesserit'), toFaction('fremen')]);
    state = act(state, 0, toFaction('beneGesserit'));
    expect(influenceOf(state)).toEqual([1, 0, 1, 0]);
    expect(stock(state).solari).toBe(0);
  });

  it('Fremen Camp (Agent): pay 2 spice → recruit 3 troops', () => {
    const state = agent(seat0(['fremenCamp'], { spice: 2 }), 0, 'fremenCamp', 'secureContract', payIt());
    expect(player(state).troops).toEqual({ supply: 6, garrison: 6, conflict: 0 });
    expect(stock(state)).toEqual({ solari: 3, spice: 0, water: 1, vp: 0 });
  });

  it('Gene Manipulation (Agent): trash a card; with another Bene Gesserit card in play, 2 spice', () => {
    const state = seat0(['geneManipulation', 'dagger']);
    state.players[0]!.inPlay = ['beneGesseritInitiate'];
    const met = agent(state, 0, 'geneManipulation', 'hallOfOratory', pick('dagger'));
    expect(met.trash).toEqual(['dagger']);
    expect(stock(met).spice).toBe(2);
    const unmet = agent(seat0(['geneManipulation']), 0, 'geneManipulation', 'hallOfOratory', PASS);
    expect(stock(unmet).spice).toBe(0);
    expect(unmet.trash).toEqual([]);
  });

  it('Guild Administrator (Agent): trash a card — a reserve card goes back to its pile', () => {
    // Foldspace space: 1 Spacing Guild influence and a Foldspace card, then trash that card.
    let state = agent(seat0(['guildAdministrator']), 0, 'guildAdministrator', 'foldspace');
    expect(state.reserve.foldspace).toBe(5);
    state = act(state, 0, pick('foldspace', 'discard'));
    expect(state.reserve.foldspace).toBe(6);
    expect(state.trash).toEqual([]);
    expect(influenceOf(state)).toEqual([0, 1, 0, 0]);
  });

  it('Guild Ambassador (Agent): 1 Spacing Guild influence or 2 spice; Landsraad icon', () => {
    const state = agent(seat0(['guildAmbassador']), 0, 'guildAmbassador', 'hallOfOratory');
    expect(legal(state, 0)).toEqual([option(0), option(1)]);
    const influence = act(state, 0, option(0));
    expect(influenceOf(influence)).toEqual([0, 1, 0, 0]);
    expect(stock(influence).spice).toBe(0);
    const spice = act(state, 0, option(1));
    expect(influenceOf(spice)).toEqual([0, 0, 0, 0]);
    expect(stock(spice).spice).toBe(2);
  });

  it('Gun Thopter (Agent): each opponent loses 1 troop from the garrison', () => {
    const state = agent(seat0(['gunThopter']), 0, 'gunThopter', 'secureContract');
    expect(player(state, 1).troops).toEqual({ supply: 10, garrison: 2, conflict: 0 });
    expect(player(state, 2).troops).toEqual({ supply: 10, garrison: 2, conflict: 0 });
    expect(player(state, 0).troops).toEqual({ supply: 9, garrison: 3, conflict: 0 });
  });

  it('Gurney Halleck (Agent): recruit 2 troops, draw 1 card', () => {
    let state = agent(seat0(['gurneyHalleck']), 0, 'gurneyHalleck', 'arrakeen');
    // Arrakeen's troop and Gurney's two: 3 recruited, + 2 from the garrison.
    expect(legal(state, 0)).toHaveLength(6);
    state = act(state, 0, count(5));
    expect(player(state).troops).toEqual({ supply: 6, garrison: 1, conflict: 5 });
    expect(player(state).hand).toEqual(['dagger', 'diplomacy']);
  });

  it('Imperial Spy (Agent): trash this card → draw 1 Intrigue card', () => {
    const state = agent(seat0(['imperialSpy']), 0, 'imperialSpy', 'wealth');
    const paid = act(state, 0, payIt());
    expect(paid.trash).toEqual(['imperialSpy']);
    expect(player(paid).intrigues).toHaveLength(1);
    const kept = act(state, 0, PASS);
    expect(player(kept).inPlay).toEqual(['imperialSpy']);
    expect(player(kept).intrigues).toHaveLength(0);
  });

  it('Kwisatz Haderach (Agent): move one of your placed Agents to any space, draw 1 card', () => {
    let state = seat0(['kwisatzHaderach'], { agentsLeft: 1 });
    state.board.agents = { secureContract: [0] };
    // It never takes an Agent from the leader.
    expect(legal(state, 0)).not.toContainEqual(send('kwisatzHaderach', 'wealth'));
    state = act(state, 0, send('kwisatzHaderach', 'wealth', 'secureContract'));
    expect(state.board.agents).toEqual({ wealth: [0] });
    expect(player(state).agentsLeft).toBe(1);
    expect(player(state).hand).toEqual(['dagger']);
    expect(stock(state).solari).toBe(2);
    expect(influenceOf(state)).toEqual([1, 0, 0, 0]);
  });

  it('Lady Jessica (Agent): draw 2 cards', () => {
    const state = agent(seat0(['ladyJessica']), 0, 'ladyJessica', 'secureContract');
    expect(player(state).hand).toEqual(['dagger', 'diplomacy']);
  });

  it('Missionaria Protectiva (Agent): with another Bene Gesserit card in play, 1 influence with any Faction', () => {
    const state = seat0(['missionariaProtectiva']);
    state.players[0]!.inPlay = ['theVoice'];
    let met = agent(state, 0, 'missionariaProtectiva', 'arrakeen');
    expect(waitingFor(met)).toEqual({ seat: 0, kind: 'faction' });
    expect(legal(met, 0)).toHaveLength(4);
    met = act(met, 0, toFaction('fremen'));
    expect(influenceOf(met)).toEqual([0, 0, 0, 1]);
    const unmet = agent(seat0(['missionariaProtectiva']), 0, 'missionariaProtectiva', 'arrakeen');
    expect(waitingFor(unmet)).toEqual({ seat: 0, kind: 'deploy' });
    expect(influenceOf(unmet)).toEqual([0, 0, 0, 0]);
  });

  it('Opulence (Agent): 3 Solari', () => {
    const state = agent(seat0(['opulence']), 0, 'opulence', 'wealth');
    expect(stock(state).solari).toBe(5);
    expect(influenceOf(state)).toEqual([1, 0, 0, 0]);
  });

  it('Other Memory (Agent): draw 1 card, or take a Bene Gesserit card from the discard pile', () => {
    const state = seat0(['otherMemory']);
    state.players[0]!.discard = ['dagger', 'theVoice'];
    const taken = agent(state, 0, 'otherMemory', 'secureContract', option(1));
    expect(legal(taken, 0)).toEqual([pick('theVoice', 'discard')]);
    const after = act(taken, 0, pick('theVoice', 'discard'));
    expect(player(after).hand).toEqual(['theVoice']);
    expect(player(after).discard).toEqual(['dagger']);
    const drawn = agent(seat0(['otherMemory']), 0, 'otherMemory', 'secureContract');
    // No Bene Gesserit card in the discard pile: only the draw is possible.
    expect(legal(drawn, 0)).toEqual([option(0)]);
    expect(player(act(drawn, 0, option(0))).hand).toEqual(['dagger']);
  });

  it('Piter De Vries (Agent): draw 1 Intrigue card', () => {
    const state = agent(seat0(['piterDeVries']), 0, 'piterDeVries', 'hallOfOratory');
    expect(player(state).intrigues).toHaveLength(1);
    expect(player(state).persuasion).toBe(1);
    expect(player(state).troops.garrison).toBe(4);
  });

  it('Power Play (Agent): 1 more influence with the space’s Faction, then trash this card', () => {
    const state = agent(seat0(['powerPlay']), 0, 'powerPlay', 'secrets');
    expect(influenceOf(state)).toEqual([0, 0, 2, 0]);
    expect(stock(state).vp).toBe(1);
    expect(state.trash).toEqual(['powerPlay']);
    expect(player(state).inPlay).toEqual([]);
    expect(refused(seat0(['powerPlay']), 0, send('powerPlay', 'secureContract'))).toBe('iconNotOnCard');
  });

  it('Reverend Mother Mohiam (Agent): with another Bene Gesserit card in play, each opponent discards 2 cards', () => {
    let state = seat0(['reverendMotherMohiam']);
    state.players[0]!.inPlay = ['beneGesseritSister'];
    zones(state, 1, { hand: ['dagger', 'diplomacy', 'reconnaissance'] });
    zones(state, 2, { hand: ['seekAllies'] });
    state = agent(state, 0, 'reverendMotherMohiam', 'wealth');
    expect(waitingFor(state)).toEqual({ seat: 1, kind: 'discard' });
    state = act(state, 1, pick('dagger'));
    state = act(state, 1, pick('reconnaissance'));
    // Seat 2 has only one card to discard.
    expect(waitingFor(state)).toEqual({ seat: 2, kind: 'discard' });
    state = act(state, 2, pick('seekAllies'));
    expect(player(state, 1).hand).toEqual(['diplomacy']);
    expect(player(state, 2).hand).toEqual([]);
    expect(waitingFor(state)).toEqual({ seat: 1, kind: 'turn' });
  });

  it('Reverend Mother Mohiam (Agent): without another Bene Gesserit card, nobody discards', () => {
    let state = seat0(['reverendMotherMohiam']);
    zones(state, 1, { hand: ['dagger', 'diplomacy'] });
    state = agent(state, 0, 'reverendMotherMohiam', 'wealth');
    expect(player(state, 1).hand).toEqual(['dagger', 'diplomacy']);
    expect(waitingFor(state)).toEqual({ seat: 1, kind: 'turn' });
  });

  it('Sardaukar Legion (Agent): recruit 2 troops; Emperor and Landsraad icons', () => {
    const state = seat0(['sardaukarLegion']);
    expect(refused(state, 0, send('sardaukarLegion', 'secureContract'))).toBe('iconNotOnCard');
    const after = agent(state, 0, 'sardaukarLegion', 'wealth');
    expect(player(after).troops).toEqual({ supply: 7, garrison: 5, conflict: 0 });
  });

  it('Shifting Allegiances (Agent): lose 1 influence and pay 2 spice → 2 influence with one Faction', () => {
    let state = seat0(['shiftingAllegiances'], { spice: 2, victoryPoints: 1, ...influenceAt(2, 0, 0, 0) });
    state = agent(state, 0, 'shiftingAllegiances', 'secureContract');
    expect(legal(state, 0)).toEqual([payIt('emperor'), PASS]);
    state = act(state, 0, payIt('emperor'));
    state = act(state, 0, toFaction('fremen'));
    // Emperor 2 → 1 loses its VP, Fremen 0 → 2 gains one.
    expect(influenceOf(state)).toEqual([1, 0, 0, 2]);
    expect(stock(state)).toEqual({ solari: 3, spice: 0, water: 1, vp: 1 });
  });

  it('Sietch Reverend Mother (Agent): trash a card', () => {
    let state = agent(seat0(['sietchReverendMother', 'dagger']), 0, 'sietchReverendMother', 'stillsuits');
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'trash' });
    state = act(state, 0, pick('dagger'));
    expect(state.trash).toEqual(['dagger']);
    expect(influenceOf(state)).toEqual([0, 0, 0, 1]);
  });

  it('Smuggler’s Thopter (Agent): with 2 Spacing Guild influence, draw 2 cards', () => {
    const met = agent(
      seat0(['smugglersThopter'], { victoryPoints: 1, ...influenceAt(0, 2, 0, 0) }),
      0,
      'smugglersThopter',
      'secureContract',
    );
    expect(player(met).hand).toEqual(['dagger', 'diplomacy']);
    const unmet = agent(seat0(['smugglersThopter'], influenceAt(0, 1, 0, 0)), 0, 'smugglersThopter', 'secureContract');
    expect(player(unmet).hand).toEqual([]);
  });

  it('Space Travel (Agent): draw 1 card; Spacing Guild icon', () => {
    const state = agent(seat0(['spaceTravel']), 0, 'spaceTravel', 'foldspace');
    expect(player(state).hand).toEqual(['dagger']);
    expect(player(state).discard).toEqual(['foldspace']);
  });

  it('Spice Smugglers (Agent): pay 2 spice → 1 Spacing Guild influence and 3 Solari', () => {
    const state = agent(seat0(['spiceSmugglers'], { spice: 2 }), 0, 'spiceSmugglers', 'arrakeen', payIt(), count(0));
    expect(stock(state)).toEqual({ solari: 3, spice: 0, water: 1, vp: 0 });
    expect(influenceOf(state)).toEqual([0, 1, 0, 0]);
  });

  it('Stilgar (Agent): 1 water', () => {
    const state = agent(seat0(['stilgar']), 0, 'stilgar', 'secureContract');
    expect(stock(state)).toEqual({ solari: 3, spice: 0, water: 2, vp: 0 });
  });

  it('Test of Humanity (Agent): each opponent discards 1 card or loses 1 troop in the Conflict', () => {
    let state = seat0(['testOfHumanity']);
    zones(state, 1, { hand: ['dagger'] });
    patch(state, 1, troopsAt(9, 2, 1));
    zones(state, 2, { hand: ['dagger'] });
    state = agent(state, 0, 'testOfHumanity', 'hallOfOratory');
    expect(waitingFor(state)).toEqual({ seat: 1, kind: 'choose' });
    state = act(state, 1, option(1));
    expect(player(state, 1).troops).toEqual({ supply: 10, garrison: 2, conflict: 0 });
    // Seat 2 has no troop in the Conflict: it must discard.
    expect(legal(state, 2)).toEqual([option(0)]);
    state = act(state, 2, option(0));
    state = act(state, 2, pick('dagger'));
    expect(player(state, 2).discard).toContain('dagger');
    expect(player(state, 1).hand).toEqual(['dagger']);
  });

  it('The Voice (Agent): opponents may not send Agents to the space chosen until your next turn', () => {
    const state = agent(seat0(['theVoice']), 0, 'theVoice', 'secureContract', { type: 'space', space: 'carthag' });
    expect(state.board.blocked).toEqual([{ space: 'carthag', by: 0 }]);
    zones(state, 1, { hand: ['reconnaissance'] });
    expect(refused(state, 1, send('reconnaissance', 'carthag'))).toBe('spaceBlocked');
    expect(legal(state, 1)).toContainEqual(send('reconnaissance', 'arrakeen'));
  });

  it('Thufir Hawat (Agent): draw 1 card; every icon but the Landsraad', () => {
    const state = seat0(['thufirHawat']);
    expect(refused(state, 0, send('thufirHawat', 'hallOfOratory'))).toBe('iconNotOnCard');
    for (const space of ['wealth', 'foldspace', 'secrets', 'stillsuits', 'arrakeen', 'secureContract'] as const)
      expect(legal(state, 0)).toContainEqual(send('thufirHawat', space));
    expect(player(agent(state, 0, 'thufirHawat', 'wealth')).hand).toEqual(['dagger']);
  });

  it('Worm Riders (Agent): 2 spice', () => {
    const state = agent(seat0(['wormRiders']), 0, 'wormRiders', 'secureContract');
    expect(stock(state)).toEqual({ solari: 3, spice: 2, water: 1, vp: 0 });
  });
});

describe('Imperium deck — cards with Agent icons and no Agent box', () => {
  for (const { name, card, yes, no } of [
    { name: 'Bene Gesserit Sister', card: 'beneGesseritSister', yes: ['secrets', 'hallOfOratory'], no: ['wealth'] },
    { name: 'Chani', card: 'chani', yes: ['stillsuits', 'arrakeen', 'secureContract'], no: ['hallOfOratory'] },
    { name: 'Guild Bankers', card: 'guildBankers', yes: ['wealth', 'foldspace', 'hallOfOratory'], no: ['arrakeen'] },
    { name: 'Liet Kynes', card: 'lietKynes', yes: ['stillsuits', 'carthag'], no: ['secureContract'] },
    { name: 'Scout', card: 'scout', yes: ['arrakeen', 'secureContract'], no: ['wealth'] },
    { name: 'Spice Hunter', card: 'spiceHunter', yes: ['stillsuits', 'sellMelange'], no: ['arrakeen'] },
  ] as const)
    it(`${name} (Agent icons): only spaces with its icons`, () => {
      const state = seat0([card], { spice: 2 });
      for (const space of yes) expect(legal(state, 0)).toContainEqual(send(card, space));
      for (const space of no) expect(refused(state, 0, send(card, space))).toBe('iconNotOnCard');
    });

  it('Chani (Agent icons): at Secure Contract, the space’s 3 Solari and nothing else', () => {
    const state = agent(seat0(['chani']), 0, 'chani', 'secureContract');
    expect(stock(state)).toEqual({ solari: 3, spice: 0, water: 1, vp: 0 });
    expect(waitingFor(state)).toEqual({ seat: 1, kind: 'turn' });
  });

  for (const { name, card } of [
    { name: 'Assassination Mission', card: 'assassinationMission' },
    { name: 'CHOAM Directorship', card: 'choamDirectorship' },
    { name: 'Sardaukar Infantry', card: 'sardaukarInfantry' },
  ])
    it(`${name}: no Agent icon, it can only be revealed`, () => {
      expect(legal(seat0([card]), 0)).toEqual([{ type: 'reveal' }]);
    });
});

describe('Imperium deck — Reveal boxes (rules 002 TOUR RÉVÉLATION)', () => {
  for (const { name, card, persuasion, swords } of [
    { name: 'Arrakis Recruiter', card: 'arrakisRecruiter', persuasion: 1, swords: 1 },
    { name: 'Bene Gesserit Initiate', card: 'beneGesseritInitiate', persuasion: 1, swords: 0 },
    { name: 'Dr. Yueh', card: 'drYueh', persuasion: 1, swords: 0 },
    { name: 'Fremen Camp', card: 'fremenCamp', persuasion: 2, swords: 1 },
    { name: 'Gene Manipulation', card: 'geneManipulation', persuasion: 2, swords: 0 },
    { name: 'Guild Administrator', card: 'guildAdministrator', persuasion: 1, swords: 0 },
    { name: 'Imperial Spy', card: 'imperialSpy', persuasion: 1, swords: 1 },
    { name: 'Lady Jessica', card: 'ladyJessica', persuasion: 3, swords: 1 },
    { name: 'Missionaria Protectiva', card: 'missionariaProtectiva', persuasion: 1, swords: 0 },
    { name: 'Other Memory', card: 'otherMemory', persuasion: 2, swords: 0 },
    { name: 'Piter De Vries', card: 'piterDeVries', persuasion: 3, swords: 1 },
    { name: 'Sardaukar Infantry', card: 'sardaukarInfantry', persuasion: 1, swords: 2 },
    { name: 'Shifting Allegiances', card: 'shiftingAllegiances', persuasion: 2, swords: 0 },
    { name: 'Space Travel', card: 'spaceTravel', persuasion: 2, swords: 0 },
    { name: 'Spice Smugglers', card: 'spiceSmugglers', persuasion: 1, swords: 1 },
    { name: 'Stilgar', card: 'stilgar', persuasion: 2, swords: 3 },
    { name: 'Test of Humanity', card: 'testOfHumanity', persuasion: 2, swords: 0 },
    { name: 'The Voice', card: 'theVoice', persuasion: 2, swords: 0 },
  ])
    it(`${name} (Reveal): ${persuasion} persuasion, ${swords} swords`, () => {
      const state = reveal(seat0([], troopsAt(8, 3, 1)), 0, [card]);
      expect([player(state).persuasion, player(state).swords]).toEqual([persuasion, swords]);
      expect(stock(state)).toEqual({ solari: 0, spice: 0, water: 1, vp: 0 });
    });

  // [name, card, text, persuasion, swords, Solari, spice, water]
  const gains: [string, string, string, number, number, number, number, number][] = [
    ['Assassination Mission', 'assassinationMission', '1 sword, 1 Solari', 0, 1, 1, 0, 1],
    ['Carryall', 'carryall', '1 persuasion, 1 spice', 1, 0, 0, 1, 1],
    ['CHOAM Directorship', 'choamDirectorship', '3 Solari', 0, 0, 3, 0, 1],
    ['Duncan Idaho', 'duncanIdaho', '2 swords, 1 water', 0, 2, 0, 0, 2],
    ['Reverend Mother Mohiam', 'reverendMotherMohiam', '2 persuasion, 2 spice', 2, 0, 0, 2, 1],
    ['Smuggler’s Thopter', 'smugglersThopter', '1 persuasion, 1 spice', 1, 0, 0, 1, 1],
  ];
  for (const [name, card, text, persuasion, swords, solari, spice, water] of gains)
    it(`${name} (Reveal): ${text}`, () => {
      const state = reveal(seat0([], troopsAt(8, 3, 1)), 0, [card]);
      expect([player(state).persuasion, player(state).swords]).toEqual([persuasion, swords]);
      expect(stock(state)).toEqual({ solari, spice, water, vp: 0 });
    });

  it('Thufir Hawat (Reveal): 1 persuasion, draw 1 Intrigue card', () => {
    const state = reveal(seat0([]), 0, ['thufirHawat']);
    expect(player(state).persuasion).toBe(1);
    expect(player(state).intrigues).toHaveLength(1);
  });

  it('Kwisatz Haderach and Power Play (Reveal): nothing', () => {
    const state = reveal(seat0([], troopsAt(8, 3, 1)), 0, ['kwisatzHaderach', 'powerPlay']);
    expect([player(state).persuasion, player(state).swords]).toEqual([0, 0]);
    expect(stock(state)).toEqual({ solari: 0, spice: 0, water: 1, vp: 0 });
  });

  it('Bene Gesserit Sister (Reveal): 2 persuasion or 2 swords', () => {
    const state = reveal(seat0([], troopsAt(8, 3, 1)), 0, ['beneGesseritSister']);
    expect(legal(state, 0)).toEqual([option(0), option(1)]);
    const persuasion = act(state, 0, option(0));
    expect([player(persuasion).persuasion, player(persuasion).swords]).toEqual([2, 0]);
    const swords = act(state, 0, option(1));
    expect([player(swords).persuasion, player(swords).swords]).toEqual([0, 2]);
  });

  it('Chani (Reveal): 2 persuasion, retreat any number of troops', () => {
    let state = reveal(seat0([], troopsAt(6, 3, 3)), 0, ['chani']);
    expect(legal(state, 0)).toEqual([count(0), count(1), count(2), count(3)]);
    state = act(state, 0, count(3));
    expect(player(state).troops).toEqual({ supply: 6, garrison: 6, conflict: 0 });
    expect(player(state).persuasion).toBe(2);
  });

  it('Crysknife (Reveal): 1 sword; Fremen Bond: 1 Fremen influence', () => {
    const met = reveal(seat0([], troopsAt(8, 3, 1)), 0, ['crysknife', 'arrakisLiaison']);
    expect([player(met).persuasion, player(met).swords]).toEqual([2, 1]);
    expect(influenceOf(met)).toEqual([0, 0, 0, 1]);
    const unmet = reveal(seat0([], troopsAt(8, 3, 1)), 0, ['crysknife', 'dagger']);
    expect(player(unmet).swords).toBe(2);
    expect(influenceOf(unmet)).toEqual([0, 0, 0, 0]);
  });

  it('Fedaykin Death Commando (Reveal): 1 persuasion; Fremen Bond: 3 swords', () => {
    const met = reveal(seat0([], troopsAt(8, 3, 1)), 0, ['fedaykinDeathCommando', 'arrakisLiaison']);
    expect([player(met).persuasion, player(met).swords]).toEqual([3, 3]);
    const unmet = reveal(seat0([], troopsAt(8, 3, 1)), 0, ['fedaykinDeathCommando']);
    expect([player(unmet).persuasion, player(unmet).swords]).toEqual([1, 0]);
  });

  it('Firm Grip (Reveal): with the Emperor Alliance, 4 persuasion', () => {
    const state = seat0([]);
    state.alliances.emperor = 0;
    expect(player(reveal(state, 0, ['firmGrip'])).persuasion).toBe(4);
    const other = seat0([]);
    other.alliances.emperor = 1;
    expect(player(reveal(other, 0, ['firmGrip'])).persuasion).toBe(0);
  });

  it('Guild Ambassador (Reveal): with the Spacing Guild Alliance, pay 3 spice → 1 VP', () => {
    const state = seat0([], { spice: 3 });
    state.alliances.spacingGuild = 0;
    const met = reveal(state, 0, ['guildAmbassador'], payIt());
    expect(stock(met)).toEqual({ solari: 0, spice: 0, water: 1, vp: 1 });
    const unmet = reveal(seat0([], { spice: 3 }), 0, ['guildAmbassador']);
    expect(waitingFor(unmet)).toEqual({ seat: 0, kind: 'acquire' });
    expect(stock(unmet)).toEqual({ solari: 0, spice: 3, water: 1, vp: 0 });
  });

  it('Guild Bankers (Reveal): The Spice Must Flow costs 3 less this turn', () => {
    let state = reveal(seat0([]), 0, [
      'guildBankers',
      'convincingArgument',
      'convincingArgument',
      'convincingArgument',
    ]);
    expect(player(state).persuasion).toBe(6);
    state = act(state, 0, { type: 'acquire', card: 'theSpiceMustFlow', from: 'reserve', toTop: false });
    expect(player(state).persuasion).toBe(0);
    expect(stock(state).vp).toBe(1);
    expect(state.reserve.theSpiceMustFlow).toBe(9);
    const without = reveal(seat0([]), 0, ['convincingArgument', 'convincingArgument', 'convincingArgument']);
    expect(legal(without, 0)).not.toContainEqual({
      type: 'acquire',
      card: 'theSpiceMustFlow',
      from: 'reserve',
      toTop: false,
    });
  });

  it('Gun Thopter (Reveal): 3 swords, deploy 1 troop from the garrison', () => {
    let state = reveal(seat0([]), 0, ['gunThopter']);
    expect(legal(state, 0)).toEqual([count(0), count(1)]);
    state = act(state, 0, count(1));
    expect(player(state).troops).toEqual({ supply: 9, garrison: 2, conflict: 1 });
    expect(player(state).swords).toBe(3);
  });

  it('Gurney Halleck (Reveal): 2 persuasion; pay 3 Solari → 2 troops to the garrison or the Conflict', () => {
    let state = reveal(seat0([], { solari: 3 }), 0, ['gurneyHalleck'], payIt());
    expect(legal(state, 0)).toEqual([count(0), count(1), count(2)]);
    state = act(state, 0, count(1));
    expect(player(state).troops).toEqual({ supply: 7, garrison: 4, conflict: 1 });
    expect(player(state).persuasion).toBe(2);
    expect(stock(state).solari).toBe(0);
  });

  it('Liet Kynes (Reveal): 2 persuasion per Fremen card in play, itself included', () => {
    const state = seat0([]);
    state.players[0]!.inPlay = ['crysknife'];
    // Liet Kynes, Arrakis Liaison and Crysknife: 3 Fremen cards → 6, plus the Liaison's 2.
    expect(player(reveal(state, 0, ['lietKynes', 'arrakisLiaison'])).persuasion).toBe(8);
    expect(player(reveal(seat0([]), 0, ['lietKynes'])).persuasion).toBe(2);
  });

  it('Opulence (Reveal): 1 persuasion; pay 6 Solari → 1 VP', () => {
    const state = reveal(seat0([], { solari: 7 }), 0, ['opulence'], payIt());
    expect(stock(state)).toEqual({ solari: 1, spice: 0, water: 1, vp: 1 });
    expect(player(state).persuasion).toBe(1);
    const poor = reveal(seat0([], { solari: 5 }), 0, ['opulence']);
    expect(waitingFor(poor)).toEqual({ seat: 0, kind: 'acquire' });
  });

  it('Sardaukar Legion (Reveal): 1 persuasion, deploy up to 3 troops from the garrison', () => {
    let state = reveal(seat0([], troopsAt(5, 4, 3)), 0, ['sardaukarLegion']);
    expect(legal(state, 0)).toEqual([count(0), count(1), count(2), count(3)]);
    state = act(state, 0, count(3));
    expect(player(state).troops).toEqual({ supply: 5, garrison: 1, conflict: 6 });
    expect(player(state).persuasion).toBe(1);
  });

  it('Scout (Reveal): 1 persuasion, 1 sword, retreat up to 2 troops', () => {
    let state = reveal(seat0([], troopsAt(6, 3, 3)), 0, ['scout']);
    expect(legal(state, 0)).toEqual([count(0), count(1), count(2)]);
    state = act(state, 0, count(2));
    expect(player(state).troops).toEqual({ supply: 6, garrison: 5, conflict: 1 });
    expect([player(state).persuasion, player(state).swords]).toEqual([1, 1]);
  });

  it('Sietch Reverend Mother (Reveal): Fremen Bond: 3 persuasion; 1 spice either way', () => {
    const met = reveal(seat0([]), 0, ['sietchReverendMother', 'spiceHunter']);
    expect(player(met).persuasion).toBe(3 + 1);
    // Spice Hunter's own bond is met by the Sietch Reverend Mother: 1 + 1 spice.
    expect(stock(met).spice).toBe(2);
    const unmet = reveal(seat0([]), 0, ['sietchReverendMother']);
    expect(player(unmet).persuasion).toBe(0);
    expect(stock(unmet).spice).toBe(1);
  });

  it('Spice Hunter (Reveal): 1 persuasion, 1 sword; Fremen Bond: 1 spice', () => {
    const met = reveal(seat0([]), 0, ['spiceHunter', 'arrakisLiaison']);
    expect([player(met).persuasion, player(met).swords, stock(met).spice]).toEqual([3, 1, 1]);
    const unmet = reveal(seat0([]), 0, ['spiceHunter']);
    expect([player(unmet).persuasion, player(unmet).swords, stock(unmet).spice]).toEqual([1, 1, 0]);
  });

  it('Worm Riders (Reveal): with 2 Fremen influence 4 swords; with the Fremen Alliance 2 more', () => {
    expect(player(reveal(seat0([]), 0, ['wormRiders'])).swords).toBe(0);
    const two = seat0([], { victoryPoints: 1, ...influenceAt(0, 0, 0, 2) });
    expect(player(reveal(two, 0, ['wormRiders'])).swords).toBe(4);
    const allied = seat0([], { victoryPoints: 2, ...influenceAt(0, 0, 0, 4) });
    allied.alliances.fremen = 0;
    expect(player(reveal(allied, 0, ['wormRiders'])).swords).toBe(6);
  });
});

describe('Imperium deck — acquisition and trash boxes (rules 002 GUIDE DES ICÔNES "Acquerir", "Détruisez")', () => {
  function buying(card: string, persuasion: number): ImperiumState {
    const state = reveal(seat0([]), 0, []);
    state.imperiumRow = [card, 'scout', 'drYueh', 'stilgar', 'opulence'];
    return patch(state, 0, { persuasion });
  }
  const buy = (card: string) => ({ type: 'acquire', card, from: 'row', toTop: false }) as const;

  it('Chani (Acquire): 1 water', () => {
    const state = act(buying('chani', 5), 0, buy('chani'));
    expect(stock(state).water).toBe(2);
    expect(player(state).discard).toEqual(['chani']);
    expect(player(state).persuasion).toBe(0);
  });

  it('CHOAM Directorship (Acquire): 1 influence with each Faction', () => {
    const state = act(buying('choamDirectorship', 8), 0, buy('choamDirectorship'));
    expect(influenceOf(state)).toEqual([1, 1, 1, 1]);
  });

  it('Lady Jessica (Acquire): 1 influence with a Faction of your choice', () => {
    let state = act(buying('ladyJessica', 7), 0, buy('ladyJessica'));
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'faction' });
    state = act(state, 0, toFaction('spacingGuild'));
    expect(influenceOf(state)).toEqual([0, 1, 0, 0]);
  });

  it('Liet Kynes (Acquire): 1 Emperor influence', () => {
    const state = act(buying('lietKynes', 5), 0, buy('lietKynes'));
    expect(influenceOf(state)).toEqual([1, 0, 0, 0]);
  });

  it('Assassination Mission (Trash): 4 Solari when trashed by another effect', () => {
    const state = seat0(['guildAdministrator']);
    state.players[0]!.discard = ['assassinationMission'];
    const after = agent(state, 0, 'guildAdministrator', 'secureContract', pick('assassinationMission', 'discard'));
    expect(stock(after).solari).toBe(3 + 4);
    expect(after.trash).toEqual(['assassinationMission']);
  });
});
