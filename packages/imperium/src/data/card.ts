import type { CardDeck, ImperiumCard } from '../dsl/content.ts';

type CardSpec = Pick<ImperiumCard, 'id' | 'name' | 'copies'> & Partial<Omit<ImperiumCard, 'id' | 'name' | 'copies'>>;

/** A player card with empty boxes unless given. */
export const playerCard = (deck: CardDeck, spec: CardSpec): ImperiumCard => ({
  deck,
  cost: null,
  factions: [],
  agentIcons: [],
  agent: [],
  reveal: [],
  acquire: [],
  trashed: [],
  ...spec,
});
