import { battleIconName, UPRISING_CONFLICT_CARDS, UPRISING_OBJECTIVES } from '@arrakis/imperium';
import type { ImpNames, TableView } from './content.ts';
import { SeatDot } from './SeatMark.tsx';
import { ContractFace, UprisingLeaderText } from './UprisingPrompt.tsx';
import { sixOf, teamOfSeat } from './six/sixSeats.ts';
import { SixTeams, TeamMark } from './six/SixTeams.tsx';

const OBJECTIVES: Readonly<Record<string, { readonly battleIcon: Parameters<typeof battleIconName>[0] }>> =
  UPRISING_OBJECTIVES;
const CONFLICTS: Readonly<Record<string, { readonly battleIcon: Parameters<typeof battleIconName>[0] }>> =
  UPRISING_CONFLICT_CARDS;

/**
 * What each seat holds in Uprising, in words a phone can read (rules 004): its leader, Spies left, Maker Hook,
 * sandworms, contracts to complete and completed, the Objective and Conflict cards with their battle icons.
 */
export function UprisingPanel({ view, names }: { view: TableView; names: ImpNames }) {
  const t = names.t;
  const up = view.uprising;
  if (!up) return null;
  const rivals = view.houseHagal?.seats ?? [];
  const six = sixOf(view);
  return (
    <section className="panel up-panel" data-testid="up-panel">
      <h2>{t('uprising.panel.title')}</h2>
      {six && <SixTeams view={view} six={six} names={names} />}
      <ul className="up-seats">
        {view.players.map((p) => {
          const held = up.choam?.held[p.seat] ?? [];
          const completed = up.choam?.completed[p.seat]?.length ?? 0;
          const cards = up.battleCards?.[p.seat] ?? [];
          const rivalIndex = rivals.indexOf(p.seat);
          const rivalCard = rivalIndex >= 0 ? view.houseHagal?.rivals?.[rivalIndex] : undefined;
          return (
            <li key={p.seat} className="up-seat" data-testid={`up-seat-${p.seat}`}>
              <h3>
                <SeatDot seat={p.seat} /> {six && <TeamMark team={teamOfSeat(six, p.seat)} names={names} />}{' '}
                {names.seat(p.seat)}
                {!names.isRival(p.seat) && ` — ${names.leader(p.leader)}`}
                {six && ` · ${names.role(p.seat)}`}
              </h3>
              {p.leader && !names.isRival(p.seat) && (
                <details className="up-leader">
                  <summary>{t('uprising.panel.leaderRules', { leader: names.leader(p.leader) })}</summary>
                  <UprisingLeaderText id={p.leader} names={names} />
                </details>
              )}
              <p className="up-facts">
                <span>{t('uprising.panel.spies', { count: up.spySupply[p.seat] ?? 0 })}</span>
                {up.makerHooks[p.seat] && <span data-testid="has-hook">⚓ {t('uprising.panel.hook')}</span>}
                {(up.sandworms[p.seat] ?? 0) > 0 && (
                  <span>{t('uprising.panel.worms', { count: up.sandworms[p.seat] })}</span>
                )}
                {p.swordmaster && <span>{t('imp.swordmaster')}</span>}
                {(up.memories?.[p.seat] ?? 0) > 0 && (
                  <span>{t('uprising.panel.memories', { count: up.memories![p.seat] })}</span>
                )}
                {(up.training?.[p.seat] ?? 0) > 0 && (
                  <span>{t('uprising.panel.training', { count: up.training![p.seat] })}</span>
                )}
                {rivalCard && <span>{t('uprising.panel.rivalCard', { rival: names.rivalCard(rivalCard) })}</span>}
                {up.choam && <span>{t('uprising.panel.contractsCompleted', { count: completed })}</span>}
              </p>
              {cards.length > 0 && (
                <p className="up-battle" data-testid="battle-cards">
                  <b>{t('uprising.panel.battleCards')}</b>{' '}
                  {cards
                    .map((c) => {
                      const name = c.kind === 'objective' ? names.objective(c.id) : names.conflict(c.id);
                      const icon = (c.kind === 'objective' ? OBJECTIVES : CONFLICTS)[c.id]?.battleIcon;
                      const shown = icon ? `${name} (${battleIconName(icon, names.lang)})` : name;
                      return c.faceUp ? shown : `${shown}, ${t('uprising.panel.paired')}`;
                    })
                    .join(' · ')}
                </p>
              )}
              {held.length > 0 && (
                <>
                  <h4>{t('uprising.panel.contractsHeld')}</h4>
                  <div className="imp-cards small" data-testid="held-contracts">
                    {held.map((id, i) => (
                      <ContractFace key={`${id}-${i}`} id={id} names={names} />
                    ))}
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
