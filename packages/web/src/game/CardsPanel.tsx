import type { DuneAction, DuneView } from '@arrakis/dune';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmFirst } from './prompts/ConfirmFirst.tsx';
import { ActionList, ActionPicker, byType } from './prompts/generic.tsx';
import type { Namer } from './text.ts';

const TITLES: Record<string, string> = {
  giftSpice: 'ui.spice',
  // 000 XXIX: the diplomacy phase.
  giveCard: 'variants.giveCardTitle',
  truthtrance: 'cardKind.truthtrance',
  ghola: 'cardKind.tleilaxuGhola',
  coneOfSilence: 'cardKind.coneOfSilence',
  residualPoison: 'cardKind.residualPoison',
  withdrawPoison: 'cardKind.residualPoison',
  karamaBlock: 'cardKind.karama',
  answerDeal: 'ui.deals',
  withdrawDeal: 'ui.deals',
  // rules 000 §19.B: a Kanly threat is made aloud at any time.
  threatenKanly: 'duel.threat',
};

/** Largest free-form terms, as the engine allows (MAX_DEAL_TERMS). */
const MAX_TERMS = 280;

interface Props {
  readonly view: DuneView;
  readonly actions: readonly DuneAction[];
  readonly namer: Namer;
  readonly send: (a: DuneAction) => void;
}

/** Cards played at any time and deals (annexe 4, rules 000 §13.C): the seat's interrupt actions, by kind. */
export function CardsPanel({ view, actions, namer, send }: Props) {
  const { t } = useTranslation();
  const listed = actions.filter((a) => a.type !== 'offerDeal');
  return (
    <section className="panel cards-deals" data-testid="cards-deals">
      <h2>{t('ui.cardsAndDeals')}</h2>
      {listed.length === 0 && <p className="hint">{t('ui.noInterrupt')}</p>}
      {[...byType(listed)].map(([type, group]) => (
        <div key={type} className="deal" data-type={type}>
          <h3>{t(TITLES[type] ?? `action.${type}`)}</h3>
          {type === 'giftSpice' || type === 'giveCard' ? (
            <ConfirmFirst actions={group} namer={namer} send={send} picker={group.length > 6} />
          ) : group.length > 6 ? (
            <ActionPicker actions={group} namer={namer} send={send} />
          ) : (
            <ActionList actions={group} namer={namer} send={send} />
          )}
        </div>
      ))}
      {view.deals.length > 0 && (
        <>
          <h3>{t('ui.openDeals')}</h3>
          <ul className="open-deals">
            {view.deals.map((d) => (
              <li key={d.id}>
                {t('ui.dealLine', {
                  id: d.id,
                  from: namer.seat(d.from),
                  to: namer.seat(d.to),
                  give: d.give,
                  receive: d.receive,
                  terms: d.terms,
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      {view.phase !== 'setup' && view.you !== null && <OfferDeal view={view} namer={namer} send={send} />}
    </section>
  );
}

/**
 * A deal's terms are free text, so the engine lists no offers: the player writes one and the engine checks it. The
 * chat's private channel opens it for its seat (`to`, unfolded).
 */
export function OfferDeal({
  view,
  namer,
  send,
  to: toSeat,
  open,
}: Omit<Props, 'actions'> & { to?: number; open?: boolean }) {
  const { t } = useTranslation();
  const others = view.seats.map((_, s) => s).filter((s) => s !== view.you);
  const [to, setTo] = useState(toSeat ?? others[0] ?? 0);
  const [give, setGive] = useState(0);
  const [receive, setReceive] = useState(0);
  const [terms, setTerms] = useState('');
  return (
    <details className="offer-deal" open={open}>
      <summary>{t('ui.offerDeal')}</summary>
      <div className="picker">
        <label>
          <span className="field">{t('ui.to')}</span>
          <select value={to} onChange={(e) => setTo(Number(e.target.value))}>
            {others.map((s) => (
              <option key={s} value={s}>
                {namer.seat(s)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="field">{t('ui.give')}</span>
          <input
            type="number"
            min={0}
            max={99}
            value={give}
            onChange={(e) => setGive(Math.max(0, Number(e.target.value)))}
          />
        </label>
        <label>
          <span className="field">{t('ui.receive')}</span>
          <input
            type="number"
            min={0}
            max={99}
            value={receive}
            onChange={(e) => setReceive(Math.max(0, Number(e.target.value)))}
          />
        </label>
        <label className="terms">
          <span className="field">{t('ui.terms')}</span>
          <input value={terms} maxLength={MAX_TERMS} onChange={(e) => setTerms(e.target.value)} />
        </label>
        <button onClick={() => send({ type: 'offerDeal', to, give, receive, terms })}>{t('ui.send')}</button>
      </div>
    </details>
  );
}
