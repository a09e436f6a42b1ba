import { SPICE_CARDS, type DuneAction, type SpiceCardId } from '@arrakis/dune';
import { alliesOf, enemyForcesIn, forcesIn, teamForcesIn, territoryData } from './board.ts';
import { frameString, type DuneContext } from './context.ts';

/** Where a worm would strike now: the territory of the last territory card discarded (rules 000 §7.A.2). */
function wormTarget(discard: readonly SpiceCardId[]): string | null {
  for (let i = discard.length - 1; i >= 0; i--) {
    const card = SPICE_CARDS[discard[i]!];
    if (card.kind === 'territory') return card.territory;
  }
  return null;
}

/**
 * annexe 4 Thumper: a worm where the last spice fell. Worth it when it devours more enemies than friends (the
 * Fremen and their allies ride it instead, annexe 3 Fremen 3), or to open a nexus for an alliance (§12).
 */
export function thumperWindow(ctx: DuneContext): DuneAction | undefined {
  const { view, seat, actions } = ctx;
  const thumper = actions.find((a) => a.type === 'thumper');
  const target = wormTarget(view.spiceDiscard);
  if (thumper && target) {
    const tame = ctx.faction === 'fremen' || alliesOf(view, seat).some((s) => view.seats[s] === 'fremen');
    const gain = enemyForcesIn(view, target, seat) - (tame ? 0 : 1.5 * teamForcesIn(view, target, seat));
    const nexus = alliesOf(view, seat).length === 0 ? 2 : 0;
    if (gain + nexus >= 4) return thumper;
  }
  return actions.find((a) => a.type === 'pass');
}

/** annexe 4 Harvester: double a blow the seat stands in or next to. */
export function harvesterWindow(ctx: DuneContext): DuneAction | undefined {
  const harvester = ctx.actions.find((a) => a.type === 'harvester');
  const territory = frameString(ctx.view, 'territory');
  if (harvester && territory) {
    const near = [territory, ...territoryData(territory).adjacent];
    if (near.some((t) => forcesIn(ctx.view, t, ctx.faction) > 0) && enemyForcesIn(ctx.view, territory, ctx.seat) === 0)
      return harvester;
  }
  return ctx.actions.find((a) => a.type === 'pass');
}
