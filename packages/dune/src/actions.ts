import { z } from 'zod';
import { parseSized, quickParser, type RuleError } from '@arrakis/engine';
import { ACCESS_STRONGHOLDS, TROOP_VALUES } from './data/harvest.ts';

// Up to seven seats (000 XXXVII).
const seat = z.number().int().min(0).max(6);
/** The announced terms of a deal (rules 000 §13.C), in characters. */
export const MAX_DEAL_TERMS = 280;
const count = z.number().int().min(0).max(99);
const id = z.string().min(1).max(40);
/** `${territory}:${sector}` */
const location = z.string().min(3).max(48);
const cardKind = z.enum([
  'poisonWeapon',
  'projectileWeapon',
  'poisonDefense',
  'projectileDefense',
  'lasgun',
  'worthless',
  'cheapHero',
]);

/** rules 000 §16: an Access card, a stronghold or a number of troops (annexe 4). */
const accessCard = z.union([z.enum(ACCESS_STRONGHOLDS), z.literal([...TROOP_VALUES])]);

/** A yes/no question a Truthtrance forces its target to answer truthfully (annexe 4 Transe de vérité). */
export const truthtranceQuestionSchema = z.discriminatedUnion('about', [
  z.strictObject({ about: z.literal('holdsCardKind'), kind: z.string().min(1).max(40) }),
  z.strictObject({ about: z.literal('hasTraitor'), leader: id }),
  z.strictObject({ about: z.literal('spiceAtLeast'), amount: count }),
  z.strictObject({ about: z.literal('predicted'), faction: id, turn: z.number().int().min(1).max(15) }),
]);

export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('predict'), faction: id, turn: z.number().int().min(1).max(15) }),
  z.strictObject({ type: z.literal('pickTraitor'), leader: id.nullable() }),
  z.strictObject({ type: z.literal('placeFremen'), sietchTabr: count, falseWallSouth: count, falseWallWest: count }),
  z.strictObject({ type: z.literal('placeBeneGesserit'), to: location }),
  z.strictObject({ type: z.literal('dial'), value: count }),
  z.strictObject({ type: z.literal('weatherControl'), sectors: z.number().int().min(0).max(10) }),
  z.strictObject({ type: z.literal('familyAtomics') }),
  z.strictObject({ type: z.literal('thumper') }),
  z.strictObject({ type: z.literal('harvester') }),
  z.strictObject({ type: z.literal('proposeAlliance'), to: seat }),
  z.strictObject({ type: z.literal('acceptAlliance'), from: seat }),
  z.strictObject({ type: z.literal('leaveAlliance') }),
  z.strictObject({ type: z.literal('nexusDone') }),
  z.strictObject({ type: z.literal('wormRide'), to: location.nullable() }),
  z.strictObject({ type: z.literal('placeWorm'), territory: id }),
  z.strictObject({ type: z.literal('bid'), amount: z.number().int().min(1).max(999), karama: z.boolean() }),
  z.strictObject({ type: z.literal('revive'), count: z.number().int().min(0).max(3) }),
  z.strictObject({ type: z.literal('ship'), to: location }),
  z.strictObject({ type: z.literal('crossShip'), from: location, to: location }),
  z.strictObject({ type: z.literal('offPlanet'), from: location }),
  z.strictObject({
    type: z.literal('count'),
    count: z.number().int().min(1).max(20),
    /** rules 000 §15: how many of them are starred tokens (Sardaukar, Fedaykin), when the seat has some there. */
    starred: z.number().int().min(0).max(5).optional(),
  }),
  z.strictObject({
    type: z.literal('advisor'),
    accept: z.boolean(),
    /** rules 000 §15.B.3 (extra powers): with the forces shipped, instead of the Polar Sink. */
    withShipment: z.literal(true).optional(),
  }),
  /** rules 000 §15.B.5 (extra powers): whether the Bene Gesserit coexist in a territory this turn. */
  z.strictObject({ type: z.literal('coexist'), territory: id, coexist: z.boolean() }),
  z.strictObject({ type: z.literal('move'), from: location, to: location }),
  z.strictObject({ type: z.literal('hajr') }),
  z.strictObject({ type: z.literal('moveNow') }),
  z.strictObject({ type: z.literal('reviveLeader'), leader: id }),
  z.strictObject({ type: z.literal('battle'), territory: id, opponent: seat }),
  z.strictObject({ type: z.literal('voice'), mode: z.enum(['play', 'notPlay']), target: cardKind }),
  z.strictObject({
    type: z.literal('prescience'),
    /** 'plan': the whole plan, for a Karama (rules 000 §18, annexe 4 Karama B Atreides). */
    element: z.enum(['leader', 'weapon', 'defense', 'dial', 'plan']),
  }),
  z.strictObject({
    type: z.literal('planLeader'),
    leader: id.nullable(),
    cheapHero: id.nullable(),
    /** annexe 5 Atreides 1 (extra powers): with the Kwisatz Haderach. */
    kwisatzHaderach: z.literal(true).optional(),
  }),
  z.strictObject({ type: z.literal('planWeapon'), card: id.nullable() }),
  z.strictObject({ type: z.literal('planDefense'), card: id.nullable() }),
  z.strictObject({ type: z.literal('planDial'), dial: count }),
  z.strictObject({ type: z.literal('planSpice'), spice: count }),
  z.strictObject({ type: z.literal('planStarred'), starred: z.number().int().min(0).max(5) }),
  z.strictObject({ type: z.literal('starredLosses'), count, starred: z.number().int().min(0).max(5) }),
  z.strictObject({ type: z.literal('capture'), choice: z.enum(['pass', 'take', 'kill', 'keep']) }),
  z.strictObject({ type: z.literal('battleLosses'), count }),
  z.strictObject({ type: z.literal('callTraitor'), call: z.boolean() }),
  z.strictObject({ type: z.literal('keepCards'), discard: z.array(id).max(3) }),
  z.strictObject({ type: z.literal('truthtrance'), target: seat }),
  z.strictObject({ type: z.literal('ask'), question: truthtranceQuestionSchema }),
  z.strictObject({ type: z.literal('ghola'), leader: id.nullable() }),
  z.strictObject({ type: z.literal('coneOfSilence'), targets: z.array(seat).min(1).max(6) }),
  z.strictObject({ type: z.literal('residualPoison'), target: seat, card: id, ransom: z.number().int().min(1).max(4) }),
  z.strictObject({ type: z.literal('payRansom'), pay: z.boolean() }),
  z.strictObject({ type: z.literal('withdrawPoison') }),
  z.strictObject({ type: z.literal('karamaBlock'), faction: id, power: id }),
  /** rules 000 §18, annexe 4 Karama B Harkonnen: take up to `count` cards, unseen, from `target`'s hand. */
  z.strictObject({ type: z.literal('karamaTakeCards'), target: seat, count: z.number().int().min(1).max(8) }),
  /** … and give back as many of one's own. */
  z.strictObject({ type: z.literal('karamaGiveCards'), cards: z.array(id).max(8) }),
  /** rules 000 §18, annexe 4 Karama B Emperor: up to three tokens (null), or a leader, back from the tanks. */
  z.strictObject({ type: z.literal('karamaRevive'), leader: id.nullable() }),
  /** rules 000 §18, annexe 4 Karama B Fremen: a worm in this territory. */
  z.strictObject({ type: z.literal('karamaWorm'), territory: id }),
  z.strictObject({ type: z.literal('killLeader'), leader: id }),
  /** rules 000 §16.A.1.d: the closed-hand bid for the first Manager's post (0 allowed). */
  z.strictObject({ type: z.literal('managerBid'), amount: z.number().int().min(0).max(99) }),
  /** rules 000 §16.C.3: the Manager offers the Guild this price for a second Harvest card. */
  z.strictObject({ type: z.literal('buyHarvestCard'), price: z.number().int().min(0).max(99) }),
  z.strictObject({ type: z.literal('sellHarvestCard'), accept: z.boolean() }),
  /** rules 000 §16.B.1.a: the harvest announced. */
  z.strictObject({ type: z.literal('announceHarvest'), amount: z.number().int().min(0).max(99) }),
  /** rules 000 §16.B.1.b: the Share card dealt to the next recipient. */
  z.strictObject({ type: z.literal('dealShare'), value: z.number().int().min(0).max(15) }),
  z.strictObject({ type: z.literal('peekShare'), target: seat }),
  z.strictObject({ type: z.literal('harvestVote'), yes: z.boolean() }),
  z.strictObject({ type: z.literal('peekAccess'), index: z.number().int().min(0).max(5) }),
  z.strictObject({ type: z.literal('accessBid'), amount: z.number().int().min(1).max(999) }),
  z.strictObject({ type: z.literal('offerAccess'), to: seat, card: accessCard }),
  z.strictObject({ type: z.literal('answerAccess'), from: seat, card: accessCard.nullable() }),
  /** rules 000 §16.B.6.a: one troop card beside one stronghold card. */
  z.strictObject({
    type: z.literal('commitTroops'),
    stronghold: z.enum(ACCESS_STRONGHOLDS),
    troops: z.literal([...TROOP_VALUES]),
  }),
  /**
   * rules 000 §19.B (option `duel`), an interrupt: "if you do `deed` this turn, Kanly". `deed.kind`: 'enter' (ship
   * or move forces into `deed.territory`), 'buyCard' (buy a treachery card), 'revive' (pay for a revival).
   */
  z.strictObject({
    type: z.literal('threatenKanly'),
    target: seat,
    deed: z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('enter'), territory: id }),
      z.strictObject({ kind: z.literal('buyCard') }),
      z.strictObject({ kind: z.literal('revive') }),
    ]),
  }),
  /** rules 000 §19.B: the threatener calls "Kanly !" (true) or lets the deed pass (false). */
  z.strictObject({ type: z.literal('callKanly'), call: z.boolean() }),
  /**
   * rules 000 §19.B note: the threatened player claims the uncalled Kanly as won with `leader` against the
   * threatener's `enemy`; both null: the Kanly is ignored.
   */
  z.strictObject({ type: z.literal('claimKanly'), leader: id.nullable(), enemy: id.nullable() }),
  /** rules 000 §19.C: the champion, chosen in secret; null: the threatened player refuses a second Kanly this turn. */
  z.strictObject({ type: z.literal('chooseChampion'), leader: id.nullable() }),
  /** rules 000 §19.C.1, §19.C.11: the cell (data/arena.ts ids, e.g. "outer3") for the face-down disc. */
  z.strictObject({ type: z.literal('placeChampion'), cell: id }),
  /** rules 000 §19.C.1: support spice, 1 to 10 (0 only for a player without spice). */
  z.strictObject({ type: z.literal('duelSupport'), amount: z.number().int().min(0).max(10) }),
  /** rules 000 §19.C.2: the side (a duellist's seat) and the leader sent as second; both null: abstain. */
  z.strictObject({ type: z.literal('chooseSecond'), side: seat.nullable(), leader: id.nullable() }),
  /** rules 000 §19.C.3.a: one step to a neighbouring cell. */
  z.strictObject({ type: z.literal('duelMove'), to: id }),
  /**
   * rules 000 §19.C.4: a Duel card played as an action: attacks and the knife name a `target` seat; Placer and
   * Retirer obstacle an `edge` id (data/arena.ts ARENA_EDGES); the others nothing more.
   */
  z.strictObject({ type: z.literal('duelCard'), card: id, target: seat.optional(), edge: id.optional() }),
  /** rules 000 §19.C.3.a: the turn ends (after one action at least, or when none is possible). */
  z.strictObject({ type: z.literal('duelEndTurn') }),
  /** rules 000 §19.C.11: the negotiator (secret) and its cell (public) for a possible Assassins' War. */
  z.strictObject({ type: z.literal('placeNegotiator'), leader: id, cell: id }),
  /** rules 000 §19.C.6: the parry card played against the attack, or null. */
  z.strictObject({ type: z.literal('duelParry'), card: id.nullable() }),
  /** rules 000 §19.C.2: the reward taken as `forces` from the Tanks and `leader` revived; the rest in spice. */
  z.strictObject({ type: z.literal('secondReward'), forces: count, leader: id.nullable() }),
  z.strictObject({ type: z.literal('giftSpice'), to: seat, amount: z.number().int().min(1).max(999) }),
  // 000 XXIX: a card handed over during the diplomacy phase.
  z.strictObject({ type: z.literal('giveCard'), to: seat, card: id }),
  z.strictObject({
    type: z.literal('offerDeal'),
    to: seat,
    give: count,
    receive: count,
    terms: z.string().max(MAX_DEAL_TERMS),
  }),
  z.strictObject({ type: z.literal('answerDeal'), id: z.number().int().min(1), accept: z.boolean() }),
  z.strictObject({ type: z.literal('withdrawDeal'), id: z.number().int().min(1) }),
  // 000 XXVIII, XXXV, XXXVI (variants/).
  z.strictObject({ type: z.literal('thumperEscape') }),
  z.strictObject({ type: z.literal('buyBackDuncan') }),
  z.strictObject({ type: z.literal('attemptCapture'), leader: id }),
  z.strictObject({ type: z.literal('leaderSuicide'), suicide: z.boolean() }),
  z.strictObject({ type: z.literal('chooseMoment'), position: z.number().int().min(1).max(7) }),
  z.strictObject({ type: z.literal('movementBid'), amount: z.number().int().min(0).max(999) }),
  z.strictObject({ type: z.literal('movementPriority'), first: seat }),
  // 000 XXXI: tokens of the moving group left on the territory crossed (`starred` of them, rules 000 §15).
  z.strictObject({
    type: z.literal('dropTokens'),
    count: z.number().int().min(1).max(20),
    starred: z.number().int().min(0).max(5).optional(),
  }),
  // 000 XXXIII: an agreement instead of a battle: the spice shares (aligned with the parties) and the sietch's holder.
  z.strictObject({
    type: z.literal('proposeAgreement'),
    shares: z.array(count).max(7),
    holder: seat.nullable(),
  }),
  z.strictObject({ type: z.literal('acceptAgreement') }),
  // 000 XXXIV, XXXVIII (variants `governor`, `victoryPoints`).
  z.strictObject({ type: z.literal('nameGovernor'), faction: id }),
  z.strictObject({ type: z.literal('installGovernor'), leader: id, capital: z.enum(['arrakeen', 'carthag']) }),
  z.strictObject({ type: z.literal('predictZone'), zone: id, faction: id.nullable() }),
  // 000 XXXVII (variants/tleilaxu.ts).
  z.strictObject({ type: z.literal('offerBuyBack'), leader: id, price: z.number().int().min(0).max(999) }),
  z.strictObject({ type: z.literal('answerBuyBack'), accept: z.boolean() }),
  z.strictObject({ type: z.literal('tamperLeader'), delta: z.number().int().min(-1).max(1) }),
  z.strictObject({ type: z.literal('karamaBanRevival') }),
  z.strictObject({ type: z.literal('gholaTake'), leader: id }),
]);

export type DuneAction = z.infer<typeof actionSchema>;

/** Actions a seat may take without being asked, at any moment of a turn (annexe 4, rules 000 §13.C). */
export const INTERRUPT_TYPES = [
  'giftSpice',
  'giveCard',
  'truthtrance',
  'ghola',
  'coneOfSilence',
  'residualPoison',
  'withdrawPoison',
  'karamaBlock',
  'karamaTakeCards',
  'karamaRevive',
  'offerDeal',
  'answerDeal',
  'withdrawDeal',
  'threatenKanly',
  'buyBackDuncan',
  'gholaTake',
] as const satisfies readonly DuneAction['type'][];
export type DuneActionType = DuneAction['type'];
export type TruthtranceQuestion = z.infer<typeof truthtranceQuestionSchema>;

/** Actions larger than this are refused before parsing (bad input must be cheap to reject). */
export const MAX_ACTION_BYTES = 2048;

const quickParse = quickParser(actionSchema.options, MAX_ACTION_BYTES);

export function parseAction(input: unknown): { ok: true; action: DuneAction } | { ok: false; error: RuleError } {
  const quick = quickParse(input);
  // The quick path passes only what the schema accepts, as the schema would give it (the engine's quickParse.ts).
  if (quick) return { ok: true, action: quick as DuneAction };
  return parseSized(actionSchema, input, MAX_ACTION_BYTES);
}
