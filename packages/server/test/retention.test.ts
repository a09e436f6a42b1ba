import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/storage/database.ts';
import { purgeExpired } from '../src/storage/retention.ts';
import { DIALECTS } from './helpers/databases.ts';
import { createMatch, seatsOf } from './helpers/serverState.ts';
import { SocketClient } from './helpers/socketClient.ts';
import { serverOn } from './helpers/testServer.ts';

const DAY = 86_400_000;

describe.each(DIALECTS)('retention of personal data (%s)', (dialect) => {
  const env = serverOn(dialect);

  it('purges finished matches (names, log, chat) and old chat lines past their time, and nothing else', async () => {
    const finished = await createMatch(env.server.url, { game: 'dune', seats: seatsOf('hhb') });
    const active = await createMatch(env.server.url, { game: 'dune', seats: seatsOf('hhb') });
    for (const { matchId, invites } of [finished, active]) {
      const { client } = await SocketClient.join(env.server.url, matchId, invites[0]!.token);
      client.send({ type: 'chat', to: 'table', text: `A word in ${matchId}` });
      await client.next((m) => JSON.stringify(m).includes(`A word in ${matchId}`), 10_000, 0);
      await client.close();
    }
    const database = await openDatabase(env.database.options);
    const { db } = database;
    try {
      // The match is over (as a finished game's row says); its chat was written just now.
      await db.updateTable('matches').set({ status: 'finished' }).where('id', '=', finished.matchId).execute();
      const rows = async (id: string) => ({
        match: (await db.selectFrom('matches').select('id').where('id', '=', id).execute()).length,
        tokens: (await db.selectFrom('seat_tokens').select('seat').where('match_id', '=', id).execute()).length,
        chat: (await db.selectFrom('chat_lines').select('n').where('match_id', '=', id).execute()).length,
      });
      const policy = { finishedMatchDays: 30, chatDays: 90 };

      // Within both times: nothing goes.
      expect(await purgeExpired(db, policy, Date.now() + 10 * DAY)).toEqual({ matches: 0, chatLines: 0 });
      expect(await rows(finished.matchId)).toEqual({ match: 1, tokens: 2, chat: 1 });

      // Past the finished matches' time: the finished match goes whole; the active one stays with its chat.
      expect(await purgeExpired(db, policy, Date.now() + 31 * DAY)).toEqual({ matches: 1, chatLines: 0 });
      expect(await rows(finished.matchId)).toEqual({ match: 0, tokens: 0, chat: 0 });
      expect(await rows(active.matchId)).toEqual({ match: 1, tokens: 2, chat: 1 });

      // Past the chat's time: the active match's old lines go, the match stays.
      expect(await purgeExpired(db, policy, Date.now() + 91 * DAY)).toEqual({ matches: 0, chatLines: 1 });
      expect(await rows(active.matchId)).toEqual({ match: 1, tokens: 2, chat: 0 });

      // "For ever" keeps everything.
      expect(await purgeExpired(db, { finishedMatchDays: null, chatDays: null }, Date.now() + 9_999 * DAY)).toEqual({
        matches: 0,
        chatLines: 0,
      });
    } finally {
      await database.close();
    }
  });
});
