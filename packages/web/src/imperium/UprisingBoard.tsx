import {
  OBSERVATION_POSTS,
  SIX_POSTS,
  renderContract,
  renderUprisingConflict,
  UPRISING_CONFLICT_CARDS,
  UPRISING_CONTRACTS,
  type ConflictLevel,
} from '@arrakis/imperium';
import { FACTION_ORDER, labels, seatColour, type ImpNames, type TableView } from './content.ts';
import { useRef } from 'react';
import { seatPanel, useAgentSlides } from './agentSlide.ts';
import { FactionArea, Space, SPACE_H, SPACE_W, Wrapped, type BoardPick } from './ImperiumBoard.tsx';
import { SeatDisc, seatMark } from './SeatMark.tsx';
import { CommanderBoards } from './six/CommanderBoards.tsx';
import { sixOf } from './six/sixSeats.ts';

/** rules 004: each Faction's two spaces, in board order. */
const FACTION_SPACES: Readonly<Record<string, readonly string[]>> = {
  emperor: ['dutifulService', 'sardaukar'],
  spacingGuild: ['deliverSupplies', 'heighliner'],
  beneGesserit: ['espionage', 'secrets'],
  fremen: ['desertTactics', 'fremkit'],
};

/** The six-player side (facts uprising-rules.md §1.6): Great Houses and Fringe Worlds where Emperor and Fremen were. */
const SIX_FACTION_SPACES: Readonly<Record<string, readonly string[]>> = {
  ...FACTION_SPACES,
  emperor: ['militarySupport', 'economicSupport'],
  fremen: ['expedition', 'controversialTechnology'],
};

/**
 * The Landsraad, CHOAM, the cities and the desert, two spaces a row; the order puts the spaces an observation post
 * connects side by side (or one above the other), so that the post sits between them.
 */
const GROUPS: readonly { readonly key: string; readonly y: number; readonly spaces: readonly (string | null)[] }[] = [
  {
    key: 'landsraad',
    y: 8,
    spaces: ['highCouncil', 'imperialPrivilege', 'swordmaster', null, 'assemblyHall', 'gatherSupport'],
  },
  { key: 'choam', y: 224, spaces: ['acceptContract', 'shipping'] },
  { key: 'city', y: 316, spaces: ['sietchTabr', 'researchStation', 'arrakeen', 'spiceRefinery'] },
  { key: 'desert', y: 470, spaces: ['imperialBasin', 'haggaBasin', 'deepDesert', null] },
];

/**
 * The six-player side adds Carthag to the cities and Habbanya Erg to the desert; the Shield Wall takes the cities'
 * empty place, just above the desert.
 */
const SIX_GROUPS: typeof GROUPS = [
  GROUPS[0]!,
  GROUPS[1]!,
  { key: 'city', y: 316, spaces: ['sietchTabr', 'researchStation', 'arrakeen', 'spiceRefinery', 'carthagCity', null] },
  { key: 'desert', y: 532, spaces: ['imperialBasin', 'haggaBasin', 'deepDesert', 'habbanyaErg'] },
];

/** How far the six-player side moves what lies under the desert (the High Council, the Imperium row). */
const SIX_SHIFT = 90;

/** Where the six-player side draws the Shield Wall: the cities' empty place. */
const SIX_SHIELD = { x: 604, y: 462 };

interface Placed {
  readonly x: number;
  readonly y: number;
}

/** Where each space is drawn: the Factions' areas on the left, the groups in the middle. */
function spacePlaces(factions: typeof FACTION_SPACES, groups: typeof GROUPS): ReadonlyMap<string, Placed> {
  const places = new Map<string, Placed>();
  FACTION_ORDER.forEach((faction, i) =>
    factions[faction]!.forEach((id, j) => places.set(id, { x: 12 + j * (SPACE_W + 4), y: 8 + i * 158 + 24 })),
  );
  for (const group of groups) {
    group.spaces.forEach((id, k) => {
      if (id) places.set(id, { x: 410 + (k % 2) * (SPACE_W + 6), y: group.y + 22 + Math.floor(k / 2) * 62 });
    });
  }
  return places;
}

const PLACES = spacePlaces(FACTION_SPACES, GROUPS);
const SIX_PLACES = spacePlaces(SIX_FACTION_SPACES, SIX_GROUPS);

/**
 * An observation post between the spaces it connects (rules 004 "Placer un Espion"): at the middle of two spaces'
 * facing edges, at the corner three spaces share, on the bottom-right corner of its one space.
 */
function postPlace(connects: readonly string[], places: ReadonlyMap<string, Placed>): Placed {
  const [a, b, c] = connects.map((id) => places.get(id)!);
  if (!a) return { x: 0, y: 0 };
  if (!b) return { x: a.x + SPACE_W - 16, y: a.y + SPACE_H - 14 };
  if (c) return { x: (a.x + SPACE_W + b.x) / 2, y: (a.y + SPACE_H + c.y) / 2 };
  const sameRow = a.y === b.y;
  return sameRow
    ? { x: (Math.min(a.x, b.x) + SPACE_W + Math.max(a.x, b.x)) / 2, y: a.y + SPACE_H / 2 }
    : // Near the right edge, clear of the names (left) and the control flag (further in).
      { x: a.x + SPACE_W - 10, y: (Math.min(a.y, b.y) + SPACE_H + Math.max(a.y, b.y)) / 2 };
}

function Posts({ view, names, pick }: { view: TableView; names: ImpNames; pick: BoardPick | null }) {
  const spies = view.uprising?.spies ?? [];
  const six = sixOf(view) !== null;
  return (
    <g data-testid="posts">
      {(six ? SIX_POSTS : OBSERVATION_POSTS).map((post) => {
        const { x, y } = postPlace(post.connects, six ? SIX_PLACES : PLACES);
        const here = spies.filter((s) => s.post === post.id);
        const pickable = pick?.posts?.has(post.id) ?? false;
        const name = names.t('uprising.postOf', { spaces: names.post(post.id) });
        return (
          <g
            key={post.id}
            className={`up-post${pickable ? ' pickable' : ''}`}
            data-testid={`post-${post.id}`}
            data-spies={here.map((s) => s.seat).join(',')}
            onClick={pickable ? () => pick!.onPickPost?.(post.id) : undefined}
            role={pickable ? 'button' : undefined}
            aria-label={pickable ? names.t('uprising.board.pickPost', { post: name }) : undefined}
          >
            <title>
              {here.length > 0
                ? `${name} — ${names.t('uprising.board.spiesOf', { seats: names.seats(here.map((s) => s.seat)) })}`
                : name}
            </title>
            <circle
              cx={x}
              cy={y}
              r={pickable ? 15 : 12}
              fill={pickable ? '#fff4c2' : '#3a3226'}
              stroke={pickable ? '#e0a800' : '#f6ecd8'}
              strokeWidth={pickable ? 4 : 2}
            />
            {here.length === 0 ? (
              <text x={x} y={y + 4} textAnchor="middle" fontSize={11} fill={pickable ? '#3a3226' : '#f6ecd8'}>
                ◉
              </text>
            ) : (
              here.map((spy, k) => (
                <SeatDisc
                  key={k}
                  seat={spy.seat}
                  cx={x + (k - (here.length - 1) / 2) * 12}
                  cy={y}
                  r={8}
                  data-testid="spy"
                  data-seat={spy.seat}
                />
              ))
            )}
          </g>
        );
      })}
    </g>
  );
}

/** The face-up contracts and the deck (rules 004 "Contrats CHOM"), under the CHOAM spaces. */
function ContractRow({ view, names }: { view: TableView; names: ImpNames }) {
  const choam = view.uprising?.choam;
  if (!choam) return null;
  return (
    <g data-testid="contract-row">
      {choam.faceUp.map((id, i) => {
        const contract = (
          UPRISING_CONTRACTS as Readonly<Record<string, (typeof UPRISING_CONTRACTS)[keyof typeof UPRISING_CONTRACTS]>>
        )[id];
        const text = contract ? renderContract(contract, names.lang) : null;
        return (
          <g key={`${id}-${i}`} transform={`translate(${806 + i * 196},512)`} data-testid="contract" data-contract={id}>
            <title>{text ? `${names.contract(id)}\n${text.trigger}\n${text.reward}` : names.contract(id)}</title>
            <rect width={190} height={84} rx={5} fill="#fff7e6" stroke="#a8742a" strokeWidth={2} />
            <text x={6} y={15} fontSize={11} fontWeight="bold" fill="#5a4020">
              {names.contract(id)}
            </text>
            {text && (
              <Wrapped x={4} y={19} w={182} h={64} size={9}>
                {`${text.trigger} → ${text.reward}`}
              </Wrapped>
            )}
          </g>
        );
      })}
      <text x={806} y={506} fontSize={12} fontWeight="bold" fill="#5a4020">
        {names.t('uprising.board.contracts', { count: choam.deckCount })}
      </text>
    </g>
  );
}

/** The Conflict card: rewards, battle icon, whether sandworms may come (the Shield Wall). */
function ConflictCard({ view, names }: { view: TableView; names: ImpNames }) {
  const t = names.t;
  const id = view.conflict;
  const card = id
    ? (
        UPRISING_CONFLICT_CARDS as Readonly<
          Record<string, (typeof UPRISING_CONFLICT_CARDS)[keyof typeof UPRISING_CONFLICT_CARDS]>
        >
      )[id]
    : undefined;
  const text = card ? renderUprisingConflict(card, names.lang) : null;
  const l = labels(names.lang);
  const level = (card?.level ?? 1) as ConflictLevel;
  return (
    <g data-testid="conflict">
      <rect x={804} y={8} width={388} height={196} rx={8} fill="#f8e6d0" stroke="#8b2f1d" strokeWidth={2} />
      <text x={814} y={28} fontSize={14} fontWeight="bold" fill="#8b2f1d">
        {card && id ? `${t('imp.conflict')} ${'I'.repeat(level)} — ${names.conflict(id)}` : t('imp.noConflict')}
      </text>
      {text && (
        <>
          <Wrapped x={812} y={34} w={374} h={40}>{`${l.first} ${text.first}`}</Wrapped>
          <Wrapped x={812} y={74} w={374} h={30}>{`${l.second} ${text.second}`}</Wrapped>
          {view.players.length >= 4 && <Wrapped x={812} y={104} w={374} h={28}>{`${l.third} ${text.third}`}</Wrapped>}
          <Wrapped x={812} y={132} w={374} h={44} size={10}>
            {[text.battleIcon, text.defensiveBonus, view.uprising?.shieldWall ? text.shieldWall : null]
              .filter(Boolean)
              .join(' ')}
          </Wrapped>
        </>
      )}
      <text x={814} y={196} fontSize={11} fill="#555">
        {t('imp.conflictDeck', { count: view.conflictDeckLevels.length })}
      </text>
    </g>
  );
}

/** Each seat's troops, sandworms and strength in the Conflict, and its Maker Hook. */
function Strengths({ view, names }: { view: TableView; names: ImpNames }) {
  const t = names.t;
  const players = view.players;
  const worms = view.uprising?.sandworms ?? [];
  const hooks = view.uprising?.makerHooks ?? [];
  const maxStrength = Math.max(1, ...players.map((p) => p.strength));
  // Six rows fit above the score track at a smaller pitch.
  const pitch = players.length > 4 ? 20 : 28;
  return (
    <g data-testid="strengths">
      <rect x={804} y={212} width={388} height={30 + players.length * pitch} rx={8} fill="#f3e3c3" stroke="#8b2f1d" />
      <text x={814} y={230} fontSize={13} fontWeight="bold" fill="#8b2f1d">
        {t('imp.combat')}
      </text>
      {players.map((p, seat) => (
        <g key={seat} transform={`translate(814,${240 + seat * pitch})`} data-testid={`strength-${seat}`}>
          <SeatDisc seat={seat} cx={8} cy={10} r={7} />
          <text x={20} y={14} fontSize={11}>
            {t('imp.troopsInConflict', { count: p.troops.conflict })}
          </text>
          {(worms[seat] ?? 0) > 0 && (
            <text x={104} y={14} fontSize={11} fontWeight="bold" fill="#8b2f1d" data-testid={`sandworms-${seat}`}>
              {t('uprising.board.wormsShort', { count: worms[seat] })}
            </text>
          )}
          {hooks[seat] && (
            <text x={150} y={14} fontSize={12} data-testid={`hook-${seat}`}>
              <title>{t('uprising.board.makerHookOf', { seat: names.seat(seat) })}</title>⚓
            </text>
          )}
          <rect
            x={166}
            y={2}
            width={176 * (p.strength / maxStrength)}
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
  );
}

/** Uprising's victory track: to 10, the end at 10 or more (rules 004). */
function ScoreTrack({ view, names }: { view: TableView; names: ImpNames }) {
  const players = view.players;
  return (
    <g data-testid="score-track">
      <text x={806} y={372} fontSize={13} fontWeight="bold" fill="#5a4020">
        {names.t('imp.scoreTrack')}
      </text>
      {Array.from({ length: 14 }, (_, vp) => {
        const x = 806 + (vp % 7) * 55;
        const y = 378 + Math.floor(vp / 7) * 56;
        return (
          <g key={vp}>
            <rect x={x} y={y} width={52} height={52} rx={4} fill={vp === 10 ? '#f5d76e' : '#fbf4e4'} stroke="#c9b48a" />
            <text x={x + 4} y={y + 12} fontSize={10} fill="#6b4b1f">
              {vp === 13 ? '13+' : vp}
            </text>
            {players
              .map((p, seat) => ({ p, seat }))
              .filter(({ p }) => Math.min(p.victoryPoints, 13) === vp)
              .map(({ seat }, k) => (
                <SeatDisc key={seat} seat={seat} cx={x + 12 + (k % 3) * 14} cy={y + 26 + Math.floor(k / 3) * 14} r={6}>
                  <title>{names.t('imp.vpOf', { seat: names.seat(seat), count: players[seat]!.victoryPoints })}</title>
                </SeatDisc>
              ))}
          </g>
        );
      })}
    </g>
  );
}

/**
 * The Uprising board (rules 004) in SVG: the 22 spaces with their costs, the 13 observation posts and the Spies on
 * them, the Shield Wall, the Conflict with its sandworms, the Maker Hooks, the contracts, the High Council and the
 * Swordmasters. What each seat holds (contracts, Objective and Conflict cards, Spies left) is in the panel beside.
 */
export function UprisingBoard({ view, names, pick }: { view: TableView; names: ImpNames; pick: BoardPick | null }) {
  const svg = useRef<SVGSVGElement>(null);
  useAgentSlides(svg, view.board.agents, seatPanel(view.seat));
  const t = names.t;
  const players = view.players;
  const up = view.uprising;
  const six = sixOf(view);
  const factionSpaces = six ? SIX_FACTION_SPACES : FACTION_SPACES;
  const groups = six ? SIX_GROUPS : GROUPS;
  const places = six ? SIX_PLACES : PLACES;
  const shield = six ? SIX_SHIELD : { x: 604, y: 556 };
  const shift = six ? SIX_SHIFT : 0;
  return (
    <svg
      ref={svg}
      className="imp-board up-board"
      viewBox={`0 0 1200 ${800 + shift}`}
      role="img"
      aria-label={t('uprising.board.title')}
      data-testid="imp-board"
      data-edition={six ? 'uprisingSix' : 'uprising'}
    >
      <rect width={1200} height={800 + shift} fill="#e9d7b3" />
      {FACTION_ORDER.map((faction, i) => (
        <FactionArea
          key={faction}
          faction={faction}
          y={8 + i * 158}
          spaces={factionSpaces[faction]!}
          view={view}
          names={names}
          pick={pick}
        />
      ))}
      {groups.map((group) => {
        const rows = Math.ceil(group.spaces.length / 2);
        return (
          <g key={group.key}>
            <rect x={404} y={group.y} width={390} height={24 + rows * 62} rx={8} fill="#efdcb5" stroke="#b89968" />
            <text x={412} y={group.y + 17} fontSize={13} fontWeight="bold" fill="#5a4020">
              {t(`imp.area.${group.key}`)}
            </text>
          </g>
        );
      })}
      {groups
        .flatMap((group) => group.spaces.flatMap((id) => (id ? [id] : [])))
        .map((id) => (
          <Space key={id} id={id} x={places.get(id)!.x} y={places.get(id)!.y} view={view} names={names} pick={pick} />
        ))}
      {/* The Shield Wall, between the cities and the desert (rules 004 "Bouclier"). */}
      <g
        data-testid="shield-wall"
        data-standing={up?.shieldWall ? 'yes' : 'no'}
        transform={`translate(${shield.x - 604},${shield.y - 556})`}
      >
        <rect
          x={604}
          y={556}
          width={186}
          height={54}
          rx={6}
          fill={up?.shieldWall ? '#6e7f96' : '#efdcb5'}
          stroke="#3b4a5e"
          strokeWidth={2}
          strokeDasharray={up?.shieldWall ? undefined : '6 4'}
        />
        <text
          x={697}
          y={578}
          textAnchor="middle"
          fontSize={12}
          fontWeight="bold"
          fill={up?.shieldWall ? '#fff' : '#3b4a5e'}
        >
          {t('uprising.board.shieldWall')}
        </text>
        <text x={697} y={598} textAnchor="middle" fontSize={11} fill={up?.shieldWall ? '#fff' : '#3b4a5e'}>
          {up?.shieldWall ? t('uprising.board.shieldWallUp') : t('uprising.board.shieldWallDown')}
        </text>
      </g>
      <Posts view={view} names={names} pick={pick} />
      {/* The High Council and the Swordmasters (rules 004: the Swordmaster is a space of the Landsraad). */}
      <g transform={`translate(0,${shift})`}>
        <g data-testid="high-council">
          <rect x={404} y={626} width={390} height={34} rx={6} fill="#efdcb5" stroke="#b89968" />
          <text x={412} y={647} fontSize={11} fill="#2b2116">
            {t('imp.highCouncil')}
          </text>
          {players.map((p, seat) => (
            <g key={seat}>
              {p.highCouncil ? (
                <SeatDisc seat={seat} cx={540 + seat * 22} cy={643} r={8}>
                  <title>{names.seat(seat)}</title>
                </SeatDisc>
              ) : (
                <circle cx={540 + seat * 22} cy={643} r={8} fill="#fff" stroke="#333">
                  <title>{t('imp.emptySeat')}</title>
                </circle>
              )}
            </g>
          ))}
          <text x={six ? 676 : 640} y={647} fontSize={11} fill="#2b2116" data-testid="swordmasters">
            {t('uprising.board.swordmasters', {
              seats:
                players
                  .filter((p) => p.swordmaster)
                  .map((p) => seatMark(p.seat))
                  .join(' ') || t('imp.nobody'),
            })}
          </text>
        </g>
      </g>
      <ConflictCard view={view} names={names} />
      <Strengths view={view} names={names} />
      <ScoreTrack view={view} names={names} />
      <ContractRow view={view} names={names} />
      {/* The Imperium row, the reserve and the decks. */}
      <g transform={`translate(0,${shift})`}>
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
                {names.content.playerCards[id]?.cost ?? '–'}
              </text>
              <Wrapped x={3} y={22} w={66} h={72} size={10}>
                {names.card(id)}
              </Wrapped>
            </g>
          ))}
        </g>
        <g data-testid="reserve">
          {(['prepareTheWay', 'theSpiceMustFlow'] as const).map((id, i) => (
            <g key={id} transform={`translate(${404 + i * 98},668)`}>
              <rect width={92} height={96} rx={5} fill="#fffaf0" stroke="#8a6d3b" />
              <circle cx={80} cy={12} r={9} fill="#2b2116" />
              <text x={80} y={16} fontSize={11} textAnchor="middle" fill="#fff">
                {names.content.playerCards[id]?.cost ?? '–'}
              </text>
              <Wrapped x={3} y={22} w={86} h={50} size={10}>
                {names.card(id)}
              </Wrapped>
              <text x={6} y={88} fontSize={11} fill="#333">
                {t('imp.left', { count: (view.reserve as Partial<Record<string, number>>)[id] ?? 0 })}
              </text>
            </g>
          ))}
          <text x={606} y={690} fontSize={11} fill="#333">
            {t('imp.roundOf', { round: view.round })}
          </text>
          <text x={606} y={708} fontSize={11} fill="#333">
            {t('imp.firstPlayer', { seat: names.seat(view.firstPlayer) })}
          </text>
          <foreignObject x={604} y={714} width={190} height={50}>
            <div className="imp-svg-text" style={{ fontSize: 11 }}>
              {t('imp.decks', { imperium: view.imperiumDeckCount, intrigue: view.intrigueDeckCount })}
            </div>
          </foreignObject>
        </g>
      </g>
      <g data-testid="spy-supply">
        <text x={806} y={620} fontSize={12} fontWeight="bold" fill="#5a4020">
          {t('uprising.board.spySupply')}
        </text>
        {players.map((p, seat) => (
          <g key={seat} transform={`translate(${806 + seat * (six ? 64 : 80)},628)`}>
            <SeatDisc seat={seat} cx={8} cy={8} r={7} />
            <text x={20} y={12} fontSize={11}>
              {`◉ × ${up?.spySupply[seat] ?? 0}`}
            </text>
            <title>
              {t('uprising.board.spiesLeft', { seat: names.seat(p.seat), count: up?.spySupply[seat] ?? 0 })}
            </title>
          </g>
        ))}
      </g>
      {six && <CommanderBoards view={view} six={six} names={names} pick={pick} />}
    </svg>
  );
}
