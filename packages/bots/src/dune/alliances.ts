import type { Seat } from '@arrakis/engine';
import type { DuneAction } from '@arrakis/dune';
import { alliesOf, strongholdsHeld } from './board.ts';
import { best, frameField, ofType, type DuneContext } from './context.ts';

/** How much the seat wants `other` as an ally (rules 000 §26: complementary powers; what they hold counts). */
export function allyScore(ctx: DuneContext, other: Seat): number {
  const { view } = ctx;
  const faction = view.seats[other]!;
  const rank = ctx.tuning.allies.indexOf(faction);
  const complement = rank < 0 ? 0 : ctx.tuning.allies.length - rank;
  // Late in the game the Guild and the Fremen win when nobody else does (annexe 3 Guild 4, Fremen 4).
  const endgame = view.turn >= 10 && (faction === 'guild' || faction === 'fremen') ? 4 : 0;
  return complement + 2 * strongholdsHeld(view, other) + endgame;
}

/** The least score for which the seat proposes or accepts an alliance. */
const WORTH_ALLYING = 4;

function proposals(ctx: DuneContext): { from: Seat; to: Seat }[] {
  const raw = frameField(ctx.view, 'proposals');
  return Array.isArray(raw) ? (raw as { from: Seat; to: Seat }[]) : [];
}

/**
 * rules 000 §12: at a nexus, accept the best complementary offer, else propose once to the best partner, then
 * declare itself done. An alliance already made is kept: allies share the win (§12.E.1).
 */
export function nexus(ctx: DuneContext): DuneAction | undefined {
  const { actions, view, seat } = ctx;
  const done = actions.find((a) => a.type === 'nexusDone');
  if (alliesOf(view, seat).length > 0) return done;
  const accept = best(ofType(actions, 'acceptAlliance'), (a) => allyScore(ctx, a.from));
  if (accept && allyScore(ctx, accept.from) >= WORTH_ALLYING) return accept;
  const pending = proposals(ctx).some((p) => p.from === seat);
  if (!pending && ctx.memory.proposedTurn !== view.turn) {
    const propose = best(ofType(actions, 'proposeAlliance'), (a) => allyScore(ctx, a.to));
    if (propose && allyScore(ctx, propose.to) >= WORTH_ALLYING) {
      ctx.memory.proposedTurn = view.turn;
      return propose;
    }
  }
  return done;
}
