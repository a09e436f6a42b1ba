import './refusals.ts';
import {
  eventText,
  FACTION_DATA,
  isTerritory,
  LEADERS,
  questionText,
  TERRITORIES,
  TREACHERY_CARDS,
  voiceCommandText,
  type DuneAction,
  type DuneNames,
  type EventLike,
  type Faction,
  type Language,
  type LeaderId,
  type TreacheryCardId,
} from '@arrakis/dune';
import type { TFunction } from 'i18next';
import { describeDuelAction } from './arena/words.ts';
import { describeHarvestAction } from './harvest/words.ts';
import { describeVariantAction } from './prompts/variants.ts';
import { describeGovernorAction } from './prompts/governor.ts';
import { describeTleilaxuAction } from './prompts/tleilaxu.ts';
import { describeStepMovementAction } from './prompts/stepMovement.tsx';
import { describeBattleOrderAction } from './prompts/battleOrderWords.ts';
import { serverEventText } from './serverEvents.ts';
import type { SeatInfo } from '../transport/types.ts';

/**
 * Names of everything on the table, in one language, for one table (seat → faction): the names the game's
 * sentences need (`DuneNames`, in the screen's words) and what the screens ask besides.
 */
export interface Namer extends DuneNames {
  readonly t: TFunction;
  readonly lang: Language;
  /** The player's name alone, or null when unknown. */
  playerName(seat: number): string | null;
  /** The seat resigned. */
  resigned(seat: number): boolean;
}

export { isTerritory };

export function makeNamer(
  t: TFunction,
  lang: Language,
  seats: readonly string[],
  players: readonly SeatInfo[] = [],
): Namer {
  const faction = (id: string) => FACTION_DATA[id as Faction]?.name[lang] ?? id;
  const territory = (id: string) => (isTerritory(id) ? TERRITORIES[id].name[lang] : id);
  const card = (id: string) => TREACHERY_CARDS[id as TreacheryCardId]?.name[lang] ?? id;
  const list = (items: readonly string[]) => (items.length === 0 ? t('ui.none') : items.join(', '));
  const info = new Map(players.map((p) => [p.seat, p]));
  const playerName = (s: number) => info.get(s)?.name.trim() || null;
  const seat = (s: number) => {
    const name = playerName(s);
    const f = faction(seats[s] ?? String(s));
    return name ? t('ui.playerFaction', { name, faction: f }) : f;
  };
  return {
    t,
    lang,
    faction,
    seat,
    playerName,
    player: (id) => (seats.includes(id) ? seat(seats.indexOf(id)) : faction(id)),
    resigned: (s) => info.get(s)?.resigned === true,
    seats: (ss) => list(ss.map(seat)),
    territory,
    location(key) {
      const [id = key, sector] = key.split(':');
      if (!isTerritory(id)) return key;
      return TERRITORIES[id].sectors.length > 1 ? `${territory(id)} (${t('ui.sector', { sector })})` : territory(id);
    },
    leader: (id) => LEADERS[id as LeaderId]?.name[lang] ?? id,
    card,
    cards: (ids) => list(ids.map(card)),
    spiceCard: (id) => (id.startsWith('shaiHulud') ? 'Shai-Hulud' : territory(id)),
  };
}

function voiceCommand(n: Namer, mode: string, target: string): string {
  return voiceCommandText(n.lang, mode, target);
}

/** The label of a legal action, in the current language. Every action type has one (checked by a test). */
export function describeAction(n: Namer, a: DuneAction): string {
  const t = n.t;
  switch (a.type) {
    case 'predict':
      return t('action.predict', { faction: n.faction(a.faction), turn: a.turn });
    case 'pickTraitor':
      return a.leader === null ? t('action.pickTraitorNone') : t('action.pickTraitor', { leader: n.leader(a.leader) });
    case 'placeFremen':
      return t('action.placeFremen', a);
    case 'dial':
      return t('action.dial', { value: a.value });
    case 'weatherControl':
      return t('action.weatherControl', { count: a.sectors });
    case 'proposeAlliance':
      return t('action.proposeAlliance', { to: n.seat(a.to) });
    case 'acceptAlliance':
      return t('action.acceptAlliance', { from: n.seat(a.from) });
    case 'wormRide':
      return a.to === null ? t('action.wormRideNone') : t('action.wormRide', { to: n.location(a.to) });
    case 'bid':
      return t(a.karama ? 'action.bidKarama' : 'action.bid', { amount: a.amount });
    case 'revive':
      return t('action.revive', { count: a.count });
    case 'ship':
      return t('action.ship', { to: n.location(a.to) });
    case 'crossShip':
      return t('action.crossShip', { from: n.location(a.from), to: n.location(a.to) });
    case 'offPlanet':
      return t('action.offPlanet', { from: n.location(a.from) });
    case 'count':
      // rules 000 §15: how many of them are starred (Sardaukar, Fedaykin).
      if (a.starred !== undefined) return t('action.countStarred', { count: a.count, starred: a.starred });
      return t('action.count', { count: a.count });
    case 'advisor':
      // rules 000 §15.B.3: with the forces shipped, instead of the Polar Sink.
      if (a.accept && a.withShipment) return t('action.advisorWithShipment');
      return t(a.accept ? 'action.advisor' : 'action.advisorNo');
    case 'placeBeneGesserit':
      return t('action.placeBeneGesserit', { to: n.location(a.to) });
    case 'coexist':
      return t(a.coexist ? 'action.coexist' : 'action.coexistNo', { territory: n.territory(a.territory) });
    case 'move':
      return t('action.move', { from: n.location(a.from), to: n.location(a.to) });
    case 'reviveLeader':
      return t('action.reviveLeader', { leader: n.leader(a.leader) });
    case 'battle':
      return t('action.battle', { opponent: n.seat(a.opponent), territory: n.territory(a.territory) });
    case 'voice':
      return t('action.voice', { command: voiceCommand(n, a.mode, a.target) });
    case 'prescience':
      return t('action.prescience', { element: t(`element.${a.element}`) });
    case 'planLeader':
      // annexe 5 Atreides 1: with the Kwisatz Haderach.
      if (a.kwisatzHaderach)
        return t('action.planLeaderKwisatz', {
          leader: a.leader ? n.leader(a.leader) : t('action.planLeaderHero'),
        });
      if (a.leader) return t('action.planLeader', { leader: n.leader(a.leader) });
      return a.cheapHero ? t('action.planLeaderHero') : t('action.planLeaderNone');
    case 'planWeapon':
      return a.card ? t('action.planWeapon', { card: n.card(a.card) }) : t('action.planWeaponNone');
    case 'planDefense':
      return a.card ? t('action.planDefense', { card: n.card(a.card) }) : t('action.planDefenseNone');
    case 'planDial':
      return t('action.planDial', { dial: a.dial });
    case 'planSpice':
      return t('action.planSpice', { count: a.spice });
    case 'battleLosses':
      return t('action.battleLosses', { count: a.count });
    case 'planStarred':
      return t('action.planStarred', { starred: a.starred });
    case 'starredLosses':
      return t('action.starredLosses', { count: a.count, starred: a.starred });
    case 'capture':
      return t(`action.capture${a.choice[0]!.toUpperCase()}${a.choice.slice(1)}`);
    case 'placeWorm':
      return t('action.placeWorm', { territory: n.territory(a.territory) });
    case 'moveNow':
      return t('action.moveNow');
    case 'callTraitor':
      return t(a.call ? 'action.callTraitor' : 'action.callTraitorNo');
    case 'keepCards':
      return a.discard.length === 0 ? t('action.keepCardsAll') : t('action.keepCards', { cards: n.cards(a.discard) });
    case 'truthtrance':
      return t('action.truthtrance', { target: n.seat(a.target) });
    case 'ask':
      return t('action.ask', { question: questionText(n.lang, n, a.question) });
    case 'ghola':
      return a.leader === null ? t('action.gholaForces') : t('action.ghola', { leader: n.leader(a.leader) });
    case 'coneOfSilence':
      return t('action.coneOfSilence', { targets: n.seats(a.targets) });
    case 'residualPoison':
      return t('action.residualPoison', { target: n.seat(a.target), card: n.card(a.card), ransom: a.ransom });
    case 'payRansom':
      return t(a.pay ? 'action.payRansom' : 'action.payRansomNo');
    case 'karamaBlock':
      return t('action.karamaBlock', { faction: n.faction(a.faction), power: t(`power.${a.power}`) });
    // rules 000 §18, annexe 4 Karama B: the special powers.
    case 'karamaTakeCards':
      return t('action.karamaTakeCards', { count: a.count, target: n.seat(a.target) });
    case 'karamaGiveCards':
      return t('action.karamaGiveCards', { cards: n.cards(a.cards) });
    case 'karamaRevive':
      return a.leader === null
        ? t('action.karamaReviveForces')
        : t('action.karamaRevive', { leader: n.leader(a.leader) });
    case 'karamaWorm':
      return t('action.karamaWorm', { territory: n.territory(a.territory) });
    case 'killLeader':
      return t('action.killLeader', { leader: n.leader(a.leader) });
    case 'giftSpice':
      return t('action.giftSpice', { amount: a.amount, to: n.seat(a.to) });
    // 000 XXIX.
    case 'giveCard':
      return t('action.giveCard', { card: n.card(a.card), to: n.seat(a.to) });
    case 'offerDeal':
      return t('action.offerDeal', { to: n.seat(a.to), give: a.give, receive: a.receive, terms: a.terms });
    case 'answerDeal':
      return t(a.accept ? 'action.answerDeal' : 'action.answerDealNo', { id: a.id });
    case 'withdrawDeal':
      return t('action.withdrawDeal', { id: a.id });
    case 'pass':
    case 'familyAtomics':
    case 'thumper':
    case 'harvester':
    case 'leaveAlliance':
    case 'nexusDone':
    case 'hajr':
    case 'withdrawPoison':
      return t(`action.${a.type}`);
    default:
      return (
        describeHarvestAction(n, a) ??
        describeDuelAction(n, a) ??
        describeVariantAction(n, a) ??
        describeStepMovementAction(n, a) ?? // 000 XXXI
        describeGovernorAction(n, a) ??
        describeTleilaxuAction(n, a) ??
        describeBattleOrderAction(n, a) ??
        t(`action.${(a as { type: string }).type}`)
      );
  }
}

/** A log entry as a sentence in the current language, in the game's own words (`@arrakis/dune`'s text). */
export function describeEvent<E extends EventLike>(n: Namer, entry: E): string {
  return serverEventText(n.t, n.seat, entry) ?? eventText(entry, n.lang, n);
}
