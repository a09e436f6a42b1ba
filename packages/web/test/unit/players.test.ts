import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { keysInTerritory } from '../../src/game/board/pick.ts';
import { describeAction, describeEvent, makeNamer } from '../../src/game/text.ts';
import { CATALOGUES } from '../../src/i18n/catalogues.ts';
import { UI_LANGUAGES } from '../../src/i18n/index.ts';
import { LocalGame } from '../../src/transport/localGame.ts';
import { playersOf } from '../../src/transport/remote.ts';
import type { SeatInfo } from '../../src/transport/types.ts';

beforeAll(async () => {
  await i18next.init({
    resources: Object.fromEntries(UI_LANGUAGES.map((l) => [l, { translation: CATALOGUES[l] }])),
    lng: 'fr',
    interpolation: { escapeValue: false },
  });
});

const players: SeatInfo[] = [
  { seat: 0, name: 'Paul', kind: 'human', resigned: false },
  { seat: 1, name: 'Bot 2', kind: 'bot', resigned: true },
];
const table = ['atreides', 'harkonnen'];

describe('player names next to factions', () => {
  it.each([
    [
      'fr',
      'Paul (Atréides) enchérit 3.',
      'Paul (Atréides) reçoit l’Aumône du C.H.O.M. : 2 d’Epice.',
      'Duncan Idaho (Atréides) part aux Cuves',
    ],
    ['en', 'Paul (Atreides) bids 3.', 'Paul (Atreides)', 'Duncan Idaho (Atreides)'],
    ['nl', 'Paul (Atreides)', 'Paul (Atreides)', 'Duncan Idaho (Atreides)'],
  ])(
    '%s: log lines name the player with the faction; a leader keeps its faction alone',
    async (lang, bid, charity, killed) => {
      await i18next.changeLanguage(lang);
      const namer = makeNamer(i18next.t, lang as 'fr', table, players);
      expect(describeEvent(namer, { seq: 1, type: 'bidMade', params: { seat: 0, amount: 3 } })).toContain(bid);
      expect(
        describeEvent(namer, { seq: 1, type: 'choamCharity', params: { faction: 'atreides', amount: 2 } }),
      ).toContain(charity);
      const death = describeEvent(namer, {
        seq: 2,
        type: 'leaderKilled',
        params: { leader: 'duncanIdaho', faction: 'atreides', reason: 'weapon' },
      });
      expect(death).toContain(killed);
      expect(death).not.toContain('Paul');
      expect(describeAction(namer, { type: 'proposeAlliance', to: 1 })).toContain('Bot 2 (Harkonnen)');
      expect(namer.resigned(1)).toBe(true);
      expect(namer.resigned(0)).toBe(false);
    },
  );

  it('without names (an older server), a seat is its faction', async () => {
    await i18next.changeLanguage('fr');
    const namer = makeNamer(i18next.t, 'fr', table);
    expect(describeEvent(namer, { seq: 1, type: 'bidMade', params: { seat: 0, amount: 3 } })).toBe(
      'Atréides enchérit 3.',
    );
    expect(namer.playerName(0)).toBeNull();
  });

  it('a local game’s updates carry the seats as the lobby named them', () => {
    const game = new LocalGame({
      seats: [
        { kind: 'human', name: 'Anne' },
        { kind: 'bot', name: 'Robot 2' },
      ],
      options: {},
      seed: 'names',
    });
    expect(game.update(0, null).players).toEqual([
      { seat: 0, name: 'Anne', kind: 'human', resigned: false },
      { seat: 1, name: 'Robot 2', kind: 'bot', resigned: false },
    ]);
  });

  it('reads players from an update, or the resigned seats from a server without them', () => {
    const base = {
      type: 'update',
      matchId: 'm',
      seq: 1,
      seat: 0,
      view: {},
      actions: [],
      log: [],
      status: 'active',
      deadline: null,
    } as const;
    expect(playersOf({ ...base, players })).toEqual(players);
    expect(playersOf({ ...base, resigned: [1] })).toEqual([{ seat: 1, name: '', kind: 'human', resigned: true }]);
    expect(playersOf(base)).toEqual([]);
  });
});

describe('sector choice on the map', () => {
  const keys = new Set([
    'theGreatFlat:14',
    'funeralPlain:14',
    'theMinorErg:7',
    'theMinorErg:4',
    'theMinorErg:5',
    'polarSink:-1',
  ]);
  it('lists the territory’s pickable sectors in order: one is taken at once, several ask', () => {
    expect(keysInTerritory(keys, 'theGreatFlat')).toEqual(['theGreatFlat:14']);
    expect(keysInTerritory(keys, 'theMinorErg')).toEqual(['theMinorErg:4', 'theMinorErg:5', 'theMinorErg:7']);
    expect(keysInTerritory(keys, 'polarSink')).toEqual(['polarSink:-1']);
    expect(keysInTerritory(keys, 'theGreat')).toEqual([]);
  });
});
