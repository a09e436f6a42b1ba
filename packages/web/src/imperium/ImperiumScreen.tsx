import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/index.ts';
import type { GameConnection } from '../transport/types.ts';
import { Countdown } from '../game/Countdown.tsx';
import { TableTools } from '../game/TableTools.tsx';
import { OnlineBanners, type Online } from '../game/OnlineControls.tsx';
import { Connecting, ErrorBanner, PrivacyScreen, TopBarEnd } from '../game/ScreenParts.tsx';
import { GameLog } from '../game/GameLog.tsx';
import { imperiumLogGrouping } from '../game/logGroups.ts';
import { useGame } from '../game/useGame.ts';
import { chatTab } from '../chat/ChatPanel.tsx';
import { useChat } from '../chat/useChat.ts';
import { PanZoom } from '../game/layout/PanZoom.tsx';
import { TableLayout } from '../game/layout/TableLayout.tsx';
import { useResultQueue } from '../game/results/queue.ts';
import { ResultPanel } from '../game/results/ResultPanel.tsx';
import { SinceLastMove } from '../game/results/SinceLastMove.tsx';
import { CardView } from './CardView.tsx';
import { cardTries, ReasonCard, type CardTries, type CardTry } from './cardReasons.tsx';
import {
  baseView,
  decisionFrame,
  frameSeat,
  isUprising,
  makeNames,
  seatColour,
  type ImpNames,
  type TableAction,
  type TableView,
} from './content.ts';
import { SeatDot } from './SeatMark.tsx';
import { ImperiumBoard, type BoardPick } from './ImperiumBoard.tsx';
import { ImperiumEnd } from './ImperiumEnd.tsx';
import { UprisingBoard } from './UprisingBoard.tsx';
import { UprisingPanel } from './UprisingPanel.tsx';
import { TeamMark } from './six/SixTeams.tsx';
import { sixOf, teamOfSeat } from './six/sixSeats.ts';
import { AutoPassToggle } from '../game/prompts/AutoPassToggle.tsx';
import { ImperiumPrompt } from './ImperiumPrompt.tsx';
import { HandStrip } from './HandStrip.tsx';
import { imperiumResultContent } from './ImperiumResult.tsx';
import { imperiumResults } from './imperiumResults.ts';
import './imperium.css';
import { imperiumPhaseRule } from '../rules/phases.ts';
import { RulesButton } from '../rules/RulesPanel.tsx';
import { ReasonsProvider } from '../explain/reasons.tsx';
import { RulesHost } from '../explain/rules.tsx';
import { GuideBox } from '../guide/GuideBox.tsx';

/** rules 002 for both editions, and Uprising's own headings (rules 004). */
const IMPERIUM_BOOKS = ['002'] as const;
const UPRISING_BOOKS = ['004', '002'] as const;

/** The Dune: Imperium game screen: the board, the prompt, the seat's own cards, the others' public facts, the log. */
export function ImperiumScreen({
  connection,
  onLeave,
  online = null,
}: {
  connection: GameConnection<TableView, TableAction>;
  onLeave: () => void;
  online?: Online | null;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const game = useGame(connection);
  const [pick, setPick] = useState<BoardPick | null>(null);
  const [revealedSeat, setRevealedSeat] = useState<number | null>(null);
  const update = game.update;
  const names = useMemo(
    () => makeNames(t, lang, update?.view ?? null, update?.players ?? []),
    [t, lang, update?.view, update?.players],
  );
  const results = useMemo(() => imperiumResults(game.log), [game.log]);
  const queue = useResultQueue(results, update?.seat ?? null, update?.seq ?? 0);
  const chat = useChat(connection.chat, update?.seat ?? null);
  const logGrouping = useMemo(() => imperiumLogGrouping(lang), [lang]);
  if (!update) return <Connecting game={game} />;
  const { view } = update;
  const base = baseView(view);
  const six = sixOf(view);
  const send = (action: TableAction) => {
    setPick(null);
    queue.acted();
    connection.send(action);
  };
  const privacy = connection.hotSeat && update.seat !== null && revealedSeat !== update.seat && !view.result;
  if (privacy) return <PrivacyScreen who={names.seat(update.seat!)} onReady={() => setRevealedSeat(update.seat)} />;
  const me = update.seat;
  const frame = decisionFrame(view);
  const tries = cardTries(view, me, update.actions, names.content);
  const waitingFor = frame ? frameSeat(frame) : null;
  const iResigned = me !== null && names.resigned(me);
  const waitingLine =
    frame && waitingFor !== null
      ? t('ui.waitingFor', { who: names.seat(waitingFor), what: t(`imp.frame.${frame.kind}`) })
      : t('ui.nothingToDo');
  return (
    <RulesHost>
      <ReasonsProvider connection={connection} seq={update.seq}>
        <div
          className="game imperium"
          data-game={isUprising(view) ? 'uprising' : 'imperium'}
          data-seat={me ?? 'spectator'}
          data-seq={update.seq}
          data-phase={view.phase}
          data-turn={view.round}
        >
          <header className="topbar">
            <button onClick={onLeave}>
              ← <span className="topbar-long">{t('ui.lobby')}</span>
            </button>
            <strong className="topbar-long">{isUprising(view) ? t('uprisingLobby.game') : t('imp.title')}</strong>
            <span>{t('imp.roundOf', { round: view.round })}</span>
            <span data-testid="phase">
              <span className="topbar-long">
                {t('ui.phase')}
                {t('ui.colon')}
              </span>
              {t(`imp.phase.${view.phase}`)}
            </span>
            <span data-testid="me">{me === null ? t('ui.spectator') : names.seat(me)}</span>
            <RulesButton
              books={isUprising(view) ? UPRISING_BOOKS : IMPERIUM_BOOKS}
              at={imperiumPhaseRule(view.phase)}
            />
            <TopBarEnd
              game={game}
              connection={connection}
              update={update}
              resigned={iResigned}
              who={me === null ? '' : names.seat(me)}
            />
          </header>
          <ErrorBanner game={game} />
          <OnlineBanners update={update} resigned={iResigned} online={online} />
          <TableTools connection={connection} update={update} seatName={names.seat} />
          <GuideBox game="imperium" phase={view.phase} />
          <TableLayout
            mineLabel={me === null ? '' : names.seat(me)}
            board={
              <>
                <PanZoom controls="bottom">
                  {base ? (
                    <ImperiumBoard view={base} names={names} pick={pick} />
                  ) : (
                    <UprisingBoard view={view} names={names} pick={pick} />
                  )}
                </PanZoom>
                <RowPanel view={view} names={names} tryBuy={tries.row} />
                {isUprising(view) && <UprisingPanel view={view} names={names} />}
              </>
            }
            decisionLine={
              view.result
                ? t('ui.gameOver')
                : update.actions.length > 0 && frame
                  ? t(`imp.frame.${frame.kind}`)
                  : waitingLine
            }
            attention={update.actions.length > 0}
            decision={
              view.result ? (
                <ImperiumEnd view={view} names={names} onLeave={onLeave} rematch={update.rematch} online={online} />
              ) : (
                <section className="panel prompt" id="prompt" data-testid="prompt" aria-live="polite">
                  <h2>
                    {update.actions.length > 0 && frame ? t(`imp.frame.${frame.kind}`) : t('ui.waiting')}
                    {update.actions.length > 0 && update.deadline !== null && <Countdown deadline={update.deadline} />}
                  </h2>
                  {update.actions.length > 0 ? (
                    <ImperiumPrompt
                      key={`${update.seq}:${me}`}
                      view={view}
                      actions={update.actions}
                      names={names}
                      send={send}
                      setPick={setPick}
                    />
                  ) : (
                    <p className="waiting" data-testid="waiting">
                      {waitingLine}
                    </p>
                  )}
                  <AutoPassToggle
                    enabled={update.autoPass}
                    setAutoPass={(on) => connection.setAutoPass(on)}
                    passing={update.actions.length === 0 && me !== null && waitingFor === me}
                    frame={frame?.kind}
                  />
                </section>
              )
            }
            result={
              <>
                <ResultPanel queue={queue} content={(r) => imperiumResultContent(names, view, me, r)} />
                {update.actions.length > 0 && (
                  <SinceLastMove log={game.log} after={queue.lastActed} describe={names.logLine} />
                )}
              </>
            }
            mine={me !== null && <MyPanel view={view} player={view.players[me]!} names={names} tries={tries} />}
            seats={view.players.map((p) => ({
              seat: p.seat,
              mark: (
                <>
                  <SeatMark seat={p.seat} />
                  {six && <TeamMark team={teamOfSeat(six, p.seat)} names={names} />}
                </>
              ),
              name: names.seat(p.seat),
              facts: [`${p.victoryPoints} ${t('imp.vp')}`, names.role(p.seat)].filter(Boolean).join(' · '),
              resigned: names.resigned(p.seat),
              waited: !view.result && waitingFor === p.seat,
              me: p.seat === me,
            }))}
            seatsTab="players"
            tabs={[
              {
                id: 'log',
                label: t('results.tabLog'),
                content: (
                  <GameLog
                    log={game.log}
                    describe={names.logLine}
                    grouping={logGrouping}
                    turn={view.round}
                    mark={logMark}
                    earlier={game.earlier}
                  />
                ),
              },
              { id: 'players', label: t('results.tabPlayers'), content: <Players view={view} me={me} names={names} /> },
              ...chatTab(t, {
                chat,
                me,
                status: update.status,
                seats: view.players.map((p) => ({
                  seat: p.seat,
                  name: names.seat(p.seat),
                  colour: seatColour(p.seat),
                  mark: <SeatMark seat={p.seat} />,
                })),
              }),
            ]}
          />
        </div>
      </ReasonsProvider>
    </RulesHost>
  );
}

/** The colour and number of the seat an event is about (its `seat`), beside its sentence in the log. */
function logMark(entry: { readonly params: Readonly<Record<string, unknown>> }) {
  const seat = entry.params['seat'];
  return typeof seat === 'number' ? <SeatMark seat={seat} /> : null;
}

/** A seat's colour with its number, so that colour is never the only sign. */
function SeatMark({ seat }: { seat: number }) {
  return (
    <span className="imp-seat-mark" style={{ background: seatColour(seat) }} aria-hidden="true">
      {seat + 1}
    </span>
  );
}

function Resources({ p, names }: { p: TableView['players'][number]; names: ImpNames }) {
  const t = names.t;
  return (
    <div className="imp-resources">
      <span title={t('imp.resource.solari')}>
        {t('imp.resource.solari')} <b data-testid="solari">{p.solari}</b>
      </span>
      <span title={t('imp.resource.spice')}>
        {t('imp.resource.spice')} <b>{p.spice}</b>
      </span>
      <span title={t('imp.resource.water')}>
        {t('imp.resource.water')} <b>{p.water}</b>
      </span>
      <span>
        {t('imp.vp')} <b data-testid="vp">{p.victoryPoints}</b>
      </span>
      <span>
        {t('imp.troops', { garrison: p.troops.garrison, conflict: p.troops.conflict, supply: p.troops.supply })}
      </span>
      <span>{t('imp.agents', { left: p.agentsLeft, total: p.agents })}</span>
      {p.swordmaster && <span>{t('imp.swordmaster')}</span>}
      {p.highCouncil && <span>{t('imp.councilSeat')}</span>}
    </div>
  );
}

/** The seat's own game: resources, hand, Intrigues (private), deck and discard counts, cards in play. */
function MyPanel({
  view,
  player,
  names,
  tries,
}: {
  view: TableView;
  player: TableView['players'][number];
  names: ImpNames;
  tries: CardTries;
}) {
  const t = names.t;
  return (
    <section className="panel imp-mine" data-testid="my-panel">
      <h2>
        <SeatDot seat={player.seat} /> {names.seat(player.seat)} — {names.leader(player.leader)}
      </h2>
      {names.role(player.seat) && (
        <p className="six-role" data-testid="my-role">
          {names.role(player.seat)}
        </p>
      )}
      <Resources p={player} names={names} />
      <p className="imp-counts">
        {t('imp.deckDiscard', { deck: player.deckCount, discard: player.discard.length })} ·{' '}
        {t('imp.persuasionSwords', { persuasion: player.persuasion, swords: player.swords })}
        {player.masterstroke &&
          ` · ${t('imp.masterstrokeTokens', { factions: player.masterstroke.map((f) => names.faction(f)).join(', ') })}`}
      </p>
      <h3>{t('imp.hand', { count: player.handCount })}</h3>
      <HandStrip cards={player.hand ?? []} names={names} testId="hand" tryCard={tries.hand} />
      <h3>{t('imp.intrigues', { count: player.intrigueCount })}</h3>
      <HandStrip cards={player.intrigues ?? []} names={names} intrigue testId="intrigues" tryCard={tries.intrigue} />
      {(player.inPlay.length > 0 || player.revealed.length > 0) && (
        <>
          <h3>{t('imp.inPlay')}</h3>
          <div className="imp-cards small">
            {[...player.inPlay, ...player.revealed].map((id, i) => (
              <CardView key={`${id}-${i}`} id={id} names={names} />
            ))}
          </div>
        </>
      )}
      {view.players[player.seat]?.topOfDeck && (
        <p>{t('imp.topOfDeck', { card: names.card(view.players[player.seat]!.topOfDeck!) })}</p>
      )}
    </section>
  );
}

/** The Imperium row with each card's full text. */
function RowPanel({ view, names, tryBuy }: { view: TableView; names: ImpNames; tryBuy: CardTry | null }) {
  return (
    <section className="panel imp-row">
      <h2>{names.t('imp.imperiumRow')}</h2>
      {/* A phone scrolls the row sideways: reachable by keyboard, though its cards are not buttons. */}
      <div className="imp-cards" role="region" aria-label={names.t('imp.imperiumRow')} tabIndex={0}>
        {view.imperiumRow.map((id, i) => (
          // A card the seat cannot acquire in its Reveal turn tells why (issue 21).
          <ReasonCard key={`${id}-${i}`} tryCard={tryBuy} card={id}>
            <CardView id={id} names={names} />
          </ReasonCard>
        ))}
      </div>
    </section>
  );
}

/** Every seat's public facts. */
function Players({ view, me, names }: { view: TableView; me: number | null; names: ImpNames }) {
  const t = names.t;
  return (
    <section className="panel others">
      <h2>{t('imp.players')}</h2>
      <ul>
        {view.players.map((p) => (
          <li key={p.seat} className="other" data-testid={`player-${p.seat}`}>
            <SeatDot seat={p.seat} /> <strong>{names.seat(p.seat)}</strong>
            {p.seat === me && ` (${t('ui.you')})`}
            {!names.isRival(p.seat) && ` — ${names.leader(p.leader)}`}
            {names.role(p.seat) && ` · ${names.role(p.seat)}`}
            {names.resigned(p.seat) && <span className="resigned-tag">{t('ui.resignedTag')}</span>}
            {p.seat === view.firstPlayer && <span className="imp-first"> {t('imp.firstPlayerTag')}</span>}
            <Resources p={p} names={names} />
            {!names.isRival(p.seat) && (
              <div className="facts">
                {t('imp.publicCounts', {
                  hand: p.handCount,
                  intrigues: p.intrigueCount,
                  deck: p.deckCount,
                  discard: p.discard.length,
                })}
                {p.inPlay.length + p.revealed.length > 0 &&
                  ` · ${t('imp.playedCards', { cards: [...p.inPlay, ...p.revealed].map((c) => names.card(c)).join(', ') })}`}
              </div>
            )}
            {names.isRival(p.seat) && (
              <div className="facts">{t('imp.intriguesCount', { count: p.intrigueCount })}</div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
