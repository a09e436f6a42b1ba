import { describe, expect, it } from 'vitest';
import { LEADERS, type Leader } from '../../src/index.ts';

const leaders: readonly Leader[] = Object.values(LEADERS);

describe('leaders (rules 002 DIRIGEANTS)', () => {
  it('rules 002 MATÉRIEL: 8 leaders, two for each of the four Great Houses', () => {
    expect(leaders).toHaveLength(8);
    for (const house of ['atreides', 'harkonnen', 'richese', 'thorvald']) {
      expect(
        leaders.filter((l) => l.house === house),
        house,
      ).toHaveLength(2);
    }
    for (const [key, leader] of Object.entries(LEADERS)) expect(leader.id).toBe(key);
  });

  it('rules 002 MISE EN PLACE D: the one-icon leaders are Paul, Rabban, Memnon and Ilban', () => {
    expect(leaders.filter((l) => l.complexity === 1).map((l) => l.name.fr)).toEqual([
      'Paul Atréides',
      'Glossu « La Bête » Rabban',
      'Comte Ilban Richèse',
      'Comte Memnon Thorvald',
    ]);
  });

  it('rules 002 PARTIE SOLO: Rivals cannot be Paul Atreides or Helena Richese', () => {
    expect(leaders.filter((l) => !l.soloRival).map((l) => l.id)).toEqual(['paulAtreides', 'helenaRichese']);
  });

  it('every leader has a signet ring ability; engine hooks are named where an ability is a rule', () => {
    for (const leader of leaders) expect(leader.signetRing.effects.length, leader.id).toBeGreaterThan(0);
    const hooks = leaders.flatMap((l) => (l.ability.rule.kind === 'special' ? [l.ability.rule.hook] : []));
    expect(hooks).toEqual(['landsraadPopularity', 'prescience', 'masterstroke', 'eyesEverywhere']);
  });

  it("rules 002 CLARIFICATIONS: the Baron's ability is Coup de Maître", () => {
    expect(LEADERS.vladimirHarkonnen.ability.name.fr).toBe('Coup de Maître');
  });

  it('Rabban recruits 2 troops with an Alliance, else 1', () => {
    expect(LEADERS.glossuRabban.signetRing.effects).toEqual([
      {
        kind: 'if',
        condition: { kind: 'alliance', faction: 'any' },
        then: [{ kind: 'recruit', amount: 2, deploy: 'combatSpace' }],
        else: [{ kind: 'recruit', amount: 1, deploy: 'combatSpace' }],
      },
    ]);
  });
});
