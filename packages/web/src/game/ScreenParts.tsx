import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../LanguageSwitch.tsx';
import { RuleLink } from '../explain/rules.tsx';
import { errorText } from '../i18n/errors.ts';
import type { ConnectionError, ConnectionState, GameConnection, Update } from '../transport/types.ts';
import { ResignButton } from './OnlineControls.tsx';

/** What a game screen's shared parts read of `useGame`, whatever the game. */
interface GameStatus {
  readonly connection: ConnectionState;
  readonly error: ConnectionError | null;
  readonly clearError: () => void;
}

/** Before the first update: connecting, or reconnecting, and the error if any. */
export function Connecting({ game }: { game: GameStatus }) {
  const { t } = useTranslation();
  return (
    <p className="loading">
      {game.connection === 'reconnecting' ? t('ui.reconnecting') : t('ui.connecting')}
      {game.error && <span className="error"> {errorText(t, game.error)}</span>}
    </p>
  );
}

/** Hot-seat: the screen hides the seat's secrets until the person whose turn it is says they hold the device. */
export function PrivacyScreen({ who, onReady }: { who: string; onReady: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="privacy" data-testid="privacy">
      <h1>{t('ui.privacyTitle', { who })}</h1>
      <p>{t('ui.privacyText')}</p>
      <button className="primary" onClick={onReady} data-testid="privacy-ready">
        {t('ui.privacyReady', { who })}
      </button>
    </div>
  );
}

/** The end of every top bar: the connection's trouble, resigning (online seats), the language. */
export function TopBarEnd({
  game,
  connection,
  update,
  resigned,
  who,
}: {
  game: GameStatus;
  connection: Pick<GameConnection<unknown, unknown>, 'kind' | 'resign'>;
  update: Pick<Update<unknown, unknown>, 'seat' | 'status' | 'rematch'>;
  resigned: boolean;
  who: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {game.connection !== 'open' && (
        <span className="warn">{t(game.connection === 'reconnecting' ? 'ui.reconnecting' : 'ui.connecting')}</span>
      )}
      <ResignButton connection={connection} update={update} resigned={resigned} who={who} />
      <LanguageSwitch compact />
    </>
  );
}

/** A refused action or a connection problem, until closed. */
export function ErrorBanner({ game }: { game: GameStatus }) {
  const { t } = useTranslation();
  if (!game.error) return null;
  return (
    <div className="error-banner" role="alert" data-testid="error" data-code={game.error.code}>
      <span data-testid="error-text">{errorText(t, game.error)}</span>{' '}
      {game.error.rule && (
        <>
          <RuleLink rule={game.error.rule} />{' '}
        </>
      )}
      <button onClick={game.clearError}>{t('ui.close')}</button>
    </div>
  );
}
