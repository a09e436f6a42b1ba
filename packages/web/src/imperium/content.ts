import {
  CONFLICT_CARDS,
  FACTION_TRACKS,
  HAGAL_CARDS,
  HAGAL_DIFFICULTIES,
  IMPERIUM_DECK,
  INTRIGUE_DECK,
  LEADERS,
  PHRASEBOOKS,
  RESERVE,
  SPACES,
  STARTER_DECK,
  type Faction,
  type ImperiumCard,
  type ImperiumView,
  type IntrigueCard,
  type Language,
  type SpaceId,
} from '@arrakis/imperium';
import type { TFunction } from 'i18next';
import type { LogEntry, SeatInfo } from '../transport/types.ts';

/** Every player card by id: starter, reserve and Imperium deck. */
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

/** Names of everything a seat can see, in one language: the content's own names, and seats as the table knows them. */
export interface ImpNames {
  readonly lang: Language;
  readonly t: TFunction;
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
  /** A log entry in plain language. */
  logLine(entry: LogEntry): string;
}

export function makeNames(
  t: TFunction,
  lang: Language,
  view: ImperiumView | null,
  players: readonly SeatInfo[],
): ImpNames {
  const rivals = view?.houseHagal?.seats ?? [];
  const names: ImpNames = {
    lang,
    t,
    isRival: (seat) => rivals.includes(seat),
    resigned: (seat) => players.some((p) => p.seat === seat && p.resigned === true),
    seat(seat) {
      const rival = rivals.indexOf(seat);
      if (rival >= 0) {
        const leader = view?.players[seat]?.leader ?? null;
        const who = rivals.length > 1 ? t('imp.rivalN', { n: rival + 1 }) : t('imp.rival');
        return leader ? `${who} (${names.leader(leader)})` : who;
      }
      const info = players.find((p) => p.seat === seat);
      return info?.name || t('ui.seat', { n: seat + 1 });
    },
    seats: (seats) => seats.map((s) => names.seat(s)).join(', ') || t('imp.nobody'),
    card: (id) => nameIn(CARDS, id, lang) ?? id,
    intrigue: (id) => nameIn(INTRIGUES, id, lang) ?? id,
    space: (id) => nameIn(SPACES, id, lang) ?? id,
    faction: (f) => nameIn(FACTION_TRACKS, f, lang) ?? f,
    leader: (id) => (id === null ? t('imp.noLeader') : (nameIn(LEADERS, id, lang) ?? id)),
    conflict: (id) => nameIn(CONFLICT_CARDS, id, lang) ?? id,
    difficulty: (id) => nameIn(HAGAL_DIFFICULTIES, id, lang) ?? id,
    hagal: (id) => nameIn(HAGAL_CARDS, id, lang) ?? id,
    logLine: (entry) => logLine(names, entry),
  };
  return names;
}

const list = (n: ImpNames, items: readonly string[]) => items.join(', ') || n.t('imp.nothing');

function resourceAmount(n: ImpNames, resource: string, amount: number): string {
  return n.t(`imp.amount.${resource}`, { count: amount });
}

/** The parameters of an event as words: seats, cards, spaces and Factions by name. */
function logLine(n: ImpNames, entry: LogEntry): string {
  const p = entry.params;
  const num = (key: string) => (typeof p[key] === 'number' ? (p[key] as number) : 0);
  const str = (key: string) => (typeof p[key] === 'string' ? (p[key] as string) : '');
  const seatOf = (key: string) => (typeof p[key] === 'number' ? n.seat(p[key] as number) : '');
  const strings = (key: string) => (Array.isArray(p[key]) ? (p[key] as unknown[]).map(String) : []);
  const params: Record<string, string | number> = {
    seat: seatOf('seat'),
    count: num('count'),
    amount: num('amount'),
  };
  switch (entry.type) {
    case 'agentSent':
      params['card'] = n.hagal(str('card')) === str('card') ? n.card(str('card')) : n.hagal(str('card'));
      params['space'] = n.space(str('space'));
      if (p['from']) return n.t('imp.event.agentMoved', { ...params, from: n.space(str('from')) });
      break;
    case 'gained':
    case 'lost':
    case 'paid':
      params['what'] = resourceAmount(n, str('resource'), num('amount'));
      break;
    case 'cardsDrawnPrivate':
    case 'cardsRevealed':
      params['cards'] = list(n, strings('cards').map(n.card));
      break;
    case 'intrigueDrawnPrivate':
    case 'intrigueStolenPrivate':
    case 'intriguePlayed':
      params['card'] = n.intrigue(str('card'));
      params['from'] = seatOf('from');
      params['timing'] = n.t(`imp.timing.${str('timing') || 'plot'}`);
      break;
    case 'intrigueStolen':
      params['from'] = seatOf('from');
      break;
    case 'cardTrashed':
    case 'cardDiscarded':
    case 'cardTakenFromDiscard':
    case 'cardAcquired':
    case 'rowRefilled':
    case 'rowCardSetAside':
    case 'setAsideReturned':
      params['card'] = n.card(str('card'));
      break;
    case 'hagalSwords':
      params['card'] = n.hagal(str('card'));
      params['swords'] = num('swords');
      break;
    case 'hagalCardRevealed':
      params['card'] = n.hagal(str('card'));
      break;
    case 'spaceBlocked':
    case 'agentRecalled':
    case 'harvested':
    case 'bonusSpice':
    case 'bonusSpiceRemoved':
    case 'controlRemoved':
      params['space'] = n.space(str('space'));
      params['spice'] = num('spice');
      params['total'] = num('total');
      break;
    case 'control':
      params['space'] = n.space(str('space'));
      break;
    case 'influence':
      params['faction'] = n.faction(str('faction'));
      params['from'] = num('from');
      params['to'] = num('to');
      return n.t(num('to') >= num('from') ? 'imp.event.influenceUp' : 'imp.event.influenceDown', params);
    case 'allianceTaken':
      params['faction'] = n.faction(str('faction'));
      if (typeof p['from'] === 'number') return n.t('imp.event.allianceTakenFrom', { ...params, from: seatOf('from') });
      break;
    case 'victoryPoints':
      params['count'] = Math.abs(num('change'));
      return n.t(num('change') >= 0 ? 'imp.event.victoryPointsUp' : 'imp.event.victoryPointsDown', params);
    case 'leaderChosen':
      params['leader'] = n.leader(str('leader'));
      break;
    case 'masterstroke':
    case 'masterstrokeTokensPrivate':
      params['factions'] = list(n, strings('factions').map(n.faction));
      break;
    case 'roundStarted':
      params['round'] = num('round');
      params['first'] = seatOf('firstPlayer');
      break;
    case 'recall':
      params['first'] = seatOf('firstPlayer');
      break;
    case 'conflictRevealed':
      params['conflict'] = n.conflict(str('conflict'));
      break;
    case 'strength':
      params['strength'] = num('strength');
      break;
    case 'mentatTaken':
      if (p['nextRound']) return n.t('imp.event.mentatTakenNextRound', params);
      break;
    case 'troopsRecruited':
      if (p['toConflict']) return n.t('imp.event.troopsRecruitedToConflict', params);
      break;
    case 'troopsLost':
      params['from'] = n.t(`imp.zone.${str('from') || 'conflict'}`);
      break;
    case 'turnEnded':
      return n.t(p['kind'] === 'reveal' ? 'imp.event.revealTurnEnded' : 'imp.event.turnEnded', params);
    case 'combatResolved': {
      const places = Array.isArray(p['places'])
        ? (p['places'] as { seat: number; place: string; strength: number }[])
        : [];
      params['conflict'] = n.conflict(str('conflict'));
      params['places'] =
        places
          .map((pl) =>
            n.t('imp.event.place', {
              seat: n.seat(pl.seat),
              place: n.t(`imp.place.${pl.place}`),
              strength: pl.strength,
            }),
          )
          .join(' ; ') || n.t('imp.nobody');
      break;
    }
    case 'gameOver':
      params['winners'] = n.seats(Array.isArray(p['winners']) ? (p['winners'] as number[]) : []);
      break;
  }
  return n.t(`imp.event.${entry.type}`, { ...params, defaultValue: n.t('imp.event.unknown', { type: entry.type }) });
}

/** The top decision frame of a view (the one a seat answers), if any. */
export function decisionFrame(view: ImperiumView): ImperiumView['stack'][number] | null {
  for (let i = view.stack.length - 1; i >= 0; i--) {
    const frame = view.stack[i]!;
    if (frame.kind !== 'effects') return frame;
  }
  return null;
}

/** Who the top frame waits for. */
export function frameSeat(frame: ImperiumView['stack'][number]): number | null {
  if (frame.kind === 'combatIntrigue' || frame.kind === 'endgameIntrigue') return frame.order[frame.index] ?? null;
  return 'seat' in frame ? frame.seat : null;
}

export function labels(lang: Language) {
  return PHRASEBOOKS[lang].labels;
}

export const FACTION_ORDER: readonly Faction[] = ['emperor', 'spacingGuild', 'beneGesserit', 'fremen'];

export function spaceFaction(space: SpaceId): Faction | null {
  return SPACES[space].faction;
}
