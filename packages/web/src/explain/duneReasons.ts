import { TERRITORIES, type DuneView, type TerritoryId } from '@arrakis/dune';

/**
 * The location a choice of `territory` would name, to ask why it is unavailable: its only one, or among several
 * sectors the first out of the storm (a sector in the storm has its own reason, rules 000 §9.C.2.c, which the
 * storm's colour on the board already shows).
 */
export function locationToTry(view: Pick<DuneView, 'storm'>, territory: TerritoryId): string {
  const { sectors } = TERRITORIES[territory];
  if (sectors.length === 0) return `${territory}:-1`;
  const sector = sectors.find((s) => s !== view.storm) ?? sectors[0]!;
  return `${territory}:${sector}`;
}
