import type { DuneAction } from '@arrakis/dune';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmBar } from '../prompts/deciding.tsx';
import { ActionButton } from '../prompts/generic.tsx';
import { sendChain } from '../prompts/held.ts';
import type { PromptContext } from '../prompts/Prompt.tsx';
import { fitShares, harvestTruth, nextShareValues } from './shares.ts';
import {
  accessCardName,
  harvestCardName,
  isStronghold,
  othersFromRight,
  PLACEMENT_LIMIT,
  PLACEMENT_ORDER,
  type AccessCard,
  type Stronghold,
  type Troops,
} from './words.ts';
import './harvest.css';

type Of<T extends DuneAction['type']> = Extract<DuneAction, { type: T }>;

function ofType<T extends DuneAction['type']>(actions: readonly DuneAction[], type: T): Of<T>[] {
  return actions.filter((a): a is Of<T> => a.type === type);
}

/** The control for each decision of the prelude (rules 000 §16); the engine's list decides what is offered. */
export function HarvestPrompt(props: PromptContext) {
  switch (props.view.frame?.kind) {
    case 'managerBid':
      return <SecretBid {...props} />;
    case 'harvestReport':
    case 'harvestShares':
      return <ReportComposer {...props} />;
    case 'harvestVote':
      return <Vote {...props} />;
    case 'accessBid':
      return <AccessBid {...props} />;
    case 'accessTrade':
      return <Trade {...props} />;
    case 'harvestPlacement':
      return <Placement {...props} />;
    default:
      // The Guild's offer and answer, the Atreides' peeks: one click each, in words.
      return <Choices {...props} />;
  }
}

function Choices({ actions, namer, send }: PromptContext) {
  return (
    <div className="action-list harvest-choices">
      {actions.map((a) => (
        <ActionButton key={JSON.stringify(a)} action={a} namer={namer} send={send} />
      ))}
    </div>
  );
}

function mySpice(props: PromptContext): number {
  const { view } = props;
  return view.you === null ? 0 : (view.factions[view.seats[view.you]!]?.spice ?? 0);
}

/** rules 000 §16.A.1.d: a closed hand of spice, revealed with the others'. */
function SecretBid(props: PromptContext) {
  const { t } = useTranslation();
  const bids = ofType(props.actions, 'managerBid');
  const max = Math.max(0, ...bids.map((b) => b.amount));
  const [amount, setAmount] = useState(0);
  const chosen = bids.find((b) => b.amount === amount);
  return (
    <div className="harvest-bid" data-testid="manager-bid">
      <label>
        {t('harvest.yourBid')}{' '}
        <input
          type="number"
          min={0}
          max={max}
          value={amount}
          data-testid="manager-bid-amount"
          onChange={(e) => setAmount(Math.max(0, Math.min(max, Math.floor(Number(e.target.value) || 0))))}
        />{' '}
        <span className="hint">{t('harvest.ofSpice', { count: mySpice(props) })}</span>
      </label>
      <div className="chips">
        {[...new Set([0, Math.floor(max / 2), max])].map((v) => (
          <button key={v} className="chip" data-testid="step" onClick={() => setAmount(v)}>
            {v}
          </button>
        ))}
      </div>
      {chosen && (
        <ConfirmBar
          summary={t('harvest.bidSummary', { amount })}
          onConfirm={() => props.send(chosen)}
          confirmLabel={t('harvest.sealBid')}
        />
      )}
    </div>
  );
}

/**
 * rules 000 §16.B.1: the Manager sees the Harvest card, announces the truth or less, and deals a Share card to each
 * other player within the announcement; all of it is laid out, then confirmed at once.
 */
function ReportComposer(props: PromptContext) {
  const { t } = useTranslation();
  const { view, actions, namer, send } = props;
  const h = view.harvest!;
  const frame = view.frame!;
  const reporting = frame.kind === 'harvestReport';
  const manager = h.manager ?? view.you ?? 0;
  const recipients = reporting
    ? othersFromRight(view.seats.length, manager)
    : ((frame['recipients'] as number[] | undefined) ?? []);
  const supply = h.shareSupply ?? [];
  const announcements = ofType(actions, 'announceHarvest').map((a) => a.amount);
  const truth = harvestTruth(h);
  const dealtBefore = Object.values(h.shares).reduce((a: number, v) => a + (v ?? 0), 0);
  const [announced, setAnnounced] = useState(reporting ? (truth ?? 0) : (h.announced ?? 0));
  const total = reporting ? announced : (h.announced ?? 0) - dealtBefore;
  const [wanted, setWanted] = useState<number[]>([]);
  const shares = fitShares(supply, total, recipients.length, wanted);
  const complete = shares.length === recipients.length;
  const announcement = reporting ? actions.find((a) => a.type === 'announceHarvest' && a.amount === announced) : null;
  const deals = shares.map((value): DuneAction => ({ type: 'dealShare', value }));
  const sum = shares.reduce((a, b) => a + b, 0);
  return (
    <div className="harvest-report" data-testid="harvest-report">
      <p className="harvest-secret" data-testid="harvest-cards">
        {t('harvest.yourHarvestCards', {
          cards: (h.drawn ?? []).map((c) => harvestCardName(namer, c)).join(' + ') || '—',
          total: truth ?? 0,
        })}
      </p>
      {reporting ? (
        <label>
          {t('harvest.announce')}{' '}
          <input
            type="number"
            data-testid="announce-amount"
            min={announcements[0] ?? 0}
            max={truth ?? 0}
            value={announced}
            onChange={(e) => {
              const value = Math.floor(Number(e.target.value) || 0);
              const lo = announcements[0] ?? 0;
              setAnnounced(Math.max(lo, Math.min(truth ?? lo, value)));
            }}
          />{' '}
          <span className="hint">{t('harvest.announceRange', { min: announcements[0] ?? 0, max: truth ?? 0 })}</span>
        </label>
      ) : (
        <p>{t('harvest.announced', { amount: h.announced ?? 0 })}</p>
      )}
      {reporting && truth !== null && announced < truth && (
        <p className="hint lie" data-testid="lie-warning">
          {t('harvest.lieWarning', { count: truth - announced })}
        </p>
      )}
      <table className="share-table">
        <tbody>
          {recipients.map((seat, i) => {
            const options = nextShareValues(supply, total, recipients.length, shares.slice(0, i));
            return (
              <tr key={seat} data-testid="share-row">
                <td>{namer.seat(seat)}</td>
                <td>
                  <select
                    aria-label={t('harvest.shareFor', { seat: namer.seat(seat) })}
                    value={shares[i] ?? ''}
                    onChange={(e) => {
                      const next = [...shares];
                      next[i] = Number(e.target.value);
                      setWanted(next);
                    }}
                  >
                    {options.map((v) => (
                      <option key={v} value={v}>
                        {v}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="hint" data-testid="shares-total">
        {t('harvest.sharesTotal', { sum, announced: reporting ? announced : (h.announced ?? 0), left: total - sum })}
      </p>
      {complete && (reporting ? announcement : true) && (
        <ConfirmBar
          summary={t('harvest.reportSummary', {
            announced: reporting ? announced : (h.announced ?? 0),
            shares: recipients.map((s, i) => `${namer.seat(s)} ${shares[i]}`).join(', '),
          })}
          onConfirm={() => sendChain(view, send, reporting ? [announcement!, ...deals] : deals)}
        />
      )}
    </div>
  );
}

/** rules 000 §16.B.2.a: a Vote card face down; nobody sees it before all are in. */
function Vote(props: PromptContext) {
  const { t } = useTranslation();
  const { view, actions, namer, send } = props;
  const h = view.harvest!;
  const [yes, setYes] = useState<boolean | null>(null);
  const mine = view.you === null ? null : (h.shares[String(view.you)] ?? null);
  const chosen = ofType(actions, 'harvestVote').find((a) => a.yes === yes);
  return (
    <div className="harvest-vote" data-testid="harvest-vote">
      <p>
        {t('harvest.voteOn', { manager: h.manager === null ? '' : namer.seat(h.manager), amount: h.announced ?? 0 })}
        {mine !== null && <> {t('harvest.yourShare', { value: mine })}</>}
      </p>
      <div className="vote-cards">
        {[true, false].map((v) => (
          <button
            key={String(v)}
            className={`vote-card ${v ? 'yes' : 'no'} ${yes === v ? 'chosen' : ''}`}
            data-testid="step"
            data-vote={v ? 'yes' : 'no'}
            aria-pressed={yes === v}
            onClick={() => setYes(v)}
          >
            {t(v ? 'harvest.voteYes' : 'harvest.voteNo')}
          </button>
        ))}
      </div>
      {chosen && (
        <ConfirmBar
          summary={t(yes ? 'harvest.voteYesSummary' : 'harvest.voteNoSummary')}
          onConfirm={() => send(chosen)}
          onBack={() => setYes(null)}
          confirmLabel={t('harvest.layVote')}
        />
      )}
    </div>
  );
}

/** rules 000 §16.B.3.a: the Access card auction, under the treachery bidding's rules (§8). */
function AccessBid(props: PromptContext) {
  const { t } = useTranslation();
  const { view, actions, namer, send } = props;
  const a = view.harvest?.auction ?? null;
  const bids = ofType(actions, 'accessBid');
  const others = actions.filter((x) => x.type !== 'accessBid');
  const amounts = bids.map((b) => b.amount);
  const [amount, setAmount] = useState(amounts[0] ?? 1);
  const chosen = bids.find((b) => b.amount === amount);
  return (
    <div className="bid harvest-auction" data-testid="access-bid">
      {a && (
        <p>
          {t('harvest.auctionCard', { index: a.index + 1, of: a.cardCount })} —{' '}
          {a.highBidder !== null
            ? t('ui.currentBid', { amount: a.highBid, who: namer.seat(a.highBidder) })
            : t('ui.noBidYet')}
          {a.peekedCard !== null && a.peeked === a.index && (
            <> — {t('harvest.peekedCard', { card: accessCardName(namer, a.peekedCard) })}</>
          )}
        </p>
      )}
      <p className="hint">{t('deciding.bidSpice', { count: mySpice(props) })}</p>
      {bids.length === 0 && <p className="hint">{t('harvest.cannotOutbid', { highBid: a?.highBid ?? 0 })}</p>}
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
          {chosen && <ActionButton action={chosen} namer={namer} send={send} className="primary" />}
        </div>
      )}
      <div className="action-list">
        {others.map((x) => (
          <ActionButton key={JSON.stringify(x)} action={x} namer={namer} send={send} />
        ))}
      </div>
    </div>
  );
}

/** rules 000 §16.B.4: a card offered for a card of the receiver's choice, shown to the receiver alone. */
function Trade(props: PromptContext) {
  const { t } = useTranslation();
  const { view, actions, namer, send } = props;
  const me = view.you;
  const offers = ((view.frame?.['offers'] as { from: number; to: number; card: AccessCard | null }[]) ?? []).filter(
    (o) => o.to === me || o.from === me,
  );
  const offerActions = ofType(actions, 'offerAccess');
  const targets = [...new Set(offerActions.map((a) => a.to))];
  const cards = [...new Set(offerActions.map((a) => a.card))];
  const [to, setTo] = useState<number | null>(targets[0] ?? null);
  const [card, setCard] = useState<AccessCard | null>(cards[0] ?? null);
  const offer = offerActions.find((a) => a.to === to && a.card === card);
  const done = actions.find((a) => a.type === 'pass');
  return (
    <div className="harvest-trade" data-testid="access-trade">
      {offers.map((o) =>
        o.from === me ? (
          <p key={`${o.from}-${o.to}`} className="hint">
            {t('harvest.offerWaiting', {
              to: namer.seat(o.to),
              card: o.card === null ? '?' : accessCardName(namer, o.card),
            })}
          </p>
        ) : (
          <div key={`${o.from}-${o.to}`} className="trade-offer" data-testid="trade-offer">
            <p>
              {t('harvest.offerToYou', {
                from: namer.seat(o.from),
                card: o.card === null ? '?' : accessCardName(namer, o.card),
              })}
            </p>
            <div className="action-list">
              {ofType(actions, 'answerAccess')
                .filter((a) => a.from === o.from)
                .map((a) => (
                  <ActionButton key={JSON.stringify(a)} action={a} namer={namer} send={send} />
                ))}
            </div>
          </div>
        ),
      )}
      {offerActions.length > 0 && (
        <div className="picker">
          <label>
            <span className="field">{t('ui.to')}</span>
            <select value={to ?? ''} onChange={(e) => setTo(Number(e.target.value))}>
              {targets.map((s) => (
                <option key={s} value={s}>
                  {namer.seat(s)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className="field">{t('harvest.card')}</span>
            <select
              value={String(card ?? '')}
              onChange={(e) => setCard(cards.find((c) => String(c) === e.target.value) ?? null)}
            >
              {cards.map((c) => (
                <option key={String(c)} value={String(c)}>
                  {accessCardName(namer, c)}
                </option>
              ))}
            </select>
          </label>
          {offer && <ActionButton action={offer} namer={namer} send={send} />}
        </div>
      )}
      {done && (
        <ActionButton action={done} namer={namer} send={send} className="primary">
          {t('harvest.tradingDone')}
        </ActionButton>
      )}
    </div>
  );
}

/**
 * What the seat lays out before confirming its placement (rules 000 §16.B.6.a): troop cards by stronghold. Kept
 * outside the prompt, which is drawn anew when another seat commits.
 */
const placementDrafts = new Map<string, Partial<Record<Stronghold, Troops[]>>>();

/** rules 000 §16.B.6: troop cards face down beside stronghold cards, 20 forces at most; the rest is cashed. */
function Placement(props: PromptContext) {
  const { t } = useTranslation();
  const { view, namer, send } = props;
  const me = view.you ?? 0;
  const scope = `${me}`;
  const hand = view.harvest?.access[String(me)] ?? [];
  const committed = (view.frame?.['draft'] as Partial<Record<Stronghold, Troops[]>> | undefined) ?? {};
  const [draft, setDraftHere] = useState<Partial<Record<Stronghold, Troops[]>>>(() => placementDrafts.get(scope) ?? {});
  const setDraft = (d: Partial<Record<Stronghold, Troops[]>>) => {
    placementDrafts.set(scope, d);
    setDraftHere(d);
  };
  const strongholds = PLACEMENT_ORDER.filter((s) => hand.includes(s));
  const used: Troops[] = [...Object.values(committed), ...Object.values(draft)].flat();
  const free = hand.filter((c): c is Troops => !isStronghold(c));
  for (const u of used) free.splice(free.indexOf(u), 1);
  free.sort((a, b) => b - a);
  const total = used.reduce((a: number, b) => a + b, 0);
  const [target, setTarget] = useState<Stronghold | null>(strongholds[0] ?? null);
  const commits: DuneAction[] = Object.entries(draft).flatMap(([stronghold, troops]) =>
    (troops ?? []).map((n) => ({ type: 'commitTroops', stronghold, troops: n }) as DuneAction),
  );
  const cashed = free.reduce((a: number, b) => a + b, 0);
  return (
    <div className="harvest-placement" data-testid="harvest-placement">
      {strongholds.length === 0 ? (
        <p className="hint">{t('harvest.noStronghold')}</p>
      ) : (
        <>
          <div className="chips" role="radiogroup" aria-label={t('harvest.stronghold')}>
            {strongholds.map((s) => (
              <button
                key={s}
                className={`chip ${target === s ? 'chosen' : ''}`}
                aria-pressed={target === s}
                onClick={() => setTarget(s)}
              >
                {namer.territory(s)} (
                {[...(committed[s] ?? []), ...(draft[s] ?? [])].reduce((a: number, b) => a + b, 0)})
              </button>
            ))}
          </div>
          <div className="chips troop-cards">
            {/* Only the cards that still fit under the 20 tokens (rules 000 §16.B.6.a) are offered. */}
            {[...new Set(free)]
              .filter((n) => target !== null && total + n <= PLACEMENT_LIMIT)
              .map((n) => (
                <button
                  key={n}
                  className="chip troop-card"
                  data-testid="step"
                  onClick={() => target && setDraft({ ...draft, [target]: [...(draft[target] ?? []), n] })}
                >
                  {t('harvest.addTroops', { count: n, stronghold: target ? namer.territory(target) : '' })}
                </button>
              ))}
          </div>
        </>
      )}
      <p className="hint" data-testid="placement-total">
        {t('harvest.placementTotal', { total, max: PLACEMENT_LIMIT, cashed })}
      </p>
      <ConfirmBar
        summary={
          strongholds
            .map((s) => [s, [...(committed[s] ?? []), ...(draft[s] ?? [])]] as const)
            .filter(([, troops]) => troops.length > 0)
            .map(([s, troops]) => `${namer.territory(s)} ${troops.join('+')}`)
            .join(' · ') || t('harvest.placeNothing')
        }
        onBack={
          commits.length > 0
            ? () => {
                const entries = Object.entries(draft) as [Stronghold, Troops[]][];
                const last = entries.findLast(([, troops]) => troops.length > 0);
                if (last) setDraft({ ...draft, [last[0]]: last[1].slice(0, -1) });
              }
            : undefined
        }
        onConfirm={() => {
          placementDrafts.delete(scope);
          sendChain(view, send, [...commits, { type: 'pass' }]);
        }}
        confirmLabel={t('harvest.layCards')}
      />
    </div>
  );
}
