import {
  battleIconName,
  contentOf,
  FACTION_TRACKS,
  HAGAL_CARDS,
  HAGAL_DIFFICULTIES,
  IMPERIUM_DECK,
  INTRIGUE_DECK,
  OBSERVATION_POSTS,
  PHRASEBOOKS,
  RESERVE,
  SPACES,
  STARTER_DECK,
  UPRISING_CONTRACTS,
  UPRISING_HAGAL_CARDS,
  UPRISING_OBJECTIVES,
  UPRISING_RIVAL_DIFFICULTIES,
  UPRISING_RIVALS,
  type BattleIcon,
  type ContentSet,
  type EngineView,
  type Faction,
  type ImperiumCard,
  type ImperiumView,
  type IntrigueCard,
  type Language,
  type uprising,
} from '@arrakis/imperium';
import type { TFunction } from 'i18next';
import type { LogEntry, SeatInfo } from '../transport/types.ts';

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

/** Names of everything a seat can see, in one language: the content's own names, and seats as the table knows them. */
export interface ImpNames {
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
  /** A log entry in plain language. */
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
  const up = view?.edition === 'uprising';
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
    faction: (f) => nameIn(FACTION_TRACKS, f, lang) ?? f,
    leader: (id) => (id === null ? t('imp.noLeader') : (nameIn(content.leaders, id, lang) ?? id)),
    conflict: (id) => nameIn(content.conflicts, id, lang) ?? id,
    difficulty: (id) => nameIn(up ? UPRISING_RIVAL_DIFFICULTIES : HAGAL_DIFFICULTIES, id, lang) ?? id,
    hagal: (id) => nameIn(up ? UPRISING_HAGAL_CARDS : HAGAL_CARDS, id, lang) ?? id,
    contract: (id) => nameIn(UPRISING_CONTRACTS, id, lang) ?? id,
    objective: (id) => nameIn(UPRISING_OBJECTIVES, id, lang) ?? id,
    rivalCard: (id) => nameIn(UPRISING_RIVALS, id, lang) ?? id,
    post: (id) => (OBSERVATION_POSTS.find((p) => p.id === id)?.connects ?? []).map(spaceName).join(' · '),
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
    // Uprising's events (issue 15).
    case 'conflictCardTaken':
    case 'conflictCardFlipped':
      params['conflict'] = n.conflict(str('conflict'));
      break;
    case 'contractCompleted':
    case 'contractRevealed':
    case 'contractTaken':
      params['contract'] = n.contract(str('contract'));
      break;
    case 'spyPlaced':
    case 'spyRecalled':
    case 'intelligenceGathered':
      params['post'] = n.post(str('post'));
      break;
    case 'agentInfiltrated':
      params['space'] = n.space(str('space'));
      params['post'] = n.post(str('post'));
      break;
    case 'battleIconsPaired':
      params['icon'] = battleIconName(str('icon') as BattleIcon, n.lang);
      break;
    case 'allianceReturned':
      params['faction'] = n.faction(str('faction'));
      break;
    case 'cardAcquiredToHand':
    case 'cardReturnedToHand':
    case 'starterCardRemoved':
      params['card'] = n.card(str('card'));
      break;
    case 'topCardsLookedPrivate':
      params['cards'] = list(n, strings('cards').map(n.card));
      break;
    case 'hagalCardSkipped':
      params['card'] = n.hagal(str('card'));
      params['reason'] = n.t(`uprising.skipReason.${str('reason') || 'occupied'}`, { defaultValue: str('reason') });
      break;
    case 'leaderAbility':
    case 'leaderFlipped':
      params['leader'] = n.leader(str('leader') || null);
      break;
    case 'sandwormsSummoned':
      params['total'] = num('total');
      break;
    case 'memoriesReturned':
    case 'memoryAdded':
      params['memories'] = num('memories');
      break;
    case 'trainingAdvanced':
      params['step'] = num('step');
      break;
    case 'rivalBoughtVictoryPoint':
      params['spent'] = n.t(`imp.resource.${str('spent')}`, { defaultValue: str('spent') });
      break;
    case 'rivalChoiceMade':
      params['rival'] = seatOf('rival');
      params['option'] = num('option') + 1;
      break;
    case 'rivalPaymentDecided':
      params['rival'] = seatOf('rival');
      params['decision'] = n.t(p['pays'] ? 'uprising.act.rivalPay' : 'uprising.pass.rivalPay');
      break;
    case 'gameOver':
      params['winners'] = n.seats(Array.isArray(p['winners']) ? (p['winners'] as number[]) : []);
      break;
  }
  return n.t(`imp.event.${entry.type}`, { ...params, defaultValue: n.t('imp.event.unknown', { type: entry.type }) });
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
