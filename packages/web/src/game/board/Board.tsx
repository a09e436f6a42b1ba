import {
  coexisting,
  FACTION_DATA,
  TERRITORIES,
  TERRITORY_IDS,
  type DuneView,
  type Faction,
  type TerritoryId,
} from '@arrakis/dune';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FactionBadge, textOn } from '../FactionBadge.tsx';
import type { Namer } from '../text.ts';
import {
  bandCentre,
  bandPath,
  CENTRE,
  cellCentre,
  computeLayout,
  dotSector,
  OUTER_RADIUS,
  polar,
  POLAR_RADIUS,
  SECTOR_COUNT,
  sectorAngle,
  sectorSpan,
  SIZE,
  type Band,
} from './layout.ts';
import { fitLabel, LINE_HEIGHT } from './labels.ts';
import { keysInTerritory } from './pick.ts';
import { GovernorMark, ScoreTrack } from './ScoreTrack.tsx';
import { useReasons, type ReasonTargetProps } from '../../explain/reasons.tsx';
import { slide, stackKey, useSlideOrigins, type Point } from './slide.ts';

/** Locations the current prompt lets the player click, and what a click does. */
export interface MapPick {
  readonly keys: ReadonlySet<string>;
  onPick(key: string): void;
  /** The action choosing a territory out of `keys` would be, to ask the game why it is unavailable (issue 21). */
  tryAt?(territory: TerritoryId): unknown;
}

const LAYOUT = computeLayout();
/** rules 000 XXXIV: the board with the capitals' quarters. */
const GOVERNOR_LAYOUT = computeLayout(true);

const KIND_FILL = { sand: '#ecd29b', rock: '#b08a68', stronghold: '#c8574f', polarSink: '#dfe9ee' } as const;

interface SectorChoice {
  readonly territory: TerritoryId;
  readonly keys: readonly string[];
  /** Where the picker shows, in pixels from the board's top left corner. */
  readonly x: number;
  readonly y: number;
}

interface Token {
  readonly faction: Faction;
  readonly count: number;
  /** How many of them are starred (rules 000 §15: Sardaukar, Fedaykin). */
  readonly starred: number;
  /** rules 000 §15.B.4: Bene Gesserit tokens coexisting in peace there, with no effect on the game. */
  readonly coexisting: boolean;
}

/** Starred tokens of `faction` at a location (rules 000 §15, annexe 5 Emperor 1 / Fremen 4). */
function starredAt(view: DuneView, faction: string, territory: TerritoryId, sector: string | number): number {
  return view.extra?.starred[faction as Faction]?.board[`${territory}:${sector}`] ?? 0;
}

function tokensBySector(view: DuneView, id: TerritoryId): Map<number, Token[]> {
  const out = new Map<number, Token[]>();
  const forces = view.board[id]?.forces ?? {};
  const peaceful = coexisting(view, id);
  for (const [faction, bySector] of Object.entries(forces)) {
    for (const [sector, count] of Object.entries(bySector ?? {})) {
      if (!count) continue;
      const list = out.get(Number(sector)) ?? [];
      list.push({
        faction: faction as Faction,
        count,
        starred: starredAt(view, faction, id, sector),
        coexisting: peaceful && faction === 'beneGesserit',
      });
      out.set(Number(sector), list);
    }
  }
  return out;
}

function ForceToken({ x, y, token, from }: { x: number; y: number; token: Token; from: Point | undefined }) {
  const data = FACTION_DATA[token.faction];
  const moving = useRef<SVGGElement>(null);
  // A stack drawn anew (keyed by count) slides in from where its tokens were, before it is first painted.
  useLayoutEffect(() => {
    if (from && moving.current) slide(moving.current, { x: from.x - x, y: from.y - y });
  }, []);
  // The outer group places the stack; the token itself is what slides (a CSS transform would replace the place).
  return (
    <g transform={`translate(${x.toFixed(1)},${y.toFixed(1)})`}>
      <g
        ref={moving}
        className={['token', token.coexisting ? 'coexisting' : '', from ? 'slid' : ''].filter(Boolean).join(' ')}
        data-faction={token.faction}
        data-coexisting={token.coexisting || undefined}
      >
        {token.coexisting && <circle r={15} fill="none" stroke="#fff" strokeWidth={1.5} strokeDasharray="3 2" />}
        <circle r={12} fill={data.colour} fillOpacity={token.coexisting ? 0.55 : 1} stroke="#fff" strokeWidth={1.5} />
        <text y={-1} textAnchor="middle" fontSize={9} fontWeight={700} fill={textOn(data.colour)}>
          {data.symbol}
        </text>
        <text y={9} textAnchor="middle" fontSize={8} fill={textOn(data.colour)}>
          {token.count}
        </text>
        {token.starred > 0 && (
          <g className="starred" data-starred={token.starred}>
            <circle cx={10} cy={-10} r={6} fill="#f5c542" stroke="#5a3d00" strokeWidth={1} />
            <text x={10} y={-7.5} textAnchor="middle" fontSize={7} fontWeight={700} fill="#3a2600">
              {token.starred}★
            </text>
          </g>
        )}
      </g>
    </g>
  );
}

function Tokens({
  tokens,
  x,
  y,
  angle,
  origin,
}: {
  tokens: readonly Token[];
  x: number;
  y: number;
  angle: number;
  origin: (faction: Faction) => Point | undefined;
}) {
  // Several factions in one cell stand side by side along the ring.
  const dx = -Math.sin(angle) * 22;
  const dy = Math.cos(angle) * 22;
  const offset = (tokens.length - 1) / 2;
  return (
    <>
      {tokens.map((token, i) => (
        // Keyed by count too: a token whose count changed is drawn anew, and its arrival animates once.
        <ForceToken
          key={`${token.faction}:${token.count}`}
          token={token}
          x={x + (i - offset) * dx}
          y={y + (i - offset) * dy}
          from={origin(token.faction)}
        />
      ))}
    </>
  );
}

/** Where a stack stands on the map: its cell's centre, or the Polar Sink's. */
function stackPlace(territory: string, sector: number, layout = LAYOUT): Point | null {
  if (territory === 'polarSink') return { x: CENTRE, y: CENTRE };
  const band = layout.bands[territory];
  if (!band) return null;
  const c = cellCentre(band, sector);
  return { x: c.x, y: c.y + 2 };
}

/** The seats' dots just outside the rim: their 13-unit disc and its stroke end inside the 1000-unit board, so a dot
 * at the left or right edge is not cut in half where the board fills a phone's width. */
const SEAT_DOT_RADIUS = OUTER_RADIUS + 46;

export function Board({ view, namer, pick }: { view: DuneView; namer: Namer; pick: MapPick | null }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<TerritoryId | null>(null);
  const layout = view.options.governor ? GOVERNOR_LAYOUT : LAYOUT;
  const [choice, setChoice] = useState<SectorChoice | null>(null);
  // A new pick (another step, another update) closes a picker left open.
  useEffect(() => setChoice(null), [pick]);
  const pickable = useMemo(() => {
    const set = new Set<string>();
    for (const key of pick?.keys ?? []) set.add(key.split(':')[0]!);
    return set;
  }, [pick]);

  const reasons = useReasons();
  // An unavailable territory of the pick tells why (issue 21): hovered, long-pressed, focused or clicked.
  const unavailable = (id: TerritoryId): ReasonTargetProps | null =>
    pick?.tryAt && !pickable.has(id) && reasons ? reasons.target(pick.tryAt(id)) : null;

  const click = (id: TerritoryId, event: MouseEvent<SVGElement>) => {
    setSelected(id);
    setChoice(null);
    if (pick?.tryAt && !pickable.has(id) && reasons) reasons.pin(pick.tryAt(id), event.currentTarget);
    if (!pick || !pickable.has(id)) return;
    const keys = keysInTerritory(pick.keys, id);
    if (keys.length === 1) {
      pick.onPick(keys[0]!);
      return;
    }
    // The picker opens over the territory's middle (a keyboard or synthetic click has no pointer position).
    const svg = event.currentTarget.ownerSVGElement;
    const board = event.currentTarget.closest('.board');
    const band = layout.bands[id];
    const matrix = svg?.getScreenCTM();
    if (!svg || !board || !band || !matrix) {
      setChoice({ territory: id, keys, x: 0, y: 0 });
      return;
    }
    const centre = bandCentre(band);
    const point = new DOMPoint(centre.x, centre.y).matrixTransform(matrix);
    const box = board.getBoundingClientRect();
    setChoice({ territory: id, keys, x: point.x - box.left, y: point.y - box.top });
  };

  // Forces shipped come from their faction's reserves, drawn at its seat's place at the rim.
  const origins = useSlideOrigins(
    view,
    (t, s) => stackPlace(t, s, layout),
    (faction) => {
      const seat = view.seats.indexOf(faction);
      return seat < 0 ? null : polar(SEAT_DOT_RADIUS, sectorAngle(dotSector(seat, view.seats.length) + 0.5));
    },
  );
  const originOf = (territory: string, sector: number) => (faction: Faction) =>
    origins.get(stackKey(faction, territory, sector));
  const bands = Object.values(layout.bands) as Band[];
  // rules 000 XXXIV: on the Governor's board, the city's id names its north quarter.
  const bandName = (id: string) =>
    view.options.governor && (id === 'arrakeen' || id === 'carthag')
      ? t('governor.north', { city: namer.territory(id) })
      : namer.territory(id);
  const polarTokens = tokensBySector(view, 'polarSink').get(-1) ?? [];
  return (
    <div className="board">
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        // While unavailable territories can be focused to tell why, the map is a group of them, not a picture.
        role={pick?.tryAt && reasons ? 'group' : 'img'}
        aria-label="Dune"
        data-testid="board"
      >
        <defs>
          <pattern id="ruins" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="8" height="8" fill={KIND_FILL.rock} />
            <line x1="0" y1="0" x2="0" y2="8" stroke="#5b4636" strokeWidth="3" />
          </pattern>
        </defs>
        <circle cx={CENTRE} cy={CENTRE} r={OUTER_RADIUS + 34} fill="#3b2f2a" />
        <circle cx={CENTRE} cy={CENTRE} r={OUTER_RADIUS} fill="#d9bd84" />
        {bands.map((band) => {
          const data = TERRITORIES[band.territory];
          const { first, count } = sectorSpan(band.sectors);
          const destroyedWall = band.territory === 'shieldWall' && view.shieldWallDestroyed;
          const classes = [
            'territory',
            data.kind,
            pickable.has(band.territory) ? 'pickable' : '',
            selected === band.territory ? 'selected' : '',
            pick && !pickable.has(band.territory) ? 'dim' : '',
          ];
          return (
            <path
              key={band.territory}
              d={bandPath(band.inner, band.outer, first, count)}
              className={classes.join(' ')}
              fill={destroyedWall ? 'url(#ruins)' : KIND_FILL[data.kind]}
              data-territory={band.territory}
              data-pick-count={pick ? keysInTerritory(pick.keys, band.territory).length : undefined}
              onClick={(e) => click(band.territory, e)}
              {...unavailable(band.territory)}
            >
              <title>
                {bandName(band.territory)}
                {unavailable(band.territory) ? ` (${t('explain.unavailable')})` : ''}
              </title>
            </path>
          );
        })}
        <circle
          cx={CENTRE}
          cy={CENTRE}
          r={POLAR_RADIUS}
          fill={KIND_FILL.polarSink}
          className={[
            'territory',
            'polarSink',
            pickable.has('polarSink') ? 'pickable' : '',
            pick && !pickable.has('polarSink') ? 'dim' : '',
          ].join(' ')}
          data-territory="polarSink"
          onClick={(e) => click('polarSink', e)}
          {...unavailable('polarSink')}
        >
          <title>
            {namer.territory('polarSink')}
            {unavailable('polarSink') ? ` (${t('explain.unavailable')})` : ''}
          </title>
        </circle>
        {Array.from({ length: SECTOR_COUNT }, (_, s) => {
          const a = sectorAngle(s);
          const p0 = polar(POLAR_RADIUS, a);
          const p1 = polar(OUTER_RADIUS + 34, a);
          const label = polar(OUTER_RADIUS + 20, sectorAngle(s + 0.5));
          return (
            <g key={s} className="sector-line">
              <line
                x1={p0.x}
                y1={p0.y}
                x2={p1.x}
                y2={p1.y}
                stroke="#6b5540"
                strokeOpacity={0.35}
                strokeDasharray="3 4"
                pointerEvents="none"
              />
              <text x={label.x} y={label.y + 4} textAnchor="middle" fontSize={12} fill="#f3e6c8" pointerEvents="none">
                {s}
              </text>
            </g>
          );
        })}
        {bands.map((band) => {
          const c = bandCentre(band);
          const name = bandName(band.territory);
          const middle = sectorAngle(sectorSpan(band.sectors).first + band.sectors.length / 2);
          const radius = (band.outer + band.inner) / 2;
          const width = radius * ((band.sectors.length * 2 * Math.PI) / SECTOR_COUNT);
          const label = fitLabel(name, width, band.outer - band.inner);
          // Labels follow the ring (tangent to it), upright in both halves of the planet.
          const degrees = (middle * 180) / Math.PI;
          const rotation = Math.sin(middle) > 0 ? degrees - 90 : degrees + 90;
          const firstLine = (-(label.lines.length - 1) / 2) * LINE_HEIGHT;
          return (
            <text
              key={band.territory}
              x={c.x}
              y={c.y}
              transform={`rotate(${rotation.toFixed(1)} ${c.x.toFixed(1)} ${c.y.toFixed(1)}) translate(0 ${-label.lift})`}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={label.fontSize}
              className="territory-label"
              data-territory-label={band.territory}
              pointerEvents="none"
            >
              {label.lines.map((line, i) => (
                <tspan key={i} x={c.x} dy={`${i === 0 ? firstLine : LINE_HEIGHT}em`}>
                  {line}
                </tspan>
              ))}
            </text>
          );
        })}
        <text
          x={CENTRE}
          y={CENTRE - 52}
          textAnchor="middle"
          fontSize={12}
          className="territory-label"
          pointerEvents="none"
        >
          {namer.territory('polarSink')}
        </text>
        <StormMarker sector={view.storm} label={t('ui.storm')} />
        {TERRITORY_IDS.map((id) => {
          const band = layout.bands[id];
          const spice = view.board[id]?.spice ?? 0;
          if (!band || spice <= 0) return null;
          const sector = TERRITORIES[id].spiceSector ?? band.sectors[0]!;
          const c = cellCentre(band, sector);
          return (
            <g
              key={`spice-${id}`}
              className="spice"
              pointerEvents="none"
              transform={`translate(${c.x.toFixed(1)},${(c.y + 16).toFixed(1)})`}
            >
              <rect x={-11} y={-8} width={22} height={16} rx={3} fill="#e07b00" stroke="#fff" />
              <text y={4} textAnchor="middle" fontSize={10} fontWeight={700} fill="#fff">
                {spice}
              </text>
            </g>
          );
        })}
        {TERRITORY_IDS.map((id) => {
          const band = layout.bands[id];
          if (!band) return null;
          return [...tokensBySector(view, id)].map(([sector, tokens]) => {
            const c = cellCentre(band, sector);
            return (
              <g key={`${id}:${sector}`} pointerEvents="none" data-territory-tokens={id} data-sector={sector}>
                <Tokens
                  tokens={tokens}
                  x={c.x}
                  y={c.y + 2}
                  angle={sectorAngle(sector + 0.5)}
                  origin={originOf(id, sector)}
                />
              </g>
            );
          });
        })}
        <g pointerEvents="none" data-territory-tokens="polarSink" data-sector={-1}>
          <Tokens tokens={polarTokens} x={CENTRE} y={CENTRE} angle={Math.PI / 2} origin={originOf('polarSink', -1)} />
        </g>
        {view.seats.map((faction, seat) => {
          const a = sectorAngle(dotSector(seat, view.seats.length) + 0.5);
          const p = polar(SEAT_DOT_RADIUS, a);
          const data = FACTION_DATA[faction];
          return (
            <g
              key={faction}
              transform={`translate(${p.x.toFixed(1)},${p.y.toFixed(1)})`}
              className={namer.resigned(seat) ? 'player-dot resigned' : 'player-dot'}
            >
              <circle r={13} fill={data.colour} stroke="#fff" strokeWidth={2} />
              <text y={4} textAnchor="middle" fontSize={12} fontWeight={700} fill={textOn(data.colour)}>
                {data.symbol}
              </text>
              <title>{namer.resigned(seat) ? `${namer.seat(seat)} — ${t('ui.resignedTag')}` : namer.seat(seat)}</title>
            </g>
          );
        })}
      </svg>
      <GovernorMark view={view} namer={namer} />
      <ScoreTrack view={view} namer={namer} />
      <BoardFacts view={view} namer={namer} />
      {selected && !choice && (
        <TerritoryDetails id={selected} view={view} namer={namer} onClose={() => setSelected(null)} />
      )}
      {choice && pick && (
        <SectorPicker
          choice={choice}
          namer={namer}
          onPick={(key) => {
            setChoice(null);
            pick.onPick(key);
          }}
          onClose={() => setChoice(null)}
        />
      )}
    </div>
  );
}

function SectorPicker({
  choice,
  namer,
  onPick,
  onClose,
}: {
  choice: SectorChoice;
  namer: Namer;
  onPick: (key: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const territory = namer.territory(choice.territory);
  return (
    <div
      className="sector-picker panel"
      role="dialog"
      aria-label={t('ui.chooseSector', { territory })}
      data-testid="sector-picker"
      style={{ left: `${Math.max(0, choice.x - 90).toFixed(0)}px`, top: `${(choice.y + 12).toFixed(0)}px` }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <button className="close" onClick={onClose} aria-label={t('ui.close')}>
        ×
      </button>
      <p>{t('ui.chooseSector', { territory })}</p>
      <div className="action-list">
        {choice.keys.map((key, i) => (
          <button
            key={key}
            className="primary"
            data-testid="sector-option"
            data-key={key}
            autoFocus={i === 0}
            onClick={() => onPick(key)}
          >
            {t('ui.sector', { sector: key.split(':')[1] })}
          </button>
        ))}
      </div>
    </div>
  );
}

function StormMarker({ sector, label }: { sector: number; label: string }) {
  const band = bandPath(POLAR_RADIUS, OUTER_RADIUS + 34, sector, 1);
  const p = polar(OUTER_RADIUS + 20, sectorAngle(sector + 0.5));
  return (
    <g className="storm" pointerEvents="none" data-testid="storm">
      <path d={band} fill="#4a4f5a" fillOpacity={0.45} stroke="#2b2f36" strokeWidth={2} />
      <circle cx={p.x} cy={p.y} r={14} fill="#2b2f36" />
      <text x={p.x} y={p.y + 5} textAnchor="middle" fontSize={15} fill="#fff">
        ☈
      </text>
      <title>{label}</title>
    </g>
  );
}

function BoardFacts({ view, namer }: { view: DuneView; namer: Namer }) {
  const { t } = useTranslation();
  return (
    <div className="board-facts">
      <span className={view.shieldWallDestroyed ? 'wall destroyed' : 'wall'}>
        {view.shieldWallDestroyed ? t('ui.shieldWallDestroyed') : t('ui.shieldWallStanding')}
      </span>
      <span>
        {t('ui.treacheryDeck')}
        {t('ui.colon')}
        {t('ui.cards', { count: view.treacheryDeckCount })}
      </span>
      <span title={namer.cards(view.treacheryDiscard)}>
        {t('ui.treacheryDiscard')}
        {t('ui.colon')}
        {t('ui.cards', { count: view.treacheryDiscard.length })}
        {view.treacheryDiscard.length > 0 &&
          ` (${namer.card(view.treacheryDiscard[view.treacheryDiscard.length - 1]!)})`}
      </span>
      <span>
        {t('ui.spiceDeck')}
        {t('ui.colon')}
        {t('ui.cards', { count: view.spiceDeckCount })}
      </span>
      <span>
        {t('ui.spiceDiscard')}
        {t('ui.colon')}
        {view.spiceDiscard.length > 0 ? namer.spiceCard(view.spiceDiscard[view.spiceDiscard.length - 1]!) : '—'}
      </span>
      {view.stormTokenDrawn && (
        <span data-testid="storm-token">
          {t('ui.stormToken')}
          {t('ui.colon')}
          {view.stormToken ?? t('ui.faceDown')}
        </span>
      )}
      {view.options.advancedSpiceBlow && (
        <span>
          {t('ui.spiceDiscard2')}
          {t('ui.colon')}
          {view.spiceDiscard2.length > 0 ? namer.spiceCard(view.spiceDiscard2[view.spiceDiscard2.length - 1]!) : '—'}
        </span>
      )}
      {view.extra && <ExtraPowersFacts view={view} namer={namer} />}
      <div className="tanks" data-testid="tanks">
        <strong>{t('ui.tanks')} :</strong>{' '}
        {view.seats.map((faction) => {
          const f = view.factions[faction]!;
          const dead = Object.entries(f.leaders).filter(([, l]) => l.location === 'tanks');
          return (
            <span key={faction} className="tank">
              <FactionBadge faction={faction} /> {f.tanks}
              {dead.length > 0 && ` + ${dead.map(([id]) => namer.leader(id)).join(', ')}`}
            </span>
          );
        })}
      </div>
    </div>
  );
}

/** The pieces of the extra powers (rules 000 §15, annexe 5) that are on the table but not on the map. */
function ExtraPowersFacts({ view, namer }: { view: DuneView; namer: Namer }) {
  const { t } = useTranslation();
  const extra = view.extra!;
  return (
    <div className="extra-powers" data-testid="extra-powers">
      {Object.entries(extra.starred).map(([faction, starred]) =>
        view.seats.includes(faction as Faction) && starred ? (
          <span key={faction}>
            <FactionBadge faction={faction} />{' '}
            {t('ui.starredPool', {
              kind: t(`ui.starredName.${faction}`),
              reserves: starred.reserves,
              tanks: starred.tanks,
            })}
          </span>
        ) : null,
      )}
      {view.seats.includes('atreides') && (
        <span data-testid="kwisatz-haderach">
          <FactionBadge faction="atreides" /> {t('ui.atreidesLosses', { count: extra.atreidesLosses })} ·{' '}
          {t(`ui.kwisatzHaderach.${extra.kwisatzHaderach}`)}
        </span>
      )}
      {extra.captured.length > 0 && (
        <span data-testid="prisoners">
          <FactionBadge faction="harkonnen" /> {t('ui.prisoners')}
          {t('ui.colon')}
          {extra.captured.map((id) => namer.leader(id)).join(', ')}
        </span>
      )}
    </div>
  );
}

function TerritoryDetails({
  id,
  view,
  namer,
  onClose,
}: {
  id: TerritoryId;
  view: DuneView;
  namer: Namer;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const data = TERRITORIES[id];
  const state = view.board[id];
  const forces = Object.entries(state?.forces ?? {});
  const peaceful = coexisting(view, id);
  return (
    <div className="territory-details panel" data-testid="territory-details">
      <button className="close" onClick={onClose} aria-label={t('ui.close')}>
        ×
      </button>
      <h3>{namer.territory(id)}</h3>
      <p>
        {t('ui.kind')}
        {t('ui.colon')}
        {t(`territoryKind.${data.kind}`)}
        {data.sectors.length > 0 && ` · ${t('ui.sectors')}${t('ui.colon')}${data.sectors.join(', ')}`}
        {data.sectors.includes(view.storm) && ` · ${t('ui.storm')} ☈`}
      </p>
      <p>
        {t('ui.spice')}
        {t('ui.colon')}
        {state?.spice ?? 0}
        {data.spiceAmount !== null && ` (★ ${t('ui.sector', { sector: data.spiceSector })})`}
      </p>
      {forces.length === 0 ? (
        <p>
          {t('ui.forces')}
          {t('ui.colon')}
          {t('ui.none')}
        </p>
      ) : (
        <ul>
          {forces.map(([faction, bySector]) => (
            <li key={faction}>
              <FactionBadge faction={faction} /> {namer.faction(faction)} :{' '}
              {Object.entries(bySector ?? {})
                .map(([sector, n]) => {
                  const where = Number(sector) >= 0 ? `${n} (${t('ui.sector', { sector })})` : String(n);
                  const starred = starredAt(view, faction, id, sector);
                  return starred > 0
                    ? `${where}, ${t('ui.starredAmong', { count: starred, kind: t(`ui.starredName.${faction}`) })}`
                    : where;
                })
                .join(' ; ')}
              {peaceful && faction === 'beneGesserit' && ` — ${t('ui.coexisting')}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
