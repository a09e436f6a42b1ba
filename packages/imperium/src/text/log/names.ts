import { FACTION_TRACKS } from '../../data/factions.ts';
import { HAGAL_CARDS } from '../../data/hagal.ts';
import type { Language } from '../../dsl/primitives.ts';
import { contentOf } from '../../editions/index.ts';
import { OBSERVATION_POSTS } from '../../editions/uprising/board.ts';
import { UPRISING_CONTRACTS } from '../../editions/uprising/contracts.ts';
import { UPRISING_HAGAL_CARDS } from '../../editions/uprising/hagal.ts';
import { UPRISING_RIVALS } from '../../editions/uprising/rivals.ts';
import type { EditionId } from '../../edition.ts';
import { logPhrase } from './catalogue.ts';
import { LOG_TEXT } from './texts.ts';

/**
 * The names an event's sentence needs, for one table in one language. The web client names seats after their
 * players and implements it; `imperiumTableNames` gives one from the game's data alone (the CLI's).
 */
export interface ImperiumNames {
  seat(seat: number): string;
  seats(seats: readonly number[]): string;
  card(id: string): string;
  intrigue(id: string): string;
  space(id: string): string;
  faction(faction: string): string;
  leader(id: string | null): string;
  conflict(id: string): string;
  hagal(id: string): string;
  /** Uprising: a CHOAM contract; an observation post by the spaces it reaches. */
  contract(id: string): string;
  post(id: string): string;
}

/** What the names of a table are read from: a state or any seat's view of it. */
export interface TableLike {
  readonly edition?: EditionId;
  readonly players: readonly { readonly leader: string | null }[];
  readonly houseHagal?: { readonly seats: readonly number[]; readonly rivals?: readonly string[] } | null;
}

type Named = Readonly<Record<string, { readonly name: Readonly<Record<Language, string>> }>>;

const nameIn = (record: Named, id: string, lang: Language): string | null =>
  Object.hasOwn(record, id) ? record[id]!.name[lang] : null;

/** The names of a table from the game's data: a seat by its number and leader, a Rival as the table calls it. */
export function imperiumTableNames(
  lang: Language,
  table: TableLike,
  players: readonly (string | null)[] = [],
): ImperiumNames {
  const say = (key: string, params?: Readonly<Record<string, string | number>>) =>
    logPhrase(LOG_TEXT[lang], lang, 'words', key, params) ?? key;
  const content = contentOf(table);
  const up = table.edition === 'uprising';
  const rivals = table.houseHagal?.seats ?? [];
  const space = (id: string) => nameIn(content.spaces, id, lang) ?? id;
  const names: ImperiumNames = {
    seat(seat) {
      const leaderId = table.players[seat]?.leader ?? null;
      const rival = rivals.indexOf(seat);
      if (rival >= 0) {
        const who = rivals.length > 1 ? say('rivalN', { n: rival + 1 }) : say('rival');
        const card = table.houseHagal?.rivals?.[rival];
        if (card) return `${who} (${nameIn(UPRISING_RIVALS, card, lang) ?? card})`;
        return leaderId ? `${who} (${names.leader(leaderId)})` : who;
      }
      const name = players[seat]?.trim() || say('seat', { n: seat + 1 });
      return leaderId ? say('playerLeader', { name, leader: names.leader(leaderId) }) : name;
    },
    seats: (seats) => seats.map((s) => names.seat(s)).join(', ') || say('nobody'),
    card: (id) => nameIn(content.playerCards, id, lang) ?? id,
    intrigue: (id) => nameIn(content.intrigues, id, lang) ?? id,
    space,
    faction: (f) => nameIn(FACTION_TRACKS, f, lang) ?? f,
    leader: (id) => (id === null ? say('noLeader') : (nameIn(content.leaders, id, lang) ?? id)),
    conflict: (id) => nameIn(content.conflicts, id, lang) ?? id,
    hagal: (id) => nameIn(up ? UPRISING_HAGAL_CARDS : HAGAL_CARDS, id, lang) ?? id,
    contract: (id) => nameIn(UPRISING_CONTRACTS, id, lang) ?? id,
    post: (id) => (OBSERVATION_POSTS.find((p) => p.id === id)?.connects ?? []).map(space).join(' · '),
  };
  return names;
}
