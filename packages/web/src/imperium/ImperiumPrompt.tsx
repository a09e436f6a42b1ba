import {
  LEADERS,
  CONFLICT_CARDS,
  renderConflict,
  renderCosts,
  renderEffects,
  renderIntrigue,
  renderLeader,
  renderSpace,
} from '@arrakis/imperium';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReasons } from '../explain/reasons.tsx';
import { ConfirmBar, PromptKeys } from '../game/prompts/deciding.tsx';
import { CardView, IntrigueView } from './CardView.tsx';
import { decisionFrame, labels, type ImpNames, type TableAction, type TableFrame, type TableView } from './content.ts';
import type { BoardPick } from './ImperiumBoard.tsx';
import {
  inWidget,
  isCostly,
  UprisingDetails,
  UprisingChoices,
  uprisingLabel,
  UprisingLeaderText,
  UprisingTableFacts,
} from './UprisingPrompt.tsx';

type Frame = TableFrame;
type SendAgent = Extract<TableAction, { type: 'sendAgent' }>;

/** The text of an Intrigue's ability for the moment it is played now. */
function intrigueAbility(names: ImpNames, id: string, frame: Frame): string {
  const card = names.content.intrigues[id];
  if (!card) return '';
  const text = renderIntrigue(card, names.lang);
  if (frame.kind === 'combatIntrigue' || frame.kind === 'conflictWon') return text.combat ?? '';
  if (frame.kind === 'endgameIntrigue') return text.endgame ?? '';
  return text.plot ?? '';
}

/** A button's words for one legal action, in the light of the decision it answers. */
export function actionLabel(names: ImpNames, view: TableView, frame: Frame, action: TableAction): string {
  const t = names.t;
  const uprising = uprisingLabel(names, frame, action);
  if (uprising !== null) return uprising;
  switch (action.type) {
    case 'chooseLeader':
      return names.leader(action.leader);
    case 'masterstrokeTokens':
      return action.factions.map((f) => names.faction(f)).join(' + ');
    case 'sendAgent':
      return action.from
        ? t('imp.act.moveAgent', {
            card: names.card(action.card),
            space: names.space(action.space),
            from: names.space(action.from),
          })
        : t('imp.act.sendAgent', { card: names.card(action.card), space: names.space(action.space) });
    case 'reveal':
      return t('imp.act.reveal');
    case 'playIntrigue':
      return action.for === undefined
        ? t('imp.act.playIntrigue', { card: names.intrigue(action.card) })
        : t('imp.act.playIntrigueFor', { card: names.intrigue(action.card), ally: names.seat(action.for) });
    case 'pass':
      return t(`imp.pass.${frame.kind}`, { defaultValue: t('imp.pass.default') });
    case 'confirm':
      return t('imp.act.confirm');
    case 'pay': {
      const cost = frame.kind === 'pay' ? renderCosts(frame.cost, names.lang) : '';
      return action.faction
        ? t('imp.act.payWithFaction', { cost, faction: names.faction(action.faction) })
        : t('imp.act.pay', { cost });
    }
    case 'option': {
      if (frame.kind === 'effectOrder') {
        const group = frame.groups[action.index];
        if (!group) return String(action.index + 1);
        const source = group.ctx.card
          ? names.card(group.ctx.card)
          : group.ctx.space
            ? names.space(group.ctx.space)
            : t(`imp.source.${group.ctx.source}`, { defaultValue: t(`uprising.source.${group.ctx.source}`) });
        return `${source} — ${renderEffects(group.effects, names.lang)}`;
      }
      if (frame.kind === 'choose') {
        const option = frame.options[action.index];
        if (!option) return String(action.index + 1);
        const effects = renderEffects(option.effects, names.lang);
        const text =
          option.cost && option.cost.length > 0 ? `${renderCosts(option.cost, names.lang)} → ${effects}` : effects;
        return action.faction ? `${text} (${names.faction(action.faction)})` : text;
      }
      return String(action.index + 1);
    }
    case 'faction':
      return names.faction(action.faction);
    case 'count':
      return String(action.count);
    case 'pickCard':
      return t('imp.act.pickCard', { card: names.card(action.card), zone: t(`imp.zone.${action.zone}`) });
    case 'opponent':
      return names.seat(action.seat);
    case 'space':
      return names.space(action.space);
    case 'acquire': {
      const cost = names.content.playerCards[action.card]?.cost ?? 0;
      const key = action.toTop ? 'imp.act.acquireTop' : 'imp.act.acquire';
      return t(key, { card: names.card(action.card), cost, from: t(`imp.from.${action.from}`) });
    }
    case 'inspect':
      return t(`imp.inspect.${action.choice}`);
    default:
      return action.type;
  }
}

/** What the decision is about, above its buttons: the cost to pay, the options, the card looked at… */
function FrameDetails({ names, view, frame }: { names: ImpNames; view: TableView; frame: Frame }) {
  const t = names.t;
  switch (frame.kind) {
    case 'pay':
      return (
        <p className="imp-detail">
          {t('imp.payDetail', {
            cost: renderCosts(frame.cost, names.lang),
            effects: renderEffects(frame.effects, names.lang),
          })}
        </p>
      );
    case 'faction':
      return (
        <p className="imp-detail">{t('imp.factionDetail', { count: frame.amount, remaining: frame.remaining })}</p>
      );
    case 'rivalFaction':
      return (
        <p className="imp-detail">
          {t('imp.rivalFactionDetail', {
            rival: names.seat(frame.rival),
            count: frame.amount,
            remaining: frame.remaining,
          })}
        </p>
      );
    case 'deploy':
    case 'retreat':
      return <p className="imp-detail">{t(`imp.${frame.kind}Detail`, { count: frame.max })}</p>;
    case 'choose':
      return <p className="imp-detail">{t('imp.chooseDetail', { count: frame.remaining })}</p>;
    case 'discard':
      return <p className="imp-detail">{t('imp.discardDetail', { count: frame.remaining })}</p>;
    case 'acquireCard':
      return <p className="imp-detail">{t('imp.acquireCardDetail', { count: frame.maxCost })}</p>;
    case 'inspectTop': {
      const me = view.seat === null ? null : view.players[view.seat];
      return me?.topOfDeck ? <CardView id={me.topOfDeck} names={names} /> : null;
    }
    case 'acquire': {
      const me = view.seat === null ? null : view.players[view.seat];
      return me ? <p className="imp-detail">{t('imp.persuasionLeft', { count: me.persuasion })}</p> : null;
    }
    default:
      return <UprisingDetails names={names} view={view} frame={frame} />;
  }
}

export function ActionButton({
  label,
  onClick,
  title,
  step = false,
  children,
}: {
  label: string;
  onClick: () => void;
  title?: string;
  /** The click only opens the summary with Confirm: nothing is sent yet. */
  step?: boolean;
  children?: ReactNode;
}) {
  return (
    <button className="imp-action" data-testid={step ? 'step' : 'action'} onClick={onClick} title={title}>
      {label}
      {children}
    </button>
  );
}

/** A board space's cost, requirement and effects, written out beside its name (a phone has no hover). */
function SpaceFacts({ id, names }: { id: string; names: ImpNames }) {
  const space = names.content.spaces[id];
  if (!space) return null;
  const text = renderSpace(space, names.lang);
  return (
    <span className="imp-space-facts" data-testid="space-facts">
      {text.cost && <span className="imp-space-cost">{text.cost}</span>}
      {text.requires && <span>{text.requires}</span>}
      <span>{text.effects}</span>
    </span>
  );
}

/** One card face to choose, and what choosing it does. */
interface FaceOption {
  readonly key: string;
  readonly card: string;
  /** The buttons under the face: a card may be bought two ways (rules 002: on top of the deck). */
  readonly choices: readonly { readonly label: string; readonly title: string; onChoose(): void }[];
}

/**
 * Cards chosen as the cards themselves (Agent icons, boxes, cost): a tap on a face shows it large, its button picks
 * it (keys 1–9 too). `sends` says whether the button sends at once (a purchase) or is a step (the Agent turn's card).
 */
function CardChoice({
  options,
  names,
  sends = false,
  testId = 'card-choice',
}: {
  options: readonly FaceOption[];
  names: ImpNames;
  sends?: boolean;
  testId?: string;
}) {
  const t = names.t;
  // By key: the face shown large is redrawn with the page (another language, say).
  const [enlargedKey, setEnlarged] = useState<string | null>(null);
  const enlarged = options.find((o) => o.key === enlargedKey) ?? null;
  const role = sends ? 'action' : 'step';
  return (
    <>
      <div className="imp-card-choice" data-testid={`${testId}s`}>
        {options.map((option) => (
          <div key={option.key} className="imp-card-option" data-testid={testId} data-card={option.card}>
            <button
              className="imp-card-face"
              data-testid="enlarge"
              aria-haspopup="dialog"
              title={t('deciding.enlarge', { card: names.card(option.card) })}
              onClick={() => setEnlarged(option.key)}
            >
              <CardView id={option.card} names={names} />
            </button>
            {option.choices.map((choice) => (
              <button
                key={choice.title}
                className="imp-step"
                data-testid={role}
                title={choice.title}
                aria-label={choice.title}
                onClick={choice.onChoose}
              >
                {choice.label}
              </button>
            ))}
          </div>
        ))}
      </div>
      {enlarged !== null && (
        <div
          className="imp-card-zoom"
          role="dialog"
          aria-modal="true"
          aria-label={names.card(enlarged.card)}
          data-testid="card-zoom"
          onClick={() => setEnlarged(null)}
        >
          <div className="imp-card-zoomed" onClick={(event) => event.stopPropagation()}>
            <CardView id={enlarged.card} names={names} />
            <div className="imp-zoom-actions">
              {enlarged.choices.map((choice, i) => (
                <button
                  key={choice.title}
                  className={`imp-step${i === 0 ? ' primary' : ''}`}
                  data-testid={role}
                  data-key={i === 0 ? 'confirm' : undefined}
                  aria-label={choice.title}
                  onClick={() => {
                    setEnlarged(null);
                    choice.onChoose();
                  }}
                >
                  {choice.label} {i === 0 && <kbd>↵</kbd>}
                </button>
              ))}
              <button data-testid="close-zoom" data-key="back" onClick={() => setEnlarged(null)}>
                {t('deciding.close')} <kbd>Esc</kbd>
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}

type Acquire = Extract<TableAction, { type: 'acquire' }>;
const SOURCES = ['row', 'reserve', 'setAside'] as const;

/**
 * rules 002 TOUR RÉVÉLATION "Acquérir des cartes": the Imperium Row, the reserve piles (and cards set aside) as
 * faces with their cost; a tap enlarges a face, its button buys it.
 */
function AcquireChoice({
  actions,
  names,
  send,
}: {
  actions: readonly Acquire[];
  names: ImpNames;
  send: (action: TableAction) => void;
}) {
  const t = names.t;
  return (
    <div className="imp-acquire" data-testid="acquire">
      {SOURCES.map((from) => {
        const here = actions.filter((a) => a.from === from);
        if (here.length === 0) return null;
        const cards = [...new Set(here.map((a) => a.card))];
        const options = cards.map((card): FaceOption => {
          const cost = names.content.playerCards[card]?.cost ?? 0;
          const source = t(`imp.from.${from}`);
          return {
            key: `${from}:${card}`,
            card,
            choices: here
              .filter((a) => a.card === card)
              .sort((a, b) => Number(a.toTop) - Number(b.toTop))
              .map((a) => ({
                label: t(a.toTop ? 'tableUx.buyTop' : 'tableUx.buy', { cost }),
                title: t(a.toTop ? 'imp.act.acquireTop' : 'imp.act.acquire', {
                  card: names.card(card),
                  cost,
                  from: source,
                }),
                onChoose: () => send(a),
              })),
          };
        });
        return (
          <section key={from} className="imp-acquire-source" data-source={from}>
            <h4>{t(`tableUx.from.${from}`)}</h4>
            <CardChoice options={options} names={names} sends testId="acquire-choice" />
          </section>
        );
      })}
    </div>
  );
}

/**
 * The prompt for every decision of the engine: it offers exactly the legal actions it is given. An Agent turn is
 * two steps (a card, then a space, on the board or in the list); everything else is one button per action.
 */
export function ImperiumPrompt({
  view,
  actions,
  names,
  send,
  setPick,
}: {
  view: TableView;
  actions: readonly TableAction[];
  names: ImpNames;
  send: (action: TableAction) => void;
  setPick: (pick: BoardPick | null) => void;
}) {
  const t = names.t;
  const frame = decisionFrame(view);
  const [card, setCard] = useState<string | null>(null);
  /** A choice that costs what cannot be given back (a Spy, an Intrigue, a card): shown with its cost first. */
  const [chosen, setChosen] = useState<TableAction | null>(null);
  const agentMoves = actions.filter((a): a is SendAgent => a.type === 'sendAgent');
  const forCard = card === null ? [] : agentMoves.filter((a) => a.card === card);
  const postActions = actions.filter(
    (a): a is Extract<TableAction, { type: 'placeSpy' | 'recallSpy' }> =>
      a.type === 'placeSpy' || a.type === 'recallSpy',
  );

  useEffect(() => {
    if (forCard.length === 0 && postActions.length === 0) {
      setPick(null);
      return;
    }
    // A space or a post is picked on the board when one answer only goes there (a placed Agent that moves, an
    // infiltration or a Spy that changes post are chosen in the list, where their words say which).
    const simple = forCard.filter((a) => a.from === null && !('spy' in a));
    const byPost = new Map<string, TableAction>();
    for (const a of postActions) {
      if (a.type === 'placeSpy' && a.from !== null) continue;
      byPost.set(a.post, a);
    }
    const choose = (action: TableAction) => (frame && isCostly(frame, action) ? setChosen(action) : send(action));
    setPick({
      spaces: new Set(simple.map((a) => a.space)),
      onPick: (space: string) => {
        const action = simple.find((a) => a.space === space);
        if (action) send(action);
      },
      posts: new Set(byPost.keys()),
      onPickPost: (post: string) => {
        const action = byPost.get(post);
        if (action) choose(action);
      },
      // A space the card cannot go to tells why (issue 21): its icons, the cost, a blocked or occupied space.
      ...(card !== null ? { tryAt: (space: string) => ({ type: 'sendAgent', card, space, from: null }) } : {}),
    });
    return () => setPick(null);
    // The pick depends on the chosen card and the actions only (the prompt is remounted at every update).
  }, [card, actions]);

  if (!frame) return null;
  if (chosen)
    return (
      <PromptKeys className="imp-prompt" frame={frame.kind}>
        <ConfirmBar
          summary={t('uprising.detail.spyCost', { what: actionLabel(names, view, frame, chosen) })}
          onConfirm={() => {
            setChosen(null);
            send(chosen);
          }}
          onBack={() => setChosen(null)}
        />
      </PromptKeys>
    );
  const choose = (action: TableAction) => (isCostly(frame, action) ? setChosen(action) : send(action));
  const purchases = actions.filter((a): a is Acquire => a.type === 'acquire' && !inWidget(frame, a));
  const others = actions.filter((a) => a.type !== 'sendAgent' && a.type !== 'acquire' && !inWidget(frame, a));
  const cards = [...new Set(agentMoves.map((a) => a.card))];
  return (
    <PromptKeys className="imp-prompt" frame={frame.kind}>
      <p className="help">{t(`imp.frameHelp.${frame.kind}`)}</p>
      <FrameDetails names={names} view={view} frame={frame} />
      {frame.kind === 'chooseLeader' && (
        <div className="imp-choices">
          {actions.map((a, i) =>
            a.type === 'chooseLeader' ? (
              <div key={i} className="imp-leader-choice">
                <ActionButton label={names.leader(a.leader)} onClick={() => send(a)} />
                <LeaderText id={a.leader} names={names} />
              </div>
            ) : null,
          )}
          {takenLeaders(view, actions).map((leader) => (
            <TakenLeader key={leader} leader={leader} names={names} />
          ))}
        </div>
      )}
      {cards.length > 0 && (
        <div className="imp-agent-turn">
          <h3>{card === null ? t('imp.pickCard') : t('imp.pickSpace', { card: names.card(card) })}</h3>
          {card === null ? (
            <>
              <CardChoice
                options={cards.map((id) => ({
                  key: id,
                  card: id,
                  choices: [
                    {
                      label: t('deciding.playCard', { card: names.card(id) }),
                      title: t('deciding.playCard', { card: names.card(id) }),
                      onChoose: () => setCard(id),
                    },
                  ],
                }))}
                names={names}
              />
              <TableFacts view={view} names={names} />
            </>
          ) : (
            <>
              <div className="imp-choices imp-space-choices">
                {forCard.map((a, i) => (
                  <ActionButton
                    key={i}
                    label={a.from || 'spy' in a ? actionLabel(names, view, frame, a) : names.space(a.space)}
                    onClick={() => send(a)}
                  >
                    <SpaceFacts id={a.space} names={names} />
                  </ActionButton>
                ))}
              </div>
              <button className="imp-back" data-testid="back" data-key="back" onClick={() => setCard(null)}>
                ← {t('imp.otherCard')} <kbd>Esc</kbd>
              </button>
              <CardView id={card} names={names} />
            </>
          )}
        </div>
      )}
      <UprisingChoices names={names} view={view} frame={frame} actions={actions} choose={choose} />
      {purchases.length > 0 && <AcquireChoice actions={purchases} names={names} send={send} />}
      {frame.kind !== 'chooseLeader' && others.length > 0 && (
        <div className="imp-choices">
          {others.map((a, i) => (
            <ActionButton
              key={i}
              label={actionLabel(names, view, frame, a)}
              title={a.type === 'playIntrigue' ? intrigueAbility(names, a.card, frame) : undefined}
              step={isCostly(frame, a)}
              onClick={() => choose(a)}
            />
          ))}
        </div>
      )}
      {others.some((a) => a.type === 'playIntrigue') && (
        <details className="imp-intrigue-help">
          <summary>{t('imp.playableIntrigues')}</summary>
          {[...new Set(others.flatMap((a) => (a.type === 'playIntrigue' ? [a.card] : [])))].map((id) => (
            <IntrigueView key={id} id={id} names={names} />
          ))}
        </details>
      )}
    </PromptKeys>
  );
}

/** What the Agent turn is played for, written out: the seat's leader (ability, signet ring) and the Conflict. */
function TableFacts({ view, names }: { view: TableView; names: ImpNames }) {
  const t = names.t;
  if (names.uprising) return <UprisingTableFacts view={view} names={names} />;
  const leader = view.seat === null ? null : view.players[view.seat]?.leader;
  const conflict = view.conflict
    ? (CONFLICT_CARDS as Readonly<Record<string, (typeof CONFLICT_CARDS)[keyof typeof CONFLICT_CARDS]>>)[view.conflict]
    : null;
  const text = conflict ? renderConflict(conflict, names.lang) : null;
  const l = labels(names.lang);
  return (
    <div className="imp-table-facts" data-testid="table-facts">
      {leader && (
        <div className="imp-my-leader">
          <h4>{names.leader(leader)}</h4>
          <LeaderText id={leader} names={names} />
        </div>
      )}
      {conflict && text && (
        <div className="imp-conflict-facts" data-testid="conflict-facts">
          <h4>
            {t('imp.conflict')} {'I'.repeat(conflict.level)} — {names.conflict(conflict.id)}
          </h4>
          <p>
            <b>{l.first}</b> {text.first}
          </p>
          <p>
            <b>{l.second}</b> {text.second}
          </p>
          {text.third && (
            <p>
              <b>{l.third}</b> {text.third}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

export function LeaderText({ id, names }: { id: string; names: ImpNames }) {
  if (names.uprising) return <UprisingLeaderText id={id} names={names} />;
  const leader = (LEADERS as Readonly<Record<string, (typeof LEADERS)[keyof typeof LEADERS]>>)[id];
  if (!leader) return null;
  const text = renderLeader(leader, names.lang);
  return (
    <div className="imp-leader-text">
      <p>
        <b>{leader.ability.name[names.lang]}</b> — {text.ability}
      </p>
      <p>
        <b>{leader.signetRing.name[names.lang]}</b> — {text.signetRing}
      </p>
    </div>
  );
}

/** rules 002 MISE EN PLACE D (004 MISE EN PLACE): the leaders other seats already took, no longer offered. */
type ChooseLeader = Extract<TableAction, { type: 'chooseLeader' }>;

export function takenLeaders(view: TableView, actions: readonly TableAction[]): ChooseLeader['leader'][] {
  const offered = new Set(actions.flatMap((a) => (a.type === 'chooseLeader' ? [a.leader] : [])));
  return view.players.flatMap((p) => (p.leader !== null && !offered.has(p.leader) ? [p.leader] : []));
}

/** A leader already taken (issue 21): shown dimmed, telling why on hover, focus and long-press; a click pins it. */
function TakenLeader({ leader, names }: { leader: ChooseLeader['leader']; names: ImpNames }) {
  const { t } = useTranslation();
  const reasons = useReasons();
  const action: ChooseLeader = { type: 'chooseLeader', leader };
  const target = reasons?.target(action) ?? null;
  return (
    <div className="imp-leader-choice unavailable" data-testid="unavailable-leader" data-leader={leader}>
      <span className="act unavailable" {...target} onClick={(event) => reasons?.pin(action, event.currentTarget)}>
        ⊘ {names.leader(leader)}
        <span className="sr-only"> ({t('explain.unavailable')})</span>
      </span>
    </div>
  );
}
