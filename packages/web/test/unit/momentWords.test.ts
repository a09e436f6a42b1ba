import { readFileSync } from 'node:fs';
import type { KeyMoment } from '@arrakis/engine';
import { parseGameRecord } from '@arrakis/engine/records';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../src/i18n/catalogues.ts';
import { UI_LANGUAGES, type UiLanguage } from '../../src/i18n/index.ts';
import { momentDescriber } from '../../src/replay/momentWords.ts';
import { Replay, setupOf } from '../../src/replay/replayer.ts';
import { localRules } from '../../src/transport/localRules.ts';

// Issue 22 "Post-game review": the three key moments say what was played and what the bot preferred in the game's
// own sentences (the log's), not the action's raw fields (« Joué : pay, faction null »).

let ts: Record<UiLanguage, TFunction>;

beforeAll(async () => {
  await i18next.init({
    resources: Object.fromEntries(UI_LANGUAGES.map((l) => [l, { translation: CATALOGUES[l] }])),
    lng: 'fr',
    interpolation: { escapeValue: false },
  });
  ts = Object.fromEntries(UI_LANGUAGES.map((l) => [l, i18next.getFixedT(l)])) as Record<UiLanguage, TFunction>;
});

function replayOf(file: string): Replay {
  const parsed = parseGameRecord(readFileSync(new URL(file, import.meta.url), 'utf8'));
  if (!parsed.ok) throw new Error(`unreadable record ${file}`);
  const replay = Replay.of(parsed.record);
  if (!(replay instanceof Replay)) throw new Error(`record ${file} does not replay: ${replay.kind}`);
  return replay;
}

/** A moment at action `at`: the action played there, and another legal action of the same seat as the preferred. */
function momentAt(replay: Replay, at: number, prefer: (action: unknown) => boolean): KeyMoment {
  const { seat, action } = replay.record.actions[at]!;
  const rules = localRules(setupOf(replay.record)!);
  const preferred = rules.game.legalActions(replay.stateAt(at), seat).find(prefer);
  expect(preferred).toBeDefined();
  return { turn: 1, at, seat, swing: 0.3, before: 0.5, after: 0.2, played: action, preferred };
}

/** Raw fields the old wording showed: a field name, a JSON brace, a null. */
const RAW = /\btype\b|[{}]|\bnull\b|\bfaction\b/;

describe('the key moments in words (issue 22)', () => {
  it('Dune: a bid and a pass at the auction are said as the log says them, in fr/en/nl', async () => {
    const replay = replayOf('../../../dune/test/records/six-factions-every-option.json');
    // Action 32: seat 4 bids 13 spice for a Treachery card; the bot would have passed.
    const moment = momentAt(replay, 32, (a) => (a as { type: string }).type === 'pass');
    const words: Record<string, { played: string; preferred: string }> = {};
    for (const lang of UI_LANGUAGES) {
      const describe = await momentDescriber(replay, ts[lang], lang);
      words[lang] = { played: describe(moment, 'played'), preferred: describe(moment, 'preferred') };
      expect(words[lang].played).not.toMatch(RAW);
      expect(words[lang].preferred).not.toMatch(RAW);
      expect(words[lang].played).toContain('13');
      expect(words[lang].played).not.toBe(words[lang].preferred);
    }
    expect(words['fr']!.played).toMatch(/mise|enchér/i);
    expect(words['en']!.played).toMatch(/bid/i);
    expect(words['nl']!.played).toMatch(/bied|bod/i);
  });

  it('Imperium: an Agent sent to a space is said with the card and the space by name, in fr/en/nl', async () => {
    const replay = replayOf('../../../imperium/test/records/four-players-choose.json');
    // Action 6: seat 2 sends an Agent with Diplomacy to Hardy Warriors; the bot preferred another space.
    const moment = momentAt(replay, 6, (a) => {
      const action = a as { type: string; space?: string };
      return action.type === 'sendAgent' && action.space !== 'hardyWarriors';
    });
    for (const lang of UI_LANGUAGES) {
      const describe = await momentDescriber(replay, ts[lang], lang);
      const played = describe(moment, 'played');
      const preferred = describe(moment, 'preferred');
      expect(played).not.toMatch(RAW);
      expect(preferred).not.toMatch(RAW);
      expect(played).not.toContain('hardyWarriors');
      expect(played).not.toBe(preferred);
    }
    const fr = await momentDescriber(replay, ts.fr, 'fr');
    expect(fr(moment, 'played')).toMatch(/Diplomatie/);
    expect(fr(moment, 'played')).toMatch(/Guerriers/i);
  });
});
