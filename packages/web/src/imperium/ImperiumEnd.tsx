import { EndActions, type Online } from '../game/OnlineControls.tsx';
import { finishedGameHere, RecordButtons } from '../replay/RecordButtons.tsx';
import type { ImpNames, TableView } from './content.ts';
import { SeatDot } from './SeatMark.tsx';
import { sixOf } from './six/sixSeats.ts';
import { SixTeams } from './six/SixTeams.tsx';

/** rules 002 FIN DE PARTIE: victory points, then spice, Solari, water and troops in the garrison. */
export function standing(view: TableView, seat: number): number[] {
  const p = view.players[seat]!;
  return [p.victoryPoints, p.spice, p.solari, p.water, p.troops.garrison];
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i]! - a[i]!;
  return 0;
}

/** The final scores with the tie-breakers, best first, and the winners. */
export function ImperiumEnd({
  view,
  names,
  onLeave,
  rematch,
  online,
}: {
  view: TableView;
  names: ImpNames;
  onLeave: () => void;
  rematch: string | null;
  online: Online | null;
}) {
  const t = names.t;
  const result = view.result!;
  const six = sixOf(view);
  // The winners first: Uprising breaks a tie the resources leave by the latest Reveal turn (rules 004 FAQ).
  const won = (seat: number) => (result.winners.includes(seat) ? 0 : 1);
  const ranked = view.players
    .map((p) => p.seat)
    .sort((a, b) => won(a) - won(b) || compare(standing(view, a), standing(view, b)) || a - b);
  return (
    <section className="panel end" data-testid="end-screen">
      <h2>{t('ui.gameOver')}</h2>
      <p>{t('imp.endRound', { round: result.turn })}</p>
      <h3>{t('ui.winners')}</h3>
      {result.winners.length === 0 ? (
        <p data-testid="winners">{t(`imp.reason.${result.reason}`, { defaultValue: t('ui.noWinner') })}</p>
      ) : (
        <ul className="winners" data-testid="winners">
          {result.winners.map((seat) => (
            <li key={seat}>
              <strong>{names.seat(seat)}</strong>
              {seat === view.seat && ` (${t('ui.you')})`}
              {names.resigned(seat) && <span className="resigned-tag">{t('ui.resignedTag')}</span>}
            </li>
          ))}
        </ul>
      )}
      {six && (
        <>
          {/* facts uprising-rules.md §1.8: the teams' combined VP decide, then their resources. */}
          <h3>{t('uprising.six.end.teams')}</h3>
          <SixTeams view={view} six={six} names={names} />
        </>
      )}
      <table className="imp-scores" data-testid="scores">
        <thead>
          <tr>
            <th>#</th>
            <th>{t('imp.player')}</th>
            <th>{t('imp.vp')}</th>
            <th>{t('imp.resource.spice')}</th>
            <th>{t('imp.resource.solari')}</th>
            <th>{t('imp.resource.water')}</th>
            <th>{t('imp.garrison')}</th>
          </tr>
        </thead>
        <tbody>
          {ranked.map((seat, i) => {
            const [vp, spice, solari, water, garrison] = standing(view, seat);
            return (
              <tr key={seat} className={result.winners.includes(seat) ? 'winner' : ''}>
                <td>{i + 1}</td>
                <td>
                  <SeatDot seat={seat} /> {names.seat(seat)}
                  {!names.isRival(seat) && ` — ${names.leader(view.players[seat]!.leader)}`}
                  {six && ` · ${names.role(seat)}`}
                </td>
                <td>{vp}</td>
                <td>{spice}</td>
                <td>{solari}</td>
                <td>{water}</td>
                <td>{garrison}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="hint">{t('imp.tieBreakers')}</p>
      <RecordButtons source={finishedGameHere()} />
      <EndActions seat={view.seat} rematch={rematch} online={online} onLeave={onLeave} />
    </section>
  );
}
