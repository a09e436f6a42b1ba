import type { DuneAction, DuneView } from '@arrakis/dune';
import type { Namer } from '../text.ts';

/** rules 000 §16: the prelude as the seat's view holds it (absent outside the prelude). */
export type HarvestView = NonNullable<DuneView['harvest']>;
/** An Access card (rules 000 §16.B.3.b): a stronghold (citadelle) or a number of troops (garnison). */
export type AccessCard = HarvestView['access'][string][number];
export type Stronghold = Exclude<AccessCard, number>;
/** A garrison card: the troops it allows. */
export type Troops = Exclude<AccessCard, Stronghold>;
/** A Harvest card (annexe 4 "cartes Récolte"): a year's harvest, or a sandworm. */
export type HarvestCard = HarvestView['harvestDiscard'][number];

/** rules 000 §16.B: five harvest rounds. */
export const HARVEST_ROUNDS = 5;
/** rules 000 §16.B.6.a: at most 20 forces committed over all strongholds. */
export const PLACEMENT_LIMIT = 20;
/** rules 000 §16.B.6.c: the strongholds called counter-clockwise, from Carthag to Arrakeen. */
export const PLACEMENT_ORDER: readonly Stronghold[] = [
  'carthag',
  'sietchTabr',
  'habbanyaSietch',
  'tueksSietch',
  'arrakeen',
];

/** The decisions of the prelude, each with its control in HarvestPrompt. */
export const HARVEST_FRAMES: ReadonlySet<string> = new Set([
  'managerBid',
  'guildHarvestOffer',
  'guildHarvestAnswer',
  'harvestReport',
  'harvestShares',
  'sharePeek',
  'harvestVote',
  'accessPeek',
  'accessBid',
  'accessTrade',
  'harvestPlacement',
]);

export function isStronghold(card: AccessCard): card is Stronghold {
  return typeof card === 'string';
}

/** An Access card in words: the stronghold's name, or "7 troops". */
export function accessCardName(n: Namer, card: AccessCard): string {
  return isStronghold(card) ? n.territory(card) : n.t('harvest.troops', { count: card });
}

/** A Harvest card in words: its number, or the sandworm. */
export function harvestCardName(n: Namer, card: HarvestCard): string {
  return card === 'worm' ? n.t('harvest.worm') : String(card);
}

/** The players other than the Manager, from his right (rules 000 §16.B.1.b: they get a Share card each, in turn). */
export function othersFromRight(seatCount: number, manager: number): number[] {
  return Array.from({ length: seatCount - 1 }, (_, i) => (manager + i + 1) % seatCount);
}

/** The prelude's actions in words, with their parameters (the generic list shows them too). */
export function describeHarvestAction(n: Namer, a: DuneAction): string | null {
  const t = n.t;
  switch (a.type) {
    case 'managerBid':
      return t('action.managerBid', { amount: a.amount });
    case 'buyHarvestCard':
      return t('action.buyHarvestCard', { price: a.price });
    case 'sellHarvestCard':
      return t(a.accept ? 'harvest.sellYes' : 'harvest.sellNo');
    case 'announceHarvest':
      return t('action.announceHarvest', { amount: a.amount });
    case 'dealShare':
      return t('action.dealShare', { value: a.value });
    case 'peekShare':
      return t('action.peekShare', { target: n.seat(a.target) });
    case 'harvestVote':
      return t(a.yes ? 'harvest.voteYes' : 'harvest.voteNo');
    case 'peekAccess':
      return t('action.peekAccess', { index: a.index + 1 });
    case 'accessBid':
      return t('action.accessBid', { amount: a.amount });
    case 'offerAccess':
      return t('action.offerAccess', { card: accessCardName(n, a.card), to: n.seat(a.to) });
    case 'answerAccess':
      return a.card === null
        ? t('harvest.refuseOffer', { from: n.seat(a.from) })
        : t('harvest.acceptOffer', { from: n.seat(a.from), card: accessCardName(n, a.card) });
    case 'commitTroops':
      return t('action.commitTroops', { troops: a.troops, stronghold: n.territory(a.stronghold) });
    default:
      return null;
  }
}
