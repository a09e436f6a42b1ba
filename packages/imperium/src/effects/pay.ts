import type { Seat } from '@arrakis/engine';
import { removeOne, sendToTrash } from '../cards.ts';
import type { Cost } from '../dsl/cost.ts';
import type { Faction } from '../dsl/primitives.ts';
import type { EventLog } from '../events.ts';
import type { EffectContext } from '../frames.ts';
import { changeInfluence } from '../influence.ts';
import type { EngineState } from '../state.ts';
import { removeConflictTroops } from '../troops.ts';
import { addStock } from './evaluate.ts';
import { pushEffects } from './stack.ts';

/** Trashes the card carrying an effect from in play (rules 002 GUIDE DES ICÔNES "Détruisez"). */
export function trashThisCard(state: EngineState, seat: Seat, ctx: EffectContext, log: EventLog): void {
  const p = state.players[seat]!;
  const card = ctx.card;
  if (!card || !(removeOne(p.inPlay, card) || removeOne(p.revealed, card))) return;
  log.public('cardTrashed', { seat, card });
  pushEffects(state, seat, sendToTrash(state, card), { source: 'trashed', card: null, space: null });
}

/**
 * Pays `costs` in full; the caller checked they can be paid (`costVariants`). `faction` is the track chosen for an
 * influence cost with a choice; `solariDiscount` lowers Solari costs (Duke Leto on Landsraad spaces).
 * Returns the Solari paid.
 */
export function payCosts(
  state: EngineState,
  seat: Seat,
  costs: readonly Cost[],
  faction: Faction | null,
  ctx: EffectContext,
  log: EventLog,
  solariDiscount = 0,
): number {
  const p = state.players[seat]!;
  let solariPaid = 0;
  for (const cost of costs) {
    switch (cost.kind) {
      case 'resource': {
        const amount = cost.resource === 'solari' ? Math.max(0, cost.amount - solariDiscount) : cost.amount;
        addStock(p, cost.resource, -amount);
        if (cost.resource === 'solari') solariPaid += amount;
        if (amount > 0) log.public('paid', { seat, resource: cost.resource, amount });
        break;
      }
      case 'troopsInConflict':
        removeConflictTroops(state, seat, cost.amount, 'supply', log);
        break;
      case 'trashThisCard':
        trashThisCard(state, seat, ctx, log);
        break;
      case 'influence': {
        const f = cost.faction.kind === 'faction' ? cost.faction.faction : faction;
        if (f) changeInfluence(state, seat, f, -cost.amount, log);
        break;
      }
    }
  }
  return solariPaid;
}
