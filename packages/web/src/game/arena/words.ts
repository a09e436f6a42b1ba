import {
  ARENA_CELLS,
  ARENA_EDGES,
  DUEL_CARDS,
  type ArenaCellId,
  type DuelCardId,
  type DuneAction,
} from '@arrakis/dune';
import type { Namer } from '../text.ts';

/** rules 000 §19: the decisions of a Kanly and of the arena, each answered in the Dune prompt. */
export const DUEL_FRAMES: ReadonlySet<string> = new Set([
  'kanlyCall',
  'kanlyClaim',
  'duelChampion',
  'duelPlacement',
  'duelSupport',
  'duelSeconds',
  'duelTurn',
  'duelParry',
  'secondReward',
  'warNegotiator',
]);

/** rules 000 §19: the actions described here (the Kanly threat is an interrupt, the others answer §19 frames). */
export const DUEL_ACTION_TYPES: ReadonlySet<string> = new Set([
  'threatenKanly',
  'callKanly',
  'claimKanly',
  'chooseChampion',
  'placeChampion',
  'duelSupport',
  'chooseSecond',
  'duelMove',
  'duelCard',
  'duelEndTurn',
  'duelParry',
  'secondReward',
  'placeNegotiator',
] satisfies DuneAction['type'][]);

/** A cell of the arena in words: its ring and its number (data/arena.ts ids, e.g. "outer3"). */
export function arenaCellName(n: Namer, cell: string): string {
  const c = ARENA_CELLS[cell as ArenaCellId];
  if (!c) return cell;
  return n.t(`duel.cell.${c.ring}`, { number: Number(cell.slice(c.ring.length)) + 1 });
}

/** An edge of the arena in words: the two cells it separates. */
export function arenaEdgeName(n: Namer, edge: string): string {
  const e = ARENA_EDGES[edge];
  return e ? n.t('duel.edge', { a: arenaCellName(n, e.cells[0]), b: arenaCellName(n, e.cells[1]) }) : edge;
}

export function duelCardName(n: Namer, card: string): string {
  return DUEL_CARDS[card as DuelCardId]?.name[n.lang] ?? card;
}

/** rules 000 §19: the Kanly and arena actions in words, with their parameters. */
export function describeDuelAction(n: Namer, a: DuneAction): string | null {
  const t = n.t;
  switch (a.type) {
    case 'threatenKanly': {
      const target = n.seat(a.target);
      if (a.deed.kind === 'enter')
        return t('duel.action.threatenEnter', { target, territory: n.territory(a.deed.territory) });
      return t(a.deed.kind === 'buyCard' ? 'duel.action.threatenBuyCard' : 'duel.action.threatenRevive', { target });
    }
    case 'callKanly':
      return t(a.call ? 'duel.action.callKanly' : 'duel.action.callKanlyNo');
    case 'claimKanly':
      return a.leader === null || a.enemy === null
        ? t('duel.action.claimKanlyNo')
        : t('duel.action.claimKanly', { leader: n.leader(a.leader), enemy: n.leader(a.enemy) });
    case 'chooseChampion':
      return a.leader === null
        ? t('duel.action.chooseChampionNone')
        : t('duel.action.chooseChampion', { leader: n.leader(a.leader) });
    case 'placeChampion':
      return t('duel.action.placeChampion', { cell: arenaCellName(n, a.cell) });
    case 'duelSupport':
      return t('duel.action.duelSupport', { count: a.amount });
    case 'chooseSecond':
      return a.side === null || a.leader === null
        ? t('duel.action.chooseSecondNone')
        : t('duel.action.chooseSecond', { leader: n.leader(a.leader), side: n.seat(a.side) });
    case 'duelMove':
      return t('duel.action.duelMove', { cell: arenaCellName(n, a.to) });
    case 'duelCard': {
      const card = duelCardName(n, a.card);
      if (a.target !== undefined) return t('duel.action.duelCardTarget', { card, target: n.seat(a.target) });
      if (a.edge !== undefined) return t('duel.action.duelCardEdge', { card, edge: arenaEdgeName(n, a.edge) });
      return t('duel.action.duelCard', { card });
    }
    case 'duelEndTurn':
      return t('duel.action.duelEndTurn');
    case 'duelParry':
      return a.card === null
        ? t('duel.action.duelParryNone')
        : t('duel.action.duelParry', { card: duelCardName(n, a.card) });
    case 'secondReward':
      return a.leader === null
        ? t('duel.action.secondReward', { count: a.forces })
        : t('duel.action.secondRewardLeader', { count: a.forces, leader: n.leader(a.leader) });
    case 'placeNegotiator':
      return t('duel.action.placeNegotiator', { leader: n.leader(a.leader), cell: arenaCellName(n, a.cell) });
    default:
      return null;
  }
}
