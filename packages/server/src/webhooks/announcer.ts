import { eventText, tableNames } from '@arrakis/dune';
import type { GameEvent } from '@arrakis/engine';
import { imperiumEventText, imperiumTableNames, type TableLike } from '@arrakis/imperium';
import type { GameEntry } from '../games.ts';
import { visibleTo } from '../matchLoader.ts';
import type { MatchLanguage } from '../protocol.ts';
import type { ActionSource, MatchRecord } from '../storage/matchStore.ts';
import { isPlayedByPerson } from '../timers.ts';
import { WEBHOOK_MAX_BODY_BYTES } from './delivery.ts';
import type { WebhookQueue } from './queue.ts';
import { WEBHOOK_WORDS } from './words.ts';

/** A committed change of a match, as the announcer reads it: only public facts are taken from it. */
export interface MatchChange {
  readonly entry: GameEntry;
  readonly match: MatchRecord;
  /** Null at the creation of the match. */
  readonly before: unknown;
  readonly after: unknown;
  /** Who played the action (null at creation). */
  readonly actor: number | null;
  readonly source: ActionSource | null;
  readonly events: readonly GameEvent[];
  /** A window the server answers for the seat (auto-pass): no "your turn" for it. */
  answeredByServer(seat: number): boolean;
}

interface PublicPicture {
  readonly phase: string;
  readonly turn: number | null;
  readonly names: { seat(seat: number): string };
  render(event: GameEvent): string;
}

/** The spectator's view of a state: nothing a seat alone may see goes into a webhook. */
function publicPicture(entry: GameEntry, match: MatchRecord, state: unknown, lang: MatchLanguage): PublicPicture {
  const view = entry.game.view(state, null) as Readonly<Record<string, unknown>>;
  const players = match.seats.map((s) => s.name);
  const phase = typeof view['phase'] === 'string' ? view['phase'] : '';
  if (match.game === 'dune') {
    const factions = Array.isArray(view['seats']) ? view['seats'].map(String) : [];
    const names = tableNames(lang, factions, players);
    const turn = typeof view['turn'] === 'number' ? view['turn'] : null;
    return { phase, turn, names, render: (event) => eventText(event, lang, names) };
  }
  // Sound: the Imperium view carries the table's public `edition`, `players[].leader` and `houseHagal`.
  const names = imperiumTableNames(lang, view as unknown as TableLike, players);
  const turn = typeof view['round'] === 'number' ? view['round'] : null;
  return { phase, turn, names, render: (event) => imperiumEventText(event, lang, names) };
}

/** The Discord-compatible body: the text cut to fit, and no mention ever pings anyone (names are the players'). */
export function webhookBody(content: string): string {
  const make = (text: string) => JSON.stringify({ content: text, allowed_mentions: { parse: [] } });
  let text = content.slice(0, 1_900);
  while (Buffer.byteLength(make(text)) > WEBHOOK_MAX_BODY_BYTES) text = `${text.slice(0, -20)}…`;
  return make(text);
}

/**
 * Turns a match's changes into webhook messages (issue 18): "whose turn" at each decision point of a person's seat
 * (a person who starts to be awaited, or is awaited again right after playing), and each phase's result when the
 * phase ends: its public events, in the match's language. Built from the spectator's view and the public events
 * only, so a webhook never carries a hidden card or a traitor.
 */
export class WebhookAnnouncer {
  /** The public sentences of each match's current phase (in memory: a restart starts the phase's list afresh). */
  private readonly phaseLines = new Map<string, string[]>();

  constructor(private readonly queue: WebhookQueue) {}

  announce(change: MatchChange): void {
    const { match, entry } = change;
    const webhook = match.webhook;
    if (!webhook) return;
    const { lang } = webhook;
    const words = WEBHOOK_WORDS[lang];
    const after = publicPicture(entry, match, change.after, lang);
    const messages: string[] = [];
    if (change.before !== null) {
      const before = publicPicture(entry, match, change.before, lang);
      const lines = this.phaseLines.get(match.id) ?? [];
      for (const event of change.events) if (visibleTo(event, null)) lines.push(before.render(event));
      this.phaseLines.set(match.id, lines);
      if (before.phase !== after.phase) {
        this.phaseLines.set(match.id, []);
        const phaseName = words.phaseName(match.game, before.phase);
        const head =
          before.turn === null
            ? words.phaseEnded({ phase: phaseName })
            : words.phaseEndedInTurn({ phase: phaseName, turn: before.turn, game: match.game });
        messages.push([head, ...lines].join('\n'));
      }
    }
    if (match.status !== 'active') this.phaseLines.delete(match.id);
    else {
      const awaitedBefore = change.before === null ? new Set<number>() : decidingSeats(entry, change.before);
      for (const seat of decidingSeats(entry, change.after)) {
        if (!isPlayedByPerson(match.seats[seat]) || change.answeredByServer(seat)) continue;
        if (awaitedBefore.has(seat) && change.actor !== seat) continue;
        const phase = words.phaseName(match.game, after.phase);
        messages.push(words.yourTurn({ seat: after.names.seat(seat), phase }));
      }
    }
    for (const content of messages)
      this.queue.push({ matchId: match.id, url: webhook.url, body: webhookBody(content) });
  }

  /** The match left memory or ended: its phase's lines go. */
  forget(matchId: string): void {
    this.phaseLines.delete(matchId);
  }
}

function decidingSeats(entry: GameEntry, state: unknown): Set<number> {
  return new Set(entry.game.decisions(state).map((d) => d.seat));
}
