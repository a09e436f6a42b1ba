import { describe, expect, it } from 'vitest';
import { dune, FACTION_DATA, LEADERS, SetupError, type DuneState, type LeaderId } from '../src/index.ts';
import { decisionOf, expectError, forcesOf, play, playAll, tokensOf } from './helpers.ts';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `p${i}`, kind: 'human' as const }));
const all6 = ['atreides', 'harkonnen', 'emperor', 'guild', 'fremen', 'beneGesserit'] as const;
const newGame = (seed = 'setup'): DuneState => dune.setup({ factions: all6 }, seats(6), seed);

describe('rules 000 §3 setup', () => {
  it('§3.C both decks shuffled; §3.E.5 one treachery card each, two for the Harkonnen (annexe 3 Harkonnen 2)', () => {
    const state = newGame();
    for (const f of all6) expect(state.factions[f]!.hand).toHaveLength(f === 'harkonnen' ? 2 : 1);
    expect(state.treacheryDeck.length).toBe(33 - 7);
    expect(state.spiceDeck).toHaveLength(21);
    expect(newGame('other').treacheryDeck).not.toEqual(state.treacheryDeck);
    const descartes = dune.setup({ factions: all6, treacheryDeck: 'descartes43' }, seats(6), 'setup');
    expect(descartes.treacheryDeck.length).toBe(43 - 7);
  });

  it('§3.E.2 a player who drew only his own leaders has no traitor and is not asked', () => {
    // Search the seeds for such a draw (about 1 game in 40 with two factions): deterministic, and the first found.
    const found = Array.from({ length: 2000 }, (_, i) =>
      dune.setup({ factions: ['atreides', 'fremen'] }, seats(2), `own:${i}`),
    ).find((state) => state.seats.some((f) => state.factions[f]!.traitorDraw.every((l) => LEADERS[l].faction === f)));
    expect(found).toBeDefined();
    const state = found!;
    const loner = state.seats.findIndex((f) => state.factions[f]!.traitorDraw.every((l) => LEADERS[l].faction === f));
    const frame = state.stack.find((f) => f.kind === 'traitorPick');
    expect(frame === undefined || (frame.kind === 'traitorPick' && !frame.seats.includes(loner))).toBe(true);
    expect(state.factions[state.seats[loner]!]!.traitors).toEqual([]);
    expect(dune.decisionActions(state, loner).some((a) => a.type === 'pickTraitor')).toBe(false);
  });

  it('§3.E factions are chosen, or drawn when the players do not agree', () => {
    const drawn = dune.setup({}, seats(4), 'draw');
    expect(new Set(drawn.seats).size).toBe(4);
    expect(() => dune.setup({ factions: ['atreides', 'atreides'] }, seats(2), 'x')).toThrow(SetupError);
    expect(() => dune.setup({}, seats(1), 'x')).toThrow(SetupError);
    expect(() => dune.setup({}, seats(7), 'x')).toThrow(SetupError);
  });

  it('§3.E.3 each faction gets the spice of its shield; §3.E.4 forces as its shield says, the rest in reserve', () => {
    const state = newGame();
    for (const f of all6) expect(state.factions[f]!.spice).toBe(FACTION_DATA[f].startingSpice);
    expect(forcesOf(state, 'atreides', 'arrakeen')).toBe(10);
    expect(forcesOf(state, 'harkonnen', 'carthag')).toBe(10);
    expect(forcesOf(state, 'guild', 'tueksSietch')).toBe(5);
    expect(forcesOf(state, 'beneGesserit', 'polarSink')).toBe(1);
    expect(state.factions.emperor!.reserves).toBe(20);
    for (const f of all6) expect(tokensOf(state, f)).toBe(20);
  });

  it('annexe 3 BG 1: the prediction comes first, before the traitors; it is secret', () => {
    const state = newGame();
    expect(decisionOf(state)).toEqual({ kind: 'prediction', seats: [5] });
    expectError(state, 5, { type: 'predict', faction: 'beneGesserit', turn: 3 }, 'predictionFaction');
    const { state: next, events } = play(state, 5, { type: 'predict', faction: 'fremen', turn: 7 });
    expect(next.prediction).toEqual({ faction: 'fremen', turn: 7 });
    expect(events.find((e) => e.type === 'predictionMade')!.visibility).toEqual([5]);
    expect(dune.view(next, 0).prediction).toBeNull();
    expect(dune.view(next, 5).prediction).toEqual({ faction: 'fremen', turn: 7 });
    expect(decisionOf(next)!.kind).toBe('traitorPick');
  });

  it('§3.E.2 four leaders drawn each; everyone keeps one opposing leader as traitor, secretly and at once; annexe 3 Harkonnen 1: all of them', () => {
    const state = play(newGame(), 5, { type: 'predict', faction: 'fremen', turn: 7 }).state;
    const drawn = all6.flatMap((f) => state.factions[f]!.traitorDraw);
    expect(new Set(drawn).size).toBe(24);
    const harkonnen = state.factions.harkonnen!;
    expect(harkonnen.traitors).toEqual(harkonnen.traitorDraw.filter((l) => LEADERS[l].faction !== 'harkonnen'));
    const pick = decisionOf(state)!;
    expect(pick.kind).toBe('traitorPick');
    expect(pick.seats).not.toContain(1);
    const picks = pick.seats.map((seat) => {
      const fs = state.factions[state.seats[seat]!]!;
      const own = fs.traitorDraw.find((l) => LEADERS[l].faction === fs.faction);
      if (own) expectError(state, seat, { type: 'pickTraitor', leader: own }, 'ownLeaderNotTraitor');
      const leader = fs.traitorDraw.find((l) => LEADERS[l].faction !== fs.faction)!;
      return [seat, { type: 'pickTraitor', leader }] as const;
    });
    const half = playAll(state, picks.slice(0, 1)).state;
    // Picks stay hidden until all are in.
    expect(half.factions[half.seats[picks[0]![0]]!]!.traitors).toEqual([]);
    expect(dune.view(half, 1).frame).not.toHaveProperty('commits');
    const done = playAll(half, picks.slice(1)).state;
    for (const [seat, action] of picks)
      expect(done.factions[done.seats[seat]!]!.traitors).toEqual([action.leader as LeaderId]);
  });

  it('annexe 3 Fremen: 10 tokens spread at will over Sietch Tabr, False Wall South and False Wall West; then the storm', () => {
    let state = play(newGame(), 5, { type: 'predict', faction: 'fremen', turn: 7 }).state;
    for (const seat of decisionOf(state)!.seats) {
      const fs = state.factions[state.seats[seat]!]!;
      state = play(state, seat, {
        type: 'pickTraitor',
        leader: fs.traitorDraw.find((l) => LEADERS[l].faction !== fs.faction)!,
      }).state;
    }
    expect(decisionOf(state)).toEqual({ kind: 'fremenPlacement', seats: [4] });
    expectError(
      state,
      4,
      { type: 'placeFremen', sietchTabr: 5, falseWallSouth: 5, falseWallWest: 5 },
      'fremenStartForces',
    );
    state = play(state, 4, { type: 'placeFremen', sietchTabr: 4, falseWallSouth: 0, falseWallWest: 6 }).state;
    expect(forcesOf(state, 'fremen', 'sietchTabr')).toBe(4);
    expect(forcesOf(state, 'fremen', 'falseWallWest')).toBe(6);
    expect(tokensOf(state, 'fremen')).toBe(20);
    expect(state.phase).toBe('storm');
    expect(decisionOf(state)!.kind).toBe('stormDial');
  });

  it('§3 setup is deterministic: same options, seats and seed give the same state', () => {
    expect(newGame('same')).toEqual(newGame('same'));
  });
});
