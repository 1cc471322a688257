import { pdfPages } from '../documents/formPdf';
import type { ReportTable } from './customReport';
import type { ReportFile, ReportFileType } from './records';

/** The label of the totals row in a CSV and a PDF (its first column, when that one is text). */
const TOTALS = 'Totals';

/** A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The totals row as written in a file: labelled in its first column when that one is empty. */
function labelledTotals(table: ReportTable): Record<string, string> | null {
  if (!table.totals) return null;
  const first = table.columns[0];
  return first !== undefined && table.totals[first] === ''
    ? { ...table.totals, [first]: TOTALS }
    : table.totals;
}

/**
 * A CSV of the table (RFC 4180, CRLF): a header row of the column names, a line a row, then the
 * totals row when asked for.
 *
 * @example
 * csvReport({ columns: ['gross_earnings'], rows: [{ gross_earnings: '10.00' }], totals: null });
 * // 'gross_earnings\r\n10.00\r\n'
 */
export function csvReport(table: ReportTable): string {
  const totals = labelledTotals(table);
  const lines = [
    table.columns,
    ...[...table.rows, ...(totals ? [totals] : [])].map((row) => table.columns.map((c) => row[c] ?? '')),
  ];
  return lines.map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/**
 * The report as JSON: its name, columns, rows (each an object by column name) and totals (null
 * without `with_totals`).
 *
 * @example
 * JSON.parse(jsonReport(table, 'Journal')).rows.length;
 */
export function jsonReport(table: ReportTable, name: string): string {
  return JSON.stringify({ name, columns: table.columns, rows: table.rows, totals: table.totals });
}

/** Lines a PDF page holds. */
const LINES_PER_PAGE = 48;

/**
 * The report as a PDF: its name, then each row as `column: value` pairs on one line, 48 rows a
 * page, and the totals.
 *
 * @example
 * pdfReport(table, 'Payroll journal').startsWith('%PDF-1.4'); // true
 */
export function pdfReport(table: ReportTable, name: string): string {
  const totals = labelledTotals(table);
  const lines = [...table.rows, ...(totals ? [totals] : [])].map((row) =>
    table.columns.map((c) => `${c}: ${row[c] ?? ''}`).join('; '),
  );
  const pages: string[][] = [];
  for (let i = 0; i === 0 || i < lines.length; i += LINES_PER_PAGE)
    pages.push([`${name} (page ${pages.length + 1})`, '', ...lines.slice(i, i + LINES_PER_PAGE)]);
  return pdfPages(pages);
}

/** Each file type's media type. */
const CONTENT_TYPES: Record<ReportFileType, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
  pdf: 'application/pdf',
};

/**
 * The report file of a table in the asked file type.
 *
 * @example
 * reportFile(table, 'csv', 'Journal').contentType; // 'text/csv; charset=utf-8'
 */
export function reportFile(table: ReportTable, fileType: ReportFileType, name: string): ReportFile {
  const text =
    fileType === 'csv'
      ? csvReport(table)
      : fileType === 'json'
        ? jsonReport(table, name)
        : pdfReport(table, name);
  return { contentType: CONTENT_TYPES[fileType], text };
}
