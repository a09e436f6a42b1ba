import {
  allianceOf,
  LEADERS,
  TREACHERY_CARDS,
  type DuneView,
  type LeaderId,
  type TreacheryCardId,
} from '@arrakis/dune';
import { useTranslation } from 'react-i18next';
import { FactionBadge } from './FactionBadge.tsx';
import type { Namer } from './text.ts';

/** What lies behind the seat's own shield (rules 000 §13.B): only its owner's view carries it. */
export function Shield({ view, seat, namer }: { view: DuneView; seat: number; namer: Namer }) {
  const { t } = useTranslation();
  const faction = view.seats[seat]!;
  const f = view.factions[faction]!;
  const alliance = allianceOf(view.alliances, seat);
  return (
    <section className="panel shield" data-testid="shield">
      <h2>
        <FactionBadge faction={faction} /> {t('ui.myShield')} — {namer.seat(seat)}
        {namer.resigned(seat) && <span className="resigned-tag">{t('ui.resignedTag')}</span>}
      </h2>
      <p className="numbers">
        <span data-testid="my-spice">
          {t('ui.spice')}
          {t('ui.colon')}
          <strong>{f.spice ?? '?'}</strong>
        </span>
        <span>
          {t('ui.reserves')}
          {t('ui.colon')}
          <strong>{f.reserves ?? '?'}</strong>
        </span>
        <span>
          {t('ui.tanks')}
          {t('ui.colon')}
          <strong>{f.tanks}</strong>
        </span>
      </p>
      {alliance && alliance.length > 1 && (
        <p>
          {t('ui.alliances')}
          {t('ui.colon')}
          {namer.seats(alliance.filter((s) => s !== seat))}
        </p>
      )}
      {view.silenced.includes(seat) && <p className="warn">{t('ui.silenced')}</p>}
      {view.prediction && (
        <p>{t('ui.prediction', { faction: namer.faction(view.prediction.faction), turn: view.prediction.turn })}</p>
      )}
      {faction === 'tleilaxu' && <p className="help">{t('tleilaxu.shield')}</p>}
      <h3>{t('ui.leaders')}</h3>
      <ul className="leaders">
        {Object.entries(f.leaders).map(([id, l]) => (
          <li key={id} className={`leader-chip ${l.location}`}>
            {namer.leader(id)} ({LEADERS[id as LeaderId]?.value}) —{' '}
            {l.location === 'tanks'
              ? t('ui.leaderTanks')
              : l.location === 'captured'
                ? t('ui.leaderCaptured')
                : l.location === 'ghola'
                  ? t('tleilaxu.leaderGhola')
                  : l.usedIn
                    ? t('ui.leaderUsed', { territory: namer.territory(l.usedIn) })
                    : t('ui.leaderAvailable')}
          </li>
        ))}
      </ul>
      {faction === 'tleilaxu' && (view.tleilaxu?.gholas.length ?? 0) > 0 && (
        <p data-testid="gholas">
          {t('tleilaxu.gholas')}
          {t('ui.colon')}
          {view.tleilaxu!.gholas.map((id) => namer.leader(id)).join(', ')}
        </p>
      )}
      {Object.entries(view.tleilaxu?.tampered ?? {}).map(([id, delta]) => (
        <p key={id} className="hint">
          {namer.leader(id)} — {t('tleilaxu.tampered', { delta: delta > 0 ? `+${delta}` : String(delta) })}
        </p>
      ))}
      <h3>{t('ui.traitors')}</h3>
      <ul className="traitors" data-testid="my-traitors">
        {(f.traitors ?? []).length === 0 && !f.traitorDraw && <li>{t('ui.none')}</li>}
        {(f.traitors ?? []).map((id) => (
          <li key={id} data-leader={id}>
            <FactionBadge faction={LEADERS[id as LeaderId]?.faction ?? ''} /> {namer.leader(id)} (
            {LEADERS[id as LeaderId]?.value})
          </li>
        ))}
        {f.traitorDraw && f.traitorDraw.length > 0 && (f.traitors ?? []).length === 0 && (
          <li className="hint">{f.traitorDraw.map((id) => namer.leader(id)).join(', ')}</li>
        )}
      </ul>
      <h3>
        {t('ui.hand')} ({f.hand?.length ?? 0})
      </h3>
      <ul className="hand" data-testid="my-hand">
        {(f.hand ?? []).map((id, i) => {
          const card = TREACHERY_CARDS[id as TreacheryCardId];
          return (
            <li key={`${id}-${i}`} className={`card ${card.kind}`} data-card={id}>
              <strong>{namer.card(id)}</strong>
              {t(`cardKind.${card.kind}`) !== namer.card(id) && (
                <span className="kind"> ({t(`cardKind.${card.kind}`)})</span>
              )}
              <div className="help">{t(`cardHelp.${card.kind}`)}</div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
