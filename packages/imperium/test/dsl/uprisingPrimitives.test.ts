import { describe, expect, it } from 'vitest';
import {
  breakShieldWall,
  harvest,
  placeSpy,
  summonSandworm,
  swapIntrigue,
  takeContract,
  gainMakerHook,
} from '../../src/dsl/build.ts';
import type { Effect } from '../../src/dsl/effect.ts';
import { pushEffects } from '../../src/effects/stack.ts';
import { EventLog } from '../../src/events.ts';
import { advance } from '../../src/rules.ts';
import { renderEffects } from '../../src/text/render.ts';
import { game } from '../fixture.ts';

const UPRISING_EFFECTS: readonly Effect[] = [
  placeSpy(),
  placeSpy('city'),
  summonSandworm(1),
  summonSandworm(2),
  gainMakerHook,
  breakShieldWall,
  takeContract,
  swapIntrigue,
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
    expect(text([placeSpy('city')]).fr).toBe(
      "Placez un Espion sur un poste d'observation libre relié à un emplacement Cité.",
    );
    expect(text([summonSandworm(2)]).fr).toBe('Invoquez 2 Vers des Sables en zone Conflit.');
    expect(text([takeContract]).fr).toBe('Prenez un Contrat CHOM (sans le module : gagnez 2 Solari).');
    expect(text([breakShieldWall]).en).toBe('You may destroy the Shield Wall.');
    expect(text([gainMakerHook]).nl).toBe('Neem de Makerhaken als je ze nog niet hebt.');
    // Deep Desert and Hagga Basin: the bonus spice whatever the option (facts uprising-board.json).
    expect(text([harvest(0)]).fr).toBe("Prenez toute l'épice bonus de cet emplacement.");
    expect(text([harvest(2)]).fr).toBe("Récoltez 2 épice et toute l'épice bonus de cet emplacement.");
    for (const effect of UPRISING_EFFECTS)
      for (const rendered of Object.values(text([effect]))) expect(rendered).not.toMatch(/undefined|\[object/);
  });

  it('the 2020 edition has no module to resolve them: meeting one is a content bug, not a silent no-op', () => {
    const state = game();
    pushEffects(state, 0, [placeSpy()], { source: 'space', card: null, space: null });
    expect(() => advance(state, new EventLog())).toThrow('no rule module of edition base resolves placeSpy');
  });
});
