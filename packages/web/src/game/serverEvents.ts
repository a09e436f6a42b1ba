import type { TFunction } from 'i18next';

/** The label keys of the bot levels (`ui.*`), as the lobby names them. */
const LEVEL_LABELS: Readonly<Record<string, string>> = {
  heuristic: 'ui.bot',
  easy: 'ui.botEasy',
  medium: 'ui.botMedium',
  hard: 'ui.botHard',
  random: 'ui.botRandom',
};

interface EventLike {
  readonly type: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/** Which deadline ran out: the bidding timer (rules 000 §8.H), a timed phase (000 XXIX), else the move deadline. */
const TIMEOUT_WORDS: Readonly<Record<string, string>> = {
  bid: 'serverEvents.bidTimeout',
  phase: 'serverEvents.phaseTimeout',
};

/**
 * The events the server adds to a game's log (its deadlines and stand-in bots), in the screens' words: they belong
 * to no game, so neither game's package words them. Null for a game's own event.
 */
export function serverEventText(t: TFunction, seatName: (seat: number) => string, event: EventLike): string | null {
  const seat = typeof event.params['seat'] === 'number' ? seatName(event.params['seat']) : '?';
  switch (event.type) {
    case 'timeout':
      return t(TIMEOUT_WORDS[String(event.params['timer'])] ?? 'serverEvents.moveTimeout', { seat });
    case 'seatStandIn': {
      const key = LEVEL_LABELS[String(event.params['level'])];
      const level = key ? t(key) : String(event.params['level']);
      return t('serverEvents.seatStandIn', { seat, level, count: Number(event.params['missed']) });
    }
    // deadlines (issue 18): a seat's vacation pause, told to the table by a server notice.
    case 'seatPaused':
      return t('deadlines.seatPaused', { seat, count: Number(event.params['hours']) });
    // seat votes (issue 18): told to the table by server notices.
    case 'seatVote':
      return t(`seatVotes.vote.${String(event.params['proposal'])}`, {
        seat,
        by: typeof event.params['by'] === 'number' ? seatName(event.params['by']) : '?',
        votes: Number(event.params['votes']),
        needed: Number(event.params['needed']),
      });
    case 'seatHandedOver':
      return t(`seatVotes.passed.${String(event.params['proposal'])}`, { seat });
    default:
      return null;
  }
}
