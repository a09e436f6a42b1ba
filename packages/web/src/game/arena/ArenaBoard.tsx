import {
  ARENA_CELL_IDS,
  ARENA_EDGES,
  DUEL_CARDS,
  FACTION_DATA,
  type ArenaCellId,
  type Faction,
  type DuelCardId,
  type DuneAction,
  type DuneView,
} from '@arrakis/dune';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FactionBadge, textOn } from '../FactionBadge.tsx';
import type { Namer } from '../text.ts';
import type { LogEntry } from '../../transport/types.ts';
import { ARENA_SIZE, cellCentre, cellLabelPoint, cellPath, edgePath } from './geometry.ts';
import { arenaCellName, arenaEdgeName, duelCardName } from './words.ts';
import './arena.css';

type DuelCardAction = Extract<DuneAction, { type: 'duelCard' }>;
type Fighter = NonNullable<NonNullable<DuneView['duel']>['arena']>['fighters'][number];

/** rules 000 §19: the arena's recent events (Kanly, duel, Assassins' War), newest last. */
const DUEL_EVENT = /^(kanly|duel|assassins|second)/;
const RECENT_LINES = 6;

/** The table's phone layout (table.css): the decision is a bottom sheet. */
const PHONE = '(max-width: 899.98px)';

/** The one action a cell answers: a step, the champion's placement or (with one leader left) the negotiator's. */
function cellAction(actions: readonly DuneAction[], cell: string): DuneAction | null {
  const matching = actions.filter(
    (a) =>
      (a.type === 'duelMove' && a.to === cell) ||
      (a.type === 'placeChampion' && a.cell === cell) ||
      (a.type === 'placeNegotiator' && a.cell === cell),
  );
  return matching.length === 1 ? matching[0]! : null;
}

/**
 * rules 000 §19.C: the arena in the board's place while a duel or an Assassins' War is fought: its rings and
 * sectors, the duellists on their cells, the obstacles, support and strength, the hands, the recent log lines.
 * Cells, cards, duellists and edges are clickable when the seat's legal actions include them.
 */
export function ArenaBoard({
  view,
  namer,
  log,
  me,
  actions,
  send,
  describe,
}: {
  view: DuneView;
  namer: Namer;
  log: readonly LogEntry[];
  me: number | null;
  actions: readonly DuneAction[];
  send: (action: DuneAction) => void;
  describe: (entry: LogEntry) => string;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  const board = useRef<HTMLElement>(null);
  const duel = view.duel;
  const arena = duel?.arena;
  const shown = Boolean(arena);
  // On a phone the arena comes in under the seats and the latest result: it is brought to the top of the screen,
  // above the decision sheet, once when it appears (not at each step, which would fight the player's scrolling).
  useEffect(() => {
    if (!shown) return;
    const phone = window.matchMedia(PHONE);
    const bring = () => {
      if (phone.matches) board.current?.scrollIntoView({ block: 'start' });
    };
    bring();
    // A window narrowed to the phone layout (a turned tablet) gets the same.
    phone.addEventListener('change', bring);
    return () => phone.removeEventListener('change', bring);
  }, [shown]);
  if (!duel || !arena) return null;
  const cardActions = actions.filter((a): a is DuelCardAction => a.type === 'duelCard');
  const aimed = cardActions.filter((a) => a.card === selected);
  const current = arena.stage === 'fight' ? arena.fighters[arena.current] : undefined;
  const half = ARENA_SIZE / 2;

  function playCard(card: string) {
    const parry = actions.find((a) => a.type === 'duelParry' && a.card === card);
    if (parry) return send(parry);
    const plays = cardActions.filter((a) => a.card === card);
    if (plays.length === 1) return send(plays[0]!);
    if (plays.length > 1) setSelected(selected === card ? null : card);
  }

  const label = (f: Fighter) => (f.leader ? namer.leader(f.leader) : t('duel.arena.faceDown'));
  const recent = log.filter((e) => DUEL_EVENT.test(e.type)).slice(-RECENT_LINES);

  return (
    <section ref={board} className="arena-board" data-testid="arena" data-kind={arena.kind} data-stage={arena.stage}>
      <h2>{t(arena.kind === 'kanly' ? 'duel.arena.kanly' : 'duel.arena.assassinsWar')}</h2>
      <svg
        viewBox={`${-half} ${-half} ${ARENA_SIZE} ${ARENA_SIZE}`}
        role="group"
        aria-label={t('duel.arena.title')}
        className="arena-svg"
      >
        <circle r={half - 8} className="arena-wall" />
        {ARENA_CELL_IDS.map((cell) => {
          const action = cellAction(actions, cell);
          const name = arenaCellName(namer, cell);
          return (
            <path
              key={cell}
              d={cellPath(cell)}
              className={`arena-cell${action ? ' legal' : ''}`}
              data-cell={cell}
              role={action ? 'button' : undefined}
              tabIndex={action ? 0 : undefined}
              aria-label={name}
              onClick={action ? () => send(action) : undefined}
              onKeyDown={action ? (e) => e.key === 'Enter' && send(action) : undefined}
            >
              <title>{name}</title>
            </path>
          );
        })}
        {ARENA_CELL_IDS.map((cell) => {
          // The cell's number, as the prompt's words name it ("case extérieure 5").
          const { x, y } = cellLabelPoint(cell);
          return (
            <text
              key={`n-${cell}`}
              x={x.toFixed(1)}
              y={(y + 4).toFixed(1)}
              textAnchor="middle"
              className="arena-cell-number"
              aria-hidden="true"
            >
              {Number(cell.replace(/^[a-z]+/, '')) + 1}
            </text>
          );
        })}
        {Object.keys(ARENA_EDGES).map((edge) => {
          const d = edgePath(edge);
          const play = aimed.find((a) => a.edge === edge);
          const blocked = arena.obstacles.includes(edge);
          if (!d || (!blocked && !play)) return null;
          return (
            <path
              key={edge}
              d={d}
              className={`arena-edge${blocked ? ' obstacle' : ''}${play ? ' legal' : ''}`}
              data-edge={edge}
              role={play ? 'button' : undefined}
              aria-label={play ? arenaEdgeName(namer, edge) : undefined}
              onClick={play ? () => (setSelected(null), send(play)) : undefined}
            />
          );
        })}
        {arena.fighters.map((f) => {
          if (!f.cell || !f.alive || f.left) return null;
          const { x, y } = cellCentre(f.cell as ArenaCellId);
          const target = aimed.find((a) => a.target === f.seat);
          const faction = FACTION_DATA[view.seats[f.seat] as Faction] as (typeof FACTION_DATA)[Faction] | undefined;
          return (
            <g
              key={f.seat}
              transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
              className={`arena-fighter faction-${view.seats[f.seat] ?? ''}${f === current ? ' current' : ''}${target ? ' legal' : ''}${f.seat === me ? ' mine' : ''}`}
              data-seat={f.seat}
              role={target ? 'button' : undefined}
              onClick={target ? () => (setSelected(null), send(target)) : undefined}
            >
              <circle r={25} className="halo" />
              <circle r={18} className="disc" style={{ stroke: faction?.colour }} />
              <text y={5} textAnchor="middle">
                {f.strength ?? '?'}
              </text>
              {faction && (
                // Colour and symbol: whose duellist it is, never by colour alone.
                <g transform="translate(15 -15)" className="badge">
                  <circle r={9} style={{ fill: faction.colour }} />
                  <text y={4} textAnchor="middle" style={{ fill: textOn(faction.colour) }}>
                    {faction.symbol}
                  </text>
                </g>
              )}
              <title>{`${namer.seat(f.seat)}: ${label(f)}`}</title>
            </g>
          );
        })}
      </svg>
      <ul className="arena-fighters">
        {arena.fighters.map((f) => (
          <li key={f.seat} className={f === current ? 'current' : undefined}>
            <FactionBadge faction={view.seats[f.seat] ?? ''} /> {namer.seat(f.seat)} — {label(f)}
            {' · '}
            {t('duel.arena.strength', { strength: f.strength ?? '?' })}
            {' · '}
            {t('duel.arena.support', { count: f.support })}
            {' · '}
            {f.cell && f.alive && !f.left ? arenaCellName(namer, f.cell) : t('duel.arena.out')}
            {' · '}
            {t('duel.arena.hand', { count: duel.handCounts[String(f.seat)] ?? 0 })}
          </li>
        ))}
        {arena.seconds.map((s) => (
          <li key={`second-${s.seat}`}>
            {t('duel.arena.second', {
              seat: namer.seat(s.seat),
              side: namer.seat(s.side),
              leader: s.leader ? namer.leader(s.leader) : t('duel.arena.faceDown'),
            })}
          </li>
        ))}
      </ul>
      {me !== null && duel.hand && (
        <div className="arena-hand" data-testid="arena-hand">
          <h3>{t('duel.arena.yourHand')}</h3>
          {duel.hand.map((card, i) => {
            const playable =
              cardActions.some((a) => a.card === card) ||
              actions.some((a) => a.type === 'duelParry' && a.card === card);
            return (
              <button
                type="button"
                key={`${card}-${i}`}
                className={`duel-card${selected === card ? ' selected' : ''}`}
                data-card={card}
                data-effect={DUEL_CARDS[card as DuelCardId]?.effect.kind}
                disabled={!playable}
                onClick={() => playCard(card)}
              >
                {duelCardName(namer, card)}
              </button>
            );
          })}
          {selected && <p className="hint">{t('duel.arena.aim')}</p>}
        </div>
      )}
      <ol className="arena-log">
        {recent.map((e, i) => (
          <li key={i}>{describe(e)}</li>
        ))}
      </ol>
    </section>
  );
}
