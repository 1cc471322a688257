import {
  ApiError,
  type ErrorEntry,
  invalidAttribute,
  invalidParameter,
  missingParameter,
  notFound,
} from '../errors';
import type { FieldRules } from '../fields';
import { assignFields, companyParent, resourceRoutes, scopesOf } from '../resource';
import { insertRecord } from '../resource/insertRecord';
import { refreshAssignedRows } from '../payroll/assignedPayrollRows';
import { AUTO_PAYROLL_BLOCKER_MESSAGES, autoPayrollBlockers } from './autoPayrollBlockers';
import { bankHolidays, payrollDeadline } from '../calendar/businessDays';
import { isDate } from '../formats/formats';
import { payPeriods } from './payPeriods';
import {
  applyAssignment,
  assignmentPreview,
  assignmentsView,
  readAssignment,
  scheduleChanges,
  settleSchedules,
} from './payScheduleAssignments';
import { TRANSITION_REASON } from '../payroll/transitionPay';
import { leaveTransitionPayrolls } from '../payroll/transitionPayrolls';
import { ensureUpcomingPayrolls } from '../payroll/upcomingPayrolls';
import type { DemoService, Route, TokenGrant } from '../service';
import { versionOf } from '../version';
import { optional } from '../optional';
import type { PayScheduleRecord } from './records';
import type { PayrollRecord } from '../payroll/records';
import { addMonths } from '../calendar/dates';

/** Frequencies a schedule may be created or updated with (UPSTREAM C). */
export const FREQUENCIES = ['Every week', 'Every other week', 'Twice per month', 'Monthly'] as const;

const SCHEDULE_RULES = {
  frequency: { kind: 'enum', values: FREQUENCIES, required: true },
  anchor_pay_date: { kind: 'date', required: true },
  anchor_end_of_pay_period: { kind: 'date', required: true },
  day_1: { kind: 'integer', min: 1, max: 31, nullable: true },
  day_2: { kind: 'integer', min: 1, max: 31, nullable: true },
  custom_name: { kind: 'string', nullable: true },
} satisfies FieldRules;

const SCHEDULE_UPDATE_RULES = {
  ...SCHEDULE_RULES,
  auto_payroll: { kind: 'boolean' },
} satisfies FieldRules;

/** day_1/day_2 per frequency, and the pay date not before the period end. */
function checkTiming(t: {
  frequency: string;
  anchor_pay_date: string;
  anchor_end_of_pay_period: string;
  day_1: number | null;
  day_2: number | null;
}): void {
  const entries: ErrorEntry[] = [];
  if ((t.frequency === 'Twice per month' || t.frequency === 'Monthly') && t.day_1 === null)
    entries.push(missingParameter('day_1'));
  if (t.frequency === 'Twice per month' && t.day_2 === null) entries.push(missingParameter('day_2'));
  if (t.frequency === 'Twice per month' && t.day_1 !== null && t.day_2 !== null && t.day_1 >= t.day_2) {
    entries.push(invalidAttribute('day_2', 'day_2 must come after day_1.'));
  }
  if (t.anchor_pay_date < t.anchor_end_of_pay_period) {
    entries.push(
      invalidAttribute(
        'anchor_pay_date',
        'The first pay date cannot be before the end of the first pay period.',
      ),
    );
  }
  if (entries.length > 0) throw new ApiError(422, entries);
}

function defaultName(s: PayScheduleRecord): string {
  if (s.frequency === 'Twice per month')
    return `Every ${ordinal(s.day_1 ?? 15)} and ${s.day_2 === 31 ? 'last day' : ordinal(s.day_2 ?? 31)} of the month`;
  if (s.frequency === 'Monthly')
    return `Every month on the ${s.day_1 === 31 ? 'last day' : ordinal(s.day_1 ?? 31)}`;
  return s.frequency;
}

function ordinal(n: number): string {
  const suffix =
    n % 10 === 1 && n !== 11
      ? 'st'
      : n % 10 === 2 && n !== 12
        ? 'nd'
        : n % 10 === 3 && n !== 13
          ? 'rd'
          : 'th';
  return `${n}${suffix}`;
}

/** The view with the record first, as a resource declaration takes it. */
function payScheduleRecordView(s: PayScheduleRecord, service: DemoService): Record<string, unknown> {
  return payScheduleView(service, s);
}

/** @example payScheduleView(service, schedule); */
export function payScheduleView(service: DemoService, s: PayScheduleRecord): Record<string, unknown> {
  const updatable = {
    frequency: s.frequency,
    anchor_pay_date: s.anchor_pay_date,
    anchor_end_of_pay_period: s.anchor_end_of_pay_period,
    day_1: s.day_1,
    day_2: s.day_2,
    custom_name: s.custom_name,
    auto_payroll: s.auto_payroll,
  };
  const { custom_name, ...shown } = updatable;
  return {
    uuid: s.uuid,
    version: versionOf(updatable),
    ...shown,
    // Absent when none is set: the upstream schema allows no null (DECISIONS 60).
    ...optional('custom_name', custom_name),
    name: defaultName(s),
    active: s.active,
    // Null once auto-payroll is on (UPSTREAM C); otherwise what stands in the way of turning it on.
    auto_payroll_enablement_blockers: s.auto_payroll ? null : autoPayrollBlockers(service, s),
  };
}

function schedule(
  service: DemoService,
  companyId: string | undefined,
  uuid: string | undefined,
  grant: TokenGrant,
): PayScheduleRecord {
  const company = service.company(companyId, grant);
  const record = uuid ? service.store.paySchedules.get(uuid) : undefined;
  if (!record || record.companyUuid !== company.uuid) throw notFound();
  return record;
}

/** Pay schedules: list, create, show and versioned update (UPSTREAM C). */
const scheduleRoutes = resourceRoutes({
  collection: '/v1/companies/{company_id}/pay_schedules',
  item: '/v1/companies/{company_id}/pay_schedules/{pay_schedule_id}',
  scopes: scopesOf('pay_schedules'),
  parent: companyParent,
  find: (service, uuid, grant, params) => schedule(service, params.company_id, uuid, grant),
  view: payScheduleRecordView,
  events: {
    entity: 'PaySchedule',
    created: 'pay_schedule.created',
    updated: 'pay_schedule.updated',
    company: (record) => record.companyUuid,
  },
  list: {
    rows: (company, service) =>
      service.store.children(service.store.paySchedules, (s) => s.companyUuid === company.uuid),
    sortBy: { created_at: (s) => s.createdAt },
  },
  create: {
    rules: SCHEDULE_RULES,
    insert(values, company, service) {
      const timing = {
        frequency: values.frequency,
        anchor_pay_date: values.anchor_pay_date,
        anchor_end_of_pay_period: values.anchor_end_of_pay_period,
        day_1: values.day_1 ?? null,
        day_2: values.day_2 ?? null,
      };
      checkTiming(timing);
      const first = !service.store.children(service.store.paySchedules, (s) => s.companyUuid === company.uuid)
        .length;
      const record = insertRecord(service, service.store.paySchedules, {
        companyUuid: company.uuid,
        ...timing,
        custom_name: values.custom_name || null,
        auto_payroll: false,
        // The company's first schedule is assigned to every employee (UPSTREAM C).
        active: first,
        createdAt: service.nowIso(),
      });
      // Its payrolls up to 3 months ahead exist at once when it is active (DECISIONS 39, 47 a).
      if (record.active) ensureUpcomingPayrolls(service, company.uuid);
      return record;
    },
  },
  update: {
    rules: SCHEDULE_UPDATE_RULES,
    apply(record, values, service) {
      const merged = {
        frequency: values.frequency ?? record.frequency,
        anchor_pay_date: values.anchor_pay_date ?? record.anchor_pay_date,
        anchor_end_of_pay_period: values.anchor_end_of_pay_period ?? record.anchor_end_of_pay_period,
        day_1: values.day_1 !== undefined ? values.day_1 : record.day_1,
        day_2: values.day_2 !== undefined ? values.day_2 : record.day_2,
      };
      checkTiming(merged);
      if (values.auto_payroll === true && !record.auto_payroll) {
        const blockers = autoPayrollBlockers(service, record);
        if (blockers.length > 0) {
          throw new ApiError(
            422,
            blockers.map((b) =>
              invalidAttribute('auto_payroll', AUTO_PAYROLL_BLOCKER_MESSAGES[b.key] ?? b.key, {
                key: b.key,
                ...b.metadata,
              }),
            ),
          );
        }
      }
      const custom_name = values.custom_name === undefined ? undefined : values.custom_name || null;
      assignFields(record, { ...merged, custom_name, auto_payroll: values.auto_payroll });
      // An update drops unprocessed regular payrolls whose period ends today or later (UPSTREAM C).
      for (const [uuid, payroll] of service.store.payrolls) {
        if (
          payroll.payScheduleUuid === record.uuid &&
          !payroll.processed &&
          !payroll.off_cycle &&
          payroll.end_date >= service.clock.today()
        ) {
          service.store.payrolls.delete(uuid);
        }
      }
      // …and the service makes them again on the new dates (DECISIONS 39).
      ensureUpcomingPayrolls(service, record.companyUuid);
    },
  },
  collectionActions: [
    {
      method: 'GET',
      suffix: '/preview',
      run(_company, { query }, service) {
        const entries: ErrorEntry[] = [];
        const frequency = query.get('frequency');
        if (frequency === null) entries.push(missingParameter('frequency'));
        else if (!(FREQUENCIES as readonly string[]).includes(frequency))
          entries.push(invalidParameter('frequency', 'frequency is not included in the list.'));
        const dates: Record<string, string> = {};
        for (const name of ['anchor_pay_date', 'anchor_end_of_pay_period']) {
          const value = query.get(name);
          if (value === null) entries.push(missingParameter(name));
          else if (!isDate(value)) entries.push(invalidParameter(name, `${name} is invalid.`));
          else dates[name] = value;
        }
        const day = (name: string) => {
          const value = query.get(name);
          if (value === null || value === '') return null;
          if (!/^\d{1,2}$/.test(value) || Number(value) < 1 || Number(value) > 31) {
            entries.push(invalidParameter(name, `${name} must be 1 to 31.`));
            return null;
          }
          return Number(value);
        };
        const day1 = day('day_1');
        const day2 = day('day_2');
        const endDate = query.get('end_date');
        if (endDate !== null && (!isDate(endDate) || endDate <= service.clock.today())) {
          entries.push(invalidParameter('end_date', 'end_date must be a future date.'));
        }
        if (entries.length > 0) throw new ApiError(422, entries);
        const timing = {
          frequency: frequency!,
          anchor_pay_date: dates.anchor_pay_date!,
          anchor_end_of_pay_period: dates.anchor_end_of_pay_period!,
          day_1: day1,
          day_2: day2,
        };
        checkTiming(timing);
        const until = endDate ?? addMonths(service.clock.today(), 18);
        const periods = payPeriods(timing, timing.anchor_end_of_pay_period, until);
        return { pay_periods: periods, holidays: bankHolidays(periods[0]?.start_date ?? until, until) };
      },
    },
    {
      method: 'GET',
      suffix: '/assignments',
      access: 'read',
      run: (company, _request, service) => assignmentsView(service, company.uuid),
    },
    {
      method: 'POST',
      suffix: '/assignment_preview',
      run(company, { body }, service) {
        const assignment = readAssignment(service, company.uuid, body);
        return assignmentPreview(service, company.uuid, assignment);
      },
    },
    {
      method: 'POST',
      suffix: '/assign',
      // 200 with no body, as the upstream declares it.
      run(company, { body }, service) {
        const assignment = readAssignment(service, company.uuid, body);
        // Who changes, and the gaps it leaves, are read on the schedules as they were.
        const changes = scheduleChanges(service, company.uuid, assignment);
        applyAssignment(service, company.uuid, assignment, changes);
        // Payrolls whose rows were already read pay who their schedule now pays for their period.
        refreshAssignedRows(service, company.uuid);
        // Each gap between an old and a new schedule gets its transition payroll (DECISIONS 40, 44).
        leaveTransitionPayrolls(service, company.uuid, changes);
        // A schedule left without employees keeps no upcoming payrolls; one that got its first
        // employee gets them now (DECISIONS 39, 44).
        settleSchedules(service, company.uuid);
      },
    },
  ],
});

/** The pay periods of a date range (UPSTREAM C; DECISIONS 28, 39, 44): regular and transition. */
interface PeriodFilters {
  start: string;
  end: string;
  kinds: string[];
}

/** `start_date`, `end_date` (at most 3 months ahead) and `payroll_types`, each refused on its name. */
function periodFilters(query: URLSearchParams, service: DemoService): PeriodFilters {
  const now = service.clock.today();
  const start = query.get('start_date') ?? addMonths(now, -6);
  const end = query.get('end_date') ?? now;
  const types = query.get('payroll_types') ?? 'regular';
  const entries: ErrorEntry[] = [];
  if (!isDate(start)) entries.push(invalidParameter('start_date', 'start_date must be a date.'));
  if (!isDate(end)) entries.push(invalidParameter('end_date', 'end_date must be a date.'));
  else if (end > addMonths(now, 3))
    entries.push(invalidParameter('end_date', 'End date cannot be more than 3 months in future.'));
  if (!['regular', 'transition', 'regular,transition', 'transition,regular'].includes(types))
    entries.push(invalidParameter('payroll_types', 'payroll_types must be regular, transition or both.'));
  if (entries.length > 0) throw new ApiError(422, entries);
  return { start, end, kinds: types.split(',') };
}

const payPeriodRoutes = resourceRoutes({
  collection: '/v1/companies/{company_id}/pay_periods',
  scopes: { read: 'payrolls:read' },
  parent: companyParent,
  list: {
    filters: periodFilters,
    rows(company, service, _request, { start, end, kinds }) {
      const periods = [];
      if (kinds.includes('regular')) {
        const regular = new Map<string, PayrollRecord>();
        for (const p of service.store.payrolls.values())
          if (p.companyUuid === company.uuid && !p.off_cycle && p.payScheduleUuid)
            regular.set(`${p.payScheduleUuid} ${p.end_date}`, p);
        for (const s of service.store.children(
          service.store.paySchedules,
          (p) => p.companyUuid === company.uuid && p.active,
        )) {
          for (const period of payPeriods(s, start, end)) {
            // The payroll of the period (DECISIONS 39); its dates win, since a late run moves them.
            const payroll = regular.get(`${s.uuid} ${period.end_date}`);
            periods.push({
              start_date: period.start_date,
              end_date: period.end_date,
              pay_schedule_uuid: s.uuid,
              payroll: {
                payroll_uuid: payroll?.uuid ?? null,
                check_date: payroll?.check_date ?? period.check_date,
                processed: payroll?.processed ?? false,
                payroll_deadline: payroll?.payroll_deadline ?? payrollDeadline(period.check_date),
                payroll_type: 'regular',
              },
            });
          }
        }
      }
      if (kinds.includes('transition')) {
        // A transition period is its payroll's: the gap a schedule change left (DECISIONS 44),
        // listed while its end falls in the range, as a schedule's periods are.
        for (const p of service.store.children(
          service.store.payrolls,
          (p) =>
            p.companyUuid === company.uuid &&
            p.off_cycle_reason === TRANSITION_REASON &&
            p.payScheduleUuid !== null &&
            p.end_date >= start &&
            p.end_date <= end,
        )) {
          periods.push({
            start_date: p.start_date,
            end_date: p.end_date,
            pay_schedule_uuid: p.payScheduleUuid,
            payroll: {
              payroll_uuid: p.uuid,
              check_date: p.check_date,
              processed: p.processed,
              payroll_deadline: p.payroll_deadline,
              payroll_type: 'transition',
            },
          });
        }
      }
      periods.sort(
        (a, b) => a.end_date.localeCompare(b.end_date) || a.start_date.localeCompare(b.start_date),
      );
      return periods;
    },
    paged: false,
  },
});

/** Pay schedule and pay period routes (UPSTREAM C). @example new Router(payScheduleRoutes); */
export const payScheduleRoutes: Route[] = [...scheduleRoutes, ...payPeriodRoutes];
