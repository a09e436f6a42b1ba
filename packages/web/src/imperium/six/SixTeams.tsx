import type { ImpNames, TableView } from '../content.ts';
import { SeatDot } from '../SeatMark.tsx';
import { TEAM_COLOURS } from './teams.ts';
import { TEAM_KEYS, teamOfSeat, teamScores, teamSeatsOf, type SixView, type TeamIndex } from './sixSeats.ts';

/** A team's mark: its colour and its initial, with its name for screen readers and tooltips. */
export function TeamMark({ team, names }: { team: TeamIndex; names: ImpNames }) {
  const name = names.t(`uprising.six.team.${TEAM_KEYS[team]}`);
  return (
    <span
      className="six-team-mark"
      style={{ background: TEAM_COLOURS[team] }}
      title={name}
      aria-label={name}
      role="img"
      data-team={team}
    >
      {team === 0 ? 'M' : 'E'}
    </span>
  );
}

/**
 * The two teams of the six-player game (facts uprising-rules.md §1.2, §1.8): each with its combined victory points,
 * its Commander and its two Allies, and which Ally the Commander activated last (§1.4). Winners first once the game
 * is over.
 */
export function SixTeams({ view, six, names }: { view: TableView; six: SixView; names: ImpNames }) {
  const t = names.t;
  const scores = teamScores(view, six);
  const winners = view.result?.winners ?? [];
  const order: TeamIndex[] = winners.length > 0 && teamOfSeat(six, winners[0]!) === 1 ? [1, 0] : [0, 1];
  return (
    <div className="six-teams" data-testid="six-teams">
      {order.map((team) => {
        const won = winners.length > 0 && winners.some((s) => teamOfSeat(six, s) === team);
        return (
          <section
            key={team}
            className={`six-team${won ? ' winner' : ''}`}
            style={{ borderColor: TEAM_COLOURS[team] }}
            data-testid={`six-team-${team}`}
            data-vp={scores[team]}
          >
            <h3>
              <TeamMark team={team} names={names} />{' '}
              {t('uprising.six.teamScore', { team: t(`uprising.six.team.${TEAM_KEYS[team]}`), count: scores[team] })}
              {won && ` — ${t('uprising.six.end.winners')}`}
            </h3>
            <ul>
              {teamSeatsOf(six, team).map((seat) => (
                <li key={seat} data-testid={`six-seat-${seat}`}>
                  <SeatDot seat={seat} /> <strong>{names.seat(seat)}</strong>
                  {seat === view.seat && ` (${t('ui.you')})`} — {names.leader(view.players[seat]?.leader ?? null)} ·{' '}
                  {t(six.commanders[team] === seat ? 'uprising.six.commander' : 'uprising.six.ally')} ·{' '}
                  {view.players[seat]?.victoryPoints ?? 0} {t('imp.vp')}
                  {six.activated[team] === seat && (
                    <span className="six-activated" data-testid="six-activated">
                      {' '}
                      · {t('uprising.six.activated')}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
