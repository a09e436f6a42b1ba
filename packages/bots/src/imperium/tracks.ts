import type { Seat } from '@arrakis/engine';
import { contentOf, factionsOfTarget, type Faction, type FactionTarget, type FactionTrack } from '@arrakis/imperium';
import type { BotView } from './context.ts';
import { WORTH, type Source } from './worth.ts';

function isRival(view: BotView, seat: Seat): boolean {
  return view.houseHagal?.seats.includes(seat) ?? false;
}

/** The influence track of a Faction in the view's edition. */
export function trackOf(view: BotView, faction: Faction): FactionTrack {
  return contentOf(view).factionTracks[faction]!;
}

/** The value of a position on a track: steps towards 2 (1 VP) and 4 (bonus, Alliance), then keeping ahead. */
function trackPosition(level: number): number {
  return level <= 4 ? level : 4 + 0.5 * (level - 4);
}

const TRACK_BONUS: Record<Faction, number> = {
  emperor: 2 * WORTH.troop,
  spacingGuild: 3 * WORTH.solari,
  beneGesserit: WORTH.intrigue,
  fremen: WORTH.water,
};

/**
 * What moving `seat`'s cube by `delta` on a track is worth to it (rules 002 FACTIONS): 1 VP at 2 and lost below,
 * the bonus at 4, the Alliance (1 VP) to the first at 4 or to whoever passes its holder.
 */
export function influenceWorth(view: BotView, seat: Seat, faction: Faction, delta: number, rounds: number): number {
  const track = trackOf(view, faction);
  const p = view.players[seat]!;
  const before = p.influence[faction];
  const after = Math.max(0, Math.min(track.maxInfluence, before + delta));
  if (after === before) return 0;
  let vp = 0;
  if (before < track.victoryPointAt && after >= track.victoryPointAt) vp++;
  if (before >= track.victoryPointAt && after < track.victoryPointAt) vp--;
  const holder = view.alliances[faction];
  const level = (s: Seat) => view.players[s]!.influence[faction];
  if (after >= track.alliance.at && holder !== seat && (holder === null || after > level(holder)))
    vp += holder === null ? 1 : 1.3;
  if (holder === seat && after < before) {
    const passer = view.players.some(
      (o) => o.seat !== seat && o.influence[faction] >= track.alliance.at && o.influence[faction] > after,
    );
    if (passer) vp -= 1.3;
  }
  let worth = vp * WORTH.victoryPoint;
  if (before < track.bonusAt && after >= track.bonusAt && !isRival(view, seat)) worth += TRACK_BONUS[faction];
  const future = Math.min(1, (rounds + 0.5) / 3);
  // Defending an Alliance matters when someone is close behind.
  const chased =
    holder === seat && view.players.some((o) => o.seat !== seat && o.influence[faction] >= Math.min(before, after) - 1);
  worth += (trackPosition(after) - trackPosition(before)) * WORTH.influenceStep * future * (chased ? 2 : 1);
  if (view.edition === 'uprising' || view.edition === 'uprisingSix')
    worth += anticipation(view, track, before, after, future);
  return worth;
}

/** Share of the VP ahead a step below a threshold is worth: the step that reaches it comes later. */
const TOWARD_VICTORY_POINT = 0.6;
const TOWARD_ALLIANCE = 0.35;

/**
 * Uprising (rules 004): influence is the main road to VP (the Rivals race on the tracks), so a step below the VP
 * space or the Alliance counts a share of what it leads to, as long as rounds remain to take the next ones.
 */
function anticipation(view: BotView, track: FactionTrack, before: number, after: number, future: number): number {
  const towards = (from: number, to: number, at: number) => Math.min(to, at) - Math.min(from, at);
  const vpSteps = towards(before, after, track.victoryPointAt - 1);
  const free = view.alliances[track.faction] === null;
  const allianceSteps = free ? towards(Math.max(before, track.victoryPointAt), after, track.alliance.at - 1) : 0;
  return (
    (vpSteps * TOWARD_VICTORY_POINT + allianceSteps * TOWARD_ALLIANCE * (free ? 1 : 0)) * WORTH.victoryPoint * future
  );
}

/** The Factions an influence target lets the seat pick among (the engine's rule, read from the view). */
export function targetFactions(view: BotView, seat: Seat, target: FactionTarget, src: Source): Faction[] {
  return factionsOfTarget(
    target,
    src.space ?? null,
    view.players[seat]!.influence,
    view.players.filter((o) => o.seat !== seat).map((o) => o.influence),
    contentOf(view),
  );
}
