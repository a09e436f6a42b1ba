import { performance } from 'node:perf_hooks';
import { randomInt, type RngState } from '@arrakis/engine';
import WebSocket from 'ws';
import type { CreateMatchRequest, CreateMatchResponse, ServerMessage } from '../src/protocol.ts';

/** What the spectator bench's threads share: tables of bench-driven seats, and figures. */

type Update = Extract<ServerMessage, { type: 'update' }>;

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

export async function createMatch(url: string, request: CreateMatchRequest): Promise<CreateMatchResponse> {
  const response = await fetch(`${url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (response.status !== 201) throw new Error(`create match: ${response.status} ${await response.text()}`);
  return (await response.json()) as CreateMatchResponse;
}

/** A match whose seats are all played by this bench, one action at a time, with random answers to decisions. */
export class Table {
  private readonly latest: (Update | null)[];
  private waiter: { seat: number; seq: number; resolve: (ok: boolean) => void } | null = null;

  private constructor(
    readonly matchId: string,
    private readonly sockets: WebSocket[],
  ) {
    this.latest = sockets.map(() => null);
  }

  static async open(url: string, seats: number): Promise<Table> {
    const created = await createMatch(url, {
      game: 'dune',
      seats: Array.from({ length: seats }, () => ({ kind: 'human' as const })),
    });
    const sockets = await Promise.all(
      created.invites.map(
        () =>
          new Promise<WebSocket>((resolve, reject) => {
            const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/ws?match=${created.matchId}`);
            socket.once('open', () => resolve(socket));
            socket.once('error', reject);
          }),
      ),
    );
    const table = new Table(created.matchId, sockets);
    await Promise.all(
      sockets.map(
        (socket, seat) =>
          new Promise<void>((resolve) => {
            socket.on('message', (data: Buffer) => {
              const message = JSON.parse(data.toString()) as ServerMessage;
              if (message.type === 'update') {
                table.latest[seat] = message;
                resolve();
              }
              const waiter = table.waiter;
              if (!waiter || waiter.seat !== seat) return;
              if (message.type === 'error' || (message.type === 'update' && message.seq > waiter.seq)) {
                table.waiter = null;
                waiter.resolve(message.type === 'update');
              }
            });
            socket.send(JSON.stringify({ type: 'hello', token: created.invites[seat]!.token }));
          }),
      ),
    );
    return table;
  }

  get over(): boolean {
    return this.latest.some((u) => u !== null && u.status !== 'active');
  }

  /** Plays one random answer of a seat that must decide; resolves with its latency in ms, or null if refused. */
  act(rng: RngState): Promise<{ seq: number; ms: number } | null> {
    const seq = Math.max(...this.latest.map((u) => u?.seq ?? -1));
    const movers = this.latest.flatMap((u, i) => (u?.seq === seq && (u.decisionCount ?? 0) > 0 ? [i] : []));
    if (movers.length === 0 || this.over) return Promise.resolve(null);
    const seat = movers[randomInt(rng, movers.length)]!;
    const update = this.latest[seat]!;
    const action = update.actions[randomInt(rng, update.decisionCount!)];
    const sentAt = performance.now();
    return new Promise((resolve) => {
      this.waiter = {
        seat,
        seq,
        resolve: (ok) => resolve(ok ? { seq: seq + 1, ms: performance.now() - sentAt } : null),
      };
      this.sockets[seat]!.send(JSON.stringify({ type: 'action', seq, action }));
    });
  }

  close(): void {
    for (const socket of this.sockets) socket.terminate();
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
