import { describe, expect, it } from 'vitest';
import { conflictIn, leaderIn } from '../../src/edition.ts';
import { contentOf } from '../../src/editions/index.ts';
import { UPRISING_SIX_EDITION } from '../../src/editions/uprising/six/edition.ts';
import { swapSameTeamDesertMice } from '../../src/editions/uprising/six/sixPlayers.ts';
import { uprising } from '../../src/rules.ts';
import type { BattleCardHeld } from '../../src/state.ts';
import { SEATS } from '../fixture.ts';
import { ALLY_LEADERS, MUAD_DIB, SHADDAM, sixGame, sixOf } from './sixFixture.ts';

const sorted = (cards: readonly string[]) => [...cards].sort();

describe('six players: setup (facts uprising-rules.md §1.2–1.3)', () => {
  // rules 004 MISE EN PLACE "A et C = 6 Joueurs"; facts §1.2 (AID supp. p.1-2; TTS seat order)
  it('six seats build the six-player side: two teams of three, Commanders opposite, turns alternating teams', () => {
    const state = uprising.setup({}, SEATS(6), 'teams');
    expect(state.edition).toBe('uprisingSix');
    const six = sixOf(state);
    expect(six.commanders).toEqual([MUAD_DIB, SHADDAM]);
    expect(six.allies).toEqual([
      [0, 2],
      [3, 5],
    ]);
    expect(state.players[MUAD_DIB]!.leader).toBe('muadDib');
    expect(state.players[SHADDAM]!.leader).toBe('shaddamCorrinoIV');
    // Every seat sits between two opponents.
    const team = (s: number) => (s === MUAD_DIB || six.allies[0].includes(s) ? 0 : 1);
    for (let s = 0; s < 6; s++) {
      expect(team((s + 1) % 6)).not.toBe(team(s));
      expect(team((s + 5) % 6)).not.toBe(team(s));
    }
  });

  // facts §1.2 (TTS `LeaderSelection.lua`): the Commanders' leaders are never an Ally's
  it('the Allies’ leaders come from options.leaders (four, in seat order) and never name a Commander', () => {
    const state = sixGame();
    expect([0, 2, 3, 5].map((s) => state.players[s]!.leader)).toEqual([...ALLY_LEADERS]);
    expect(() =>
      uprising.setup({ leaders: ['muadDib', 'stabanTuek', 'gurneyHalleck', 'ladyJessica'] }, SEATS(6), 's'),
    ).toThrow('badLeaders');
    const drawn = uprising.setup({ leaderSelection: 'draw' }, SEATS(6), 'draw');
    expect(drawn.leaderPool).not.toContain('muadDib');
    expect([0, 2, 3, 5].map((s) => drawn.players[s]!.leader)).not.toContain('shaddamCorrinoIV');
  });

  // facts §1.1 (AID; TTS `Deck.lua`): the two 10-card Commander decks
  it('each Commander starts with its own 10-card deck; the Allies with the starter deck', () => {
    const state = uprising.setup({}, SEATS(6), 'decks');
    const cards = (s: number) => sorted([...state.players[s]!.deck, ...state.players[s]!.hand]);
    expect(cards(SHADDAM)).toEqual(
      sorted([
        'convincingArgument',
        'corrinoMight',
        'criticalShipments',
        'demandResults',
        'devastatingAssault',
        'imperialOrnithopter',
        'imperialOrnithopter',
        'imperialTent',
        'seekAllies',
        'signetRing',
      ]),
    );
    expect(cards(MUAD_DIB)).toEqual(
      sorted([
        'commandRespect',
        'convincingArgument',
        'demandAttention',
        'desertCall',
        'limitedLandsraadAccess',
        'limitedLandsraadAccess',
        'seekAllies',
        'signetRing',
        'threatenSpiceProduction',
        'usul',
      ]),
    );
    expect(cards(0)).toContain('dagger');
    expect(cards(0)).toHaveLength(10);
  });

  // facts §1.3 (AID supp. p.1-2; TTS `ScoreBoard.gainVictoryPoint(color,"commander",4)`)
  it('score starts: Commanders on 4, Allies on 1; Commanders have no troops and no garrison', () => {
    const state = sixGame();
    for (let s = 0; s < 6; s++) {
      const p = state.players[s]!;
      const commander = s === MUAD_DIB || s === SHADDAM;
      expect(p.victoryPoints).toBe(commander ? 4 : 1);
      expect(p.troops).toEqual(
        commander ? { supply: 0, garrison: 0, conflict: 0 } : { supply: 13, garrison: 3, conflict: 0 },
      );
      expect(p.water).toBe(1);
    }
  });

  // facts §1.3 (AID supp. p.2; TTS `Deck.generateConflictDeck` {0,5,4})
  it('the Conflict deck: 9 cards, 5 Conflict II on top of 4 Conflict III, no Conflict I', () => {
    const state = uprising.setup({}, SEATS(6), 'conflicts');
    const content = contentOf(state);
    const all = [...(state.conflict ? [state.conflict] : []), ...state.conflictDeck];
    expect(all).toHaveLength(9);
    expect(all.map((c) => conflictIn(content, c).level)).toEqual([2, 2, 2, 2, 2, 3, 3, 3, 3]);
  });

  // facts §1.3 (AID supp. p.2; TTS forces `useContracts` at 6 players)
  it('the CHOAM module is always on, even when the setup asks for it off', () => {
    const state = uprising.setup({ contracts: false }, SEATS(6), 'choam');
    expect(state.options.contracts).toBe(true);
    expect(state.uprising!.choam).toBeDefined();
    expect(state.uprising!.choam!.setAside).toHaveLength(2);
  });

  // facts §1.3 (AID supp. p.1-2; TTS `_assignObjectives`)
  it('the four 4/6-player Objectives go to the Allies only; the First Player is the Ally with the Desert Mouse (First Player)', () => {
    for (const seed of ['o1', 'o2', 'o3', 'o4', 'o5']) {
      const state = uprising.setup({}, SEATS(6), seed);
      const held = state.uprising!.battleCards!;
      expect(held[MUAD_DIB]).toEqual([]);
      expect(held[SHADDAM]).toEqual([]);
      const ids = [0, 2, 3, 5].map((s) => held[s]![0]!.id);
      expect(sorted(ids)).toEqual(
        sorted(['desertMouseFirstPlayer', 'desertMouseFourToSix', 'crysknife', 'crysknifeFourToSix']),
      );
      expect(held[state.firstPlayer]![0]!.id).toBe('desertMouseFirstPlayer');
      // Each team has one Desert Mouse and one Crysknife.
      const mice = (allies: readonly number[]) =>
        allies.filter((s) => held[s]![0]!.id.startsWith('desertMouse')).length;
      expect(mice([0, 2])).toBe(1);
      expect(mice([3, 5])).toBe(1);
    }
  });

  // facts §1.3 (AID supp. p.1-2): "the holder of the 4/6P Desert Mouse swaps it with the opposing Ally next to them"
  it('both Desert Mice dealt to one team: the 4/6-player one swaps with the opposing Ally beside its holder', () => {
    const state = sixGame();
    const card = (id: string): BattleCardHeld[] => [{ kind: 'objective', id, faceUp: true }];
    const held = [
      card('desertMouseFourToSix'),
      [],
      card('desertMouseFirstPlayer'),
      card('crysknife'),
      [],
      card('crysknifeFourToSix'),
    ];
    swapSameTeamDesertMice(state, held);
    // Seat 0's neighbours are seat 5 (Shaddam's Ally) and seat 1 (Shaddam himself): it swaps with seat 5.
    expect(held[0]![0]!.id).toBe('crysknifeFourToSix');
    expect(held[5]![0]!.id).toBe('desertMouseFourToSix');
    expect(held[2]![0]!.id).toBe('desertMouseFirstPlayer');
  });

  // rules 004 LISTE DES DIRIGEANTS, Gurney Halleck "* 10 en partie 6 J"
  it('Gurney Halleck needs 10 strength in the six-player game, 6 otherwise', () => {
    const six = JSON.stringify(leaderIn(UPRISING_SIX_EDITION.content, 'gurneyHalleck'));
    const four = JSON.stringify(leaderIn(contentOf(uprising.setup({}, SEATS(4), 'g')), 'gurneyHalleck'));
    expect(six).toContain('"atLeast":10');
    expect(four).toContain('"atLeast":6');
  });

  // facts §1.6: the six-player main board has 24 spaces, the Commanders' boards 2 each
  it('the six-player board: 24 main-board spaces and the Commanders’ 4; no Dutiful Service, Desert Tactics or Fremkit', () => {
    const ids = UPRISING_SIX_EDITION.content.spaceIds;
    expect(ids).toHaveLength(28);
    for (const gone of ['dutifulService', 'desertTactics', 'fremkit']) expect(ids).not.toContain(gone);
    for (const added of [
      'militarySupport',
      'economicSupport',
      'expedition',
      'controversialTechnology',
      'carthagCity',
      'habbanyaErg',
    ])
      expect(ids).toContain(added);
    expect(UPRISING_SIX_EDITION.content.makerSpaces).toEqual([
      'deepDesert',
      'haggaBasin',
      'imperialBasin',
      'habbanyaErg',
    ]);
  });

  it('one to four players are unchanged: the 1–4 player side', () => {
    for (const n of [1, 2, 3, 4]) expect(uprising.setup({}, SEATS(n), 'x').edition).toBe('uprising');
    expect(() => uprising.setup({}, SEATS(5), 'x')).toThrow('badSeatCount');
  });
});
