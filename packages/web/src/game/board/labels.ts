/** A territory's full name as the map writes it: one to three lines, at the largest size its band allows. */
export interface TerritoryLabel {
  readonly lines: readonly string[];
  /** In the board's units (the SVG is 1000 wide). */
  readonly fontSize: number;
  /** Distance of the block's centre from the band's middle line, outwards along the text's "up". */
  readonly lift: number;
}

/** Average advance of a character of the board's bold sans-serif, as a share of the font size (wide names too). */
export const CHAR_WIDTH = 0.62;
export const LINE_HEIGHT = 1.15;
export const MAX_FONT = 11;
/** Smaller than this, a name cannot be read on a desktop board without zooming. */
export const MIN_FONT = 6;
const MAX_LINES = 3;
/** The label keeps this share of the band's depth: the forces' badges sit in the rest. */
const HEIGHT_SHARE = 0.62;
const SIDE_MARGIN = 6;
const PREFERRED_LIFT = 9;

/** The name's words; a hyphenated word may break after its hyphen ("Cielago-" / "Nord"). */
function pieces(name: string): string[] {
  return name
    .split(/\s+/)
    .flatMap((word) => word.split(/(?<=-)/))
    .filter((piece) => piece.length > 0);
}

function joinPieces(parts: readonly string[]): string {
  return parts.reduce((line, part) => (line === '' || line.endsWith('-') ? line + part : `${line} ${part}`), '');
}

/** Every way to cut the pieces into `count` consecutive lines. */
function splits(parts: readonly string[], count: number): string[][] {
  if (count === 1) return [[joinPieces(parts)]];
  const out: string[][] = [];
  for (let cut = 1; cut <= parts.length - count + 1; cut++) {
    for (const rest of splits(parts.slice(cut), count - 1)) out.push([joinPieces(parts.slice(0, cut)), ...rest]);
  }
  return out;
}

const floorToHalf = (n: number) => Math.floor(n * 2) / 2;

/**
 * The label for a band `arcWidth` long (along the ring, at its middle) and `depth` deep: of every way to write the
 * full name on one to three lines, the one with the largest font that fits both ways; on a tie, fewer lines, then
 * the most even ones.
 */
export function fitLabel(name: string, arcWidth: number, depth: number): TerritoryLabel {
  const parts = pieces(name);
  let best: { lines: string[]; fontSize: number; longest: number } = { lines: [name], fontSize: 0, longest: 0 };
  for (let count = 1; count <= Math.min(MAX_LINES, parts.length); count++) {
    for (const lines of splits(parts, count)) {
      const longest = Math.max(...lines.map((l) => l.length));
      const byWidth = (arcWidth - SIDE_MARGIN) / (longest * CHAR_WIDTH);
      const byHeight = (depth * HEIGHT_SHARE) / (count * LINE_HEIGHT);
      const fontSize = floorToHalf(Math.min(MAX_FONT, byWidth, byHeight));
      const better =
        fontSize > best.fontSize ||
        (fontSize === best.fontSize && lines.length === best.lines.length && longest < best.longest);
      if (better) best = { lines, fontSize, longest };
    }
  }
  const fontSize = Math.max(MIN_FONT, best.fontSize);
  const blockHeight = best.lines.length * fontSize * LINE_HEIGHT;
  const lift = Math.max(0, Math.min(PREFERRED_LIFT, depth / 2 - blockHeight / 2 - 1));
  return { lines: best.lines, fontSize, lift };
}
