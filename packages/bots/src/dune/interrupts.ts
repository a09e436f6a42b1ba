import type { Seat } from '@arrakis/engine';
import { INTERRUPT_TYPES, type DuneAction, type DuneView } from '@arrakis/dune';
import { leaderValue } from './board.ts';
import { kindOf } from './cards.ts';
import { best, ofType, type DuneContext } from './context.ts';
import { holdsKarama, karamaRevival, wantsKaramaRevival } from './karama.ts';
import { kanlyThreat, wantsKanlyThreat } from './duel.ts';

const INTERRUPTS: ReadonlySet<string> = new Set(INTERRUPT_TYPES);

export function isInterrupt(action: DuneAction): boolean {
  return INTERRUPTS.has(action.type);
}

/** Tanks full enough for a Tleilaxu Ghola (annexe 4) to be worth playing. */
const GHOLA_TOKENS = 6;
/** Reserves big enough for Karama's Guild rate (annexe 4 Karama B) to save real spice. */
const KARAMA_SHIPMENT = 6;

function holds(view: DuneView, seat: Seat, kind: string): boolean {
  return (view.factions[view.seats[seat]!]?.hand ?? []).some((c) => kindOf(c) === kind);
}

function leadersInTanks(view: DuneView, seat: Seat): number {
  return Object.values(view.factions[view.seats[seat]!]?.leaders ?? {}).filter((l) => l.location === 'tanks').length;
}

/** 000 XXXV: the price of Duncan Idaho (his value, 2) leaves the Atreides something to bid and ship with. */
const DUNCAN_SPARE = 4;

function wantsDuncanBack(view: DuneView, seat: Seat): boolean {
  if (!view.options.fremenForesight || view.seats[seat] !== 'atreides') return false;
  const me = view.factions.atreides;
  return (
    me?.leaders['duncanIdaho']?.location === 'tanks' && (me.spice ?? 0) >= leaderValue('duncanIdaho') + DUNCAN_SPARE
  );
}

/**
 * Whether anything worth doing unasked is open: a deal offered to the seat (rules 000 §13.C), a Ghola to play, a
 * Karama to ship at the Guild's rate at the start of its shipment, or the Emperor's free revival (rules 000 §18).
 */
export function wantsInterrupts(view: DuneView, seat: Seat): boolean {
  if (view.deals.some((d) => d.to === seat)) return true;
  const me = view.factions[view.seats[seat]!];
  if (holds(view, seat, 'tleilaxuGhola') && (leadersInTanks(view, seat) >= 2 || (me?.tanks ?? 0) >= GHOLA_TOKENS))
    return true;
  if (wantsKaramaRevival(view, seat)) return true;
  if (wantsKanlyThreat(view, seat)) return true;
  if (wantsDuncanBack(view, seat)) return true;
  return (
    view.frame?.kind === 'shipment' &&
    holdsKarama(view, seat) &&
    (me?.reserves ?? 0) >= KARAMA_SHIPMENT &&
    (me?.spice ?? 0) >= KARAMA_SHIPMENT
  );
}

/**
 * rules 000 §13.C: a deal binds only its spice, so accept those that pay at least what they cost, and refuse
 * costly ones. annexe 4 Ghola: the best leader back when two are dead, else five tokens. annexe 4 Karama: the
 * Guild's rate for the seat's own big shipment; the Emperor's free revival (rules 000 §18).
 */
export function chooseInterrupt(ctx: DuneContext): DuneAction | undefined {
  const { view, seat, actions } = ctx;
  for (const deal of view.deals) {
    if (deal.to !== seat) continue;
    const accept = deal.give >= deal.receive && deal.receive <= Math.floor((ctx.me.spice ?? 0) / 2);
    const answer = ofType(actions, 'answerDeal').find((a) => a.id === deal.id && a.accept === accept);
    if (answer) return answer;
  }
  const gholas = ofType(actions, 'ghola');
  if (gholas.length > 0) {
    const leader = best(
      gholas.filter((g) => g.leader !== null),
      (g) => leaderValue(g.leader),
    );
    if (leader && leadersInTanks(view, seat) >= 2) return leader;
    const tokens = gholas.find((g) => g.leader === null);
    if (tokens && (ctx.me.tanks ?? 0) >= GHOLA_TOKENS) return tokens;
  }
  const revival = karamaRevival(ctx);
  if (revival) return revival;
  const threat = kanlyThreat(view, seat, actions);
  if (threat) return threat;
  // 000 XXXV: Duncan Idaho back from the tanks as soon as the Atreides can spare his price.
  const duncan = actions.find((a) => a.type === 'buyBackDuncan');
  if (duncan && wantsDuncanBack(view, seat)) return duncan;
  if (view.frame?.kind === 'shipment') {
    return ofType(actions, 'karamaBlock').find((a) => a.faction === ctx.faction && a.power === 'guildRate');
  }
  return undefined;
}
