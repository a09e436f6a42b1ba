import { describe, expect, it } from 'vitest';
import { randomInt, seedRng, type RngState, type Seat } from '@arrakis/engine';
import { resampleHidden as resampleDune, type DuneState } from '@arrakis/dune';
import type { EngineState } from '@arrakis/imperium';
import { resampleHidden as resampleImperium } from '@arrakis/imperium/testing';
import { GAMES } from '../src/games.ts';
import type { GameName } from '../src/protocol.ts';
import {
  SharedUpdate,
  updateMessage,
  type SeatPart,
  type UpdateHead,
  type UpdateMessage,
  type UpdateTail,
} from '../src/updateJson.ts';
import { readSeatUpdate } from '../bench/seatUpdate.ts';

/** The room's update of one moment, built the way the room builds it: one `SharedUpdate` for every seat. */
interface Moment {
  readonly game: GameName;
  readonly state: unknown;
  readonly seats: number;
  readonly seq: number;
}

const TAIL: UpdateTail = {
  status: 'active',
  deadline: null,
  resigned: [2],
  players: [
    { seat: 0, name: 'Paul', kind: 'human', resigned: false },
    { seat: 1, name: 'Feyd', kind: 'bot', resigned: false, standIn: 'heuristic' },
    { seat: 2, name: 'Jessica', kind: 'human', resigned: true },
  ],
  rematch: null,
};

function head(moment: Moment): UpdateHead {
  return { type: 'update', matchId: 'm1', game: moment.game, seq: moment.seq };
}

/** What the room sends `seat` (null: a spectator) of this state: its view, its choices, the last events it may see. */
function seatPart(moment: Moment, seat: Seat | null, events: readonly LoggedEvent[]): SeatPart {
  const { game } = GAMES[moment.game];
  const decision = seat === null ? [] : game.decisionActions(moment.state, seat);
  const actions = seat === null ? [] : [...decision, ...game.interruptActions(moment.state, seat)];
  return {
    seat,
    view: game.rules.view(moment.state, seat),
    actions,
    decisionCount: decision.length,
    log: events
      .filter((e) => e.visibility === 'public' || (seat !== null && e.visibility.includes(seat)))
      .map((e) => ({ seq: e.seq, type: e.type, params: e.params })),
    logFrom: Math.max(1, moment.seq - 2),
    ...(seat !== null ? { autoPass: seat % 2 === 0 } : {}),
  };
}

interface LoggedEvent {
  readonly seq: number;
  readonly type: string;
  readonly visibility: 'public' | readonly number[];
  readonly params: Readonly<Record<string, unknown>>;
}

/** States of a game played with random legal actions, one every few actions, and the events of the last three. */
function* randomMoments(
  name: GameName,
  seats: number,
  options: Readonly<Record<string, unknown>>,
  seed: string,
): Generator<{ moment: Moment; events: LoggedEvent[] }> {
  const { game } = GAMES[name];
  const rng = seedRng(seed);
  let state = game.setup(
    options,
    Array.from({ length: seats }, (_, i) => ({ name: `p${i}`, kind: 'human' as const })),
    seed,
  );
  const events: LoggedEvent[] = [];
  for (let seq = 1; seq <= 600; seq++) {
    const decisions = game.decisions(state);
    if (decisions.length === 0 || game.outcome(state)) return;
    const decision = decisions[randomInt(rng, decisions.length)]!;
    const choices = game.decisionActions(state, decision.seat);
    const result = game.apply(state, decision.seat, choices[randomInt(rng, choices.length)]);
    if (!result.ok) throw new Error(`a legal action was refused: ${result.error.code}`);
    state = result.state;
    for (const e of result.events)
      events.push({ seq, type: e.type, visibility: e.visibility as LoggedEvent['visibility'], params: e.params });
    while (events.length > 0 && events[0]!.seq < seq - 2) events.shift();
    if (seq % 7 === 0) yield { moment: { game: name, state, seats, seq }, events: [...events] };
  }
}

const CASES: readonly { game: GameName; seats: number; options: Record<string, unknown> }[] = [
  { game: 'dune', seats: 6, options: {} },
  {
    game: 'dune',
    seats: 6,
    options: { extraPowers: true, climate: true, spiceHarvest: true, duel: true, advancedBattles: true },
  },
  { game: 'dune', seats: 7, options: { extraPowers: true, tleilaxu: true, victoryPoints: true, governor: true } },
  { game: 'imperium', seats: 4, options: {} },
  { game: 'imperium', seats: 2, options: {} },
  { game: 'uprising', seats: 4, options: {} },
  { game: 'uprising', seats: 6, options: {} },
];

describe('an update spliced from the text its seats share', () => {
  it.each(CASES)(
    '$game, $seats seats ($options): each seat gets exactly the JSON of its own full update',
    ({ game, seats, options }) => {
      let checked = 0;
      for (const { moment, events } of randomMoments(game, seats, options, `splice-${game}-${seats}`)) {
        const shared = new SharedUpdate(head(moment), TAIL);
        // Spectator first, then the seats in a shuffled order: what is shared must not depend on who came first.
        const order: (number | null)[] = [null, ...Array.from({ length: seats }, (_, i) => i)];
        const rng = seedRng(`order-${moment.seq}`);
        for (let i = order.length - 1; i > 1; i--) {
          const j = 1 + randomInt(rng, i);
          [order[i], order[j]] = [order[j]!, order[i]!];
        }
        for (const seat of order) {
          const part = seatPart(moment, seat, events);
          const text = shared.text(part);
          expect(text).toBe(JSON.stringify(updateMessage(head(moment), TAIL, part)));
          expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(updateMessage(head(moment), TAIL, part))));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(20);
    },
  );

  function resample(game: GameName, state: unknown, seat: Seat, rng: RngState): unknown {
    return game === 'dune'
      ? resampleDune(state as DuneState, seat, rng)
      : resampleImperium(state as EngineState, seat, rng);
  }

  // ARCHITECTURE §2 "Secrets": what a seat cannot know, redrawn, leaves what it is sent unchanged, through the
  // shared text as well (each other seat's own part is serialised first, into the same shared texts).
  it.each(CASES)(
    '$game, $seats seats ($options): resampling what a seat cannot know leaves its text unchanged',
    ({ game, seats, options }) => {
      const rng = seedRng(`resample-${game}-${seats}`);
      let checked = 0;
      for (const { moment } of randomMoments(game, seats, options, `secret-${game}-${seats}`)) {
        const seat = randomInt(rng, seats);
        const textOf = (m: Moment): string => {
          const shared = new SharedUpdate(head(m), TAIL);
          for (let other = 0; other < seats; other++) if (other !== seat) shared.text(seatPart(m, other, []));
          const part = seatPart(m, seat, []);
          return shared.text({ ...part, actions: [], decisionCount: 0 });
        };
        const resampled = { ...moment, state: resample(game, moment.state, seat, rng) };
        expect(textOf(resampled)).toBe(textOf(moment));
        checked++;
      }
      expect(checked).toBeGreaterThan(3);
    },
  );
});

describe('SharedUpdate', () => {
  it('writes what JSON.stringify writes: undefined left out, holes as null, toJSON followed, shared objects once', () => {
    const board = { a: [1, 2, { b: 'x' }], c: undefined, d: new Date(0) };
    const head: UpdateHead = { type: 'update', matchId: 'm', seq: 3 };
    const shared = new SharedUpdate(head, { ...TAIL, rematch: undefined });
    for (const seat of [0, 1]) {
      const part: SeatPart = {
        seat,
        view: { board, you: seat, list: [undefined, board, () => 1], hand: seat === 0 ? ['lasgun'] : null },
        actions: [],
        log: [],
      };
      expect(shared.text(part)).toBe(JSON.stringify(updateMessage(head, { ...TAIL, rematch: undefined }, part)));
    }
  });
});

// The bench client's light read of an update (issue 23): what it reads from the bytes is what a full parse gives.
describe("bench:server's light read of a seat's update", () => {
  it.each(CASES)('$game, $seats seats: seq, decision count and status as the full parse has them', (c) => {
    let light = 0;
    for (const { moment, events } of randomMoments(c.game, c.seats, c.options, `light-${c.game}-${c.seats}`)) {
      for (const status of ['active', 'finished'] as const) {
        const tail = { ...TAIL, status };
        const shared = new SharedUpdate(head(moment), tail);
        for (const seat of [null, ...Array.from({ length: c.seats }, (_, i) => i)]) {
          const text = shared.text(seatPart(moment, seat, events));
          const full = JSON.parse(text) as UpdateMessage;
          const read = readSeatUpdate(Buffer.from(text));
          if ((full.decisionCount ?? 0) > 0) {
            expect(read).toBeNull();
            continue;
          }
          expect(read).toEqual({ type: 'update', seq: full.seq, actions: [], decisionCount: 0, status: full.status });
          light++;
        }
      }
    }
    expect(light).toBeGreaterThan(20);
  });

  it('leaves every other message to the full parse', () => {
    for (const message of [{ type: 'error', code: 'staleSeq', message: 'x' }, { type: 'chat' }, {}])
      expect(readSeatUpdate(Buffer.from(JSON.stringify(message)))).toBeNull();
  });
});
