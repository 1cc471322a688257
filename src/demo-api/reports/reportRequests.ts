import type { DemoService } from '../service';
import { reports, type ReportFile, type ReportRecord } from './records';

/**
 * A report's life (DECISIONS 73): asked for, `pending`; the demo finishes it two seconds later
 * (`succeeded`); its file is then served for ten minutes, and after that no more (404).
 */

/** How long the demo takes to prepare a report. */
export const REPORT_READY_MS = 2000;

/** How long a finished report's file is served (UPSTREAM-3 N.1: the URL is valid 10 minutes). */
export const REPORT_FILE_MS = 10 * 60_000;

/**
 * Stores a report request with its file (written from the payrolls as they are now) and schedules
 * its completion.
 *
 * @example
 * const record = requestReport(service, companyUuid, 'custom', file, (uuid) => ({ request_uuid: uuid }));
 */
export function requestReport(
  service: DemoService,
  companyUuid: string,
  kind: ReportRecord['kind'],
  file: ReportFile,
  answer: (requestUuid: string) => Record<string, unknown>,
): ReportRecord {
  const requestUuid = service.ids();
  const record: ReportRecord = {
    requestUuid,
    companyUuid,
    kind,
    status: 'pending',
    file,
    answer: answer(requestUuid),
    expiresAt: null,
    seq: service.store.nextSeq(),
  };
  service.store.table(reports).set(record.requestUuid, record);
  service.clock.schedule(REPORT_READY_MS, () => {
    if (record.status !== 'pending') return;
    record.status = 'succeeded';
    record.expiresAt = service.clock.now().getTime() + REPORT_FILE_MS;
  });
  return record;
}

/**
 * Whether the report's file is served now: finished, and within its ten minutes.
 *
 * @example
 * if (!fileServed(service, record)) throw notFound();
 */
export function fileServed(service: DemoService, record: ReportRecord): boolean {
  return (
    record.status === 'succeeded' &&
    record.expiresAt !== null &&
    service.clock.now().getTime() <= record.expiresAt
  );
}
