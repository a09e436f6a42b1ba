import type { Seat } from '@arrakis/engine';
import type { Cost } from './dsl/cost.ts';
import type { Effect, Option } from './dsl/effect.ts';
import type { Faction } from './dsl/primitives.ts';
import type { BoardSpaceId as SpaceId } from './ids.ts';
import type { ObservationPostId, UprisingCost } from './dsl/uprising.ts';
import type { CardId } from './state.ts';
import { kindOf } from './effects/stack.ts';

/** Where a list of effects comes from: what `trashThisCard`, `spaceFaction` and the counters refer to. */
export interface EffectContext {
  readonly source:
    | 'space'
    | 'agentBox'
    | 'revealBox'
    | 'acquire'
    | 'trashed'
    | 'intrigue'
    | 'conflict'
    | 'track'
    | 'leader'
    | 'control'
    | 'highCouncil'
    | 'contract';
  /** The card carrying the effects, when there is one. */
  readonly card: CardId | null;
  /** The space the Agent was sent to this turn, when there is one. */
  readonly space: SpaceId | null;
}

/**
 * The decision stack (ARCHITECTURE §2): the top frame (last element) says who acts and what is legal. `effects`
 * frames are not decisions: the interpreter resolves them, one effect at a time, until a decision frame is on top.
 */
export type Frame =
  /** Effects still to resolve for `seat`, in order. */
  | { kind: 'effects'; seat: Seat; effects: Effect[]; ctx: EffectContext }
  /** rules 002 MISE EN PLACE D: the seat picks a leader. */
  | { kind: 'chooseLeader'; seat: Seat }
  /** rules 002 CLARIFICATIONS (Baron): keep 2 of the 4 Faction tokens, secretly. */
  | { kind: 'masterstrokeTokens'; seat: Seat }
  /** rules 002 PHASE 2: an Agent turn or a Reveal turn, and Plot Intrigues before. */
  | { kind: 'turn'; seat: Seat }
  /**
   * rules 002 TOUR AGENT: "Vous pouvez résoudre ces effets dans l'ordre de votre choix": which group (the space's
   * effects, the card's Agent box) resolves next.
   */
  | { kind: 'effectOrder'; seat: Seat; groups: { effects: Effect[]; ctx: EffectContext }[] }
  /** rules 002 "Payer un coût": pay the cost for the effects, or not. */
  | { kind: 'pay'; seat: Seat; cost: Cost[]; effects: Effect[]; ctx: EffectContext }
  /** A `choose` node: `remaining` more different options to take. */
  | { kind: 'choose'; seat: Seat; options: Option[]; remaining: number; taken: number[]; ctx: EffectContext }
  /** Which Faction an influence change goes to; `remaining` more different Factions to pick. */
  | { kind: 'faction'; seat: Seat; among: Faction[]; amount: number; remaining: number; ctx: EffectContext }
  /**
   * rules 002 PARTIE SOLO, TOURS DES RIVAUX, Choix: a Rival gains influence where it has least; on a tie the player
   * (`seat`) decides for the Rival: `remaining` more different Factions among the tied ones.
   */
  | { kind: 'rivalFaction'; seat: Seat; rival: Seat; among: Faction[]; amount: number; remaining: number }
  /**
   * rules 002 PARTIE SOLO, Choix: "dans le cas d'un choix n'impliquant pas d'Influence, vous décidez pour le Rival":
   * the player (`seat`) takes `remaining` more of the Rival's options, for the Rival `rival`.
   */
  | { kind: 'rivalChoose'; seat: Seat; rival: Seat; options: Option[]; remaining: number; taken: number[] }
  /** The same rule for a Rival's optional payment (a `pay` arrow): the player decides whether the Rival pays. */
  | { kind: 'rivalPay'; seat: Seat; rival: Seat; effect: Effect }
  /** How many troops go from the garrison to the Conflict (rules 002 TOUR AGENT (SUITE)). */
  | { kind: 'deploy'; seat: Seat; max: number }
  /** How many troops go from the Conflict back to the garrison (rules 002 "Repliez"). */
  | { kind: 'retreat'; seat: Seat; max: number }
  /** rules 002 GUIDE DES ICÔNES "Détruisez": which card to trash, if any. */
  | { kind: 'trash'; seat: Seat }
  /** Discard `remaining` cards of the seat's choice (rules 002 CLARIFICATIONS, Test d'Humanité). */
  | { kind: 'discard'; seat: Seat; remaining: number }
  /** Other Memory: which card of the Faction to take back from the discard pile. */
  | { kind: 'takeFromDiscard'; seat: Seat; faction: Faction }
  /** `opponents { who: 'chosen' }`: which opponent undergoes the effects. */
  | { kind: 'chooseOpponent'; seat: Seat; among: Seat[]; effects: Effect[]; ctx: EffectContext }
  /** The Voice: which space to block (rules 002 CLARIFICATIONS, La Voix). */
  | { kind: 'blockSpace'; seat: Seat }
  /** Urgent Mission: which placed Agent to recall (rules 002 "Rappelez"). */
  | { kind: 'recallAgent'; seat: Seat }
  /** A free acquisition up to `maxCost` (Bypass Protocol). */
  | { kind: 'acquireCard'; seat: Seat; maxCost: number; toTop: boolean }
  /** Helena's signet: which Imperium row card to set aside. */
  | { kind: 'reserveRowCard'; seat: Seat; discount: number }
  /** Poison Snooper: the seat looks at the top card of its deck (only it sees which), then acts on it. */
  | { kind: 'inspectTop'; seat: Seat; then: ('draw' | 'trash')[] }
  /**
   * rules 002 PHASE 2: Plot Intrigues "à tout moment de l'un de vos tours Agent": after the Agent's effects, until
   * the seat ends its turn. Always asked, so that nobody learns who holds a Plot card.
   */
  | { kind: 'endAgentTurn'; seat: Seat }
  /** rules 002 Acquérir des Cartes: acquisitions of the Reveal turn, until the seat is done. */
  | { kind: 'acquire'; seat: Seat }
  /** Baron's Masterstroke: reveal the two tokens now, or not. */
  | { kind: 'masterstroke'; seat: Seat }
  /**
   * rules 002 CARTES INTRIGUE COMBAT: seats with a troop in the Conflict, from the first player, play Combat
   * Intrigues or pass, until all have passed in succession.
   */
  | { kind: 'combatIntrigue'; order: Seat[]; index: number; passes: number; played: boolean }
  /** rules 002 CARTES INTRIGUE COMBAT: "lorsque vous remportez un Conflit", after the rewards. */
  | { kind: 'conflictWon'; seat: Seat }
  /** rules 002 FIN DE PARTIE: Endgame Intrigues, each seat in turn order. */
  | { kind: 'endgameIntrigue'; order: Seat[]; index: number }
  | UprisingFrame
  | SixPlayerFrame;

/** Uprising's decisions (rules 004), answered by `editions/uprising/frames.ts`. */
export type UprisingFrame =
  /** rules 004 "Placer un Espion": onto which of `posts`; with the supply empty, moving which of the seat's Spies. */
  | { kind: 'placeSpy'; seat: Seat; posts: ObservationPostId[]; mayShare: boolean }
  /** Gather intelligence: right after placing an Agent, recall a Spy from a post of `posts` to draw 1 card, or not. */
  | { kind: 'gatherIntelligence'; seat: Seat; posts: ObservationPostId[] }
  /** Uprising's arrow: pay all of `cost` for `effects`, or not (`mandatory`: an Intrigue's, rules 004 FAQ). */
  | { kind: 'payUprising'; seat: Seat; cost: UprisingCost[]; effects: Effect[]; ctx: EffectContext; mandatory: boolean }
  /** One part of a paid Uprising cost that names a card or a Spy: `remaining` more to give. */
  | { kind: 'uprisingCost'; seat: Seat; cost: UprisingCost; remaining: number; ctx: EffectContext }
  /**
   * Long Live the Fighters: the top cards looked at are the last `looked` cards of the hand (only the seat sees
   * them); `trash` of them go to the trash, then `discard` to the discard pile, the rest stay drawn.
   */
  | { kind: 'sortTopCards'; seat: Seat; looked: number; trash: number; discard: number }
  /** Price is No Object: acquire one card into the hand, paying its cost in Solari, or not. */
  | { kind: 'acquireWithSolari'; seat: Seat }
  /** rules 004 "Espace CHOM": which contract to take (the face-up ones; Shaddam's set-aside ones too). */
  | { kind: 'takeContract'; seat: Seat }
  /** rules 004 Dame Jessica, Autres Mémoires: return the Memories, draw a card for each and flip, or not. */
  | { kind: 'otherMemories'; seat: Seat }
  /** Princess Irulan's signet: which card costing at most `maxCost` to acquire into the hand. */
  | { kind: 'acquireToHand'; seat: Seat; maxCost: number }
  /** rules 004 FAQ Alliance: the player who lost influence picks who of the tied players takes the Alliance. */
  | { kind: 'allianceTie'; seat: Seat; faction: Faction; among: Seat[] };

/** The six-player team game's decisions (facts uprising-rules.md §1), answered by `editions/uprising/six/`. */
export type SixPlayerFrame =
  /** A six-player Commander activates one of `among` (its Allies) for this turn; `reveal`: on its Reveal turn. */
  | { kind: 'activateAlly'; seat: Seat; among: Seat[]; reveal: boolean }
  /** Reinforce: how many of `troops` go to `allies[0]` (the rest to `allies[1]`), each may deploy them. */
  | { kind: 'reinforce'; seat: Seat; allies: Seat[]; troops: number }
  /** Tied in the Combat with its teammate `partner`: concede (take the next place) or not; then `partner` is asked. */
  | { kind: 'concede'; seat: Seat; partner: Seat | null };

export type FrameKind = Frame['kind'];
export type FrameOf<K extends FrameKind> = Extract<Frame, { kind: K }>;

/** The seat a decision frame waits for. */
export function frameSeat(frame: Frame): Seat {
  // `kindOf` remembers the last frame's kind: `frame.kind` is a megamorphic read (~40 shapes).
  const kind = kindOf(frame);
  if (kind === 'combatIntrigue' || kind === 'endgameIntrigue') {
    const asking = frame as FrameOf<'combatIntrigue' | 'endgameIntrigue'>;
    return asking.order[asking.index]!;
  }
  return (frame as Exclude<Frame, FrameOf<'combatIntrigue' | 'endgameIntrigue'>>).seat;
}
