import type { Seat } from '@arrakis/engine';
import type { TerritoryId } from './data/territories.ts';
import type { Faction } from './data/factions.ts';
import type { LeaderId } from './data/leaders.ts';
import type { TreacheryCardId } from './data/treachery.ts';
import type { AccessCard } from './data/harvest.ts';
import type { DuelCardId } from './data/duel.ts';
import type { BattlePlan, PlacementDraft } from './state.ts';

/**
 * The decision stack: what the game waits for, as data (ARCHITECTURE §2). The top frame (last element) decides
 * who acts and which actions are legal. Frames whose `seats` act at once hold hidden `commits` until all are in.
 */
export type Frame =
  /** annexe 3 BG 1: the prediction, before the traitors are chosen. */
  | { kind: 'prediction'; seat: Seat }
  /** rules 000 §3.E.2: each seat keeps one drawn opposing leader as its traitor, secretly and at once. */
  | { kind: 'traitorPick'; seats: Seat[]; commits: Record<string, LeaderId | null> }
  /** annexe 3 Fremen: 10 tokens among Sietch Tabr, False Wall South and False Wall West. */
  | { kind: 'fremenPlacement'; seat: Seat }
  /** rules 000 §15.B.1 (extra powers): the Bene Gesserit's token goes to a territory of their choice, after the Fremen. */
  | { kind: 'beneGesseritPlacement'; seat: Seat }
  /** rules 000 §6.A–B: two seats dial the storm in secret. */
  | { kind: 'stormDial'; seats: Seat[]; min: number; max: number; commits: Record<string, number> }
  /**
   * The moment between the storm dials and their reveal, when Weather Control or Family Atomics may be played
   * (annexe 4). Every seat is asked, so nobody learns who holds what from whom the game waits for.
   */
  | { kind: 'stormWindow'; seats: Seat[] }
  /** annexe 4 Thumper (descartes-43): before the spice blow. Every seat is asked. */
  | { kind: 'thumperWindow'; seats: Seat[] }
  /**
   * rules 000 §18, annexe 4 Karama B Fremen: at the spice blow, a Karama for a worm where the Fremen choose. They are
   * asked at every spice blow but the first turn's, Karama or not, so the wait tells nothing.
   */
  | { kind: 'karamaWormWindow'; seat: Seat }
  /** annexe 4 Harvester (descartes-43): right after a spice blow in `territory`. Every seat is asked. */
  | { kind: 'harvesterWindow'; seats: Seat[]; territory: TerritoryId; amount: number }
  /** rules 000 §12: alliances may be formed and broken; `seats` have not yet declared themselves done. */
  | {
      kind: 'nexus';
      seats: Seat[];
      proposals: { from: Seat; to: Seat }[];
      devour: TerritoryId | null;
      /** annexe 5 Fremen 2: the Fremen placed this worm; it devours troops only in the desert. */
      placed?: true;
    }
  /** 000 XXIX: the diplomacy phase at the start of a turn; `seats` have not yet said they are done. */
  | { kind: 'diplomacy'; seats: Seat[]; at: 'turn' | 'nexus' }
  /** annexe 5 Fremen 2 (extra powers): where the worm strikes, every worm after the first; `devour` by default. */
  | { kind: 'wormPlacement'; seat: Seat; devour: TerritoryId | null }
  /** annexe 3 Fremen 3: Fremen forces in a worm's territory may ride it to any one territory after the nexus. */
  | { kind: 'wormRide'; seat: Seat; from: TerritoryId; count: number }
  /** rules 000 §8: bid or pass for the current card (state.bidding). */
  | { kind: 'bid'; seat: Seat }
  /** rules 000 §9.B: paid revival beyond the free tokens, in turn order. */
  | { kind: 'revival'; seat: Seat }
  /**
   * annexe 5 Guild 1 (extra powers): before `before`'s movement turn, the Guild (not yet moved) may take its own
   * turn now, or wait; if it waits to the end it moves last.
   */
  | { kind: 'guildTurn'; seat: Seat; before: Seat }
  /** rules 000 §9.C.1: the shipment of the seat's movement turn (choose a destination, or pass). */
  | { kind: 'shipment'; seat: Seat }
  /** How many tokens to ship to the chosen place. */
  | {
      kind: 'shipmentCount';
      seat: Seat;
      mode: 'normal' | 'crossShip' | 'offPlanet';
      from: string | null;
      to: string | null;
    }
  /**
   * annexe 3 BG 2: after another faction ships from its reserves, one free advisor to the Polar Sink; rules 000
   * §15.B.3 (extra powers): or to `location`, with the forces shipped, when the Bene Gesserit may coexist there.
   */
  | { kind: 'spiritualAdvisor'; seat: Seat; shipper: Seat; location?: string }
  /**
   * rules 000 §15.B.5 (extra powers): at the start of the movement phase, the Bene Gesserit name the territories
   * where they end the peaceful coexistence this turn, one at a time, then pass (coexisting everywhere else).
   */
  | { kind: 'coexistence'; seat: Seat }
  /**
   * rules 000 §15.B.5: the Bene Gesserit arrived in `territory`, not yet declared this turn: do they coexist there?
   * `afterMove`: the move that brought them (what of the movement turn is left), or null after a shipment.
   */
  | {
      kind: 'coexistenceArrival';
      seat: Seat;
      territory: TerritoryId;
      /** 'step': tokens left on the way of a move still going on (000 XXXI). */
      afterMove: { readonly movesLeft: number; readonly range: number } | null | 'step';
    }
  /** rules 000 §9.C.2: the one move of the seat's movement turn (two with Hajr). */
  | { kind: 'movement'; seat: Seat; movesLeft: number; range: number }
  /** How many tokens move along the chosen path. */
  | { kind: 'movementCount'; seat: Seat; from: string; to: string; movesLeft: number; range: number }
  /**
   * 000 XXXI (variant `twoTerritoryMove`): a move made one territory at a time. The group (`count`, `starred` among
   * them) stands `at`, may still enter `left` territories, may leave tokens on the territory crossed when `drops` (no
   * ornithopters; `dropped` left there), then goes on or stops.
   */
  | {
      kind: 'movementStep';
      seat: Seat;
      at: string;
      count: number;
      starred: number;
      left: number;
      drops: boolean;
      dropped: number;
      movesLeft: number;
      range: number;
    }
  /** rules 000 §9.D.4: leader revival at the end of the seat's movement. */
  | { kind: 'leaderRevival'; seat: Seat; offered?: true }
  /** rules 000 §10.A.3–4: the aggressor picks the next battle. */
  | { kind: 'battleChoice'; seat: Seat }
  /**
   * 000 XXXIII: before the first battle in `territory`, its chooser proposes an agreement to the `parties` (the
   * seats with a battle there), or passes (the battle is fought against `opponent`).
   */
  | { kind: 'agreementProposal'; seat: Seat; territory: TerritoryId; opponent: Seat; parties: Seat[] }
  /**
   * 000 XXXIII: the other parties accept or refuse the proposal (public): `shares` of the spice there, aligned with
   * `parties`, and in a stronghold its `holder`; `seats` have not answered yet.
   */
  | {
      kind: 'agreement';
      seats: Seat[];
      proposer: Seat;
      territory: TerritoryId;
      opponent: Seat;
      parties: Seat[];
      shares: number[];
      holder: Seat | null;
    }
  /** annexe 3 BG 3: the Voice, before battle plans. */
  | { kind: 'voice'; seat: Seat }
  /**
   * annexe 3 Atreides 3: which element of the opponent's plan to see. With special Karama powers (rules 000 §18)
   * the fighting Atreides are always asked, for the whole plan with a Karama; `karamaOnly` when prescience itself is
   * not theirs in this battle (a Karama cancelled it).
   */
  | { kind: 'prescience'; seat: Seat; karamaOnly?: true }
  /** rules 000 §10.B: battle plans, committed in secret (state.battles.current.plans). */
  | {
      kind: 'battlePlan';
      seats: Seat[];
      draft: Record<string, Partial<BattlePlan>>;
      step: Record<string, PlanStep>;
    }
  /** rules 000 §10.D: after the reveal, each side may call a traitor. Both sides are always asked. */
  | { kind: 'traitorCall'; seats: Seat[] }
  /**
   * rules 000 §24.C (advanced battles): the winner chooses its losses, worth its strength on the wheel, among
   * tokens counted at full value (at most the tokens it paid for) or half value: `min` tokens (every paid token at
   * full value) up to `max`.
   */
  | { kind: 'battleLosses'; seat: Seat; min: number; max: number }
  /**
   * rules 000 §15, annexe 5 Emperor 1 / Fremen 4 (extra powers): starred tokens count double for losses too; the
   * winner picks which tokens it loses among those worth its strength (with §24, at full or half value).
   */
  | { kind: 'starredLosses'; seat: Seat; options: { count: number; starred: number }[] }
  /**
   * annexe 5 Harkonnen 1 (extra powers): after winning, the Harkonnen may take prisoner one of the loser's leaders,
   * drawn at random (`leader` null: capture or not); then kill it for 2 spice or keep it for one battle.
   */
  | { kind: 'capture'; seat: Seat; victim: Seat; leader: LeaderId | null }
  /** rules 000 §10.C.6: the winner keeps or discards the cards it played. */
  | { kind: 'keepCards'; seat: Seat }
  /** annexe 4 Transe de vérité: the card is played on `target`; now the question (then the engine answers). */
  | { kind: 'truthtranceQuestion'; seat: Seat; target: Seat }
  /** annexe 4 Residual Poison: the target pays the ransom or refuses. */
  | { kind: 'ransom'; seat: Seat; by: Seat }
  /**
   * rules 000 §18, annexe 4 Karama B Harkonnen: they took `count` cards from `victim` (`taken`, which only they see in
   * this frame); now which of their own they give back.
   */
  | { kind: 'karamaExchange'; seat: Seat; victim: Seat; count: number; taken: TreacheryCardId[] }
  /** annexe 4 Tleilaxu Ghola / Residual Poison: the player picks which leader. */
  | { kind: 'chooseLeaderToKill'; seat: Seat; victim: Seat }
  /** rules 000 §16.A.1.d: every player bids spice in a closed hand for the first Manager's post. */
  | { kind: 'managerBid'; seats: Seat[]; commits: Record<string, number> }
  /** rules 000 §16.C.3: the Manager may buy a second Harvest card from the Guild, at a price of 4–8. */
  | { kind: 'guildHarvestOffer'; seat: Seat }
  /** … and the Guild accepts or refuses the Manager's price. */
  | { kind: 'guildHarvestAnswer'; seat: Seat; manager: Seat; price: number }
  /** rules 000 §16.B.1.a: the Manager announces the year's harvest (the truth or less). */
  | { kind: 'harvestReport'; seat: Seat }
  /** rules 000 §16.B.1.b: the Manager deals a Share card to each of `recipients`, the first one next. */
  | { kind: 'harvestShares'; seat: Seat; recipients: Seat[] }
  /** rules 000 §16.C.1: before the vote, the Atreides may look at one player's Share card. */
  | { kind: 'sharePeek'; seat: Seat }
  /** rules 000 §16.B.2.a: the CHOAM vote, yes or no, face down and revealed together. */
  | { kind: 'harvestVote'; seats: Seat[]; commits: Record<string, boolean> }
  /** rules 000 §16.C.1: before the auction, the Atreides may examine one of the Access cards for sale. */
  | { kind: 'accessPeek'; seat: Seat }
  /** rules 000 §16.B.3.a: bid or pass for the current Access card (state.harvest.auction). */
  | { kind: 'accessBid'; seat: Seat }
  /**
   * rules 000 §16.B.4: after the fifth round, Access cards are exchanged; `seats` have not yet declared themselves
   * done. An offer shows its card to the receiver only, who answers with a card of his own or refuses.
   */
  | { kind: 'accessTrade'; seats: Seat[]; offers: { from: Seat; to: Seat; card: AccessCard }[] }
  /**
   * rules 000 §16.B.6.a: each player sets troop cards beside stronghold cards, face down (`drafts`, secret), then
   * declares itself done.
   */
  | { kind: 'harvestPlacement'; seats: Seat[]; drafts: Record<string, PlacementDraft> }
  /** rules 000 §19.B: the threatened `target` did the deed; does the threatener call "Kanly !"? */
  | { kind: 'kanlyCall'; seat: Seat; target: Seat }
  /**
   * rules 000 §19.B note: the Kanly was not called; the threatened player may claim the duel as won without a
   * blow, naming one of his leaders and one of `by`'s, or let it go.
   */
  | { kind: 'kanlyClaim'; seat: Seat; by: Seat }
  /** rules 000 §19.C: both sides choose their champion in secret (`commits`, null = the Kanly refused). */
  | { kind: 'duelChampion'; seats: Seat[]; commits: Record<string, LeaderId | null> }
  /** rules 000 §19.C.1, §19.C.11: the seat puts its face-down disc in a cell of the arena. */
  | { kind: 'duelPlacement'; seat: Seat }
  /** rules 000 §19.C.1: the support spice of both sides, 1 to 10, put down at once. */
  | { kind: 'duelSupport'; seats: Seat[]; commits: Record<string, number> }
  /** rules 000 §19.C.2: every other player picks a side and a leader, face down (`commits`, secret). */
  | { kind: 'duelSeconds'; seats: Seat[]; commits: Record<string, { side: Seat; leader: LeaderId } | null> }
  /** rules 000 §19.C.3: the duellist's turn in the arena (state.duel.arena). */
  | { kind: 'duelTurn'; seat: Seat }
  /** rules 000 §19.C.6: `seat` is attacked by `attacker` with `card`: parry or not. Always asked. */
  | { kind: 'duelParry'; seat: Seat; attacker: Seat; card: DuelCardId }
  /**
   * rules 000 §19.C.2: a second of the winning side takes `budget` (its leader's strength) in spice from the Bank,
   * forces and leaders from the Tanks.
   */
  | { kind: 'secondReward'; seat: Seat; budget: number }
  /** rules 000 §19.C.11: at a Nexus, the seat puts one of its leaders face down in a cell of the arena. */
  | { kind: 'warNegotiator'; seat: Seat }
  /**
   * 000 XXVIII (variant `thumperEscape`): the worm is about to devour `territory`; `seats` may still play a Thumper
   * to save their tokens there (`saved`, the factions that did).
   */
  | { kind: 'thumperEscape'; seats: Seat[]; territory: TerritoryId; devoursTroops: boolean; saved: Faction[] }
  /** 000 XXXVI (variant `harkonnenCapture`): the Harkonnen may choose a leader to capture with a die. */
  | { kind: 'captureAttempt'; seat: Seat }
  /** 000 XXXVII (variant `tleilaxu`): the Tleilaxu accept or refuse `buyer`'s price for `leader`. */
  | { kind: 'buyBackAnswer'; seat: Seat; buyer: Seat; leader: LeaderId; price: number }
  /** 000 XXXVII: the Tleilaxu may secretly alter the leader just bought back by ±1. */
  | { kind: 'leaderTamper'; seat: Seat; buyer: Seat; leader: LeaderId }
  /** 000 XXXVII 10.b.7 (with §18): at the start of the revivals, the Tleilaxu may forbid the others' this turn. */
  | { kind: 'revivalBanWindow'; seat: Seat }
  /** 000 XXXVI: the owner of the leader just captured may make him commit suicide. */
  | { kind: 'captureSuicide'; seat: Seat; leader: LeaderId }
  /**
   * 000 XXX (variant `movementBids`): the order of the movement turns. 'guild': the Guild chooses its moment
   * (`slots`, 1-based positions); 'bid': the others' fists (`commits`, secret until all are in, then paid);
   * 'tie': the Guild gives the priority among `tied`; 'choose': the head of `ranking` chooses its moment.
   */
  | {
      kind: 'movementOrder';
      stage: 'guild' | 'bid' | 'tie' | 'choose';
      seats: Seat[];
      players: Seat[];
      slots: (Seat | null)[];
      commits: Record<string, number>;
      ranking: Seat[];
      tied: Seat[];
    }
  /** 000 XXXIV.B: the Emperor names the Governor's faction among `candidates`. */
  | { kind: 'governorNaming'; seat: Seat; candidates: Faction[] }
  /** 000 XXXIV.B: the faction named chooses the leader made Governor and his capital. */
  | { kind: 'governorInstall'; seat: Seat }
  /** 000 XXXVIII.A: the Bene Gesserit predict each sietch and quarter, one after the other (`points.prediction`). */
  | { kind: 'zonePrediction'; seat: Seat };

export type FrameKind = Frame['kind'];

/** The steps of a battle plan; 'spice' only with advanced battles (rules 000 §24.A.1). */
export type PlanStep = 'leader' | 'weapon' | 'defense' | 'dial' | 'starred' | 'spice';
