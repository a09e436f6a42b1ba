import { describe, expect, it } from 'vitest';
import type { DuneView } from '@arrakis/dune';
import { GAMES } from '../src/games.ts';
import { postMatch, serverOn } from './helpers/testServer.ts';
import { DIALECTS } from './helpers/databases.ts';
import { createMatch } from './helpers/serverState.ts';
import { SocketClient } from './helpers/socketClient.ts';

const heuristic = { kind: 'bot' as const, botLevel: 'heuristic' as const };
const human = { kind: 'human' as const };
const seven = [human, heuristic, heuristic, heuristic, heuristic, heuristic, heuristic];

describe.each(DIALECTS)('Dune with the Bene Tleilax, seven seats on the server (%s)', (dialect) => {
  const env = serverOn(dialect);

  // rules 000 "de 2 à 6 joueurs"; 000 XXXVII "permettant ainsi d'entreprendre des parties à sept joueurs".
  it('takes seven seats only with the tleilaxu option, which needs the extra powers', async () => {
    expect(GAMES.dune.maxSeats).toBe(7);
    expect(GAMES.dune.seatLimit?.({})).toBe(6);
    expect(GAMES.dune.seatLimit?.({ tleilaxu: true })).toBe(7);
    expect(await postMatch(env.server.url, { game: 'dune', seats: seven })).toEqual({
      status: 400,
      code: 'badSeatCount',
    });
    const created = await createMatch(env.server.url, {
      game: 'dune',
      seats: seven,
      options: { tleilaxu: true, extraPowers: true },
    });
    expect(created.invites.map((i) => i.seat)).toEqual([0]);
    const { client, update } = await SocketClient.join(env.server.url, created.matchId, created.invites[0]!.token);
    const view = update.view as DuneView;
    expect(view.seats).toHaveLength(7);
    expect(view.seats).toContain('tleilaxu');
    expect(view.tleilaxu).toBeDefined();
    await client.close();
  });
});
