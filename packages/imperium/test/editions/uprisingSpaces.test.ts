import { describe, expect, it } from 'vitest';
import type { Effect } from '../../src/dsl/effect.ts';
import type { SpaceId } from '../../src/dsl/primitives.ts';
import { seatRevealEffects } from '../../src/effects/resolve.ts';
import { pushEffects } from '../../src/effects/stack.ts';
import { SPACES } from '../../src/data/spaces.ts';
import { UPRISING_SPACES } from '../../src/editions/uprising/board.ts';
import { SWORDMASTER } from '../../src/editions/uprising/swordmaster.ts';
import { EventLog } from '../../src/events.ts';
import { advance } from '../../src/rules.ts';
import type { ImperiumState } from '../../src/state.ts';
import { act, game, waitingFor } from '../fixture.ts';

/**
 * Runs a space's effects for seat 0 through the engine's resolver (the same DSL the 2020 spaces use); `space` is
 * where the Agent stands, for the effects that read it (harvest).
 */
function visit(state: ImperiumState, effects: readonly Effect[], space: SpaceId | null = null): ImperiumState {
  pushEffects(state, 0, effects, { source: 'space', card: null, space });
  advance(state, new EventLog());
  return state;
}

describe('Uprising spaces resolved by the shared engine (facts uprising-board.json)', () => {
  it('High Council: the first visit takes a seat (+2 Persuasion each Reveal turn), later ones 2 spice, an Intrigue, 3 troops', () => {
    let state = visit(game(), UPRISING_SPACES.highCouncil.effects, 'highCouncil');
    const p = () => state.players[0]!;
    expect(p().highCouncil).toBe(true);
    expect([p().spice, p().intrigues.length, p().troops.garrison]).toEqual([0, 0, 3]);
    state = visit(state, UPRISING_SPACES.highCouncil.effects, 'highCouncil');
    expect([p().spice, p().intrigues.length, p().troops.garrison]).toEqual([2, 1, 6]);
  });

  it('the High Council seat gives +2 Persuasion on every Reveal turn, in both editions', () => {
    expect(seatRevealEffects(UPRISING_SPACES.highCouncil)).toEqual([{ kind: 'persuasion', amount: 2 }]);
    expect(seatRevealEffects(SPACES.highCouncil)).toEqual([{ kind: 'persuasion', amount: 2 }]);
  });

  it('Gather Support: 2 troops, or pay 2 Solari for 2 troops and 1 water', () => {
    let state = game();
    state.players[0]!.solari = 2;
    state = visit(state, UPRISING_SPACES.gatherSupport.effects);
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'choose' });
    state = act(state, 0, { type: 'option', index: 1, faction: null });
    expect([state.players[0]!.solari, state.players[0]!.water, state.players[0]!.troops.garrison]).toEqual([0, 2, 5]);
  });

  it('Spice Refinery: 2 Solari, or 1 spice for 4 Solari', () => {
    let state = game();
    state.players[0]!.spice = 1;
    state = visit(state, UPRISING_SPACES.spiceRefinery.effects);
    state = act(state, 0, { type: 'option', index: 1, faction: null });
    expect([state.players[0]!.spice, state.players[0]!.solari]).toEqual([0, 4]);
  });

  it('Imperial Basin harvests 1 spice and the bonus spice; Shipping gives 5 Solari and 1 influence of your choice', () => {
    let state = game();
    state.board.bonusSpice.imperialBasin = 2;
    state = visit(state, UPRISING_SPACES.imperialBasin.effects, 'imperialBasin');
    expect(state.players[0]!.spice).toBe(3);
    expect(state.board.bonusSpice.imperialBasin).toBe(0);
    state = visit(state, UPRISING_SPACES.shipping.effects);
    expect(waitingFor(state)).toEqual({ seat: 0, kind: 'faction' });
    state = act(state, 0, { type: 'faction', faction: 'fremen' });
    expect([state.players[0]!.solari, state.players[0]!.influence.fremen]).toEqual([5, 1]);
  });

  it('Sardaukar, Heighliner, Research Station, Fremkit: influence, Intrigues, troops and cards as printed', () => {
    let state = visit(game(), UPRISING_SPACES.sardaukar.effects);
    const p = () => state.players[0]!;
    expect([p().influence.emperor, p().intrigues.length, p().troops.garrison]).toEqual([1, 1, 7]);
    state = visit(state, UPRISING_SPACES.heighliner.effects);
    expect([p().influence.spacingGuild, p().troops.garrison]).toEqual([1, 12]);
    const hand = p().hand.length;
    state = visit(state, [...UPRISING_SPACES.researchStation.effects, ...UPRISING_SPACES.fremkit.effects]);
    expect([p().hand.length - hand, p().influence.fremen]).toEqual([3, 1]);
  });
});

describe('Uprising Swordmaster (module swordmaster; facts uprising-rules.md §2.6)', () => {
  const solari = (state: ImperiumState) =>
    SWORDMASTER.spaceCost!(state, UPRISING_SPACES.swordmaster, UPRISING_SPACES.swordmaster.cost);

  it('costs 8 Solari while nobody has a Swordmaster, 6 once anyone has one', () => {
    const state = game({ players: 4 });
    expect(solari(state)).toEqual([{ kind: 'resource', resource: 'solari', amount: 8 }]);
    state.players[2]!.swordmaster = true;
    expect(solari(state)).toEqual([{ kind: 'resource', resource: 'solari', amount: 6 }]);
    // Other spaces keep their price.
    expect(SWORDMASTER.spaceCost!(state, UPRISING_SPACES.highCouncil, UPRISING_SPACES.highCouncil.cost)).toBe(
      UPRISING_SPACES.highCouncil.cost,
    );
  });

  it('a Rival taking its Swordmaster lowers the price too', () => {
    const state = game({ players: 3 });
    const rival = { ...state.players[0]!, swordmaster: true };
    state.players.push(rival);
    expect(solari(state)[0]).toEqual({ kind: 'resource', resource: 'solari', amount: 6 });
  });
});
