import type { Seat } from '@arrakis/engine';
import {
  allianceOf,
  LEADERS,
  occupies,
  SOUTH_QUARTERS,
  STRONGHOLDS,
  strongholdsToWin as engineStrongholdsToWin,
  TERRITORIES,
  victoryTerritories,
  type DuneView,
  type Faction,
  type LeaderId,
  type TerritoryId,
} from '@arrakis/dune';

/** Reading the board from a view: everything here is public (rules 000 §13.A). */

const STRONGHOLD_SET: ReadonlySet<string> = new Set([...STRONGHOLDS, ...SOUTH_QUARTERS]);

export function isStronghold(territory: string): boolean {
  return STRONGHOLD_SET.has(territory);
}

export function territoryData(territory: string): (typeof TERRITORIES)[TerritoryId] {
  return TERRITORIES[territory as TerritoryId];
}

/** `${territory}:${sector}` split in two. */
export function splitKey(key: string): { readonly territory: string; readonly sector: number } {
  const i = key.lastIndexOf(':');
  return { territory: key.slice(0, i), sector: Number(key.slice(i + 1)) };
}

export function forcesIn(view: DuneView, territory: string, faction: Faction): number {
  const bySector = view.board[territory]?.forces[faction];
  if (!bySector) return 0;
  let total = 0;
  for (const k in bySector) total += bySector[k]!;
  return total;
}

export function forcesAt(view: DuneView, key: string, faction: Faction): number {
  const { territory, sector } = splitKey(key);
  return view.board[territory]?.forces[faction]?.[String(sector)] ?? 0;
}

export function spiceIn(view: DuneView, territory: string): number {
  return view.board[territory]?.spice ?? 0;
}

/** The seats allied with `seat` (rules 000 §12), itself excluded. */
export function alliesOf(view: DuneView, seat: Seat): Seat[] {
  return allianceOf(view.alliances, seat)?.filter((s) => s !== seat) ?? [];
}

export function teamOf(view: DuneView, seat: Seat): Seat[] {
  return [seat, ...alliesOf(view, seat)];
}

/**
 * rules 000 §15.B.4–5 (extra powers): Bene Gesserit who have not ended the coexistence in a territory this turn
 * coexist with whoever is or comes there, and fight nobody.
 */
export function peacefulBeneGesserit(view: DuneView, territory: string): boolean {
  const c = view.extra?.coexistence;
  return c !== undefined && territory !== 'polarSink' && !c.ended.includes(territory as TerritoryId);
}

/** Forces of every faction outside the seat's team in a territory, by seat; peaceful Bene Gesserit left out. */
export function enemiesIn(view: DuneView, territory: string, seat: Seat): { seat: Seat; forces: number }[] {
  const team = teamOf(view, seat);
  const out: { seat: Seat; forces: number }[] = [];
  view.seats.forEach((faction, s) => {
    if (team.includes(s) || (faction === 'beneGesserit' && peacefulBeneGesserit(view, territory))) return;
    const n = forcesIn(view, territory, faction);
    if (n > 0) out.push({ seat: s, forces: n });
  });
  return out;
}

export function enemyForcesIn(view: DuneView, territory: string, seat: Seat): number {
  return enemiesIn(view, territory, seat).reduce((sum, e) => sum + e.forces, 0);
}

export function teamForcesIn(view: DuneView, territory: string, seat: Seat): number {
  return teamOf(view, seat).reduce((sum, s) => sum + forcesIn(view, territory, view.seats[s]!), 0);
}

/**
 * Victory territories the team holds (rules 000 §4, §12.E.1: allies pool theirs; §15.B.4: not by coexisting;
 * §20.B, 000 XXXIV.D: the engine's list).
 */
export function strongholdsHeld(view: DuneView, seat: Seat): number {
  const team = teamOf(view, seat);
  return victoryTerritories(view).filter((t) => team.some((s) => occupies(view, t, view.seats[s]!))).length;
}

/** rules 000 §4, §20.A.2, §20.B, 000 XXXIV.D: the engine's count. */
export function strongholdsToWin(view: DuneView): number {
  return engineStrongholdsToWin(view);
}

/** Forces of the seat's enemies in the territories next to this one: who could come and fight. */
export function threatNear(view: DuneView, territory: string, seat: Seat): number {
  let threat = 0;
  for (const t of territoryData(territory).adjacent) threat = Math.max(threat, enemyForcesIn(view, t, seat));
  return threat;
}

/** rules 000 §6.C, annexe 4 Family Atomics: forces in sand are lost to the storm, Imperial Basin while the wall stands. */
export function exposedToStorm(view: DuneView, territory: string): boolean {
  const data = territoryData(territory);
  if (data.kind === 'polarSink') return false;
  if (data.protectedByShieldWall) return view.shieldWallDestroyed;
  return data.kind === 'sand';
}

/**
 * The chance the next storm passes over a sector: after the first turn it moves the sum of two dials of 1 to 3
 * (rules 000 §6.B), so 2 to 6 sectors.
 */
const REACH_ODDS = [0, 1, 1, 8 / 9, 6 / 9, 3 / 9, 1 / 9];

export function stormRisk(view: DuneView, territory: string, sector: number): number {
  if (!exposedToStorm(view, territory)) return 0;
  const distance = (sector - view.storm + 18) % 18;
  return REACH_ODDS[distance] ?? 0;
}

/** Leaders that may fight in this territory now (rules 000 §10.C.8–9). */
export function availableLeaders(view: DuneView, faction: Faction, territory: string | null): LeaderId[] {
  const leaders = view.factions[faction]?.leaders ?? {};
  return Object.entries(leaders)
    .filter(
      ([, l]) => l.location === 'available' && (l.usedIn === null || territory === null || l.usedIn === territory),
    )
    .map(([id]) => id as LeaderId);
}

export function leaderValue(leader: string | null | undefined): number {
  return leader ? (LEADERS[leader as LeaderId]?.value ?? 0) : 0;
}

export function bestLeaderValue(view: DuneView, faction: Faction, territory: string | null): number {
  return Math.max(0, ...availableLeaders(view, faction, territory).map(leaderValue));
}

/** All of the faction's tokens on the board. */
export function forcesOnBoard(view: DuneView, faction: Faction): number {
  let total = 0;
  for (const t in view.board) total += forcesIn(view, t, faction);
  return total;
}
