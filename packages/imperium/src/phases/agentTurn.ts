import type { Seat } from '@arrakis/engine';
import type { ActionOf, EngineAction } from '../actions.ts';
import { cardData, removeOne } from '../cards.ts';
import { HAGAL_DIFFICULTIES } from '../data/hagal.ts';
import { paySolari } from '../dsl/build.ts';
import type { BoardSpace, ImperiumCard } from '../dsl/content.ts';
import type { Condition } from '../dsl/condition.ts';
import type { Cost } from '../dsl/cost.ts';
import type { Effect, Option } from '../dsl/effect.ts';
import type { AgentIcon } from '../dsl/primitives.ts';
import type { BoardSpaceId as SpaceId } from '../ids.ts';
import { modulesWith, playerCardIn, spaceIn, type ContentSet, type RivalRules, type RuleModule } from '../edition.ts';
import { contentOf, editionOf } from '../editions/index.ts';
import { addAgent, controllerOf, placedAgents } from '../effects/board.ts';
import { removeAgent } from '../effects/decisions.ts';
import { costVariants, fulfillable, holds, plain } from '../effects/evaluate.ts';
import { payCosts } from '../effects/pay.ts';
import { pop, push, pushEffects } from '../effects/stack.ts';
import type { EventLog } from '../events.ts';
import { distinct, firstOfItsValue, sameAction } from '../flow.ts';
import type { EffectContext } from '../frames.ts';
import { hasHook, leaderHook, leaderTrigger } from '../leaders.ts';
import type { CardId, EngineState, EnginePlayerState } from '../state.ts';

/** Duke Leto's Landsraad Popularity: Landsraad spaces cost him 1 Solari less. */
export function solariDiscount(state: EngineState, seat: Seat, space: BoardSpace<SpaceId>): number {
  return space.icon === 'landsraad' && hasHook(state, seat, 'landsraadPopularity') ? 1 : 0;
}

/**
 * A space's cost; in solo the Mentat may cost 5 Solari (rules 002 PARTIE SOLO: "Jeton 5 Solari"); the edition's
 * modules may change it (Uprising's Swordmaster).
 */
export function spaceCost(state: EngineState, space: BoardSpace<SpaceId>): readonly Cost[] {
  return costWith(state, space, modulesWith(editionOf(state), 'spaceCost'));
}

/** `spaceCost` with the edition's `spaceCost` modules already found (once per listing). */
function costWith(state: EngineState, space: BoardSpace<SpaceId>, modules: readonly RuleModule[]): readonly Cost[] {
  const difficulty = state.houseHagal?.difficulty;
  let cost = space.id === 'mentat' && difficulty ? [paySolari(HAGAL_DIFFICULTIES[difficulty].mentatCost)] : space.cost;
  for (const module of modules) cost = module.spaceCost!(state, space, cost);
  return cost;
}

/** Whether the seat already has what a once-per-game space gives. */
function usedOnce(p: EnginePlayerState, space: BoardSpace<SpaceId>): boolean {
  for (const e of space.effects)
    if ((e.kind === 'takeHighCouncilSeat' && p.highCouncil) || (e.kind === 'gainSwordmaster' && p.swordmaster))
      return true;
  return false;
}

/** What `canSendTo` asks of the seat whatever the space: found once per listing of its Agent placements. */
export interface SeatFacts {
  readonly p: EnginePlayerState;
  /** Helena's Eyes Everywhere: opponents' Agents do not bar Landsraad and City spaces. */
  readonly eyesEverywhere: boolean;
  readonly landsraadPopularity: boolean;
  /** Uprising's infiltration this turn: opponents' Agents bar no space. */
  readonly infiltrate: boolean;
  /** The edition's Rivals when one plays: their difficulty may bar a space to the player. */
  readonly rivals: RivalRules | null;
  /** The edition's modules that bar spaces, and those that change a space's cost. */
  readonly barring: readonly RuleModule[];
  readonly costing: readonly RuleModule[];
}

export function seatFacts(state: EngineState, seat: Seat): SeatFacts {
  const edition = editionOf(state);
  const hook = leaderHook(state, seat);
  return {
    p: state.players[seat]!,
    eyesEverywhere: hook === 'eyesEverywhere',
    landsraadPopularity: hook === 'landsraadPopularity',
    infiltrate: state.turn?.infiltrate === true,
    rivals: state.houseHagal ? edition.rivals : null,
    barring: modulesWith(edition, 'barsSpace'),
    costing: modulesWith(edition, 'spaceCost'),
  };
}

export type Ignore = { readonly opponents?: boolean; readonly requirement?: boolean };

const NOTHING_IGNORED: Ignore = {};
const NOBODY: readonly Seat[] = [];

/**
 * Whether the seat may send an Agent to `spaceId` (rules 002 TOUR AGENT): unoccupied, not blocked by The Voice,
 * not a once-per-game space used already, its requirement met, its cost payable, and a space `choose` (Sell
 * Melange) with an option it can pay. `from` is the space a Kwisatz Haderach Agent leaves (it may go back).
 * `ignore`: what an edition's rule lets the Agent overlook (Uprising: opponents' Agents when infiltrating with a
 * Spy, the influence requirement with Undercover Asset).
 */
export function canSendTo(
  state: EngineState,
  seat: Seat,
  spaceId: SpaceId,
  from: SpaceId | null,
  ignore: Ignore = {},
): boolean {
  return spaceRefusal(state, seat, seatFacts(state, seat), spaceIn(contentOf(state), spaceId), from, ignore) === null;
}

/**
 * Why the seat may not send an Agent to the space, or null when it may (issue 21): each rule answers its own code, a
 * constant string, so that the listing, which only asks `=== null`, builds nothing; `explainSendAgent` turns the
 * code into a reason with its parameters.
 */
export type SpaceRefusal =
  | 'spaceOccupied'
  | 'spaceBlocked'
  | 'oncePerGame'
  | 'noSwordmasterSolo'
  | 'commanderSpace'
  | 'influenceRequired'
  | 'cannotPay';

export function spaceRefusal(
  state: EngineState,
  seat: Seat,
  facts: SeatFacts,
  space: BoardSpace<SpaceId>,
  from: SpaceId | null,
  ignore: Ignore,
  printed: PrintedSpace = printedSpace(space),
): SpaceRefusal | null {
  // Board spaces have many shapes: what is read of the space's printed data is read from `printed` (one shape).
  const spaceId = printed.id;
  const placed = state.board.agents[spaceId];
  let here: readonly Seat[] = placed ?? NOBODY;
  if (from === spaceId && placed) {
    const copy = [...placed];
    removeOne(copy, seat);
    here = copy;
  }
  if (here.length > 0) {
    if (here.includes(seat)) return 'spaceOccupied';
    // Infiltrate, and Helena's Eyes Everywhere on Landsraad and City spaces, ignore opponents' Agents.
    const ignoreOthers =
      ignore.opponents === true || facts.infiltrate || (printed.landsraadOrCity && facts.eyesEverywhere);
    if (!ignoreOthers) return 'spaceOccupied';
  }
  // rules 002 CLARIFICATIONS (La Voix): not even Kwisatz Haderach overcomes it.
  if (state.board.blocked.length > 0 && blockedFor(state, seat, spaceId)) return 'spaceBlocked';
  // rules 002 CLARIFICATIONS (Kwisatz Haderach): once-per-game spaces stay once per game. What the space gives
  // says whether it was used: a High Council seat, a Swordmaster (Uprising's High Council is not once per game).
  if (printed.oncePerGame && usedOnce(facts.p, space)) return 'oncePerGame';
  // rules 002 PARTIE SOLO, Kwisatz Haderach (Expert+): no Swordmaster for the player.
  if (spaceId === 'swordmaster' && state.houseHagal?.difficulty === 'kwisatzHaderach') return 'noSwordmasterSolo';
  if (facts.rivals?.barsSpace?.(state, seat, spaceId)) return 'noSwordmasterSolo';
  for (const module of facts.barring) if (module.barsSpace!(state, seat, spaceId)) return 'commanderSpace';
  if (printed.requires && !ignore.requirement && !holds(state, seat, printed.requires, null))
    return 'influenceRequired';
  // A space that costs nothing, whose cost no module changes and that has no choice to pay for: nothing to check.
  if (printed.free && facts.costing.length === 0 && !(spaceId === 'mentat' && state.houseHagal?.difficulty))
    return null;
  const ctx = printed.ctx;
  const discount = printed.landsraad && facts.landsraadPopularity ? 1 : 0;
  // `costWith` answers the printed cost when no module changes it and the space is not the Mentat.
  const cost =
    facts.costing.length === 0 && spaceId !== 'mentat' ? printed.cost : costWith(state, space, facts.costing);
  if (costVariants(state, seat, cost, ctx, discount).length === 0) return 'cannotPay';
  for (const options of printed.choices) if (!somePayable(state, seat, options, ctx)) return 'cannotPay';
  return null;
}

/** What `spaceRefusal` reads of a space's printed data, found once per space (content never changes). */
export interface PrintedSpace {
  readonly id: SpaceId;
  readonly landsraad: boolean;
  /** A Landsraad or City space (Helena's Eyes Everywhere). */
  readonly landsraadOrCity: boolean;
  readonly oncePerGame: boolean;
  readonly requires: Condition | null;
  readonly cost: readonly Cost[];
  /**
   * The context of the space's effects, one per space for the whole process: a new object at each check was a tenth
   * of what an Imperium game allocated. Only read, never stored.
   */
  readonly ctx: EffectContext;
  /** The options of each `choose` among the space's effects (Sell Melange): one of them must be payable. */
  readonly choices: readonly (readonly Option[])[];
  /** No printed cost and no `choose`. */
  readonly free: boolean;
}

const PRINTED_SPACES = new WeakMap<BoardSpace<SpaceId>, PrintedSpace>();

function printedSpace(space: BoardSpace<SpaceId>): PrintedSpace {
  let facts = PRINTED_SPACES.get(space);
  if (!facts) {
    const choices: (readonly Option[])[] = [];
    for (const e of space.effects) if (e.kind === 'choose') choices.push(e.options);
    facts = {
      id: space.id,
      landsraad: space.icon === 'landsraad',
      landsraadOrCity: space.icon === 'landsraad' || space.icon === 'city',
      oncePerGame: space.oncePerGame === true,
      requires: space.requires ?? null,
      cost: space.cost,
      ctx: { source: 'space', card: null, space: space.id },
      choices,
      free: space.cost.length === 0 && choices.length === 0,
    };
    PRINTED_SPACES.set(space, facts);
  }
  return facts;
}

// The two checks below are functions of their own so that `spaceRefusal`, called for every space at every listing,
// has no closure: one would make V8 allocate its variables anew at each call.

/** Whether another seat's Voice blocks the space (rules 002 CLARIFICATIONS, La Voix). */
function blockedFor(state: EngineState, seat: Seat, spaceId: SpaceId): boolean {
  for (const b of state.board.blocked) if (b.space === spaceId && b.by !== seat) return true;
  return false;
}

/** Whether a `choose` has an option the seat can pay and fulfil (Sell Melange). */
function somePayable(state: EngineState, seat: Seat, options: readonly Option[], ctx: EffectContext): boolean {
  for (const o of options)
    if (costVariants(state, seat, o.cost ?? [], ctx).length > 0 && fulfillable(state, seat, o.effects)) return true;
  return false;
}

export type SendableCheck = (space: SpaceId, from: SpaceId | null, ignore?: Ignore) => boolean;

/** An edition's board spaces in `spaceIds` order, and where each stands in it. */
export interface SpaceIndex {
  readonly spaces: readonly BoardSpace<SpaceId>[];
  /** The spaces' ids, by position (`spaceIds`). */
  readonly ids: readonly SpaceId[];
  readonly position: ReadonlyMap<SpaceId, number>;
  /** What `spaceRefusal` reads of each space's printed data, by position. */
  readonly printed: readonly PrintedSpace[];
}

const spaceIndexes = new WeakMap<ContentSet, SpaceIndex>();
let lastIndexed: ContentSet | null = null;
let lastIndex: SpaceIndex | null = null;

/** The content's `SpaceIndex`, built once (content is immutable); the last one asked is kept at hand. */
export function spaceIndex(content: ContentSet): SpaceIndex {
  if (content === lastIndexed) return lastIndex!;
  let index = spaceIndexes.get(content);
  if (!index) {
    const spaces = content.spaceIds.map((id) => spaceIn(content, id));
    index = {
      spaces,
      ids: content.spaceIds,
      position: new Map(spaces.map((s, i) => [s.id, i])),
      printed: spaces.map(printedSpace),
    };
    spaceIndexes.set(content, index);
  }
  lastIndexed = content;
  lastIndex = index;
  return index;
}

/** What a turn (its Agent listing, the Agent sent, the reveal) reads of a card, found once per card of a content. */
interface AgentCard {
  readonly data: ImperiumCard;
  /** `data.agentIcons` is not empty (card data have many shapes: read here, from one). */
  readonly hasIcons: boolean;
  /** The positions (in `spaceIds` order) of the spaces the card's printed Agent icons reach. */
  readonly reach: readonly number[];
  readonly relocates: boolean;
  /** Undercover Asset (Uprising): its Agent box lets the Agent past influence requirements. */
  readonly ignoresRequirements: boolean;
  /** Its Agent and Reveal boxes, read by the turn's actions (from one shape). */
  readonly agentBox: readonly Effect[];
  readonly revealBox: readonly Effect[];
  /**
   * The card's `sendAgent` of a new Agent, by space position, each made once when first listed: an Agent listing
   * allocates none of them. Frozen, since every listing shares them.
   */
  readonly sends: (EngineAction | undefined)[];
}

const agentCards = new WeakMap<ContentSet, Map<CardId, AgentCard>>();
let lastContent: ContentSet | null = null;
let lastAgentCards: Map<CardId, AgentCard> | null = null;

export function agentCard(content: ContentSet, card: CardId): AgentCard {
  let byCard = content === lastContent ? lastAgentCards : agentCards.get(content);
  if (!byCard) agentCards.set(content, (byCard = new Map()));
  lastContent = content;
  lastAgentCards = byCard;
  let found = byCard.get(card);
  if (!found) {
    const data = playerCardIn(content, card);
    const icons: readonly string[] = data.agentIcons;
    const reach = spaceIndex(content).spaces.flatMap((s, i) => (icons.includes(s.icon) ? [i] : []));
    const ignoresRequirements = data.agent.some((e) => e.kind === 'ignoreInfluenceRequirements');
    byCard.set(
      card,
      (found = {
        data,
        hasIcons: icons.length > 0,
        reach,
        relocates: relocates(data),
        ignoresRequirements,
        agentBox: data.agent,
        revealBox: data.reveal,
        sends: [],
      }),
    );
  }
  return found;
}

/** The positions of the spaces the card reaches this turn: its printed icons and those an effect added (`extra`). */
export function cardReach(
  content: ContentSet,
  card: CardId,
  data: ImperiumCard,
  extra: readonly AgentIcon[],
): readonly number[] {
  if (extra.length === 0) return agentCard(content, card).reach;
  const icons: readonly string[] = data.agentIcons;
  return spaceIndex(content).spaces.flatMap((s, i) => (icons.includes(s.icon) || extra.includes(s.icon) ? [i] : []));
}

/**
 * `canSendTo` for one listing of the seat's Agent placements: whether a space may be visited does not depend on the
 * card played, so each (space, moved Agent, ignored rule) is checked once however many cards reach it. `at` answers
 * the usual question (a new Agent, no rule ignored) by the space's position in `spaceIds`. A class rather than
 * closures: one listing makes one object, and its methods stay monomorphic.
 */
export class Sendable {
  private readonly index: SpaceIndex;
  private facts: SeatFacts | null = null;
  private readonly plain: (boolean | undefined)[];
  // The other questions (a moved Agent, an ignored rule) are rare: their answers' Map is made when first asked.
  private other: Map<string, boolean> | null = null;
  private asFunction: SendableCheck | null = null;

  constructor(
    private readonly state: EngineState,
    private readonly seat: Seat,
  ) {
    this.index = spaceIndex(contentOf(state));
    // Made at its full length: answers come in the cards' order, not the spaces'.
    this.plain = new Array<boolean | undefined>(this.index.ids.length);
  }

  at(position: number): boolean {
    let answer = this.plain[position];
    if (answer === undefined)
      this.plain[position] = answer =
        spaceRefusal(
          this.state,
          this.seat,
          (this.facts ??= seatFacts(this.state, this.seat)),
          this.index.spaces[position]!,
          null,
          NOTHING_IGNORED,
          this.index.printed[position],
        ) === null;
    return answer;
  }

  check(space: SpaceId, from: SpaceId | null, ignore: Ignore = NOTHING_IGNORED): boolean {
    if (from === null && ignore.opponents !== true && ignore.requirement !== true) {
      const position = this.index.position.get(space);
      if (position !== undefined) return this.at(position);
    }
    const key = `${space}|${from ?? ''}|${ignore.opponents === true ? 1 : 0}${ignore.requirement ? 1 : 0}`;
    this.other ??= new Map();
    let answer = this.other.get(key);
    if (answer === undefined) {
      const facts = (this.facts ??= seatFacts(this.state, this.seat));
      answer = spaceRefusal(this.state, this.seat, facts, spaceIn(contentOf(this.state), space), from, ignore) === null;
      this.other.set(key, answer);
    }
    return answer;
  }

  /** `check` as a function, for the edition's modules (made once per listing, when one asks). */
  get checker(): SendableCheck {
    return (this.asFunction ??= (space, from, ignore) => this.check(space, from, ignore));
  }
}

export function sendableCheck(state: EngineState, seat: Seat): Sendable {
  return new Sendable(state, seat);
}

/** rules 002 CLARIFICATIONS (Kwisatz Haderach): whether the card's Agent box moves an Agent already on the board. */
export function relocates(data: ImperiumCard): boolean {
  for (const e of data.agent) if (e.kind === 'relocateAgent') return true;
  return false;
}

function newAgentAction(known: AgentCard, card: CardId, ids: readonly SpaceId[], position: number): EngineAction {
  return (known.sends[position] ??= Object.freeze<EngineAction>({
    type: 'sendAgent',
    card,
    space: ids[position]!,
    from: null,
  }));
}

/**
 * Every (card, space, moved Agent) the seat may play now (rules 002 TOUR AGENT); with `only`, those of that card
 * alone (what a check of one `sendAgent` needs: the placements of one card do not depend on the others).
 */
export function agentActions(state: EngineState, seat: Seat, only: CardId | null = null): EngineAction[] {
  const sendable = sendableCheck(state, seat);
  const p = state.players[seat]!;
  const content = contentOf(state);
  const { ids } = spaceIndex(content);
  const extra = state.turn?.seat === seat ? state.turn.extraIcons : [];
  const out: EngineAction[] = [];
  let placed: SpaceId[] | null = null;
  const hand = p.hand;
  for (let h = 0; h < hand.length; h++) {
    const card = hand[h]!;
    if (only !== null && card !== only) continue;
    // The hand's distinct cards, in order: a copy counts at its first place.
    if (!firstOfItsValue(hand, h)) continue;
    const known = agentCard(content, card);
    const data = known.data;
    // rules 002 TOUR AGENT: a card without Agent icons can only be revealed.
    if (!known.hasIcons) continue;
    // rules 002 CLARIFICATIONS (Kwisatz Haderach): it sends an Agent already on the board.
    const relocate = known.relocates;
    if (!relocate && p.agentsLeft <= 0) continue;
    const reach = extra.length === 0 ? known.reach : cardReach(content, card, data, extra);
    if (!relocate) {
      for (const i of reach) if (sendable.at(i)) out.push(newAgentAction(known, card, ids, i));
      continue;
    }
    placed ??= distinct(placedAgents(state, seat));
    for (const i of reach) {
      const space = ids[i]!;
      for (const from of placed) if (sendable.check(space, from)) out.push({ type: 'sendAgent', card, space, from });
    }
  }
  for (const module of modulesWith(editionOf(state), 'agentOptions'))
    if (module.agentOptions)
      for (const a of module.agentOptions(state, seat, sendable.checker))
        if (only === null || (a.type === 'sendAgent' && a.card === only)) out.push(a);
  return out;
}

/**
 * Whether `agentActions` lists the action, mostly without listing: a new Agent sent with a card's printed or added
 * icons is listed exactly when that one space may be visited; anything else (a moved Agent, a Spy's placement, a
 * refusal) is looked up among the card's placements, the edition's included.
 */
export function listsAgentAction(state: EngineState, seat: Seat, action: ActionOf<'sendAgent'>): boolean {
  const p = state.players[seat]!;
  if (!('spy' in action) && action.from === null && p.agentsLeft > 0 && p.hand.includes(action.card)) {
    const data = cardData(state, action.card);
    if (data.agentIcons.length > 0 && !relocates(data)) {
      const content = contentOf(state);
      const position = spaceIndex(content).position.get(action.space);
      const extra = state.turn?.seat === seat ? state.turn.extraIcons : [];
      if (
        position !== undefined &&
        cardReach(content, action.card, data, extra).includes(position) &&
        sendableCheck(state, seat).at(position)
      )
        return true;
    }
  }
  return agentActions(state, seat, action.card).some((a) => sameAction(a, action));
}

/**
 * rules 002 TOUR AGENT: the card is played, the Agent placed, the space's cost paid "immédiatement"; the
 * controller's bonus is given; then the space's effects and the card's Agent box resolve in the order the player
 * picks ("dans l'ordre de votre choix"), each group as a whole.
 */
export function sendAgent(state: EngineState, seat: Seat, action: ActionOf<'sendAgent'>, log: EventLog): void {
  const p = state.players[seat]!;
  const turn = state.turn!;
  const card: CardId = action.card;
  const space = spaceIn(contentOf(state), action.space);
  pop(state);
  turn.kind = 'agent';
  turn.stage = 'effects';
  turn.acted = true;
  turn.card = card;
  turn.space = action.space;
  removeOne(p.hand, card);
  p.inPlay.push(card);
  if (action.from) removeAgent(state, seat, action.from);
  else p.agentsLeft--;
  addAgent(state, action.space, seat);
  log.public('agentSent', { seat, card, space: action.space, from: action.from });
  for (const module of editionOf(state).modules) module.agentSent?.(state, seat, action.space, log);
  const ctx: EffectContext = { source: 'space', card: null, space: action.space };
  const agentBox = agentCard(contentOf(state), card).agentBox;
  const cardCtx = { source: 'agentBox', card, space: action.space } as const;
  if (!plain(agentBox) || !plain(space.effects))
    push(state, {
      kind: 'effectOrder',
      seat,
      groups: [
        { effects: space.effects.slice(), ctx },
        { effects: agentBox.slice(), ctx: cardCtx },
      ],
    });
  else {
    pushEffects(state, seat, agentBox, cardCtx);
    pushEffects(state, seat, space.effects, ctx);
  }
  const controller = controllerOf(state, action.space);
  // rules 002 Bonus de Contrôle: whoever sends an Agent there, the controller gets the bonus.
  if (controller !== null && space.controlBonus)
    pushEffects(state, controller, space.controlBonus, { source: 'control', card: null, space: action.space });
  const paid = payCosts(state, seat, spaceCost(state, space), null, ctx, log, solariDiscount(state, seat, space));
  // FAQ 2021 on Ilban Richese: Solari paid for a board space's printed cost.
  if (paid > 0) leaderTrigger(state, seat, 'paySolariForBoardSpace');
  for (const module of editionOf(state).modules) module.agentPlaced?.(state, seat, action, log);
}
