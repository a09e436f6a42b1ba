import type { Seat } from '@arrakis/engine';
import {
  ARENA_CELLS,
  DUEL_CARDS,
  isMainCharacter,
  STRONGHOLDS,
  type ArenaCellId,
  type DuelCardId,
  type DuneAction,
  type DuneView,
} from '@arrakis/dune';
import { leaderValue } from './board.ts';
import { best, ofType, type DuneContext } from './context.ts';

/**
 * rules 000 §19 (option `duel`): the duel heuristic. A Kanly is called whenever a threat is met; the champion is
 * the strongest leader but the Main Character (whose death ends the game for us); support is modest; seconds go
 * with the side that put down more support; in the arena: strike when a card reaches, parry when one fits, step
 * inward for cards while the hand is short, else close in on the nearest opponent.
 */

/** rules 000 §19.B: the threatener always calls the Kanly he threatened. */
export function kanlyCall(ctx: DuneContext): DuneAction | undefined {
  return ofType(ctx.actions, 'callKanly').find((a) => a.call);
}

/** rules 000 §19.B note: claim the uncalled Kanly against the threatener's best leader. */
export function kanlyClaim(ctx: DuneContext): DuneAction | undefined {
  return best(
    ofType(ctx.actions, 'claimKanly').filter((a) => a.enemy !== null),
    (a) => leaderValue(a.enemy) * 100 - leaderValue(a.leader),
  );
}

/** rules 000 §19.C: the strongest leader, the Main Character only if alone; a second Kanly in a turn is refused. */
export function duelChampion(ctx: DuneContext): DuneAction | undefined {
  const choices = ofType(ctx.actions, 'chooseChampion');
  const refuse = choices.find((a) => a.leader === null);
  if (refuse) return refuse;
  return best(choices, (a) => (a.leader && isMainCharacter(a.leader) ? -1 : leaderValue(a.leader)));
}

export function duelPlacement(ctx: DuneContext): DuneAction | undefined {
  const cells = ofType(ctx.actions, 'placeChampion');
  return cells[Math.floor(cells.length / 2)];
}

/** rules 000 §19.C.1: support of about a third of the spice, 1 to 10. */
export function duelSupport(ctx: DuneContext): DuneAction | undefined {
  const wanted = Math.max(1, Math.floor((ctx.me.spice ?? 0) / 3));
  return best(ofType(ctx.actions, 'duelSupport'), (a) => -Math.abs(a.amount - wanted));
}

/** rules 000 §19.C.2: an ally's side, else the side with more support; the cheapest leader. */
export function duelSeconds(ctx: DuneContext): DuneAction | undefined {
  const arena = ctx.view.duel?.arena;
  const support = (seat: Seat | null) => arena?.fighters.find((f) => f.seat === seat)?.support ?? 0;
  const allied = (seat: Seat | null) =>
    seat !== null && ctx.view.alliances.some((a) => a.includes(ctx.seat) && a.includes(seat));
  return best(
    ofType(ctx.actions, 'chooseSecond'),
    (a) => (allied(a.side) ? 1000 : 0) + support(a.side) * 10 - leaderValue(a.leader),
  );
}

function arenaSteps(from: ArenaCellId, to: ArenaCellId): number {
  const a = ARENA_CELLS[from];
  const b = ARENA_CELLS[to];
  const sectors = Math.abs(Number(from.slice(-1)) - Number(to.slice(-1)));
  return Math.abs(a.depth - b.depth) + Math.min(sectors, 5 - sectors);
}

/** rules 000 §19.C.3–5: strike, else step in for a card, else close in; end the turn when nothing helps. */
export function duelTurn(ctx: DuneContext): DuneAction | undefined {
  const { view, seat, actions } = ctx;
  const arena = view.duel?.arena;
  if (!arena) return undefined;
  const cards = ofType(actions, 'duelCard');
  const strike = cards.find((a) => {
    const kind = DUEL_CARDS[a.card as DuelCardId].effect.kind;
    return kind === 'attack' || kind === 'knife';
  });
  if (strike) return strike;
  const me = arena.fighters.find((f) => f.seat === seat);
  const three = cards.find((a) => DUEL_CARDS[a.card as DuelCardId].effect.kind === 'threeActions');
  if (three && arena.actionsLeft > 0 && arena.actionsTaken === 0) return three;
  const moves = ofType(actions, 'duelMove');
  const hand = view.duel?.hand?.length ?? 0;
  if (me?.cell && moves.length > 0) {
    const here = ARENA_CELLS[me.cell].depth;
    if (hand < 4) {
      const inward = moves.find((m) => ARENA_CELLS[m.to as ArenaCellId].depth > here);
      if (inward) return inward;
    }
    const foes = arena.fighters.filter((f) => f.seat !== seat && f.alive && !f.left && f.cell !== null);
    const distance = (cell: ArenaCellId) => Math.min(...foes.map((f) => arenaSteps(cell, f.cell as ArenaCellId)));
    const now = foes.length > 0 ? distance(me.cell) : 0;
    const closer = best(moves, (m) => -distance(m.to as ArenaCellId));
    if (closer && foes.length > 0 && distance(closer.to as ArenaCellId) < now && distance(closer.to as ArenaCellId) > 0)
      return closer;
  }
  return actions.find((a) => a.type === 'duelEndTurn') ?? moves[0];
}

/** rules 000 §19.C.6: a fitting parry is always played. */
export function duelParry(ctx: DuneContext): DuneAction | undefined {
  return ofType(ctx.actions, 'duelParry').find((a) => a.card !== null);
}

/** rules 000 §19.C.2: a dead leader back if the budget allows, else forces from the Tanks, the rest in spice. */
export function secondReward(ctx: DuneContext): DuneAction | undefined {
  return best(ofType(ctx.actions, 'secondReward'), (a) => leaderValue(a.leader) * 3 + a.forces * 2);
}

/**
 * rules 000 §19.B: at the start of the movement, warn the strongest non-ally away from a stronghold we hold;
 * one threat a turn.
 */
export function kanlyThreat(view: DuneView, seat: Seat, actions: readonly DuneAction[]): DuneAction | undefined {
  if (view.phase !== 'movement' || !view.duel || view.duel.arena) return undefined;
  if ((view.duel.threats ?? []).some((t) => t.by === seat)) return undefined;
  const mine = view.seats[seat]!;
  const held = STRONGHOLDS.find((t) =>
    (view.board[t]?.forces[mine] ? Object.values(view.board[t]!.forces[mine]!) : []).some((n) => n > 0),
  );
  if (!held) return undefined;
  return ofType(actions, 'threatenKanly').find((a) => a.deed.kind === 'enter' && a.deed.territory === held);
}

export function wantsKanlyThreat(view: DuneView, seat: Seat): boolean {
  if (view.phase !== 'movement' || !view.duel || view.duel.arena) return false;
  return !(view.duel.threats ?? []).some((t) => t.by === seat) && view.frame?.kind === 'shipment';
}

/** rules 000 §19.C.11: the negotiator most likely to survive a war, never the Main Character if another is left. */
export function warNegotiator(ctx: DuneContext): DuneAction | undefined {
  return best(ofType(ctx.actions, 'placeNegotiator'), (a) => (isMainCharacter(a.leader) ? -1 : leaderValue(a.leader)));
}
