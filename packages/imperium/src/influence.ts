import type { Seat } from '@arrakis/engine';
import type { Faction } from './dsl/primitives.ts';
import { trackIn } from './edition.ts';
import { contentOf, editionOf } from './editions/index.ts';
import type { EventLog } from './events.ts';
import { isRival, isSoloRival } from './effects/evaluate.ts';
import { pushEffects } from './effects/stack.ts';
import type { EngineState } from './state.ts';
import { turnUnits } from './troops.ts';

export function gainVictoryPoints(state: EngineState, seat: Seat, amount: number, log: EventLog): void {
  // rules 002 PARTIES À DEUX JOUEURS: House Hagal scores no VP.
  if (isRival(state, seat) && !isSoloRival(state, seat)) return;
  if (isRival(state, seat) && editionOf(state).rivals.scores?.(state, seat) === false) return;
  const p = state.players[seat]!;
  const before = p.victoryPoints;
  p.victoryPoints = Math.max(0, p.victoryPoints + amount);
  if (p.victoryPoints !== before) log.public('victoryPoints', { seat, change: p.victoryPoints - before });
}

/**
 * Moves the seat's cube on a Faction track (rules 002 FACTIONS): 1 VP at 2 influence and lost below it; the bonus
 * each time 4 is reached, never given back; the Alliance to the first at 4, taken by whoever passes its holder.
 */
export function changeInfluence(state: EngineState, mover: Seat, faction: Faction, delta: number, log: EventLog): void {
  const seat = turnUnits(state, mover, 'influence');
  const track = trackIn(contentOf(state), faction);
  const p = state.players[seat]!;
  const before = p.influence[faction];
  const after = Math.max(0, Math.min(track.maxInfluence, before + delta));
  if (after === before) return;
  p.influence = { ...p.influence, [faction]: after };
  log.public('influence', { seat, faction, from: before, to: after });
  if (before < track.victoryPointAt && after >= track.victoryPointAt) gainVictoryPoints(state, seat, 1, log);
  if (before >= track.victoryPointAt && after < track.victoryPointAt) gainVictoryPoints(state, seat, -1, log);
  // rules 002 MAISON HAGAL: the Rival gets no track bonus, but takes Alliances.
  if (before < track.bonusAt && after >= track.bonusAt && !isRival(state, seat))
    pushEffects(state, seat, track.bonus, { source: 'track', card: null, space: null });
  const allianceBefore = state.alliances[faction];
  settleAlliance(state, faction, seat, log);
  for (const module of editionOf(state).modules)
    module.influenceChanged?.(state, seat, { faction, before, after }, allianceBefore, log);
}

/**
 * rules 002 FACTIONS: "Le premier joueur à atteindre 4 Influence … obtient également une Alliance"; "Si jamais un
 * adversaire le dépasse et atteint une case située au-dessus sur la piste, il doit donner le jeton Alliance". Our
 * reading: the token moves only to a player strictly above its holder (and at 4 or more); a holder who falls
 * keeps it while nobody is above. Among several players above, the highest takes it, ties to `mover` first, then
 * in seat order after the holder.
 */
export function settleAlliance(state: EngineState, faction: Faction, mover: Seat, log: EventLog): void {
  const track = trackIn(contentOf(state), faction);
  const holder = state.alliances[faction];
  const level = (s: Seat) => state.players[s]!.influence[faction];
  if (holder === null) {
    if (level(mover) >= track.alliance.at) {
      state.alliances[faction] = mover;
      log.public('allianceTaken', { seat: mover, faction });
      gainVictoryPoints(state, mover, track.alliance.victoryPoints, log);
    }
    return;
  }
  let best: Seat | null = null;
  for (let i = 1; i < state.players.length; i++) {
    const s = (holder + i) % state.players.length;
    if (level(s) < track.alliance.at || level(s) <= level(holder)) continue;
    if (best === null || level(s) > level(best) || (level(s) === level(best) && s === mover)) best = s;
  }
  if (best === null) return;
  state.alliances[faction] = best;
  log.public('allianceTaken', { seat: best, faction, from: holder });
  gainVictoryPoints(state, holder, -track.alliance.victoryPoints, log);
  gainVictoryPoints(state, best, track.alliance.victoryPoints, log);
}
