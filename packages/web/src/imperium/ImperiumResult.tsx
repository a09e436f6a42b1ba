import type { Outcome, ResultContent } from '../game/results/ResultPanel.tsx';
import { seatColour, type ImpNames, type TableView } from './content.ts';
import type { CombatResult, ImperiumResult, RoundEndResult } from './imperiumResults.ts';

/** A result of an Imperium table as a panel's title, tone and body, in the reader's language. */
export function imperiumResultContent(
  names: ImpNames,
  view: TableView,
  me: number | null,
  result: ImperiumResult,
): ResultContent {
  return result.kind === 'combat' ? combatContent(names, me, result) : roundEndContent(names, view, result);
}

function combatContent(names: ImpNames, me: number | null, c: CombatResult): ResultContent {
  const t = names.t;
  const myPlace = me === null ? undefined : c.seats.find((s) => s.seat === me);
  const outcome: Outcome =
    myPlace === undefined ? 'neutral' : myPlace.place === 'first' ? 'won' : myPlace.place ? 'neutral' : 'lost';
  return {
    title: t('results.combatTitle', { conflict: names.conflict(c.conflict) }),
    outcome,
    body: (
      <>
        {c.seats.length === 0 ? (
          <p>{t('results.combatEmpty')}</p>
        ) : (
          <table className="combat-table" data-testid="combat-table">
            <thead>
              <tr>
                <th scope="col">{t('results.combatSeat')}</th>
                <th scope="col">{t('results.combatStrength')}</th>
                <th scope="col">{t('results.combatPlace')}</th>
              </tr>
            </thead>
            <tbody>
              {c.seats.map((s) => (
                <tr key={s.seat} data-seat={s.seat} className={s.seat === me ? 'me' : undefined}>
                  <td>
                    <span className="imp-dot" style={{ background: seatColour(s.seat) }} /> {names.seat(s.seat)}
                  </td>
                  <td>{s.strength}</td>
                  <td>{s.place ? t(`imp.place.${s.place}`) : t('results.combatNoReward')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {c.rewards.length > 0 && (
          <>
            <h3>{t('results.combatRewards')}</h3>
            <ul className="result-lines" data-testid="combat-rewards">
              {c.rewards.map((entry, i) => (
                <li key={`${entry.seq}.${i}`}>{names.logLine(entry)}</li>
              ))}
            </ul>
          </>
        )}
      </>
    ),
  };
}

function roundEndContent(names: ImpNames, view: TableView, r: RoundEndResult): ResultContent {
  const t = names.t;
  return {
    title: t('results.roundEndTitle', { round: r.round }),
    outcome: 'neutral',
    body: (
      <>
        <ul className="result-lines">
          {view.players.map((p) => {
            const change = r.points.get(p.seat) ?? 0;
            return (
              <li key={p.seat}>
                <span className="imp-dot" style={{ background: seatColour(p.seat) }} /> {names.seat(p.seat)}
                {t('ui.colon')}
                {t('results.roundPoints', { count: change, total: p.victoryPoints })}
              </li>
            );
          })}
        </ul>
        <p>{t('results.roundFirst', { seat: names.seat(r.firstPlayer) })}</p>
      </>
    ),
  };
}
