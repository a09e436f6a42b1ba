import { describe, expect, it } from 'vitest';
import { dune, fixture, refusalText, tableNames } from '../../src/index.ts';
import { play } from '../helpers.ts';
import { battleGame, begin, leader, place } from '../battle/fixture.ts';

/** issue 21: the refusals the issue names, each with its rule, its parameters and its sentence. */
const factions = { factions: ['atreides', 'harkonnen', 'emperor'] as const, seed: 'move' };
const pass = { type: 'pass' } as const;

describe('refusals explained by their rule (issue 21, rules 000)', () => {
  it('§9.C.2.c the storm on the path: no leaving, crossing or entering a sector in the storm', () => {
    // Storm in sector 9: from Old Gap 10, Old Gap 8 lies across it.
    const game = fixture(factions).phase('movement').storm(9).offBoard('atreides').forces('atreides', 'oldGap', 10, 3);
    let moving = game.build();
    // Storm in sector 9: the others ship and move first (they pass).
    for (let d = dune.decisions(moving)[0]; d && d.seat !== 0; d = dune.decisions(moving)[0])
      moving = play(play(moving, d.seat, pass).state, d.seat, pass).state;
    moving = play(moving, 0, pass).state;
    const move = { type: 'move', from: 'oldGap:10', to: 'oldGap:8' };
    const refusal = dune.explain(moving, 0, move);
    expect(refusal).toMatchObject({
      code: 'stormOnPath',
      params: { from: 'oldGap:10', to: 'oldGap:8' },
      rule: { book: '000', section: '9.C.2.c' },
    });
    const apply = dune.apply(moving, 0, move);
    expect(apply.ok ? null : apply.error).toEqual(refusal);
    expect(refusalText(refusal!, 'fr', tableNames('fr', moving.seats))).toMatch(/^La tempête barre le chemin/);
    expect(dune.explain(moving, 0, { type: 'move', from: 'oldGap:10', to: 'brokenLand:10' })).toBeNull();
  });

  it('§9.C.1.c a stronghold already held by two other factions', () => {
    const game = fixture(factions)
      .phase('movement')
      .storm(14)
      .forces('harkonnen', 'tueksSietch', 4, 1)
      .forces('emperor', 'tueksSietch', 4, 1)
      .build();
    const refusal = dune.explain(game, 0, { type: 'ship', to: 'tueksSietch:4' });
    expect(refusal).toMatchObject({
      code: 'strongholdHeldByTwo',
      params: { territory: 'tueksSietch' },
      rule: { book: '000', section: '9.C.1.c' },
    });
    for (const lang of ['fr', 'en', 'nl'] as const)
      expect(refusalText(refusal!, lang, tableNames(lang, game.seats))).toMatch(/Sietch.*§9\.C\.1\.c/);
  });

  it('§10.C.8 a leader who fought in another territory this turn', () => {
    const s = battleGame(['emperor', 'guild']);
    place(s, 'emperor', 'arrakeen', 9, 5);
    place(s, 'guild', 'arrakeen', 9, 3);
    leader(s, 'emperor', 'hasimirFenring').usedIn = 'carthag';
    begin(s);
    const refusal = dune.explain(s, 0, { type: 'planLeader', leader: 'hasimirFenring', cheapHero: null });
    expect(refusal).toMatchObject({
      code: 'leaderFoughtElsewhere',
      params: { leader: 'hasimirFenring', territory: 'carthag' },
      rule: { book: '000', section: '10.C.8' },
    });
    expect(refusalText(refusal!, 'fr', tableNames('fr', s.seats))).toBe(
      'Hasimir Fenring a déjà combattu à Carthag ce tour-ci : pas dans un autre territoire (§10.C.8).',
    );
    // §10.B.2: another faction's leader; §10.B.1: more than the forces there.
    expect(dune.explain(s, 0, { type: 'planLeader', leader: 'stabanTuek', cheapHero: null })?.code).toBe(
      'notYourLeader',
    );
  });

  it('a shape that answers no decision of this kind stays illegalAction', () => {
    const s = battleGame(['emperor', 'guild']);
    place(s, 'emperor', 'arrakeen', 9, 5);
    place(s, 'guild', 'arrakeen', 9, 3);
    begin(s);
    // The leader step: a dial is no answer to it.
    expect(dune.explain(s, 0, { type: 'planDial', dial: 1 })).toMatchObject({ code: 'illegalAction' });
    expect(dune.explain(s, 0, { type: 'planDial', dial: 1 })?.rule).toBeUndefined();
  });
});
