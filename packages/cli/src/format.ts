export type Cell = string | number;

/** Formats a number for people: thousands separated, at most `digits` decimals. */
export function formatNumber(value: number, digits = 1): string {
  if (!Number.isFinite(value)) return String(value);
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

export function formatPercent(part: number, whole: number): string {
  return whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`;
}

/** A plain-text table: text left-aligned, numbers right-aligned, two spaces between columns. */
export function formatTable(header: readonly string[], rows: readonly (readonly Cell[])[]): string[] {
  const text = rows.map((row) => row.map((cell) => (typeof cell === 'number' ? formatNumber(cell) : cell)));
  const numeric = header.map((_, column) => rows.length > 0 && rows.every((row) => isNumeric(row[column])));
  const widths = header.map((title, column) =>
    Math.max(title.length, ...text.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...text.map(line)];
}

function isNumeric(cell: Cell | undefined): boolean {
  return typeof cell === 'number' || (typeof cell === 'string' && /^[-+]?[\d,.]+%?$/.test(cell));
}
