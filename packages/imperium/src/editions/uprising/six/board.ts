import { draw, harvest, influence, intrigue, paySpice, payWater, recruit, solari, spice } from '../../../dsl/build.ts';
import type { BoardSpace } from '../../../dsl/content.ts';
import type { SixSpaceId, UprisingSpaceId } from '../../../dsl/uprising.ts';
import type { ObservationPostId } from '../../../dsl/uprising.ts';
import { OBSERVATION_POSTS, UPRISING_SPACES } from '../board.ts';

/** A space of either side of the Uprising board. */
export type SixBoardSpaceId = UprisingSpaceId | SixSpaceId;

/** An observation post of either side of the board and the spaces it connects to. */
export interface AnyObservationPost {
  readonly id: ObservationPostId;
  readonly connects: readonly SixBoardSpaceId[];
}

const NO_EXTRA = {
  faction: null,
  cost: [],
  requires: null,
  combat: false,
  maker: null,
  controlBonus: null,
  oncePerGame: false,
} as const;

/**
 * The six-player side's own spaces and the Commanders' (facts uprising-rules.md §1.6). The main board's Great Houses
 * and Fringe Worlds tracks keep the ids `emperor` and `fremen`: every printed Emperor or Fremen icon means them for
 * the Allies (facts §1.5), so cards and requirements read them unchanged. What the sources leave unknown is a
 * provisional reading (packages/imperium/docs/content-doubts.md, "Six players").
 */
export const SIX_ONLY_SPACES = {
  militarySupport: {
    ...NO_EXTRA,
    id: 'militarySupport',
    name: { en: 'Military Support', fr: 'Soutien militaire', nl: 'Militaire steun' },
    icon: 'emperor',
    faction: 'emperor',
    cost: [paySpice(2)],
    // The Reinforce icon (AID supp. p.3) is the six-player module's, given when the Agent is sent.
    effects: [influence('emperor')],
  },
  economicSupport: {
    ...NO_EXTRA,
    id: 'economicSupport',
    name: { en: 'Economic Support', fr: 'Soutien économique', nl: 'Economische steun' },
    icon: 'emperor',
    faction: 'emperor',
    effects: [influence('emperor'), spice(1)],
  },
  expedition: {
    ...NO_EXTRA,
    id: 'expedition',
    name: { en: 'Expedition', fr: 'Expédition lointaine', nl: 'Expeditie' },
    icon: 'fremen',
    faction: 'fremen',
    // Provisional: TTS shows only the influence; its other icons were found in no source.
    effects: [influence('fremen')],
  },
  controversialTechnology: {
    ...NO_EXTRA,
    id: 'controversialTechnology',
    name: { en: 'Controversial Technology', fr: 'Technologie controversée', nl: 'Omstreden technologie' },
    icon: 'fremen',
    faction: 'fremen',
    cost: [paySpice(2)],
    effects: [influence('fremen'), draw(1), intrigue(1)],
  },
  // Not the 2020 board's `carthag`: input naming that space stays malformed in Uprising.
  carthagCity: {
    ...NO_EXTRA,
    id: 'carthagCity',
    name: { en: 'Carthag', fr: 'Carthag', nl: 'Carthag' },
    icon: 'city',
    effects: [intrigue(1), recruit(1)],
    combat: true,
  },
  habbanyaErg: {
    ...NO_EXTRA,
    id: 'habbanyaErg',
    name: { en: 'Habbanya Erg', fr: 'Erg de Habbanya', nl: 'Habbanya Erg' },
    icon: 'spiceTrade',
    cost: [payWater(1)],
    effects: [harvest(2), draw(1)],
    combat: true,
    maker: { baseSpice: 2 },
  },
  // The Commanders' personal boards: one Commander each (`COMMANDER_SPACES`); the step on the personal track is
  // the six-player module's, given when the Agent is sent.
  sardaukar: {
    ...NO_EXTRA,
    id: 'sardaukar',
    name: { en: 'Sardaukar', fr: 'Sardaukar', nl: 'Sardaukar' },
    icon: 'emperor',
    cost: [paySpice(3)],
    effects: [intrigue(1), recruit(4)],
  },
  vastWealth: {
    ...NO_EXTRA,
    id: 'vastWealth',
    name: { en: 'Vast Wealth', fr: 'Immense richesse', nl: 'Enorme rijkdom' },
    icon: 'emperor',
    effects: [solari(3)],
  },
  hardyWarriors: {
    ...NO_EXTRA,
    id: 'hardyWarriors',
    name: { en: 'Hardy Warriors', fr: 'Guerriers endurcis', nl: 'Geharde strijders' },
    icon: 'fremen',
    cost: [payWater(1)],
    effects: [recruit(2)],
    combat: true,
  },
  desertMastery: {
    ...NO_EXTRA,
    id: 'desertMastery',
    name: { en: 'Desert Mastery', fr: 'Maîtrise du désert', nl: 'Meesterschap over de woestijn' },
    icon: 'fremen',
    effects: [draw(1), spice(1)],
    combat: true,
  },
} as const satisfies Readonly<Record<string, BoardSpace<SixBoardSpaceId>>>;

/** The spaces of each Commander's personal board, by team (0: Muad'Dib's Fremen board, 1: Shaddam's Emperor board). */
export const COMMANDER_SPACES: readonly [readonly SixBoardSpaceId[], readonly SixBoardSpaceId[]] = [
  ['hardyWarriors', 'desertMastery'],
  ['sardaukar', 'vastWealth'],
];

/** The 1–4 player spaces not on the six-player board (facts §1.6: TTS, AID supp. p.2). */
const NOT_ON_SIX: readonly UprisingSpaceId[] = ['dutifulService', 'sardaukar', 'desertTactics', 'fremkit'];

/** The 24 main-board spaces and the Commanders' 4, in board order. */
export const SIX_SPACES: Readonly<Record<string, BoardSpace<SixBoardSpaceId>>> = {
  militarySupport: SIX_ONLY_SPACES.militarySupport,
  economicSupport: SIX_ONLY_SPACES.economicSupport,
  ...Object.fromEntries(Object.entries(UPRISING_SPACES).filter(([id]) => !NOT_ON_SIX.includes(id as UprisingSpaceId))),
  expedition: SIX_ONLY_SPACES.expedition,
  controversialTechnology: SIX_ONLY_SPACES.controversialTechnology,
  carthagCity: SIX_ONLY_SPACES.carthagCity,
  habbanyaErg: SIX_ONLY_SPACES.habbanyaErg,
  sardaukar: SIX_ONLY_SPACES.sardaukar,
  vastWealth: SIX_ONLY_SPACES.vastWealth,
  hardyWarriors: SIX_ONLY_SPACES.hardyWarriors,
  desertMastery: SIX_ONLY_SPACES.desertMastery,
};

export const SIX_SPACE_IDS = Object.keys(SIX_SPACES) as SixBoardSpaceId[];

/**
 * The six-player board's 15 observation posts (facts §1.6, TTS skeleton only): the 1–4 player posts with the Great
 * Houses and Fringe Worlds posts where the Emperor and Fremen ones were, and one each for Carthag and Habbanya Erg.
 * The Commanders' boards have none.
 */
export const SIX_POSTS: readonly AnyObservationPost[] = [
  ...OBSERVATION_POSTS.map((post) =>
    post.id === 'emperor'
      ? { id: post.id, connects: ['militarySupport', 'economicSupport'] as const }
      : post.id === 'fremen'
        ? { id: post.id, connects: ['expedition', 'controversialTechnology'] as const }
        : post,
  ),
  { id: 'carthag', connects: ['carthagCity'] },
  { id: 'habbanyaErg', connects: ['habbanyaErg'] },
];
