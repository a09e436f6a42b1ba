import type { Seat } from '@arrakis/engine';
import type { ConflictCard } from '../../dsl/content.ts';
import type { Effect, ModuleEffect } from '../../dsl/effect.ts';
import { conflictIn, type RuleModule } from '../../edition.ts';
import type { EventLog } from '../../events.ts';
import type { EffectContext } from '../../frames.ts';
import { deployBlocked } from '../../effects/resolve.ts';
import type { EngineState } from '../../state.ts';
import { contentOf } from '../index.ts';
import { uprisingPieces } from './pieces.ts';

/** Strength of one sandworm in the Conflict (rules 004 "Force totale": "+3 par Ver des Sables"). */
export const SANDWORM_STRENGTH = 3;

/**
 * The spaces whose Conflicts the Shield Wall protects (facts uprising-rules.md §2.2, rulebook p.10): no sandworm
 * joins a Conflict naming one of them while the Wall stands. A Conflict names the space it gives control of.
 */
export const SHIELDED_SPACES: readonly string[] = ['arrakeen', 'spiceRefinery', 'imperialBasin'];

/** Whether a standing Shield Wall keeps sandworms out of this Conflict: it names a space behind the Wall. */
export function behindShieldWall(conflict: ConflictCard): boolean {
  return conflict.controlSpace !== null && SHIELDED_SPACES.includes(conflict.controlSpace);
}

/** Whether the Shield Wall stands and the Conflict being fought is behind it. */
export function shieldWallProtects(state: EngineState): boolean {
  if (!uprisingPieces(state).shieldWall || state.conflict === null) return false;
  return behindShieldWall(conflictIn(contentOf(state), state.conflict));
}

/** Whether `seat` could summon a sandworm now: it holds Maker Hooks and the Shield Wall does not stop it. */
export function canSummon(state: EngineState, seat: Seat): boolean {
  return uprisingPieces(state).makerHooks[seat] === true && !shieldWallProtects(state);
}

/**
 * rules 004 III. Combat: "Chaque joueur ayant au moins un Ver des Sables dans sa zone DOUBLE sa récompense (sauf
 * Contrôle d'un emplacement et icônes Bataille)". Every reward is taken twice, but control (battle icons are
 * not effects: the Conflict card itself). A "pay → gain" reward may be paid twice (facts §2.3), and a doubled
 * influence may go to two Factions: both follow from taking each reward twice.
 */
export function doubledRewards(rewards: readonly Effect[]): Effect[] {
  return rewards.flatMap((e): Effect[] => (e.kind === 'control' || e.kind === 'controlConflictSpace' ? [e] : [e, e]));
}

function summon(state: EngineState, seat: Seat, amount: number, log: EventLog): void {
  const pieces = uprisingPieces(state);
  // rules 004 II. A) "Ver des Sables": a Maker Hook in the garrison, the space not protected by the Shield Wall.
  if (!canSummon(state, seat) || deployBlocked(state, seat)) {
    log.public('sandwormsNotSummoned', {
      seat,
      reason: !pieces.makerHooks[seat] ? 'noMakerHooks' : deployBlocked(state, seat) ? 'noDeploy' : 'shieldWall',
    });
    return;
  }
  pieces.sandworms[seat] = (pieces.sandworms[seat] ?? 0) + amount;
  // Sandworms are units deployed to the Conflict (rules 004 Ver des Sables): Distraction counts them.
  if (state.turn?.seat === seat) state.turn.deployed += amount;
  log.public('sandwormsSummoned', { seat, count: amount, total: pieces.sandworms[seat] });
}

function resolve(state: EngineState, seat: Seat, effect: ModuleEffect, ctx: EffectContext, log: EventLog): boolean {
  const pieces = uprisingPieces(state);
  switch (effect.kind) {
    case 'summonSandworm':
      summon(state, seat, effect.amount, log);
      return true;
    case 'gainMakerHook':
      // facts §2.3: one per player; someone holding them gains none.
      if (!pieces.makerHooks[seat]) {
        pieces.makerHooks[seat] = true;
        log.public('makerHooksTaken', { seat });
      }
      return true;
    case 'breakShieldWall':
      if (!pieces.shieldWall) return true;
      if (effect.confirmed) {
        pieces.shieldWall = false;
        log.public('shieldWallDestroyed', { seat });
      } else
        // rules 004 "Bouclier brisé": "Vous pouvez retirer du jeu le Bouclier": the player is asked.
        state.stack.push({
          kind: 'pay',
          seat,
          cost: [],
          effects: [{ kind: 'breakShieldWall', confirmed: true }],
          ctx,
        });
      return true;
    default:
      return false;
  }
}

/** Sandworms, Maker Hooks and the Shield Wall (rules 004 "Ver des Sables", "Bouclier brisé", III. Combat). */
export const SANDWORMS: RuleModule = {
  id: 'sandworms',
  setup(state) {
    uprisingPieces(state);
  },
  resolve,
  conflictUnits(state, seat) {
    const worms = state.uprising?.sandworms[seat] ?? 0;
    return { count: worms, strength: SANDWORM_STRENGTH * worms };
  },
  conflictRewards(state, seat, _place, rewards) {
    return (state.uprising?.sandworms[seat] ?? 0) > 0 ? doubledRewards(rewards) : rewards;
  },
  afterCombat(state, log) {
    // rules 004 III. Combat: "Les Vers des Sables en Conflit retournent en Banque."
    const pieces = uprisingPieces(state);
    if (pieces.sandworms.some((n) => n > 0)) log.public('sandwormsReturned', {});
    pieces.sandworms = pieces.sandworms.map(() => 0);
  },
};
