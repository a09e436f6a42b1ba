import type { Seat } from '@arrakis/engine';
import type { DuneAction, DuneView, Faction } from '@arrakis/dune';
import { availableLeaders, bestLeaderValue, forcesIn, leaderValue, teamOf } from './board.ts';
import { best, frameField, frameString, ofType, type DuneContext } from './context.ts';

/** The two sides of the current battle from the seat's standpoint: its own fighter (or its ally's) and the other. */
export function sides(view: DuneView, seat: Seat): { readonly side: Seat; readonly opponent: Seat } | null {
  const battle = view.battle;
  if (!battle) return null;
  const team = teamOf(view, seat);
  if (team.includes(battle.aggressor)) return { side: battle.aggressor, opponent: battle.defender };
  if (team.includes(battle.defender)) return { side: battle.defender, opponent: battle.aggressor };
  return null;
}

/** Leaders the seat may call as traitors among those the opponent can send into this battle. */
export function traitorsAgainst(ctx: DuneContext, opponent: Faction, territory: string): string[] {
  const mine = ctx.me.traitors ?? [];
  return availableLeaders(ctx.view, opponent, territory).filter((l) => mine.includes(l));
}

/**
 * Strength each side can bring (rules 000 §10.C.1: tokens dialled plus the leader's value): a rough measure of
 * who should win, used to pick battles and plans.
 */
export function strengths(
  view: DuneView,
  territory: string,
  mine: Faction,
  theirs: Faction,
): { readonly mine: number; readonly theirs: number } {
  return {
    mine: forcesIn(view, territory, mine) + bestLeaderValue(view, mine, territory),
    theirs: forcesIn(view, territory, theirs) + bestLeaderValue(view, theirs, territory),
  };
}

/**
 * rules 000 §10.A.3–4, §26: fight first where the seat is strongest, and above all against a player whose
 * leaders include its traitor.
 */
export function battleChoice(ctx: DuneContext): DuneAction | undefined {
  return best(ofType(ctx.actions, 'battle'), (a) => {
    const theirs = ctx.view.seats[a.opponent]!;
    const s = strengths(ctx.view, a.territory, ctx.faction, theirs);
    const traitor = Math.max(0, ...traitorsAgainst(ctx, theirs, a.territory).map(leaderValue));
    return s.mine - s.theirs + (traitor > 0 ? 8 + traitor : 0);
  });
}

/** The seats of a frame field (the parties of an agreement, 000 XXXIII). */
function seatsField(ctx: DuneContext, key: string): Seat[] {
  const value = frameField(ctx.view, key);
  return Array.isArray(value) ? value.filter((s): s is Seat => typeof s === 'number') : [];
}

/** How much stronger the seat is than the strongest other party in the territory (negative: it would likely lose). */
function margin(ctx: DuneContext, territory: string, parties: readonly Seat[]): number {
  let worst = Infinity;
  for (const other of parties) {
    if (other === ctx.seat) continue;
    const s = strengths(ctx.view, territory, ctx.faction, ctx.view.seats[other]!);
    worst = Math.min(worst, s.mine - s.theirs);
  }
  return worst === Infinity ? 0 : worst;
}

/**
 * 000 XXXII: the Bene Gesserit pass (and coexist everywhere) when even their best battle would likely be lost;
 * every other seat fights its best battle.
 */
export function battleOrderChoice(ctx: DuneContext): DuneAction | undefined {
  const chosen = battleChoice(ctx);
  const pass = ctx.actions.find((a) => a.type === 'pass');
  if (pass && chosen?.type === 'battle') {
    const s = strengths(ctx.view, chosen.territory, ctx.faction, ctx.view.seats[chosen.opponent]!);
    if (s.mine < s.theirs) return pass;
  }
  return chosen ?? pass;
}

/**
 * 000 XXXIII: the chooser fights where it would likely win; otherwise it proposes the agreement that serves it
 * best among those listed (the stronghold for itself, the largest share of the spice).
 */
export function agreementProposal(ctx: DuneContext): DuneAction | undefined {
  const territory = frameString(ctx.view, 'territory');
  const parties = seatsField(ctx, 'parties');
  const pass = ctx.actions.find((a) => a.type === 'pass');
  if (territory === null || margin(ctx, territory, parties) > 0) return pass;
  const me = parties.indexOf(ctx.seat);
  return (
    best(ofType(ctx.actions, 'proposeAgreement'), (a) => (a.holder === ctx.seat ? 100 : 0) + (a.shares[me] ?? 0)) ??
    pass
  );
}

/**
 * 000 XXXIII: a party accepts when its battle there would likely be lost (no stronger than the strongest other
 * party), or when the proposal gives it the stronghold; otherwise it refuses, and all fight.
 */
export function agreementAnswer(ctx: DuneContext): DuneAction | undefined {
  const territory = frameString(ctx.view, 'territory');
  const accept = ctx.actions.find((a) => a.type === 'acceptAgreement');
  const refuse = ctx.actions.find((a) => a.type === 'pass');
  if (territory === null || !accept) return refuse;
  const holder = frameField(ctx.view, 'holder');
  if (holder === ctx.seat || margin(ctx, territory, seatsField(ctx, 'parties')) <= 0) return accept;
  return refuse;
}
