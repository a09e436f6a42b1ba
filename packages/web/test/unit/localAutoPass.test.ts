import { INTERRUPT_TYPES, type DuneAction, type DuneView } from '@arrakis/dune';
import { randomInt, seedRng } from '@arrakis/engine';
import { describe, expect, it } from 'vitest';
import { autoPassDelayFor, createLocalHost } from '../../src/transport/localHost.ts';
import type { FromLocal } from '../../src/transport/localProtocol.ts';
import type { Update } from '../../src/transport/types.ts';

const WINDOWS = ['stormWindow', 'thumperWindow', 'harvesterWindow', 'karamaWormWindow', 'traitorCall'];
const INTERRUPTS: ReadonlySet<string> = new Set(INTERRUPT_TYPES);
const decisionsOf = (u: Update) => u.actions.filter((a: DuneAction) => !INTERRUPTS.has(a.type));

describe('local games: the browser worker answers the windows a person cannot use', () => {
  it('a hot-seat table waits a random delay; one person against bots has nobody to hide it from', () => {
    const person = { kind: 'human' as const, name: 'A' };
    const bot = { kind: 'bot' as const, name: 'B' };
    expect(autoPassDelayFor([person, { ...person, name: 'C' }]).maxMs).toBeGreaterThan(0);
    expect(autoPassDelayFor([person, bot])).toEqual({ minMs: 0, maxMs: 0 });
  });

  it('hot-seat Dune: a window with only the refusal is never put to a seat, and the worker passes it', async () => {
    const updates: Update[] = [];
    let wake: (() => void) | null = null;
    const host = createLocalHost((message: FromLocal) => {
      if (message.type === 'update') updates.push(message.update as Update);
      wake?.();
    });
    const nextMessage = () => new Promise<void>((resolve) => (wake = resolve));
    host.send({
      type: 'start',
      id: 'local-auto-pass',
      setup: {
        seats: [
          { kind: 'human', name: 'A' },
          { kind: 'human', name: 'B' },
        ],
        options: { factions: ['atreides', 'harkonnen'] },
        seed: 'local-auto-pass',
      },
      botDelayMs: 0,
      autoPassDelay: { minMs: 1, maxMs: 5 },
    });
    const rng = seedRng('local-auto-pass:people');
    let passedFor = 0;
    let played = 0;
    while (played < 400 && passedFor < 3) {
      const update = updates.at(-1)!;
      if (update.status !== 'active') break;
      const view = update.view as DuneView;
      const decisions = decisionsOf(update);
      const inWindow = view.frame !== null && WINDOWS.includes(view.frame.kind);
      if (inWindow && update.seat !== null && view.frame!.seats.includes(update.seat)) {
        // Put to the seat only with a real choice; otherwise nothing to click, and the worker answers.
        expect(decisions.length === 0 || decisions.length > 1).toBe(true);
      }
      if (decisions.length === 0) {
        if (inWindow) passedFor++;
        const seq = update.seq;
        while (updates.at(-1)!.seq === seq) await nextMessage();
        continue;
      }
      host.send({ type: 'action', action: decisions[randomInt(rng, decisions.length)] });
      played++;
    }
    host.close();
    expect(passedFor).toBeGreaterThan(0);
  });
});
