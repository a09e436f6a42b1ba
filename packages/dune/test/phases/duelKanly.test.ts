import { describe, expect, it } from 'vitest';
import { dune, fixture, type DuneState, type Faction } from '../../src/index.ts';
import { LEADERS } from '../../src/data/leaders.ts';
import { INITIAL_BANK, spiceTotal } from '../../src/spice.ts';
import { decisionOf, eventsOf, expectError, play, playAll } from '../helpers.ts';

const SIX: Faction[] = ['atreides', 'harkonnen', 'emperor', 'guild', 'fremen', 'beneGesserit'];
const ATREIDES = 0;
const HARKONNEN = 1;
const ARRAKEEN = { kind: 'enter', territory: 'arrakeen' } as const;

/** The movement phase of turn 1, the Atreides (seat 0) about to ship, with spice and reserves enough. */
function movement(edit: (s: DuneState) => void = () => {}): DuneState {
  return fixture({ factions: SIX, seed: 'kanly', duel: true })
    .phase('movement')
    .spice('atreides', 20)
    .reserves('atreides', 10)
    .spice('harkonnen', 20)
    .with(edit)
    .build();
}

/** The Atreides ship 2 forces to Arrakeen (a deed the Harkonnen may have threatened). */
function shipToArrakeen(state: DuneState) {
  return playAll(state, [
    [ATREIDES, { type: 'ship', to: 'arrakeen:9' }],
    [ATREIDES, { type: 'count', count: 2 }],
  ]);
}

describe('rules 000 §19.B "menace de Kanly"', () => {
  it('§19.B a threat names a player and a deed, made aloud at any moment', () => {
    const { state, events } = play(movement(), HARKONNEN, { type: 'threatenKanly', target: ATREIDES, deed: ARRAKEEN });
    expect(eventsOf(events, 'kanlyThreatened')[0]!.params).toMatchObject({
      by: HARKONNEN,
      target: ATREIDES,
      deed: 'enter',
      territory: 'arrakeen',
    });
    expect(dune.view(state, 4).duel!.threats).toEqual([
      { by: HARKONNEN, target: ATREIDES, deed: ARRAKEEN, turn: state.turn, triggered: false },
    ]);
  });

  it('§19.B note "qu\'un seul joueur, et ce qu\'une seule fois": one threat per player per turn', () => {
    const { state } = play(movement(), HARKONNEN, { type: 'threatenKanly', target: ATREIDES, deed: ARRAKEEN });
    expectError(state, HARKONNEN, { type: 'threatenKanly', target: 2, deed: { kind: 'buyCard' } }, 'kanlyOncePerTurn');
    expectError(state, HARKONNEN, { type: 'threatenKanly', target: ATREIDES, deed: ARRAKEEN }, 'kanlyOncePerTurn');
    // Another player may threaten the same target.
    play(state, 2, { type: 'threatenKanly', target: ATREIDES, deed: { kind: 'buyCard' } });
  });

  it('§19.B "interdit … à l\'encontre d\'un allié"', () => {
    const state = fixture({ factions: SIX, seed: 'kanly', duel: true }).phase('movement').alliance([0, 1]).build();
    expectError(state, HARKONNEN, { type: 'threatenKanly', target: ATREIDES, deed: ARRAKEEN }, 'kanlyAlly');
  });

  it('annexe 4 Cône de silence: a silenced player may not threaten', () => {
    const state = movement((s) => s.silenced.push(HARKONNEN));
    expectError(state, HARKONNEN, { type: 'threatenKanly', target: ATREIDES, deed: ARRAKEEN }, 'kanlySilenced');
  });

  it('§19.B without the option there is no Kanly', () => {
    const state = fixture({ factions: SIX, seed: 'kanly' }).phase('movement').build();
    expectError(state, HARKONNEN, { type: 'threatenKanly', target: ATREIDES, deed: ARRAKEEN }, 'notNow');
  });

  it('§19.B "ne dure qu\'un tour": last turn\'s threat does nothing', () => {
    let state = play(movement(), HARKONNEN, { type: 'threatenKanly', target: ATREIDES, deed: ARRAKEEN }).state;
    state = structuredClone(state);
    state.duel!.threats![0] = { ...state.duel!.threats![0]!, turn: 0 };
    const { state: after, events } = shipToArrakeen(state);
    expect(eventsOf(events, 'kanlyDeedDone')).toEqual([]);
    expect(decisionOf(after)?.kind).not.toBe('kanlyCall');
    // And the Harkonnen may threaten again this turn.
    play(after, HARKONNEN, { type: 'threatenKanly', target: ATREIDES, deed: { kind: 'buyCard' } });
  });

  it('§19.B "si ce joueur effectue quand même cette action": the deed interrupts the phase for the call', () => {
    let state = play(movement(), HARKONNEN, { type: 'threatenKanly', target: ATREIDES, deed: ARRAKEEN }).state;
    const shipped = shipToArrakeen(state);
    expect(eventsOf(shipped.events, 'kanlyDeedDone')).toHaveLength(1);
    expect(decisionOf(shipped.state)).toEqual({ kind: 'kanlyCall', seats: [HARKONNEN] });
    // The phase waits underneath, as it stood after the shipment (the Bene Gesserit's advisor, then the move).
    const unthreatened = shipToArrakeen(movement()).state.stack.map((f) => f.kind);
    expect(shipped.state.stack.map((f) => f.kind)).toEqual([...unthreatened, 'kanlyCall']);
    // A deed not threatened does nothing.
    state = play(movement(), HARKONNEN, {
      type: 'threatenKanly',
      target: ATREIDES,
      deed: { kind: 'enter', territory: 'carthag' },
    }).state;
    expect(decisionOf(shipToArrakeen(state).state)?.kind).toBe('spiritualAdvisor');
  });

  it('§19.B "le cours normal de la partie sera interrompu": the phase resumes after the duel', () => {
    let state = play(movement(), HARKONNEN, { type: 'threatenKanly', target: ATREIDES, deed: ARRAKEEN }).state;
    state = shipToArrakeen(state).state;
    state = play(state, HARKONNEN, { type: 'callKanly', call: true }).state;
    expect(decisionOf(state)).toEqual({ kind: 'duelChampion', seats: [HARKONNEN, ATREIDES] });
    state = playAll(state, [
      [HARKONNEN, { type: 'chooseChampion', leader: 'feydRautha' }],
      [ATREIDES, { type: 'chooseChampion', leader: 'thufirHawat' }],
      [HARKONNEN, { type: 'placeChampion', cell: 'outer0' }],
      [ATREIDES, { type: 'placeChampion', cell: 'outer1' }],
      [HARKONNEN, { type: 'duelSupport', amount: 1 }],
      [ATREIDES, { type: 'duelSupport', amount: 1 }],
    ]).state;
    expect(decisionOf(state)?.kind).toBe('duelSeconds');
    // The four others choose sides; the Harkonnen's champion then leaves the arena with honour at once.
    state = structuredClone(state);
    state.duel!.hands[String(HARKONNEN)] = ['leaveArena'];
    state.duel!.deck = state.duel!.deck.filter((c) => c !== 'leaveArena');
    state.duel!.discard = state.duel!.discard.filter((c) => c !== 'leaveArena');
    for (const [k, hand] of Object.entries(state.duel!.hands))
      if (k !== String(HARKONNEN)) state.duel!.hands[k] = hand.filter((c) => c !== 'leaveArena');
    for (const s of [2, 3, 4, 5]) state = play(state, s, dune.decisionActions(state, s)[0]!).state;
    const ended = play(state, HARKONNEN, { type: 'duelCard', card: 'leaveArena' });
    expect(eventsOf(ended.events, 'duelEnded')[0]!.params).toMatchObject({ winner: null, reason: 'left' });
    expect(ended.state.duel!.arena).toBeUndefined();
    expect(decisionOf(ended.state)).toEqual(decisionOf(shipToArrakeen(movement()).state));
    expect(spiceTotal(ended.state)).toBe(INITIAL_BANK);
  });

  it('§19.B note, DESIGN "missed declaration": the Kanly not called may be claimed as won without a blow', () => {
    let state = play(movement(), HARKONNEN, { type: 'threatenKanly', target: ATREIDES, deed: ARRAKEEN }).state;
    state = shipToArrakeen(state).state;
    const { state: missed, events } = play(state, HARKONNEN, { type: 'callKanly', call: false });
    expect(eventsOf(events, 'kanlyNotCalled')).toHaveLength(1);
    expect(decisionOf(missed)).toEqual({ kind: 'kanlyClaim', seats: [ATREIDES] });
    // DESIGN: not the threatener's Main Character (option kanlyClaimMainCharacter).
    const enemies = new Set(
      dune.decisionActions(missed, ATREIDES).map((a) => (a.type === 'claimKanly' ? a.enemy : 'x')),
    );
    expect(enemies.has('baronHarkonnen')).toBe(false);
    expect(enemies.has('feydRautha')).toBe(true);
    const before = missed.factions['atreides']!.spice;
    const claimed = play(missed, ATREIDES, { type: 'claimKanly', leader: 'thufirHawat', enemy: 'feydRautha' });
    expect(claimed.state.factions['harkonnen']!.leaders['feydRautha']!.location).toBe('tanks');
    expect(claimed.state.factions['atreides']!.leaders['thufirHawat']!.location).toBe('available');
    // The winner collects the dead champion's strength (§19.C.5.c), from the Bank.
    expect(claimed.state.factions['atreides']!.spice).toBe(before + LEADERS.feydRautha.value);
    expect(eventsOf(claimed.events, 'kanlyClaimed')).toHaveLength(1);
    expect(decisionOf(claimed.state)?.kind).toBe('spiritualAdvisor');
    expect(spiceTotal(claimed.state)).toBe(INITIAL_BANK);
  });

  it('§19.B note "s\'il omet de le faire, le Kanly est purement et simplement ignoré"', () => {
    let state = play(movement(), HARKONNEN, { type: 'threatenKanly', target: ATREIDES, deed: ARRAKEEN }).state;
    state = play(shipToArrakeen(state).state, HARKONNEN, { type: 'callKanly', call: false }).state;
    const { state: after, events } = play(state, ATREIDES, { type: 'claimKanly', leader: null, enemy: null });
    expect(eventsOf(events, 'kanlyIgnored')).toHaveLength(1);
    expect(Object.values(after.factions['harkonnen']!.leaders).every((l) => l.location === 'available')).toBe(true);
  });

  it('§19.B note, option kanlyClaimMainCharacter: the claim may name the Main Character, who dies', () => {
    let state = fixture({ factions: SIX, seed: 'kanly', duel: true, kanlyClaimMainCharacter: true })
      .phase('movement')
      .spice('atreides', 20)
      .reserves('atreides', 10)
      .build();
    state = play(state, HARKONNEN, { type: 'threatenKanly', target: ATREIDES, deed: ARRAKEEN }).state;
    state = play(shipToArrakeen(state).state, HARKONNEN, { type: 'callKanly', call: false }).state;
    const claimed = play(state, ATREIDES, { type: 'claimKanly', leader: 'thufirHawat', enemy: 'baronHarkonnen' });
    expect(claimed.state.eliminated).toEqual([HARKONNEN]);
    expect(eventsOf(claimed.events, 'playerEliminated')[0]!.params).toMatchObject({ cause: 'kanly' });
  });

  it('§19.B note "vous n\'êtes tenu de vous rendre au duel que pour une seule": a second Kanly may be refused', () => {
    let state = play(movement(), HARKONNEN, { type: 'threatenKanly', target: ATREIDES, deed: ARRAKEEN }).state;
    state = structuredClone(state);
    state.duel!.fought = [{ seat: ATREIDES, turn: state.turn }];
    state = play(shipToArrakeen(state).state, HARKONNEN, { type: 'callKanly', call: true }).state;
    expect(dune.decisionActions(state, ATREIDES)).toContainEqual({ type: 'chooseChampion', leader: null });
    expect(dune.decisionActions(state, HARKONNEN)).not.toContainEqual({ type: 'chooseChampion', leader: null });
    state = play(state, HARKONNEN, { type: 'chooseChampion', leader: 'feydRautha' }).state;
    const refused = play(state, ATREIDES, { type: 'chooseChampion', leader: null });
    expect(eventsOf(refused.events, 'kanlyRefused')).toHaveLength(1);
    expect(decisionOf(refused.state)?.kind).toBe('spiritualAdvisor');
  });

  it('§19.C "choisit en secret le chef": the champions stay hidden until both are chosen', () => {
    let state = play(movement(), HARKONNEN, { type: 'threatenKanly', target: ATREIDES, deed: ARRAKEEN }).state;
    state = play(shipToArrakeen(state).state, HARKONNEN, { type: 'callKanly', call: true }).state;
    state = play(state, HARKONNEN, { type: 'chooseChampion', leader: 'feydRautha' }).state;
    expect(JSON.stringify(dune.view(state, ATREIDES).frame)).not.toContain('feydRautha');
    expect(dune.view(state, ATREIDES).frame).toMatchObject({ kind: 'duelChampion', waiting: [ATREIDES] });
    state = playAll(state, [
      [ATREIDES, { type: 'chooseChampion', leader: 'thufirHawat' }],
      [HARKONNEN, { type: 'placeChampion', cell: 'outer0' }],
    ]).state;
    // §19.C.1 face down in the arena: the owner sees his champion, the others do not.
    const arena = dune.view(state, ATREIDES).duel!.arena!;
    expect(arena.fighters.map((f) => f.leader)).toEqual([null, 'thufirHawat']);
    expect(dune.view(state, HARKONNEN).duel!.arena!.fighters[0]!.leader).toBe('feydRautha');
    expect(dune.view(state, null).duel!.arena!.fighters.map((f) => f.leader)).toEqual([null, null]);
  });
});
