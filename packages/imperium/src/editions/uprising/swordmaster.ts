import { paySolari } from '../../dsl/build.ts';
import type { RuleModule } from '../../edition.ts';

/**
 * The Swordmaster space's price once any player, a Rival included, has a Swordmaster (facts uprising-rules.md §2.6:
 * Board Space Guide via JCS, RC, TTS; the FAQ via the Rivals aid for the Rival); 8 Solari before, as printed.
 */
export const SWORDMASTER_LATER_COST = 6;

/** Uprising's Swordmaster: 8 Solari for the first to take one, 6 after (rules 004 MISE EN PLACE: 3rd Agent). */
export const SWORDMASTER: RuleModule = {
  id: 'swordmaster',
  spaceCost(state, space, cost) {
    // Called for every space at every listing of Agent placements: loops, not closures.
    let givesSwordmaster = false;
    for (const e of space.effects) if (e.kind === 'gainSwordmaster') givesSwordmaster = true;
    if (!givesSwordmaster) return cost;
    let taken = false;
    for (const p of state.players) if (p.swordmaster) taken = true;
    if (!taken) return cost;
    return cost.map((c) => (c.kind === 'resource' && c.resource === 'solari' ? paySolari(SWORDMASTER_LATER_COST) : c));
  },
};
