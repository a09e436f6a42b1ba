import { ruleError, type RuleError } from '@arrakis/engine';
import type { WebSocket } from 'ws';
import { parseClientMessage } from './clientMessages.ts';
import type { MatchService } from './matchService.ts';
import type { ClientMessage, QuarantineReason, ServerMessage } from './protocol.ts';
import { tokenBucket, type RateLimit } from './rateLimit.ts';
import type { MatchRoom, RoomClient } from './room.ts';
import { isConnectionError } from './storage/availability.ts';

export interface ConnectionOptions {
  readonly service: MatchService;
  readonly rateLimit: RateLimit;
  report(error: unknown, context: string): void;
}

function sendTo(socket: WebSocket, message: ServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

function errorMessage(error: RuleError): ServerMessage {
  return { type: 'error', code: error.code, messageKey: error.messageKey, params: error.params };
}

/**
 * One client's socket on `/ws?match=<id>`. Its messages are handled one at a time, in order; each is checked
 * (rate, size, JSON, shape, seat) before the match sees it, and a refused one is answered with an error and
 * changes nothing.
 */
export function serveConnection(socket: WebSocket, matchId: string, options: ConnectionOptions): void {
  const allow = tokenBucket(options.rateLimit);
  let room: MatchRoom | null = null;
  let quarantined: QuarantineReason | null = null;
  let client: RoomClient | null = null;
  // The socket holds the room for as long as it is open: a watched room is never evicted.
  const lease = options.service.lease(matchId);
  // Listeners are attached at once, so messages sent right after the socket opens queue behind the load.
  let pending: Promise<void> = lease.room.then(
    (found) => {
      if (found.kind === 'live') room = found.room;
      else if (found.kind === 'quarantined') quarantined = found.reason;
      else if (found.kind === 'closing') {
        sendTo(socket, errorMessage(ruleError('serverClosing')));
        socket.close(1012, 'server closing');
      } else {
        sendTo(socket, errorMessage(ruleError('unknownMatch', { matchId })));
        socket.close(4404, 'unknown match');
      }
    },
    (error: unknown) => {
      // The match could not be loaded (the database, a bug): this socket is told and closed, the server goes on.
      options.report(error, `loading match ${matchId}`);
      sendTo(socket, errorMessage(ruleError(isConnectionError(error) ? 'databaseUnavailable' : 'internalError')));
      socket.close(1011, 'match not loaded');
    },
  );

  socket.on('message', (data: Buffer, isBinary: boolean) => {
    // Counted before anything else: a flood of garbage costs its sender the same as a flood of valid messages.
    if (!allow()) {
      sendTo(socket, errorMessage(ruleError('rateLimited')));
      return;
    }
    const parsed = parseClientMessage(isBinary ? data : data.toString());
    if (!parsed.ok) {
      sendTo(socket, errorMessage(parsed.error));
      return;
    }
    pending = pending
      .then(() => handle(parsed.message))
      .catch((error: unknown) => {
        options.report(error, `socket of match ${matchId}`);
        sendTo(socket, errorMessage(ruleError(isConnectionError(error) ? 'databaseUnavailable' : 'internalError')));
      });
  });
  // ws reports protocol violations (e.g. a frame past maxPayload) here, then closes the socket: nothing to add.
  socket.on('error', () => undefined);
  socket.on('close', () => {
    if (client) room?.leave(client);
    lease.release();
  });

  async function handle(message: ClientMessage): Promise<void> {
    if (quarantined !== null) {
      // Every other match goes on; this one answers only that it cannot be played, and why.
      if (message.type === 'ping') sendTo(socket, { type: 'pong' });
      else sendTo(socket, errorMessage(ruleError('matchQuarantined', { reason: quarantined })));
      return;
    }
    if (!room) return;
    switch (message.type) {
      case 'ping':
        sendTo(socket, { type: 'pong' });
        return;
      case 'hello':
        return hello(room, message.token, message.lastSeq ?? 0);
      case 'action': {
        const seat = seatOrRefuse();
        if (seat === null) return;
        const result = await room.submit(seat, message.seq, message.action, 'seat');
        // An accepted action needs no answer of its own: the update every client of the match gets is the answer.
        if (!result.ok) sendTo(socket, errorMessage(result.error));
        return;
      }
      case 'resign': {
        const seat = seatOrRefuse();
        if (seat === null) return;
        const result = await room.resign(seat);
        if (!result.ok) sendTo(socket, errorMessage(result.error));
        return;
      }
    }
  }

  function seatOrRefuse(): number | null {
    if (!client) sendTo(socket, errorMessage(ruleError('helloFirst')));
    else if (client.seat === null) sendTo(socket, errorMessage(ruleError('notASeat')));
    else return client.seat;
    return null;
  }

  async function hello(match: MatchRoom, token: string | undefined, lastSeq: number): Promise<void> {
    let seat: number | null = null;
    if (token !== undefined) {
      seat = await options.service.seatOf(matchId, token);
      if (seat === null) {
        sendTo(socket, errorMessage(ruleError('badToken')));
        return;
      }
    }
    if (client) match.leave(client);
    client = { seat, sentSeq: 0, send: (m) => sendTo(socket, m) };
    if (socket.readyState === socket.OPEN) await match.join(client, lastSeq);
  }
}
