import type { DuneAction } from '@arrakis/dune';
import { controller, occupies, QUARTERS_OF } from '@arrakis/dune';
import { alliesOf, leaderValue } from './board.ts';
import { best, ofType, type DuneContext } from './context.ts';

/**
 * 000 XXXIV.B: the Emperor names himself when he may (the Governor's spice and points are his then), else an ally,
 * else the candidate holding the fewest quarters (the weakest rival gains least from it).
 */
export function governorNaming(ctx: DuneContext): DuneAction | undefined {
  const names = ofType(ctx.actions, 'nameGovernor');
  const own = names.find((a) => a.faction === ctx.faction);
  if (own) return own;
  const allies = alliesOf(ctx.view, ctx.seat).map((s) => ctx.view.seats[s]);
  const ally = names.find((a) => allies.includes(a.faction as (typeof allies)[number]));
  if (ally) return ally;
  const quarters = (faction: string) =>
    [...QUARTERS_OF.arrakeen, ...QUARTERS_OF.carthag].filter((q) =>
      occupies(ctx.view, q, faction as (typeof ctx.view.seats)[number]),
    ).length;
  return best(names, (a) => -quarters(a.faction));
}

/**
 * 000 XXXIV.B: the Governor fights only in his capital, so the weakest leader is the one to spare; the capital is
 * the one where the faction holds more quarters (12 points for the whole of it, with XXXVIII).
 */
export function governorInstall(ctx: DuneContext): DuneAction | undefined {
  const held = (capital: 'arrakeen' | 'carthag') =>
    QUARTERS_OF[capital].filter((q) => occupies(ctx.view, q, ctx.faction)).length;
  return best(ofType(ctx.actions, 'installGovernor'), (a) => 10 * held(a.capital) - leaderValue(a.leader));
}

/** 000 XXXVIII.A: the Bene Gesserit foresee that whoever holds a sietch or quarter now still holds it. */
export function zonePrediction(ctx: DuneContext): DuneAction | undefined {
  const options = ofType(ctx.actions, 'predictZone');
  const zone = options[0]?.zone;
  if (zone === undefined) return undefined;
  const holder = controller(ctx.view, zone as Parameters<typeof controller>[1]);
  return options.find((a) => a.faction === holder) ?? options[0];
}
