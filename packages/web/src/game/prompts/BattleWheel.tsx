import {
  LEADERS,
  TREACHERY_CARDS,
  type BattlePlan,
  type DuneAction,
  type DuneView,
  type LeaderId,
  type TreacheryCardId,
} from '@arrakis/dune';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonsProvider, useReasons } from '../../explain/reasons.tsx';
import type { Explanation } from '../../transport/types.ts';
import { FactionBadge } from '../FactionBadge.tsx';
import type { Namer } from '../text.ts';
import { ConfirmBar } from './deciding.tsx';
import { sendChain, useHeldSteps } from './held.ts';
import { ActionButton } from './generic.tsx';
import type { PromptContext } from './Prompt.tsx';

const STEPS = ['leader', 'weapon', 'defense', 'dial', 'spice'] as const;

/**
 * rules 000 §24.A.1, §24.B (advanced battles): paid tokens count full, the others half; the wheel shows the strength,
 * halves included. Without the option, the dial itself.
 */
function strengthOf(plan: Partial<BattlePlan>, advanced: boolean): number | null {
  if (plan.dial === undefined) return null;
  if (!advanced) return plan.dial;
  const paid = plan.spice ?? 0;
  return paid + (plan.dial - paid) / 2;
}

/** The battle wheel drawn as a disc: the dial in the window, the leader on top, the cards beside it. */
function WheelSvg({ plan, namer, advanced }: { plan: Partial<BattlePlan>; namer: Namer; advanced: boolean }) {
  const { t } = useTranslation();
  const strength = strengthOf(plan, advanced);
  const leader = plan.leader ? namer.leader(plan.leader) : plan.cheapHero ? namer.card(plan.cheapHero) : '—';
  const value = plan.leader ? LEADERS[plan.leader as LeaderId]?.value : plan.cheapHero ? 0 : null;
  return (
    <svg viewBox="0 0 220 220" className="wheel" role="img" aria-label={t('ui.battleWheel')} data-testid="battle-wheel">
      <circle cx={110} cy={110} r={104} fill="#2f3b4c" stroke="#c9a86a" strokeWidth={4} />
      {Array.from({ length: 21 }, (_, i) => {
        const a = (i / 21) * 2 * Math.PI - Math.PI / 2;
        return (
          <text
            key={i}
            x={110 + 88 * Math.cos(a)}
            y={114 + 88 * Math.sin(a)}
            fontSize={10}
            textAnchor="middle"
            fill={plan.dial === i ? '#ffd36b' : '#8fa1b8'}
            fontWeight={plan.dial === i ? 700 : 400}
          >
            {i}
          </text>
        );
      })}
      <circle cx={110} cy={110} r={64} fill="#1d2633" stroke="#c9a86a" />
      <rect x={88} y={6} width={44} height={26} rx={6} fill="none" stroke="#ffd36b" strokeWidth={2} />
      <text x={110} y={92} textAnchor="middle" fontSize={11} fill="#c9d4e3">
        {t('ui.leader')}
      </text>
      <text x={110} y={110} textAnchor="middle" fontSize={13} fontWeight={700} fill="#fff">
        {leader.length > 18 ? `${leader.slice(0, 17)}…` : leader}
      </text>
      {value !== null && value !== undefined && (
        <text x={110} y={128} textAnchor="middle" fontSize={12} fill="#ffd36b">
          {value}
        </text>
      )}
      <text x={110} y={150} textAnchor="middle" fontSize={15} fontWeight={700} fill="#ffd36b">
        {strength ?? '?'}
      </text>
      {advanced && plan.dial !== undefined && (
        <text x={110} y={168} textAnchor="middle" fontSize={10} fill="#c9d4e3">
          {t('ui.strength')} · {t('ui.spicePaidN', { n: plan.spice ?? 0 })} / {plan.dial}
        </text>
      )}
    </svg>
  );
}

function CardSlot({ label, card, namer }: { label: string; card: string | null | undefined; namer: Namer }) {
  const data = card ? TREACHERY_CARDS[card as TreacheryCardId] : null;
  return (
    <div className={`slot ${data ? data.kind : 'empty'}`}>
      <span className="slot-label">{label}</span>
      <strong>{card === undefined ? '…' : data ? namer.card(data.id) : '—'}</strong>
    </div>
  );
}

/**
 * Battle plan (rules 000 §10.B), step by step as the engine asks: leader or cheap hero, weapon, defense, dial, and
 * with advanced battles the dialled tokens paid for (§24.A.1).
 */
export function BattleWheel({ view: engineView, actions: engineActions, namer, send }: PromptContext) {
  const { t } = useTranslation();
  // Leader, weapon and defense are held here until the Confirm, each one can be taken back (UX.md "Deciding").
  const fight = engineView.battle;
  const fightKey = fight ? `${fight.territory}:${fight.aggressor}-${fight.defender}` : '';
  const building = useHeldSteps(
    engineView,
    engineActions,
    `battlePlan:${engineView.turn}:${fightKey}:${engineView.you ?? ''}`,
    send,
  );
  const view = building.current?.view ?? engineView;
  const actions = building.current?.actions ?? [];
  const battle = view.battle;
  const me = view.you;
  const advanced = view.options.advancedBattles;
  const steps = STEPS.filter((s) => advanced || s !== 'spice');
  const step = typeof view.frame?.['step'] === 'string' ? (view.frame['step'] as (typeof STEPS)[number]) : null;
  const drafted: Partial<BattlePlan> = (me !== null ? battle?.plans[String(me)] : undefined) ?? {};
  // The dial (and the spice paid, the starred tokens) close the plan: chosen here, sent only on Confirm.
  const [closing, setClosing] = useState<PlanClosing | null>(null);
  const plan: Partial<BattlePlan> = { ...drafted, ...closingPart(closing) };
  // With advanced battles the dial is followed by the dialled tokens paid for (§24.A.1), and maybe the starred
  // ones: a closing choice the engine answers with another of the plan's steps is held like the others, so that
  // Back reaches it and nothing is sent before the Confirm.
  const close = (a: PlanClosing) => {
    if (!advanced) {
      setClosing(a);
      return;
    }
    void import('./preview.ts').then(({ previewAfter }) => {
      const next = previewAfter(engineView, [...building.held, a]);
      if (next?.actions.some(isClosing)) building.hold(a);
      else setClosing(a);
    });
  };
  const opponent = battle && me !== null ? (battle.aggressor === me ? battle.defender : battle.aggressor) : null;
  const forcesThere = (seat: number | null) => {
    if (seat === null || !battle) return 0;
    const bySector = view.board[battle.territory]?.forces[view.seats[seat]!] ?? {};
    return Object.values(bySector).reduce((a, b) => a + (b ?? 0), 0);
  };
  return (
    <div
      className="battle-plan"
      data-testid="battle-plan"
      data-step={step ?? undefined}
      data-held={building.held.length}
    >
      {battle && (
        <p>
          {t('ui.battleIn', {
            territory: namer.territory(battle.territory),
            aggressor: namer.seat(battle.aggressor),
            defender: namer.seat(battle.defender),
          })}
          {' · '}
          {t('ui.forces')}
          {t('ui.colon')}
          {forcesThere(me)} / {forcesThere(opponent)}
        </p>
      )}
      {battle?.voice && battle.voice.against === me && (
        <p className="warn">
          {t('ui.voiceOn', {
            command: t(`voiceMode.${battle.voice.command.mode}`, {
              kind: t(`cardKind.${battle.voice.command.target}`),
            }),
          })}
        </p>
      )}
      {battle?.prescience && (
        <p className="hint">{t('ui.prescienceOn', { element: t(`element.${battle.prescience.element}`) })}</p>
      )}
      <div className="wheel-row">
        <WheelSvg plan={plan} namer={namer} advanced={advanced} />
        <div className="slots">
          <CardSlot
            label={t('ui.weapon')}
            card={step === 'leader' || step === 'weapon' ? undefined : plan.weapon}
            namer={namer}
          />
          <CardSlot
            label={t('ui.defense')}
            card={step === 'dial' || step === 'spice' || plan.defense !== undefined ? plan.defense : undefined}
            namer={namer}
          />
          <ol className="steps">
            {steps.map((s) => (
              <li key={s} className={s === step ? 'current' : ''}>
                {t(`ui.${s}`)}
              </li>
            ))}
          </ol>
        </div>
      </div>
      {building.current === null ? (
        <p className="hint">…</p>
      ) : (
        <div className="plan-choices">
          <StepChoices actions={actions} namer={namer} hold={building.hold} chosen={closing} choose={close} />
          <UnavailableSteps view={view} engineView={engineView} held={building.held} actions={actions} namer={namer} />
        </div>
      )}
      {closing ? (
        <ConfirmBar
          summary={planSummary(namer, plan, advanced, t)}
          onConfirm={() => sendChain(engineView, send, [...building.held, closing])}
          onBack={() => setClosing(null)}
          confirmLabel={t('deciding.confirmPlan')}
        />
      ) : (
        building.held.length > 0 && (
          <button className="back" data-testid="back" data-key="back" onClick={building.back}>
            ← {t('deciding.back')} <kbd>Esc</kbd>
          </button>
        )
      )}
    </div>
  );
}

type PlanClosing = Extract<DuneAction, { type: 'planDial' | 'planSpice' | 'planStarred' }>;

function isClosing(a: DuneAction): a is PlanClosing {
  return a.type === 'planDial' || a.type === 'planSpice' || a.type === 'planStarred';
}

function closingPart(a: PlanClosing | null): Partial<BattlePlan> {
  if (a === null) return {};
  if (a.type === 'planDial') return { dial: a.dial };
  if (a.type === 'planSpice') return { spice: a.spice };
  return { starred: a.starred };
}

/** The plan as it will be revealed (rules 000 §10.B), in one line, before it is confirmed. */
function planSummary(
  namer: Namer,
  plan: Partial<BattlePlan>,
  advanced: boolean,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const card = (id: string | null | undefined) => (id ? namer.card(id) : t('ui.none'));
  const leader = plan.leader ? namer.leader(plan.leader) : plan.cheapHero ? namer.card(plan.cheapHero) : t('ui.none');
  const parts = [
    `${t('ui.leader')}${t('ui.colon')}${leader}`,
    `${t('ui.weapon')}${t('ui.colon')}${card(plan.weapon)}`,
    `${t('ui.defense')}${t('ui.colon')}${card(plan.defense)}`,
    `${t('ui.dial')}${t('ui.colon')}${plan.dial ?? '?'}`,
  ];
  if (advanced && plan.spice !== undefined) parts.push(t('ui.spicePaidN', { n: plan.spice }));
  return parts.join(' · ');
}

function StepChoices({
  actions,
  namer,
  hold,
  chosen,
  choose,
}: {
  actions: readonly DuneAction[];
  namer: Namer;
  hold: (a: DuneAction) => void;
  chosen: PlanClosing | null;
  choose: (a: PlanClosing) => void;
}) {
  return (
    <div
      className={`step-choices ${actions[0]?.type === 'planDial' || actions[0]?.type === 'planSpice' ? 'chips' : 'action-list'}`}
    >
      {actions.map((a) => {
        if (isClosing(a)) {
          const value = a.type === 'planDial' ? a.dial : a.type === 'planSpice' ? a.spice : a.starred;
          const isChosen = chosen !== null && JSON.stringify(chosen) === JSON.stringify(a);
          return (
            <button
              key={`${a.type}:${value}`}
              className={`act chip${isChosen ? ' chosen' : ''}`}
              data-testid="step"
              data-type={a.type}
              aria-pressed={isChosen}
              onClick={() => choose(a)}
            >
              {value}
            </button>
          );
        }
        if (a.type === 'planLeader' && a.leader) {
          const data = LEADERS[a.leader as LeaderId];
          return (
            <ActionButton
              key={`${a.leader}:${a.kwisatzHaderach ?? false}`}
              action={a}
              namer={namer}
              send={hold}
              role="step"
              className="leader-disc"
            >
              <FactionBadge faction={data.faction} /> {namer.leader(a.leader)}{' '}
              <span className="value">{data.value}</span>
            </ActionButton>
          );
        }
        const card = (
          a.type === 'planWeapon' || a.type === 'planDefense' ? a.card : a.type === 'planLeader' ? a.cheapHero : null
        ) as TreacheryCardId | null;
        return (
          <ActionButton
            key={JSON.stringify(a)}
            action={a}
            namer={namer}
            send={hold}
            role="step"
            className={card ? `card-choice ${TREACHERY_CARDS[card].kind}` : ''}
          />
        );
      })}
    </div>
  );
}

/**
 * The seat's leaders and cards the plan's current step does not offer (issue 21): the legal list says what may be
 * chosen; the ones it leaves out are asked why only when hovered, focused or long-pressed.
 */
export function unavailableTries(view: DuneView, actions: readonly DuneAction[]): DuneAction[] {
  const me = view.you;
  const step = view.frame?.kind === 'battlePlan' ? view.frame['step'] : null;
  if (me === null || actions.length === 0) return [];
  const mine = view.factions[view.seats[me]!];
  if (step === 'leader') {
    const offered = new Set(actions.flatMap((a) => (a.type === 'planLeader' && a.leader ? [a.leader] : [])));
    return Object.keys(mine?.leaders ?? {})
      .filter((leader) => !offered.has(leader))
      .map((leader) => ({ type: 'planLeader', leader, cheapHero: null }));
  }
  if (step !== 'weapon' && step !== 'defense') return [];
  const type = step === 'weapon' ? 'planWeapon' : 'planDefense';
  const offered = new Set(actions.flatMap((a) => (a.type === type && a.card ? [a.card] : [])));
  return [...new Set(mine?.hand ?? [])]
    .filter((card) => !offered.has(card))
    .map((card): DuneAction => (step === 'weapon' ? { type: 'planWeapon', card } : { type: 'planDefense', card }));
}

/**
 * The leaders and cards out of the step, dimmed, each telling why. At the leader step the host is asked, as for the
 * map; after it the steps are held here (sent on Confirm), so the host's state is still at the leader: the sampled
 * state after the held steps answers, with the same engine `explain`.
 */
function UnavailableSteps({
  view,
  engineView,
  held,
  actions,
  namer,
}: {
  view: DuneView;
  engineView: DuneView;
  held: readonly DuneAction[];
  actions: readonly DuneAction[];
  namer: Namer;
}) {
  const tries = unavailableTries(view, actions);
  if (tries.length === 0) return null;
  const list = <UnavailableList tries={tries} namer={namer} />;
  if (held.length === 0) return list;
  const explain = async (action: unknown): Promise<Explanation> => {
    try {
      const { explainAfter } = await import('./preview.ts');
      return { seq: 0, error: explainAfter(engineView, held, action) };
    } catch {
      // A view the sampler cannot complete (a bug, as for the preview): the reason is said to have failed.
      return { seq: 0, error: { code: 'offline', messageKey: 'errors.offline', params: {} } };
    }
  };
  return (
    <ReasonsProvider key={`${engineView.turn}:${JSON.stringify(held)}`} connection={{ explain }} seq={0}>
      {list}
    </ReasonsProvider>
  );
}

function UnavailableList({ tries, namer }: { tries: readonly DuneAction[]; namer: Namer }) {
  const { t } = useTranslation();
  const reasons = useReasons();
  return (
    <div className="step-choices action-list unavailable-steps" data-testid="unavailable-steps">
      {tries.map((a) => {
        const leader = a.type === 'planLeader' ? (a.leader as LeaderId | null) : null;
        const card = a.type === 'planWeapon' || a.type === 'planDefense' ? (a.card as TreacheryCardId | null) : null;
        const target = reasons?.target(a) ?? null;
        return (
          <span
            key={JSON.stringify(a)}
            className={`act unavailable ${leader ? 'leader-disc' : card ? `card-choice ${TREACHERY_CARDS[card]?.kind ?? ''}` : ''}`}
            data-testid="unavailable-step"
            data-leader={leader ?? undefined}
            data-card={card ?? undefined}
            {...target}
            onClick={(event) => reasons?.pin(a, event.currentTarget)}
          >
            <span aria-hidden="true">⊘ </span>
            {leader ? (
              <>
                <FactionBadge faction={LEADERS[leader].faction} /> {namer.leader(leader)}{' '}
                <span className="value">{LEADERS[leader].value}</span>
              </>
            ) : card ? (
              namer.card(card)
            ) : null}
            <span className="sr-only"> ({t('explain.unavailable')})</span>
          </span>
        );
      })}
    </div>
  );
}
