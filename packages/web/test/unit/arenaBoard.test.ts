import { ARENA_EDGES, dune, type DuneAction, type DuneState } from '@arrakis/dune';
import { randomInt, seedRng, type RngState } from '@arrakis/engine';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ArenaBoard } from '../../src/game/arena/ArenaBoard.tsx';
import { edgePath } from '../../src/game/arena/geometry.ts';
import { duelCardName } from '../../src/game/arena/words.ts';
import { describeEvent, makeNamer } from '../../src/game/text.ts';
import { CATALOGUES } from '../../src/i18n/catalogues.ts';
import { UI_LANGUAGES } from '../../src/i18n/index.ts';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    resources: Object.fromEntries(UI_LANGUAGES.map((l) => [l, { translation: CATALOGUES[l] }])),
    lng: 'fr',
    interpolation: { escapeValue: false },
  });
});

function pick<T>(rng: RngState, items: readonly T[]): T {
  return items[randomInt(rng, items.length)]!;
}

/** A random Kanly game played until a duellist has a turn in the arena (rules 000 §19.C.3). */
function atDuelTurn(seed: string): { state: DuneState; seat: number } {
  let state = dune.setup(
    { duel: true, factions: ['atreides', 'harkonnen', 'emperor'] },
    [0, 1, 2].map((i) => ({ name: `bot${i}`, kind: 'bot' as const })),
    seed,
  );
  const rng = seedRng(`${seed}:play`);
  for (let steps = 0; steps < 40_000; steps++) {
    const top = state.stack[state.stack.length - 1];
    if (top?.kind === 'duelTurn') return { state, seat: top.seat };
    const decisions = dune.decisions(state);
    if (decisions.length === 0) break;
    const seat = pick(rng, decisions).seat;
    const threats = dune.interruptActions(state, seat).filter((a) => a.type === 'threatenKanly');
    const action: DuneAction =
      threats.length > 0 && randomInt(rng, 4) === 0 ? pick(rng, threats) : pick(rng, dune.decisionActions(state, seat));
    const r = dune.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error.code);
    state = r.state;
  }
  throw new Error('no duel turn reached');
}

describe('the arena (rules 000 §19.C)', () => {
  it('draws every edge of data/arena.ts', () => {
    for (const edge of Object.keys(ARENA_EDGES)) expect(edgePath(edge), edge).toMatch(/^M /);
  });

  it('shows the duellists, the own hand face up and makes the legal steps clickable (§19.C.3)', () => {
    const { state, seat } = atDuelTurn('arena-board-1');
    const view = dune.view(state, seat);
    const actions = dune.decisionActions(state, seat);
    const namer = makeNamer(i18next.getFixedT('fr'), 'fr', view.seats);
    const html = renderToStaticMarkup(
      createElement(ArenaBoard, {
        view,
        namer,
        log: [],
        me: seat,
        actions,
        send: () => {},
        describe: (e) => describeEvent(namer, e),
      }),
    );
    const arena = view.duel!.arena!;
    for (const f of arena.fighters.filter((f) => f.cell && f.alive)) expect(html).toContain(`data-seat="${f.seat}"`);
    const legalCells = [...html.matchAll(/class="arena-cell legal" data-cell="([a-z0-9]+)"/g)].map((m) => m[1]);
    const steps = actions.flatMap((a) => (a.type === 'duelMove' ? [a.to] : []));
    expect(legalCells.sort()).toEqual(steps.sort());
    expect(view.duel!.hand!.length).toBeGreaterThan(0);
    for (const card of view.duel!.hand!) expect(html).toContain(duelCardName(namer, card));
    // rules 000 §19.A.2.a: the other duellist's hand is a count only.
    const other = arena.fighters.find((f) => f.seat !== seat)!;
    expect(html).toContain(namer.t('duel.arena.hand', { count: view.duel!.handCounts[String(other.seat)] ?? 0 }));
    expect(html).not.toMatch(/duel\.arena\./);
  });
});
