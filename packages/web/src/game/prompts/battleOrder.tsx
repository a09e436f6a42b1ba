import type { DuneAction, DuneView } from '@arrakis/dune';
import { useState } from 'react';
import type { Namer } from '../text.ts';
import { ActionButton, type PromptProps } from './generic.tsx';

/** 000 XXXIII: the decisions of an agreement before a battle (their words in the i18n block `battleOrder`). */
export const AGREEMENT_FRAMES: ReadonlySet<string> = new Set(['agreementProposal', 'agreement']);

function seatsOf(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
}

/** An agreement's terms in words: each party's share of the spice, the stronghold's holder. */
export function agreementTerms(
  n: Namer,
  parties: readonly number[],
  shares: readonly number[],
  holder: unknown,
): string {
  const parts = parties.flatMap((seat, i) =>
    (shares[i] ?? 0) > 0 ? [n.t('battleOrder.action.share', { amount: shares[i]!, seat: n.seat(seat) })] : [],
  );
  if (typeof holder === 'number') parts.push(n.t('battleOrder.action.holder', { seat: n.seat(holder) }));
  return parts.length > 0 ? parts.join(', ') : n.t('battleOrder.action.noTerms');
}

/** The proposal: a listed one, or a split of the spice and holder of one's own; or no agreement (fight). */
function Proposal({ view, actions, namer, send }: PromptProps & { readonly view: DuneView }) {
  const parties = seatsOf(view.frame?.['parties']);
  const territory = typeof view.frame?.['territory'] === 'string' ? view.frame['territory'] : '';
  const spice = view.board[territory]?.spice ?? 0;
  const listed = actions.filter(
    (a): a is Extract<DuneAction, { type: 'proposeAgreement' }> => a.type === 'proposeAgreement',
  );
  const strongholdHolders = [...new Set(listed.map((a) => a.holder))];
  const [shares, setShares] = useState<number[]>(() => parties.map(() => 0));
  const [holder, setHolder] = useState<number | null>(strongholdHolders[0] ?? null);
  const sum = shares.reduce((a, b) => a + b, 0);
  const fight = actions.find((a) => a.type === 'pass');
  return (
    <div className="agreement-proposal" data-testid="agreement-proposal">
      <div className="action-list">
        {listed.map((a) => (
          <ActionButton key={JSON.stringify(a)} action={a} namer={namer} send={send}>
            {namer.t('battleOrder.action.propose', { terms: agreementTerms(namer, parties, a.shares, a.holder) })}
          </ActionButton>
        ))}
      </div>
      {/* Without spice the listed proposals are every holder already: the free form only repeats them. */}
      {spice > 0 && (
        <fieldset className="agreement-custom">
          {spice > 0 &&
            parties.map((seat, i) => (
              <label key={seat}>
                {namer.seat(seat)}{' '}
                <input
                  type="number"
                  min={0}
                  max={spice}
                  value={shares[i] ?? 0}
                  data-testid={`agreement-share-${seat}`}
                  onChange={(e) => setShares(shares.map((v, j) => (j === i ? Math.max(0, Number(e.target.value)) : v)))}
                />
              </label>
            ))}
          {strongholdHolders.some((h) => h !== null) && (
            <select
              value={holder ?? ''}
              data-testid="agreement-holder"
              onChange={(e) => setHolder(Number(e.target.value))}
            >
              {parties.map((seat) => (
                <option key={seat} value={seat}>
                  {namer.t('battleOrder.action.holder', { seat: namer.seat(seat) })}
                </option>
              ))}
            </select>
          )}
          <button
            className="act"
            data-testid="agreement-propose"
            disabled={sum !== spice}
            onClick={() => send({ type: 'proposeAgreement', shares, holder })}
          >
            {namer.t('battleOrder.action.propose', { terms: agreementTerms(namer, parties, shares, holder) })}
          </button>
        </fieldset>
      )}
      {fight && (
        <ActionButton action={fight} namer={namer} send={send}>
          {namer.t('battleOrder.action.fight')}
        </ActionButton>
      )}
    </div>
  );
}

/** The answer: the terms (public at the table), accept or refuse. */
function Answer({ view, actions, namer, send }: PromptProps & { readonly view: DuneView }) {
  const parties = seatsOf(view.frame?.['parties']);
  const shares = seatsOf(view.frame?.['shares']);
  const accept = actions.find((a) => a.type === 'acceptAgreement');
  const refuse = actions.find((a) => a.type === 'pass');
  return (
    <div className="agreement-answer" data-testid="agreement-answer">
      <p>{agreementTerms(namer, parties, shares, view.frame?.['holder'])}</p>
      <div className="action-list">
        {accept && (
          <ActionButton action={accept} namer={namer} send={send}>
            {namer.t('battleOrder.action.accept')}
          </ActionButton>
        )}
        {refuse && (
          <ActionButton action={refuse} namer={namer} send={send}>
            {namer.t('battleOrder.action.refuse')}
          </ActionButton>
        )}
      </div>
    </div>
  );
}

export function AgreementPrompt(props: PromptProps & { readonly view: DuneView }) {
  return props.view.frame?.kind === 'agreement' ? <Answer {...props} /> : <Proposal {...props} />;
}
