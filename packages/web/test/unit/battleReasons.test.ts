import { dune, type DuneState } from '@arrakis/dune';
import { randomInt, seedRng, type Seat } from '@arrakis/engine';
import { imperium, imperiumRefusalText, type ImperiumAction } from '@arrakis/imperium';
import { describe, expect, it } from 'vitest';
import { unavailableTries } from '../../src/game/prompts/BattleWheel.tsx';
import { explainAfter } from '../../src/game/prompts/preview.ts';
import { takenLeaders } from '../../src/imperium/ImperiumPrompt.tsx';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `bot${i}`, kind: 'bot' as const }));

/**
 * issue 21: over random Dune games, every leader and card the battle wheel shows out of the plan's step (rules 000
 * §10.B, §10.C) is one the engine refuses by a rule — never `illegalAction` — and the sampled state the wheel asks
 * after held steps answers as the host's state does; no leader or card the step offers is shown out of it.
 */
describe('the battle wheel’s unavailable leaders and cards tell why (issue 21)', () => {
  it('each is refused by its rule of 000 §10, as the host would', () => {
    const counted = { leader: 0, weapon: 0, defense: 0 };
    const codes = new Set<string>();
    for (const seed of ['wheel-1', 'wheel-2', 'wheel-3', 'wheel-4']) {
      let state: DuneState = dune.setup({}, seats(6), seed);
      const rng = seedRng(`${seed}:walk`);
      for (let step = 0; !dune.outcome(state) && step < 4000; step++) {
        const decisions = dune.decisions(state);
        if (decisions.length === 0) break;
        const seat: Seat = decisions[randomInt(rng, decisions.length)]!.seat;
        const actions = dune.decisionActions(state, seat);
        const view = dune.view(state, seat);
        const tries = unavailableTries(view, actions);
        const planStep = view.frame?.kind === 'battlePlan' ? String(view.frame['step']) : null;
        for (const action of tries) {
          const where = `${seed} ${JSON.stringify(action)}`;
          expect(
            actions.some((a) => JSON.stringify(a) === JSON.stringify(action)),
            where,
          ).toBe(false);
          const error = dune.explain(state, seat, action);
          expect(error, where).not.toBe(null);
          expect(error!.code, where).not.toBe('illegalAction');
          expect(error!.rule?.book, where).toBe('000');
          expect(explainAfter(view, [], action)?.code, where).toBe(error!.code);
          codes.add(error!.code);
          if (planStep === 'leader' || planStep === 'weapon' || planStep === 'defense') counted[planStep]++;
        }
        if (actions.length === 0) break;
        state = (() => {
          const r = dune.apply(state, seat, actions[randomInt(rng, actions.length)]!);
          if (!r.ok) throw new Error(r.error.code);
          return r.state;
        })();
      }
    }
    console.log('unavailable in battle plans', counted, [...codes].sort().join(' '));
    expect(counted.leader).toBeGreaterThan(0);
    expect(counted.weapon + counted.defense).toBeGreaterThan(0);
  });
});

/** issue 21: Imperium's leader choice (rules 002 MISE EN PLACE D): a leader another seat took says so. */
describe('Imperium’s taken leaders tell why (issue 21)', () => {
  it('each is refused as taken, citing the setup', () => {
    let state = imperium.setup({ leaderSelection: 'choose' }, seats(3), 'leaders');
    let checked = 0;
    for (let step = 0; step < 3; step++) {
      const [decision] = imperium.decisions(state);
      const seat = decision!.seat;
      const actions = imperium.legalActions(state, seat) as readonly ImperiumAction[];
      const view = imperium.view(state, seat);
      for (const leader of takenLeaders(view, actions)) {
        const error = imperium.explain(state, seat, { type: 'chooseLeader', leader });
        expect(error).toMatchObject({ code: 'leaderTaken', rule: { book: '002', section: 'Mise en place' } });
        expect(imperiumRefusalText(error!, 'fr')).toMatch(/ est déjà le dirigeant d’un autre joueur/);
        expect(imperiumRefusalText(error!, 'fr')).not.toContain(leader);
        checked++;
      }
      const r = imperium.apply(state, seat, actions[0]!);
      if (!r.ok) throw new Error(r.error.code);
      state = r.state;
    }
    expect(checked).toBe(1 + 2);
  });
});
