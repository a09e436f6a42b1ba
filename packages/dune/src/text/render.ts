import type { Language } from '../data/names.ts';
import { LEADERS } from '../data/leaders.ts';
import { DUEL_CARDS, type DuelCardId } from '../data/duel.ts';
import { ARENA_CELLS, type ArenaCellId } from '../data/arena.ts';
import { TREACHERY_CARDS } from '../data/treachery.ts';
import { phrase, type Params, type Section } from './catalogue.ts';
import { isTerritory, type DuneNames } from './names.ts';
import { DUNE_TEXT } from './texts.ts';

/** An event as the engine emits it, or as a log keeps it. */
export interface EventLike {
  readonly type: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/** A refusal: an engine error's code and parameters (the wire's `messageKey` is not trusted). */
export interface RefusalLike {
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

type JsonObject = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A word of the catalogue, or the key itself when a code is unknown (an unknown power, a newer reason). */
const say = (lang: Language, section: Section, key: string, params?: Params): string =>
  phrase(DUNE_TEXT[lang], lang, section, key, params) ?? key;

/** rules 000 §19: an arena cell by its ring and number ("case extérieure 4"). */
export function arenaCellText(lang: Language, cell: ArenaCellId): string {
  const ring = ARENA_CELLS[cell].ring;
  return say(lang, 'arenaCell', ring, { number: Number(cell.slice(ring.length)) + 1 });
}

/** rules 000 annexe 5 (Bene Gesserit, the Voice): "play a Poison weapon". */
export function voiceCommandText(lang: Language, mode: string, target: string): string {
  return say(lang, 'voiceMode', mode, { kind: say(lang, 'cardKind', target) });
}

/** A Truthtrance question (rules 000, the Truthtrance card) as the asker says it. */
export function questionText(lang: Language, names: DuneNames, question: JsonObject): string {
  switch (question['about']) {
    case 'holdsCardKind':
      return say(lang, 'question', 'holdsCardKind', { kind: say(lang, 'cardKind', String(question['kind'])) });
    case 'hasTraitor':
      return say(lang, 'question', 'hasTraitor', { leader: names.leader(String(question['leader'])) });
    case 'spiceAtLeast':
      return say(lang, 'question', 'spiceAtLeast', { amount: Number(question['amount']) });
    case 'predicted':
      return say(lang, 'question', 'predicted', {
        faction: names.faction(String(question['faction'])),
        turn: Number(question['turn']),
      });
    default:
      return JSON.stringify(question);
  }
}

/** A battle plan as a line: leader (or cheap hero), weapon, defense, dial. */
export function planText(lang: Language, names: DuneNames, plan: JsonObject): string {
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  const leader = str(plan['leader']);
  const hero = str(plan['cheapHero']);
  const weapon = str(plan['weapon']);
  const defense = str(plan['defense']);
  const parts = [
    leader ? names.leader(leader) : hero ? names.card(hero) : say(lang, 'words', 'planLeaderNone'),
    weapon ? names.card(weapon) : say(lang, 'words', 'planWeaponNone'),
    defense ? names.card(defense) : say(lang, 'words', 'planDefenseNone'),
    `${say(lang, 'words', 'dial')} ${String(plan['dial'] ?? '?')}`,
  ];
  // rules 000 §24.A.1 (advanced battles): how many of the dialled tokens were paid for.
  const spice = plan['spice'];
  if (typeof spice === 'number' && spice > 0) parts.push(say(lang, 'words', 'spicePaidN', { n: spice }));
  return parts.join(' · ');
}

/** Params whose number is a seat. */
const SEAT_KEYS = new Set([
  'seat',
  'by',
  'against',
  'target',
  'asker',
  'winner',
  'loser',
  'aggressor',
  'defender',
  'opener',
  'paidTo',
  'from',
  'to',
  'caller',
  'victim',
  'before',
  // rules 000 §19 (duel).
  'side',
  'striker',
]);
const SEAT_LIST_KEYS = new Set(['winners', 'members', 'targets']);

function formatValue(lang: Language, names: DuneNames, key: string, value: unknown): string | number {
  if (typeof value === 'number') return SEAT_KEYS.has(key) ? names.seat(value) : value;
  if (typeof value === 'boolean') return say(lang, 'words', value ? 'yes' : 'no');
  if (typeof value === 'string') {
    if (value === 'bank') return say(lang, 'words', 'bank');
    if (key === 'faction') return names.player(value);
    if (key === 'leader' || key === 'enemy') return names.leader(value);
    if (key === 'duelCard' && Object.hasOwn(DUEL_CARDS, value)) return DUEL_CARDS[value as DuelCardId].name[lang];
    if (key === 'card') return names.card(value);
    if (Object.hasOwn(ARENA_CELLS, value)) return arenaCellText(lang, value as ArenaCellId);
    if (key === 'territory') return names.territory(value);
    if (/^[a-zA-Z]+:-?\d+$/.test(value)) return names.location(value);
    if (isTerritory(value)) return names.territory(value);
    return value;
  }
  if (Array.isArray(value)) {
    if (SEAT_LIST_KEYS.has(key)) return names.seats(value.filter((v): v is number => typeof v === 'number'));
    if (key === 'cards') return names.cards(value.filter((v): v is string => typeof v === 'string'));
    return value.map(String).join(',');
  }
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

function answerText(lang: Language, names: DuneNames, answer: unknown): string {
  // rules 000 §18, annexe 4 Karama B Atreides: the whole plan.
  if (isObject(answer)) return planText(lang, names, answer);
  if (answer === null || answer === undefined) return say(lang, 'words', 'none');
  if (typeof answer === 'number') return String(answer);
  if (typeof answer === 'string') {
    if (Object.hasOwn(LEADERS, answer)) return names.leader(answer);
    if (Object.hasOwn(TREACHERY_CARDS, answer)) return names.card(answer);
    return answer;
  }
  return JSON.stringify(answer);
}

/** The event as a sentence in `lang`; an event without a sentence reads as its type. */
export function eventText(event: EventLike, lang: Language, names: DuneNames): string {
  const p = event.params;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(p)) params[k] = formatValue(lang, names, k, v);
  const object = (key: string): JsonObject => {
    const value = p[key];
    return isObject(value) ? value : {};
  };
  switch (event.type) {
    case 'stormMoved':
      // Sector numbers, not seats.
      params['from'] = Number(p['from']);
      params['to'] = Number(p['to']);
      break;
    case 'plansRevealed':
      params['aggressor'] = planText(lang, names, object('aggressor'));
      params['defender'] = planText(lang, names, object('defender'));
      break;
    case 'battlePlanEntered':
      params['plan'] = planText(lang, names, object('plan'));
      break;
    case 'truthtrance':
      params['question'] = questionText(lang, names, object('question'));
      break;
    case 'voice':
      params['command'] = voiceCommandText(lang, String(p['mode']), String(p['target']));
      break;
    case 'prescienceAsked':
    case 'prescienceRevealed':
      params['element'] = say(lang, 'element', String(p['element']));
      params['answer'] = answerText(lang, names, p['answer']);
      break;
    case 'karamaPlayed':
    case 'karamaPrevented':
      params['power'] = say(lang, 'power', String(p['power']));
      break;
    case 'gameOver':
      params['reason'] =
        p['reason'] === 'points' ? say(lang, 'governor', 'reasonPoints') : say(lang, 'reason', String(p['reason']));
      if (Array.isArray(p['winners']) && p['winners'].length === 0) params['winners'] = say(lang, 'words', 'noWinner');
      break;
    case 'leaderKilled':
      // "Duncan Idaho (Atréides)": the leader's faction, not a player.
      if (typeof p['faction'] === 'string') params['faction'] = names.faction(p['faction']);
      params['reason'] = say(lang, 'killReason', String(p['reason']));
      break;
    case 'auctionStarted':
      params['index'] = Number(p['index']) + 1;
      break;
    case 'prescienceSpiceSeen':
      params['card'] = names.spiceCard(String(p['card']));
      break;
    case 'battleWon': {
      const totals = object('totals');
      params['by'] =
        p['by'] === 'traitor'
          ? say(lang, 'battleBy', 'traitor')
          : say(lang, 'battleBy', 'strength', {
              aggressor: Number(totals['aggressor']),
              defender: Number(totals['defender']),
            });
      break;
    }
    // rules 000 §19 (duel).
    case 'kanlyThreatened':
      params['deed'] = say(lang, 'duel', String(p['deed']), {
        territory: typeof p['territory'] === 'string' ? names.territory(p['territory']) : '',
      });
      break;
    case 'duelEnded':
    case 'assassinsWarEnded':
      params['reason'] = say(lang, 'duel', String(p['reason']));
      if (p['winner'] === null) params['winner'] = say(lang, 'words', 'noWinner');
      break;
    case 'secondChosen':
      if (p['side'] === null) params['side'] = say(lang, 'words', 'none');
      break;
    case 'bidMade':
      if (p['karama'] === true) return `${say(lang, 'event', 'bidMade', params)} (Karama)`;
      break;
    // 000 XXXII, XXXIII.
    case 'battleOrderCoexistence':
    case 'agreementProposed':
      return agreementText(lang, names, event.type, p, params);
    default:
      break;
  }
  // 000 XXVII–XXXVIII: the variants' sentences are a block of their own.
  return (
    phrase(DUNE_TEXT[lang], lang, 'event', event.type, params) ??
    phrase(DUNE_TEXT[lang], lang, 'governor', event.type, params) ??
    phrase(DUNE_TEXT[lang], lang, 'tleilaxuEvent', event.type, params) ?? // 000 XXXVII
    phrase(DUNE_TEXT[lang], lang, 'stepMovement', event.type, params) ?? // 000 XXXI
    phrase(DUNE_TEXT[lang], lang, 'battleOrder', event.type, params) ?? // 000 XXXII, XXXIII
    say(lang, 'variantEvent', event.type, params)
  );
}

/** Whether `code` is one of the game's refusals (the engine's and Dune's rule errors). */
export function isDuneRefusal(code: string): boolean {
  return (
    Object.hasOwn(DUNE_TEXT.en.refusal, code) ||
    Object.hasOwn(DUNE_TEXT.en.variantRefusal, code) ||
    Object.hasOwn(DUNE_TEXT.en.explain, code) ||
    Object.hasOwn(DUNE_TEXT.en.explainDecisions, code) || // issue 21, the other decisions
    Object.hasOwn(DUNE_TEXT.en.tleilaxuRefusal, code) // 000 XXXVII
  );
}

/**
 * A refusal in `lang`, from its code; an unknown code still reads as a sentence naming it. The names are for
 * refusals that name a faction, a leader or a territory.
 */
export function refusalText(error: RefusalLike, lang: Language, names: DuneNames): string {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(error.params ?? {})) {
    params[k] = typeof v === 'string' ? formatValue(lang, names, k, v) : v;
  }
  // issue 21: the reasons' parameters that are not plain words.
  const raw = error.params ?? {};
  if (typeof raw['opponent'] === 'number') params['opponent'] = names.seat(raw['opponent']);
  if (error.code === 'cardKindNotHeld') params['kind'] = say(lang, 'cardKind', String(raw['kind']));
  if (typeof raw['other'] === 'number') params['other'] = names.seat(raw['other']);
  const power = raw['power'];
  if (typeof power === 'string' && Object.hasOwn(DUNE_TEXT[lang].power, power))
    params['power'] = say(lang, 'power', power);
  if (error.code === 'voiceCommand')
    params['command'] = voiceCommandText(lang, String(raw['mode']), String(raw['target']));
  return (
    phrase(DUNE_TEXT[lang], lang, 'explain', error.code, params) ??
    phrase(DUNE_TEXT[lang], lang, 'explainDecisions', error.code, params) ??
    phrase(DUNE_TEXT[lang], lang, 'refusal', error.code, params) ??
    phrase(DUNE_TEXT[lang], lang, 'variantRefusal', error.code, params) ??
    phrase(DUNE_TEXT[lang], lang, 'tleilaxuRefusal', error.code, params) ??
    say(lang, 'words', 'unknownRefusal', { code: error.code })
  );
}

/** 000 XXXII, XXXIII: the territories of the Bene Gesserit's pass; an agreement's terms (shares, holder). */
function agreementText(
  lang: Language,
  names: DuneNames,
  type: string,
  p: { readonly [key: string]: unknown },
  params: Record<string, string | number>,
): string {
  const b = DUNE_TEXT[lang].battleOrder;
  if (type === 'battleOrderCoexistence') {
    const list = Array.isArray(p['territories']) ? p['territories'].map((t) => names.territory(String(t))) : [];
    params['territories'] = list.length > 0 ? list.join(', ') : say(lang, 'words', 'none');
    return phrase(DUNE_TEXT[lang], lang, 'battleOrder', type, params) ?? type;
  }
  const shares = Array.isArray(p['shares']) ? p['shares'] : [];
  const parts = shares.flatMap((s) =>
    isObject(s) && typeof s['seat'] === 'number' && typeof s['amount'] === 'number' && s['amount'] > 0
      ? [b.share.replace('{{seat}}', names.seat(s['seat'])).replace('{{amount}}', String(s['amount']))]
      : [],
  );
  const holder = typeof p['holder'] === 'number' ? b.holder.replace('{{seat}}', names.seat(p['holder'])) : null;
  params['terms'] = [...parts, ...(holder ? [holder] : [])].join(', ') || b.noTerms;
  return phrase(DUNE_TEXT[lang], lang, 'battleOrder', type, params) ?? type;
}
