import { invalidOperation } from '../errors';
import type { DemoService } from '../service';
import type { ContractorRecord } from './records';
import { addDays } from '../calendar/dates';

/**
 * Dismissal and rehire (UPSTREAM-2 I.6, DECISIONS 55) on the service clock: a contractor works
 * from `start_date` through `dismissal_date`; a rehire opens a new period and keeps the old one
 * so that its undo can put it back. Undoing either is allowed before it takes effect, or within a
 * two-day grace period after.
 */

const GRACE_DAYS = 2;

/** Whether the contractor works today. @example isActive(contractor, '2026-06-15'); */
export function isActive(contractor: ContractorRecord, today: string): boolean {
  const { start_date, dismissal_date } = contractor.employment;
  if (dismissal_date !== null) return today <= dismissal_date;
  // A pending rehire: inactive until its start date (a first start date in the future is not).
  return contractor.previousEmployment === null || today >= start_date;
}

/** A rehire not yet started. @example upcomingEmployment(contractor, today)?.start_date; */
export function upcomingEmployment(
  contractor: ContractorRecord,
  today: string,
): { start_date: string } | null {
  return contractor.previousEmployment !== null && contractor.employment.start_date > today
    ? { start_date: contractor.employment.start_date }
    : null;
}

/** Emits `event` at the start of `day` on the service clock (at once when that has passed), if `still()` holds then. */
function emitOn(
  service: DemoService,
  contractor: ContractorRecord,
  day: string,
  event: string,
  still: () => boolean,
) {
  const emit = () => {
    if (still()) service.emit(event, 'Contractor', contractor.uuid, contractor.companyUuid);
  };
  const delay = Date.parse(`${day}T00:00:00Z`) - service.clock.now().getTime();
  if (delay <= 0) emit();
  else service.clock.schedule(delay, emit);
}

/**
 * Dismisses an active contractor with no dismissal on file; `contractor.deactivated` the day after
 * `end_date`.
 *
 * @example
 * dismiss(service, contractor, '2026-06-30');
 */
export function dismiss(service: DemoService, contractor: ContractorRecord, endDate: string): void {
  const today = service.clock.today();
  if (!isActive(contractor, today) || contractor.employment.dismissal_date !== null)
    throw invalidOperation('Only an active contractor with no dismissal on file can be dismissed.');
  if (endDate < contractor.employment.start_date)
    throw invalidOperation('The dismissal date is before the contractor started.', 'end_date');
  contractor.employment.dismissal_date = endDate;
  emitOn(
    service,
    contractor,
    addDays(endDate, 1),
    'contractor.deactivated',
    () => contractor.employment.dismissal_date === endDate,
  );
}

/**
 * Takes a dismissal back: before it took effect, or within two days of its date.
 *
 * @example
 * cancelDismissal(service, contractor);
 */
export function cancelDismissal(service: DemoService, contractor: ContractorRecord): void {
  const date = contractor.employment.dismissal_date;
  const today = service.clock.today();
  if (date === null) throw invalidOperation('The contractor has no dismissal to cancel.');
  if (today > addDays(date, GRACE_DAYS))
    throw invalidOperation('A past dismissal can be cancelled only within two days of its date.');
  contractor.employment.dismissal_date = null;
  if (today > date)
    service.emit('contractor.reactivated', 'Contractor', contractor.uuid, contractor.companyUuid);
}

/**
 * Rehires a dismissed contractor (no upcoming employment); `contractor.reactivated` on `startDate`.
 *
 * @example
 * rehire(service, contractor, '2026-07-01');
 */
export function rehire(service: DemoService, contractor: ContractorRecord, startDate: string): void {
  const today = service.clock.today();
  const { dismissal_date } = contractor.employment;
  if (dismissal_date === null || isActive(contractor, today) || upcomingEmployment(contractor, today))
    throw invalidOperation('Only a dismissed contractor with no upcoming employment can be rehired.');
  if (startDate <= dismissal_date)
    throw invalidOperation('The rehire date must be after the dismissal date.', 'start_date');
  contractor.previousEmployment = { ...contractor.employment };
  contractor.employment = { start_date: startDate, dismissal_date: null };
  emitOn(
    service,
    contractor,
    startDate,
    'contractor.reactivated',
    () => contractor.employment.start_date === startDate,
  );
}

/**
 * Takes a rehire back: before it starts, or within two days of its start.
 *
 * @example
 * cancelRehire(service, contractor);
 */
export function cancelRehire(service: DemoService, contractor: ContractorRecord): void {
  const previous = contractor.previousEmployment;
  const today = service.clock.today();
  if (previous === null || previous.dismissal_date === null || contractor.employment.dismissal_date !== null)
    throw invalidOperation('The contractor has no rehire to cancel.');
  if (today > addDays(contractor.employment.start_date, GRACE_DAYS))
    throw invalidOperation('A rehire can be cancelled only within two days of its start date.');
  const started = today >= contractor.employment.start_date;
  contractor.employment = previous;
  contractor.previousEmployment = null;
  if (started) service.emit('contractor.deactivated', 'Contractor', contractor.uuid, contractor.companyUuid);
}
