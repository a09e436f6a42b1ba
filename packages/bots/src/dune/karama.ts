import type { Seat } from '@arrakis/engine';
import { TERRITORY_IDS, type DuneAction, type DuneView } from '@arrakis/dune';
import { enemyForcesIn, leaderValue, teamForcesIn, territoryData } from './board.ts';
import { KIND_VALUE, kindOf } from './cards.ts';
import { best, ofType, type DuneContext } from './context.ts';

/** Enemy tokens a Karama worm must devour to be worth the Karama (annexe 4 Karama B Fremen). */
const KARAMA_WORM_TOKENS = 6;
/** Tokens in the tanks that make the Emperor's free revival worth a Karama (annexe 4 Karama B Emperor). */
const KARAMA_REVIVAL_TOKENS = 3;
/** A leader worth this much comes back for a Karama instead. */
const KARAMA_REVIVAL_LEADER = 5;

/**
 * Whether the seat may play a Karama: a Karama card, or for the Bene Gesserit a worthless card when the rules allow
 * it (annexe 4 worthless cards, rules 000 §18).
 */
export function holdsKarama(view: DuneView, seat: Seat): boolean {
  const hand = view.factions[view.seats[seat]!]?.hand ?? [];
  const worthless =
    view.seats[seat] === 'beneGesserit' && (view.options.specialKarama || view.options.beneGesseritWorthlessKarama);
  return hand.some((c) => kindOf(c) === 'karama' || (worthless && kindOf(c) === 'worthless'));
}

function leadersInTanks(view: DuneView, seat: Seat): string[] {
  return Object.entries(view.factions[view.seats[seat]!]?.leaders ?? {})
    .filter(([, l]) => l.location === 'tanks')
    .map(([id]) => id);
}

/** annexe 4 Karama B Emperor: worth a Karama when the tanks hold many tokens or a strong leader. */
export function wantsKaramaRevival(view: DuneView, seat: Seat): boolean {
  if (!view.options.specialKarama || view.seats[seat] !== 'emperor' || view.phase !== 'movement') return false;
  if (!holdsKarama(view, seat)) return false;
  const tanks = view.factions.emperor?.tanks ?? 0;
  return (
    tanks >= KARAMA_REVIVAL_TOKENS || leadersInTanks(view, seat).some((l) => leaderValue(l) >= KARAMA_REVIVAL_LEADER)
  );
}

/** annexe 4 Karama B Emperor: the strong leader first, else the tokens. */
export function karamaRevival(ctx: DuneContext): DuneAction | undefined {
  if (!wantsKaramaRevival(ctx.view, ctx.seat)) return undefined;
  const offers = ofType(ctx.actions, 'karamaRevive');
  const leader = best(
    offers.filter((a) => a.leader !== null && leaderValue(a.leader) >= KARAMA_REVIVAL_LEADER),
    (a) => leaderValue(a.leader),
  );
  return leader ?? offers.find((a) => a.leader === null && (ctx.me.tanks ?? 0) >= KARAMA_REVIVAL_TOKENS);
}

/** annexe 4 Karama B Harkonnen: give back the cards worth least. */
export function karamaExchange(ctx: DuneContext): DuneAction | undefined {
  return best(ofType(ctx.actions, 'karamaGiveCards'), (a) => -a.cards.reduce((n, c) => n + KIND_VALUE[kindOf(c)], 0));
}

/** annexe 4 Karama B Fremen: a worm onto a rival's big stack in the desert, where no friend stands. */
export function karamaWormWindow(ctx: DuneContext): DuneAction | undefined {
  const pass = ctx.actions.find((a) => a.type === 'pass');
  if (!ctx.actions.some((a) => a.type === 'karamaWorm')) return pass;
  const score = (territory: string) =>
    territoryData(territory).kind === 'sand' && teamForcesIn(ctx.view, territory, ctx.seat) === 0
      ? enemyForcesIn(ctx.view, territory, ctx.seat)
      : 0;
  const target = best([...TERRITORY_IDS], score);
  if (target === undefined || score(target) < KARAMA_WORM_TOKENS) return pass;
  return ctx.actions.find((a) => a.type === 'karamaWorm' && a.territory === target) ?? pass;
}
