/**
 * The pickable locations (`territory:sector` keys) of one territory, in sector order. A click on the territory
 * takes the only one at once; when there are several, the player chooses the sector (never guessed from the
 * pointer: sectors are thin and the storm may cut a territory in two).
 */
export function keysInTerritory(keys: Iterable<string>, territory: string): string[] {
  const sector = (key: string) => Number(key.split(':')[1] ?? -1);
  return [...keys].filter((k) => k.split(':')[0] === territory).sort((a, b) => sector(a) - sector(b));
}
