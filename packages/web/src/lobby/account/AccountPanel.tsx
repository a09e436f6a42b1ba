import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadSeats, saveSeat } from '../storage.ts';
import {
  accountFromHash,
  accountLink,
  accountMatches,
  attachSeats,
  createAccount,
  deleteAccount,
  loadAccount,
  saveAccount,
} from './accountApi.ts';

/**
 * The account link (issue 18), under "My games": create one, copy it, open it on another device; there, the
 * account's seats join this browser's and "My games" lists them. Both ways: this browser's seats are attached
 * each time the lobby opens.
 */
export function AccountPanel({ onSeats }: { onSeats: () => void }) {
  const { t } = useTranslation();
  const [account, setAccount] = useState<string | null>(() => loadAccount());
  const [state, setState] = useState<'idle' | 'busy' | 'error'>('idle');
  const [copied, setCopied] = useState(false);
  const [deleting, setDeleting] = useState(false);

  // The lobby's callback changes with each of its renders: the sync reads the latest, and runs once per account.
  const seatsArrived = useRef(onSeats);
  useEffect(() => {
    seatsArrived.current = onSeats;
  }, [onSeats]);

  const sync = useCallback(async (token: string) => {
    const held = loadSeats();
    if (held.length > 0)
      await attachSeats(
        token,
        held.map((s) => s.token),
      );
    const known = new Set(held.map((s) => s.token));
    const remote = (await accountMatches(token)).filter((m) => !known.has(m.token));
    for (const m of remote) saveSeat({ matchId: m.matchId, seat: m.seat, token: m.token });
    if (remote.length > 0) seatsArrived.current();
  }, []);

  useEffect(() => {
    // Opened with the account's link: this device takes the account (and the link leaves the address bar).
    const fromLink = accountFromHash(window.location.hash);
    if (fromLink !== null) {
      saveAccount(fromLink);
      setAccount(fromLink);
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
    }
    const token = fromLink ?? loadAccount();
    if (token === null) return;
    sync(token).then(
      () => setState('idle'),
      () => setState('error'),
    );
  }, [sync]);

  const create = async () => {
    setState('busy');
    try {
      const { token } = await createAccount();
      saveAccount(token);
      setAccount(token);
      await sync(token);
      setState('idle');
    } catch {
      setState('error');
    }
  };

  const remove = async () => {
    if (account === null) return;
    setDeleting(false);
    setState('busy');
    try {
      await deleteAccount(account);
      saveAccount(null);
      setAccount(null);
      setState('idle');
    } catch {
      setState('error');
    }
  };

  const link = account === null ? '' : accountLink(window.location.origin, account);
  const copy = () => {
    void navigator.clipboard?.writeText(link).then(() => setCopied(true));
  };

  return (
    <div className="account" data-testid="account">
      <h3>{t('account.title')}</h3>
      {account === null ? (
        <>
          <p className="hint">{t('account.why')}</p>
          <button onClick={() => void create()} disabled={state === 'busy'} data-testid="account-create">
            {t('account.create')}
          </button>
        </>
      ) : (
        <>
          <p className="hint">{t('account.openElsewhere')}</p>
          <div className="row">
            <input readOnly value={link} aria-label={t('account.link')} data-testid="account-link" />
            <button onClick={copy}>{copied ? t('account.copied') : t('account.copy')}</button>
          </div>
          <p className="hint">{t('account.secret')}</p>
          {deleting ? (
            <button className="danger" onClick={() => void remove()} data-testid="account-delete-confirm">
              {t('account.deleteConfirm')}
            </button>
          ) : (
            <button onClick={() => setDeleting(true)} data-testid="account-delete">
              {t('account.delete')}
            </button>
          )}
        </>
      )}
      {state === 'error' && <p className="error">{t('account.error')}</p>}
    </div>
  );
}
