import {
  renderContract,
  renderEffects,
  renderUprisingConflict,
  UPRISING_CONFLICT_CARDS,
  UPRISING_CONTRACTS,
  UPRISING_LEADERS,
  uprisingBuild,
  type Contract,
  type Language,
  type UprisingConflictCard,
  type UprisingCost,
  type UprisingLeader,
  type UprisingLeaderRule,
} from '@arrakis/imperium';
import { CardView, IntrigueView } from './CardView.tsx';
import { labels, type ImpNames, type TableAction, type TableFrame, type TableView } from './content.ts';
import { SixDetails, sixLabel } from './six/SixPrompt.tsx';

const CONTRACTS: Readonly<Record<string, Contract>> = UPRISING_CONTRACTS;
const LEADERS: Readonly<Record<string, UprisingLeader>> = UPRISING_LEADERS;
const CONFLICTS: Readonly<Record<string, UprisingConflictCard>> = UPRISING_CONFLICT_CARDS;

/** An Uprising cost in the engine's words ("Recall 1 Spy"): the arrow's left side alone. */
export function uprisingCostText(cost: readonly UprisingCost[], lang: Language): string {
  return renderEffects([uprisingBuild.payUp(cost, [])], lang).replace(/\s*→\s*\.?$/, '');
}

/** The Uprising answers' words, and the shared answers whose words differ in Uprising's decisions; null otherwise. */
export function uprisingLabel(names: ImpNames, frame: TableFrame, action: TableAction): string | null {
  const t = names.t;
  const six = sixLabel(names, frame, action);
  if (six !== null) return six;
  switch (action.type) {
    case 'sendAgent':
      return 'spy' in action
        ? t('uprising.act.infiltrate', {
            card: names.card(action.card),
            space: names.space(action.space),
            post: names.post(action.spy),
          })
        : null;
    case 'placeSpy':
      return action.from === null
        ? t('uprising.act.placeSpy', { post: names.post(action.post) })
        : t('uprising.act.moveSpy', { post: names.post(action.post), from: names.post(action.from) });
    case 'recallSpy':
      return t('uprising.act.recallSpy', { post: names.post(action.post) });
    case 'pickIntrigue':
      return t('uprising.act.pickIntrigue', { card: names.intrigue(action.card) });
    case 'contract':
      return t('uprising.act.takeContract', { contract: names.contract(action.contract) });
    case 'pass':
      return t(`uprising.pass.${frame.kind}`, { defaultValue: '' }) || null;
    case 'confirm':
      return frame.kind === 'otherMemories' || frame.kind === 'rivalPay' ? t(`uprising.act.${frame.kind}`) : null;
    case 'pay':
      if (frame.kind !== 'payUprising') return null;
      return action.faction
        ? t('uprising.act.payCostFaction', {
            cost: uprisingCostText(frame.cost, names.lang),
            faction: names.faction(action.faction),
          })
        : t('uprising.act.payCost', { cost: uprisingCostText(frame.cost, names.lang) });
    case 'option': {
      if (frame.kind !== 'rivalChoose') return null;
      const option = frame.options[action.index];
      if (!option) return String(action.index + 1);
      const effects = renderEffects(option.effects, names.lang);
      return option.cost && option.cost.length > 0
        ? `${uprisingCostText(option.cost, names.lang)} → ${effects}`
        : effects;
    }
    case 'opponent':
      return frame.kind === 'allianceTie' ? names.seat(action.seat) : null;
    default:
      return null;
  }
}

/**
 * Answers that give up what cannot be taken back (rules 004: a Spy recalled, an Intrigue or a card trashed, a cost
 * paid): the prompt shows what the choice costs, then Confirm.
 */
export function isCostly(frame: TableFrame, action: TableAction): boolean {
  if (frame.kind === 'payUprising') return action.type === 'pay';
  if (frame.kind === 'uprisingCost') return action.type !== 'pass';
  return false;
}

/** Answers drawn as faces rather than buttons: contracts, Intrigues and cards given as a cost, cards to sort. */
export function inWidget(frame: TableFrame, action: TableAction): boolean {
  switch (frame.kind) {
    case 'takeContract':
      return action.type === 'contract';
    case 'uprisingCost':
      return action.type === 'pickIntrigue' || action.type === 'pickCard';
    case 'sortTopCards':
      return action.type === 'pickCard';
    case 'acquireWithSolari':
    case 'acquireToHand':
      return action.type === 'acquire';
    default:
      return false;
  }
}

/** A contract's face: its name, when it is completed and what it pays (the engine's words). */
export function ContractFace({ id, names }: { id: string; names: ImpNames }) {
  const contract = CONTRACTS[id];
  if (!contract) return <div className="imp-card up-contract">{id}</div>;
  const text = renderContract(contract, names.lang);
  return (
    <div className="imp-card up-contract" data-contract={id}>
      <div className="imp-card-head">
        <strong className="imp-card-name">{names.contract(id)}</strong>
      </div>
      <p className="imp-box">{text.trigger}</p>
      <p className="imp-box reveal">→ {text.reward}</p>
    </div>
  );
}

/** What an Uprising decision is about, above its answers. */
export function UprisingDetails({ names, view, frame }: { names: ImpNames; view: TableView; frame: TableFrame }) {
  const t = names.t;
  const me = view.seat === null ? null : view.players[view.seat];
  switch (frame.kind) {
    case 'payUprising':
      return (
        <p className="imp-detail" data-testid="cost-detail">
          {t('uprising.detail.payUprising', {
            cost: uprisingCostText(frame.cost, names.lang),
            effects: renderEffects(frame.effects, names.lang),
          })}
        </p>
      );
    case 'uprisingCost':
      return (
        <p className="imp-detail" data-testid="cost-detail">
          {t('uprising.detail.uprisingCost', {
            count: frame.remaining,
            cost: uprisingCostText([frame.cost], names.lang),
          })}
        </p>
      );
    case 'sortTopCards':
      return (
        <p className="imp-detail">
          {t('uprising.detail.sortTopCards', { looked: frame.looked, trash: frame.trash, discard: frame.discard })}
        </p>
      );
    case 'acquireToHand':
      return <p className="imp-detail">{t('uprising.detail.acquireToHand', { count: frame.maxCost })}</p>;
    case 'acquireWithSolari':
      return me ? <p className="imp-detail">{t('uprising.detail.acquireWithSolari', { count: me.solari })}</p> : null;
    case 'rivalChoose':
      return (
        <p className="imp-detail">
          {t('uprising.detail.rivalChoose', { rival: names.seat(frame.rival) })} —{' '}
          {t('imp.chooseDetail', { count: frame.remaining })}
        </p>
      );
    case 'rivalPay':
      return (
        <p className="imp-detail">
          {t('uprising.detail.rivalPay', {
            rival: names.seat(frame.rival),
            effect: renderEffects([frame.effect], names.lang),
          })}
        </p>
      );
    case 'allianceTie':
      return (
        <p className="imp-detail">{t('uprising.detail.allianceTie', { faction: names.faction(frame.faction) })}</p>
      );
    case 'placeSpy':
      return view.uprising && view.seat !== null && (view.uprising.spySupply[view.seat] ?? 0) === 0 ? (
        <p className="imp-detail">{t('uprising.detail.placeSpyMove')}</p>
      ) : null;
    default:
      return <SixDetails names={names} view={view} frame={frame} />;
  }
}

/**
 * The answers shown as faces: the contracts to take (condition and reward), the Intrigue or card given as a cost,
 * the cards looked at, the cards to acquire. Each face has its button; keys 1–9 choose among them.
 */
export function UprisingChoices({
  names,
  view,
  frame,
  actions,
  choose,
}: {
  names: ImpNames;
  view: TableView;
  frame: TableFrame;
  actions: readonly TableAction[];
  choose: (action: TableAction) => void;
}) {
  const shown = actions.filter((a) => inWidget(frame, a));
  if (shown.length === 0) return null;
  const label = (a: TableAction) => {
    if (a.type === 'acquire') {
      const cost = names.content.playerCards[a.card]?.cost ?? 0;
      return names.t('imp.act.acquire', { card: names.card(a.card), cost, from: names.t(`imp.from.${a.from}`) });
    }
    if (a.type === 'pickCard')
      return names.t('imp.act.pickCard', { card: names.card(a.card), zone: names.t(`imp.zone.${a.zone}`) });
    return uprisingLabel(names, frame, a) ?? a.type;
  };
  const face = (a: TableAction) => {
    switch (a.type) {
      case 'contract':
        return <ContractFace id={a.contract} names={names} />;
      case 'pickIntrigue':
        return <IntrigueView id={a.card} names={names} />;
      case 'pickCard':
      case 'acquire':
        return <CardView id={a.card} names={names} />;
      default:
        return null;
    }
  };
  return (
    <div className="imp-card-choice up-faces" data-testid="up-faces" data-up-widget={frame.kind}>
      {shown.map((a, i) => (
        <div key={i} className="imp-card-option" data-testid="face-choice">
          {face(a)}
          <button
            className="imp-step"
            data-testid={isCostly(frame, a) ? 'step' : 'action'}
            onClick={() => choose(a)}
            title={label(a)}
          >
            {label(a)}
          </button>
        </div>
      ))}
      {frame.kind === 'takeContract' && view.uprising?.choam && (
        <p className="imp-detail">{names.t('uprising.board.contracts', { count: view.uprising.choam.deckCount })}</p>
      )}
    </div>
  );
}

function ruleText(rule: UprisingLeaderRule, names: ImpNames): string {
  const t = names.t;
  if (rule.kind === 'special') return t(`uprising.leader.${rule.hook}`);
  const trigger = rule.trigger;
  const when =
    trigger.kind === 'reachInfluence'
      ? t('uprising.leader.reachInfluence', { count: trigger.atLeast, faction: names.faction(trigger.faction) })
      : trigger.kind === 'agentOnFactionSpace'
        ? t('uprising.leader.agentOnFactionSpace', {
            factions: trigger.factions.map((f) => names.faction(f)).join(' / '),
          })
        : t(`uprising.leader.${trigger.kind}`);
  return t('uprising.leader.rule', { when, effects: renderEffects(rule.effects, names.lang) });
}

/** An Uprising leader's ability and signet ring (rules 004 LISTE DES DIRIGEANTS), from the engine's data. */
export function UprisingLeaderText({ id, names }: { id: string; names: ImpNames }) {
  const leader = LEADERS[id];
  if (!leader) return null;
  return (
    <div className="imp-leader-text">
      <p>
        <b>{leader.ability.name[names.lang]}</b> — {ruleText(leader.ability.rule, names)}
      </p>
      {leader.setupRule && <p>{names.t(`uprising.leader.${leader.setupRule}`)}</p>}
      <p>
        <b>{names.t('uprising.panel.signetOf', { name: leader.signetRing.name[names.lang] })}</b> —{' '}
        {renderEffects(leader.signetRing.effects, names.lang)}
      </p>
    </div>
  );
}

/** Beside an Agent turn: the seat's leader and the Conflict card, written out. */
export function UprisingTableFacts({ view, names }: { view: TableView; names: ImpNames }) {
  const t = names.t;
  const leader = view.seat === null ? null : view.players[view.seat]?.leader;
  const conflict = view.conflict ? CONFLICTS[view.conflict] : undefined;
  const text = conflict ? renderUprisingConflict(conflict, names.lang) : null;
  const l = labels(names.lang);
  return (
    <div className="imp-table-facts" data-testid="table-facts">
      {leader && (
        <div className="imp-my-leader">
          <h4>{names.leader(leader)}</h4>
          <UprisingLeaderText id={leader} names={names} />
        </div>
      )}
      {conflict && text && view.conflict && (
        <div className="imp-conflict-facts" data-testid="conflict-facts">
          <h4>
            {t('imp.conflict')} {'I'.repeat(conflict.level)} — {names.conflict(view.conflict)}
          </h4>
          <p>
            <b>{l.first}</b> {text.first}
          </p>
          <p>
            <b>{l.second}</b> {text.second}
          </p>
          {view.players.length >= 4 && (
            <p>
              <b>{l.third}</b> {text.third}
            </p>
          )}
          <p>{text.battleIcon}</p>
          {view.uprising?.shieldWall && text.shieldWall && <p>{text.shieldWall}</p>}
        </div>
      )}
    </div>
  );
}
