/**
 * Renders rows as a plain-text table with aligned columns (numbers right-aligned), for a terminal
 * or a README code block. A row shorter than the header lets its last cell run across the columns
 * it lacks (a "not built yet" note), without widening them.
 *
 * @example
 * textTable(['case', 'gzip', 'budget'], [['react', '67.6 kB', 'none'], ['PayrollRun', 'not built yet']]);
 */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const spans = (row: readonly string[], column: number) =>
    row.length < header.length && column === row.length - 1;
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (spans(row, column) ? 0 : (row[column] ?? '').length))),
  );
  const numeric = /^[-+]?[\d.,]+( ?[a-zA-Z/%]+)?$/;
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        numeric.test(cell) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/**
 * Bytes as kilobytes (1 kB = 1000 B), the unit of the budgets.
 *
 * @example
 * kilobytes(92160); // '92.2 kB'
 */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
