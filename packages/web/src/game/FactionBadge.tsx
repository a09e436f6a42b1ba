import { FACTION_DATA, type Faction } from '@arrakis/dune';

/** Colour and symbol together: colour is never the only cue (colour-blind players). */
export function FactionBadge({ faction }: { faction: string }) {
  const data = FACTION_DATA[faction as Faction];
  if (!data) return null;
  return (
    <span className="badge" style={{ background: data.colour, color: textOn(data.colour) }} aria-hidden="true">
      {data.symbol}
    </span>
  );
}

/** Black or white text, whichever reads better on the colour. */
export function textOn(colour: string): string {
  const n = parseInt(colour.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 140 ? '#000' : '#fff';
}
