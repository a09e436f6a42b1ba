import { dune } from '@arrakis/dune';
import i18next from 'i18next';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { panelRule, RuleLink } from '../../src/explain/rules.tsx';
import { ErrorBanner } from '../../src/game/ScreenParts.tsx';
import { CATALOGUES } from '../../src/i18n/catalogues.ts';
import { UI_LANGUAGES } from '../../src/i18n/index.ts';
import { connectLocal } from '../../src/transport/local.ts';
import { createLocalHost } from '../../src/transport/localHost.ts';
import type { ConnectionError, ConnectionEvent, Update } from '../../src/transport/types.ts';

beforeAll(async () => {
  await i18next.init({
    resources: Object.fromEntries(UI_LANGUAGES.map((l) => [l, { translation: CATALOGUES[l] }])),
    lng: 'fr',
    interpolation: { escapeValue: false },
  });
});

const seats = (kinds: readonly ('human' | 'bot')[]) => kinds.map((kind, i) => ({ kind, name: `P${i + 1}` }));

describe('the explain request through the local engine (issue 21)', () => {
  it("answers with the engine's own explanation for the seat on screen, and plays nothing", async () => {
    const events: ConnectionEvent[] = [];
    const setup = { seats: seats(['human', 'bot']), options: {}, seed: 'explain-1' };
    const connection = connectLocal({ setup, host: createLocalHost });
    connection.subscribe((e) => events.push(e));
    const updates = () => events.flatMap((e) => (e.type === 'update' ? [e.update] : []));
    const last: Update = updates().at(-1)!;
    const legal = last.actions[0]!;
    expect(await connection.explain!(legal)).toEqual({ seq: last.seq, error: null });
    // The same refusals as the engine's, for the same state (the seed and the actions played so far).
    const state = dune.setup({}, setup.seats, setup.seed);
    expect(last.seq).toBe(0);
    for (const action of [{ type: 'move', from: 'arrakeen:9', to: 'carthag:10' }, { type: 'nonsense' }, 'ship']) {
      const answer = await connection.explain!(action);
      expect(answer.seq).toBe(last.seq);
      expect(answer.error).not.toBeNull();
      expect(answer.error).toEqual(dune.explain(state, 0, action));
    }
    expect(updates().length).toBe(1);
    expect(events.some((e) => e.type === 'error')).toBe(false);
    connection.send(legal);
    expect(updates().at(-1)!.seq).toBeGreaterThan(last.seq);
    connection.close();
  });

  it('answers offline once the game is closed', async () => {
    const connection = connectLocal({
      setup: { seats: seats(['human', 'bot']), options: {}, seed: 'explain-2' },
      host: createLocalHost,
    });
    connection.close();
    const answer = await connection.explain!({ type: 'pass' });
    expect(answer.error?.code).toBe('offline');
  });
});

describe('a refusal names its rule as a link to the Rules panel (issue 21)', () => {
  const refusal: ConnectionError = {
    code: 'notYourDecision',
    messageKey: 'errors.notYourDecision',
    params: { seat: 1, waitingFor: 'bid' },
    rule: { book: '000', section: '9.C.1.c' },
  };
  const render = (lang: string, element: ReactElement) => {
    void i18next.changeLanguage(lang);
    return renderToStaticMarkup(createElement(I18nextProvider, { i18n: i18next }, element));
  };

  it('reads « Règle 9.C.1.c », "Rule 9.C.1.c", "Regel 9.C.1.c" beside the sentence', () => {
    const game = { error: refusal, connection: 'open' as const, clearError: () => undefined };
    for (const [lang, words] of [
      ['fr', 'Règle 9.C.1.c'],
      ['en', 'Rule 9.C.1.c'],
      ['nl', 'Regel 9.C.1.c'],
    ] as const) {
      const html = render(lang, createElement(ErrorBanner, { game }));
      expect(html).toContain(`data-rule="000 9.C.1.c"`);
      expect(html).toContain(`>${words}</button>`);
      expect(html).toContain('role="alert"');
    }
    // Without a rule, the sentence alone.
    expect(
      render('fr', createElement(ErrorBanner, { game: { ...game, error: { ...refusal, rule: undefined } } })),
    ).not.toContain('rule-link');
  });

  it('names an annex and an Imperium heading as the books do, and nothing for a section the panel lacks', () => {
    expect(render('en', createElement(RuleLink, { rule: { book: '000', section: 'annexe 3.fremen' } }))).toContain(
      '>Rule appendix 3<',
    );
    expect(render('fr', createElement(RuleLink, { rule: { book: '002', section: "Tour d'Agent" } }))).toContain(
      '>Règle Tour d&#x27;Agent<',
    );
    expect(panelRule({ book: '000', section: '99.Z' })).toBeNull();
    expect(render('fr', createElement(RuleLink, { rule: { book: '000', section: '99.Z' } }))).toBe('');
  });
});
