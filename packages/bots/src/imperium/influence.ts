import type { Faction } from '@arrakis/imperium';
import { asSeat, best, ofType, passIfOffered, type BotAction, type DecisionContext } from './context.ts';
import { effectWorth, effectsWorth } from './value.ts';
import { influenceWorth, trackOf } from './tracks.ts';
import { WORTH } from './worth.ts';

/** Which Faction an influence change goes to: the step worth most (a VP at 2, the Alliance at 4, …). */
export function faction(ctx: DecisionContext<'faction'>): BotAction | undefined {
  return best(ofType(ctx.actions, 'faction'), (a) => factionScore(ctx, a))?.item;
}

export function factionScore(ctx: DecisionContext<'faction'>, a: BotAction): number {
  return a.type === 'faction' ? influenceWorth(ctx.view, ctx.seat, a.faction, ctx.frame.amount, ctx.roundsLeft) : 0;
}

/**
 * rules 002 PARTIE SOLO, TOURS DES RIVAUX: the player decides a Rival's tie. Where it hurts the player least: no VP
 * for the Rival (it competes for the win), no Alliance taken from the player.
 */
export function rivalFaction(ctx: DecisionContext<'rivalFaction'>): BotAction | undefined {
  const { rival, amount } = ctx.frame;
  const harm = (f: Faction): number => {
    const gain = influenceWorth(ctx.view, rival, f, amount, ctx.roundsLeft);
    const track = trackOf(ctx.view, f);
    const after = ctx.view.players[rival]!.influence[f] + amount;
    const takesMine = ctx.view.alliances[f] === ctx.seat && after >= track.alliance.at && after > ctx.me.influence[f];
    return gain + (takesMine ? WORTH.victoryPoint : 0);
  };
  return best(ofType(ctx.actions, 'faction'), (a) => -harm(a.faction))?.item;
}

/**
 * rules 002 PARTIE SOLO, Choix (rules 004 alike): "vous décidez pour le Rival". The option worth least to the
 * Rival, valued from its seat (it competes for the win).
 */
export function rivalChoose(ctx: DecisionContext<'rivalChoose'>): BotAction | undefined {
  const rival = asSeat(ctx, ctx.frame.rival);
  return best(ofType(ctx.actions, 'option'), (a) => -effectsWorth(rival, ctx.frame.options[a.index]?.effects ?? []))
    ?.item;
}

/** The same rule for a Rival's optional payment: the Rival pays only when paying is worth nothing to it. */
export function rivalPay(ctx: DecisionContext<'rivalPay'>): BotAction | undefined {
  const worth = effectWorth(asSeat(ctx, ctx.frame.rival), ctx.frame.effect);
  return ctx.actions.find((a) => a.type === (worth > 0 ? 'pass' : 'confirm')) ?? passIfOffered(ctx.actions);
}

/** Baron's Masterstroke: reveal when the two steps are worth something (they nearly always are). */
export function masterstroke(ctx: DecisionContext<'masterstroke'>): BotAction | undefined {
  const tokens = ctx.me.masterstroke ?? [];
  const worth = tokens.reduce((s, f) => s + influenceWorth(ctx.view, ctx.seat, f, 1, ctx.roundsLeft), 0);
  return ctx.actions.find((a) => a.type === (worth > 0 ? 'confirm' : 'pass'));
}

/** The Baron's two secret tokens: the Factions it already leans to (its influence), ties in track order. */
export function masterstrokeTokens(ctx: DecisionContext<'masterstrokeTokens'>): BotAction | undefined {
  return best(ofType(ctx.actions, 'masterstrokeTokens'), (a) => a.factions.reduce((s, f) => s + ctx.me.influence[f], 0))
    ?.item;
}
