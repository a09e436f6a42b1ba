import { FactionBadge } from '../FactionBadge.tsx';
import type { Namer } from '../text.ts';
import type { AuctionResult, BattleResult, BattleSide, DuneResult, StormResult, WormResult } from './duneResults.ts';
import type { Outcome, ResultContent } from './ResultPanel.tsx';

const mine = (me: number | null, seat: number | null) => me !== null && seat === me;

function factionOutcome(seats: readonly string[], me: number | null, losers: readonly string[]): Outcome {
  return me !== null && losers.includes(seats[me] ?? '') ? 'lost' : 'neutral';
}

/** A result of a Dune table as a panel's title, tone and body, in the reader's language. */
export function duneResultContent(
  n: Namer,
  seats: readonly string[],
  me: number | null,
  result: DuneResult,
): ResultContent {
  switch (result.kind) {
    case 'battle':
      return battleContent(n, me, result);
    case 'storm':
      return stormContent(n, seats, me, result);
    case 'worm':
      return wormContent(n, seats, me, result);
    case 'auction':
      return auctionContent(n, me, result);
  }
}

function battleSummary(n: Namer, b: BattleResult): string {
  const t = n.t;
  const territory = n.territory(b.territory);
  switch (b.end) {
    case 'explosion':
      return t('results.battleExplosion', { territory });
    case 'doubleTraitor':
      return t('results.battleDoubleTraitor');
    case 'traitor': {
      const loser = b.winner === b.aggressor.seat ? b.defender : b.aggressor;
      return t('results.battleTraitor', {
        winner: n.seat(b.winner!),
        leader: loser.plan?.leader ? n.leader(loser.plan.leader) : '—',
      });
    }
    case 'strength': {
      const won = b.winner === b.aggressor.seat ? b.aggressor : b.defender;
      const lost = won === b.aggressor ? b.defender : b.aggressor;
      return t('results.battleStrength', { winner: n.seat(won.seat), won: won.total ?? 0, lost: lost.total ?? 0 });
    }
    case null:
      return t('results.battleUnderWay');
  }
}

function battleContent(n: Namer, me: number | null, b: BattleResult): ResultContent {
  const fought = mine(me, b.aggressor.seat) || mine(me, b.defender.seat);
  const everybodyLost = b.end === 'explosion' || b.end === 'doubleTraitor';
  const outcome: Outcome =
    !fought || b.end === null ? 'neutral' : everybodyLost ? 'lost' : b.winner === me ? 'won' : 'lost';
  return {
    title: n.t('results.battleTitle', { territory: n.territory(b.territory) }),
    outcome,
    body: (
      <>
        <p className="result-summary" data-testid="result-summary">
          {battleSummary(n, b)}
        </p>
        <div className="battle-sides">
          <SideCard n={n} b={b} side={b.aggressor} role="aggressor" />
          <SideCard n={n} b={b} side={b.defender} role="defender" />
        </div>
        {b.spiceLost > 0 && <p>{n.t('results.spiceLostThere', { count: b.spiceLost })}</p>}
      </>
    ),
  };
}

function SideCard({
  n,
  b,
  side,
  role,
}: {
  n: Namer;
  b: BattleResult;
  side: BattleSide;
  role: 'aggressor' | 'defender';
}) {
  const t = n.t;
  const plan = side.plan;
  const standing =
    b.end === null
      ? null
      : b.end === 'explosion' || b.end === 'doubleTraitor'
        ? 'loser'
        : b.winner === side.seat
          ? 'winner'
          : 'loser';
  const losses = [
    side.forcesLost > 0 ? t('results.forces', { count: side.forcesLost }) : null,
    ...side.leadersLost.map((l) => n.leader(l)),
    ...side.cardsDiscarded.map((c) => n.card(c)),
    side.spiceSpent > 0 ? t('results.spice', { count: side.spiceSpent }) : null,
  ].filter((x): x is string => x !== null);
  const gains = [
    side.spiceGained > 0 ? t('results.spice', { count: side.spiceGained }) : null,
    ...b.captured.filter((c) => c.seat === side.seat).map((c) => t('results.captured', { leader: n.leader(c.leader) })),
  ].filter((x): x is string => x !== null);
  const leader = plan?.leader ? n.leader(plan.leader) : plan?.cheapHero ? n.card(plan.cheapHero) : '—';
  return (
    <div className={`battle-side ${standing ?? ''}`} data-testid={`battle-${role}`} data-seat={side.seat}>
      <h3>
        <FactionBadge faction={side.faction} /> {n.seat(side.seat)}
      </h3>
      <p className="battle-role">
        {t(`results.${role}`)}
        {standing && <strong className={`standing ${standing}`}> · {t(`results.${standing}`)}</strong>}
      </p>
      {plan ? (
        <dl className="battle-plan" data-testid="revealed-plan">
          <dt>{t('results.leader')}</dt>
          <dd>
            {leader}
            {side.betrayed && <em className="betrayed"> — {t('results.betrayed')}</em>}
            {plan.kwisatzHaderach && ` + ${t('results.kwisatzHaderach')}`}
          </dd>
          <dt>{t('results.weapon')}</dt>
          <dd>{plan.weapon ? n.card(plan.weapon) : '—'}</dd>
          <dt>{t('results.defense')}</dt>
          <dd>{plan.defense ? n.card(plan.defense) : '—'}</dd>
          <dt>{t('results.dial')}</dt>
          <dd>
            {plan.dial}
            {plan.spice > 0 && ` (${t('results.spiceBacked', { count: plan.spice })})`}
          </dd>
          {side.total !== null && (
            <>
              <dt>{t('results.total')}</dt>
              <dd>
                <strong>{side.total}</strong>
              </dd>
            </>
          )}
        </dl>
      ) : (
        <p className="hint">{t('results.planHidden')}</p>
      )}
      {b.end !== null && (
        <p className="battle-losses">
          <strong>{t('results.losesLabel')}</strong> {losses.length > 0 ? losses.join(', ') : t('results.nothing')}
        </p>
      )}
      {gains.length > 0 && (
        <p className="battle-gains">
          <strong>{t('results.gainsLabel')}</strong> {gains.join(', ')}
        </p>
      )}
      {side.cardsKept.length > 0 && (
        <p className="battle-kept">
          <strong>{t('results.keepsLabel')}</strong> {side.cardsKept.map((c) => n.card(c)).join(', ')}
        </p>
      )}
    </div>
  );
}

function stormContent(n: Namer, seats: readonly string[], me: number | null, s: StormResult): ResultContent {
  return {
    title: n.t('results.stormTitle', { from: s.from, to: s.to }),
    outcome: factionOutcome(
      seats,
      me,
      s.forces.map((f) => f.faction),
    ),
    body: (
      <ul className="result-lines">
        {s.forces.map((f, i) => (
          <li key={`f${i}`}>
            <FactionBadge faction={f.faction} />{' '}
            {n.t('results.stormForces', {
              who: n.player(f.faction),
              forces: n.t('results.forces', { count: f.count }),
              territory: n.territory(f.territory),
              sector: f.sector,
            })}
          </li>
        ))}
        {s.spice.map((x, i) => (
          <li key={`s${i}`}>
            {n.t('results.stormSpice', {
              spice: n.t('results.spice', { count: x.amount }),
              territory: n.territory(x.territory),
            })}
          </li>
        ))}
      </ul>
    ),
  };
}

function wormContent(n: Namer, seats: readonly string[], me: number | null, w: WormResult): ResultContent {
  const nothing = w.forces.length === 0 && w.spice === 0 && w.ride === null;
  return {
    title: n.t('results.wormTitle', { territory: w.territory ? n.territory(w.territory) : '?' }),
    outcome: factionOutcome(
      seats,
      me,
      w.forces.map((f) => f.faction),
    ),
    body: (
      <ul className="result-lines">
        {w.forces.map((f, i) => (
          <li key={`f${i}`}>
            <FactionBadge faction={f.faction} />{' '}
            {n.t('results.wormForces', { who: n.player(f.faction), forces: n.t('results.forces', { count: f.count }) })}
          </li>
        ))}
        {w.spice > 0 && <li>{n.t('results.wormSpice', { spice: n.t('results.spice', { count: w.spice }) })}</li>}
        {w.ride && (
          <li>
            {n.t('results.wormRide', {
              to: n.location(w.ride.to),
              forces: n.t('results.forces', { count: w.ride.count }),
            })}
          </li>
        )}
        {nothing && <li>{n.t('results.wormNothingYet')}</li>}
      </ul>
    ),
  };
}

function auctionContent(n: Namer, me: number | null, a: AuctionResult): ResultContent {
  const t = n.t;
  const price = a.karama
    ? t('results.auctionKarama', { buyer: n.seat(a.buyer), bid: a.bid })
    : t('results.auctionBought', {
        buyer: n.seat(a.buyer),
        spice: t('results.spice', { count: a.bid }),
        paidTo: a.paidTo === 'bank' ? t('ui.bank') : n.seat(a.paidTo),
      });
  return {
    title: t('results.auctionTitle', { index: a.index, of: a.of }),
    outcome: mine(me, a.buyer) ? 'won' : 'neutral',
    body: (
      <ul className="result-lines">
        <li>{price}</li>
        {a.received.length > 0 && (
          <li data-testid="auction-received">
            <strong>{t('results.auctionReceived', { cards: a.received.map((c) => n.card(c)).join(', ') })}</strong>
          </li>
        )}
        {a.harkonnenBonus && <li>{t('results.auctionBonus')}</li>}
      </ul>
    ),
  };
}
