import { randomInt, ruleError, type RuleError, type Seat } from '@arrakis/engine';
import type { Faction } from './data/factions.ts';
import type { TerritoryId } from './data/territories.ts';
import { boardTerritories } from './data/governorMap.ts';
import type { TreacheryCardId } from './data/treachery.ts';
import type { DuneAction } from './actions.ts';
import { activeSeats, factionOf, isEliminated, revivable, reviveTokens } from './board.ts';
import { reason } from './reasons.ts';
import { freeCards, karamaCardOf, playKarama, WORTHLESS_KARAMA } from './cards.ts';
import { oneSeat, pop, push, type FrameOf, type FrameTable } from './flow.ts';
import type { EventLog } from './events.ts';
import { devourTerritory, placedWormDevours } from './phases/spiceBlow.ts';
import type { DuneState } from './state.ts';

/** annexe 4 Karama A: the powers a Karama may cancel once, by faction; 'guildRate' is the player's own shipment. */
export const KARAMA_POWERS: Readonly<Record<Faction, readonly string[]>> = {
  atreides: ['prescience'],
  harkonnen: ['bonusCard'],
  beneGesserit: ['spiritualAdvisor', 'voice'],
  fremen: ['wormRide'],
  emperor: [],
  guild: [],
  // 000 XXXVII 10.a.7: the ghola that takes a dead leader, the alteration of a leader bought back.
  tleilaxu: ['gholaLeader', 'tamper'],
};

/**
 * rules 000 §18.B, annexe 4 Karama A "ou (si la règle optionnelle XVIII … a été adoptée)": with the special Karama
 * powers, one more power per faction a Karama may cancel once: an extra power of §15 (so only with `extraPowers`),
 * and for the Bene Gesserit their worthless card played as a Karama.
 */
export const SPECIAL_KARAMA_POWERS: Readonly<Partial<Record<Faction, string>>> = {
  atreides: 'kwisatzHaderach',
  harkonnen: 'capture',
  beneGesserit: WORTHLESS_KARAMA,
  fremen: 'fedaykin',
  emperor: 'sardaukar',
  guild: 'outOfTurn',
};

/** rules 000 §18, annexe 4 Karama B Guild: the block on a faction's next shipment. */
export const SHIPMENT_BAN = 'shipment';

/** annexe 4 Karama B Emperor: "jusqu'à trois troupes". */
export const KARAMA_REVIVAL = 3;

/** A Karama is waiting to cancel this power of this faction once. */
export function karamaBlocked(state: DuneState, faction: Faction, power: string): boolean {
  return state.karamaBlocks.some((b) => b.faction === faction && b.power === power);
}

/** The powers of the faction a Karama may cancel in this game (annexe 4 Karama A, rules 000 §18.B). */
export function karamaPowers(state: DuneState, faction: Faction): readonly string[] {
  const base = KARAMA_POWERS[faction];
  if (!state.options.specialKarama) return base;
  if (faction !== 'beneGesserit' && state.extra === null) return base;
  // 000 XXXVII: no extra power of §15 is written for the Bene Tleilax.
  const special = SPECIAL_KARAMA_POWERS[faction];
  return special === undefined ? base : [...base, special];
}

function others(state: DuneState, seat: Seat): Seat[] {
  return activeSeats(state).filter((s) => s !== seat);
}

/**
 * rules 000 §18.A, annexe 4 Karama B: the special powers played unasked, for a seat holding a Karama. The Atreides'
 * (a whole battle plan) is asked in the battle (`prescience`), the Fremen's (a worm) at the spice blow
 * (`karamaWormWindow`); the Bene Gesserit's is the worthless card itself (cards.ts `karamaCardOf`).
 */
export function specialKaramaActions(state: DuneState, seat: Seat): DuneAction[] {
  if (!state.options.specialKarama) return [];
  const fs = factionOf(state, seat);
  const actions: DuneAction[] = [];
  switch (fs.faction) {
    // annexe 4 Karama B Guild: forbid a player's shipment (its next one).
    case 'guild':
      for (const target of others(state, seat)) {
        const faction = state.seats[target]!;
        if (!karamaBlocked(state, faction, SHIPMENT_BAN))
          actions.push({ type: 'karamaBlock', faction, power: SHIPMENT_BAN });
      }
      break;
    // annexe 4 Karama B Harkonnen: at most as many cards as they can give back, the Karama played aside.
    case 'harkonnen': {
      const karama = karamaCardOf(state, seat);
      const giveable = freeCards(state, seat).filter((c) => c !== karama).length;
      for (const target of others(state, seat))
        for (let count = 1; count <= giveable; count++) actions.push({ type: 'karamaTakeCards', target, count });
      break;
    }
    // annexe 4 Karama B Emperor: during the movement phase (its revivals, "enrôler").
    case 'emperor':
      if (state.phase !== 'movement') break;
      if (revivable(state, fs.faction) > 0) actions.push({ type: 'karamaRevive', leader: null });
      for (const [id, l] of Object.entries(fs.leaders))
        if (l.location === 'tanks') actions.push({ type: 'karamaRevive', leader: id });
      break;
    default:
      break;
  }
  return actions;
}

/**
 * annexe 4 Karama B Harkonnen: cards drawn at random, unseen, from the victim's hand (but those on a battle wheel):
 * as many as asked, or all it has; then the Harkonnen choose as many of their own to give back (`karamaExchange`).
 */
export function takeCards(state: DuneState, seat: Seat, victim: Seat, count: number, log: EventLog): void {
  if (!playKarama(state, seat, log)) return;
  const pool = freeCards(state, victim);
  const taken: TreacheryCardId[] = [];
  while (taken.length < count && pool.length > 0) taken.push(pool.splice(randomInt(state.rng, pool.length), 1)[0]!);
  const hand = factionOf(state, victim).hand;
  for (const card of taken) hand.splice(hand.indexOf(card), 1);
  factionOf(state, seat).hand.push(...taken);
  log.public('karamaCardsTaken', { seat, victim, count: taken.length });
  if (taken.length === 0) return;
  log.private_([seat, victim], 'cardsTaken', { seat, victim, cards: taken });
  push(state, { kind: 'karamaExchange', seat, victim, count: taken.length, taken });
}

/**
 * annexe 4 Karama B Emperor: up to three tokens or one leader from the tanks, free, like a small Tleilaxu Ghola: beyond
 * the revivals of §9.B–D (a starred token still one a turn).
 */
export function karamaRevive(state: DuneState, seat: Seat, leader: string | null, log: EventLog): void {
  if (!playKarama(state, seat, log)) return;
  const fs = factionOf(state, seat);
  if (leader === null) {
    const n = reviveTokens(state, fs.faction, KARAMA_REVIVAL).count;
    log.public('karamaForcesRevived', { seat, count: n });
    return;
  }
  const l = fs.leaders[leader]!;
  l.location = 'available';
  l.usedIn = null;
  fs.leaderRevivalOpen = fs.leaderRevivalOpen && Object.values(fs.leaders).some((x) => x.location === 'tanks');
  log.public('karamaLeaderRevived', { seat, leader });
}

/** The Harkonnen's own cards they may give back: not those just taken, nor those on a battle wheel. */
function ownCards(state: DuneState, frame: FrameOf<'karamaExchange'>): TreacheryCardId[] {
  return freeCards(state, frame.seat).filter((c) => !frame.taken.includes(c));
}

/** Every choice of k items, in order. */
function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  for (let i = 0; i + k <= items.length; i++)
    for (const rest of combinations(items.slice(i + 1), k - 1)) out.push([items[i]!, ...rest]);
  return out;
}

export const karamaFrames: Pick<FrameTable, 'karamaExchange' | 'karamaWormWindow'> = {
  // annexe 4 Karama B Harkonnen: as many of their own cards as they took (fewer if they no longer hold that many).
  karamaExchange: {
    seats: oneSeat,
    legal(state, frame) {
      const own = ownCards(state, frame);
      return combinations(own, Math.min(frame.count, own.length)).map((cards): DuneAction => ({
        type: 'karamaGiveCards',
        cards,
      }));
    },
    check(state, frame, _seat, action) {
      const own: readonly string[] = ownCards(state, frame);
      const valid =
        action.type === 'karamaGiveCards' &&
        action.cards.length === Math.min(frame.count, own.length) &&
        new Set(action.cards).size === action.cards.length &&
        action.cards.every((c) => own.includes(c));
      if (valid) return null;
      return (
        karamaGiveRefusal(state, frame, action) ??
        ruleError('illegalAction', { type: action.type, decision: 'karamaExchange' })
      );
    },
    perform(state, frame, seat, action, log) {
      if (action.type !== 'karamaGiveCards') return;
      pop(state);
      const cards = action.cards as TreacheryCardId[];
      const hand = factionOf(state, seat).hand;
      for (const card of cards) hand.splice(hand.indexOf(card), 1);
      factionOf(state, frame.victim).hand.push(...cards);
      log.public('karamaCardsGiven', { seat, victim: frame.victim, count: cards.length });
      log.private_([seat, frame.victim], 'cardsGiven', { seat, victim: frame.victim, cards });
    },
  },
  // annexe 4 Karama B Fremen: a worm where they choose, not from the spice deck; troops devoured only in the desert.
  karamaWormWindow: {
    seats: oneSeat,
    legal(state, _frame, seat) {
      const actions: DuneAction[] = [{ type: 'pass' }];
      if (karamaCardOf(state, seat) !== null)
        for (const territory of boardTerritories(state.options)) actions.push({ type: 'karamaWorm', territory });
      return actions;
    },
    perform(state, _frame, seat, action, log) {
      pop(state);
      if (action.type !== 'karamaWorm' || !playKarama(state, seat, log)) return;
      const territory = action.territory as TerritoryId;
      log.public('karamaWorm', { seat, territory });
      devourTerritory(state, territory, log, placedWormDevours(territory));
    },
  },
};

/*
 * issue 21: why a Karama play is refused, by the conditions `interruptActions` and `specialKaramaActions` list by;
 * asked only once the play is refused (the seat holds a Karama: interrupts.ts checks that first).
 */

/** annexe 4 Karama A, rules 000 §18.B: a power of a faction in the game, not already cancelled. */
export function karamaBlockRefusal(state: DuneState, seat: Seat, faction: string, power: string): RuleError | null {
  const own = factionOf(state, seat).faction;
  const at = (state.seats as readonly string[]).indexOf(faction);
  if (at < 0 || isEliminated(state, at)) return reason('karamaFactionNotInGame', { faction });
  const f = faction as Faction;
  if (karamaBlocked(state, f, power)) return reason('karamaAlreadyCancelled', { faction, power });
  if (power === SHIPMENT_BAN)
    return own === 'guild' && state.options.specialKarama && f !== own
      ? null
      : reason('karamaSpecialNotYours', { power });
  const powers = f === own ? (own === 'guild' || own === 'fremen' ? [] : ['guildRate']) : karamaPowers(state, f);
  return powers.includes(power) ? null : reason('karamaNotAPower', { faction, power });
}

/** annexe 4 Karama B Harkonnen: from another player, at most as many cards as the Harkonnen can give back. */
export function karamaTakeRefusal(state: DuneState, seat: Seat, target: Seat, count: number): RuleError | null {
  if (!state.options.specialKarama || factionOf(state, seat).faction !== 'harkonnen')
    return reason('karamaSpecialNotYours', { power: 'takeCards' });
  if (target === seat || target >= state.seatCount || isEliminated(state, target))
    return reason('karamaTargetNotOpponent', { other: target });
  const karama = karamaCardOf(state, seat);
  const most = freeCards(state, seat).filter((c) => c !== karama).length;
  return count > most ? reason('karamaTakeTooMany', { count, max: most }) : null;
}

/** annexe 4 Karama B Emperor: in the movement phase, tokens or a leader that are in the tanks. */
export function karamaReviveRefusal(state: DuneState, seat: Seat, leader: string | null): RuleError | null {
  const fs = factionOf(state, seat);
  if (!state.options.specialKarama || fs.faction !== 'emperor')
    return reason('karamaSpecialNotYours', { power: 'revive' });
  if (state.phase !== 'movement') return reason('karamaReviveInMovement');
  if (leader === null) return revivable(state, fs.faction) > 0 ? null : reason('karamaNoForcesInTanks');
  return fs.leaders[leader]?.location === 'tanks' ? null : reason('leaderNotInTanks', { leader });
}

/** annexe 4 Karama B Harkonnen: as many of one's own cards as were taken, each once, none just taken. */
export function karamaGiveRefusal(
  state: DuneState,
  frame: FrameOf<'karamaExchange'>,
  action: DuneAction,
): RuleError | null {
  if (action.type !== 'karamaGiveCards') return null;
  const own: readonly string[] = ownCards(state, frame);
  const count = Math.min(frame.count, own.length);
  if (action.cards.length !== count || new Set(action.cards).size !== action.cards.length)
    return reason('karamaGiveBackCount', { count });
  const card = action.cards.find((c) => !own.includes(c));
  return card === undefined ? null : reason('karamaGiveBackOwn', { card });
}
