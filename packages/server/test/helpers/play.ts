import { randomInt, seedRng, type RngState } from '@arrakis/engine';
import { TEST_SEED } from './seed.ts';
import type { SocketClient, Update } from './socketClient.ts';

/** The latest update any of these clients got. */
export function latest(clients: readonly SocketClient[]): Update {
  const updates = clients.map((c) => c.lastUpdate).filter((u): u is Update => u !== undefined);
  const best = updates.reduce((a, b) => (b.seq > a.seq ? b : a));
  return best;
}

export interface PlayResult {
  /**
   * Actions the server acknowledged, in order: the sender's update for the next seq came back. Exact when the
   * match has no bots (nothing else moves while a client waits); with bots, only a hint.
   */
  readonly acknowledged: { seq: number; seat: number; action: unknown }[];
  readonly last: Update;
}

/**
 * Plays the seats of these clients like people would: whoever must decide sends a random answer to its decision
 * (never an interrupt) and waits for its update. Stops when `stop` holds for the latest update, when the game
 * is over, or after `maxActions` acknowledged actions. Bot seats move by themselves on the server meanwhile.
 */
export async function playSeats(
  clients: readonly SocketClient[],
  stop: (u: Update) => boolean,
  maxActions = 500,
  rng: RngState = seedRng(`${TEST_SEED}:playSeats`),
): Promise<PlayResult> {
  const acknowledged: PlayResult['acknowledged'] = [];
  // Bounds for a loaded machine (CI runs the browser tests beside these, and a lease may pass to another instance
  // meanwhile), not measures: a healthy game answers in milliseconds.
  const WAIT_MS = 60_000;
  for (;;) {
    const now = latest(clients);
    if (stop(now) || now.status !== 'active' || acknowledged.length >= maxActions) return { acknowledged, last: now };
    // Every client hears of each seq: let the slower ones catch up before asking who must decide.
    await Promise.all(clients.map((c) => c.next((m) => m.type === 'update' && m.seq >= now.seq, WAIT_MS, 0)));
    if (latest(clients).seq !== now.seq) continue;
    const mover = clients.find((c) => c.lastUpdate?.seq === now.seq && (c.lastUpdate.decisionCount ?? 0) > 0);
    if (!mover) {
      // Nobody here must decide: a bot is thinking.
      await Promise.race(
        clients.map((c) => c.next((m) => m.type === 'update' && m.seq > now.seq, WAIT_MS, 0).catch(() => null)),
      );
      continue;
    }
    const update = mover.lastUpdate!;
    const action = update.actions[randomInt(rng, update.decisionCount!)];
    const from = mover.messages.length;
    mover.send({ type: 'action', seq: update.seq, action });
    const reply = await mover.next(
      (m) => m.type === 'error' || (m.type === 'update' && m.seq > update.seq),
      WAIT_MS,
      from,
    );
    if (reply.type === 'update' && update.seat !== null)
      acknowledged.push({ seq: update.seq + 1, seat: update.seat, action });
  }
}
