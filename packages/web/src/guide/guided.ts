import type { LocalGameSetup } from '../transport/localRules.ts';

/** The titles with a guided first game. */
export type GuidedGame = 'dune' | 'imperium';

/**
 * A guided game's fixed opening: the same seed and the same heuristic bots (deterministic) each time, so that the
 * guide's words fit what happens. Dune: the person plays the Atreides (rules 000 annexe 3: prescience shows cards
 * before they are bought, a gentle start) against three factions; Imperium: four seats, the person first.
 */
export function guidedSetup(game: GuidedGame, you: string, bot: (n: number) => string): LocalGameSetup {
  const seats = [
    { kind: 'human' as const, name: you },
    ...[2, 3, 4].map((n) => ({ kind: 'bot' as const, name: bot(n), botLevel: 'heuristic' as const })),
  ];
  if (game === 'dune') {
    return { seats, options: { factions: ['atreides', 'harkonnen', 'fremen', 'emperor'] }, seed: 'guide-dune-1' };
  }
  return { game: 'imperium', seats, options: {}, seed: 'guide-imperium-1' };
}

/** What the guide of one local game remembers: whether it is on, and the phases already explained. */
export interface GuideMemory {
  readonly on: boolean;
  readonly seen: readonly string[];
}

const KEY = 'arrakis.guide.';

/** Marks a new local game as guided (the guide follows the game's id, so a resumed game keeps it). */
export function startGuide(id: string): void {
  saveGuide(id, { on: true, seen: [] });
}

export function loadGuide(id: string): GuideMemory | null {
  try {
    const raw = localStorage.getItem(KEY + id);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { on, seen } = parsed as Record<string, unknown>;
    return {
      on: on === true,
      seen: Array.isArray(seen) ? seen.filter((s): s is string => typeof s === 'string') : [],
    };
  } catch {
    return null;
  }
}

export function saveGuide(id: string, memory: GuideMemory): void {
  localStorage.setItem(KEY + id, JSON.stringify(memory));
}
