import { allianceOf, FACTION_DATA, INTERRUPT_TYPES, type DuneAction, type DuneView, type Faction } from '@arrakis/dune';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/index.ts';
import type { GameConnection } from '../transport/types.ts';
import { Board, type MapPick } from './board/Board.tsx';
import { turnLabel } from './board/ScoreTrack.tsx';
import { chatTab } from '../chat/ChatPanel.tsx';
import { useChat } from '../chat/useChat.ts';
import { CardsPanel, OfferDeal } from './CardsPanel.tsx';
import { Countdown } from './Countdown.tsx';
import { EndScreen } from './EndScreen.tsx';
import { FactionBadge } from './FactionBadge.tsx';
import { GameLog } from './GameLog.tsx';
import { duneLogGrouping } from './logGroups.ts';
import { ArenaBoard } from './arena/ArenaBoard.tsx';
import { HarvestScreen, usePreludeScreen } from './harvest/HarvestScreen.tsx';
import { AutoPassToggle } from './prompts/AutoPassToggle.tsx';
import { Prompt } from './prompts/Prompt.tsx';
import { TableTools } from './TableTools.tsx';
import { OnlineBanners, type Online } from './OnlineControls.tsx';
import { Connecting, ErrorBanner, PrivacyScreen, TopBarEnd } from './ScreenParts.tsx';
import { Shield } from './Shield.tsx';
import { PanZoom } from './layout/PanZoom.tsx';
import { TableLayout } from './layout/TableLayout.tsx';
import { duneResultContent } from './results/DuneResult.tsx';
import { duneResults } from './results/duneResults.ts';
import { useResultQueue } from './results/queue.ts';
import { ResultPanel } from './results/ResultPanel.tsx';
import { SinceLastMove } from './results/SinceLastMove.tsx';
import { describeEvent, makeNamer, type Namer } from './text.ts';
import { dunePhaseRule } from '../rules/phases.ts';
import { RulesButton } from '../rules/RulesPanel.tsx';
import { GuideBox } from '../guide/GuideBox.tsx';
import { useGame } from './useGame.ts';
import { ReasonsProvider } from '../explain/reasons.tsx';
import { RulesHost } from '../explain/rules.tsx';

const INTERRUPTS: ReadonlySet<string> = new Set(INTERRUPT_TYPES);
const DUNE_BOOKS = ['000'] as const;

export function waitingText(n: Namer, view: DuneView): string | null {
  const frame = view.frame;
  if (!frame || view.result) return null;
  return n.t('ui.waitingFor', {
    who: n.seats(frame.seats),
    what: n.t([
      `frame.${frame.kind}`,
      `duel.frame.${frame.kind}`,
      `variants.frame.${frame.kind}`,
      `stepMovement.frame.${frame.kind}`,
      `governor.frame.${frame.kind}`,
      `tleilaxu.frame.${frame.kind}`,
      `battleOrder.frame.${frame.kind}`,
    ]),
  });
}

export function GameScreen({
  connection,
  onLeave,
  online = null,
}: {
  connection: GameConnection;
  onLeave: () => void;
  online?: Online | null;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const game = useGame(connection);
  const [mapPick, setMapPick] = useState<MapPick | null>(null);
  const [revealedSeat, setRevealedSeat] = useState<number | null>(null);
  const update = game.update;
  const namer = useMemo(
    () => makeNamer(t, lang, update?.view.seats ?? [], update?.players ?? []),
    [t, lang, update?.view.seats, update?.players],
  );
  const results = useMemo(() => duneResults(game.log, update?.view.seats ?? []), [game.log, update?.view.seats]);
  const queue = useResultQueue(results, update?.seat ?? null, update?.seq ?? 0);
  const chat = useChat(connection.chat, update?.seat ?? null);
  const prelude = usePreludeScreen(update?.view ?? null, game.log);
  const logGrouping = useMemo(() => duneLogGrouping(lang), [lang]);

  if (!update) return <Connecting game={game} />;
  const { view } = update;
  const decisions = update.actions.filter((a) => !INTERRUPTS.has(a.type));
  const interrupts = update.actions.filter((a) => INTERRUPTS.has(a.type));
  const send = (action: DuneAction) => {
    setMapPick(null);
    queue.acted();
    connection.send(action);
  };

  // Hot-seat: the screen hides the shield until the seat whose turn it is says it holds the device.
  const privacy = connection.hotSeat && update.seat !== null && revealedSeat !== update.seat && !view.result;
  if (privacy) return <PrivacyScreen who={namer.seat(update.seat!)} onReady={() => setRevealedSeat(update.seat)} />;

  const me = update.seat;
  const waiting = waitingText(namer, view);
  const decisionLine = view.result
    ? t('ui.gameOver')
    : decisions.length > 0
      ? t([
          `frame.${view.frame?.kind ?? 'bid'}`,
          `duel.frame.${view.frame?.kind}`,
          `variants.frame.${view.frame?.kind}`,
          `stepMovement.frame.${view.frame?.kind}`,
          `governor.frame.${view.frame?.kind}`,
          `tleilaxu.frame.${view.frame?.kind}`,
          `battleOrder.frame.${view.frame?.kind}`,
        ])
      : (waiting ?? t('ui.nothingToDo'));
  const iResigned = me !== null && namer.resigned(me);
  return (
    <RulesHost>
      <ReasonsProvider connection={connection} seq={update.seq}>
        <div
          className="game"
          data-seat={me ?? 'spectator'}
          data-faction={me === null ? undefined : view.seats[me]}
          data-seq={update.seq}
          data-phase={view.phase}
          data-turn={view.turn}
        >
          <header className="topbar">
            <button onClick={onLeave}>
              ← <span className="topbar-long">{t('ui.lobby')}</span>
            </button>
            <strong>{turnLabel(t, view, view.turn)}</strong>
            <span data-testid="phase">
              <span className="topbar-long">
                {t('ui.phase')}
                {t('ui.colon')}
              </span>
              {t(`phase.${view.phase}`)}
            </span>
            <span>{t('ui.stormSector', { sector: view.storm })}</span>
            <span data-testid="me">{me === null ? t('ui.spectator') : namer.seat(me)}</span>
            <RulesButton books={DUNE_BOOKS} at={dunePhaseRule(view.phase)} />
            <TopBarEnd
              game={game}
              connection={connection}
              update={update}
              resigned={iResigned}
              who={me === null ? '' : namer.seat(me)}
            />
          </header>
          <ErrorBanner game={game} />
          <OnlineBanners update={update} resigned={iResigned} online={online} />
          <TableTools connection={connection} update={update} seatName={namer.seat} />
          <GuideBox game="dune" phase={view.phase} />
          <TableLayout
            board={
              prelude.shown ? (
                <HarvestScreen view={view} namer={namer} log={game.log} me={me} onDismiss={prelude.dismiss} />
              ) : view.duel?.arena ? (
                // rules 000 §19.C: the arena takes the board's place while a duel or an Assassins' War is fought.
                <ArenaBoard
                  view={view}
                  namer={namer}
                  log={game.log}
                  me={me}
                  actions={decisions}
                  send={send}
                  describe={(entry) => describeEvent(namer, entry)}
                />
              ) : (
                <PanZoom>
                  <Board view={view} namer={namer} pick={mapPick} />
                </PanZoom>
              )
            }
            decisionLine={decisionLine}
            mineLabel={t('ui.myShield')}
            attention={decisions.length > 0}
            decision={
              view.result ? (
                <EndScreen view={view} namer={namer} onLeave={onLeave} rematch={update.rematch} online={online} />
              ) : (
                <section className="panel prompt" id="prompt" data-testid="prompt" aria-live="polite">
                  <h2>
                    {decisions.length > 0
                      ? t([
                          `frame.${view.frame?.kind ?? 'bid'}`,
                          `duel.frame.${view.frame?.kind}`,
                          `variants.frame.${view.frame?.kind}`,
                          `stepMovement.frame.${view.frame?.kind}`,
                          `governor.frame.${view.frame?.kind}`,
                          `tleilaxu.frame.${view.frame?.kind}`,
                          `battleOrder.frame.${view.frame?.kind}`,
                        ])
                      : t('ui.waiting')}
                    {decisions.length > 0 && update.deadline !== null && <Countdown deadline={update.deadline} />}
                  </h2>
                  {decisions.length > 0 ? (
                    <Prompt
                      key={`${update.seq}:${me}`}
                      view={view}
                      actions={decisions}
                      namer={namer}
                      send={send}
                      setMapPick={setMapPick}
                    />
                  ) : (
                    <p className="waiting" data-testid="waiting">
                      {waiting ?? t('ui.nothingToDo')}
                    </p>
                  )}
                  <AutoPassToggle
                    enabled={update.autoPass}
                    setAutoPass={(on) => connection.setAutoPass(on)}
                    passing={decisions.length === 0 && me !== null && (view.frame?.seats.includes(me) ?? false)}
                    frame={view.frame?.kind}
                  />
                </section>
              )
            }
            result={
              <>
                <ResultPanel queue={queue} content={(r) => duneResultContent(namer, view.seats, me, r)} />
                {decisions.length > 0 && (
                  <SinceLastMove
                    log={game.log}
                    after={queue.lastActed}
                    describe={(entry) => describeEvent(namer, entry)}
                  />
                )}
              </>
            }
            mine={
              <>
                {me !== null && <Shield view={view} seat={me} namer={namer} />}
                {me !== null && !view.result && (
                  <CardsPanel view={view} actions={interrupts} namer={namer} send={send} />
                )}
              </>
            }
            seats={view.seats.map((faction, seat) => ({
              seat,
              mark: <FactionBadge faction={faction} />,
              name: namer.seat(seat),
              // Others' hands are counted in public during the bidding only (rules 000 §8).
              facts: view.eliminated?.includes(seat)
                ? t('elimination.tag')
                : view.factions[faction]?.handCount != null
                  ? t('ui.handCount', { count: view.factions[faction]!.handCount! })
                  : '',
              resigned: namer.resigned(seat),
              waited: !view.result && (view.frame?.seats.includes(seat) ?? false),
              me: seat === me,
            }))}
            seatsTab="players"
            tabs={[
              {
                id: 'log',
                label: t('results.tabLog'),
                content: (
                  <GameLog
                    log={game.log}
                    describe={(entry) => describeEvent(namer, entry)}
                    grouping={logGrouping}
                    turn={view.turn}
                    mark={(entry) => logMark(view.seats, entry)}
                    earlier={game.earlier}
                  />
                ),
              },
              {
                id: 'players',
                label: me === null ? t('ui.seats') : t('ui.otherFactions'),
                content: <OtherFactions view={view} me={me} namer={namer} />,
              },
              ...chatTab(t, {
                chat,
                me,
                status: update.status,
                seats: view.seats.map((faction, seat) => ({
                  seat,
                  name: namer.seat(seat),
                  colour: FACTION_DATA[faction as Faction]?.colour ?? '#888',
                  mark: <FactionBadge faction={faction} />,
                })),
                ...(view.phase !== 'setup' && view.you !== null
                  ? {
                      dealPrompt: (to: number) => (
                        <OfferDeal key={to} view={view} namer={namer} send={send} to={to} open />
                      ),
                    }
                  : {}),
              }),
            ]}
          />
        </div>
      </ReasonsProvider>
    </RulesHost>
  );
}

function OtherFactions({ view, me, namer }: { view: DuneView; me: number | null; namer: Namer }) {
  const { t } = useTranslation();
  return (
    <section className="panel others">
      <h2>{me === null ? t('ui.seats') : t('ui.otherFactions')}</h2>
      <ul>
        {view.seats.map((faction, seat) => {
          if (seat === me) return null;
          const f = view.factions[faction]!;
          const alliance = allianceOf(view.alliances, seat);
          const leaders = Object.entries(f.leaders);
          return (
            <li key={faction} className="other" data-faction={faction}>
              <FactionBadge faction={faction} /> <strong data-testid="player">{namer.seat(seat)}</strong>
              {namer.resigned(seat) && <span className="resigned-tag">{t('ui.resignedTag')}</span>}
              {view.eliminated?.includes(seat) && (
                <span className="resigned-tag" data-testid="eliminated-tag">
                  {t('elimination.tag')}
                </span>
              )}
              <div className="facts">
                <span>
                  {t('ui.tanks')}
                  {t('ui.colon')}
                  {f.tanks}
                </span>
                {f.handCount !== null && <span> · {t('ui.handCount', { count: f.handCount })}</span>}
                <span>
                  {' '}
                  · {t('ui.leaders')}
                  {t('ui.colon')}
                  {leaders.filter(([, l]) => l.location === 'available').length}/{leaders.length}
                </span>
                {alliance && alliance.length > 1 && (
                  <span>
                    {' '}
                    · {t('ui.alliances')}
                    {t('ui.colon')}
                    {namer.seats(alliance.filter((s) => s !== seat))}
                  </span>
                )}
                {view.silenced.includes(seat) && <span> · {t('ui.silenced')}</span>}
              </div>
              <div className="leaders-line">
                {leaders.map(([id, l]) => (
                  <span
                    key={id}
                    className={`leader-chip ${l.location}`}
                    title={l.location === 'captured' ? t('ui.leaderCaptured') : undefined}
                  >
                    {namer.leader(id)}
                    {l.location === 'tanks' ? ' ✝' : l.location === 'captured' ? ' ⛓' : l.usedIn ? ' ⚔' : ''}
                  </span>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The colour and symbol of the faction an event is about (its `seat`), beside its sentence in the log. */
function logMark(seats: readonly string[], entry: { readonly params: Readonly<Record<string, unknown>> }) {
  const seat = entry.params['seat'];
  const faction = typeof seat === 'number' ? seats[seat] : undefined;
  return faction ? <FactionBadge faction={faction} /> : null;
}
