import { defineTable } from '../store';

/** The file types a report is written in (UPSTREAM-3 N.1). */
export type ReportFileType = 'csv' | 'json' | 'pdf';

/** A report file the demo made: its media type and its bytes as text. */
export interface ReportFile {
  contentType: string;
  text: string;
}

/**
 * A report request (DECISIONS 73): a custom report, a payroll's general ledger or the annual FICA
 * wage report. Its file is written from the payrolls as they are when it is asked for; it is
 * `pending` until the demo finishes it two seconds later, and served for ten minutes after that.
 */
export interface ReportRecord {
  requestUuid: string;
  companyUuid: string;
  kind: 'custom' | 'general_ledger' | 'employees_annual_fica_wage';
  status: 'pending' | 'succeeded' | 'failed';
  file: ReportFile;
  /** What the request answered (the custom report's, the ledger's or the FICA report's shape). */
  answer: Record<string, unknown>;
  /** Service time (ms) after which the file is no longer served (10 minutes after it is ready). */
  expiresAt: number | null;
  seq: number;
}

/**
 * Every report request, by request uuid.
 *
 * @example
 * service.store.table(reports).get(requestUuid)?.status;
 */
export const reports = defineTable<ReportRecord>('reports');
