import type { Seat } from '@arrakis/engine';
import type { DuneAction, DuneView } from '@arrakis/dune';
import { enemyForcesIn, exposedToStorm, spiceIn, teamForcesIn, teamOf, territoryData } from './board.ts';
import { best, frameNumber, ofType, type DuneContext } from './context.ts';

/**
 * What a storm moving `steps` sectors does for the seat (rules 000 §6.C): enemy tokens caught count for it, its
 * team's against it, the spice blown away a little against whoever stands next to it.
 */
export function stormOutcome(view: DuneView, seat: Seat, steps: number): number {
  const passed = new Set<number>();
  for (let i = 1; i <= steps; i++) passed.add((view.storm + i) % 18);
  const team = teamOf(view, seat);
  let score = 0;
  for (const territory of Object.keys(view.board)) {
    const data = territoryData(territory);
    if (data.spiceSector !== null && passed.has(data.spiceSector)) {
      const spice = spiceIn(view, territory);
      score +=
        0.2 * spice * (enemyForcesIn(view, territory, seat) > 0 ? 1 : teamForcesIn(view, territory, seat) > 0 ? -1 : 0);
    }
    if (!exposedToStorm(view, territory)) continue;
    view.seats.forEach((faction, s) => {
      const bySector = view.board[territory]?.forces[faction];
      if (!bySector) return;
      let caught = 0;
      for (const [sector, n] of Object.entries(bySector)) if (passed.has(Number(sector))) caught += n;
      if (caught === 0) return;
      score += team.includes(s) ? -1.5 * caught : caught;
    });
  }
  return score;
}

/** rules 000 §6.A–B: the other dial is unknown; average over what it may be. */
export function stormDial(ctx: DuneContext): DuneAction | undefined {
  const min = frameNumber(ctx.view, 'min') ?? 1;
  const max = frameNumber(ctx.view, 'max') ?? 3;
  const others: number[] = [];
  for (let v = min; v <= max; v++) others.push(v);
  const outcomes = new Map<number, number>();
  const outcome = (steps: number): number => {
    let known = outcomes.get(steps);
    if (known === undefined) {
      known = stormOutcome(ctx.view, ctx.seat, steps);
      outcomes.set(steps, known);
    }
    return known;
  };
  return best(
    ofType(ctx.actions, 'dial'),
    (a) => others.reduce((sum, o) => sum + outcome(a.value + o), 0) / others.length,
  );
}

/** After the first turn the storm moves the sum of two dials of 1 to 3: 2 to 6 sectors (rules 000 §6.B). */
const LATER_TOTALS: readonly (readonly [number, number])[] = [
  [2, 1 / 9],
  [3, 2 / 9],
  [4, 3 / 9],
  [5, 2 / 9],
  [6, 1 / 9],
];

/** The least gain, against the expected storm, for which Weather Control is worth spending. */
const WEATHER_CONTROL_GAIN = 4;
/** Family Atomics (annexe 4) only when it sends clearly more enemy tokens than ours to the tanks. */
const ATOMICS_GAIN = 5;

/**
 * annexe 4 Weather Control and Family Atomics, in the window before the storm moves. The dials are secret, so
 * Weather Control is judged against the storm expected on average.
 */
export function stormWindow(ctx: DuneContext): DuneAction | undefined {
  const { view, seat, actions } = ctx;
  const pass = actions.find((a) => a.type === 'pass');
  const atomics = actions.find((a) => a.type === 'familyAtomics');
  if (atomics) {
    const gain = enemyForcesIn(view, 'shieldWall', seat) - 1.5 * teamForcesIn(view, 'shieldWall', seat);
    if (gain >= ATOMICS_GAIN) return atomics;
  }
  const controls = ofType(actions, 'weatherControl');
  if (controls.length > 0 && view.turn > 1) {
    const expected = LATER_TOTALS.reduce((sum, [steps, p]) => sum + p * stormOutcome(view, seat, steps), 0);
    const chosen = best(controls, (a) => stormOutcome(view, seat, a.sectors));
    if (chosen && stormOutcome(view, seat, chosen.sectors) - expected >= WEATHER_CONTROL_GAIN) return chosen;
  }
  return pass;
}
