import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

/**
 * The spectators of `npm run bench:spectators`, in a worker thread of their own so their reading does not take the
 * server's event loop: `count` sockets on one match, each saying hello as a spectator. They do not parse their
 * updates (a person's browser would, on its own machine): they read the seq and count frames and bytes.
 */
export interface CrowdInput {
  readonly url: string;
  readonly matchId: string;
  readonly count: number;
}

export type CrowdReport =
  | { readonly type: 'ready'; readonly open: number; readonly refused: number }
  /** Every open spectator has received the update of this seq. */
  | { readonly type: 'reached'; readonly seq: number }
  | { readonly type: 'stats'; readonly frames: number; readonly bytes: number; readonly closed: number };

const BATCH = 50;
const SEQ = /"seq":(\d+)/;

const input = workerData as CrowdInput;
const port = parentPort!;
const sockets: WebSocket[] = [];
/** How many spectators have received each seq still awaited. */
const received = new Map<number, number>();
let open = 0;
let refused = 0;
let frames = 0;
let bytes = 0;
let closed = 0;

function spectator(): Promise<void> {
  const socket = new WebSocket(`${input.url.replace(/^http/, 'ws')}/ws?match=${input.matchId}`);
  return new Promise((resolve) => {
    let greeted = false;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'hello' })));
    socket.on('message', (data: Buffer) => {
      frames++;
      bytes += data.length;
      if (!greeted) {
        greeted = true;
        if (data.subarray(0, 20).toString().includes('"update"')) {
          open++;
          sockets.push(socket);
        } else refused++;
        resolve();
        return;
      }
      const seq = Number(SEQ.exec(data.subarray(0, 200).toString())?.[1] ?? -1);
      const count = (received.get(seq) ?? 0) + 1;
      if (count >= open) {
        received.delete(seq);
        port.postMessage({ type: 'reached', seq } satisfies CrowdReport);
      } else received.set(seq, count);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed++;
      if (!greeted) {
        refused++;
        resolve();
      }
    });
  });
}

// In batches: thousands of connections at once would overflow the listen backlog of loopback.
for (let started = 0; started < input.count; started += BATCH) {
  await Promise.all(Array.from({ length: Math.min(BATCH, input.count - started) }, () => spectator()));
}
port.postMessage({ type: 'ready', open, refused } satisfies CrowdReport);

port.on('message', () => {
  for (const socket of sockets) socket.terminate();
  port.postMessage({ type: 'stats', frames, bytes, closed } satisfies CrowdReport);
  port.close();
});
