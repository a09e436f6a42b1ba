import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n/errors.ts';
import { ApiError } from '../lobby/api.ts';
import type { GameConnection, Update } from '../transport/types.ts';

/** The parts of a connection and an update these controls use, whatever the game. */
type Resigner = Pick<GameConnection<unknown, unknown>, 'kind' | 'resign'>;
type MatchFacts = Pick<Update<unknown, unknown>, 'seat' | 'status' | 'rematch'>;

/** What an online game adds: going to another match (the rematch) and starting the rematch with the seat's token. */
export interface Online {
  openMatch(matchId: string, seat: number | null): void;
  /** Absent for a spectator: only a seat's token may start a rematch. */
  startRematch?(seat: number | null): Promise<void>;
}

/** The resign button of an online seat (with its confirmation), for any game's screen. */
export function ResignButton({
  connection,
  update,
  resigned,
  who,
}: {
  connection: Resigner;
  update: MatchFacts;
  resigned: boolean;
  who: string;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const mayResign = connection.kind === 'remote' && update.seat !== null && update.status === 'active' && !resigned;
  if (!mayResign) return null;
  return (
    <>
      <button onClick={() => setConfirming(true)} data-testid="resign">
        {t('ui.resign')}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t('ui.resignTitle')}
          text={t('ui.resignText', { who })}
          confirm={t('ui.resignConfirm')}
          onConfirm={() => {
            setConfirming(false);
            connection.resign();
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}

/** Banners under the top bar: "you resigned", and the rematch someone started. */
export function OnlineBanners({
  update,
  resigned,
  online,
}: {
  update: MatchFacts;
  resigned: boolean;
  online: Online | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      {resigned && update.status === 'active' && (
        <div className="banner" data-testid="you-resigned">
          {t('ui.youResigned')}
        </div>
      )}
      {update.rematch && online && (
        <div className="banner" role="status" data-testid="rematch-banner">
          {t('ui.rematchStarted')}
          <button
            className="primary"
            onClick={() => online.openMatch(update.rematch!, update.seat)}
            data-testid="join-rematch"
          >
            {t('ui.rematchJoin')}
          </button>
        </div>
      )}
    </>
  );
}

/** The end screen's buttons: join or start the rematch (online seats), back to the lobby. */
export function EndActions({
  seat,
  rematch,
  online,
  onLeave,
}: {
  seat: number | null;
  rematch: string | null;
  online: Online | null;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const startRematch = online?.startRematch;
  const askRematch = async () => {
    if (!startRematch) return;
    setBusy(true);
    setError(null);
    try {
      await startRematch(seat);
    } catch (e) {
      setError(e instanceof ApiError ? errorText(t, e) : t('errors.network'));
      setBusy(false);
    }
  };
  return (
    <>
      <div className="action-list">
        {online && rematch ? (
          <button className="primary" onClick={() => online.openMatch(rematch, seat)} data-testid="join-rematch-end">
            {t('ui.rematchJoin')}
          </button>
        ) : (
          startRematch && (
            <button className="primary" disabled={busy} onClick={() => void askRematch()} data-testid="rematch">
              {busy ? t('ui.rematchStarting') : t('ui.rematch')}
            </button>
          )
        )}
        <button onClick={onLeave}>{t('ui.backToLobby')}</button>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** A modal question (the native dialog: focus kept inside, Escape cancels). */
export function ConfirmDialog({
  title,
  text,
  confirm,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  confirm: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="confirm"
      aria-labelledby="confirm-title"
      data-testid="confirm-dialog"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id="confirm-title">{title}</h2>
      <p>{text}</p>
      <div className="buttons">
        <button onClick={onCancel} autoFocus data-testid="confirm-no">
          {t('ui.cancel')}
        </button>
        <button className="primary" onClick={onConfirm} data-testid="confirm-yes">
          {confirm}
        </button>
      </div>
    </dialog>
  );
}
