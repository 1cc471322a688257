/**
 * A report asked for on this screen, followed on the overview until it is downloaded: the service
 * keeps no list of a company's reports (UPSTREAM-3 N.1), so the screen keeps the ones it asked for.
 *
 * @example
 * const recent: RecentReport = { uuid: 'r-1', name: 'Payroll journal', fileType: 'csv' };
 */
export interface RecentReport {
  /** The report's request uuid. */
  uuid: string;
  name: string;
  fileType: 'csv' | 'json' | 'pdf';
}
