import {
  CONFLICT_CARDS,
  FACTION_TRACKS,
  RESERVE,
  renderConflict,
  renderSpace,
  type Faction,
  type ImperiumView,
  type SpaceId,
} from '@arrakis/imperium';
import { CARDS, FACTION_ORDER, labels, seatColour, type ImpNames, type TableView } from './content.ts';
import { useRef } from 'react';
import { useReasons } from '../explain/reasons.tsx';
import { seatPanel, useAgentSlides } from './agentSlide.ts';
import { SeatDisc, seatMark } from './SeatMark.tsx';
import { sixOf } from './six/sixSeats.ts';

/** Spaces the prompt lets the player click (an Agent turn once a card is chosen), and what a click sends. */
export interface BoardPick {
  readonly spaces: ReadonlySet<string>;
  onPick(space: string): void;
  /** Uprising: the observation posts a Spy may go to (or leave) now, and what a click sends. */
  readonly posts?: ReadonlySet<string>;
  onPickPost?(post: string): void;
  /** The action sending the chosen card to a space out of `spaces`, to ask the game why it cannot (issue 21). */
  tryAt?(space: string): unknown;
}

export const SPACE_W = 186;

/**
 * A space's name squeezed, only if it would run into the control flag or the bonus spice on its right (Dutch names
 * are the longest): an estimate from the bold 13-unit font's average advance.
 */
function fitName(name: string, rightMargin: number): { textLength?: number; lengthAdjust?: 'spacingAndGlyphs' } {
  const room = SPACE_W - 28 - rightMargin;
  return name.length * 13 * 0.6 > room ? { textLength: room, lengthAdjust: 'spacingAndGlyphs' } : {};
}
export const SPACE_H = 56;
export const ICON_FILL: Readonly<Record<string, string>> = {
  emperor: '#5b4a8a',
  spacingGuild: '#b5651d',
  beneGesserit: '#4a6b8a',
  fremen: '#3f7d4e',
  landsraad: '#3b5b8c',
  city: '#7a6a4f',
  spiceTrade: '#a8742a',
};

const GROUPS: readonly { readonly key: string; readonly spaces: readonly SpaceId[] }[] = [
  { key: 'landsraad', spaces: ['highCouncil', 'mentat', 'swordmaster', 'rallyTroops', 'hallOfOratory'] },
  { key: 'choam', spaces: ['secureContract', 'sellMelange'] },
  { key: 'city', spaces: ['arrakeen', 'carthag', 'researchStation', 'sietchTabr'] },
  { key: 'desert', spaces: ['imperialBasin', 'haggaBasin', 'theGreatFlat'] },
];

const FACTION_SPACES: Readonly<Record<string, readonly SpaceId[]>> = {
  emperor: ['conspire', 'wealth'],
  spacingGuild: ['heighliner', 'foldspace'],
  beneGesserit: ['selectiveBreeding', 'secrets'],
  fremen: ['hardyWarriors', 'stillsuits'],
};

export function Space({
  id,
  x,
  y,
  view,
  names,
  pick,
}: {
  id: string;
  x: number;
  y: number;
  view: TableView;
  names: ImpNames;
  pick: BoardPick | null;
}) {
  const space = names.content.spaces[id]!;
  const text = renderSpace(space, names.lang);
  const board = view.board as Readonly<{
    agents: Partial<Record<string, readonly number[]>>;
    control: Partial<Record<string, number | null>>;
    bonusSpice: Partial<Record<string, number>>;
  }>;
  const agents = board.agents[id] ?? [];
  const control = id in board.control ? board.control[id] : undefined;
  const blocked = view.board.blocked.some((b) => b.space === id);
  const pickable = pick?.spaces.has(id) ?? false;
  const reasons = useReasons();
  // A space the chosen card cannot go to tells why (issue 21): hovered, long-pressed, focused or clicked.
  const tried = !pickable && pick?.tryAt && reasons ? pick.tryAt(id) : undefined;
  const reason = tried !== undefined && reasons ? reasons.target(tried) : null;
  const bonus = board.bonusSpice[id] ?? null;
  const provisional = names.provisional('space', id);
  const tooltip = [
    names.space(id),
    text.cost,
    text.requires,
    text.effects,
    text.controlBonus,
    ...text.notes,
    provisional ? names.t('uprising.six.provisionalHelp') : null,
  ]
    .filter(Boolean)
    .join('\n');
  return (
    <g
      className={`imp-space${pickable ? ' pickable' : ''}`}
      data-testid={`space-${id}`}
      data-agents={agents.join(',')}
      transform={`translate(${x},${y})`}
      onClick={
        pickable ? () => pick!.onPick(id) : reason ? (event) => reasons?.pin(tried, event.currentTarget) : undefined
      }
      role={pickable ? 'button' : undefined}
      aria-label={
        pickable
          ? names.t('imp.sendTo', { space: names.space(id) })
          : reason
            ? `${names.space(id)} (${names.t('explain.unavailable')})`
            : undefined
      }
      {...reason}
    >
      <title>{tooltip}</title>
      <rect
        width={SPACE_W}
        height={SPACE_H}
        rx={6}
        fill="#f6ecd8"
        stroke={pickable ? '#e0a800' : ICON_FILL[space.icon]}
        strokeWidth={pickable ? 4 : 2}
      />
      <rect width={22} height={SPACE_H} rx={6} fill={ICON_FILL[space.icon]} />
      {space.combat && (
        <text x={11} y={SPACE_H - 8} textAnchor="middle" fontSize={12} fill="#fff">
          ⚔
        </text>
      )}
      <text
        x={28}
        y={17}
        fontSize={13}
        fontWeight="bold"
        fill="#2b2116"
        {...fitName(names.space(id), control !== undefined ? 40 : bonus !== null ? 28 : 6)}
      >
        {names.space(id)}
      </text>
      <text x={28} y={33} fontSize={11} fill="#6b4b1f">
        {text.cost ?? names.t('imp.free')}
      </text>
      {bonus !== null && bonus > 0 && (
        <g data-testid={`bonus-${id}`}>
          <circle cx={SPACE_W - 14} cy={14} r={10} fill="#e67e22" />
          <text x={SPACE_W - 14} y={18} textAnchor="middle" fontSize={11} fill="#fff" fontWeight="bold">
            +{bonus}
          </text>
        </g>
      )}
      {control !== undefined && (
        <g data-testid={`control-${id}`}>
          <line x1={SPACE_W - 36} y1={4} x2={SPACE_W - 36} y2={26} stroke="#333" strokeWidth={2} />
          <path
            d={`M${SPACE_W - 36},4 l14,5 l-14,5 z`}
            fill={control === null ? '#fff' : seatColour(control)}
            stroke="#333"
            strokeWidth={1}
          />
          {control !== null && (
            <text x={SPACE_W - 20} y={13} fontSize={10} fontWeight={700} fill="#333" data-seat-mark={seatMark(control)}>
              {seatMark(control)}
            </text>
          )}
          <title>
            {control === null ? names.t('imp.noControl') : names.t('imp.controlledBy', { seat: names.seat(control) })}
          </title>
        </g>
      )}
      {provisional && (
        <text
          x={SPACE_W - 4}
          y={SPACE_H - 4}
          textAnchor="end"
          fontSize={9}
          fontStyle="italic"
          fill="#8b2f1d"
          data-testid="provisional"
        >
          {names.t('uprising.six.provisional')}
        </text>
      )}
      {blocked && (
        <text x={SPACE_W - 60} y={48} fontSize={11} fill="#a00" fontWeight="bold">
          {names.t('imp.blocked')}
        </text>
      )}
      {agents.map((seat, i) => (
        <SeatDisc key={i} seat={seat} cx={36 + i * 20} cy={45} r={8} data-testid="agent" data-seat={seat}>
          <title>{names.t('imp.agentOf', { seat: names.seat(seat) })}</title>
        </SeatDisc>
      ))}
    </g>
  );
}

/** A Faction's area: its spaces and its influence track with the Alliance token. */
export function FactionArea({
  faction,
  y,
  spaces,
  view,
  names,
  pick,
}: {
  faction: Faction;
  y: number;
  spaces: readonly string[];
  view: TableView;
  names: ImpNames;
  pick: BoardPick | null;
}) {
  const t = names.t;
  const track = FACTION_TRACKS[faction];
  const ally = view.alliances[faction];
  const players = view.players;
  const six = sixOf(view);
  return (
    <g data-testid={`faction-${faction}`}>
      <rect x={6} y={y} width={388} height={150} rx={8} fill="#f3e3c3" stroke={ICON_FILL[faction]} strokeWidth={2} />
      <text x={14} y={y + 18} fontSize={14} fontWeight="bold" fill={ICON_FILL[faction]}>
        {names.faction(faction)}
      </text>
      <g data-testid={`alliance-${faction}`}>
        <polygon
          points={`${372},${y + 6} ${378},${y + 18} ${366},${y + 18}`}
          fill={ally === null ? '#ddd' : seatColour(ally)}
          stroke="#333"
        />
        <text x={360} y={y + 18} textAnchor="end" fontSize={11} fill="#333">
          {ally === null ? t('imp.allianceFree') : t('imp.allianceOf', { seat: names.seat(ally) })}
        </text>
      </g>
      {spaces.map((id, j) => (
        <Space key={id} id={id} x={12 + j * (SPACE_W + 4)} y={y + 24} view={view} names={names} pick={pick} />
      ))}
      {Array.from({ length: track.maxInfluence + 1 }, (_, level) => {
        const cx = 14 + level * 53;
        const marks = [
          level === track.victoryPointAt ? t('imp.trackVp') : '',
          level === track.bonusAt ? '★' : '',
          level === track.alliance.at ? '⚑' : '',
        ].filter(Boolean);
        return (
          <g key={level}>
            <rect x={cx} y={y + 86} width={50} height={58} rx={4} fill="#fbf4e4" stroke="#c9b48a" />
            <text x={cx + 4} y={y + 98} fontSize={10} fill="#6b4b1f">
              {level}
              {marks.length > 0 ? ` ${marks.join(' ')}` : ''}
            </text>
            {players
              .map((p, seat) => ({ p, seat }))
              // A six-player Commander has no cube on the main board's tracks (its Allies' Influence is its own).
              .filter(({ p, seat }) => p.influence[faction] === level && !six?.commanders.includes(seat))
              .map(({ seat }, k) => (
                <SeatDisc
                  key={seat}
                  seat={seat}
                  cx={cx + 10 + (k % 3) * 15}
                  cy={y + 112 + Math.floor(k / 3) * 16}
                  r={6}
                  data-testid={`influence-${faction}-${seat}`}
                >
                  <title>{`${names.seat(seat)}: ${level}`}</title>
                </SeatDisc>
              ))}
          </g>
        );
      })}
    </g>
  );
}

/** Wrapped text inside the SVG (rewards, card names): an HTML block in a foreignObject. */
export function Wrapped({
  x,
  y,
  w,
  h,
  children,
  size = 11,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  children: string;
  size?: number;
}) {
  return (
    <foreignObject x={x} y={y} width={w} height={h}>
      <div className="imp-svg-text" style={{ fontSize: size }}>
        {children}
      </div>
    </foreignObject>
  );
}

export function ImperiumBoard({ view, names, pick }: { view: ImperiumView; names: ImpNames; pick: BoardPick | null }) {
  const svg = useRef<SVGSVGElement>(null);
  useAgentSlides(svg, view.board.agents, seatPanel(view.seat));
  const t = names.t;
  const players = view.players;
  const conflict = view.conflict ? CONFLICT_CARDS[view.conflict] : null;
  const conflictText = conflict ? renderConflict(conflict, names.lang) : null;
  const l = labels(names.lang);
  const maxStrength = Math.max(1, ...players.map((p) => p.strength));
  return (
    <svg
      ref={svg}
      className="imp-board"
      viewBox="0 0 1200 800"
      role="img"
      aria-label={t('imp.board')}
      data-testid="imp-board"
    >
      <rect width={1200} height={800} fill="#e9d7b3" />
      {/* The four Factions: their two spaces and their influence track with the Alliance token. */}
      {FACTION_ORDER.map((faction, i) => (
        <FactionArea
          key={faction}
          faction={faction}
          y={8 + i * 158}
          spaces={FACTION_SPACES[faction]!}
          view={view}
          names={names}
          pick={pick}
        />
      ))}
      {/* Landsraad, CHOAM, the cities and the desert. */}
      {GROUPS.map((group, gi) => {
        const y = [8, 224, 320, 482][gi]!;
        const rows = Math.ceil(group.spaces.length / 2);
        return (
          <g key={group.key}>
            <rect x={404} y={y} width={390} height={24 + rows * 62} rx={8} fill="#efdcb5" stroke="#b89968" />
            <text x={412} y={y + 17} fontSize={13} fontWeight="bold" fill="#5a4020">
              {t(`imp.area.${group.key}`)}
            </text>
            {group.spaces.map((id, k) => (
              <Space
                key={id}
                id={id}
                x={410 + (k % 2) * (SPACE_W + 6)}
                y={y + 22 + Math.floor(k / 2) * 62}
                view={view}
                names={names}
                pick={pick}
              />
            ))}
          </g>
        );
      })}
      {/* The Mentat and the High Council. */}
      <g data-testid="mentat">
        <rect x={404} y={636} width={190} height={40} rx={6} fill="#efdcb5" stroke="#b89968" />
        {view.board.mentat.holder === null ? (
          <circle cx={424} cy={656} r={10} fill="#fff" stroke="#333" />
        ) : (
          <SeatDisc seat={view.board.mentat.holder} cx={424} cy={656} r={10} />
        )}
        <text x={440} y={660} fontSize={12} fill="#2b2116">
          {view.board.mentat.holder === null
            ? t('imp.mentatFree')
            : t('imp.mentatWith', { seat: names.seat(view.board.mentat.holder) })}
        </text>
      </g>
      <g data-testid="high-council">
        <rect x={604} y={636} width={190} height={40} rx={6} fill="#efdcb5" stroke="#b89968" />
        <text x={612} y={652} fontSize={11} fill="#2b2116">
          {t('imp.highCouncil')}
        </text>
        {players.map((p, seat) =>
          p.highCouncil ? (
            <SeatDisc key={seat} seat={seat} cx={620 + seat * 24} cy={665} r={8}>
              <title>{names.seat(seat)}</title>
            </SeatDisc>
          ) : (
            <circle key={seat} cx={620 + seat * 24} cy={665} r={8} fill="#fff" stroke="#333">
              <title>{t('imp.emptySeat')}</title>
            </circle>
          ),
        )}
      </g>
      {/* The Conflict card and the combat strengths. */}
      <g data-testid="conflict">
        <rect x={804} y={8} width={388} height={196} rx={8} fill="#f8e6d0" stroke="#8b2f1d" strokeWidth={2} />
        <text x={814} y={28} fontSize={14} fontWeight="bold" fill="#8b2f1d">
          {conflict
            ? `${t('imp.conflict')} ${'I'.repeat(conflict.level)} — ${names.conflict(conflict.id)}`
            : t('imp.noConflict')}
        </text>
        {conflictText && (
          <>
            <Wrapped x={812} y={36} w={374} h={48}>{`${l.first} ${conflictText.first}`}</Wrapped>
            <Wrapped x={812} y={84} w={374} h={36}>{`${l.second} ${conflictText.second}`}</Wrapped>
            {players.length >= 4 && (
              <Wrapped x={812} y={120} w={374} h={32}>{`${l.third} ${conflictText.third}`}</Wrapped>
            )}
            {conflictText.defensiveBonus && (
              <Wrapped x={812} y={152} w={374} h={28}>
                {conflictText.defensiveBonus}
              </Wrapped>
            )}
          </>
        )}
        <text x={814} y={196} fontSize={11} fill="#555">
          {t('imp.conflictDeck', { count: view.conflictDeckLevels.length })}
        </text>
      </g>
      <g data-testid="strengths">
        <rect x={804} y={212} width={388} height={30 + players.length * 28} rx={8} fill="#f3e3c3" stroke="#8b2f1d" />
        <text x={814} y={230} fontSize={13} fontWeight="bold" fill="#8b2f1d">
          {t('imp.combat')}
        </text>
        {players.map((p, seat) => (
          <g key={seat} transform={`translate(814,${240 + seat * 28})`} data-testid={`strength-${seat}`}>
            <SeatDisc seat={seat} cx={8} cy={10} r={7} />
            <text x={20} y={14} fontSize={11}>
              {t('imp.troopsInConflict', { count: p.troops.conflict })}
            </text>
            <rect
              x={140}
              y={2}
              width={200 * (p.strength / maxStrength)}
              height={16}
              fill={seatColour(seat)}
              opacity={0.7}
            />
            <text x={346} y={14} fontSize={12} fontWeight="bold">
              {p.strength}
            </text>
          </g>
        ))}
      </g>
      {/* The victory point track. */}
      <g data-testid="score-track">
        {Array.from({ length: 13 }, (_, vp) => {
          const x = 806 + (vp % 7) * 55;
          const y = 380 + Math.floor(vp / 7) * 60;
          return (
            <g key={vp}>
              <rect
                x={x}
                y={y}
                width={52}
                height={56}
                rx={4}
                fill={vp === 10 ? '#f5d76e' : '#fbf4e4'}
                stroke="#c9b48a"
              />
              <text x={x + 4} y={y + 12} fontSize={10} fill="#6b4b1f">
                {vp}
              </text>
              {players
                .map((p, seat) => ({ p, seat }))
                .filter(({ p }) => Math.min(p.victoryPoints, 12) === vp)
                .map(({ seat }, k) => (
                  <SeatDisc
                    key={seat}
                    seat={seat}
                    cx={x + 12 + (k % 3) * 14}
                    cy={y + 26 + Math.floor(k / 3) * 15}
                    r={6}
                  >
                    <title>{t('imp.vpOf', { seat: names.seat(seat), count: players[seat]!.victoryPoints })}</title>
                  </SeatDisc>
                ))}
            </g>
          );
        })}
        <text x={806} y={372} fontSize={13} fontWeight="bold" fill="#5a4020">
          {t('imp.scoreTrack')}
        </text>
      </g>
      {/* The Imperium row, the reserve and the decks. */}
      <g data-testid="imperium-row">
        <text x={12} y={660} fontSize={13} fontWeight="bold" fill="#5a4020">
          {t('imp.imperiumRow')}
        </text>
        {view.imperiumRow.map((id, i) => (
          <g key={`${id}-${i}`} transform={`translate(${12 + i * 76},668)`} data-testid="row-card">
            <title>{names.card(id)}</title>
            <rect width={72} height={96} rx={5} fill="#fffaf0" stroke="#8a6d3b" />
            <circle cx={60} cy={12} r={9} fill="#2b2116" />
            <text x={60} y={16} fontSize={11} textAnchor="middle" fill="#fff">
              {CARDS[id]?.cost ?? '–'}
            </text>
            <Wrapped x={3} y={22} w={66} h={72} size={10}>
              {names.card(id)}
            </Wrapped>
          </g>
        ))}
      </g>
      <g data-testid="reserve">
        {(['arrakisLiaison', 'foldspace', 'theSpiceMustFlow'] as const).map((id, i) => (
          <g key={id} transform={`translate(${806 + i * 98},520)`}>
            <rect width={92} height={80} rx={5} fill="#fffaf0" stroke="#8a6d3b" />
            <circle cx={80} cy={12} r={9} fill="#2b2116" />
            <text x={80} y={16} fontSize={11} textAnchor="middle" fill="#fff">
              {RESERVE[id].cost ?? '–'}
            </text>
            <Wrapped x={3} y={22} w={86} h={38} size={10}>
              {names.card(id)}
            </Wrapped>
            <text x={6} y={74} fontSize={11} fill="#333">
              {t('imp.left', { count: view.reserve[id] })}
            </text>
          </g>
        ))}
        <text x={806} y={620} fontSize={11} fill="#333">
          {t('imp.decks', { imperium: view.imperiumDeckCount, intrigue: view.intrigueDeckCount })}
        </text>
        <text x={806} y={638} fontSize={11} fill="#333">
          {t('imp.roundOf', { round: view.round })} · {t('imp.firstPlayer', { seat: names.seat(view.firstPlayer) })}
        </text>
      </g>
    </svg>
  );
}
