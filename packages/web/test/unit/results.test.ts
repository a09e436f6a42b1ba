import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@arrakis/engine';
import { dune, fixture, type DuneAction, type DuneState } from '@arrakis/dune';
import { duneResults, type BattleResult } from '../../src/game/results/duneResults.ts';
import { imperiumResults } from '../../src/imperium/imperiumResults.ts';
import type { LogEntry } from '../../src/transport/types.ts';

/** What one seat may want in a battle plan; every other decision takes its first legal answer. */
interface PlanWish {
  readonly leader: string;
  readonly weapon: string | null;
  readonly defense: string | null;
  readonly dial: number;
}

function choose(state: DuneState, seat: number, wish: PlanWish | undefined): DuneAction {
  const legal = dune.legalActions(state, seat);
  const pick = (match: (a: DuneAction) => boolean) => legal.find(match) ?? legal[0]!;
  return pick((a) => {
    if (!wish) return false;
    switch (a.type) {
      case 'planLeader':
        return a.leader === wish.leader && !a.cheapHero;
      case 'planWeapon':
        return a.card === wish.weapon;
      case 'planDefense':
        return a.card === wish.defense;
      case 'planDial':
        return a.dial === wish.dial;
      case 'callTraitor':
        return !a.call;
      case 'keepCards':
        return a.discard.length === 0;
      default:
        return false;
    }
  });
}

/** Plays the battle phase out with these plans; returns each seat's log as the server would send it. */
function fightOut(state: DuneState, plans: Readonly<Record<number, PlanWish>>): LogEntry[][] {
  // The fixture started the battle while building the position: its first event is rebuilt from the state.
  const current = state.battles?.current;
  if (!current) throw new Error('no battle under way');
  const started: LogEntry = {
    seq: 0,
    type: 'battleStarted',
    params: { territory: current.territory, aggressor: current.aggressor, defender: current.defender },
  };
  const logs: LogEntry[][] = state.seats.map(() => [started]);
  let s = state;
  let seq = 0;
  while (s.phase === 'battle') {
    const decision = dune.decisions(s)[0];
    if (!decision) break;
    const result = dune.apply(s, decision.seat, choose(s, decision.seat, plans[decision.seat]));
    if (!result.ok) throw new Error(result.error.code);
    s = result.state;
    seq++;
    result.events.forEach((event: GameEvent) => {
      s.seats.forEach((_, seat) => {
        if (event.visibility === 'public' || event.visibility.includes(seat))
          logs[seat]!.push({ seq, type: event.type, params: event.params });
      });
    });
  }
  return logs;
}

describe('result panels: what just happened, from a seat’s own log', () => {
  it('rules 000 §10.C: a lost battle shows both plans, the totals, and what each side lost and gained', () => {
    const state = fixture({ factions: ['harkonnen', 'emperor'], seed: 'results' })
      .phase('battle')
      .forces('harkonnen', 'arrakeen', 9, 5)
      .forces('emperor', 'arrakeen', 9, 4)
      .hand('harkonnen', ['projectileWeapon1'])
      .hand('emperor', ['poisonWeapon1'])
      .traitors('harkonnen', [])
      .traitors('emperor', [])
      .build();
    const [harkonnenLog, emperorLog] = fightOut(state, {
      0: { leader: 'feydRautha', weapon: 'projectileWeapon1', defense: null, dial: 3 },
      1: { leader: 'burseg', weapon: 'poisonWeapon1', defense: null, dial: 2 },
    });
    const results = duneResults(emperorLog!, state.seats);
    expect(results.map((r) => r.kind)).toEqual(['battle']);
    const battle = results[0] as BattleResult;
    expect(battle.territory).toBe('arrakeen');
    // Both weapons kill: neither leader counts (§10.C.3); 3 against 2, the Harkonnen win.
    expect(battle.winner).toBe(0);
    expect(battle.end).toBe('strength');
    expect(battle.aggressor.plan).toMatchObject({ leader: 'feydRautha', weapon: 'projectileWeapon1', dial: 3 });
    expect(battle.defender.plan).toMatchObject({ leader: 'burseg', weapon: 'poisonWeapon1', dial: 2 });
    expect([battle.aggressor.total, battle.defender.total]).toEqual([3, 2]);
    // §10.C.5: the loser loses every token and its cards; §10.C.6: the winner loses its dial.
    expect(battle.defender).toMatchObject({
      forcesLost: 4,
      leadersLost: ['burseg'],
      cardsDiscarded: ['poisonWeapon1'],
    });
    expect(battle.aggressor).toMatchObject({ forcesLost: 3, leadersLost: ['feydRautha'] });
    // §10.C.7: the winner is paid for every leader killed, its own too (6 + 3).
    expect(battle.aggressor.spiceGained).toBe(9);
    expect(battle.defender.spiceGained).toBe(0);
    expect(battle.aggressor.cardsKept).toEqual(['projectileWeapon1']);
    // The other seat's log tells the same battle.
    expect(duneResults(harkonnenLog!, state.seats)).toEqual(results);
  });

  it('an auction names the card to its buyer only', () => {
    const log = (seat: number): LogEntry[] => [
      { seq: 4, type: 'auctionStarted', params: { index: 1, of: 3, opener: 1 } },
      { seq: 7, type: 'cardBought', params: { seat: 0, bid: 3, paidTo: 'bank' } },
      ...(seat === 0 ? [{ seq: 7, type: 'cardReceived', params: { card: 'lasgun' } }] : []),
    ];
    const buyer = duneResults(log(0), ['harkonnen', 'atreides']);
    const other = duneResults(log(1), ['harkonnen', 'atreides']);
    expect(buyer).toMatchObject([{ kind: 'auction', index: 2, of: 3, buyer: 0, bid: 3, received: ['lasgun'] }]);
    expect(other).toMatchObject([{ kind: 'auction', index: 2, of: 3, buyer: 0, bid: 3, received: [] }]);
  });

  it('a storm is news only when it takes something; a worm gathers what it devours after the nexus', () => {
    const results = duneResults(
      [
        { seq: 1, type: 'stormMoved', params: { from: 0, to: 3, steps: 3 } },
        { seq: 5, type: 'turnStarted', params: { turn: 2 } },
        { seq: 6, type: 'stormMoved', params: { from: 3, to: 5, steps: 2 } },
        {
          seq: 6,
          type: 'forcesLostToStorm',
          params: { faction: 'fremen', territory: 'redChasm', sector: 4, count: 2 },
        },
        { seq: 8, type: 'shaiHulud', params: { territory: 'theMinorErg' } },
        { seq: 8, type: 'nexusStarted', params: {} },
        { seq: 11, type: 'spiceDevoured', params: { territory: 'theMinorErg', amount: 8 } },
        { seq: 11, type: 'forcesDevoured', params: { faction: 'atreides', territory: 'theMinorErg', count: 3 } },
      ],
      ['fremen', 'atreides'],
    );
    expect(results).toMatchObject([
      { kind: 'storm', seq: 6, from: 3, to: 5, forces: [{ faction: 'fremen', count: 2, sector: 4 }] },
      { kind: 'worm', seq: 11, territory: 'theMinorErg', spice: 8, forces: [{ faction: 'atreides', count: 3 }] },
    ]);
  });

  it('rules 002 COMBAT: every seat in the Conflict with its strength and place, then the rewards; then the round end', () => {
    const results = imperiumResults([
      { seq: 1, type: 'roundStarted', params: { round: 2, firstPlayer: 1 } },
      { seq: 20, type: 'strength', params: { seat: 0, strength: 7 } },
      { seq: 21, type: 'strength', params: { seat: 1, strength: 0 } },
      { seq: 22, type: 'strength', params: { seat: 2, strength: 4 } },
      {
        seq: 23,
        type: 'combatResolved',
        params: {
          conflict: 'skirmish1',
          places: [
            { seat: 0, place: 'first', strength: 7 },
            { seat: 2, place: 'second', strength: 4 },
          ],
        },
      },
      { seq: 23, type: 'victoryPoints', params: { seat: 0, change: 1 } },
      { seq: 24, type: 'gained', params: { seat: 2, resource: 'solari', amount: 2 } },
      { seq: 24, type: 'bonusSpice', params: { space: 'imperialBasin', total: 1 } },
      { seq: 24, type: 'recall', params: { firstPlayer: 2 } },
    ]);
    expect(results).toMatchObject([
      {
        kind: 'combat',
        seq: 24,
        conflict: 'skirmish1',
        seats: [
          { seat: 0, strength: 7, place: 'first' },
          { seat: 2, strength: 4, place: 'second' },
          { seat: 1, strength: 0, place: null },
        ],
      },
      { kind: 'roundEnd', round: 2, firstPlayer: 2 },
    ]);
    expect(results[0]!.kind === 'combat' && results[0]!.rewards.map((e) => e.type)).toEqual([
      'victoryPoints',
      'gained',
    ]);
    expect(results[1]!.kind === 'roundEnd' && [...results[1]!.points]).toEqual([[0, 1]]);
  });
});
