import { cardData, intrigueData } from './cards.ts';
import { best, ofType, passIfOffered, type BotAction, type DecisionContext } from './context.ts';
import { cardPlayWorth, cardWorth } from './deck.ts';
import { effectsWorth } from './value.ts';
import { contractWorth, postWorth, uprisingCostsWorth, uprisingPayable } from './uprisingValue.ts';
import { beforeReveal, drawWorth, resourceWorth, WORTH } from './worth.ts';

/**
 * rules 004 "Placer un Espion": the post worth most (the spaces it watches, those the seat wants); moving a Spy
 * from another post (an empty supply) only for a clearly better one.
 */
export function placeSpy(ctx: DecisionContext<'placeSpy'>): BotAction | undefined {
  return best(ofType(ctx.actions, 'placeSpy'), (a) => postWorth(ctx, a.post) - (a.from ? postWorth(ctx, a.from) : 0))
    ?.item;
}

/**
 * rules 004 "Rappeler un Espion (Action)": recall a Spy to draw a card, while the card can still be played this
 * round and is worth more than the Spy where it stands.
 */
export function gatherIntelligence(ctx: DecisionContext<'gatherIntelligence'>): BotAction | undefined {
  const draw = drawWorth(ctx, {});
  const pick = best(ofType(ctx.actions, 'recallSpy'), (a) => draw - 0.6 * postWorth(ctx, a.post));
  return pick && pick.score > 0 ? pick.item : passIfOffered(ctx.actions);
}

/** Uprising's arrow: pays when what it buys is worth more than all of the cost (rules 004 "Effets facultatifs"). */
export function payUprising(ctx: DecisionContext<'payUprising'>): BotAction | undefined {
  const pick = best(ofType(ctx.actions, 'pay'), (a) => payUprisingScore(ctx, a));
  return pick && (pick.score > 0 || ctx.frame.mandatory) ? pick.item : passIfOffered(ctx.actions);
}

export function payUprisingScore(ctx: DecisionContext<'payUprising'>, a: BotAction): number {
  if (a.type !== 'pay') return 0;
  const { effects, cost, ctx: source } = ctx.frame;
  const src = { card: source.card, space: source.space };
  if (!uprisingPayable(ctx, cost, src)) return -1;
  return effectsWorth(ctx, effects, src) - uprisingCostsWorth(ctx, cost, src);
}

/** One part of a paid cost: the Spy, card or Intrigue the seat gives up most easily. */
export function uprisingCost(ctx: DecisionContext<'uprisingCost'>): BotAction | undefined {
  const kind = ctx.frame.cost.kind;
  return best(ctx.actions, (a) => {
    if (a.type === 'recallSpy') return -postWorth(ctx, a.post);
    if (a.type === 'pickIntrigue') return -intrigueKeepWorth(ctx, a.card);
    if (a.type === 'pickCard') {
      // A trashed card may give something back (its Trash box); a discarded one only leaves the hand.
      const back = kind === 'discard' ? 0 : effectsWorth(ctx, cardData(ctx, a.card).trashed);
      const zone = a.zone === 'hand' ? 0 : 0.3;
      return -cardPlayWorth(ctx, a.card) + back + zone;
    }
    return -Infinity;
  })?.item;
}

/** What an Intrigue card in hand is worth keeping: its best use, roughly. */
function intrigueKeepWorth(ctx: DecisionContext<'uprisingCost'>, card: string): number {
  const data = intrigueData(ctx, card);
  const uses = [data.plot, data.combat, data.endgame].filter((u) => u !== undefined && u !== null);
  return Math.max(0, ...uses.map((u) => effectsWorth(ctx, u!.effects)));
}

/** Long Live the Fighters: the weakest of the cards looked at goes first (trashed, then discarded). */
export function sortTopCards(ctx: DecisionContext<'sortTopCards'>): BotAction | undefined {
  return best(ofType(ctx.actions, 'pickCard'), (a) => -cardPlayWorth(ctx, a.card))?.item;
}

/** Price is No Object: the card worth most beyond the Solari it costs, if any is. */
export function acquireWithSolari(ctx: DecisionContext<'acquireWithSolari'>): BotAction | undefined {
  const pick = best(
    ofType(ctx.actions, 'acquire'),
    (a) =>
      cardWorth(ctx, a.card) +
      (beforeReveal(ctx) ? 0.5 * cardPlayWorth(ctx, a.card) : 0) -
      (cardData(ctx, a.card).cost ?? 0) * resourceWorth(ctx, 'solari'),
  );
  return pick && pick.score > 0 ? pick.item : passIfOffered(ctx.actions);
}

/** rules 004 "Espace CHOM": the contract most likely to pay, for its reward. */
export function takeContract(ctx: DecisionContext<'takeContract'>): BotAction | undefined {
  return best(ofType(ctx.actions, 'contract'), (a) => contractWorth(ctx, a.contract))?.item;
}

/**
 * rules 004 Dame Jessica, Autres Mémoires: return the Memories to draw a card each (and become Reverend Mother),
 * when there are at least two cards to draw this round.
 */
export function otherMemories(ctx: DecisionContext<'otherMemories'>): BotAction | undefined {
  const memories = ctx.view.uprising?.memories?.[ctx.seat] ?? 0;
  const worth = memories * drawWorth(ctx, {}) + memories * 0.3 - 2 * WORTH.card;
  return ctx.actions.find((a) => a.type === (worth > 0 ? 'confirm' : 'pass'));
}

/** Princess Irulan's signet: the card worth most, into the hand (one more play this round before the Reveal). */
export function acquireToHand(ctx: DecisionContext<'acquireToHand'>): BotAction | undefined {
  return best(
    ofType(ctx.actions, 'acquire'),
    (a) => cardWorth(ctx, a.card) + (beforeReveal(ctx) ? 0.5 * cardPlayWorth(ctx, a.card) : 0),
  )?.item;
}

/** rules 004 FAQ Alliance: of the tied players, the Alliance goes to the one furthest behind in VP. */
export function allianceTie(ctx: DecisionContext<'allianceTie'>): BotAction | undefined {
  return best(ofType(ctx.actions, 'opponent'), (a) => {
    if (a.seat === ctx.seat) return 100;
    const o = ctx.view.players[a.seat]!;
    return -o.victoryPoints - 0.1 * o.strength;
  })?.item;
}
