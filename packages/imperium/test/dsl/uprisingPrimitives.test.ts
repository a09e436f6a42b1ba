import { describe, expect, it } from 'vitest';
import { harvest, intrigue } from '../../src/dsl/build.ts';
import {
  breakShieldWall,
  contract,
  makerHook,
  payUp,
  sandworm,
  spy,
  spyOn,
  trashIntrigue,
} from '../../src/dsl/uprisingBuild.ts';
import type { Effect } from '../../src/dsl/effect.ts';
import { pushEffects } from '../../src/effects/stack.ts';
import { EventLog } from '../../src/events.ts';
import { advance } from '../../src/rules.ts';
import { renderEffects } from '../../src/text/render.ts';
import { game } from '../fixture.ts';

const UPRISING_EFFECTS: readonly Effect[] = [
  spy,
  spyOn('city'),
  sandworm(1),
  sandworm(2),
  makerHook,
  breakShieldWall,
  { kind: 'breakShieldWall', confirmed: true },
  contract,
  payUp([trashIntrigue], [intrigue(1)]),
  harvest(0),
];

describe('the DSL nodes of Uprising (rules 004)', () => {
  it('renders each in French, English and Dutch', () => {
    const text = (effects: readonly Effect[]) => ({
      fr: renderEffects(effects, 'fr'),
      en: renderEffects(effects, 'en'),
      nl: renderEffects(effects, 'nl'),
    });
    // rules 004 "Placer un Espion", "Ver des Sables", "Bouclier brisé", "Espace CHOM".
    expect(text([spyOn('city')]).fr).toBe("Placez un Espion sur un poste d'observation relié à un emplacement Ville.");
    expect(text([sandworm(2)]).fr).toBe('Invoquez 2 Vers des Sables dans le Conflit.');
    expect(text([contract]).fr).toBe('Prenez un Contrat.');
    expect(text([breakShieldWall]).en).toBe('You may destroy the Shield Wall.');
    // The sandworm module's yes/no prompt: the answer yes, no "may" left.
    expect(text([{ kind: 'breakShieldWall', confirmed: true }])).toEqual({
      fr: 'Brisez le Bouclier.',
      en: 'Destroy the Shield Wall.',
      nl: 'Vernietig de Schildmuur.',
    });
    expect(text([makerHook]).nl).toBe('Neem Makerhaken.');
    // Imperial Privilege's swap: the content's arrow with a trash-Intrigue cost.
    expect(text([payUp([trashIntrigue], [intrigue(1)])]).en).toBe('Trash an Intrigue card → draw 1 Intrigue card.');
    // Deep Desert and Hagga Basin: the bonus spice whatever the option (facts uprising-board.json).
    expect(text([harvest(0)]).fr).toBe("Prenez toute l'épice bonus de cet emplacement.");
    expect(text([harvest(2)]).fr).toBe("Récoltez 2 épice et toute l'épice bonus de cet emplacement.");
    for (const effect of UPRISING_EFFECTS)
      for (const rendered of Object.values(text([effect]))) expect(rendered).not.toMatch(/undefined|\[object/);
  });

  it('the 2020 edition has no module to resolve them: meeting one is a content bug, not a silent no-op', () => {
    const state = game();
    pushEffects(state, 0, [spy], { source: 'space', card: null, space: null });
    expect(() => advance(state, new EventLog())).toThrow('no rule module of edition base resolves placeSpy');
    for (const effect of UPRISING_EFFECTS.filter((e) => e.kind !== 'harvest')) {
      const fresh = game();
      pushEffects(fresh, 0, [effect], { source: 'space', card: null, space: null });
      expect(() => advance(fresh, new EventLog())).toThrow(`resolves ${effect.kind}`);
    }
  });
});
