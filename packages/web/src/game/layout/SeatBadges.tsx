import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SeatBadge {
  readonly seat: number;
  /** The seat's mark: a faction badge, a colour with a letter — never a colour alone. */
  readonly mark: ReactNode;
  readonly name: string;
  /** The public facts worth a glance (cards in hand, Victory Points…). */
  readonly facts: string;
  readonly resigned: boolean;
  /** The table waits for this seat. */
  readonly waited: boolean;
  readonly me: boolean;
}

/**
 * Every seat as a compact badge above the board (UX.md "Layout"); a badge opens the Players tab with the details.
 */
export function SeatBadges({ seats, onOpen }: { seats: readonly SeatBadge[]; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className="seat-badges" data-testid="seat-badges">
      {seats.map((s) => (
        <li key={s.seat}>
          <button
            className={`seat-badge${s.waited ? ' waited' : ''}${s.me ? ' me' : ''}`}
            onClick={onOpen}
            data-seat={s.seat}
          >
            {/* The name comes from the words the badge shows (WCAG 2.5.3), spoken apart and with the wait. */}
            {s.waited && (
              <span className="seat-badge-waited" aria-hidden="true">
                ▸
              </span>
            )}
            {s.mark}
            <span className="seat-badge-name">{s.name}</span> <span className="seat-badge-facts">{s.facts}</span>{' '}
            {s.waited && <span className="sr-only">{t('results.seatWaited')}</span>}
            {s.resigned && <span className="resigned-tag">{t('ui.resignedTag')}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
