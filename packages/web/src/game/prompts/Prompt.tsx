import { LEADERS, type DuneAction, type DuneView, type LeaderId } from '@arrakis/dune';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapPick } from '../board/Board.tsx';
import { FactionBadge } from '../FactionBadge.tsx';
import { BattleWheel } from './BattleWheel.tsx';
import { BidWidget } from './BidWidget.tsx';
import { ActionButton, ActionList, ActionPicker, AnyActions, byType, Fallback, type PromptProps } from './generic.tsx';

export interface PromptContext extends PromptProps {
  readonly view: DuneView;
  readonly setMapPick: (pick: MapPick | null) => void;
}

/** The decision the game waits for from this seat, with a widget for each kind of frames.ts. */
export function Prompt(props: PromptContext) {
  const { t } = useTranslation();
  const { view } = props;
  const kind = view.frame?.kind;
  const territory =
    typeof view.frame?.['territory'] === 'string'
      ? props.namer.territory(view.frame['territory'])
      : typeof view.frame?.['from'] === 'string'
        ? props.namer.location(view.frame['from'])
        : '';
  return (
    <div className={`prompt-body kind-${kind ?? 'none'}`} data-kind={kind}>
      {kind && (
        <p className="help">
          {t(`frameHelp.${kind}`, {
            territory,
            // annexe 5 Guild 1: the seat the Guild would move before.
            before: typeof view.frame?.['before'] === 'number' ? props.namer.seat(view.frame['before']) : '',
          })}
        </p>
      )}
      <Widget {...props} />
      <Fallback actions={props.actions} namer={props.namer} send={props.send} />
    </div>
  );
}

function Widget(props: PromptContext) {
  const { view, actions, namer, send } = props;
  switch (view.frame?.kind) {
    case 'prediction':
    case 'voice':
      return <AnyActions actions={actions} namer={namer} send={send} />;
    case 'traitorPick':
    case 'leaderRevival':
    case 'chooseLeaderToKill':
      return <LeaderChoice {...props} />;
    case 'fremenPlacement':
      return <FremenPlacement {...props} />;
    case 'stormDial':
    case 'shipmentCount':
    case 'movementCount':
    case 'revival':
    case 'battleLosses':
      return <NumberChips {...props} />;
    case 'nexus':
      return <Nexus {...props} />;
    case 'bid':
      return <BidWidget {...props} />;
    case 'shipment':
    case 'wormRide':
    case 'beneGesseritPlacement':
      return <Shipment {...props} />;
    case 'movement':
      return <Movement {...props} />;
    case 'battlePlan':
      return <BattleWheel {...props} />;
    case 'traitorCall':
      return <TraitorCall {...props} />;
    case 'battleChoice':
    case 'prescience':
    case 'keepCards':
    case 'ransom':
    case 'spiritualAdvisor':
    case 'coexistence':
    case 'coexistenceArrival':
    case 'stormWindow':
    case 'thumperWindow':
    case 'harvesterWindow':
    case 'karamaWormWindow':
    case 'karamaExchange':
    case 'wormPlacement':
    case undefined:
      return <AnyActions actions={actions} namer={namer} send={send} />;
    default:
      // A decision without a prompt of its own still offers its answers: a seat is never left with nothing to click.
      return <AnyActions actions={actions} namer={namer} send={send} />;
  }
}

function LeaderChoice({ actions, namer, send }: PromptContext) {
  return (
    <div className="leader-choice">
      {actions.map((a) => {
        const id = 'leader' in a && typeof a.leader === 'string' ? (a.leader as LeaderId) : null;
        const data = id ? LEADERS[id] : null;
        return (
          <ActionButton
            key={JSON.stringify(a)}
            action={a}
            namer={namer}
            send={send}
            className={data ? 'leader-disc' : ''}
          >
            {data ? (
              <>
                <FactionBadge faction={data.faction} /> {namer.leader(data.id)}{' '}
                <span className="value">{data.value}</span>
              </>
            ) : undefined}
          </ActionButton>
        );
      })}
    </div>
  );
}

function NumberChips({ actions, namer, send }: PromptContext) {
  const numeric = actions.filter(
    (a) => a.type === 'dial' || a.type === 'count' || a.type === 'revive' || a.type === 'battleLosses',
  );
  const others = actions.filter((a) => !(numeric as readonly DuneAction[]).includes(a));
  return (
    <div>
      <div className="chips">
        {numeric.map((a) => (
          <ActionButton key={JSON.stringify(a)} action={a} namer={namer} send={send} className="chip">
            {a.type === 'dial'
              ? a.value
              : a.type === 'count' && a.starred !== undefined
                ? `${a.count} (${a.starred}★)`
                : a.type === 'count' || a.type === 'revive' || a.type === 'battleLosses'
                  ? a.count
                  : ''}
          </ActionButton>
        ))}
      </div>
      {others.length > 0 && <ActionList actions={others} namer={namer} send={send} />}
    </div>
  );
}

function FremenPlacement({ actions, namer, send }: PromptContext) {
  const { t } = useTranslation();
  const placements = actions.filter((a): a is Extract<DuneAction, { type: 'placeFremen' }> => a.type === 'placeFremen');
  const first = placements[0];
  const [values, setValues] = useState({
    sietchTabr: first?.sietchTabr ?? 10,
    falseWallSouth: first?.falseWallSouth ?? 0,
    falseWallWest: first?.falseWallWest ?? 0,
  });
  const match = placements.find(
    (a) =>
      a.sietchTabr === values.sietchTabr &&
      a.falseWallSouth === values.falseWallSouth &&
      a.falseWallWest === values.falseWallWest,
  );
  const fields = ['sietchTabr', 'falseWallSouth', 'falseWallWest'] as const;
  return (
    <div className="fremen">
      {fields.map((f) => (
        <label key={f}>
          {namer.territory(f)}{' '}
          <input
            type="number"
            min={0}
            max={10}
            value={values[f]}
            onChange={(e) => setValues((v) => ({ ...v, [f]: Number(e.target.value) }))}
          />
        </label>
      ))}
      <p>{t('ui.total', { n: values.sietchTabr + values.falseWallSouth + values.falseWallWest })} / 10</p>
      {match ? <ActionButton action={match} namer={namer} send={send} /> : <button disabled>{t('ui.confirm')}</button>}
    </div>
  );
}

function Nexus({ view, actions, namer, send }: PromptContext) {
  const { t } = useTranslation();
  const proposals = (view.frame?.['proposals'] as { from: number; to: number }[] | undefined) ?? [];
  const groups = byType(actions);
  return (
    <div className="nexus">
      <p>
        {t('ui.alliances')}
        {t('ui.colon')}
        {view.alliances
          .filter((a) => a.length > 1)
          .map((a) => namer.seats(a))
          .join(' ; ') || t('ui.noAlliance')}
      </p>
      {proposals.length > 0 && (
        <ul>
          {proposals.map((p) => (
            <li key={`${p.from}-${p.to}`}>
              {t('event.allianceProposed', { from: namer.seat(p.from), to: namer.seat(p.to) })}
            </li>
          ))}
        </ul>
      )}
      {['acceptAlliance', 'proposeAlliance', 'leaveAlliance', 'nexusDone'].map((type) =>
        groups.get(type) ? <ActionList key={type} actions={groups.get(type)!} namer={namer} send={send} /> : null,
      )}
    </div>
  );
}

type LocationAction = Extract<DuneAction, { type: 'ship' | 'wormRide' | 'placeBeneGesserit' }>;

/**
 * Shipment (and the worm ride, and the Bene Gesserit's placement, rules 000 §15.B.1): click a destination on the
 * map, or pick it from the list.
 */
function Shipment({ actions, namer, send, setMapPick }: PromptContext) {
  const { t } = useTranslation();
  const destinations = actions.filter(
    (a): a is LocationAction =>
      (a.type === 'ship' || a.type === 'wormRide' || a.type === 'placeBeneGesserit') && a.to !== null,
  );
  const others = actions.filter((a) => !destinations.includes(a as LocationAction));
  useEffect(() => {
    const byKey = new Map(destinations.map((a) => [a.to!, a]));
    setMapPick(byKey.size > 0 ? { keys: new Set(byKey.keys()), onPick: (key) => send(byKey.get(key)!) } : null);
    return () => setMapPick(null);
    // The widget is rebuilt for every update (keyed by seq), so the actions never change under it.
  }, []);
  return (
    <div className="shipment">
      {destinations.length > 0 && <p className="hint">{t('ui.chooseOnMap')}</p>}
      {destinations.length > 0 && <ActionPicker actions={destinations} namer={namer} send={send} />}
      {[...byType(others)].map(([type, group]) =>
        group.length > 8 ? (
          <ActionPicker key={type} actions={group} namer={namer} send={send} />
        ) : (
          <ActionList key={type} actions={group} namer={namer} send={send} />
        ),
      )}
    </div>
  );
}

type MoveAction = Extract<DuneAction, { type: 'move' }>;

/** Movement: click the group to move (source), then its destination; the count comes next. */
function Movement({ actions, namer, send, setMapPick }: PromptContext) {
  const { t } = useTranslation();
  const moves = actions.filter((a): a is MoveAction => a.type === 'move');
  const others = actions.filter((a) => a.type !== 'move');
  const [from, setFrom] = useState<string | null>(null);
  const sources = [...new Set(moves.map((m) => m.from))];
  useEffect(() => {
    if (from === null) {
      setMapPick(sources.length > 0 ? { keys: new Set(sources), onPick: setFrom } : null);
    } else {
      const byKey = new Map(moves.filter((m) => m.from === from).map((m) => [m.to, m]));
      setMapPick({ keys: new Set(byKey.keys()), onPick: (key) => send(byKey.get(key)!) });
    }
    return () => setMapPick(null);
  }, [from]);
  return (
    <div className="movement">
      {from === null ? (
        <>
          {sources.length > 0 && <p className="hint">{t('ui.chooseSource')}</p>}
          <div className="action-list">
            {sources.map((s) => (
              <button key={s} className="step" data-testid="step" onClick={() => setFrom(s)}>
                {t('ui.from')} {namer.location(s)}
              </button>
            ))}
          </div>
        </>
      ) : (
        <>
          <p className="hint">
            {t('ui.from')} {namer.location(from)} — {t('ui.chooseDestination')}{' '}
            <button onClick={() => setFrom(null)}>{t('ui.back')}</button>
          </p>
          <ActionPicker actions={moves.filter((m) => m.from === from)} namer={namer} send={send} />
        </>
      )}
      <ActionList actions={others} namer={namer} send={send} />
    </div>
  );
}

function TraitorCall({ view, actions, namer, send }: PromptContext) {
  const { t } = useTranslation();
  const battle = view.battle;
  const me = view.you;
  const opponent = battle && me !== null ? (battle.aggressor === me ? battle.defender : battle.aggressor) : null;
  const plan = opponent !== null ? battle?.plans[String(opponent)] : undefined;
  return (
    <div className="traitor-call">
      {plan?.leader && (
        <p>
          {t('ui.leader')}
          {t('ui.colon')}
          <strong>{namer.leader(plan.leader)}</strong>
        </p>
      )}
      <ActionList actions={actions} namer={namer} send={send} />
    </div>
  );
}
