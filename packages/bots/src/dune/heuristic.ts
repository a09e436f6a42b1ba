import type { Seat } from '@arrakis/engine';
import type { DuneAction, DuneView, Frame } from '@arrakis/dune';
import type { Bot, BotInput } from '../bot.ts';
import { nexus } from './alliances.ts';
import {
  duelChampion,
  duelParry,
  duelPlacement,
  duelSeconds,
  duelSupport,
  duelTurn,
  kanlyCall,
  kanlyClaim,
  secondReward,
  warNegotiator,
} from './duel.ts';
import { agreementAnswer, agreementProposal, battleOrderChoice } from './battle.ts';
import { battleLosses, battlePlan } from './battlePlan.ts';
import { bid } from './bidding.ts';
import { keepCards } from './cards.ts';
import {
  beneGesseritPlacement,
  capture,
  coexistence,
  coexistenceArrival,
  guildTurn,
  starredLosses,
  wormPlacement,
} from './extraPowers.ts';
import type { DuneContext } from './context.ts';
import { TUNING } from './factions/index.ts';
import { chooseInterrupt, isInterrupt, wantsInterrupts } from './interrupts.ts';
import { karamaExchange, karamaWormWindow } from './karama.ts';
import { emptyMemory, observe, type DuneMemory } from './memory.ts';
import { movement, movementCount, movementStep, wormRide } from './movement.ts';
import { prescience } from './prescience.ts';
import { chooseLeaderToKill, ransom } from './residualPoison.ts';
import { leaderRevival, revival } from './revival.ts';
import { placement, prediction, traitorPick } from './setup.ts';
import { shipment, shipmentCount, spiritualAdvisor } from './shipment.ts';
import {
  accessBid,
  accessPeek,
  accessTrade,
  guildHarvestAnswer,
  guildHarvestOffer,
  harvestPlacement,
  harvestReport,
  harvestShares,
  harvestVote,
  managerBid,
  sharePeek,
} from './harvest.ts';
import { captureAttempt, captureSuicide, movementOrder, thumperEscape } from './variants.ts';
import { governorInstall, governorNaming, zonePrediction } from './governor.ts';
import { buyBackAnswer, leaderTamper, revivalBanWindow } from './tleilaxu.ts';
import { harvesterWindow, thumperWindow } from './spiceBlow.ts';
import { stormDial, stormWindow } from './storm.ts';
import { traitorCall } from './traitors.ts';
import { truthtranceQuestion } from './truthtrance.ts';
import { voice } from './voice.ts';

type Handler = (ctx: DuneContext) => DuneAction | undefined;

/** One handler per kind of decision (frames.ts); the compiler checks none is missing. */
const HANDLERS: Readonly<Record<Frame['kind'], Handler>> = {
  prediction,
  traitorPick,
  fremenPlacement: placement,
  beneGesseritPlacement,
  stormDial,
  stormWindow,
  thumperWindow,
  harvesterWindow,
  nexus,
  wormRide,
  bid,
  revival,
  shipment,
  shipmentCount,
  spiritualAdvisor,
  coexistence,
  coexistenceArrival,
  movement,
  movementCount,
  movementStep, // 000 XXXI
  leaderRevival,
  battleChoice: battleOrderChoice,
  voice,
  prescience,
  battlePlan,
  traitorCall,
  battleLosses,
  starredLosses,
  capture,
  wormPlacement,
  guildTurn,
  keepCards,
  ransom,
  chooseLeaderToKill,
  truthtranceQuestion,
  karamaExchange,
  karamaWormWindow,
  managerBid,
  guildHarvestOffer,
  guildHarvestAnswer,
  harvestReport,
  harvestShares,
  sharePeek,
  harvestVote,
  accessPeek,
  accessBid,
  accessTrade,
  harvestPlacement,
  kanlyCall,
  kanlyClaim,
  duelChampion,
  duelPlacement,
  duelSupport,
  duelSeconds,
  duelTurn,
  duelParry,
  secondReward,
  warNegotiator,
  // 000 XXVIII, XXXVI (variants).
  thumperEscape,
  captureAttempt,
  captureSuicide,
  movementOrder,
  // 000 XXIX (issue 20): a bot makes no exchange and says it is done at once.
  diplomacy: (ctx) => ctx.actions.find((a) => a.type === 'pass'),
  // 000 XXXIV, XXXVIII.
  governorNaming,
  governorInstall,
  zonePrediction,
  // 000 XXXVII.
  buyBackAnswer,
  leaderTamper,
  revivalBanWindow,
  // 000 XXXIII.
  agreementProposal,
  agreement: agreementAnswer,
};

/** When a handler has no opinion: pass if the seat may, else the first legal action. */
function fallback(actions: readonly DuneAction[]): DuneAction {
  return actions.find((a) => a.type === 'pass') ?? actions[0]!;
}

export interface DuneHeuristicOptions {
  /** Start from a copy of this memory (tests replay a decision from the same knowledge). */
  readonly memory?: DuneMemory;
}

export interface DuneHeuristicBot extends Bot<DuneView, DuneAction> {
  /** What the bot remembers, as plain data. */
  readonly memory: DuneMemory;
}

/**
 * The Dune heuristic bot (ARCHITECTURE §5): rules 000 §26 tactics per decision kind and faction. It sees only the
 * view and the legal actions of each decision; what it remembers comes from those views.
 */
export function duneHeuristicBot(options: DuneHeuristicOptions = {}): DuneHeuristicBot {
  const memory: DuneMemory = options.memory ? structuredClone(options.memory) : emptyMemory();
  return {
    name: 'heuristic',
    memory,
    wantsInterrupts: (view: DuneView, seat: Seat) => wantsInterrupts(view, seat),
    choose({ view, actions, seat, rng }: BotInput<DuneView, DuneAction>): DuneAction {
      if (actions.length === 0) throw new Error(`heuristic bot at seat ${seat} was given no action`);
      observe(memory, view, seat);
      const faction = view.seats[seat]!;
      const me = view.factions[faction]!;
      const base = { view, seat, faction, me, tuning: TUNING[faction], memory, rng };
      const decisions = actions.filter((a) => !isInterrupt(a));
      if (decisions.length < actions.length) {
        const unasked = chooseInterrupt({ ...base, actions });
        if (unasked && actions.includes(unasked)) return unasked;
      }
      const offered = decisions.length > 0 ? decisions : actions;
      const kind = view.frame?.kind;
      const chosen = kind ? HANDLERS[kind]({ ...base, actions: offered }) : undefined;
      return chosen && offered.includes(chosen) ? chosen : fallback(offered);
    },
  };
}
