import { bidRefusal, type DuneAction } from '@arrakis/dune';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton, ActionList } from './generic.tsx';
import type { PromptContext } from './Prompt.tsx';

type Bid = Extract<DuneAction, { type: 'bid' }>;

/** Bidding (rules 000 §8): the auction's state, a bid amount (only legal ones), Karama, pass; the timer if any. */
export function BidWidget({ view, actions, namer, send }: PromptContext) {
  const { t } = useTranslation();
  const bids = actions.filter((a): a is Bid => a.type === 'bid');
  const others = actions.filter((a) => a.type !== 'bid');
  const amounts = [...new Set(bids.map((b) => b.amount))].sort((a, b) => a - b);
  const [amount, setAmount] = useState(amounts[0] ?? 1);
  const [karama, setKarama] = useState(false);
  const canKarama = bids.some((b) => b.karama);
  const chosen = bids.find((b) => b.amount === amount && b.karama === karama) ?? bids.find((b) => b.amount === amount);
  const b = view.bidding;
  const refusal = bids.length === 0 && view.you !== null ? bidRefusal(view, view.you) : null;
  const spice = view.you === null ? null : (view.factions[view.seats[view.you]!]?.spice ?? null);
  return (
    <div className="bid" data-testid="bidding">
      {b && (
        <p>
          {t('ui.auction', { index: b.index + 1, of: b.cardCount })} —{' '}
          {b.highBidder !== null
            ? t('ui.currentBid', { amount: b.highBid, who: namer.seat(b.highBidder) })
            : t('ui.noBidYet')}
          {b.card && <> — {t('ui.seenCard', { card: namer.card(b.card) })}</>}
        </p>
      )}
      {refusal && (
        <p className="hint" data-testid="bid-refusal">
          {t(`deciding.bidRefusal.${refusal}`, { spice: spice ?? 0, highBid: b?.highBid ?? 0 })}
        </p>
      )}
      {bids.length > 0 && spice !== null && (
        <p className="hint" data-testid="bid-spice">
          {t('deciding.bidSpice', { count: spice })}
        </p>
      )}
      {bids.length > 0 && (
        <div className="bid-form">
          <label>
            {t('ui.amount')}{' '}
            <input
              type="range"
              min={amounts[0]}
              max={amounts[amounts.length - 1]}
              value={amount}
              onChange={(e) => setAmount(Number(e.target.value))}
            />{' '}
            <strong>{amount}</strong>
          </label>
          {canKarama && (
            <label>
              <input type="checkbox" checked={karama} onChange={(e) => setKarama(e.target.checked)} /> Karama
            </label>
          )}
          {chosen && <ActionButton action={chosen} namer={namer} send={send} className="primary" />}
        </div>
      )}
      <ActionList actions={others} namer={namer} send={send} />
      {amounts.length > 1 && (
        <div className="chips">
          {bids
            .filter((x) => !x.karama)
            .slice(0, 5)
            .map((x) => (
              <ActionButton key={x.amount} action={x} namer={namer} send={send} className="chip" />
            ))}
        </div>
      )}
    </div>
  );
}
