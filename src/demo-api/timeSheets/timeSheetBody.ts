import { type ErrorEntry, invalidAttribute, missingParameter, unprocessable } from '../errors';
import { parseDecimal } from '../money/money';
import type { DemoService } from '../service';
import { jobsOf } from '../jobs/views';
import {
  PAY_CLASSIFICATIONS,
  TIME_SHEET_STATUSES,
  type PayClassification,
  type TimeSheetEntryRecord,
  type TimeSheetRecord,
  type TimeSheetStatus,
} from './records';

/**
 * A time sheet's body (UPSTREAM-3 N.7), checked whole before anything is written: every problem at
 * once, each on its field, an entry's on `entries` as a nested error naming the entry's `idx`
 * (SPEC §7). `hours_worked` is a JSON number of at least 0.001 with at most three decimals.
 */

/** The most hours one entry takes (the provider states none; keeps thousandths exact and a shift sane). */
export const MAX_ENTRY_HOURS = 1000;
/** At most this many entries on a sheet, and metadata pairs (the provider states none). */
const MAX_ENTRIES = 50;
const MAX_METADATA = 50;
const MAX_TEXT = 255;
const ENTITY_TYPES = ['Employee', 'Contractor'] as const;
const FIELDS = [
  'entity_uuid',
  'entity_type',
  'job_uuid',
  'time_zone',
  'shift_started_at',
  'shift_ended_at',
  'metadata',
  'entries',
  'status',
  'version',
];
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** What a create or an update read: the fields sent, parsed. */
export interface TimeSheetValues {
  entityType?: 'Employee' | 'Contractor';
  entityUuid?: string;
  jobUuid?: string | null;
  timeZone?: string;
  shiftStartedAt?: string;
  shiftEndedAt?: string | null;
  metadata?: Record<string, string>;
  entries?: { uuid?: string; hours: number; payClassification: PayClassification }[];
  status?: TimeSheetStatus;
}

/** Whether the text is an IANA time zone this runtime knows. */
function isTimeZone(text: string): boolean {
  if (text.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: text });
    return true;
  } catch {
    return false;
  }
}

/**
 * The local date (YYYY-MM-DD) of an instant in a time zone: the day a shift counts for.
 *
 * @example
 * localDate('2026-06-10T23:30:00Z', 'America/Los_Angeles'); // '2026-06-10'
 */
export function localDate(dateTime: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(dateTime));
}

function isDateTime(value: unknown): value is string {
  return typeof value === 'string' && DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

/** One entry: hours a number ≥ 0.001 with ≤ 3 decimals, and a known pay classification. */
function readEntry(
  item: unknown,
  known: ReadonlySet<string>,
): { problems: ErrorEntry[] } | { entry: NonNullable<TimeSheetValues['entries']>[number] } {
  if (!item || typeof item !== 'object' || Array.isArray(item))
    return { problems: [invalidAttribute('entries', 'Each entry must be an object.')] };
  const entry = item as Record<string, unknown>;
  const problems: ErrorEntry[] = [];
  for (const key of Object.keys(entry))
    if (!['uuid', 'hours_worked', 'pay_classification'].includes(key))
      problems.push(invalidAttribute(key, `${key} is not an attribute of an entry.`));
  const sent = entry.hours_worked;
  // A JSON number, as the provider's body declares; text such as "1.5" is refused.
  const units = typeof sent === 'number' && Number.isFinite(sent) ? parseDecimal(String(sent), 3) : undefined;
  if (sent === undefined || sent === null) problems.push(missingParameter('hours_worked'));
  else if (units === undefined)
    problems.push(
      invalidAttribute('hours_worked', 'hours_worked must be a number with at most 3 decimal places.'),
    );
  else if (units < 1) problems.push(invalidAttribute('hours_worked', 'hours_worked must be at least 0.001.'));
  else if (units > MAX_ENTRY_HOURS * 1000)
    problems.push(invalidAttribute('hours_worked', `hours_worked must be at most ${MAX_ENTRY_HOURS}.`));
  const classification = entry.pay_classification;
  if (classification === undefined || classification === null)
    problems.push(missingParameter('pay_classification'));
  else if (!(PAY_CLASSIFICATIONS as readonly unknown[]).includes(classification))
    problems.push(
      invalidAttribute(
        'pay_classification',
        `pay_classification must be one of: ${PAY_CLASSIFICATIONS.join(', ')}.`,
      ),
    );
  if (entry.uuid !== undefined && (typeof entry.uuid !== 'string' || !known.has(entry.uuid)))
    problems.push(invalidAttribute('uuid', 'uuid is not an entry of this time sheet.'));
  if (problems.length > 0) return { problems };
  return {
    entry: {
      ...(typeof entry.uuid === 'string' ? { uuid: entry.uuid } : {}),
      hours: units!,
      payClassification: classification as PayClassification,
    },
  };
}

/**
 * Reads a create's (`partial: false`) or an update's (`partial: true`) body against the company's
 * people and jobs, and the sheet as it is for an update; throws one 422 with every problem.
 *
 * @example
 * const values = readTimeSheet(service, companyUuid, body, { partial: false });
 */
export function readTimeSheet(
  service: DemoService,
  companyUuid: string,
  body: Record<string, unknown>,
  { partial, current }: { partial: boolean; current?: TimeSheetRecord },
): TimeSheetValues {
  const problems: ErrorEntry[] = [];
  const values: TimeSheetValues = {};
  const has = (key: string) => body[key] !== undefined;
  for (const key of Object.keys(body))
    if (!FIELDS.includes(key) || (key === 'version' && !partial) || (key === 'status' && !partial))
      problems.push(invalidAttribute(key, `${key} is not an attribute of a new time sheet.`));
  for (const key of ['entity_uuid', 'entity_type', 'time_zone', 'shift_started_at'])
    if (!partial && !has(key)) problems.push(missingParameter(key));

  if (has('entity_type')) {
    if ((ENTITY_TYPES as readonly unknown[]).includes(body.entity_type))
      values.entityType = body.entity_type as 'Employee' | 'Contractor';
    else problems.push(invalidAttribute('entity_type', 'entity_type must be Employee or Contractor.'));
  }
  const entityType = values.entityType ?? current?.entityType;
  if (has('entity_uuid') || (has('entity_type') && current)) {
    const uuid = has('entity_uuid') ? body.entity_uuid : current?.entityUuid;
    const person =
      typeof uuid !== 'string'
        ? undefined
        : entityType === 'Employee'
          ? service.store.employees.get(uuid)
          : entityType === 'Contractor'
            ? service.store.contractors.get(uuid)
            : undefined;
    if (person?.companyUuid === companyUuid) values.entityUuid = uuid as string;
    else if (entityType)
      problems.push(
        invalidAttribute('entity_uuid', `entity_uuid is not a ${entityType.toLowerCase()} of this company.`),
      );
  }
  const entityUuid = values.entityUuid ?? current?.entityUuid;
  if (has('job_uuid') && body.job_uuid !== null) {
    const job = typeof body.job_uuid === 'string' ? service.store.jobs.get(body.job_uuid) : undefined;
    if (entityType === 'Contractor')
      problems.push(invalidAttribute('job_uuid', 'job_uuid is for employees only.'));
    else if (!job || job.employeeUuid !== entityUuid)
      problems.push(invalidAttribute('job_uuid', 'job_uuid is not a job of this employee.'));
    else values.jobUuid = job.uuid;
  } else if (has('job_uuid')) values.jobUuid = null;
  else if (current && entityType === 'Contractor' && current.jobUuid) values.jobUuid = null;
  else if (current?.jobUuid && values.entityUuid && values.entityUuid !== current.entityUuid)
    // Another employee named without a job: the old one's job cannot stay.
    values.jobUuid = jobsOf(service.store, values.entityUuid).some((j) => j.uuid === current.jobUuid)
      ? current.jobUuid
      : null;

  if (has('time_zone')) {
    if (typeof body.time_zone === 'string' && isTimeZone(body.time_zone)) values.timeZone = body.time_zone;
    else
      problems.push(
        invalidAttribute('time_zone', 'time_zone must be an IANA time zone such as America/Los_Angeles.'),
      );
  }
  if (has('shift_started_at')) {
    if (isDateTime(body.shift_started_at)) values.shiftStartedAt = body.shift_started_at;
    else
      problems.push(invalidAttribute('shift_started_at', 'shift_started_at must be an ISO 8601 date-time.'));
  }
  if (has('shift_ended_at')) {
    if (body.shift_ended_at === null) values.shiftEndedAt = null;
    else if (isDateTime(body.shift_ended_at)) values.shiftEndedAt = body.shift_ended_at;
    else problems.push(invalidAttribute('shift_ended_at', 'shift_ended_at must be an ISO 8601 date-time.'));
  }
  const started = values.shiftStartedAt ?? current?.shiftStartedAt;
  const ended = values.shiftEndedAt === undefined ? current?.shiftEndedAt : values.shiftEndedAt;
  if (
    started &&
    ended &&
    Date.parse(ended) < Date.parse(started) &&
    (has('shift_ended_at') || has('shift_started_at'))
  )
    problems.push(invalidAttribute('shift_ended_at', 'shift_ended_at cannot be before shift_started_at.'));

  if (has('metadata')) {
    const metadata = body.metadata;
    const pairs =
      metadata && typeof metadata === 'object' && !Array.isArray(metadata)
        ? Object.entries(metadata as Record<string, unknown>)
        : undefined;
    if (
      !pairs ||
      pairs.length > MAX_METADATA ||
      !pairs.every(([k, v]) => typeof v === 'string' && k.length <= MAX_TEXT && v.length <= MAX_TEXT)
    )
      problems.push(
        invalidAttribute(
          'metadata',
          `metadata must be an object of at most ${MAX_METADATA} texts of at most ${MAX_TEXT} characters.`,
        ),
      );
    else values.metadata = Object.fromEntries(pairs) as Record<string, string>;
  }

  if (has('entries')) {
    if (!Array.isArray(body.entries) || body.entries.length > MAX_ENTRIES)
      problems.push(
        invalidAttribute('entries', `entries must be an array of at most ${MAX_ENTRIES} entries.`),
      );
    else {
      const known = new Set((current?.entries ?? []).map((e) => e.uuid));
      const entries: NonNullable<TimeSheetValues['entries']> = [];
      body.entries.forEach((item: unknown, idx) => {
        const read = readEntry(item, known);
        if ('problems' in read)
          problems.push({
            error_key: 'entries',
            category: 'nested_errors',
            message: `entries[${idx}] is not valid.`,
            metadata: { idx },
            idx,
            errors: read.problems,
          });
        else entries.push(read.entry);
      });
      values.entries = entries;
    }
  }

  if (has('status')) {
    if ((TIME_SHEET_STATUSES as readonly unknown[]).includes(body.status))
      values.status = body.status as TimeSheetStatus;
    else
      problems.push(invalidAttribute('status', `status must be one of: ${TIME_SHEET_STATUSES.join(', ')}.`));
  }
  if (problems.length > 0) throw unprocessable(problems);
  return values;
}

/**
 * New entry records from what was read: an entry sent with its uuid keeps it.
 *
 * @example
 * record.entries = entryRecords(service, values.entries);
 */
export function entryRecords(
  service: DemoService,
  entries: NonNullable<TimeSheetValues['entries']>,
): TimeSheetEntryRecord[] {
  return entries.map((entry) => ({
    uuid: entry.uuid ?? service.ids(),
    hours: entry.hours,
    payClassification: entry.payClassification,
  }));
}
