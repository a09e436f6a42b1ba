import type { LocalizedName } from './names.ts';

/**
 * rules 000 §19.C.3.c, §19.C.4: the four directions printed on every cell of the arena. A duellist always faces the
 * centre, so "left", "right", "inside" and "outside" are the cell's, not the piece's.
 */
export const DUEL_DIRECTIONS = ['left', 'right', 'inside', 'outside'] as const;
export type DuelDirection = (typeof DUEL_DIRECTIONS)[number];

/** rules 000 §19.C.4: "Attaque, Parade, Obstacle et Spéciale". */
export type DuelCardKind =
  | { readonly kind: 'attack'; readonly direction: DuelDirection }
  /** "Lancer de couteau (attaque à deux cases de distances)". */
  | { readonly kind: 'knife' }
  | { readonly kind: 'parry'; readonly direction: DuelDirection }
  | { readonly kind: 'placeObstacle' }
  | { readonly kind: 'jumpObstacle' }
  | { readonly kind: 'removeObstacle' }
  /** §19.C.9 "Quitter l'Arène avec les honneurs". */
  | { readonly kind: 'leaveArena' }
  /** §19.C.4.a note "3 Actions". */
  | { readonly kind: 'threeActions' };

/** The 25 Duel cards of rules 000 annexe 4 ("Texte des cartes Duels (25 cartes)"), one id per card. */
export const DUEL_CARD_IDS = [
  'placeObstacle1',
  'placeObstacle2',
  'placeObstacle3',
  'placeObstacle4',
  'jumpObstacle',
  'removeObstacle',
  'leaveArena',
  'threeActions',
  'attackLeft1',
  'attackLeft2',
  'attackLeft3',
  'attackOutside1',
  'attackOutside2',
  'attackOutside3',
  'attackInside1',
  'attackInside2',
  'attackInside3',
  'attackRight1',
  'attackRight2',
  'attackRight3',
  'knifeThrow',
  'parryInside',
  'parryRight',
  'parryOutside',
  'parryLeft',
] as const;
export type DuelCardId = (typeof DUEL_CARD_IDS)[number];

/**
 * The French names are annexe 4's; no English or Dutch text of The Duel's cards was found (research notes,
 * duel-and-harvest.md §2.1): those are ours, after the English "Block Tokens".
 */
const NAMES = {
  placeObstacle: { fr: 'Placer obstacle', en: 'Place a block', nl: 'Obstakel plaatsen' },
  jumpObstacle: { fr: 'Sauter obstacle', en: 'Jump a block', nl: 'Over obstakel springen' },
  removeObstacle: { fr: 'Retirer obstacle', en: 'Remove a block', nl: 'Obstakel weghalen' },
  leaveArena: {
    fr: "Quitter l'Arène avec les honneurs",
    en: 'Leave the arena with honour',
    nl: 'De arena eervol verlaten',
  },
  threeActions: { fr: 'Trois actions', en: 'Three actions', nl: 'Drie acties' },
  attackLeft: { fr: 'Attaque sur la gauche', en: 'Attack to the left', nl: 'Aanval naar links' },
  attackRight: { fr: 'Attaque sur la droite', en: 'Attack to the right', nl: 'Aanval naar rechts' },
  attackInside: { fr: "Attaque vers l'intérieur", en: 'Attack inwards', nl: 'Aanval naar binnen' },
  attackOutside: { fr: "Attaque vers l'extérieur", en: 'Attack outwards', nl: 'Aanval naar buiten' },
  knifeThrow: { fr: 'Lancer de couteau', en: 'Knife throw', nl: 'Mes werpen' },
  parryLeft: { fr: 'A une attaque de la gauche', en: 'Parry from the left', nl: 'Afweer van links' },
  parryRight: { fr: 'A une attaque de la droite', en: 'Parry from the right', nl: 'Afweer van rechts' },
  parryInside: { fr: "A une attaque de l'intérieur", en: 'Parry from inside', nl: 'Afweer van binnen' },
  parryOutside: { fr: "A une attaque de l'extérieur", en: 'Parry from outside', nl: 'Afweer van buiten' },
} as const satisfies Record<string, LocalizedName>;

export interface DuelCardData {
  readonly id: DuelCardId;
  readonly effect: DuelCardKind;
  readonly name: LocalizedName;
}

function card(id: DuelCardId): DuelCardData {
  const base = id.replace(/\d$/, '');
  const attack = /^attack(Left|Right|Inside|Outside)$/.exec(base);
  const parry = /^parry(Left|Right|Inside|Outside)$/.exec(base);
  const direction = (m: RegExpExecArray) => m[1]!.toLowerCase() as DuelDirection;
  const effect: DuelCardKind = attack
    ? { kind: 'attack', direction: direction(attack) }
    : parry
      ? { kind: 'parry', direction: direction(parry) }
      : base === 'knifeThrow'
        ? { kind: 'knife' }
        : { kind: base as 'placeObstacle' | 'jumpObstacle' | 'removeObstacle' | 'leaveArena' | 'threeActions' };
  return { id, effect, name: NAMES[base as keyof typeof NAMES] };
}

export const DUEL_CARDS: Readonly<Record<DuelCardId, DuelCardData>> = Object.fromEntries(
  DUEL_CARD_IDS.map((id) => [id, card(id)]),
) as Record<DuelCardId, DuelCardData>;

/** rules 000 §19.C.3.b: "aucun joueur ne peut avoir plus de 4 cartes Duel en main". */
export const DUEL_HAND_LIMIT = 4;
/** rules 000 §19.A.1.d, §19.C.8: six obstacle markers, never more than six in the arena. */
export const OBSTACLE_MARKERS = 6;
/** rules 000 §19.C.1: each duellist's support, 1 to 10 spice. */
export const SUPPORT_MIN = 1;
export const SUPPORT_MAX = 10;
/** rules 000 §19.C.3.a: one or two actions a turn; §19.C.4.a: "Trois actions" adds three for one of them. */
export const ACTIONS_PER_TURN = 2;
export const THREE_ACTIONS_BONUS = 3;
/** rules 000 §19.C.4.a: "pourvu qu'il soit à 2 cases ou moins". */
export const KNIFE_RANGE = 2;
