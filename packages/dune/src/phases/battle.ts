import { randomInt, ruleError, type Json, type RuleError, type Seat } from '@arrakis/engine';
import type { Faction } from '../data/factions.ts';
import { LEADERS, type LeaderId } from '../data/leaders.ts';
import type { TerritoryId } from '../data/territories.ts';
import type { TreacheryCardId } from '../data/treachery.ts';
import type { DuneAction } from '../actions.ts';
import { factionOf, seatOf, starredIn, stormOrder } from '../board.ts';
import { eliminateFallen } from '../elimination.ts';
import { bankToFaction } from '../spice.ts';
import { consumeKaramaBlock, karamaCardOf, playKarama } from '../cards.ts';
import { oneSeat, enterPhase, pop, push, seatRecord, type FrameOf, type FrameTable, type PhaseRules } from '../flow.ts';
import type { EventLog } from '../events.ts';
import type {
  BattlePlan,
  BattlePrevention,
  BattleState,
  DuneState,
  PrescienceElement,
  VoiceCommand,
} from '../state.ts';
import { battlesOf } from '../battle/battles.ts';
import { offerAgreement } from '../variants/battleAgreement.ts';
import {
  battleOrderOn,
  beneGesseritMayPass,
  nextChooser,
  passChoice,
  passEverywhere,
  passTurn,
} from '../variants/battleOrder.ts';
import { reason } from '../reasons.ts';
import {
  cardRefusal,
  defenseChoices,
  effectivePlan,
  forceStrength,
  foresee,
  leaderChoices,
  leaderRefusal,
  maxDial,
  numberRefusal,
  spiceChoices,
  starredChoices,
  starredValue,
  weaponChoices,
} from '../battle/plan.ts';
import { discardPlayed, keepableCards, loseForces, resolveBattle } from '../battle/resolve.ts';
import type { PlanStep } from '../frames.ts';
import {
  betrayableLeader,
  fighters,
  opponentOf,
  powerUse,
  sideOf,
  traitorDeciders,
  type PowerUse,
} from '../battle/sides.ts';
import { dialAction } from '../listed.ts';

/** annexe 5 Harkonnen 1: what a prisoner sent to the tanks is worth to the Harkonnen. */
export const CAPTURE_KILL_SPICE = 2;

/**
 * Where the battle phase stands (state.cursor.stage): choosing the next battle, then the Voice, prescience, the
 * plans (the prescience target's first, then the foresight), the reveal with the traitor calls, the resolution.
 */
type BattleStage = 'start' | 'choose' | 'voice' | 'prescience' | 'plans' | 'foresight' | 'reveal' | 'resolve' | 'done';

const VOICE_TARGETS = [
  'projectileWeapon',
  'poisonWeapon',
  'lasgun',
  'projectileDefense',
  'poisonDefense',
  'worthless',
  'cheapHero',
] as const satisfies readonly VoiceCommand['target'][];

const PRESCIENCE_ELEMENTS = ['leader', 'weapon', 'defense', 'dial'] as const satisfies readonly PrescienceElement[];

/**
 * rules 000 §18, annexe 4 Karama B Atreides: the Atreides, when they fight, may play a Karama at the moment of
 * prescience to see the opponent's whole plan; null when they do not fight or the option is off.
 */
function karamaPlanSeat(state: DuneState, battle: BattleState): Seat | null {
  const atreides = seatOf(state, 'atreides');
  if (!state.options.specialKarama || atreides === null || !fighters(battle).includes(atreides)) return null;
  return atreides;
}

function setStage(state: DuneState, stage: BattleStage): void {
  state.cursor.stage = stage;
}

function currentBattle(state: DuneState): BattleState {
  const battle = state.battles?.current;
  if (!battle) throw new Error('no battle under way');
  return battle;
}

function planJson(plan: BattlePlan): { [key: string]: Json } {
  return {
    dial: plan.dial,
    spice: plan.spice,
    leader: plan.leader,
    cheapHero: plan.cheapHero,
    weapon: plan.weapon,
    defense: plan.defense,
    ...(plan.starred ? { starred: plan.starred } : {}),
    ...(plan.kwisatzHaderach ? { kwisatzHaderach: true } : {}),
  };
}

/**
 * rules 000 §18, annexe 4 Karama A: a Karama played earlier cancels, in the first battle where it would count, the
 * Kwisatz Haderach's intervention (it is in the plan), the Fedaykin's or the Sardaukar's superiority (they are in
 * the territory and would count double). Consumed at the reveal, before the plans take effect.
 */
function karamaPreventions(state: DuneState, battle: BattleState, log: EventLog): void {
  if (!state.options.specialKarama || state.extra === null) return;
  const prevent = (seat: Seat, power: BattlePrevention) => {
    const faction = state.seats[seat]!;
    if (!consumeKaramaBlock(state, faction, power)) return;
    battle.prevented = [...(battle.prevented ?? []), power];
    log.public('karamaPrevented', { faction, power, seat });
  };
  for (const seat of fighters(battle)) {
    const faction = state.seats[seat]!;
    if (faction === 'atreides' && battle.plans[seat]?.kwisatzHaderach) prevent(seat, 'kwisatzHaderach');
    if (starredIn(state, battle.territory, faction) === 0 || starredValue(state, battle, seat) < 2) continue;
    if (faction === 'fremen') prevent(seat, 'fedaykin');
    if (faction === 'emperor') prevent(seat, 'sardaukar');
  }
}

/**
 * annexe 5 Harkonnen 1 (extra powers): the loser's leaders the Harkonnen may take: alive and free, the one of this
 * battle included, not those that fought in another territory this turn.
 */
export function capturable(state: DuneState, battle: BattleState, victim: Seat): LeaderId[] {
  return Object.entries(factionOf(state, victim).leaders)
    .filter(([, l]) => l.location === 'available' && (l.usedIn === null || l.usedIn === battle.territory))
    .map(([id]) => id as LeaderId);
}

/** annexe 5 Harkonnen 1: a prisoner that fought for the Harkonnen goes back to its owner (if it survived). */
function returnPrisoners(state: DuneState, battle: BattleState, log: EventLog): void {
  const extra = state.extra;
  if (extra === null) return;
  for (const seat of fighters(battle)) {
    const leader = battle.plans[seat]?.leader ?? null;
    // Only a prisoner the Harkonnen fought with (not one just taken from the loser's plan).
    if (leader === null || state.seats[seat] !== 'harkonnen' || !extra.captured.includes(leader)) continue;
    extra.captured = extra.captured.filter((l) => l !== leader);
    const owner = state.factions[LEADERS[leader].faction]!;
    const l = owner.leaders[leader]!;
    if (l.location === 'captured') {
      l.location = 'available';
      log.public('prisonerReturned', { leader, to: owner.seat });
    }
  }
}

export function startBattle(
  state: DuneState,
  aggressor: Seat,
  territory: TerritoryId,
  defender: Seat,
  log: EventLog,
): void {
  state.battles!.current = {
    territory,
    aggressor,
    defender,
    voice: null,
    prescience: null,
    plans: seatRecord(),
    revealed: false,
    traitorCalls: seatRecord(),
  };
  log.public('battleStarted', { territory, aggressor, defender });
  setStage(state, 'voice');
}

/** 000 XXXIII: the agreement first, when one may be tried there; else the battle. */
function beginBattle(state: DuneState, aggressor: Seat, territory: TerritoryId, defender: Seat, log: EventLog): void {
  if (!offerAgreement(state, aggressor, territory, defender, log))
    startBattle(state, aggressor, territory, defender, log);
}

/** 000 XXXII: the seat whose turn it is chooses one battle (the Bene Gesserit may pass instead); false if none. */
function chooseInTurn(state: DuneState, log: EventLog): boolean {
  const chooser = nextChooser(state);
  if (chooser === null) return false;
  const options = battlesOf(state, chooser);
  if (options.length === 1 && !beneGesseritMayPass(state, chooser))
    beginBattle(state, chooser, options[0]!.territory, options[0]!.opponent, log);
  else push(state, { kind: 'battleChoice', seat: chooser });
  return true;
}

/**
 * rules 000 §10.A.3–4: the first player in storm order is the aggressor until none of its battles is left, and
 * picks their order and, with three or more factions in a territory, the opponent; then the next seat.
 */
function chooseBattle(state: DuneState, log: EventLog): void {
  const round = state.battles!;
  if (battleOrderOn(state) && chooseInTurn(state, log)) return;
  for (; !battleOrderOn(state) && round.aggressorIndex < round.order.length; round.aggressorIndex++) {
    const aggressor = round.order[round.aggressorIndex]!;
    const options = battlesOf(state, aggressor);
    if (options.length === 1) {
      beginBattle(state, aggressor, options[0]!.territory, options[0]!.opponent, log);
      return;
    }
    if (options.length > 1) {
      push(state, { kind: 'battleChoice', seat: aggressor });
      return;
    }
  }
  state.battles = null;
  log.public('battlesOver', {});
  enterPhase(state, 'collection');
}

/** A battle power of annexe 3, unless a Karama cancelled it once (annexe 4 Karama A). */
function usablePower(
  state: DuneState,
  battle: BattleState,
  faction: Faction,
  power: string,
  log: EventLog,
): PowerUse | null {
  const use = powerUse(state, battle, faction);
  if (use === null) return null;
  if (consumeKaramaBlock(state, faction, power)) {
    log.public('karamaPrevented', { faction, power, seat: use.by });
    return null;
  }
  return use;
}

function pushPlans(state: DuneState, seats: Seat[]): void {
  const draft = seatRecord<Partial<BattlePlan>>();
  const step = seatRecord<PlanStep>();
  for (const s of seats) {
    draft[s] = {};
    step[s] = 'leader';
  }
  push(state, { kind: 'battlePlan', seats, draft, step });
}

/** rules 000 §10.B.4: both plans are revealed at once, then the traitors may be called (rules 000 §10.D). */
function reveal(state: DuneState, battle: BattleState, log: EventLog): void {
  karamaPreventions(state, battle, log);
  for (const seat of fighters(battle)) {
    battle.plans[seat] = effectivePlan(state, battle, seat, battle.plans[seat]!);
  }
  battle.revealed = true;
  log.public('plansRevealed', {
    territory: battle.territory,
    aggressor: planJson(battle.plans[battle.aggressor]!),
    defender: planJson(battle.plans[battle.defender]!),
  });
  push(state, { kind: 'traitorCall', seats: traitorDeciders(state, battle) });
}

/** rules 000 §10: the battle phase. */
export const battlePhase: PhaseRules = {
  next(state, log) {
    const stage = state.cursor.stage as BattleStage;
    switch (stage) {
      case 'start':
        state.battles = { order: stormOrder(state), aggressorIndex: 0, current: null };
        setStage(state, 'choose');
        return;
      case 'choose':
        chooseBattle(state, log);
        return;
      case 'voice': {
        setStage(state, 'prescience');
        const use = usablePower(state, currentBattle(state), 'beneGesserit', 'voice', log);
        if (use) push(state, { kind: 'voice', seat: use.by });
        return;
      }
      case 'prescience': {
        setStage(state, 'plans');
        const battle = currentBattle(state);
        const use = usablePower(state, battle, 'atreides', 'prescience', log);
        const karama = karamaPlanSeat(state, battle);
        if (use) push(state, { kind: 'prescience', seat: use.by });
        else if (karama !== null) push(state, { kind: 'prescience', seat: karama, karamaOnly: true });
        return;
      }
      case 'plans': {
        const battle = currentBattle(state);
        // annexe 3 Atreides 3: the opponent completes its plan first, and may no longer change it.
        if (battle.prescience) {
          pushPlans(state, [battle.prescience.against]);
          setStage(state, 'foresight');
        } else {
          pushPlans(state, fighters(battle));
          setStage(state, 'reveal');
        }
        return;
      }
      case 'foresight': {
        const battle = currentBattle(state);
        const { by, against, element } = battle.prescience!;
        const side = opponentOf(battle, against);
        const answer = foresee(state, battle.plans[against]!, element, starredValue(state, battle, against));
        // A literal, not a spread: V8 gives each `{ ...o, key }` a map of its own, microseconds per copy.
        battle.prescience = { by, against, element, answer, side };
        log.private_([...new Set([by, side])], 'prescienceRevealed', {
          against,
          element,
          answer: answer !== null && typeof answer === 'object' ? planJson(answer) : answer,
        });
        pushPlans(state, [side]);
        setStage(state, 'reveal');
        return;
      }
      case 'reveal':
        reveal(state, currentBattle(state), log);
        setStage(state, 'resolve');
        return;
      case 'resolve': {
        const battle = currentBattle(state);
        const { winner, losses, starredLosses } = resolveBattle(state, battle, log);
        setStage(state, 'done');
        // annexe 5 Harkonnen 1: after the winner's losses and cards (pushed above it), the capture.
        // 000 XXXVI "est modifiée comme suit": with the variant, the capture is the die roll before movement instead.
        const afterBattle = state.extra !== null && !state.options.harkonnenCapture;
        if (winner !== null && afterBattle && state.seats[winner] === 'harkonnen') {
          const victim = opponentOf(battle, winner);
          if (capturable(state, battle, victim).length > 0)
            push(state, { kind: 'capture', seat: winner, victim, leader: null });
        }
        if (winner !== null && keepableCards(state, battle, winner).length > 0)
          push(state, { kind: 'keepCards', seat: winner });
        // rules 000 §24.C: the winner chooses its losses (on top of the stack: first), when it has a choice.
        if (winner !== null && losses !== null) push(state, { kind: 'battleLosses', seat: winner, ...losses });
        if (winner !== null && starredLosses)
          push(state, { kind: 'starredLosses', seat: winner, options: starredLosses.map((o) => ({ ...o })) });
        return;
      }
      case 'done': {
        const battle = currentBattle(state);
        returnPrisoners(state, battle, log);
        log.public('battleEnded', { territory: battle.territory });
        state.battles!.current = null;
        if (battleOrderOn(state)) passTurn(state);
        setStage(state, 'choose');
        // rules 000 §19.C.12: a Main Character killed in a battle on Dune eliminates his player.
        eliminateFallen(state, 'battle', log);
        return;
      }
    }
  },
};

function subsets<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 0; mask < 1 << items.length; mask++) out.push(items.filter((_, i) => mask & (1 << i)));
  return out;
}

/** rules 000 §24.A.1: with advanced battles, then how many of the dialled tokens are paid for. */
function afterStarred(state: DuneState, frame: FrameOf<'battlePlan'>, seat: Seat, log: EventLog): void {
  if (spiceChoices(state, seat, frame.draft[seat]!).length > 1) frame.step[seat] = 'spice';
  else completePlan(state, frame, seat, log);
}

function completePlan(state: DuneState, frame: FrameOf<'battlePlan'>, seat: Seat, log: EventLog): void {
  const draft = frame.draft[seat]!;
  const plan: BattlePlan = {
    dial: draft.dial ?? 0,
    spice: draft.spice ?? 0,
    leader: draft.leader ?? null,
    cheapHero: draft.cheapHero ?? null,
    weapon: draft.weapon ?? null,
    defense: draft.defense ?? null,
    ...(draft.starred ? { starred: draft.starred } : {}),
    ...(draft.kwisatzHaderach ? { kwisatzHaderach: true } : {}),
  };
  currentBattle(state).plans[seat] = plan;
  frame.seats = frame.seats.filter((s) => s !== seat);
  // The last plan pops the frame: its draft and steps go with it, without a `delete` (a runtime call) each.
  if (frame.seats.length > 0) {
    delete frame.draft[seat];
    delete frame.step[seat];
  }
  log.private_([seat], 'battlePlanEntered', { plan: planJson(plan) });
  log.public('battlePlanReady', { seat });
  if (frame.seats.length === 0) pop(state);
}

export const battleFrames: Pick<
  FrameTable,
  | 'battleChoice'
  | 'voice'
  | 'prescience'
  | 'battlePlan'
  | 'traitorCall'
  | 'battleLosses'
  | 'starredLosses'
  | 'capture'
  | 'keepCards'
> = {
  // rules 000 §10.A.3–4: the aggressor picks the territory, and the opponent where three or more stand.
  battleChoice: {
    seats: oneSeat,
    legal: (state, frame) => [
      ...battlesOf(state, frame.seat).map((o): DuneAction => ({
        type: 'battle',
        territory: o.territory,
        opponent: o.opponent,
      })),
      ...passChoice(state, frame.seat),
    ],
    perform(state, _frame, seat, action, log) {
      // 000 XXXII: the Bene Gesserit's pass.
      if (action.type === 'pass') {
        pop(state);
        passEverywhere(state, seat, log);
        return;
      }
      if (action.type !== 'battle') return;
      pop(state);
      beginBattle(state, seat, action.territory as TerritoryId, action.opponent, log);
    },
  },
  // annexe 3 BG 3 and BG alliance: one command against the opponent of the Bene Gesserit's side, or none.
  voice: {
    seats: oneSeat,
    legal() {
      const actions: DuneAction[] = [{ type: 'pass' }];
      for (const mode of ['play', 'notPlay'] as const)
        for (const target of VOICE_TARGETS) actions.push({ type: 'voice', mode, target });
      return actions;
    },
    perform(state, _frame, seat, action, log) {
      pop(state);
      const battle = currentBattle(state);
      if (action.type !== 'voice') {
        log.public('voiceDeclined', { seat });
        return;
      }
      const against = powerUse(state, battle, 'beneGesserit')!.against;
      battle.voice = { by: seat, against, command: { mode: action.mode, target: action.target } };
      log.public('voice', { by: seat, against, mode: action.mode, target: action.target });
    },
  },
  // annexe 3 Atreides 3 and Atreides alliance: one element of the opponent's plan, or none; rules 000 §18, annexe 4
  // Karama B Atreides: the whole plan for a Karama, when the Atreides fight.
  prescience: {
    seats: oneSeat,
    legal(state, frame, seat) {
      const actions: DuneAction[] = [{ type: 'pass' }];
      if (!frame.karamaOnly)
        actions.push(...PRESCIENCE_ELEMENTS.map((element): DuneAction => ({ type: 'prescience', element })));
      if (karamaPlanSeat(state, currentBattle(state)) === seat && karamaCardOf(state, seat) !== null)
        actions.push({ type: 'prescience', element: 'plan' });
      return actions;
    },
    perform(state, _frame, seat, action, log) {
      pop(state);
      const battle = currentBattle(state);
      if (action.type !== 'prescience') {
        log.public('prescienceDeclined', { seat });
        return;
      }
      const against = opponentOf(battle, sideOf(state, battle, seat)!);
      if (action.element === 'plan') {
        if (!playKarama(state, seat, log)) return;
        log.public('karamaBattlePlan', { by: seat, against });
      }
      battle.prescience = { by: seat, against, element: action.element };
      log.public('prescienceAsked', { by: seat, against, element: action.element });
    },
  },
  // rules 000 §10.B: leader, weapon, defense, dial, entered in secret one step at a time.
  battlePlan: {
    seats: (f) => f.seats,
    legal(state, frame, seat) {
      const battle = currentBattle(state);
      const draft = frame.draft[seat] ?? {};
      switch (frame.step[seat]) {
        case 'leader':
          return leaderChoices(state, battle, seat).map((c): DuneAction => ({
            type: 'planLeader',
            leader: c.leader,
            cheapHero: c.cheapHero,
            ...(c.kwisatzHaderach ? { kwisatzHaderach: true as const } : {}),
          }));
        case 'weapon':
          return weaponChoices(state, battle, seat, draft).map((card): DuneAction => ({ type: 'planWeapon', card }));
        case 'defense':
          return defenseChoices(state, battle, seat, draft).map((card): DuneAction => ({ type: 'planDefense', card }));
        case 'dial': {
          const actions: DuneAction[] = [];
          const most = maxDial(state, battle, seat);
          for (let dial = 0; dial <= most; dial++) actions.push(dialAction(dial));
          return actions;
        }
        case 'starred':
          return starredChoices(state, battle, seat, draft.dial ?? 0).map((starred): DuneAction => ({
            type: 'planStarred',
            starred,
          }));
        case 'spice':
          return spiceChoices(state, seat, draft).map((spice): DuneAction => ({ type: 'planSpice', spice }));
        default:
          return [];
      }
    },
    allows(state, frame, seat, action) {
      const battle = currentBattle(state);
      const draft = frame.draft[seat] ?? {};
      switch (frame.step[seat]) {
        case 'leader':
          return (
            action.type === 'planLeader' &&
            leaderChoices(state, battle, seat).some(
              (c) =>
                c.leader === action.leader &&
                c.cheapHero === action.cheapHero &&
                (c.kwisatzHaderach ?? false) === (action.kwisatzHaderach ?? false),
            )
          );
        case 'weapon':
          return (
            action.type === 'planWeapon' && weaponChoices(state, battle, seat, draft).some((c) => c === action.card)
          );
        case 'defense':
          return (
            action.type === 'planDefense' && defenseChoices(state, battle, seat, draft).some((c) => c === action.card)
          );
        case 'dial':
          return action.type === 'planDial' && action.dial <= maxDial(state, battle, seat);
        case 'starred':
          return (
            action.type === 'planStarred' &&
            starredChoices(state, battle, seat, draft.dial ?? 0).includes(action.starred)
          );
        case 'spice':
          return action.type === 'planSpice' && spiceChoices(state, seat, draft).includes(action.spice);
        default:
          return false;
      }
    },
    perform(state, frame, seat, action, log) {
      const draft = frame.draft[seat]!;
      switch (action.type) {
        case 'planLeader':
          draft.leader = action.leader as LeaderId | null;
          draft.cheapHero = action.cheapHero as TreacheryCardId | null;
          if (action.kwisatzHaderach) draft.kwisatzHaderach = true;
          frame.step[seat] = 'weapon';
          return;
        case 'planWeapon':
          draft.weapon = action.card as TreacheryCardId | null;
          frame.step[seat] = 'defense';
          return;
        case 'planDefense':
          draft.defense = action.card as TreacheryCardId | null;
          frame.step[seat] = 'dial';
          return;
        case 'planDial': {
          draft.dial = action.dial;
          // rules 000 §15: which of the dialled tokens are starred, when there is a choice.
          const starred = starredChoices(state, currentBattle(state), seat, action.dial);
          if (starred.length > 1) {
            frame.step[seat] = 'starred';
            return;
          }
          if (starred[0]! > 0) draft.starred = starred[0]!;
          afterStarred(state, frame, seat, log);
          return;
        }
        case 'planStarred':
          if (action.starred > 0) draft.starred = action.starred;
          afterStarred(state, frame, seat, log);
          return;
        case 'planSpice':
          draft.spice = action.spice;
          completePlan(state, frame, seat, log);
          return;
        default:
          return;
      }
    },
  },
  // rules 000 §10.D, annexe 3 Harkonnen alliance: each decider answers in secret; the calls are shown together.
  traitorCall: {
    seats: (f) => f.seats,
    legal(state, _frame, seat) {
      const actions: DuneAction[] = [{ type: 'callTraitor', call: false }];
      if (betrayableLeader(state, currentBattle(state), seat) !== null)
        actions.push({ type: 'callTraitor', call: true });
      return actions;
    },
    perform(state, frame, seat, action, log) {
      if (action.type !== 'callTraitor') return;
      const battle = currentBattle(state);
      battle.traitorCalls[seat] = action.call;
      frame.seats = frame.seats.filter((s) => s !== seat);
      log.public('traitorCallAnswered', { seat });
      if (frame.seats.length > 0) return;
      pop(state);
      // Keyed by seat number: the seats in order are the record's own order.
      for (let caller = 0; caller < state.seatCount; caller++) {
        if (!battle.traitorCalls[caller]) continue;
        log.public('traitorCalled', { seat: caller, leader: betrayableLeader(state, battle, caller) });
      }
    },
  },
  // rules 000 §24.C: the winner loses tokens worth its strength, choosing how many count at half value.
  battleLosses: {
    seats: oneSeat,
    legal(_state, frame) {
      const actions: DuneAction[] = [];
      for (let count = frame.min; count <= frame.max; count++) actions.push({ type: 'battleLosses', count });
      return actions;
    },
    perform(state, frame, seat, action, log) {
      if (action.type !== 'battleLosses') return;
      pop(state);
      const battle = currentBattle(state);
      const plan = battle.plans[seat]!;
      // Losing `count` tokens worth the strength: count − min fewer at full value, twice as many more at half.
      const full = plan.spice - (action.count - frame.min);
      log.public('battleLossesChosen', {
        seat,
        count: action.count,
        full,
        half: action.count - full,
        strength: forceStrength(state, plan),
      });
      loseForces(state, battle, seat, action.count, log);
    },
  },
  // rules 000 §15, annexe 5 Emperor 1 / Fremen 4: which tokens, starred ones counting double, make up the losses.
  starredLosses: {
    seats: oneSeat,
    legal: (_state, frame) =>
      frame.options.map((o): DuneAction => ({ type: 'starredLosses', count: o.count, starred: o.starred })),
    perform(state, _frame, seat, action, log) {
      if (action.type !== 'starredLosses') return;
      pop(state);
      loseForces(state, currentBattle(state), seat, action.count, log, action.starred);
    },
  },
  // annexe 5 Harkonnen 1: take a prisoner (drawn at random), then kill it for 2 spice or keep it for one battle.
  capture: {
    seats: oneSeat,
    legal: (_state, frame) =>
      frame.leader === null
        ? [
            { type: 'capture', choice: 'pass' },
            { type: 'capture', choice: 'take' },
          ]
        : [
            { type: 'capture', choice: 'kill' },
            { type: 'capture', choice: 'keep' },
          ],
    perform(state, frame, seat, action, log) {
      if (action.type !== 'capture') return;
      const victim = frame.victim;
      if (action.choice === 'pass') {
        pop(state);
        return;
      }
      if (action.choice === 'take') {
        if (consumeKaramaBlock(state, 'harkonnen', 'capture')) {
          pop(state);
          log.public('karamaPrevented', { faction: 'harkonnen', power: 'capture', seat });
          return;
        }
        const pool = capturable(state, currentBattle(state), victim);
        frame.leader = pool[randomInt(state.rng, pool.length)]!;
        log.public('leaderCaptured', { seat, victim, leader: frame.leader });
        return;
      }
      pop(state);
      const leader = frame.leader!;
      const l = factionOf(state, victim).leaders[leader]!;
      if (action.choice === 'kill') {
        l.location = 'tanks';
        log.public('leaderKilled', { faction: state.seats[victim]!, leader, reason: 'capture' });
        bankToFaction(state, 'harkonnen', CAPTURE_KILL_SPICE);
        log.public('spicePaid', { seat, amount: CAPTURE_KILL_SPICE });
        return;
      }
      l.location = 'captured';
      state.extra!.captured.push(leader);
      log.public('prisonerKept', { seat, leader });
    },
  },
  // rules 000 §10.C.6: the winner keeps or discards each weapon and defense it played.
  keepCards: {
    seats: oneSeat,
    legal(state, _frame, seat) {
      return subsets(keepableCards(state, currentBattle(state), seat)).map((discard): DuneAction => ({
        type: 'keepCards',
        discard,
      }));
    },
    check(state, _frame, seat, action) {
      const keepable: readonly string[] = keepableCards(state, currentBattle(state), seat);
      const valid =
        action.type === 'keepCards' &&
        new Set(action.discard).size === action.discard.length &&
        action.discard.every((c) => keepable.includes(c));
      if (valid) return null;
      if (action.type !== 'keepCards') return ruleError('illegalAction', { type: action.type, decision: 'keepCards' });
      // issue 21: a card discarded twice, or one the winner did not play.
      const card = action.discard.find((c, i) => !keepable.includes(c) || action.discard.indexOf(c) !== i)!;
      return reason('cardNotKeepable', { card });
    },
    perform(state, _frame, seat, action, log) {
      if (action.type !== 'keepCards') return;
      pop(state);
      const battle = currentBattle(state);
      const discard = action.discard as TreacheryCardId[];
      const kept = keepableCards(state, battle, seat).filter((c) => !discard.includes(c));
      discardPlayed(state, seat, discard, log);
      if (kept.length > 0) log.public('cardsKept', { seat, cards: kept });
    },
  },
};

/*
 * Why not (issue 21): the reasons of the battle phase's decisions, from the rules that list them. Only asked when an
 * action is refused.
 */

/** rules 000 §10.A.1: a battle only where the seat's forces meet the opponent's. */
export function battleChoiceRefusal(state: DuneState, seat: Seat, action: DuneAction): RuleError | null {
  // 000 XXXII "Tout joueur doit, si il le peut, effectuer un combat": only the Bene Gesserit may pass.
  if (action.type === 'pass' && battleOrderOn(state) && !beneGesseritMayPass(state, seat))
    return reason('mustChooseBattle');
  if (action.type !== 'battle') return null;
  const listed = battlesOf(state, seat).some((o) => o.territory === action.territory && o.opponent === action.opponent);
  return listed ? null : reason('noBattleThere', { territory: action.territory, opponent: action.opponent });
}

/** rules 000 §10.B: why not this step of the plan (the step the seat is at; another step's action is no answer). */
export function battlePlanRefusal(
  state: DuneState,
  frame: FrameOf<'battlePlan'>,
  seat: Seat,
  action: DuneAction,
): RuleError | null {
  const battle = currentBattle(state);
  const draft = frame.draft[seat] ?? {};
  const step = frame.step[seat];
  if (step === 'leader' && action.type === 'planLeader')
    return leaderRefusal(state, battle, seat, {
      leader: action.leader as LeaderId | null,
      cheapHero: action.cheapHero as TreacheryCardId | null,
      ...(action.kwisatzHaderach ? { kwisatzHaderach: true } : {}),
    });
  if (step === 'weapon' && action.type === 'planWeapon')
    return cardRefusal(state, battle, seat, draft, 'weapon', action.card as TreacheryCardId | null);
  if (step === 'defense' && action.type === 'planDefense')
    return cardRefusal(state, battle, seat, draft, 'defense', action.card as TreacheryCardId | null);
  if (step === 'dial' && action.type === 'planDial')
    return numberRefusal(state, battle, seat, draft, 'dial', action.dial);
  if (step === 'starred' && action.type === 'planStarred')
    return numberRefusal(state, battle, seat, draft, 'starred', action.starred);
  if (step === 'spice' && action.type === 'planSpice')
    return numberRefusal(state, battle, seat, draft, 'spice', action.spice);
  return null;
}

/** rules 000 §10.D.1: treason is called only on one's own traitor, revealed in the opponent's plan. */
export function traitorCallRefusal(state: DuneState, seat: Seat, action: DuneAction): RuleError | null {
  if (action.type !== 'callTraitor' || !action.call) return null;
  return betrayableLeader(state, currentBattle(state), seat) === null ? reason('noTraitor') : null;
}

/** rules 000 §24.C: the winner's losses, worth its strength, lie between the counts the frame offers. */
export function battleLossesRefusal(frame: FrameOf<'battleLosses'>, action: DuneAction): RuleError | null {
  if (action.type !== 'battleLosses') return null;
  if (action.count >= frame.min && action.count <= frame.max) return null;
  return reason('lossesOutOfRange', { count: action.count, min: frame.min, max: frame.max });
}

/**
 * annexe 3 Atreides 3: one element of the plan; rules 000 §18, annexe 4 Karama B Atreides: the whole plan only for a
 * fighting Atreides with a Karama, and nothing but that when a Karama cancelled the prescience.
 */
export function prescienceRefusal(
  state: DuneState,
  frame: FrameOf<'prescience'>,
  seat: Seat,
  action: DuneAction,
): RuleError | null {
  if (action.type !== 'prescience') return null;
  if (action.element !== 'plan') return frame.karamaOnly ? reason('prescienceCancelled') : null;
  if (karamaPlanSeat(state, currentBattle(state)) !== seat) return reason('karamaPlanNotFighting');
  return karamaCardOf(state, seat) === null ? reason('noKaramaCard') : null;
}

/** rules 000 §15 (annexe 5 Emperor 1, Fremen 4): the winner's losses, starred tokens counting double. */
export function starredLossesRefusal(frame: FrameOf<'starredLosses'>, action: DuneAction): RuleError | null {
  if (action.type !== 'starredLosses') return null;
  if (frame.options.some((o) => o.count === action.count && o.starred === action.starred)) return null;
  return reason('starredLossesSplit', { count: action.count, starred: action.starred });
}

/** annexe 5 Harkonnen 1 (rules 000 §15): first take a prisoner or not, then kill or keep the one taken. */
export function captureRefusal(frame: FrameOf<'capture'>, action: DuneAction): RuleError | null {
  if (action.type !== 'capture') return null;
  const first = action.choice === 'pass' || action.choice === 'take';
  if (first === (frame.leader === null)) return null;
  return reason(first ? 'prisonerAlreadyTaken' : 'noPrisonerYet');
}
