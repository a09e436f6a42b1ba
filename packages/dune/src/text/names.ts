import { FACTION_DATA, type Faction } from '../data/factions.ts';
import { LEADERS, type LeaderId } from '../data/leaders.ts';
import type { Language } from '../data/names.ts';
import { TERRITORIES, type TerritoryId } from '../data/territories.ts';
import { TREACHERY_CARDS, type TreacheryCardId } from '../data/treachery.ts';
import { phrase } from './catalogue.ts';
import { DUNE_TEXT } from './texts.ts';

/**
 * The names a sentence needs, for one table in one language. The web client names seats after their players and
 * implements it with its own words; `tableNames` gives one from the game's data alone (the CLI's).
 */
export interface DuneNames {
  faction(id: string): string;
  /** The seat's player and faction, e.g. `Paul (Atréides)`; the faction alone when the name is unknown. */
  seat(seat: number): string;
  /** A faction named with its player when it has a seat at the table. */
  player(faction: string): string;
  seats(seats: readonly number[]): string;
  territory(id: string): string;
  /** A territory, with its sector when it has several: `territory:sector`. */
  location(key: string): string;
  leader(id: string): string;
  card(id: string): string;
  cards(ids: readonly string[]): string;
  /** A spice card: its territory, or Shai-Hulud. */
  spiceCard(id: string): string;
}

export function isTerritory(id: string): id is TerritoryId {
  return Object.hasOwn(TERRITORIES, id);
}

/** The names of a table from the game's own data: `factions[seat]`, and the players' names where known. */
export function tableNames(
  lang: Language,
  factions: readonly string[],
  players: readonly (string | null)[] = [],
): DuneNames {
  const words = DUNE_TEXT[lang].words;
  const faction = (id: string) => (Object.hasOwn(FACTION_DATA, id) ? FACTION_DATA[id as Faction].name[lang] : id);
  const territory = (id: string) => (isTerritory(id) ? TERRITORIES[id].name[lang] : id);
  const card = (id: string) =>
    Object.hasOwn(TREACHERY_CARDS, id) ? TREACHERY_CARDS[id as TreacheryCardId].name[lang] : id;
  const list = (items: readonly string[]) => (items.length === 0 ? words.none : items.join(', '));
  const seat = (s: number) => {
    const name = players[s]?.trim();
    const f = faction(factions[s] ?? String(s));
    return name ? (phrase(DUNE_TEXT[lang], lang, 'words', 'playerFaction', { name, faction: f }) ?? f) : f;
  };
  return {
    faction,
    seat,
    player: (id) => (factions.includes(id) ? seat(factions.indexOf(id)) : faction(id)),
    seats: (ss) => list(ss.map(seat)),
    territory,
    location(key) {
      const [id = key, sector = ''] = key.split(':');
      if (!isTerritory(id)) return key;
      if (TERRITORIES[id].sectors.length <= 1) return territory(id);
      return `${territory(id)} (${phrase(DUNE_TEXT[lang], lang, 'words', 'sector', { sector }) ?? sector})`;
    },
    leader: (id) => (Object.hasOwn(LEADERS, id) ? LEADERS[id as LeaderId].name[lang] : id),
    card,
    cards: (ids) => list(ids.map(card)),
    spiceCard: (id) => (id.startsWith('shaiHulud') ? 'Shai-Hulud' : territory(id)),
  };
}
