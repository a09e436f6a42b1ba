import type { DuneView } from '@arrakis/dune';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FactionBadge } from '../FactionBadge.tsx';
import type { Namer } from '../text.ts';
import type { LogEntry } from '../../transport/types.ts';
import {
  accessCardName,
  harvestCardName,
  HARVEST_ROUNDS,
  PLACEMENT_ORDER,
  type HarvestView,
  type Stronghold,
} from './words.ts';
import './harvest.css';

/** The steps of a harvest round (rules 000 §16.B.1–3), then the end of the prelude (§16.B.4–6). */
const STEPS = [
  { id: 'manager', frames: ['managerBid'] },
  { id: 'report', frames: ['guildHarvestOffer', 'guildHarvestAnswer', 'harvestReport', 'harvestShares'] },
  { id: 'vote', frames: ['sharePeek', 'harvestVote'] },
  { id: 'auction', frames: ['accessPeek', 'accessBid'] },
  { id: 'trade', frames: ['accessTrade'] },
  { id: 'placement', frames: ['harvestPlacement', 'prediction'] },
] as const;

/** The phases of turn 1 before anyone moves a token: the reveal may stay in the board's place until then. */
const BEFORE_MOVEMENT: ReadonlySet<string> = new Set(['storm', 'spiceBlow', 'bidding']);

/**
 * Whether the prelude's screen takes the board's place: during the prelude (rules 000 §16), and after it until the
 * person has looked at the placement's reveal (at the latest when turn 1's movement begins).
 */
export function usePreludeScreen(view: DuneView | null, log: readonly LogEntry[]): { shown: boolean; dismiss(): void } {
  const [dismissed, setDismissed] = useState(false);
  const inPrelude = view !== null && view.options.spiceHarvest === true && view.phase === 'harvest';
  const revealPending =
    view !== null &&
    view.options.spiceHarvest === true &&
    view.turn === 1 &&
    BEFORE_MOVEMENT.has(view.phase) &&
    !dismissed &&
    log.some((e) => e.type === 'strongholdClaimsRevealed');
  return { shown: inPrelude || revealPending, dismiss: () => setDismissed(true) };
}

interface Claim {
  readonly seat: number;
  readonly troops: number;
}

/** rules 000 §16.B.6.c: each stronghold's claims as the log tells them, from Carthag to Arrakeen. */
export function placementReveal(
  log: readonly LogEntry[],
): { stronghold: Stronghold; claims: Claim[]; seat: number; placed: number }[] {
  return log
    .filter((e) => e.type === 'strongholdClaimsRevealed')
    .map((e) => {
      const p = e.params;
      const claims = String(p['claims'] ?? '')
        .split(',')
        .filter((c) => c.includes(':'))
        .map((c) => {
          const [seat, troops] = c.split(':');
          return { seat: Number(seat), troops: Number(troops) };
        });
      return {
        stronghold: String(p['stronghold']) as Stronghold,
        claims,
        seat: Number(p['seat'] ?? -1),
        placed: Number(p['placed'] ?? 0),
      };
    })
    .sort((a, b) => PLACEMENT_ORDER.indexOf(a.stronghold) - PLACEMENT_ORDER.indexOf(b.stronghold));
}

/** The last vote's revealed cards and payouts (rules 000 §16.B.2.b), as the log tells them. */
function lastVote(log: readonly LogEntry[]): LogEntry[] {
  const start = log.findLastIndex((e) => e.type === 'harvestRevealed');
  if (start < 0) return [];
  const end = log.findIndex(
    (e, i) => i > start && (e.type === 'accessCardsUpForBid' || e.type === 'harvestRoundStarted'),
  );
  return log.slice(start, end < 0 ? undefined : end);
}

/** rules 000 §16: the spice-harvest prelude as the seat may see it, in place of the board. */
export function HarvestScreen({
  view,
  namer,
  log,
  me,
  onDismiss,
}: {
  view: DuneView;
  namer: Namer;
  log: readonly LogEntry[];
  me: number | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const h = view.harvest;
  const reveal = placementReveal(log);
  const kind = view.frame?.kind ?? '';
  const step = h ? STEPS.findIndex((s) => (s.frames as readonly string[]).includes(kind)) : STEPS.length - 1;
  return (
    <section className="harvest-screen" data-testid="harvest-screen" aria-labelledby="harvest-title">
      <header className="harvest-head">
        <h2 id="harvest-title">{t('harvest.title')}</h2>
        {h && (
          <p data-testid="harvest-round">
            {h.round <= HARVEST_ROUNDS
              ? t('harvest.round', { round: h.round, of: HARVEST_ROUNDS })
              : t('harvest.afterRounds')}
            {h.manager !== null && (
              <>
                {' · '}
                {t('harvest.manager')}
                {t('ui.colon')}
                <strong data-testid="harvest-manager">{namer.seat(h.manager)}</strong>
              </>
            )}
          </p>
        )}
        <ol className="harvest-steps">
          {STEPS.map((s, i) => (
            <li key={s.id} className={i === step ? 'current' : i < step ? 'done' : ''}>
              {t(`harvest.step.${s.id}`)}
            </li>
          ))}
        </ol>
      </header>
      {h && <Table view={view} h={h} namer={namer} me={me} />}
      {h && <Secrets view={view} h={h} namer={namer} me={me} />}
      {h && <Auction h={h} namer={namer} />}
      {h && <VoteResult log={log} namer={namer} />}
      {reveal.length > 0 && <Reveal view={view} reveal={reveal} log={log} namer={namer} onDismiss={onDismiss} />}
    </section>
  );
}

/** Every seat: spice, the post, the Share card (face down unless the seat may see it), the vote, the Access cards. */
function Table({ view, h, namer, me }: { view: DuneView; h: HarvestView; namer: Namer; me: number | null }) {
  const { t } = useTranslation();
  const voting = view.frame?.kind === 'harvestVote' ? view.frame.seats : null;
  return (
    <table className="harvest-table" data-testid="harvest-table">
      <thead>
        <tr>
          <th>{t('harvest.player')}</th>
          <th>{t('harvest.spice')}</th>
          <th>{t('harvest.shareCard')}</th>
          <th>{t('harvest.voteCard')}</th>
          <th>{t('harvest.accessCards')}</th>
        </tr>
      </thead>
      <tbody>
        {view.seats.map((faction, seat) => {
          const share = h.shares[String(seat)];
          const hand = h.access[String(seat)];
          return (
            <tr key={seat} data-faction={faction} className={seat === me ? 'me' : ''} data-testid="harvest-seat">
              <td>
                <FactionBadge faction={faction} /> {namer.seat(seat)}
                {seat === h.manager && <span className="tag manager-tag">{t('harvest.managerShort')}</span>}
              </td>
              <td>{view.factions[faction]?.spice ?? '?'}</td>
              <td>
                {share === undefined ? (
                  '—'
                ) : share === null ? (
                  <span className="card-back" title={t('harvest.faceDown')}>
                    ?
                  </span>
                ) : (
                  <span className="share-card">{share}</span>
                )}
              </td>
              <td>
                {seat === h.manager ? (
                  '—'
                ) : voting === null ? (
                  ''
                ) : voting.includes(seat) ? (
                  <span className="hint">{t('harvest.voting')}</span>
                ) : (
                  <span className="card-back" title={t('harvest.faceDown')}>
                    ✓
                  </span>
                )}
              </td>
              <td>
                {hand ? (
                  <span className="access-hand">
                    {hand.map((c, i) => (
                      <span key={i} className={`access-card ${typeof c === 'string' ? 'stronghold' : 'troops'}`}>
                        {accessCardName(namer, c)}
                      </span>
                    ))}
                    {hand.length === 0 && '0'}
                  </span>
                ) : (
                  (h.accessCounts[String(seat)] ?? 0)
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** What this seat alone knows: the Harvest card (the Manager), the report, the Share card it holds. */
function Secrets({ view, h, namer, me }: { view: DuneView; h: HarvestView; namer: Namer; me: number | null }) {
  const { t } = useTranslation();
  return (
    <div className="harvest-facts">
      <p>
        {t('harvest.decks', { harvest: h.harvestDeckCount, access: h.accessDeckCount })}
        {h.harvestDiscard.length > 0 && (
          <>
            {' · '}
            {t('harvest.discard', { cards: h.harvestDiscard.map((c) => harvestCardName(namer, c)).join(', ') })}
          </>
        )}
      </p>
      {h.drawn !== null && h.drawn.length > 0 && (
        <p className="harvest-secret" data-testid="harvest-card-seen">
          {t('harvest.onlyYouSee', { cards: h.drawn.map((c) => harvestCardName(namer, c)).join(' + ') })}
        </p>
      )}
      {h.drawn === null && h.drawnCount > 0 && (
        <p>
          {t('harvest.managerHolds', { count: h.drawnCount, manager: h.manager === null ? '' : namer.seat(h.manager) })}
        </p>
      )}
      {h.guildPrice !== null && <p>{t('harvest.guildSold', { price: h.guildPrice })}</p>}
      {h.announced !== null && (
        <p className="announced" data-testid="harvest-announced">
          {t('harvest.announced', { amount: h.announced })}
        </p>
      )}
      {me !== null && h.atreidesPeek !== null && view.seats[me] === 'atreides' && (
        <p>
          {t('harvest.peekedShare', {
            seat: namer.seat(h.atreidesPeek),
            value: h.shares[String(h.atreidesPeek)] ?? '?',
          })}
        </p>
      )}
    </div>
  );
}

/** rules 000 §16.B.3.a: the cards for sale, face down, and the current bid. */
function Auction({ h, namer }: { h: HarvestView; namer: Namer }) {
  const { t } = useTranslation();
  const a = h.auction;
  if (!a) return null;
  return (
    <div className="harvest-auction-table" data-testid="harvest-auction">
      <h3>{t('harvest.step.auction')}</h3>
      <div className="access-row">
        {Array.from({ length: a.cardCount }, (_, i) => (
          <span
            key={i}
            className={`access-card back ${i < a.index ? 'sold' : i === a.index ? 'current' : ''}`}
            aria-label={t('harvest.auctionCard', { index: i + 1, of: a.cardCount })}
          >
            {i === a.peeked && a.peekedCard !== null ? accessCardName(namer, a.peekedCard) : i + 1}
          </span>
        ))}
      </div>
      <p>
        {t('harvest.auctionCard', { index: a.index + 1, of: a.cardCount })} —{' '}
        {a.highBidder !== null
          ? t('ui.currentBid', { amount: a.highBid, who: namer.seat(a.highBidder) })
          : t('ui.noBidYet')}{' '}
        · {t('harvest.toBid', { seat: namer.seat(a.current) })}
      </p>
    </div>
  );
}

/** rules 000 §16.B.2.b: the Vote cards turned over together, the Harvest card shown, who took what. */
function VoteResult({ log, namer }: { log: readonly LogEntry[]; namer: Namer }) {
  const { t } = useTranslation();
  const entries = lastVote(log);
  const revealed = entries[0];
  if (!revealed) return null;
  const p = revealed.params;
  const seats = (key: string) =>
    String(p[key] ?? '')
      .split(',')
      .filter((s) => s !== '')
      .map(Number);
  const caught = entries.find((e) => e.type === 'managerCaught');
  return (
    <div className="harvest-vote-result" data-testid="vote-result">
      <h3>{t('harvest.lastVote')}</h3>
      <p>
        {t('harvest.revealed', {
          harvest: Number(p['harvest'] ?? 0),
          announced: Number(p['announced'] ?? 0),
          dealt: Number(p['dealt'] ?? 0),
        })}
      </p>
      <p>
        <span className="vote-card yes small">{t('harvest.voteYes')}</span> {namer.seats(seats('yes'))}{' '}
        <span className="vote-card no small">{t('harvest.voteNo')}</span> {namer.seats(seats('no'))}
      </p>
      <p data-testid="payout">
        {entries
          .filter((e) => e.type === 'sharePaid' || e.type === 'managerPaid')
          .map((e) =>
            t('harvest.took', { seat: namer.seat(Number(e.params['seat'])), amount: Number(e.params['amount']) }),
          )
          .join(' · ')}
      </p>
      {caught && (
        <p className="lie" data-testid="manager-caught">
          {t('harvest.caught', { seat: namer.seat(Number(caught.params['seat'])) })}
        </p>
      )}
    </div>
  );
}

/** rules 000 §16.B.6.c: the strongholds called from Carthag to Arrakeen; the cards turned over one by one. */
function Reveal({
  view,
  reveal,
  log,
  namer,
  onDismiss,
}: {
  view: DuneView;
  reveal: ReturnType<typeof placementReveal>;
  log: readonly LogEntry[];
  namer: Namer;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  // rules 000 §16.B.6.b: the troop cards not laid are shown and cashed, 1 spice a token.
  const cashed = log.filter((e) => e.type === 'troopCardsCashed' && Number(e.params['spice']) > 0);
  return (
    <div className="harvest-reveal" data-testid="placement-reveal">
      <h3>{t('harvest.revealTitle')}</h3>
      <ol>
        {reveal.map((r, i) => (
          <li
            key={r.stronghold}
            style={{ animationDelay: `${i * 0.35}s` }}
            data-stronghold={r.stronghold}
            data-faction={r.placed > 0 ? view.seats[r.seat] : undefined}
          >
            <strong>{namer.territory(r.stronghold)}</strong>
            {t('ui.colon')}
            {r.claims.length === 0
              ? t('harvest.vacant')
              : r.claims.map((c) => `${namer.seat(c.seat)} ${c.troops}`).join(' / ')}
            {r.placed > 0 && (
              <>
                {' → '}
                <FactionBadge faction={view.seats[r.seat]!} />{' '}
                {t('harvest.placed', { count: r.placed, seat: namer.seat(r.seat) })}
              </>
            )}
            {r.claims.length > 0 && r.placed === 0 && <> → {t('harvest.vacant')}</>}
          </li>
        ))}
      </ol>
      {cashed.length > 0 && (
        <p data-testid="troops-cashed">
          {cashed
            .map((e) =>
              t('harvest.cashed', { seat: namer.seat(Number(e.params['seat'])), count: Number(e.params['spice']) }),
            )
            .join(' · ')}
        </p>
      )}
      {view.phase !== 'harvest' && (
        <button className="primary" data-testid="see-board" onClick={onDismiss}>
          {t('harvest.seeBoard')}
        </button>
      )}
    </div>
  );
}
