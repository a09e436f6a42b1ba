import type { CardDeck } from '../../dsl/content.ts';
import type { UprisingCard } from './types.ts';

type CardSpec = Pick<UprisingCard, 'id' | 'name' | 'copies'> & Partial<Omit<UprisingCard, 'id' | 'name' | 'copies'>>;

/** An Uprising player card with empty boxes unless given. */
export const uprisingCard = (deck: CardDeck, spec: CardSpec): UprisingCard => ({
  deck,
  cost: null,
  factions: [],
  agentIcons: [],
  agent: [],
  reveal: [],
  acquire: [],
  trashed: [],
  discarded: [],
  choam: false,
  ...spec,
});
