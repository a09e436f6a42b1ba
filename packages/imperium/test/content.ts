import type { Effect, IntrigueCard } from '../src/index.ts';
import {
  CONFLICT_CARDS,
  FACTION_TRACKS,
  HAGAL_CARDS,
  IMPERIUM_DECK,
  INTRIGUE_DECK,
  LEADERS,
  RESERVE,
  SPACES,
  STARTER_DECK,
} from '../src/index.ts';

/** Every player card: starter, reserve and Imperium deck. */
export const PLAYER_CARDS = [
  ...Object.values(STARTER_DECK),
  ...Object.values(RESERVE),
  ...Object.values(IMPERIUM_DECK),
] as const;

/** Every list of effects in the content, named by where it sits, for checks that apply to all of them. */
export function allEffectLists(): { readonly where: string; readonly effects: readonly Effect[] }[] {
  const lists: { where: string; effects: readonly Effect[] }[] = [];
  for (const card of PLAYER_CARDS) {
    for (const box of ['agent', 'reveal', 'acquire', 'trashed'] as const) {
      lists.push({ where: `${card.id}.${box}`, effects: card[box] });
    }
  }
  const intrigues: readonly IntrigueCard[] = Object.values(INTRIGUE_DECK);
  for (const card of intrigues) {
    for (const timing of ['plot', 'combat', 'endgame'] as const) {
      const ability = card[timing];
      if (ability) lists.push({ where: `${card.id}.${timing}`, effects: ability.effects });
    }
  }
  for (const card of Object.values(CONFLICT_CARDS)) {
    for (const rank of ['first', 'second', 'third'] as const)
      lists.push({ where: `${card.id}.${rank}`, effects: card[rank] });
  }
  for (const space of Object.values(SPACES)) {
    lists.push({ where: `${space.id}.effects`, effects: space.effects });
    if (space.controlBonus) lists.push({ where: `${space.id}.controlBonus`, effects: space.controlBonus });
  }
  for (const leader of Object.values(LEADERS)) {
    lists.push({ where: `${leader.id}.signetRing`, effects: leader.signetRing.effects });
    const rule = leader.ability.rule;
    if (rule.kind !== 'special') lists.push({ where: `${leader.id}.ability`, effects: rule.effects });
  }
  for (const card of Object.values(HAGAL_CARDS)) lists.push({ where: `hagal.${card.id}`, effects: card.effects });
  for (const track of Object.values(FACTION_TRACKS))
    lists.push({ where: `track.${track.faction}`, effects: track.bonus });
  return lists;
}

export const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
