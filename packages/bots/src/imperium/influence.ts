import { FACTION_TRACKS, type Faction, type ImperiumAction } from '@arrakis/imperium';
import { best, ofType, type DecisionContext } from './context.ts';
import { influenceWorth } from './tracks.ts';
import { WORTH } from './worth.ts';

/** Which Faction an influence change goes to: the step worth most (a VP at 2, the Alliance at 4, …). */
export function faction(ctx: DecisionContext<'faction'>): ImperiumAction | undefined {
  return best(ofType(ctx.actions, 'faction'), (a) => factionScore(ctx, a))?.item;
}

export function factionScore(ctx: DecisionContext<'faction'>, a: ImperiumAction): number {
  return a.type === 'faction' ? influenceWorth(ctx.view, ctx.seat, a.faction, ctx.frame.amount, ctx.roundsLeft) : 0;
}

/**
 * rules 002 PARTIE SOLO, TOURS DES RIVAUX: the player decides a Rival's tie. Where it hurts the player least: no VP
 * for the Rival (it competes for the win), no Alliance taken from the player.
 */
export function rivalFaction(ctx: DecisionContext<'rivalFaction'>): ImperiumAction | undefined {
  const { rival, amount } = ctx.frame;
  const harm = (f: Faction): number => {
    const gain = influenceWorth(ctx.view, rival, f, amount, ctx.roundsLeft);
    const track = FACTION_TRACKS[f];
    const after = ctx.view.players[rival]!.influence[f] + amount;
    const takesMine = ctx.view.alliances[f] === ctx.seat && after >= track.alliance.at && after > ctx.me.influence[f];
    return gain + (takesMine ? WORTH.victoryPoint : 0);
  };
  return best(ofType(ctx.actions, 'faction'), (a) => -harm(a.faction))?.item;
}

/** Baron's Masterstroke: reveal when the two steps are worth something (they nearly always are). */
export function masterstroke(ctx: DecisionContext<'masterstroke'>): ImperiumAction | undefined {
  const tokens = ctx.me.masterstroke ?? [];
  const worth = tokens.reduce((s, f) => s + influenceWorth(ctx.view, ctx.seat, f, 1, ctx.roundsLeft), 0);
  return ctx.actions.find((a) => a.type === (worth > 0 ? 'confirm' : 'pass'));
}

/** The Baron's two secret tokens: the Factions it already leans to (its influence), ties in track order. */
export function masterstrokeTokens(ctx: DecisionContext<'masterstrokeTokens'>): ImperiumAction | undefined {
  return best(ofType(ctx.actions, 'masterstrokeTokens'), (a) => a.factions.reduce((s, f) => s + ctx.me.influence[f], 0))
    ?.item;
}
