import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Time left before the server answers for the seat (the bidding timer, rules 000 §8.H, or the move deadline). */
export function Countdown({ deadline }: { deadline: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  return (
    <span
      className={`countdown ${seconds <= 5 ? 'urgent' : ''}`}
      data-testid="countdown"
      role="timer"
      title={t('ui.moveTimeHelp')}
    >
      ⏱ {timeLeft(seconds, t)}
    </span>
  );
}

const DAY = 86_400;

/** Seconds under a minute, a clock under a day; a deadline of days (an asynchronous match) in days and hours. */
export function timeLeft(seconds: number, t: (key: string, params: Record<string, number>) => string): string {
  if (seconds < 60) return t('ui.secondsLeft', { seconds });
  if (seconds >= DAY)
    return t('ui.daysLeft', { days: Math.floor(seconds / DAY), hours: Math.floor((seconds % DAY) / 3_600) });
  return clock(seconds);
}

/** 4:05, or 1:02:03 past an hour. */
function clock(seconds: number): string {
  const h = Math.floor(seconds / 3_600);
  const m = Math.floor((seconds % 3_600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
