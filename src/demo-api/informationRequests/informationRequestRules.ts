import { addBusinessDays, pacificCutoff } from '../calendar/businessDays';
import { notificationCauseResolved } from '../notifications/notices';
import type { DemoService } from '../service';
import { informationRequests, type InformationAnswer, type InformationRequestRecord } from './records';

/**
 * The life of an information request (DECISIONS 66, UPSTREAM-3 L.5): the demo's control opens it
 * (`pending_response`); the company's answers move it to `pending_review`; the demo approves it at
 * 16:00 Pacific the next business day (or at once by its control). While one with
 * `blocking_payroll` is not approved, the company's payroll is blocked by
 * `pending_information_request`. Its notification (DECISIONS 74) is resolved once answered.
 */

/** The date in California of an instant. */
function pacificDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * Whether a request the company has not had approved blocks its payroll.
 *
 * @example
 * if (hasBlockingInformationRequest(service, company.uuid)) keys.push('pending_information_request');
 */
export function hasBlockingInformationRequest(service: DemoService, companyUuid: string): boolean {
  for (const record of service.store.table(informationRequests).values())
    if (record.companyUuid === companyUuid && record.blockingPayroll && record.status !== 'approved')
      return true;
  return false;
}

/**
 * The company's answers arrived: in review, approved by the demo at 16:00 Pacific the next
 * business day.
 *
 * @example
 * submitInformationRequest(service, record, answers);
 */
export function submitInformationRequest(
  service: DemoService,
  record: InformationRequestRecord,
  answers: InformationAnswer[],
): void {
  record.answers = answers;
  record.status = 'pending_review';
  record.submissions += 1;
  notificationCauseResolved(service, record.uuid);
  const submission = record.submissions;
  const review = pacificCutoff(addBusinessDays(pacificDate(service.clock.now()), 1));
  service.clock.schedule(Math.max(0, Date.parse(review) - service.clock.now().getTime()), () => {
    if (record.status === 'pending_review' && record.submissions === submission)
      approveInformationRequest(service, record);
  });
}

/**
 * Approves a request in review (the demo's review), or, by the demo's control, one still awaiting
 * its answers (a `persona` question is answered outside the API). Answers whether it changed.
 *
 * @example
 * approveInformationRequest(service, record); // true
 */
export function approveInformationRequest(service: DemoService, record: InformationRequestRecord): boolean {
  if (record.status === 'approved') return false;
  record.status = 'approved';
  notificationCauseResolved(service, record.uuid);
  return true;
}
