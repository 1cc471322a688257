import type { TimeSheet } from '../../api/timeSheets/types';

/** A time sheet as the list shows it: its day and its hours per pay classification, summed. */
export interface SheetRow {
  uuid: string;
  sheet: TimeSheet;
  day: string;
  regular: string;
  overtime: string;
  doubleOvertime: string;
}

/** Sums decimal-text hours in thousandths (no float sums), back to text with three places. */
function sumHours(sheet: TimeSheet, classification: string): string {
  const thousandths = sheet.entries
    .filter((entry) => entry.pay_classification === classification)
    .reduce((sum, entry) => {
      const [whole = '0', fraction = ''] = entry.hours_worked.split('.');
      return sum + Number(whole) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3));
    }, 0);
  return `${Math.floor(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, '0')}`;
}

/**
 * The sheets of a pay period (the day their shift starts, as written with its offset, within it),
 * as rows, by day then as listed.
 *
 * @example
 * sheetRows(sheets, { start: '2026-06-06', end: '2026-06-19' })[0]?.regular; // '8.500'
 */
export function sheetRows(sheets: readonly TimeSheet[], period: { start: string; end: string }): SheetRow[] {
  return sheets
    .map((sheet) => ({
      uuid: sheet.uuid,
      sheet,
      day: sheet.shift_started_at.slice(0, 10),
      regular: sumHours(sheet, 'Regular'),
      overtime: sumHours(sheet, 'Overtime'),
      doubleOvertime: sumHours(sheet, 'Double overtime'),
    }))
    .filter((row) => row.day >= period.start && row.day <= period.end)
    .sort((a, b) => a.day.localeCompare(b.day));
}
