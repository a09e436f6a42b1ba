import WebSocket from 'ws';
import type { ClientMessage, ServerMessage } from '../../src/protocol.ts';

export type Update = Extract<ServerMessage, { type: 'update' }>;
export type ErrorMessage = Extract<ServerMessage, { type: 'error' }>;

/** A test client on `/ws`: it records every frame it receives, raw and parsed, and waits for the ones asked for. */
export class SocketClient {
  readonly raw: string[] = [];
  readonly messages: ServerMessage[] = [];
  private waiters: { test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  /** Settles when the socket closes, with the close code and reason (1006 when the server just dropped it). */
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly socket: WebSocket) {
    this.closed = new Promise((resolve) =>
      socket.once('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() })),
    );
    socket.on('message', (data: Buffer) => {
      const text = data.toString();
      this.raw.push(text);
      const message = JSON.parse(text) as ServerMessage;
      this.messages.push(message);
      this.waiters = this.waiters.filter((w) => {
        if (!w.test(message)) return true;
        w.resolve(message);
        return false;
      });
    });
  }

  static async open(baseUrl: string, matchId: string): Promise<SocketClient> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws?match=${encodeURIComponent(matchId)}`);
    const client = new SocketClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  /** Opens, says hello, and waits for the first update. */
  static async join(
    baseUrl: string,
    matchId: string,
    token?: string,
  ): Promise<{ client: SocketClient; update: Update }> {
    const client = await SocketClient.open(baseUrl, matchId);
    client.send(token === undefined ? { type: 'hello' } : { type: 'hello', token });
    const update = await client.nextUpdate();
    return { client, update };
  }

  send(message: ClientMessage | Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  sendRaw(data: string): void {
    this.socket.send(data);
  }

  /** The first message from now on (or already received after index `from`) that passes the test. */
  next(test: (m: ServerMessage) => boolean, timeoutMs = 10_000, from = this.messages.length): Promise<ServerMessage> {
    const seen = this.messages.slice(from).find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching message within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({
        test,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  async nextUpdate(test: (u: Update) => boolean = () => true, timeoutMs?: number, from?: number): Promise<Update> {
    return (await this.next((m) => m.type === 'update' && test(m), timeoutMs, from)) as Update;
  }

  /** An update that passes the test, received already or still to come. */
  anyUpdate(test: (u: Update) => boolean, timeoutMs?: number): Promise<Update> {
    return this.nextUpdate(test, timeoutMs, 0);
  }

  async nextError(timeoutMs?: number): Promise<ErrorMessage> {
    return (await this.next((m) => m.type === 'error', timeoutMs)) as ErrorMessage;
  }

  get lastUpdate(): Update | undefined {
    return this.messages.filter((m): m is Update => m.type === 'update').at(-1);
  }

  close(): Promise<void> {
    if (this.socket.readyState !== WebSocket.OPEN) {
      this.socket.terminate();
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}
