import {
  LEADERS,
  offPlanetCost,
  REVIVAL_COST,
  shipmentCostFor,
  type DuneAction,
  type DuneView,
  type LeaderId,
  type TerritoryId,
} from '@arrakis/dune';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapPick } from '../board/Board.tsx';
import { locationToTry } from '../../explain/duneReasons.ts';
import { FactionBadge } from '../FactionBadge.tsx';
import { AGREEMENT_FRAMES, AgreementPrompt } from './battleOrder.tsx';
import { BattleWheel } from './BattleWheel.tsx';
import { BidWidget } from './BidWidget.tsx';
import { DUEL_CONTROLS, DuelPrompt } from './DuelPrompt.tsx';
import { HarvestPrompt } from '../harvest/HarvestPrompt.tsx';
import { HARVEST_FRAMES } from '../harvest/words.ts';
import { describeAction, describeEvent, type Namer } from '../text.ts';
import { ConfirmBar, queueShipmentCount, takeQueuedShipmentCount, usePromptKeys } from './deciding.tsx';
import { chainFits, continueChain, sendChain, useHeldSteps } from './held.ts';
import { ActionButton, ActionList, ActionPicker, AnyActions, byType, Fallback, type PromptProps } from './generic.tsx';
import { MovementStep } from './stepMovement.tsx';

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
  const root = useRef<HTMLDivElement>(null);
  usePromptKeys(root);
  // The next step of a plan confirmed earlier goes out as soon as the engine asks for it.
  const [chained] = useState(() => chainFits(view, props.actions));
  const chainSent = useRef(false);
  useEffect(() => {
    if (!chained || chainSent.current) return;
    chainSent.current = true;
    continueChain(view, props.actions, props.send);
  }, []);
  if (chained)
    return (
      <div ref={root} className={`prompt-body kind-${kind ?? 'none'}`} data-kind={kind} data-testid="chain-sending">
        <p className="hint">{t('tableUx.sending')}</p>
      </div>
    );
  return (
    <div ref={root} className={`prompt-body kind-${kind ?? 'none'}`} data-kind={kind}>
      {kind && (
        <p className="help">
          {t(
            [
              `frameHelp.${kind}`,
              `duel.frameHelp.${kind}`,
              `variants.frameHelp.${kind}`,
              `stepMovement.frameHelp.${kind}`,
              `governor.frameHelp.${kind}`,
              `tleilaxu.frameHelp.${kind}`,
              `battleOrder.frameHelp.${kind}`,
            ],
            {
              territory,
              // annexe 5 Guild 1: the seat the Guild would move before.
              before: typeof view.frame?.['before'] === 'number' ? props.namer.seat(view.frame['before']) : '',
            },
          )}
        </p>
      )}
      <Widget {...props} />
      <Fallback actions={props.actions} namer={props.namer} send={props.send} />
    </div>
  );
}

function Widget(props: PromptContext) {
  const { view, actions, namer, send } = props;
  // rules 000 §16: the prelude's decisions have their own controls.
  if (view.frame && HARVEST_FRAMES.has(view.frame.kind)) return <HarvestPrompt {...props} />;
  // rules 000 §19: the champion, the support, the second and the negotiator have their own controls.
  if (view.frame && DUEL_CONTROLS.has(view.frame.kind)) return <DuelPrompt {...props} />;
  // 000 XXXIII: the agreement's proposal and answers.
  if (view.frame && AGREEMENT_FRAMES.has(view.frame.kind)) return <AgreementPrompt {...props} />;
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
    case 'movementStep': // 000 XXXI
      return <MovementStep {...props} />;
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

type CountAction = Extract<DuneAction, { type: 'dial' | 'count' | 'revive' | 'battleLosses' }>;

function isCount(a: DuneAction): a is CountAction {
  return a.type === 'dial' || a.type === 'count' || a.type === 'revive' || a.type === 'battleLosses';
}

function countOf(a: CountAction): number {
  return a.type === 'dial' ? a.value : a.count;
}

/** The spice the answer costs the seat, for the decisions that spend (rules 000 §9.B.1, §9.C.1.b, annexe 3 Guild 1). */
function spiceCost(view: DuneView, a: CountAction): number | null {
  const frame = view.frame;
  if (a.type === 'revive') return a.count * REVIVAL_COST;
  if (a.type !== 'count' || frame?.kind !== 'shipmentCount' || view.you === null) return null;
  if (frame['mode'] === 'offPlanet') return offPlanetCost(a.count);
  return typeof frame['to'] === 'string' ? shipmentCostFor(view, view.you, frame['to'], a.count) : null;
}

/** The sentence under a choice that spends: its cost and what is left. */
export function costLine(namer: Namer, view: DuneView, cost: number): string {
  if (cost === 0) return namer.t('deciding.free');
  const spice = view.you === null ? null : (view.factions[view.seats[view.you]!]?.spice ?? null);
  return spice === null
    ? namer.t('deciding.cost', { count: cost })
    : namer.t('deciding.costLeft', { count: cost, left: spice - cost });
}

/**
 * A number to choose (the storm dial, tokens to ship, move, revive or lose): the chips show what each costs; the
 * choice is confirmed before it is sent, and can be changed until then.
 */
function NumberChips({ view, actions, namer, send }: PromptContext) {
  const { t } = useTranslation();
  const numeric = actions.filter(isCount);
  const others = actions.filter((a) => !isCount(a));
  const [chosen, setChosen] = useState<CountAction | null>(null);
  // The count confirmed with the destination is sent as soon as the engine asks for it.
  useEffect(() => {
    if (view.frame?.kind !== 'shipmentCount') return;
    const to = typeof view.frame['to'] === 'string' ? view.frame['to'] : null;
    const queued = takeQueuedShipmentCount(view.turn, to);
    if (queued === null) return;
    const matching = numeric.filter((a) => countOf(a) === queued);
    if (matching.length === 1) send(matching[0]!);
    else if (matching.length > 1) setChosen(matching[0]!);
  }, []);
  const cost = chosen ? spiceCost(view, chosen) : null;
  return (
    <div>
      <div className="chips">
        {numeric.map((a) => {
          const price = spiceCost(view, a);
          return (
            <button
              key={JSON.stringify(a)}
              className={`act chip${chosen && JSON.stringify(chosen) === JSON.stringify(a) ? ' chosen' : ''}`}
              data-testid="step"
              data-type={a.type}
              aria-pressed={chosen !== null && JSON.stringify(chosen) === JSON.stringify(a)}
              onClick={() => setChosen(a)}
            >
              {a.type === 'count' && a.starred !== undefined ? `${a.count} (${a.starred}★)` : countOf(a)}
              {price !== null && price > 0 && (
                <span className="chip-cost" data-testid="chip-cost">
                  {t('deciding.spiceShort', { count: price })}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {chosen && (
        <ConfirmBar
          summary={
            <>
              {describeAction(namer, chosen)}
              {cost !== null && <> — {costLine(namer, view, cost)}</>}
            </>
          }
          onConfirm={() => send(chosen)}
          onBack={() => setChosen(null)}
        />
      )}
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
              {describeEvent(namer, { type: 'allianceProposed', params: { from: p.from, to: p.to } })}
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
 * map, or pick it from the list. A shipment from the reserves is built here in two steps, where and how many, with
 * its cost (rules 000 §9.C.1.b) and Back, and sent once confirmed.
 */
function Shipment(props: PromptContext) {
  const { actions, namer, send, setMapPick } = props;
  const { t } = useTranslation();
  const [destination, setDestination] = useState<string | null>(null);
  const destinations = actions.filter(
    (a): a is LocationAction =>
      (a.type === 'ship' || a.type === 'wormRide' || a.type === 'placeBeneGesserit') && a.to !== null,
  );
  const others = actions.filter((a) => !destinations.includes(a as LocationAction));
  const choose = (a: DuneAction) => (a.type === 'ship' ? setDestination(a.to) : send(a));
  // annexe 3 Guild 1: a cross-ship (or a shipment back to the reserves) is held with its count until the Confirm.
  const crossShip = useHeldSteps(props.view, actions, `shipment:${props.view.turn}:${props.view.you ?? ''}`, send);
  useEffect(() => {
    const byKey = new Map(destinations.map((a) => [a.to!, a]));
    // A territory out of the list tells why (issue 21): asked as the same kind of choice there.
    const kind = destinations[0]?.type;
    setMapPick(
      byKey.size > 0
        ? {
            keys: new Set(byKey.keys()),
            onPick: (key) => choose(byKey.get(key)!),
            ...(kind
              ? { tryAt: (territory: TerritoryId) => ({ type: kind, to: locationToTry(props.view, territory) }) }
              : {}),
          }
        : null,
    );
    return () => setMapPick(null);
    // The widget is rebuilt for every update (keyed by seq), so the actions never change under it.
  }, []);
  if (destination !== null)
    return <ShipmentCount {...props} destination={destination} onBack={() => setDestination(null)} />;
  if (crossShip.held.length > 0)
    return (
      <div className="shipment" data-testid="cross-ship-count">
        <p className="hint">{describeAction(namer, crossShip.held[0]!)}</p>
        {crossShip.current === null ? (
          <p className="hint">…</p>
        ) : (
          <NumberChips
            {...props}
            view={crossShip.current.view}
            actions={crossShip.current.actions}
            send={(a) => sendChain(props.view, send, [...crossShip.held, a])}
          />
        )}
        <button className="back" data-testid="back" data-key="back" onClick={crossShip.back}>
          ← {t('deciding.back')} <kbd>Esc</kbd>
        </button>
      </div>
    );
  return (
    <div className="shipment">
      {destinations.length > 0 && <p className="hint">{t('ui.chooseOnMap')}</p>}
      {destinations.length > 0 && (
        <ActionPicker
          actions={destinations}
          namer={namer}
          send={choose}
          role={destinations.some((a) => a.type === 'ship') ? 'step' : 'action'}
        />
      )}
      {[...byType(others)].map(([type, group]) => {
        const held = type === 'crossShip' || type === 'offPlanet';
        return group.length > 8 ? (
          <ActionPicker
            key={type}
            actions={group}
            namer={namer}
            send={held ? crossShip.hold : send}
            role={held ? 'step' : 'action'}
          />
        ) : (
          <ActionList
            key={type}
            actions={group}
            namer={namer}
            send={held ? crossShip.hold : send}
            role={held ? 'step' : 'action'}
          />
        );
      })}
    </div>
  );
}

/** How many tokens to ship from the reserves to the chosen destination, each count with its price. */
function ShipmentCount({
  view,
  namer,
  send,
  destination,
  onBack,
}: PromptContext & { destination: string; onBack: () => void }) {
  const { t } = useTranslation();
  const me = view.you;
  const faction = me === null ? undefined : view.factions[view.seats[me]!];
  const [count, setCount] = useState<number | null>(null);
  if (me === null || !faction) return null;
  const reserves = faction.reserves ?? 0;
  const spice = faction.spice ?? 0;
  const counts = Array.from({ length: reserves }, (_, i) => i + 1).filter(
    (n) => shipmentCostFor(view, me, destination, n) <= spice,
  );
  const cost = count === null ? 0 : shipmentCostFor(view, me, destination, count);
  return (
    <div className="shipment" data-testid="shipment-count">
      <p className="hint">{t('deciding.shipHowMany', { to: namer.location(destination) })}</p>
      <div className="chips">
        {counts.map((n) => (
          <button
            key={n}
            className={`act chip${count === n ? ' chosen' : ''}`}
            data-testid="step"
            aria-pressed={count === n}
            onClick={() => setCount(n)}
          >
            {n}
            <span className="chip-cost" data-testid="chip-cost">
              {shipmentCostFor(view, me, destination, n) === 0
                ? t('deciding.freeShort')
                : t('deciding.spiceShort', { count: shipmentCostFor(view, me, destination, n) })}
            </span>
          </button>
        ))}
      </div>
      {count === null ? (
        <button className="back" data-testid="back" data-key="back" onClick={onBack}>
          ← {t('deciding.back')} <kbd>Esc</kbd>
        </button>
      ) : (
        <ConfirmBar
          summary={
            <>
              {t('deciding.shipSummary', { count, to: namer.location(destination) })} — {costLine(namer, view, cost)}
            </>
          }
          onConfirm={() => {
            queueShipmentCount(view.turn, destination, count);
            send({ type: 'ship', to: destination });
          }}
          onBack={() => setCount(null)}
        />
      )}
    </div>
  );
}

type MoveAction = Extract<DuneAction, { type: 'move' }>;

/** Movement: click the group to move (source), then its destination; the count comes next. */
function Movement({ view, actions, namer, send, setMapPick }: PromptContext) {
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
      setMapPick({
        keys: new Set(byKey.keys()),
        onPick: (key) => send(byKey.get(key)!),
        // A territory out of reach tells why (issue 21): the storm, a full stronghold, too far.
        tryAt: (territory) => ({ type: 'move', from, to: locationToTry(view, territory) }),
      });
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
            <button data-testid="back" data-key="back" onClick={() => setFrom(null)}>
              ← {t('ui.back')} <kbd>Esc</kbd>
            </button>
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
