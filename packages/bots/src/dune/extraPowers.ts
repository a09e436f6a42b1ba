import { TERRITORY_IDS, type DuneAction } from '@arrakis/dune';
import {
  bestLeaderValue,
  enemiesIn,
  enemyForcesIn,
  forcesIn,
  isStronghold,
  leaderValue,
  spiceIn,
  splitKey,
  teamForcesIn,
  territoryData,
  threatNear,
} from './board.ts';
import { best, frameField, frameString, ofType, type DuneContext } from './context.ts';

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

/** How far ahead (tokens plus best leader) the Bene Gesserit must be to fight rather than coexist. */
const FIGHT_MARGIN = { stronghold: 3, spice: 4 } as const;

/**
 * rules 000 §15.B.4–5, §26 (the Bene Gesserit cannot afford heavy losses): fight in a territory only where it pays
 * and can be won: a stronghold held alone (kept against newcomers), or a stronghold or spice field against a lone
 * enemy clearly weaker; coexist everywhere else.
 */
function fightsIn(ctx: DuneContext, territory: string): boolean {
  const stronghold = isStronghold(territory);
  const enemies = enemiesIn(ctx.view, territory, ctx.seat);
  if (enemies.length === 0) return stronghold;
  if (enemies.length > 1 || (!stronghold && spiceIn(ctx.view, territory) === 0)) return false;
  const enemy = enemies[0]!;
  const theirs = enemy.forces + bestLeaderValue(ctx.view, ctx.view.seats[enemy.seat]!, territory);
  const mine = forcesIn(ctx.view, territory, ctx.faction) + bestLeaderValue(ctx.view, ctx.faction, territory);
  return mine - theirs >= (stronghold ? FIGHT_MARGIN.stronghold : FIGHT_MARGIN.spice);
}

/** rules 000 §15.B.5: at the start of the movement phase, end the coexistence where it pays to fight, one at a time. */
export function coexistence(ctx: DuneContext): DuneAction | undefined {
  return (
    ofType(ctx.actions, 'coexist').find((a) => !a.coexist && fightsIn(ctx, a.territory)) ??
    ctx.actions.find((a) => a.type === 'pass')
  );
}

/** rules 000 §15.B.5: on arrival, coexist unless it pays to fight there. */
export function coexistenceArrival(ctx: DuneContext): DuneAction | undefined {
  const territory = frameString(ctx.view, 'territory');
  const coexist = territory === null || !fightsIn(ctx, territory);
  return ofType(ctx.actions, 'coexist').find((a) => a.coexist === coexist);
}

/**
 * rules 000 §15.B.1: the token starts in an empty stronghold, the least threatened (alone there it holds it, and it
 * counts towards a win), else in the Polar Sink.
 */
export function beneGesseritPlacement(ctx: DuneContext): DuneAction | undefined {
  const places = ofType(ctx.actions, 'placeBeneGesserit');
  const empty = places.filter((a) => {
    const { territory } = splitKey(a.to);
    return isStronghold(territory) && enemyForcesIn(ctx.view, territory, ctx.seat) === 0;
  });
  return (
    best(empty, (a) => -threatNear(ctx.view, splitKey(a.to).territory, ctx.seat)) ??
    places.find((a) => a.to === 'polarSink:-1')
  );
}
