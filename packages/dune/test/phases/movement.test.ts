import { describe, expect, it } from 'vitest';
import { dune, fixture } from '../../src/index.ts';
import { shipmentPrice } from '../../src/phases/movement.ts';
import { decisionOf, eventsOf, expectError, forcesOf, play, playAll, tokensOf } from '../helpers.ts';

/** Seats 0, 1, 2 at dots in sectors 1, 7, 13; storm in sector 0: seat 0 moves first. */
const factions = { factions: ['atreides', 'harkonnen', 'emperor'] as const, seed: 'move' };
const pass = { type: 'pass' } as const;
const ship = (to: string, count: number) =>
  [
    { type: 'ship', to },
    { type: 'count', count },
  ] as const;
const move = (from: string, to: string, count: number) =>
  [
    { type: 'move', from, to },
    { type: 'count', count },
  ] as const;
/** Passes the turns of the seats before `seat` (shipment, then movement). */
function untilTurnOf(state: Parameters<typeof dune.legalActions>[0], seat: number) {
  let s = state;
  for (let d = decisionOf(s); d && d.kind === 'shipment' && d.seats[0] !== seat; d = decisionOf(s)) {
    s = playAll(s, [
      [d.seats[0]!, pass],
      [d.seats[0]!, pass],
    ]).state;
  }
  return s;
}
const destinations = (state: Parameters<typeof dune.legalActions>[0], seat: number, type: string) =>
  dune
    .legalActions(state, seat)
    .flatMap((a) => (a.type === type && 'to' in a && typeof a.to === 'string' ? [a.to] : []));

describe('rules 000 §9.A first player', () => {
  it('§9.A the first player moves first, then the others in storm order', () => {
    expect(decisionOf(fixture(factions).phase('movement').build())).toEqual({ kind: 'shipment', seats: [0] });
    const state = fixture(factions).phase('movement').storm(2).build();
    expect(state.cursor.order).toEqual([1, 2, 0]);
    expect(decisionOf(state)).toEqual({ kind: 'shipment', seats: [1] });
  });

  it('§9.A a seat whose dot the storm sits on is not the first player but the last', () => {
    const state = fixture(factions).phase('movement').storm(1).build();
    expect(state.cursor.order).toEqual([1, 2, 0]);
  });
});

describe('rules 000 §9.B revival', () => {
  it('§9.B.1 the free tokens come back first, more cost 2 spice each; §9.B.3 into the reserves', () => {
    const game = fixture(factions).phase('movement').tanks('atreides', 5).spice('atreides', 10).build();
    // Atreides revive 2 for free (annexe 3), then may pay for one more.
    expect(game.factions.atreides!.tanks).toBe(3);
    expect(decisionOf(game)).toEqual({ kind: 'revival', seats: [0] });
    const reserves = game.factions.atreides!.reserves;
    const { state } = play(game, 0, { type: 'revive', count: 1 });
    expect(state.factions.atreides!.spice).toBe(8);
    expect(state.factions.atreides!.reserves).toBe(reserves + 1);
    expect(state.factions.atreides!.tanks).toBe(2);
    expect(tokensOf(state, 'atreides')).toBe(20);
  });

  it('§9.B.2 never more than three tokens a turn', () => {
    const game = fixture(factions).phase('movement').tanks('atreides', 6).spice('atreides', 10).build();
    expectError(game, 0, { type: 'revive', count: 2 }, 'revivalLimit');
    const emperor = fixture(factions).phase('movement').tanks('emperor', 6).spice('emperor', 10).build();
    expect(emperor.factions.emperor!.tanks).toBe(5);
    expect(
      dune
        .legalActions(emperor, 2)
        .filter((a) => a.type === 'revive')
        .map((a) => a.type === 'revive' && a.count),
    ).toEqual([0, 1, 2]);
  });

  it('§9.B.1 paid revival needs the spice', () => {
    const game = fixture(factions).phase('movement').tanks('emperor', 6).spice('emperor', 3).build();
    expectError(game, 2, { type: 'revive', count: 2 }, 'cannotPayRevival');
    expect(dune.decisionActions(game, 2).map((a) => a.type === 'revive' && a.count)).toEqual([0, 1]);
  });
});

describe('rules 000 §9.C.1 shipment', () => {
  it('§9.C.1.a–b any number from the reserves: 1 spice a token into a stronghold, 2 elsewhere, paid to the bank', () => {
    const game = fixture(factions).phase('movement').spice('atreides', 10).build();
    const bank = game.bank;
    const { state } = playAll(
      game,
      ship('tueksSietch:4', 3).map((a) => [0, a] as const),
    );
    expect(forcesOf(state, 'atreides', 'tueksSietch')).toBe(3);
    expect(state.factions.atreides!.spice).toBe(7);
    expect(state.bank).toBe(bank + 3);
    const sand = playAll(
      game,
      ship('theGreatFlat:14', 2).map((a) => [0, a] as const),
    ).state;
    expect(sand.factions.atreides!.spice).toBe(6);
    expect(tokensOf(sand, 'atreides')).toBe(20);
  });

  it('§9.C.1.b no shipping more than one can pay for', () => {
    const game = play(fixture(factions).phase('movement').spice('atreides', 3).build(), 0, {
      type: 'ship',
      to: 'theGreatFlat:14',
    }).state;
    expectError(game, 0, { type: 'count', count: 2 }, 'cannotPayShipment');
    play(game, 0, { type: 'count', count: 1 });
  });

  it('§9.C.1.c no shipping into a sector in the storm, nor into a stronghold held by two other factions', () => {
    const game = fixture(factions)
      .phase('movement')
      .storm(14)
      .forces('harkonnen', 'tueksSietch', 4, 1)
      .forces('emperor', 'tueksSietch', 4, 1)
      .build();
    // Storm at 14: seat 2 (dot 13) is last, seat 0 (dot 1) first.
    expect(decisionOf(game)!.seats).toEqual([0]);
    const to = destinations(game, 0, 'ship');
    expect(to).not.toContain('theGreatFlat:14');
    expect(to).not.toContain('tueksSietch:4');
    expect(to).toContain('windPass:13');
    expect(to).toContain('sietchTabr:13');
    expectError(game, 0, { type: 'ship', to: 'theGreatFlat:14' }, 'shipIntoStorm');
    expectError(game, 0, { type: 'ship', to: 'tueksSietch:4' }, 'strongholdHeldByTwo');
  });

  it('§9.C.1.d no return from the board to the reserves, nor from one territory to another, except for the Guild', () => {
    const game = fixture(factions).phase('movement').build();
    expect(dune.legalActions(game, 0).some((a) => a.type === 'offPlanet' || a.type === 'crossShip')).toBe(false);
    expectError(game, 0, { type: 'offPlanet', from: 'arrakeen:9' }, 'guildOnly');
  });

  it('§9.C.1.b, annexe 3 Guild alliance: the largest count listed is the most the spice pays for, full or half price', () => {
    for (const allied of [false, true])
      for (const [to, territory] of [
        ['theGreatFlat:14', 'theGreatFlat'],
        ['arrakeen:9', 'arrakeen'],
      ] as const)
        for (let spice = 0; spice <= 13; spice++) {
          const built = fixture({ factions: ['atreides', 'guild', 'emperor'], seed: 'move' })
            .phase('movement')
            .spice('atreides', spice);
          const start = (allied ? built.alliance([0, 1]) : built).build();
          let most = 0;
          const reserves = start.factions.atreides!.reserves;
          while (most < reserves && shipmentPrice('atreides', allied, territory, most + 1) <= spice) most++;
          if (!destinations(start, 0, 'ship').includes(to)) {
            expect(most).toBe(0);
            continue;
          }
          const counts = dune
            .legalActions(play(start, 0, { type: 'ship', to }).state, 0)
            .flatMap((a) => (a.type === 'count' ? [a.count] : []));
          expect(Math.max(0, ...counts)).toBe(most);
        }
  });
});

describe('rules 000 §9.C.2 movement', () => {
  it('§9.C.2.a one group from one territory; without ornithopters one territory only', () => {
    const game = fixture(factions).phase('movement').offBoard('atreides').forces('atreides', 'southMesa', 4, 5).build();
    const moving = play(game, 0, pass).state;
    const to = destinations(moving, 0, 'move');
    expect(to).toContain('redChasm:6');
    expect(to).toContain('tueksSietch:4');
    expect(to).not.toContain('garaKulon:7');
    expectError(moving, 0, { type: 'move', from: 'southMesa:4', to: 'garaKulon:7' }, 'outOfRange');
    const { state } = playAll(
      moving,
      move('southMesa:4', 'redChasm:6', 3).map((a) => [0, a] as const),
    );
    expect(forcesOf(state, 'atreides', 'redChasm')).toBe(3);
    expect(forcesOf(state, 'atreides', 'southMesa')).toBe(2);
  });

  it('§9.C.2.a.1 ornithopters: tokens in Arrakeen or Carthag let any group move up to three territories (the rule’s example)', () => {
    const game = fixture(factions).phase('movement').forces('atreides', 'tueksSietch', 4, 2).build();
    const moving = play(game, 0, pass).state;
    // Tuek's Sietch → Pasty Mesa → Shield Wall → Imperial Basin.
    const { state } = playAll(
      moving,
      move('tueksSietch:4', 'imperialBasin:8', 2).map((a) => [0, a] as const),
    );
    expect(forcesOf(state, 'atreides', 'imperialBasin')).toBe(2);
  });

  it('§9.C.2.a.1 ornithopters are counted after the shipment: shipping into Arrakeen gives them for this move', () => {
    // Reading: "au début de son mouvement" is the start of the movement segment (§9.C.2), after the shipment (§9.C.1).
    const game = fixture(factions).phase('movement').spice('emperor', 10).storm(14).build();
    const afterShipment = playAll(game, [
      [0, pass],
      [0, pass],
      [1, pass],
      [1, pass],
      ...ship('arrakeen:9', 1).map((a) => [2, a] as const),
    ]).state;
    expect(afterShipment.stack.at(-1)).toMatchObject({ kind: 'movement', seat: 2, range: 3 });
  });

  it('§9.C.2.b one move per turn: after it, the next seat ships', () => {
    const game = fixture(factions).phase('movement').build();
    const { state } = playAll(game, [
      [0, pass],
      ...move('arrakeen:9', 'imperialBasin:9', 2).map((a) => [0, a] as const),
    ]);
    expect(decisionOf(state)).toEqual({ kind: 'shipment', seats: [1] });
    expect(state.moved).toEqual([0]);
  });

  it('§9.C.2.c forces can neither leave, enter nor cross a sector in the storm, but may go round it inside a territory', () => {
    // Storm in sector 9: Arrakeen (sector 9) cannot move at all.
    const stormOnArrakeen = play(untilTurnOf(fixture(factions).phase('movement').storm(9).build(), 0), 0, pass).state;
    expect(destinations(stormOnArrakeen, 0, 'move').filter((to) => !to.startsWith('polarSink'))).toEqual([]);
    // Storm in sector 9: from Old Gap sector 10 the group reaches Old Gap 10's neighbours but not Old Gap 8 across 9.
    const game = fixture(factions)
      .phase('movement')
      .storm(9)
      .offBoard('atreides')
      .forces('atreides', 'oldGap', 10, 3)
      .build();
    const to = destinations(play(untilTurnOf(game, 0), 0, pass).state, 0, 'move');
    expect(to).not.toContain('oldGap:9');
    expect(to).not.toContain('oldGap:8');
    expect(to).toContain('brokenLand:10');
  });

  it('§9.C.2.c sectors cost nothing: moving to another sector of the same territory is a move', () => {
    const game = fixture(factions).phase('movement').offBoard('atreides').forces('atreides', 'oldGap', 8, 3).build();
    const { state } = playAll(
      play(game, 0, pass).state,
      move('oldGap:8', 'oldGap:10', 3).map((a) => [0, a] as const),
    );
    expect(state.board.oldGap!.forces.atreides).toEqual({ '10': 3 });
    expect(state.moved).toEqual([0]);
  });

  it('§9.C.2.d forces end their move in one precise sector', () => {
    const game = fixture(factions).phase('movement').build();
    const to = destinations(play(game, 0, pass).state, 0, 'move').filter((k) => k.startsWith('imperialBasin:'));
    expect(to.sort()).toEqual(['imperialBasin:10', 'imperialBasin:8', 'imperialBasin:9']);
  });

  it('§9.C.2.e the Polar Sink is never in the storm', () => {
    const game = fixture(factions)
      .phase('movement')
      .storm(8)
      .offBoard('atreides')
      .forces('atreides', 'polarSink', -1, 2)
      .build();
    const to = destinations(play(untilTurnOf(game, 0), 0, pass).state, 0, 'move');
    expect(to).toContain('imperialBasin:9');
    expect(to).not.toContain('imperialBasin:8');
  });

  it('§9.C.2.f no entering or crossing a stronghold held by two other factions; otherwise enemies do not block', () => {
    const game = fixture(factions)
      .phase('movement')
      .offBoard('atreides')
      .forces('atreides', 'pastyMesa', 5, 2)
      .forces('harkonnen', 'tueksSietch', 4, 1)
      .forces('emperor', 'tueksSietch', 4, 1)
      .forces('harkonnen', 'redChasm', 6, 1)
      .build();
    const moving = play(game, 0, pass).state;
    expect(destinations(moving, 0, 'move')).not.toContain('tueksSietch:4');
    expect(destinations(moving, 0, 'move')).toContain('redChasm:6');
    expectError(moving, 0, { type: 'move', from: 'pastyMesa:5', to: 'tueksSietch:4' }, 'strongholdBlocksMove');
  });

  it('annexe 4 Hajr makes the movement two moves, of any groups', () => {
    const game = fixture(factions)
      .phase('movement')
      .hand('atreides', ['hajr'])
      .forces('atreides', 'tueksSietch', 4, 2)
      .build();
    const { state } = playAll(game, [
      [0, pass],
      [0, { type: 'hajr' }],
      ...move('arrakeen:9', 'oldGap:9', 3).map((a) => [0, a] as const),
      ...move('tueksSietch:4', 'southMesa:4', 2).map((a) => [0, a] as const),
    ]);
    expect(forcesOf(state, 'atreides', 'oldGap')).toBe(3);
    expect(forcesOf(state, 'atreides', 'southMesa')).toBe(2);
    expect(state.treacheryDiscard).toContain('hajr');
    expect(decisionOf(state)).toEqual({ kind: 'shipment', seats: [1] });
  });
});

describe('rules 000 §9.D leader revival', () => {
  const allInTanks = fixture(factions)
    .phase('movement')
    .leaderInTanks('atreides', 'thufirHawat')
    .leaderInTanks('atreides', 'ladyJessica')
    .leaderInTanks('atreides', 'gurneyHalleck')
    .leaderInTanks('atreides', 'duncanIdaho')
    .leaderInTanks('atreides', 'wellingtonYueh')
    .spice('atreides', 10);

  it('§9.D.1–2, §9.D.4 once all five are in the tanks, one a turn at its value, at the end of the seat’s movement', () => {
    const game = playAll(allInTanks.build(), [
      [0, pass],
      [0, pass],
    ]).state;
    expect(decisionOf(game)).toEqual({ kind: 'leaderRevival', seats: [0] });
    const { state, events } = play(game, 0, { type: 'reviveLeader', leader: 'gurneyHalleck' });
    expect(state.factions.atreides!.leaders.gurneyHalleck!.location).toBe('available');
    expect(state.factions.atreides!.spice).toBe(10 - 4);
    expect(eventsOf(events, 'leaderRevived')).toHaveLength(1);
    // One a turn: the next seat plays.
    expect(decisionOf(state)).toEqual({ kind: 'shipment', seats: [1] });
  });

  it('§9.D.1 no leader revival while one of the five is still alive', () => {
    const game = fixture(factions).phase('movement').leaderInTanks('atreides', 'thufirHawat').build();
    const { state } = playAll(game, [
      [0, pass],
      [0, pass],
    ]);
    expect(decisionOf(state)).toEqual({ kind: 'shipment', seats: [1] });
  });

  it('§9.D.1 the cycle continues on later turns until all are back', () => {
    const game = allInTanks
      .with((s) => {
        s.factions.atreides!.leaders.thufirHawat!.location = 'available';
        s.factions.atreides!.leaderRevivalOpen = true;
      })
      .build();
    const { state } = playAll(game, [
      [0, pass],
      [0, pass],
    ]);
    expect(decisionOf(state)).toEqual({ kind: 'leaderRevival', seats: [0] });
  });

  it('§9.D.5 a leader revived and killed again waits until the others have been revived', () => {
    const game = allInTanks
      .with((s) => {
        s.factions.atreides!.leaders.duncanIdaho!.revivals = 1;
      })
      .build();
    const revival = playAll(game, [
      [0, pass],
      [0, pass],
    ]).state;
    const choices = dune.legalActions(revival, 0).flatMap((a) => (a.type === 'reviveLeader' ? [a.leader] : []));
    expect(choices).not.toContain('duncanIdaho');
    expect(choices).toContain('thufirHawat');
  });

  it('§9.D.2 the price is the leader’s value: not affordable, not offered', () => {
    const game = playAll(allInTanks.spice('atreides', 3).build(), [
      [0, pass],
      [0, pass],
    ]).state;
    const choices = dune.legalActions(game, 0).flatMap((a) => (a.type === 'reviveLeader' ? [a.leader] : []));
    // Duncan Idaho (2) and Wellington Yueh (1) only; Thufir Hawat, Lady Jessica (5), Gurney Halleck (4) cost too much.
    expect(choices.sort()).toEqual(['duncanIdaho', 'wellingtonYueh']);
  });
});
