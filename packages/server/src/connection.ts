import { ruleError, type RuleError } from '@arrakis/engine';
import type { WebSocket } from 'ws';
import { parseClientMessage } from './clientMessages.ts';
import type { MatchService } from './matchService.ts';
import { CLOSE_CODES, type ClientMessage, type QuarantineReason, type ServerMessage } from './protocol.ts';
import { tokenBucket, type RateLimit } from './rateLimit.ts';
import type { MatchRoom, RoomClient } from './room.ts';
import type { SocketRegistry } from './sockets.ts';
import { isConnectionError } from './storage/availability.ts';
import { traceMark, tracing } from './trace.ts';

export interface ConnectionOptions {
  readonly service: MatchService;
  readonly rateLimit: RateLimit;
  /** Every socket of the server: caps per address and match, heartbeat. */
  readonly sockets: SocketRegistry;
  report(error: unknown, context: string): void;
}

function errorMessage(error: RuleError): ServerMessage {
  const { code, messageKey, params, rule } = error;
  return rule ? { type: 'error', code, messageKey, params, rule } : { type: 'error', code, messageKey, params };
}

/**
 * One client's socket on `/ws?match=<id>`, from `address`. Its messages are handled one at a time, in order; each is
 * checked (rate, size, JSON, shape, seat) before the match sees it, and a refused one is answered with an error and
 * changes nothing. The socket is closed when its address holds too many sockets, when no `hello` succeeds in time,
 * and when it does not read what it is sent (see `SocketLimits`).
 */
export function serveConnection(socket: WebSocket, matchId: string, address: string, options: ConnectionOptions): void {
  const { limits } = options.sockets;
  // ws reports protocol violations (e.g. a frame past maxPayload) here, then closes the socket: nothing to add.
  socket.on('error', () => undefined);
  if (!options.sockets.open(socket, address)) {
    refuseAndClose(ruleError('tooManyConnections', { max: limits.socketsPerAddress }), CLOSE_CODES.tooMany);
    return;
  }
  const allow = tokenBucket(options.rateLimit);
  let room: MatchRoom | null = null;
  let quarantined: QuarantineReason | null = null;
  let client: RoomClient | null = null;
  let helloTimer: NodeJS.Timeout | null = setTimeout(() => {
    helloTimer = null;
    refuseAndClose(ruleError('helloTimeout', { ms: limits.helloTimeoutMs }), CLOSE_CODES.helloTimeout);
  }, limits.helloTimeoutMs);
  // The socket holds the room for as long as it is open: a watched room is never evicted.
  const lease = options.service.lease(matchId);
  // Listeners are attached at once, so messages sent right after the socket opens queue behind the load.
  let pending: Promise<void> = lease.room.then(
    (found) => {
      if (found.kind === 'live') room = found.room;
      else if (found.kind === 'quarantined') quarantined = found.reason;
      else if (found.kind === 'closing') refuseAndClose(ruleError('serverClosing'), 1012);
      else refuseAndClose(ruleError('unknownMatch', { matchId }), CLOSE_CODES.unknownMatch);
    },
    (error: unknown) => {
      // The match could not be loaded (the database, a bug): this socket is told and closed, the server goes on.
      options.report(error, `loading match ${matchId}`);
      refuseAndClose(ruleError(isConnectionError(error) ? 'databaseUnavailable' : 'internalError'), 1011);
    },
  );

  socket.on('message', (data: Buffer, isBinary: boolean) => {
    // Counted before anything else: a flood of garbage costs its sender the same as a flood of valid messages.
    if (!allow()) {
      sendMessage(errorMessage(ruleError('rateLimited')));
      return;
    }
    const parsed = parseClientMessage(isBinary ? data : data.toString());
    if (!parsed.ok) {
      sendMessage(errorMessage(parsed.error));
      return;
    }
    if (tracing && parsed.message.type === 'action') traceMark(matchId, parsed.message.seq + 1, 'recv');
    pending = pending
      .then(() => handle(parsed.message))
      .catch((error: unknown) => {
        options.report(error, `socket of match ${matchId}`);
        sendMessage(errorMessage(ruleError(isConnectionError(error) ? 'databaseUnavailable' : 'internalError')));
      });
  });
  socket.on('close', () => {
    if (helloTimer) clearTimeout(helloTimer);
    leaveRoom();
    options.sockets.closed(socket, address);
    lease.release();
  });

  /** Sends unless the socket is closing; a client that lets more than the cap wait unread is dropped instead. */
  function send(json: Buffer): void {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > limits.maxBufferedBytes) {
      // Buffering without bound would let one stalled reader hold the server's memory: it reconnects with lastSeq.
      leaveRoom();
      socket.close(CLOSE_CODES.slowConsumer, 'slowConsumer');
      return;
    }
    socket.send(json, { binary: false });
  }

  function sendMessage(message: ServerMessage): void {
    send(Buffer.from(JSON.stringify(message)));
  }

  function refuseAndClose(error: RuleError, code: number): void {
    if (socket.readyState !== socket.OPEN) return;
    socket.send(JSON.stringify(errorMessage(error)));
    socket.close(code, error.code);
  }

  function leaveRoom(): void {
    if (!client) return;
    room?.leave(client);
    if (client.seat === null) options.sockets.releaseSpectator(address);
    client = null;
  }

  async function handle(message: ClientMessage): Promise<void> {
    if (quarantined !== null) {
      // Every other match goes on; this one answers only that it cannot be played, and why.
      if (message.type === 'ping') sendMessage({ type: 'pong' });
      else sendMessage(errorMessage(ruleError('matchQuarantined', { reason: quarantined })));
      return;
    }
    if (!room) return;
    switch (message.type) {
      case 'ping':
        sendMessage({ type: 'pong' });
        return;
      case 'hello':
        return hello(room, message.token, message.lastSeq ?? 0);
      case 'history':
        if (!client) sendMessage(errorMessage(ruleError('helloFirst')));
        else sendMessage(await room.history(client.seat, message.beforeSeq));
        return;
      case 'action': {
        const seat = seatOrRefuse();
        if (seat === null) return;
        const result = await room.submit(seat, message.seq, message.action, 'seat');
        // An accepted action needs no answer of its own: the update every client of the match gets is the answer.
        if (!result.ok) sendMessage(errorMessage(result.error));
        return;
      }
      case 'resign': {
        const seat = seatOrRefuse();
        if (seat === null) return;
        const result = await room.resign(seat);
        if (!result.ok) sendMessage(errorMessage(result.error));
        return;
      }
      case 'chat':
      case 'chatHistory':
      case 'chatMute':
      case 'chatReport':
      case 'chatShow': {
        if (!client) {
          sendMessage(errorMessage(ruleError('helloFirst')));
          return;
        }
        const refused = await room.talk(client, message);
        if (refused) sendMessage(errorMessage(refused));
        return;
      }
      case 'seatVote': {
        const seat = seatOrRefuse();
        if (seat === null) return;
        const refused = await room.voteOnSeat(seat, message.seat, message.proposal, message.agree);
        if (refused) sendMessage(errorMessage(refused));
        return;
      }
      case 'vacation': {
        const seat = seatOrRefuse();
        if (seat === null) return;
        const refused = await room.pause(seat, message.hours);
        if (refused) sendMessage(errorMessage(refused));
        return;
      }
      case 'explain': {
        // Answered under the request's id whatever the refusal, so that the asker's question never waits forever.
        const seat = client?.seat ?? null;
        const answer =
          seat !== null
            ? room.explain(seat, message.action)
            : { seq: room.seq, error: ruleError(client ? 'notASeat' : 'helloFirst') };
        sendMessage({ type: 'explained', id: message.id, ...answer });
        return;
      }
      case 'autoPass': {
        const seat = seatOrRefuse();
        if (seat === null) return;
        const result = await room.setAutoPass(seat, message.enabled);
        if (!result.ok) sendMessage(errorMessage(result.error));
        return;
      }
    }
  }

  function seatOrRefuse(): number | null {
    if (!client) sendMessage(errorMessage(ruleError('helloFirst')));
    else if (client.seat === null) sendMessage(errorMessage(ruleError('notASeat')));
    else return client.seat;
    return null;
  }

  async function hello(match: MatchRoom, token: string | undefined, lastSeq: number): Promise<void> {
    let seat: number | null = null;
    if (token !== undefined) {
      seat = await options.service.seatOf(matchId, token);
      if (seat === null) {
        sendMessage(errorMessage(ruleError('badToken')));
        return;
      }
    }
    leaveRoom();
    if (socket.readyState !== socket.OPEN) return;
    if (seat === null && !options.sockets.admitSpectator(address)) {
      refuseAndClose(
        ruleError('tooManySpectatorsFromAddress', { max: limits.spectatorsPerAddress }),
        CLOSE_CODES.tooMany,
      );
      return;
    }
    const joining: RoomClient = { seat, sentSeq: 0, send };
    const refused = await match.join(joining, lastSeq, limits.spectatorsPerMatch);
    if (refused) {
      options.sockets.releaseSpectator(address);
      refuseAndClose(refused, CLOSE_CODES.tooMany);
      return;
    }
    client = joining;
    // Closed while it joined: the close handler found no client to take out of the room.
    if (socket.readyState !== socket.OPEN) {
      leaveRoom();
      return;
    }
    if (helloTimer) clearTimeout(helloTimer);
    helloTimer = null;
  }
}
