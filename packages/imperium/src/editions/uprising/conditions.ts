import type { Seat } from '@arrakis/engine';
import { cardData } from '../../cards.ts';
import { walkEffects } from '../../dsl/walk.ts';
import type { UprisingCondition, UprisingCounter } from '../../dsl/uprising.ts';
import { spaceIn } from '../../edition.ts';
import { holds, opponentsOf } from '../../effects/evaluate.ts';
import type { EffectContext } from '../../frames.ts';
import type { EngineState } from '../../state.ts';
import { strength } from '../../troops.ts';
import { contentOf } from '../index.ts';
import { completedContracts } from './choam.ts';
import { uprisingPieces } from './pieces.ts';
import { FACTION_POSTS, postsIn, spyPosts } from './spies.ts';
import { turnMemory } from './turnMemory.ts';

/** Troops and sandworms of the seat in the Conflict (rules 004 "Force totale": units). */
function unitsInConflict(state: EngineState, seat: Seat): number {
  return state.players[seat]!.troops.conflict + (state.uprising?.sandworms[seat] ?? 0);
}

/** Whether an Uprising condition holds for `seat` when it resolves (rules 004; facts uprising-rules.md §2). */
export function holdsUprising(
  state: EngineState,
  seat: Seat,
  condition: UprisingCondition,
  ctx: EffectContext,
): boolean {
  const p = state.players[seat]!;
  const memory = turnMemory(state, seat);
  switch (condition.kind) {
    case 'spiesOnBoard':
      return spyPosts(state, seat).length >= condition.atLeast;
    case 'recalledSpyThisTurn':
      return memory?.recalledSpy === true;
    case 'sentAgentTo': {
      const space = state.turn?.seat === seat ? state.turn.space : null;
      if (space === null) return false;
      const data = spaceIn(contentOf(state), space);
      return condition.space === 'maker' ? data.maker !== null : data.faction !== null;
    }
    case 'completedContracts':
      return completedContracts(state, seat) >= condition.atLeast;
    case 'unitsInConflict':
      return unitsInConflict(state, seat) >= condition.atLeast;
    case 'sandwormInConflict':
      return (state.uprising?.sandworms[seat] ?? 0) > 0;
    case 'makerHook':
      return state.uprising?.makerHooks[seat] === true;
    case 'swordmaster':
      return p.swordmaster;
    case 'spyingOnMakerSpace': {
      const makers = contentOf(state).makerSpaces;
      const mine = new Set(spyPosts(state, seat));
      return postsIn(state).some((o) => mine.has(o.id) && o.connects.some((s) => makers.includes(s)));
    }
    case 'deckHasAtLeast':
      return p.deck.length >= condition.cards;
    case 'discardedFactionCard': {
      const card = memory?.discarded.at(-1);
      return card !== undefined && cardData(state, card).factions.includes(condition.faction);
    }
    case 'acquiredThisTurn':
      return memory?.acquired.includes(condition.card) === true;
    case 'shieldWallStands':
      return uprisingPieces(state).shieldWall;
    case 'strengthInConflict':
      return strength(state, seat) >= condition.atLeast;
    case 'spyPlacedOn': {
      const post = memory?.lastSpyPost ?? null;
      if (post === null) return false;
      return condition.post === 'choam' ? post === 'choam' : FACTION_POSTS[post] !== undefined;
    }
    case 'deployedUnitsThisTurn':
      return (state.turn?.seat === seat ? state.turn.deployed : 0) >= condition.atLeast;
    case 'gainedSpiceThisTurn':
      return (memory?.spiceGained ?? 0) > 0;
    case 'influenceWhereOpponentAllied': {
      const opponents = opponentsOf(state, seat);
      return contentOf(state).factions.some((f) => {
        const ally = state.alliances[f];
        return ally !== null && opponents.includes(ally) && p.influence[f] >= condition.atLeast;
      });
    }
    case 'base':
      return holds(state, seat, condition.condition, ctx);
  }
}

/** What a `forEach` counts when it resolves. */
export function countUprising(state: EngineState, seat: Seat, counter: UprisingCounter): number {
  const p = state.players[seat]!;
  switch (counter.kind) {
    case 'completedContracts':
      return completedContracts(state, seat);
    case 'sandwormsInConflict':
      return state.uprising?.sandworms[seat] ?? 0;
    case 'revealedCardsWithSwords':
      return p.revealed.filter((c) => [...walkEffects(cardData(state, c).reveal)].some((e) => e.kind === 'swords'))
        .length;
    case 'factionCardsRevealed':
      return p.revealed.filter((c) => cardData(state, c).factions.includes(counter.faction)).length;
    case 'spiesOnBoard':
      return spyPosts(state, seat).length;
  }
}
