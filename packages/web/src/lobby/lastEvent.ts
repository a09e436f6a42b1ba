import { eventText, tableNames } from '@arrakis/dune';
import { imperiumEventText, imperiumTableNames } from '@arrakis/imperium';
import type { UiLanguage } from '../i18n/index.ts';
import type { GameName } from '../transport/types.ts';
import type { LastEvent, ListedGame } from './MyGames.tsx';

/*
 * The games' own words for "My games": loaded after the lobby (`import()`), so the first page carries neither
 * game's engine nor data.
 */

/** The last event as its game says it, naming the players as the list does. */
export function lastEventText(
  lang: UiLanguage,
  game: GameName,
  players: ListedGame['players'],
  event: LastEvent,
): string {
  const playerNames = players.map((p) => p.name);
  const roles = players.map((p) => p.role);
  if (game === 'dune')
    return eventText(
      event,
      lang,
      tableNames(
        lang,
        roles.map((r) => r ?? ''),
        playerNames,
      ),
    );
  const table = {
    edition: game === 'uprising' ? ('uprising' as const) : ('base' as const),
    players: roles.map((leader) => ({ leader })),
  };
  return imperiumEventText(event, lang, imperiumTableNames(lang, table, playerNames));
}
