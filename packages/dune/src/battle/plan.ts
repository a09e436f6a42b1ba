import type { RuleError, Seat } from '@arrakis/engine';
import type { TerritoryId } from '../data/territories.ts';
import { isDefense, isWeapon, type TreacheryCardId, type TreacheryKind } from '../data/treachery.ts';
import { LEADERS, type LeaderId } from '../data/leaders.ts';
import { factionOf, forcesIn, starredIn } from '../board.ts';
import { kindOf } from '../cards.ts';
import { freeSpice } from '../spice.ts';
import { reason } from '../reasons.ts';
import { prisonerMayFight } from '../variants/harkonnenCapture.ts';
import { governorMayFight } from '../variants/governor.ts';
import { gholasAvailable, tleilaxuLeaderMayFight } from '../variants/tleilaxu.ts';
import type { BattlePlan, BattleState, DuneState, LeaderState, PrescienceElement, VoiceCommand } from '../state.ts';

/** What a seat has entered so far of its plan (rules 000 §10.B), step by step. */
export type PlanDraft = Partial<BattlePlan>;

export interface LeaderChoice {
  readonly leader: LeaderId | null;
  readonly cheapHero: TreacheryCardId | null;
  /** annexe 5 Atreides 1: the Kwisatz Haderach goes with them. */
  readonly kwisatzHaderach?: boolean;
}

/**
 * rules 000 §10.C.8–9: alive, and not already fought in another territory this turn; for the Harkonnen, also the
 * leaders they hold prisoner (rules 000 §15, annexe 5 Harkonnen 1).
 */
export function leadersAvailable(state: DuneState, seat: Seat, territory: TerritoryId): LeaderId[] {
  const fits = (l: LeaderState) => l.usedIn === null || l.usedIn === territory;
  const battle = state.battles?.current;
  const opponent = battle ? (battle.aggressor === seat ? battle.defender : battle.aggressor) : null;
  // 000 XXXIV: the Governor's leader fights only in his capital.
  const leaders = factionOf(state, seat).leaders;
  let own: LeaderId[] = [];
  for (const id in leaders) {
    const l = leaders[id]!;
    if (l.location === 'available' && fits(l) && governorMayFight(state, id as LeaderId, territory))
      own.push(id as LeaderId);
  }
  // 000 XXXVII: the Tleilaxu's gholas too; never a leader back from the tanks against them, nor a ghola against
  // its owner.
  if (state.tleilaxu) {
    if (state.seats[seat] === 'tleilaxu') own.push(...gholasAvailable(state, territory));
    own = own.filter((id) => tleilaxuLeaderMayFight(state, seat, id, opponent));
  }
  if (state.extra === null || state.seats[seat] !== 'harkonnen') return own;
  const held = state.extra.captured.filter((id) => {
    const l = state.factions[LEADERS[id].faction]!.leaders[id]!;
    // 000 XXXVI: never against his own side.
    return (
      l.location === 'captured' &&
      fits(l) &&
      prisonerMayFight(state, id, opponent) &&
      tleilaxuLeaderMayFight(state, seat, id, opponent)
    );
  });
  return [...own, ...held];
}

/** annexe 5 Atreides 1 (extra powers): the Kwisatz Haderach may go with this seat's leader or cheap hero. */
export function kwisatzHaderachReady(state: DuneState, seat: Seat): boolean {
  return state.extra?.kwisatzHaderach === 'available' && state.seats[seat] === 'atreides';
}

/**
 * The value of one starred token of this fighter (rules 000 §15, annexe 5 Emperor 1, Fremen 4): two, but a
 * Sardaukar is worth one against the Fremen, and any is worth one in a battle where a Karama cancelled its
 * superiority (rules 000 §18, annexe 4 Karama A).
 */
export function starredValue(state: DuneState, battle: BattleState, seat: Seat): number {
  const opponent = seat === battle.aggressor ? battle.defender : battle.aggressor;
  const faction = state.seats[seat];
  if (battle.prevented?.includes(faction === 'fremen' ? 'fedaykin' : 'sardaukar')) return 1;
  return faction === 'emperor' && state.seats[opponent] === 'fremen' ? 1 : 2;
}

/** How many of the dialled tokens may be starred: those there, and as many as the ordinary ones do not cover. */
export function starredChoices(state: DuneState, battle: BattleState, seat: Seat, dial: number): number[] {
  const faction = state.seats[seat]!;
  const starred = starredIn(state, battle.territory, faction);
  // Without starred tokens, the loop below lists [0] whatever the dial.
  if (starred === 0) return [0];
  const regular = forcesIn(state, battle.territory, faction) - starred;
  const out: number[] = [];
  for (let s = Math.max(0, dial - regular); s <= Math.min(dial, starred); s++) out.push(s);
  return out.length > 0 ? out : [0];
}

function voiceOn(battle: BattleState, seat: Seat): VoiceCommand | null {
  return battle.voice?.against === seat ? battle.voice.command : null;
}

/** annexe 3 BG 3: the Voice forces or forbids a kind of card; a command that cannot be obeyed leaves the player free. */
function obey<T>(options: readonly T[], command: VoiceCommand | null, kind: (option: T) => TreacheryKind | null): T[] {
  if (command === null) return [...options];
  const hits = (o: T) => kind(o) === command.target;
  if (command.mode === 'notPlay') return options.filter((o) => !hits(o));
  const forced = options.filter(hits);
  return forced.length > 0 ? forced : [...options];
}

const cardKind = (card: TreacheryCardId | null): TreacheryKind | null => (card === null ? null : kindOf(card));

/** No leader and no cheap hero: no treachery card may be played (rules 000 §10.C.10). */
function withoutLeader(draft: PlanDraft): boolean {
  return (draft.leader ?? null) === null && (draft.cheapHero ?? null) === null;
}

/**
 * rules 000 §10.B.2, §10.C.9–10, annexe 4 Héros de pacotille: an available leader or a cheap hero is mandatory when
 * the seat has one; with neither, the seat fights without.
 */
export function leaderChoices(state: DuneState, battle: BattleState, seat: Seat): LeaderChoice[] {
  const options: LeaderChoice[] = leadersAvailable(state, seat, battle.territory).map((leader) => ({
    leader,
    cheapHero: null,
  }));
  for (const card of factionOf(state, seat).hand)
    if (kindOf(card) === 'cheapHero') options.push({ leader: null, cheapHero: card });
  const obeyed = obey(options, voiceOn(battle, seat), (o) => (o.cheapHero === null ? null : 'cheapHero'));
  if (obeyed.length === 0) return [{ leader: null, cheapHero: null }];
  // annexe 5 Atreides 1: the Kwisatz Haderach never fights alone, but may go with any leader or cheap hero.
  if (!kwisatzHaderachReady(state, seat)) return obeyed;
  // A literal, not `{ ...o, kwisatzHaderach: true }`: V8 gives each such spread a map of its own.
  const withKwisatzHaderach: LeaderChoice[] = [];
  for (const o of obeyed)
    withKwisatzHaderach.push(o, { leader: o.leader, cheapHero: o.cheapHero, kwisatzHaderach: true });
  return withKwisatzHaderach;
}

/** rules 000 §10.B.3, annexe 4: a weapon (projectile, poison, lasgun), a worthless card, or nothing. */
export function weaponChoices(
  state: DuneState,
  battle: BattleState,
  seat: Seat,
  draft: PlanDraft,
): (TreacheryCardId | null)[] {
  if (withoutLeader(draft)) return [null];
  const cards = factionOf(state, seat).hand.filter(
    (c) => c !== draft.cheapHero && (isWeapon(kindOf(c)) || kindOf(c) === 'worthless'),
  );
  const command = voiceOn(battle, seat);
  // annexe 3 BG 3: a worthless card commanded may still go in the defense slot; it is enforced there.
  const enforced = command?.mode === 'play' && command.target === 'worthless' ? null : command;
  return obey([null, ...cards], enforced, cardKind);
}

/** rules 000 §10.B.3, annexe 4: a defense (shield, snooper), a worthless card, or nothing; never the weapon again. */
export function defenseChoices(
  state: DuneState,
  battle: BattleState,
  seat: Seat,
  draft: PlanDraft,
): (TreacheryCardId | null)[] {
  if (withoutLeader(draft)) return [null];
  const cards = factionOf(state, seat).hand.filter(
    (c) => c !== draft.cheapHero && c !== draft.weapon && (isDefense(kindOf(c)) || kindOf(c) === 'worthless'),
  );
  const command = voiceOn(battle, seat);
  const obeyedAsWeapon = command?.mode === 'play' && cardKind(draft.weapon ?? null) === command.target;
  return obey([null, ...cards], obeyedAsWeapon ? null : command, cardKind);
}

/** rules 000 §10.B.1: from 0 to the seat's forces in the territory. */
export function maxDial(state: DuneState, battle: BattleState, seat: Seat): number {
  return forcesIn(state, battle.territory, state.seats[seat]!);
}

/**
 * rules 000 §24.A.1 (advanced battles): from 0 to every dialled token paid for, 1 spice each, within the spice the
 * seat may spend. Without the option, nothing is paid: the list is [0].
 */
export function spiceChoices(state: DuneState, seat: Seat, draft: PlanDraft): number[] {
  if (!state.options.advancedBattles) return [0];
  const most = Math.max(0, Math.min(draft.dial ?? 0, freeSpice(state, seat)));
  return Array.from({ length: most + 1 }, (_, i) => i);
}

/**
 * The strength of the dialled tokens: the dial itself, or with advanced battles (rules 000 §24.A.1, §24.B) the paid
 * tokens at full value and the others at half value, so possibly a half (3.5).
 */
export function forceStrength(
  state: DuneState,
  plan: Pick<BattlePlan, 'dial' | 'spice' | 'starred'>,
  starredWorth = 2,
): number {
  // rules 000 §15, annexe 5: each starred token is worth `starredWorth`; with advanced battles the spice pays for the
  // starred ones first (reading: one spice makes a token count full, so it does the most on a starred one).
  const starred = plan.starred ?? 0;
  if (!state.options.advancedBattles) return plan.dial - starred + starred * starredWorth;
  const fullStarred = Math.min(starred, plan.spice);
  const fullRegular = plan.spice - fullStarred;
  return (
    fullStarred * starredWorth +
    ((starred - fullStarred) * starredWorth) / 2 +
    fullRegular +
    (plan.dial - starred - fullRegular) / 2
  );
}

/**
 * The plan as it can still be carried out: cards played meanwhile from the hand (annexe 4 cards usable at any time)
 * and leaders lost meanwhile drop out, and without a leader no card counts (rules 000 §10.C.10).
 */
export function effectivePlan(state: DuneState, battle: BattleState, seat: Seat, plan: BattlePlan): BattlePlan {
  const hand = factionOf(state, seat).hand;
  const held = (c: TreacheryCardId | null) => (c !== null && hand.includes(c) ? c : null);
  const leader =
    plan.leader !== null && leadersAvailable(state, seat, battle.territory).includes(plan.leader) ? plan.leader : null;
  const cheapHero = held(plan.cheapHero);
  const armed = leader !== null || cheapHero !== null;
  const dial = Math.min(plan.dial, maxDial(state, battle, seat));
  const choices = starredChoices(state, battle, seat, dial);
  const starred = Math.max(choices[0]!, Math.min(plan.starred ?? 0, choices[choices.length - 1]!));
  return {
    dial,
    // rules 000 §24.A.1: only tokens still there are paid for; the spice was set aside, so it is still held.
    spice: Math.min(plan.spice, dial),
    leader,
    cheapHero,
    weapon: armed ? held(plan.weapon) : null,
    defense: armed ? held(plan.defense) : null,
    ...(starred > 0 ? { starred } : {}),
    // rules 000 §18, annexe 4 Karama A: a Karama may forbid its intervention.
    ...(plan.kwisatzHaderach &&
    armed &&
    kwisatzHaderachReady(state, seat) &&
    !battle.prevented?.includes('kwisatzHaderach')
      ? { kwisatzHaderach: true }
      : {}),
  };
}

/** The treachery cards of a plan, cheap hero first. */
export function cardsOf(plan: BattlePlan): TreacheryCardId[] {
  return [plan.cheapHero, plan.weapon, plan.defense].filter((c): c is TreacheryCardId => c !== null);
}

/**
 * annexe 3 Atreides 3: the element asked; null when it is absent from the plan, and no other may be asked; with a
 * Karama (rules 000 §18, annexe 4 Karama B Atreides) the whole plan, as the opponent entered it. The
 * "number dialled" is what the wheel shows: with advanced battles, the strength, halves included (rules 000 §24.B);
 * the spice set aside stays in the opponent's hand (rules 000 §24.A.2), unseen.
 */
export function foresee(
  state: DuneState,
  plan: BattlePlan,
  element: PrescienceElement,
  starredWorth = 2,
): string | number | BattlePlan | null {
  switch (element) {
    case 'plan':
      return { ...plan };
    case 'leader':
      return plan.leader ?? plan.cheapHero;
    case 'weapon':
      return plan.weapon;
    case 'defense':
      return plan.defense;
    case 'dial':
      return forceStrength(state, plan, starredWorth);
  }
}

/*
 * Why not (issue 21): the rules of the choices above, answering the reason an element of a plan is not among them.
 * Only asked when a plan's step is refused.
 */

/** annexe 3 BG 3: the Voice's command on this seat, as a reason. */
function voiceRefusal(battle: BattleState, seat: Seat): RuleError | null {
  const command = voiceOn(battle, seat);
  return command === null ? null : reason('voiceCommand', { mode: command.mode, target: command.target });
}

/** rules 000 §10.B.2, §10.C.8–9, annexe 4 Héros de pacotille: why not this leader (or cheap hero). */
export function leaderRefusal(
  state: DuneState,
  battle: BattleState,
  seat: Seat,
  choice: LeaderChoice,
): RuleError | null {
  const { leader, cheapHero } = choice;
  const hand = factionOf(state, seat).hand;
  if (leader !== null) {
    if (!leadersAvailable(state, seat, battle.territory).includes(leader)) {
      const own = factionOf(state, seat).leaders[leader];
      const prisoner = state.extra?.captured.includes(leader) === true && state.seats[seat] === 'harkonnen';
      if (own === undefined && !prisoner) return reason('notYourLeader', { leader });
      const l = own ?? state.factions[LEADERS[leader].faction]!.leaders[leader]!;
      if (l.usedIn !== null && l.usedIn !== battle.territory)
        return reason('leaderFoughtElsewhere', { leader, territory: l.usedIn });
      return reason('leaderNotAvailable', { leader });
    }
    if (cheapHero !== null) return reason('leaderAndCheapHero', { leader, card: cheapHero });
  }
  if (cheapHero !== null) {
    if (!hand.includes(cheapHero)) return reason('cardNotInHand', { card: cheapHero });
    if (kindOf(cheapHero) !== 'cheapHero') return reason('notACheapHero', { card: cheapHero });
  }
  const choices = leaderChoices(state, battle, seat);
  if (leader === null && cheapHero === null && choices.some((c) => c.leader !== null || c.cheapHero !== null))
    return reason('leaderRequired');
  if (choice.kwisatzHaderach && !kwisatzHaderachReady(state, seat)) return reason('kwisatzHaderachAbsent');
  const listed = choices.some(
    (c) => c.leader === leader && c.cheapHero === cheapHero && !c.kwisatzHaderach === !choice.kwisatzHaderach,
  );
  return listed ? null : voiceRefusal(battle, seat);
}

/** rules 000 §10.B.3, §10.C.10, annexe 3 BG 3: why not this card as the plan's weapon (or defense). */
export function cardRefusal(
  state: DuneState,
  battle: BattleState,
  seat: Seat,
  draft: PlanDraft,
  slot: 'weapon' | 'defense',
  card: TreacheryCardId | null,
): RuleError | null {
  const choices =
    slot === 'weapon' ? weaponChoices(state, battle, seat, draft) : defenseChoices(state, battle, seat, draft);
  if (choices.includes(card)) return null;
  if (card !== null) {
    if (withoutLeader(draft)) return reason('noLeaderNoCards', { card });
    if (!factionOf(state, seat).hand.includes(card)) return reason('cardNotInHand', { card });
    if (card === draft.cheapHero || card === draft.weapon) return reason('cardAlreadyInPlan', { card });
    const kind = kindOf(card);
    if (slot === 'weapon' && !isWeapon(kind) && kind !== 'worthless') return reason('notAWeapon', { card });
    if (slot === 'defense' && !isDefense(kind) && kind !== 'worthless') return reason('notADefense', { card });
  }
  return voiceRefusal(battle, seat);
}

/** rules 000 §10.B.1, §15, §24.A.1: why not this dial, these starred tokens, this spice. */
export function numberRefusal(
  state: DuneState,
  battle: BattleState,
  seat: Seat,
  draft: PlanDraft,
  step: 'dial' | 'starred' | 'spice',
  value: number,
): RuleError | null {
  if (step === 'dial') {
    const forces = maxDial(state, battle, seat);
    return value > forces ? reason('dialOverForces', { dial: value, forces }) : null;
  }
  if (step === 'starred') {
    const choices = starredChoices(state, battle, seat, draft.dial ?? 0);
    return choices.includes(value) ? null : reason('starredSplit', { count: draft.dial ?? 0, starred: value });
  }
  const choices = spiceChoices(state, seat, draft);
  return choices.includes(value)
    ? null
    : reason('planSpiceTooHigh', { spice: value, max: choices[choices.length - 1]! });
}
