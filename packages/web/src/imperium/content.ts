import './refusals.ts';
import {
  contentOf,
  FACTION_TRACKS,
  HAGAL_CARDS,
  HAGAL_DIFFICULTIES,
  imperiumEventText,
  IMPERIUM_DECK,
  INTRIGUE_DECK,
  OBSERVATION_POSTS,
  PHRASEBOOKS,
  RESERVE,
  SIX_POSTS,
  SPACES,
  STARTER_DECK,
  UPRISING_CONTRACTS,
  UPRISING_HAGAL_CARDS,
  UPRISING_OBJECTIVES,
  UPRISING_RIVAL_DIFFICULTIES,
  UPRISING_RIVALS,
  type ContentSet,
  type EngineView,
  type Faction,
  type ImperiumCard,
  type ImperiumNames,
  type ImperiumView,
  type IntrigueCard,
  type Language,
  type uprising,
} from '@arrakis/imperium';
import type { TFunction } from 'i18next';
import type { LogEntry, SeatInfo } from '../transport/types.ts';
import { serverEventText } from '../game/serverEvents.ts';
import {
  isCommanderSeat,
  PROVISIONAL_CARDS,
  PROVISIONAL_SPACES,
  sixOf,
  TEAM_KEYS,
  teamOfSeat,
} from './six/sixSeats.ts';

/**
 * The view of either edition (the 2020 game's is one of them): the screen reads its content through `names.content`,
 * the edition the view names.
 */
export type TableView = EngineView;
/** An answer of either edition: the 2020 game's actions and Uprising's (Spies, contracts, Intrigues as costs). */
export type TableAction = ReturnType<typeof uprising.decisionActions>[number];
export type TableFrame = TableView['stack'][number];

/**
 * The view as the 2020 game's, for the screens drawn from its data (its board); null for another edition. Sound: a
 * view naming no edition only ever holds the 2020 game's ids (`ImperiumState.edition`).
 */
export function baseView(view: TableView): ImperiumView | null {
  return view.edition === undefined || view.edition === 'base' ? (view as ImperiumView) : null;
}

/** Uprising on either side of its board: one to four players, or the six-player team game (`uprisingSix`). */
export function isUprising(view: { readonly edition?: string } | null): boolean {
  return view?.edition === 'uprising' || view?.edition === 'uprisingSix';
}

/** Every 2020 player card by id: starter, reserve and Imperium deck. */
export const CARDS: Readonly<Record<string, ImperiumCard>> = { ...STARTER_DECK, ...RESERVE, ...IMPERIUM_DECK };
export const INTRIGUES: Readonly<Record<string, IntrigueCard>> = INTRIGUE_DECK;

/**
 * The seats' colours: the box's red, blue, green and yellow (rules 002 MISE EN PLACE G) taken from the Okabe–Ito
 * palette, which people with any common colour vision deficiency tell apart, then two more of it for House Hagal's
 * Rivals. Every token also carries the seat's number (SeatMark.tsx): colour is never the only sign.
 */
export const SEAT_COLOURS = ['#d55e00', '#0072b2', '#009e73', '#f0e442', '#cc79a7', '#56b4e9'] as const;

export function seatColour(seat: number): string {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length]!;
}

function nameIn(
  record: Readonly<Record<string, { readonly name: Readonly<Record<Language, string>> }>>,
  id: string,
  lang: Language,
): string | null {
  return record[id]?.name[lang] ?? null;
}

/**
 * Names of everything a seat can see, in one language: the content's own names, and seats as the table knows them;
 * the names the game's sentences need (`ImperiumNames`) among them.
 */
export interface ImpNames extends ImperiumNames {
  readonly lang: Language;
  readonly t: TFunction;
  /** The content of the edition played: its cards, spaces, leaders, Conflicts. */
  readonly content: ContentSet;
  readonly uprising: boolean;
  seat(seat: number): string;
  seats(seats: readonly number[]): string;
  isRival(seat: number): boolean;
  /** The seat resigned (online): the server plays it from then on. */
  resigned(seat: number): boolean;
  card(id: string): string;
  intrigue(id: string): string;
  space(id: string): string;
  faction(faction: string): string;
  leader(id: string | null): string;
  conflict(id: string): string;
  difficulty(id: string): string;
  hagal(id: string): string;
  /** Uprising: a CHOAM contract, an Objective card, a Rival card; an observation post by the spaces it reaches. */
  contract(id: string): string;
  objective(id: string): string;
  rivalCard(id: string): string;
  post(id: string): string;
  /** The six-player game: the seat's role and team ("Commander · Muad'Dib's team"), or null in any other game. */
  role(seat: number): string | null;
  /** The six-player game: whether a card's or a space's text is our provisional reading (content-doubts.md). */
  provisional(kind: 'card' | 'space', id: string): boolean;
  /** A log entry in plain language, in the game's own words (`@arrakis/imperium`'s text). */
  logLine(entry: LogEntry): string;
}

export function makeNames(
  t: TFunction,
  lang: Language,
  view: TableView | null,
  players: readonly SeatInfo[],
): ImpNames {
  const rivals = view?.houseHagal?.seats ?? [];
  const content = contentOf(view ?? {});
  const up = isUprising(view);
  const six = sixOf(view);
  // Uprising's board spaces are named by the catalogue, which has Dutch names the content lacks.
  const spaceName = (id: string) =>
    up
      ? t(`uprising.space.${id}`, { defaultValue: nameIn(content.spaces, id, lang) ?? id })
      : (nameIn(SPACES, id, lang) ?? id);
  const names: ImpNames = {
    lang,
    t,
    content,
    uprising: up,
    isRival: (seat) => rivals.includes(seat),
    resigned: (seat) => players.some((p) => p.seat === seat && p.resigned === true),
    seat(seat) {
      const rival = rivals.indexOf(seat);
      if (rival >= 0) {
        const leader = view?.players[seat]?.leader ?? null;
        // Uprising's Rivals are cards of their own (rules 004 LISTE DES RIVAUX), named on the table.
        const card = view?.houseHagal?.rivals?.[rival];
        const who = rivals.length > 1 ? t('imp.rivalN', { n: rival + 1 }) : t('imp.rival');
        if (card) return `${who} (${names.rivalCard(card)})`;
        return leader ? `${who} (${names.leader(leader)})` : who;
      }
      const info = players.find((p) => p.seat === seat);
      return info?.name || t('ui.seat', { n: seat + 1 });
    },
    seats: (seats) => seats.map((s) => names.seat(s)).join(', ') || t('imp.nobody'),
    card: (id) => nameIn(content.playerCards, id, lang) ?? id,
    intrigue: (id) => nameIn(content.intrigues, id, lang) ?? id,
    space: spaceName,
    // The six-player side's main board has Great Houses and Fringe Worlds in place of the Emperor and Fremen tracks.
    faction: (f) =>
      six && (f === 'emperor' || f === 'fremen')
        ? t(`uprising.six.track.${f}`)
        : (nameIn(FACTION_TRACKS, f, lang) ?? f),
    leader: (id) => (id === null ? t('imp.noLeader') : (nameIn(content.leaders, id, lang) ?? id)),
    conflict: (id) => nameIn(content.conflicts, id, lang) ?? id,
    difficulty: (id) => nameIn(up ? UPRISING_RIVAL_DIFFICULTIES : HAGAL_DIFFICULTIES, id, lang) ?? id,
    hagal: (id) => nameIn(up ? UPRISING_HAGAL_CARDS : HAGAL_CARDS, id, lang) ?? id,
    contract: (id) => nameIn(UPRISING_CONTRACTS, id, lang) ?? id,
    objective: (id) => nameIn(UPRISING_OBJECTIVES, id, lang) ?? id,
    rivalCard: (id) => nameIn(UPRISING_RIVALS, id, lang) ?? id,
    post: (id) =>
      ((six ? SIX_POSTS : OBSERVATION_POSTS).find((p) => p.id === id)?.connects ?? []).map(spaceName).join(' · '),
    role: (seat) =>
      six
        ? t('uprising.six.role', {
            role: t(isCommanderSeat(six, seat) ? 'uprising.six.commander' : 'uprising.six.ally'),
            team: t(`uprising.six.team.${TEAM_KEYS[teamOfSeat(six, seat)]}`),
          })
        : null,
    provisional: (kind, id) => six !== null && (kind === 'card' ? PROVISIONAL_CARDS : PROVISIONAL_SPACES).has(id),
    logLine: (entry) =>
      serverEventText(t, names.seat, entry) ??
      imperiumEventText(entry, lang, six && onPersonalTrack(six, entry) ? personalNames : names),
  };
  // A Commander's own Influence and Alliance are its personal board's Fremen or Emperor, not the main board's tracks.
  const personalNames: ImpNames = { ...names, faction: (f) => nameIn(FACTION_TRACKS, f, lang) ?? f };
  return names;
}

/** An event of a Commander's personal track (its main-board Influence is logged on the Ally it activated). */
function onPersonalTrack(six: NonNullable<ReturnType<typeof sixOf>>, entry: LogEntry): boolean {
  const seat = entry.params['seat'];
  return (
    (entry.type === 'influence' || entry.type === 'allianceTaken') &&
    typeof seat === 'number' &&
    isCommanderSeat(six, seat)
  );
}

/** The top decision frame of a view (the one a seat answers), if any. */
export function decisionFrame(view: TableView): TableFrame | null {
  for (let i = view.stack.length - 1; i >= 0; i--) {
    const frame = view.stack[i]!;
    if (frame.kind !== 'effects') return frame;
  }
  return null;
}

/** Who the top frame waits for. */
export function frameSeat(frame: TableFrame): number | null {
  if (frame.kind === 'combatIntrigue' || frame.kind === 'endgameIntrigue') return frame.order[frame.index] ?? null;
  return 'seat' in frame ? frame.seat : null;
}

export function labels(lang: Language) {
  return PHRASEBOOKS[lang].labels;
}

export const FACTION_ORDER: readonly Faction[] = ['emperor', 'spacingGuild', 'beneGesserit', 'fremen'];
