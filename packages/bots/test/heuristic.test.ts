import { describe, expect, it } from 'vitest';
import { seedRng } from '@arrakis/engine';
import { dune, fixture, LEADERS, type DuneAction, type DuneState, type LeaderId } from '@arrakis/dune';
import { duneHeuristicBot, playSeat } from '../src/index.ts';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `b${i}`, kind: 'bot' as const }));

/** Plays heuristic bots until `stop` holds. */
function playUntil(state: DuneState, stop: (s: DuneState) => boolean): void {
  const rng = seedRng('until');
  const bots = state.seats.map(() => duneHeuristicBot());
  while (!stop(state) && dune.decisions(state).length > 0) {
    const seat = dune.decisions(state)[0]!.seat;
    dune.applyInPlace(state, seat, playSeat(dune, state, seat, bots[seat]!, rng));
  }
}

function apply(state: DuneState, seat: number, action: DuneAction): DuneState {
  const result = dune.apply(state, seat, action);
  if (!result.ok) throw new Error(result.error.code);
  return result.state;
}

describe('heuristic Dune bot', () => {
  it('rules 000 §13.C: accepts a deal that gives spice, refuses one that costs it', () => {
    let state = dune.setup({}, seats(3), 'deals');
    playUntil(state, (s) => s.phase !== 'setup');
    state.factions[state.seats[0]!]!.spice = 10;
    state = apply(state, 1, { type: 'offerDeal', to: 0, give: 2, receive: 0, terms: 'for peace' });
    state = apply(state, 2, { type: 'offerDeal', to: 0, give: 0, receive: 5, terms: 'pay me' });
    const bot = duneHeuristicBot();
    const view = dune.view(state, 0);
    expect(bot.wantsInterrupts!(view, 0)).toBe(true);
    const first = bot.choose({ view, actions: dune.interruptActions(state, 0), seat: 0, rng: seedRng('d') });
    expect(first).toMatchObject({ type: 'answerDeal', accept: true });
    state = apply(state, 0, first);
    const second = bot.choose({
      view: dune.view(state, 0),
      actions: dune.interruptActions(state, 0),
      seat: 0,
      rng: seedRng('d'),
    });
    expect(second).toMatchObject({ type: 'answerDeal', accept: false });
  });

  it('rules 000 §24.A.1, §24.C: pays for its dialled tokens when it can afford them, and loses the fewest tokens', () => {
    const state = dune.setup({ advancedBattles: true }, seats(3), 'advanced');
    const bot = duneHeuristicBot();
    const view = dune.view(state, 0);
    const spice = view.factions[view.seats[0]!]!.spice!;
    const dial = Math.min(3, spice);
    const planView = {
      ...view,
      battle: {
        territory: 'arrakeen',
        aggressor: 0,
        defender: 1,
        voice: null,
        prescience: null,
        plans: { 0: { leader: null, cheapHero: null, weapon: null, defense: null, dial } },
        revealed: false,
      },
      frame: { kind: 'battlePlan' as const, seats: [0], step: 'spice' },
    };
    const pay: DuneAction[] = Array.from({ length: dial + 1 }, (_, n) => ({ type: 'planSpice', spice: n }));
    expect(bot.choose({ view: planView, actions: pay, seat: 0, rng: seedRng('s') })).toEqual({
      type: 'planSpice',
      spice: dial,
    });
    const lossView = { ...view, frame: { kind: 'battleLosses' as const, seats: [0], min: 4, max: 6 } };
    const losses: DuneAction[] = [4, 5, 6].map((count) => ({ type: 'battleLosses', count }));
    expect(bot.choose({ view: lossView, actions: losses, seat: 0, rng: seedRng('l') })).toEqual({
      type: 'battleLosses',
      count: 4,
    });
  });

  it('rules 000 §10.D: calls a traitor whenever it may', () => {
    const bot = duneHeuristicBot();
    const state = dune.setup({}, seats(3), 'traitor');
    const view = { ...dune.view(state, 0), frame: { kind: 'traitorCall' as const, seats: [0] } };
    const actions: DuneAction[] = [
      { type: 'callTraitor', call: false },
      { type: 'callTraitor', call: true },
    ];
    expect(bot.choose({ view, actions, seat: 0, rng: seedRng('t') })).toEqual({ type: 'callTraitor', call: true });
  });

  it('rules 000 §3.E.2: keeps the strongest leader drawn as its traitor', () => {
    const state = dune.setup({}, seats(4), 'pick');
    playUntil(state, (s) => dune.decisions(s).some((d) => d.kind === 'traitorPick'));
    const seat = dune.decisions(state).find((d) => d.kind === 'traitorPick')!.seat;
    const choice = duneHeuristicBot().choose({
      view: dune.view(state, seat),
      actions: dune.decisionActions(state, seat),
      seat,
      rng: seedRng('p'),
    });
    const values = dune
      .decisionActions(state, seat)
      .map((a) => (a.type === 'pickTraitor' && a.leader ? leaderValue(a.leader) : 0));
    expect(choice.type === 'pickTraitor' && choice.leader ? leaderValue(choice.leader) : -1).toBe(Math.max(...values));
  });

  it('rules 000 §8: never bids into the spice kept back for shipping', () => {
    const state = dune.setup({}, seats(6), 'bids');
    // The Fremen ship for free and keep nothing back (annexe 3 Fremen).
    playUntil(state, (s) => dune.decisions(s)[0]?.kind === 'bid' && s.seats[dune.decisions(s)[0]!.seat] !== 'fremen');
    const seat = dune.decisions(state)[0]!.seat;
    const fs = state.factions[state.seats[seat]!]!;
    fs.spice = 3;
    fs.reserves = 10;
    const choice = duneHeuristicBot().choose({
      view: dune.view(state, seat),
      actions: dune.decisionActions(state, seat),
      seat,
      rng: seedRng('b'),
    });
    expect(choice).toEqual({ type: 'pass' });
  });

  /** What the heuristic does for `seat` now, unasked actions included when it wants them. */
  function chooses(state: DuneState, seat: number): DuneAction {
    const bot = duneHeuristicBot();
    const view = dune.view(state, seat);
    const asked = dune.decisionActions(state, seat);
    const actions = bot.wantsInterrupts!(view, seat) ? [...asked, ...dune.interruptActions(state, seat)] : asked;
    return bot.choose({ view, actions, seat, rng: seedRng('k') });
  }

  it('rules 000 §18, annexe 4 Karama B Emperor: a free revival when many tokens are in the tanks', () => {
    const state = fixture({ factions: ['emperor', 'atreides'], specialKarama: true, seed: 'bot-emperor' })
      .phase('movement')
      .hand('emperor', ['karama1'])
      .tanks('emperor', 8)
      .build();
    expect(chooses(state, 0)).toEqual({ type: 'karamaRevive', leader: null });
  });

  it('rules 000 §18, annexe 4 Karama B Fremen: a worm onto a rival’s big stack in the desert', () => {
    const state = fixture({ factions: ['fremen', 'atreides'], specialKarama: true, seed: 'bot-fremen' })
      .phase('spiceBlow')
      .hand('fremen', ['karama1'])
      .forces('atreides', 'theGreatFlat', 14, 8)
      .build();
    expect(chooses(state, 0)).toEqual({ type: 'karamaWorm', territory: 'theGreatFlat' });
  });

  it('rules 000 §18, annexe 4 Karama B Harkonnen: gives back its least useful cards', () => {
    const game = fixture({ factions: ['harkonnen', 'atreides'], specialKarama: true, seed: 'bot-harkonnen' })
      .phase('movement')
      .hand('harkonnen', ['karama1', 'lasgun', 'kulon', 'shield1'])
      .hand('atreides', ['snooper1', 'baliset'])
      .build();
    const state = apply(game, 0, { type: 'karamaTakeCards', target: 1, count: 1 });
    expect(chooses(state, 0)).toEqual({ type: 'karamaGiveCards', cards: ['kulon'] });
  });
});

function leaderValue(id: string): number {
  return LEADERS[id as LeaderId].value;
}
