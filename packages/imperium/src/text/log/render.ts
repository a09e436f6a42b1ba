import type { BattleIcon } from '../../dsl/uprising.ts';
import type { Language } from '../../dsl/primitives.ts';
import { battleIconName } from '../uprising.ts';
import { logPhrase, type LogParams, type LogSection } from './catalogue.ts';
import type { ImperiumNames } from './names.ts';
import { reasonParams } from './reasons.ts';
import { LOG_TEXT } from './texts.ts';

/** An event as the engine emits it, or as a log keeps it. */
export interface LogEventLike {
  readonly type: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/** A refusal: an engine error's code and parameters (the wire's `messageKey` is not trusted). */
export interface LogRefusalLike {
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

interface Place {
  readonly seat: number;
  readonly place: string;
  readonly strength: number;
}

const isPlace = (value: unknown): value is Place =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<Place>).seat === 'number' &&
  typeof (value as Partial<Place>).place === 'string';

/** The event as a sentence in `lang`, in either edition (the 2020 game's and Uprising's events). */
export function imperiumEventText(event: LogEventLike, lang: Language, n: ImperiumNames): string {
  const say = (section: LogSection, key: string, params?: LogParams): string | null =>
    logPhrase(LOG_TEXT[lang], lang, section, key, params);
  const word = (section: LogSection, key: string, params?: LogParams): string => say(section, key, params) ?? key;
  const p = event.params;
  const num = (key: string) => (typeof p[key] === 'number' ? p[key] : 0);
  const str = (key: string) => (typeof p[key] === 'string' ? p[key] : '');
  const seatOf = (key: string) => (typeof p[key] === 'number' ? n.seat(p[key]) : '');
  const strings = (key: string) => (Array.isArray(p[key]) ? p[key].map(String) : []);
  const list = (items: readonly string[]) => items.join(', ') || word('words', 'nothing');
  const params: Record<string, string | number> = {
    seat: seatOf('seat'),
    count: num('count'),
    amount: num('amount'),
  };
  const sentence = (key: string, extra: LogParams = {}) => word('event', key, { ...params, ...extra });
  switch (event.type) {
    case 'agentSent':
      params['card'] = n.hagal(str('card')) === str('card') ? n.card(str('card')) : n.hagal(str('card'));
      params['space'] = n.space(str('space'));
      if (p['from']) return sentence('agentMoved', { from: n.space(str('from')) });
      break;
    case 'gained':
    case 'lost':
    case 'paid':
      params['what'] = word('amount', str('resource'), { count: num('amount') });
      break;
    case 'cardsDrawnPrivate':
    case 'cardsRevealed':
    case 'topCardsLookedPrivate':
      params['cards'] = list(strings('cards').map(n.card));
      break;
    case 'intrigueDrawnPrivate':
    case 'intrigueStolenPrivate':
    case 'intriguePlayed':
      params['card'] = n.intrigue(str('card'));
      params['from'] = seatOf('from');
      params['timing'] = word('timing', str('timing') || 'plot');
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
    case 'cardAcquiredToHand':
    case 'cardReturnedToHand':
    case 'starterCardRemoved':
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
      return sentence(num('to') >= num('from') ? 'influenceUp' : 'influenceDown');
    case 'allianceTaken':
      params['faction'] = n.faction(str('faction'));
      if (typeof p['from'] === 'number') return sentence('allianceTakenFrom', { from: seatOf('from') });
      break;
    case 'victoryPoints':
      params['count'] = Math.abs(num('change'));
      return sentence(num('change') >= 0 ? 'victoryPointsUp' : 'victoryPointsDown');
    case 'leaderChosen':
      params['leader'] = n.leader(str('leader'));
      break;
    case 'masterstroke':
    case 'masterstrokeTokensPrivate':
      params['factions'] = list(strings('factions').map(n.faction));
      break;
    case 'roundStarted':
      params['round'] = num('round');
      params['first'] = seatOf('firstPlayer');
      break;
    case 'recall':
      params['first'] = seatOf('firstPlayer');
      break;
    case 'conflictRevealed':
    case 'conflictCardTaken':
    case 'conflictCardFlipped':
      params['conflict'] = n.conflict(str('conflict'));
      break;
    case 'strength':
      params['strength'] = num('strength');
      break;
    case 'mentatTaken':
      if (p['nextRound']) return sentence('mentatTakenNextRound');
      break;
    case 'troopsRecruited':
      if (p['toConflict']) return sentence('troopsRecruitedToConflict');
      break;
    case 'troopsLost':
      params['from'] = word('zone', str('from') || 'conflict');
      break;
    case 'turnEnded':
      return sentence(p['kind'] === 'reveal' ? 'revealTurnEnded' : 'turnEnded');
    case 'combatResolved': {
      const places = Array.isArray(p['places']) ? p['places'].filter(isPlace) : [];
      params['conflict'] = n.conflict(str('conflict'));
      params['places'] =
        places
          .map((pl) =>
            word('event', 'place', { seat: n.seat(pl.seat), place: word('place', pl.place), strength: pl.strength }),
          )
          .join(' ; ') || word('words', 'nobody');
      break;
    }
    // Uprising's events (rules 004).
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
      params['icon'] = battleIconName(str('icon') as BattleIcon, lang);
      break;
    case 'allianceReturned':
      params['faction'] = n.faction(str('faction'));
      break;
    case 'hagalCardSkipped':
      params['card'] = n.hagal(str('card'));
      params['reason'] = word('skipReason', str('reason') || 'occupied');
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
      params['spent'] = word('resource', str('spent'));
      break;
    case 'rivalChoiceMade':
      params['rival'] = seatOf('rival');
      params['option'] = num('option') + 1;
      break;
    // The six-player team game (facts uprising-rules.md §1.4, §1.7).
    case 'allyActivated':
      params['ally'] = seatOf('ally');
      break;
    case 'intriguePlayedFor':
      params['card'] = n.intrigue(str('card'));
      params['ally'] = seatOf('ally');
      break;
    case 'rivalPaymentDecided':
      params['rival'] = seatOf('rival');
      params['decision'] = word('rivalPayment', p['pays'] ? 'pays' : 'declines');
      break;
    case 'gameOver':
      params['winners'] = n.seats(Array.isArray(p['winners']) ? p['winners'].filter((w) => typeof w === 'number') : []);
      break;
  }
  return say('event', event.type, params) ?? word('event', 'unknown', { type: event.type });
}

/** Whether `code` is one of the game's refusals (the engine's and Imperium's rule errors). */
export function isImperiumRefusal(code: string): boolean {
  return (
    Object.hasOwn(LOG_TEXT.en.refusal, code) ||
    Object.hasOwn(LOG_TEXT.en.explain, code) ||
    Object.hasOwn(LOG_TEXT.en.explainChoices, code) || // issue 21, effects' answers
    Object.hasOwn(LOG_TEXT.en.explainLeaders, code) // issue 21, the leaders chosen at setup
  );
}

/** A refusal in `lang`, from its code; an unknown code still reads as a sentence naming it. */
export function imperiumRefusalText(error: LogRefusalLike, lang: Language): string {
  return (
    logPhrase(LOG_TEXT[lang], lang, 'refusal', error.code, error.params) ??
    logPhrase(LOG_TEXT[lang], lang, 'explain', error.code, reasonParams(error.params ?? {}, lang)) ??
    logPhrase(LOG_TEXT[lang], lang, 'explainChoices', error.code, reasonParams(error.params ?? {}, lang)) ??
    logPhrase(LOG_TEXT[lang], lang, 'explainLeaders', error.code, reasonParams(error.params ?? {}, lang)) ??
    logPhrase(LOG_TEXT[lang], lang, 'words', 'unknownRefusal', { code: error.code }) ??
    error.code
  );
}
