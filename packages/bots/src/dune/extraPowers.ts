import { TERRITORY_IDS, type DuneAction } from '@arrakis/dune';
import { enemyForcesIn, leaderValue, teamForcesIn, territoryData } from './board.ts';
import { best, frameField, ofType, type DuneContext } from './context.ts';

/**
 * rules 000 §15, annexe 5 Emperor 1 / Fremen 4: the winner's losses with starred tokens there: keep the starred
 * ones (they are worth two), then lose as few tokens as possible.
 */
export function starredLosses(ctx: DuneContext): DuneAction | undefined {
  return best(ofType(ctx.actions, 'starredLosses'), (o) => -10 * o.starred - o.count);
}

/** Leaders worth at least this are kept to fight for the Harkonnen; weaker ones are sold to the tanks for 2. */
const KEEP_PRISONER_VALUE = 3;

/** annexe 5 Harkonnen 1: always take a prisoner; keep a strong one for a battle, kill a weak one for 2 spice. */
export function capture(ctx: DuneContext): DuneAction | undefined {
  const leader = frameField(ctx.view, 'leader');
  if (typeof leader !== 'string') return ctx.actions.find((a) => a.type === 'capture' && a.choice === 'take');
  const choice = leaderValue(leader) >= KEEP_PRISONER_VALUE ? 'keep' : 'kill';
  return ctx.actions.find((a) => a.type === 'capture' && a.choice === choice);
}

/** annexe 5 Fremen 2: the worm goes where it devours most enemy forces in the desert, sparing the Fremen's side. */
export function wormPlacement(ctx: DuneContext): DuneAction | undefined {
  const score = (territory: string) =>
    territoryData(territory).kind === 'sand'
      ? enemyForcesIn(ctx.view, territory, ctx.seat) - 2 * teamForcesIn(ctx.view, territory, ctx.seat)
      : -1;
  const chosen = best([...TERRITORY_IDS], score);
  const fallback = frameField(ctx.view, 'devour');
  const territory =
    chosen !== undefined && score(chosen) > 0 ? chosen : typeof fallback === 'string' ? fallback : chosen;
  return ctx.actions.find((a) => a.type === 'placeWorm' && a.territory === territory);
}

/** annexe 5 Guild 1: the Guild waits, to move last (the strategy notes of rules 000 §26: best when moving last). */
export function guildTurn(ctx: DuneContext): DuneAction | undefined {
  return ctx.actions.find((a) => a.type === 'pass');
}
