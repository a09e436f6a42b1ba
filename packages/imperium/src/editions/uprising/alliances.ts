import type { Seat } from '@arrakis/engine';
import { trackIn, type RuleModule } from '../../edition.ts';
import type { EventLog } from '../../events.ts';
import type { Faction } from '../../dsl/primitives.ts';
import { isRival } from '../../effects/evaluate.ts';
import { push } from '../../effects/stack.ts';
import { gainVictoryPoints } from '../../influence.ts';
import type { EngineState } from '../../state.ts';
import { contentOf } from '../index.ts';

/** Gives the Alliance of `faction` from its holder to `to`, with its VP (rules 002 FACTIONS). */
export function moveAlliance(state: EngineState, faction: Faction, to: Seat, log: EventLog): void {
  const from = state.alliances[faction];
  if (from === to) return;
  const vp = trackIn(contentOf(state), faction).alliance.victoryPoints;
  state.alliances[faction] = to;
  log.public('allianceTaken', { seat: to, faction, from });
  if (from !== null) gainVictoryPoints(state, from, -vp, log);
  gainVictoryPoints(state, to, vp, log);
}

/**
 * rules 004 FAQ - EFFETS, Alliance: a holder losing influence loses the token when it was tied with another
 * player, who takes it ("si plusieurs joueurs étaient à égalité, vous choisissez qui récupère le jeton"), and when it
 * falls to 3 or less with nobody at 4 or more ("remettez le jeton sur la piste Faction"). The core moves the token
 * to a player above the holder; this module adds the holder's choice among several tied and the return to the track.
 */
export const ALLIANCE_TIES: RuleModule = {
  id: 'allianceTies',
  influenceChanged(state, seat, { faction, before, after }, allianceBefore, log) {
    if (after >= before || allianceBefore !== seat) return;
    const track = trackIn(contentOf(state), faction);
    const level = (s: Seat) => state.players[s]!.influence[faction];
    const holder = state.alliances[faction];
    if (holder === seat) {
      if (after < track.alliance.at && state.players.every((_, s) => level(s) < track.alliance.at)) {
        state.alliances[faction] = null;
        log.public('allianceReturned', { seat, faction });
        gainVictoryPoints(state, seat, -track.alliance.victoryPoints, log);
      }
      return;
    }
    if (holder === null || isRival(state, seat)) return;
    const among = state.players.map((_, s) => s).filter((s) => s !== seat && level(s) === level(holder));
    if (among.length > 1) push(state, { kind: 'allianceTie', seat, faction, among });
  },
};
