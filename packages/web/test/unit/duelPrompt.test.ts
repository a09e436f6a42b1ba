import { dune, LEADERS, type DuneAction, type DuneState, type LeaderId } from '@arrakis/dune';
import { randomInt, seedRng, type RngState } from '@arrakis/engine';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { DuelPrompt } from '../../src/game/prompts/DuelPrompt.tsx';
import { makeNamer } from '../../src/game/text.ts';
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

/** A random game with the duel, Kanly threats made often, played until `kind` waits for a seat (rules 000 §19). */
function atFrame(kind: string, seed: string): { state: DuneState; seat: number } {
  // A game may end without that decision: the next seed of the series is tried.
  for (let k = 0; k < 8; k++) {
    const found = playTo(kind, k === 0 ? seed : `${seed}.${k}`);
    if (found) return found;
  }
  throw new Error(`no ${kind} reached on ${seed}`);
}

function playTo(kind: string, seed: string): { state: DuneState; seat: number } | null {
  let state = dune.setup(
    { duel: true, factions: ['atreides', 'harkonnen', 'emperor', 'fremen'] },
    [0, 1, 2, 3].map((i) => ({ name: `bot${i}`, kind: 'bot' as const })),
    seed,
  );
  const rng = seedRng(`${seed}:play`);
  for (let steps = 0; steps < 60_000; steps++) {
    const decisions = dune.decisions(state);
    const waiting = decisions.find((d) => d.kind === kind);
    if (waiting) return { state, seat: waiting.seat };
    if (decisions.length === 0) break;
    const seat = pick(rng, decisions).seat;
    const threats = dune.interruptActions(state, seat).filter((a) => a.type === 'threatenKanly');
    const action: DuneAction =
      threats.length > 0 && randomInt(rng, 3) === 0 ? pick(rng, threats) : pick(rng, dune.decisionActions(state, seat));
    const r = dune.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error.code);
    state = r.state;
  }
  return null;
}

async function render(kind: string, seed: string, lang: 'fr' | 'en' | 'nl' = 'fr') {
  await i18next.changeLanguage(lang);
  const { state, seat } = atFrame(kind, seed);
  const view = dune.view(state, seat);
  const actions = dune.decisionActions(state, seat);
  const namer = makeNamer(i18next.getFixedT(lang), lang, view.seats);
  const html = renderToStaticMarkup(
    createElement(DuelPrompt, { view, actions, namer, send: () => {}, setMapPick: () => {} }),
  );
  expect(html).not.toMatch(/duel\.controls\./);
  return { html, actions, namer, view };
}

/** The leader cards of the markup: id and the value printed on it. */
function cards(html: string): [string, number][] {
  return [...html.matchAll(/data-leader="([a-zA-Z]+)"[^>]*>.*?<span class="value"[^>]*>(\d+)<\/span>/g)].map((m) => [
    m[1]!,
    Number(m[2]),
  ]);
}

describe('the duel controls (rules 000 §19)', () => {
  it('§19.C the champion: one card per living leader, with its strength; the Main Character marked', async () => {
    const { html, actions, namer } = await render('duelChampion', 'duel-prompt-1');
    const leaders = actions.flatMap((a) => (a.type === 'chooseChampion' && a.leader ? [a.leader] : []));
    expect(
      cards(html)
        .map(([id]) => id)
        .sort(),
    ).toEqual([...leaders].sort());
    for (const [id, value] of cards(html)) expect(value).toBe(LEADERS[id as LeaderId].value);
    expect(html).toContain(namer.t('duel.controls.mainCharacter'));
    expect(html).toContain('Personnage Principal');
  });

  it('§19.C.1 the support: a number input bounded by the legal amounts (1 to 10, no more than the spice)', async () => {
    const { html, actions } = await render('duelSupport', 'duel-prompt-5');
    const amounts = actions.flatMap((a) => (a.type === 'duelSupport' ? [a.amount] : []));
    const max = Math.max(...amounts);
    if (max === 0) expect(html).toContain('entre sans soutien');
    else {
      expect(html).toMatch(new RegExp(`type="number" min="${Math.min(...amounts)}" max="${max}"`));
      expect(max).toBeLessThanOrEqual(10);
    }
  });

  it('§19.C.2 the second: the two duellists as sides, the leaders but the Main Character as cards, or abstain', async () => {
    const { html, actions, view } = await render('duelSeconds', 'duel-prompt-3', 'en');
    const sides = view.duel!.arena!.fighters.map((f) => f.seat);
    const leaders = actions.flatMap((a) => (a.type === 'chooseSecond' && a.leader ? [a.leader] : []));
    if (leaders.length > 0) {
      for (const s of sides) expect(html).toContain(`data-side="${s}"`);
      expect(
        cards(html)
          .map(([id]) => id)
          .sort(),
      ).toEqual([...new Set(leaders)].sort());
      expect(html).not.toContain('Main Character</span>');
    } else expect(html).toContain('cannot send a second');
  });

  it('§19.C.11 the negotiator: the leader cards and the free starting cells', async () => {
    const { html, actions } = await render('warNegotiator', 'duel-prompt-4', 'nl');
    const cells = [...new Set(actions.flatMap((a) => (a.type === 'placeNegotiator' ? [a.cell] : [])))];
    for (const c of cells) expect(html).toContain(`data-cell="${c}"`);
    expect(cards(html).length).toBeGreaterThan(0);
    expect(html).toContain('Hoofdpersonage');
  });
});
