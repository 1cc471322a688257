import { root } from '../queryKeyRoot';

/** Everything cached of a company's time sheets (every list's entry is under it). */
export const timeSheets = (companyId: string) => [root, 'company', companyId, 'timeSheets'] as const;

/** One list of a company's time sheets, by its query. */
export const timeSheetList = (companyId: string, query: unknown) =>
  [root, 'company', companyId, 'timeSheets', 'list', query] as const;

/** One time sheet, as a versioned update reads it again on a conflict. */
export const timeSheet = (companyId: string, sheetId: string) =>
  [root, 'company', companyId, 'timeSheets', sheetId] as const;

/** A payroll sync while it runs and once it completed. */
export const payrollSync = (companyId: string, syncId: string) =>
  [root, 'company', companyId, 'payrollSyncs', syncId] as const;
