import type { BotLevel } from '@arrakis/server/protocol';
import { useTranslation } from 'react-i18next';

/** Who plays a seat: a person, or a bot at one of its levels. */
export interface SeatPlayer {
  readonly kind: 'human' | 'bot';
  /** How a bot seat plays, online and in the browser alike. */
  readonly botLevel: BotLevel;
}

/** The bot levels each game has (the server's game entries offer the same; the first is the default). */
export const BOT_LEVELS = {
  dune: ['heuristic', 'easy', 'medium', 'hard', 'random'],
  imperium: ['heuristic', 'easy', 'medium', 'hard', 'random'],
} as const satisfies Record<'dune' | 'imperium', readonly BotLevel[]>;

/** The bot levels as the select offers them, in this order, with their label keys. */
const BOT_LABELS: readonly { readonly level: BotLevel; readonly label: string }[] = [
  { level: 'heuristic', label: 'ui.bot' },
  { level: 'easy', label: 'ui.botEasy' },
  { level: 'medium', label: 'ui.botMedium' },
  { level: 'hard', label: 'ui.botHard' },
  { level: 'random', label: 'ui.botRandom' },
];

/** The seat select of a lobby: a person, or a bot at one of the levels the game offers. */
export function SeatChoice({
  value,
  levels,
  onChange,
  testId,
}: {
  value: SeatPlayer;
  levels: readonly BotLevel[];
  onChange: (player: SeatPlayer) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <select
      value={value.kind === 'human' ? 'human' : value.botLevel}
      onChange={(e) => {
        const choice = e.target.value;
        onChange(
          choice === 'human'
            ? { kind: 'human', botLevel: value.botLevel }
            : { kind: 'bot', botLevel: choice as BotLevel },
        );
      }}
      data-testid={testId}
    >
      <option value="human">{t('ui.human')}</option>
      {BOT_LABELS.filter((b) => levels.includes(b.level)).map((b) => (
        <option key={b.level} value={b.level}>
          {t(b.label)}
        </option>
      ))}
    </select>
  );
}
