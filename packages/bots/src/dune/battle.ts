import type { Seat } from '@arrakis/engine';
import type { DuneAction, DuneView, Faction } from '@arrakis/dune';
import { availableLeaders, bestLeaderValue, forcesIn, leaderValue, teamOf } from './board.ts';
import { best, ofType, type DuneContext } from './context.ts';

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
