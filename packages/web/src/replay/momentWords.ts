import type { DuneAction, DuneView } from '@arrakis/dune';
import type { KeyMoment } from '@arrakis/engine';
import type { TFunction } from 'i18next';
import { describeAction, describeEvent, makeNamer } from '../game/text.ts';
import type { UiLanguage } from '../i18n/index.ts';
import type { LogEntry } from '../transport/types.ts';
import type { Replay } from './replayer.ts';
import { actionWords } from './WinChart.tsx';

/** The action a key moment names: the one played, or the one the bot preferred at the same decision. */
export type MomentSide = 'played' | 'preferred';

export type MomentDescriber = (moment: KeyMoment, side: MomentSide) => string;

/** A decision that sets off a battle or a reveal can make a dozen events: the first ones tell what was decided. */
const SHOWN_EVENTS = 3;

/**
 * The review's key moments in the game's own sentences (issue 22): each action is played again from the point
 * before it, and the events it made are worded by the renderers the log uses, in the reader's language, as the
 * viewer sees them after the end (nothing is secret by then). An action that made no event is named as its prompt
 * names it (Dune) or by its fields (the last resort).
 */
export async function momentDescriber(replay: Replay, t: TFunction, lang: UiLanguage): Promise<MomentDescriber> {
  const lineOf = await lineWriter(replay, t, lang);
  // The chart is drawn again at every step of the viewer: each moment is worded once.
  const said = new Map<string, string>();
  return (moment, side) => {
    const key = `${moment.at}:${side}:${JSON.stringify(moment[side])}`;
    const known = said.get(key);
    if (known !== undefined) return known;
    const words = wordsOf(moment, side);
    said.set(key, words);
    return words;
  };

  function wordsOf(moment: KeyMoment, side: MomentSide): string {
    const action = moment[side];
    const seat = replay.record.actions[moment.at]?.seat ?? moment.seat;
    const entries = replay.eventsOf(moment.at, seat, action);
    const lines = (entries ?? []).map((entry) => lineOf(moment.at, entry)).filter((line) => line !== '');
    if (lines.length === 0) return lineOf.action(moment.at, action);
    // The log's lines are sentences, each with its full stop.
    const shown = lines.slice(0, SHOWN_EVENTS).join(' ');
    return lines.length > SHOWN_EVENTS ? t('review2.more', { text: shown, count: lines.length - SHOWN_EVENTS }) : shown;
  }
}

interface LineWriter {
  (at: number, entry: LogEntry): string;
  action(at: number, action: unknown): string;
}

/** The log's renderer of the record's game, with the names of the seats as the spectator's view has them. */
async function lineWriter(replay: Replay, t: TFunction, lang: UiLanguage): Promise<LineWriter> {
  const updateAt = (at: number) => replay.updateAt(at, null, true);
  if (replay.game === 'dune') {
    const namerAt = (at: number) => {
      const update = updateAt(at);
      return makeNamer(t, lang, (update.view as DuneView).seats, update.players);
    };
    const line = (at: number, entry: LogEntry) => describeEvent(namerAt(at), entry);
    line.action = (at: number, action: unknown) => describeAction(namerAt(at), action as DuneAction);
    return line;
  }
  // Imperium's names come with its content: loaded with the Imperium table's code, only when a review needs them.
  const { makeNames } = await import('../imperium/content.ts');
  const namesAt = (at: number) => {
    const update = updateAt(at);
    // The replayer's views are the engine's own for the record's game: an Imperium record gives Imperium views.
    return makeNames(t, lang, update.view as Parameters<typeof makeNames>[2], update.players);
  };
  const line = (at: number, entry: LogEntry) => namesAt(at).logLine(entry);
  line.action = (_at: number, action: unknown) => actionWords(action);
  return line;
}
