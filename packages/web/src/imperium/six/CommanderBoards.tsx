import { COMMANDER_FACTIONS, COMMANDER_SPACES, FACTION_TRACKS } from '@arrakis/imperium';
import type { ImpNames, TableView } from '../content.ts';
import { Space, SPACE_W, type BoardPick } from '../ImperiumBoard.tsx';
import { SeatDisc } from '../SeatMark.tsx';
import type { SixView } from './sixSeats.ts';
import { TEAM_COLOURS, TEAM_KEYS } from './teams.ts';

/** The personal track's steps (facts §1.5: rewards at 1 to 4, the Alliance token at 4). */
const TRACK_STEPS = [0, 1, 2, 3, 4] as const;

const BOARD_H = 114;

/**
 * Both Commanders' personal boards (facts §1.1, §1.5, §1.6), under the contracts: the Commander's seat, its deck, hand
 * and discard counts, the Ally it activated last, its two spaces (only it may go there) and its own Influence track
 * (Fremen for Muad'Dib, Emperor for Shaddam) with the Alliance token.
 */
export function CommanderBoards({
  view,
  six,
  names,
  pick,
}: {
  view: TableView;
  six: SixView;
  names: ImpNames;
  pick: BoardPick | null;
}) {
  const t = names.t;
  return (
    <g data-testid="commander-boards">
      {([0, 1] as const).map((team) => {
        const seat = six.commanders[team];
        const p = view.players[seat]!;
        const y = 656 + team * (BOARD_H + 6);
        const faction = COMMANDER_FACTIONS[team];
        const level = six.tracks[team];
        return (
          <g key={team} data-testid={`commander-board-${team}`} data-track={level} data-activated={six.activated[team]}>
            <rect
              x={804}
              y={y}
              width={388}
              height={BOARD_H}
              rx={8}
              fill="#f3e3c3"
              stroke={TEAM_COLOURS[team]}
              strokeWidth={3}
            />
            <rect x={804} y={y} width={10} height={BOARD_H} rx={4} fill={TEAM_COLOURS[team]} />
            <SeatDisc seat={seat} cx={826} cy={y + 12} r={7} />
            <text x={838} y={y + 16} fontSize={12} fontWeight="bold" fill="#2b2116">
              {`${t('uprising.six.personalBoard', { leader: names.leader(p.leader) })} — ${names.seat(seat)}`}
            </text>
            <text x={818} y={y + 31} fontSize={10} fill="#333" data-testid={`commander-counts-${team}`}>
              {`${t('uprising.six.deckHand', { deck: p.deckCount, hand: p.handCount, discard: p.discard.length })} · ${t(
                'uprising.six.activatedOf',
                { ally: names.seat(six.activated[team]) },
              )}`}
              <title>{t(`uprising.six.team.${TEAM_KEYS[team]}`)}</title>
            </text>
            {COMMANDER_SPACES[team].map((id, j) => (
              <Space key={id} id={id} x={812 + j * (SPACE_W + 4)} y={y + 36} view={view} names={names} pick={pick} />
            ))}
            <text x={818} y={y + 107} fontSize={10} fill="#333">
              {/* The personal board's own Faction, not the main board's track that took its place. */}
              {t('uprising.six.personalTrack', { faction: FACTION_TRACKS[faction].name[names.lang], count: level })}
            </text>
            {TRACK_STEPS.map((step) => (
              <g key={step} data-testid={step === level ? `commander-track-${team}` : undefined}>
                <rect
                  x={1010 + step * 34}
                  y={y + 96}
                  width={30}
                  height={15}
                  rx={3}
                  fill={step === level ? TEAM_COLOURS[team] : '#fbf4e4'}
                  stroke="#c9b48a"
                />
                <text
                  x={1025 + step * 34}
                  y={y + 107}
                  textAnchor="middle"
                  fontSize={9}
                  fill={step === level ? '#fff' : '#6b4b1f'}
                >
                  {step === 4 ? (six.alliance[team] ? '⚑✓' : '⚑') : step}
                </text>
              </g>
            ))}
          </g>
        );
      })}
    </g>
  );
}
