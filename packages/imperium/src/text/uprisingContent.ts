import { CONTROL_DEFENSIVE_BONUS } from '../data/spaces.ts';
import type { Language } from '../dsl/primitives.ts';
import type { ContractTrigger } from '../dsl/uprising.ts';
import type { Contract, ObjectiveCard, UprisingConflictCard } from '../editions/uprising/types.ts';
import { PHRASEBOOKS, renderEffects } from './render.ts';
import { battleIconName } from './uprising.ts';

/** Text of an Uprising Conflict card: its three rewards and the notes printed beside them. */
export interface UprisingConflictText {
  readonly first: string;
  readonly second: string;
  readonly third: string;
  /** "Battle icon: Crysknife." */
  readonly battleIcon: string;
  /** The controller's defensive bonus, for a Conflict fought over a controllable space. */
  readonly defensiveBonus: string | null;
  /** Said when the standing Shield Wall keeps sandworms out of this Conflict. */
  readonly shieldWall: string | null;
}

const BATTLE_ICON: Readonly<Record<Language, (name: string) => string>> = {
  en: (name) => `Battle icon: ${name}.`,
  fr: (name) => `Icône Bataille : ${name}.`,
  nl: (name) => `Gevechtssymbool: ${name}.`,
};
const SHIELD_WALL: Readonly<Record<Language, string>> = {
  en: 'While the Shield Wall stands, no sandworm may be summoned into this Conflict.',
  fr: 'Tant que le Bouclier est en place, aucun Ver des Sables ne peut être invoqué dans ce Conflit.',
  nl: 'Zolang de Schildmuur staat, kan er geen zandworm in dit Conflict worden opgeroepen.',
};

/** rules 004 III. Combat; the defensive bonus as in the 2020 game ("placer 1 Troupe de sa réserve en zone Conflit"). */
export function renderUprisingConflict(card: UprisingConflictCard, language: Language): UprisingConflictText {
  const book = PHRASEBOOKS[language];
  return {
    first: renderEffects(card.first, language),
    second: renderEffects(card.second, language),
    third: renderEffects(card.third, language),
    battleIcon: BATTLE_ICON[language](battleIconName(card.battleIcon, language)),
    defensiveBonus:
      card.controlSpace === null ? null : book.defensiveBonus(renderEffects(CONTROL_DEFENSIVE_BONUS, language)),
    shieldWall: card.shieldWall ? SHIELD_WALL[language] : null,
  };
}

const TRIGGER: Readonly<Record<Language, (trigger: ContractTrigger, name: string) => string>> = {
  en: (t, name) => {
    switch (t.kind) {
      case 'space':
        return `Completed when you send an Agent to ${name}.`;
      case 'harvest':
        return `Completed when you send an Agent to a Maker space and gain ${t.atLeast} or more spice that turn.`;
      case 'immediate':
        return 'Completed as soon as you take it.';
      case 'acquireTheSpiceMustFlow':
        return 'Completed the next time you acquire The Spice Must Flow.';
    }
  },
  fr: (t, name) => {
    switch (t.kind) {
      case 'space':
        return `Rempli lorsque vous envoyez un Agent sur ${name}.`;
      case 'harvest':
        return `Rempli lorsque vous envoyez un Agent sur un emplacement Faiseur et gagnez au moins ${t.atLeast} épice ce tour-ci.`;
      case 'immediate':
        return 'Rempli dès que vous le prenez.';
      case 'acquireTheSpiceMustFlow':
        return "Rempli la prochaine fois que vous acquérez L'épice doit couler.";
    }
  },
  nl: (t, name) => {
    switch (t.kind) {
      case 'space':
        return `Voltooid wanneer je een Agent naar ${name} stuurt.`;
      case 'harvest':
        return `Voltooid wanneer je een Agent naar een Zandwormenplaats stuurt en die beurt ${t.atLeast} of meer specerij krijgt.`;
      case 'immediate':
        return 'Voltooid zodra je het neemt.';
      case 'acquireTheSpiceMustFlow':
        return 'Voltooid de volgende keer dat je De specerij moet stromen verwerft.';
    }
  },
};

/** A CHOAM contract: when it completes and what it pays (rules 004 "Contrats CHOM"). */
export function renderContract(
  contract: Contract,
  language: Language,
): { readonly trigger: string; readonly reward: string } {
  return {
    trigger: TRIGGER[language](contract.trigger, contract.name[language]),
    reward: renderEffects(contract.reward, language),
  };
}

const FIRST_PLAYER: Readonly<Record<Language, string>> = {
  en: 'Its holder takes the First Player marker.',
  fr: 'Son détenteur prend le marqueur 1er Joueur.',
  nl: 'Wie deze kaart heeft, neemt de startspelerfiche.',
};

/** An Objective card: its battle icon and, for one, the First Player marker (rules 004 MISE EN PLACE). */
export function renderObjective(objective: ObjectiveCard, language: Language): string {
  const icon = BATTLE_ICON[language](battleIconName(objective.battleIcon, language));
  return objective.firstPlayer ? `${icon} ${FIRST_PLAYER[language]}` : icon;
}
