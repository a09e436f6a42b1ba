import type { Faction } from '@arrakis/dune';

/** How a faction's heuristics lean, after rules 000 §26 "Stratagèmes par personnage". */
export interface FactionTuning {
  /** Multiplies a card's worth into the most the faction bids for it. */
  readonly bidFactor: number;
  /** Spice kept back from bidding to ship forces (rules 000 §26: keep enough to land troops). */
  readonly shipReserve: number;
  /** The least a shipment must be worth, in spice, to be made. */
  readonly shipThreshold: number;
  /** Extra tokens dialled in battles the faction means to win. */
  readonly dialBoost: number;
  /** Preferred allies at a nexus, best first (rules 000 §26: complementary powers). */
  readonly allies: readonly Faction[];
}
