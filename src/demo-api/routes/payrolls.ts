import {
  ApiError,
  type ErrorEntry,
  invalidAttribute,
  invalidOperation,
  invalidParameter,
  missingParameter,
  notFound,
  staleVersion,
} from '../errors';
import { readFields } from '../fields';
import { paginate, readPage } from '../pagination';
import type { CompanyRecord, PayrollEntryRecord, PayrollRecord } from '../records';
import { addDays } from '../rules/formats';
import { hours, hoursText, money, parseDecimal } from '../rules/money';
import { periodsPerYear } from '../rules/payPeriods';
import { type PayTerms, payEmployee, sumPayroll } from '../rules/taxModel';
import type { DemoService, Route, TokenGrant } from '../service';
import { versionOf } from '../version';
import { activeOf, currentCompensation, jobsOf, workAddressesOf } from '../views';
import { today } from './employees';

/** Simulated time a calculation or submission takes (DECISIONS 8). */
export const PROCESSING_MS = 1000;
/** The off-cycle lookup limit (SPEC §8). */
const MAX_EMPLOYEE_UUIDS = 100;
const HOURLY_NAMES = ['Regular Hours', 'Overtime', 'Double overtime'];
const FIXED_NAMES = [
  'Bonus',
  'Commission',
  'Paycheck Tips',
  'Cash Tips',
  'Correction Payment',
  'Reimbursement',
];
const PTO_NAMES = ['Vacation Hours', 'Sick Hours', 'Holiday Hours'];
const OFF_CYCLE_REASONS = [
  'Bonus',
  'Correction',
  'Adhoc',
  'Dismissed employee',
  'Transition from old pay schedule',
];

/** An entry's version: its editable content (DECISIONS 9). */
function entryVersion(entry: PayrollEntryRecord): string {
  return versionOf([
    entry.excluded,
    entry.payment_method,
    entry.memo,
    entry.hourly,
    entry.fixed,
    entry.paidTimeOff,
    entry.reimbursements,
    entry.deductions,
  ]);
}

/** A new payroll entry for an employee: regular hours on hourly jobs, nothing else. */
export function blankEntry(service: DemoService, employeeUuid: string): PayrollEntryRecord {
  const jobs = jobsOf(service.store, employeeUuid);
  const method = service.store.paymentMethods.get(employeeUuid);
  return {
    employeeUuid,
    excluded: false,
    payment_method: method?.type ?? 'Check',
    memo: null,
    hourly: jobs
      .filter((job) => currentCompensation(service.store, job.uuid)?.payment_unit === 'Hour')
      .flatMap((job) =>
        HOURLY_NAMES.map((name) => ({
          name,
          hours: name === 'Regular Hours' ? 80_000 : 0,
          jobUuid: job.uuid,
        })),
      ),
    fixed: [],
    paidTimeOff: [],
    reimbursements: [],
    deductions: [],
  };
}

/** Employees a regular payroll pays: onboarded and holding a job. */
export function eligibleEmployees(service: DemoService, companyUuid: string): string[] {
  const out: string[] = [];
  for (const e of service.store.employees.values()) {
    if (
      e.companyUuid === companyUuid &&
      e.onboarding_status === 'onboarding_completed' &&
      jobsOf(service.store, e.uuid).length > 0
    )
      out.push(e.uuid);
  }
  return out;
}

function termsOf(service: DemoService, employeeUuid: string): PayTerms {
  const jobs = new Map<string, { rateCents: number; unit: string; flsa: string }>();
  let primary: string | null = null;
  for (const job of jobsOf(service.store, employeeUuid)) {
    const c = currentCompensation(service.store, job.uuid);
    if (!c) continue;
    jobs.set(job.uuid, {
      rateCents: parseDecimal(c.rate, 2) ?? 0,
      unit: c.payment_unit,
      flsa: c.flsa_status,
    });
    if (job.primary) primary = job.uuid;
  }
  const work = activeOf(workAddressesOf(service.store, employeeUuid), today(service));
  const location = work ? service.store.locations.get(work.location_uuid) : undefined;
  return {
    jobs,
    primaryJobUuid: primary,
    workState: location?.state ?? null,
    extraWithholding: service.store.federalTaxes.get(employeeUuid)?.extra_withholding ?? 0,
  };
}

/** Computes every included entry and stores the results (the "calculate" of DECISIONS 8). */
export function calculate(service: DemoService, payroll: PayrollRecord): void {
  const schedule = payroll.payScheduleUuid
    ? service.store.paySchedules.get(payroll.payScheduleUuid)
    : undefined;
  const perYear = periodsPerYear(schedule?.frequency ?? 'Every other week');
  payroll.results = payroll.entries
    .filter((e) => !e.excluded)
    .map((e) => payEmployee(e, termsOf(service, e.employeeUuid), perYear));
  payroll.calculated_at = service.nowIso();
  payroll.status = 'calculate_success';
}

/** Marks a payroll processed: frozen, its compensations locked, credits generated. */
export function processPayroll(service: DemoService, payroll: PayrollRecord): void {
  payroll.processed = true;
  payroll.processed_date = today(service);
  payroll.status = 'submit_success';
  // Approved time off that falls in the paid period is now consumed (DECISIONS 15).
  const paid = new Set(payroll.entries.filter((e) => !e.excluded).map((e) => e.employeeUuid));
  for (const request of service.store.timeOffRequests.values()) {
    if (
      request.status === 'approved' &&
      paid.has(request.employeeUuid) &&
      request.start_date <= payroll.end_date
    )
      request.status = 'consumed';
  }
  for (const entry of payroll.entries) {
    if (entry.excluded) continue;
    for (const job of jobsOf(service.store, entry.employeeUuid)) {
      const c = currentCompensation(service.store, job.uuid);
      if (c) c.processed = true;
    }
  }
}

function blockersOf(service: DemoService, company: CompanyRecord): { key: string; message: string }[] {
  const blockers: { key: string; message: string }[] = [];
  if (company.suspended) blockers.push({ key: 'suspended', message: 'The company is suspended.' });
  if (!company.hasBankAccount)
    blockers.push({ key: 'missing_bank_info', message: 'Add a company bank account.' });
  else if (!company.bankVerified)
    blockers.push({ key: 'missing_bank_verification', message: 'Verify the company bank account.' });
  if (!company.federalTaxSetup)
    blockers.push({ key: 'missing_federal_tax_setup', message: 'Complete federal tax setup.' });
  if (
    !service.store.children(service.store.paySchedules, (s) => s.companyUuid === company.uuid && s.active)
      .length
  ) {
    blockers.push({ key: 'missing_pay_schedule', message: 'Create a pay schedule.' });
  }
  if (eligibleEmployees(service, company.uuid).length === 0) {
    blockers.push({ key: 'missing_employee_setup', message: 'Finish onboarding at least one employee.' });
  }
  return blockers;
}

function payrollOf(
  service: DemoService,
  companyId: string | undefined,
  payrollId: string | undefined,
  grant: TokenGrant,
) {
  const company = service.company(companyId, grant);
  const payroll = payrollId ? service.store.payrolls.get(payrollId) : undefined;
  if (!payroll || payroll.companyUuid !== company.uuid) throw notFound();
  return { company, payroll };
}

function clearCalculation(payroll: PayrollRecord): void {
  payroll.calculated_at = null;
  payroll.results = null;
  payroll.status = null;
}

function refuseFrozen(payroll: PayrollRecord): void {
  if (payroll.status === 'calculating' || payroll.status === 'submitting') {
    throw invalidOperation('The payroll is being processed and cannot be changed.');
  }
  if (payroll.processed) throw invalidOperation('The payroll is processed and cannot be changed.');
}

/** The payroll as the API shows it (UPSTREAM E.7), with the requested includes. */
export function payrollView(
  service: DemoService,
  p: PayrollRecord,
  include: Set<string>,
  entries?: PayrollEntryRecord[],
): Record<string, unknown> {
  const results = new Map((p.results ?? []).map((r) => [r.employeeUuid, r]));
  const totals = p.results ? sumPayroll(p.results) : null;
  const showTotals = totals && (include.has('totals') || p.processed || p.calculated_at !== null);
  return {
    uuid: p.uuid,
    payroll_uuid: p.uuid,
    company_uuid: p.companyUuid,
    processed: p.processed,
    processed_date: p.processed_date,
    calculated_at: p.calculated_at,
    check_date: p.check_date,
    payroll_deadline: p.payroll_deadline,
    off_cycle: p.off_cycle,
    off_cycle_reason: p.off_cycle_reason,
    external: false,
    final_termination_payroll: false,
    pay_period: { start_date: p.start_date, end_date: p.end_date, pay_schedule_uuid: p.payScheduleUuid },
    payroll_status_meta: {
      cancellable: p.processed && service.clock.now().toISOString() < p.payroll_deadline,
      expected_check_date: p.check_date,
      initial_check_date: p.check_date,
      payroll_late: false,
    },
    processing_request: p.status ? { status: p.status, errors: [] } : null,
    created_at: p.createdAt,
    fixed_compensation_types: FIXED_NAMES.map((name) => ({ name })),
    totals: showTotals
      ? {
          company_debit: money(totals.companyDebit),
          net_pay_debit: money(totals.netPayDebit),
          tax_debit: money(totals.taxDebit),
          reimbursement_debit: money(totals.reimbursementDebit),
          child_support_debit: '0.00',
          reimbursements: money(totals.reimbursements),
          net_pay: money(totals.net),
          gross_pay: money(totals.gross),
          employer_taxes: money(totals.employerTaxes),
          employee_taxes: money(totals.employeeTaxes),
          other_deductions: money(totals.deductions),
          check_amount: money(totals.checkTotal),
          benefits: '0.00',
          employee_benefits_deductions: '0.00',
        }
      : null,
    employee_compensations: (entries ?? p.entries).map((e) => {
      const employee = service.store.employees.get(e.employeeUuid);
      const result = results.get(e.employeeUuid);
      let hourlyIndex = 0;
      return {
        employee_uuid: e.employeeUuid,
        first_name: employee?.first_name ?? null,
        preferred_first_name: employee?.preferred_first_name ?? null,
        last_name: employee?.last_name ?? null,
        excluded: e.excluded,
        payment_method: e.payment_method,
        memo: e.memo,
        gross_pay: result && p.processed ? money(result.gross) : null,
        net_pay: result && p.processed ? money(result.net) : null,
        check_amount: result && p.processed ? money(result.checkAmount) : null,
        fixed_compensations: e.fixed.map((f) => ({
          name: f.name,
          amount: money(f.amount),
          job_uuid: f.jobUuid,
        })),
        hourly_compensations: e.hourly.map((h) => {
          const amount = result?.hourlyAmounts[hourlyIndex++];
          return {
            name: h.name,
            hours: hoursText(h.hours),
            job_uuid: h.jobUuid,
            amount: amount === undefined ? null : money(amount),
            compensation_multiplier: h.name === 'Overtime' ? 1.5 : h.name === 'Double overtime' ? 2 : 1,
          };
        }),
        paid_time_off: e.paidTimeOff.map((t) => ({ name: t.name, hours: hoursText(t.hours) })),
        reimbursements: e.reimbursements.map((r) => ({
          uuid: r.uuid,
          amount: money(r.amount),
          description: r.description,
        })),
        deductions: e.deductions.map((d) => ({
          uuid: d.uuid,
          name: d.name,
          amount:
            d.amount_type === 'percent'
              ? hoursText(d.amount * 10)
                  .replace(/0+$/, '')
                  .replace(/\.$/, '')
              : money(d.amount),
          amount_type: d.amount_type,
        })),
        ...(include.has('taxes') && result
          ? {
              taxes: result.taxes.map((t) => ({
                name: t.name,
                employer: t.employer,
                amount: money(t.amount),
              })),
            }
          : {}),
        ...(!p.processed ? { version: entryVersion(e) } : {}),
      };
    }),
  };
}

function includes(query: URLSearchParams): Set<string> {
  return new Set((query.get('include') ?? '').split(',').filter(Boolean));
}

/** employee_compensations paged only when asked (UPSTREAM E.3: at most 100 a page). */
function pageEntries(p: PayrollRecord, query: URLSearchParams) {
  if (!query.has('page') && !query.has('per')) return { entries: p.entries, headers: {} };
  const { items, headers } = paginate(p.entries, readPage(query));
  return { entries: items, headers };
}

/** Reads the per-employee update list; every problem of an item is reported with its idx. */
function readEntryUpdates(service: DemoService, payroll: PayrollRecord, raw: unknown[]) {
  const entries: ErrorEntry[] = [];
  const updates: { entry: PayrollEntryRecord; next: PayrollEntryRecord }[] = [];
  const stale: string[] = [];
  raw.forEach((item, idx) => {
    const errors: ErrorEntry[] = [];
    const data = (item && typeof item === 'object' && !Array.isArray(item) ? item : {}) as Record<
      string,
      unknown
    >;
    const uuid = data.employee_uuid;
    const entry = typeof uuid === 'string' ? payroll.entries.find((e) => e.employeeUuid === uuid) : undefined;
    const metadata = typeof uuid === 'string' ? { entity_type: 'Employee', entity_uuid: uuid } : {};
    if (typeof uuid !== 'string') errors.push(missingParameter('employee_uuid'));
    else if (!entry) errors.push(invalidAttribute('employee_uuid', 'The employee is not on this payroll.'));
    if (typeof data.version !== 'string') errors.push(missingParameter('version'));
    else if (entry && data.version !== entryVersion(entry)) stale.push(uuid as string);
    if (!entry || errors.length > 0) {
      entries.push({ error_key: 'employee_compensations', category: 'nested_errors', idx, metadata, errors });
      return;
    }
    const next: PayrollEntryRecord = structuredClone(entry);
    const jobs = new Set(jobsOf(service.store, entry.employeeUuid).map((j) => j.uuid));
    if (data.excluded !== undefined) {
      if (typeof data.excluded === 'boolean') next.excluded = data.excluded;
      else errors.push(invalidAttribute('excluded', 'excluded must be true or false.'));
    }
    // Upstream ignores an invalid payment_method rather than refusing it (UPSTREAM E.4).
    if (data.payment_method === 'Check' || data.payment_method === 'Direct Deposit')
      next.payment_method = data.payment_method;
    if (data.memo !== undefined) {
      if (data.memo === null || (typeof data.memo === 'string' && data.memo.length <= 500))
        next.memo = (data.memo as string | null) || null;
      else errors.push(invalidAttribute('memo', 'memo must be text of 500 characters at most.'));
    }
    const list = (key: string): Record<string, unknown>[] | undefined => {
      const value = data[key];
      if (value === undefined) return undefined;
      if (!Array.isArray(value) || !value.every((v) => v && typeof v === 'object' && !Array.isArray(v))) {
        errors.push(invalidAttribute(key, `${key} must be a list of objects.`));
        return undefined;
      }
      return value as Record<string, unknown>[];
    };
    const hourly = list('hourly_compensations');
    if (hourly) {
      for (const line of hourly) {
        const h =
          typeof line.hours === 'string' || typeof line.hours === 'number'
            ? hours(String(line.hours))
            : undefined;
        if (!HOURLY_NAMES.includes(line.name as string))
          errors.push(
            invalidAttribute('hourly_compensations', `name must be one of ${HOURLY_NAMES.join(', ')}.`),
          );
        else if (h === undefined || h < 0 || h > 744_000)
          errors.push(invalidAttribute('hours', 'hours must be a number of hours between 0 and 744.'));
        else if (typeof line.job_uuid !== 'string' || !jobs.has(line.job_uuid))
          errors.push(invalidAttribute('job_uuid', "job_uuid must be one of the employee's jobs."));
        else {
          const existing = next.hourly.find((x) => x.name === line.name && x.jobUuid === line.job_uuid);
          if (existing) existing.hours = h;
          else next.hourly.push({ name: line.name as string, hours: h, jobUuid: line.job_uuid });
        }
      }
    }
    const fixed = list('fixed_compensations');
    if (fixed) {
      next.fixed = [];
      for (const line of fixed) {
        const amount =
          typeof line.amount === 'string' || typeof line.amount === 'number'
            ? parseDecimal(String(line.amount), 2)
            : undefined;
        if (!FIXED_NAMES.includes(line.name as string))
          errors.push(
            invalidAttribute('fixed_compensations', `name must be one of ${FIXED_NAMES.join(', ')}.`),
          );
        else if (amount === undefined || amount < 0)
          errors.push(invalidAttribute('amount', 'amount must be a non-negative amount of money.'));
        else if (line.job_uuid !== undefined && line.job_uuid !== null && !jobs.has(line.job_uuid as string))
          errors.push(invalidAttribute('job_uuid', "job_uuid must be one of the employee's jobs."));
        else if (amount > 0)
          next.fixed.push({
            name: line.name as string,
            amount,
            jobUuid: (line.job_uuid as string | null | undefined) ?? null,
          });
      }
    }
    const pto = list('paid_time_off');
    if (pto) {
      next.paidTimeOff = [];
      for (const line of pto) {
        const h =
          typeof line.hours === 'string' || typeof line.hours === 'number'
            ? hours(String(line.hours))
            : undefined;
        if (!PTO_NAMES.includes(line.name as string))
          errors.push(invalidAttribute('paid_time_off', `name must be one of ${PTO_NAMES.join(', ')}.`));
        else if (h === undefined || h < 0)
          errors.push(invalidAttribute('hours', 'hours must be a non-negative number.'));
        else if (h > 0) next.paidTimeOff.push({ name: line.name as string, hours: h });
      }
    }
    const reimbursements = list('reimbursements');
    if (reimbursements) {
      next.reimbursements = [];
      for (const line of reimbursements) {
        const amount =
          typeof line.amount === 'string' || typeof line.amount === 'number'
            ? parseDecimal(String(line.amount), 2)
            : undefined;
        if (amount === undefined || amount < 0)
          errors.push(invalidAttribute('amount', 'amount must be a non-negative amount of money.'));
        else
          next.reimbursements.push({
            uuid: typeof line.uuid === 'string' ? line.uuid : service.ids(),
            amount,
            description: typeof line.description === 'string' ? line.description : null,
          });
      }
    }
    const deductions = list('deductions');
    if (deductions) {
      next.deductions = [];
      for (const line of deductions) {
        const type = line.amount_type ?? 'fixed';
        const amount =
          typeof line.amount === 'string' || typeof line.amount === 'number'
            ? parseDecimal(String(line.amount), 2)
            : undefined;
        if (type !== 'fixed' && type !== 'percent')
          errors.push(invalidAttribute('amount_type', 'amount_type must be fixed or percent.'));
        else if (amount === undefined || amount < 0 || (type === 'percent' && amount > 10_000))
          errors.push(
            invalidAttribute('amount', 'amount must be a non-negative number (a percent at most 100).'),
          );
        else if (typeof line.name !== 'string' || line.name.trim() === '')
          errors.push(invalidAttribute('name', 'Each deduction needs a name.'));
        else
          next.deductions.push({
            uuid: typeof line.uuid === 'string' ? line.uuid : service.ids(),
            name: line.name,
            amount,
            amount_type: type,
          });
      }
    }
    if (errors.length > 0)
      entries.push({ error_key: 'employee_compensations', category: 'nested_errors', idx, metadata, errors });
    else updates.push({ entry, next });
  });
  if (stale.length > 0) throw staleVersion({ entity_type: 'Employee', entity_uuid: stale[0] });
  if (entries.length > 0) throw new ApiError(422, entries);
  return updates;
}

/** Payroll routes (UPSTREAM E; DECISIONS 8, 9, 26, 31). @example new Router(payrollRoutes); */
export const payrollRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/companies/{company_id}/payrolls',
    auth: 'company',
    scope: 'payrolls:read',
    handle({ params, query, grant }, service) {
      const company = service.company(params.company_id, grant);
      const statuses = (query.get('processing_statuses') ?? 'processed').split(',');
      const types = (query.get('payroll_types') ?? 'regular').split(',');
      if (!statuses.every((s) => s === 'processed' || s === 'unprocessed')) {
        throw new ApiError(422, [
          invalidParameter(
            'processing_statuses',
            'processing_statuses must be processed and/or unprocessed.',
          ),
        ]);
      }
      if (!types.every((t) => t === 'regular' || t === 'off_cycle' || t === 'external')) {
        throw new ApiError(422, [
          invalidParameter('payroll_types', 'payroll_types must be regular, off_cycle and/or external.'),
        ]);
      }
      const page = readPage(query);
      const rows = service.store
        .children(service.store.payrolls, (p) => p.companyUuid === company.uuid)
        .filter(
          (p) =>
            statuses.includes(p.processed ? 'processed' : 'unprocessed') &&
            types.includes(p.off_cycle ? 'off_cycle' : 'regular'),
        )
        .sort(
          (a, b) =>
            (query.get('sort_order') === 'desc'
              ? b.check_date.localeCompare(a.check_date)
              : a.check_date.localeCompare(b.check_date)) || a.seq - b.seq,
        );
      const { items, headers } = paginate(rows, page);
      const include = includes(query);
      return {
        status: 200,
        body: items.map((p) => ({
          ...payrollView(service, p, include, []),
          employee_compensations: undefined,
        })),
        headers,
      };
    },
  },
  {
    method: 'POST',
    path: '/v1/companies/{company_id}/payrolls',
    auth: 'company',
    scope: 'payrolls:run',
    creates: true,
    handle({ params, body, grant }, service) {
      const company = service.company(params.company_id, grant);
      const values = readFields(body, {
        off_cycle: { kind: 'boolean', required: true },
        off_cycle_reason: { kind: 'enum', values: OFF_CYCLE_REASONS, required: true },
        start_date: { kind: 'date', required: true },
        end_date: { kind: 'date', required: true },
        check_date: { kind: 'date' },
        pay_schedule_uuid: { kind: 'string' },
        employee_uuids: { kind: 'array', nullable: true },
        withholding_pay_period: {
          kind: 'enum',
          values: [
            'Every week',
            'Every other week',
            'Twice per month',
            'Monthly',
            'Quarterly',
            'Semiannually',
            'Annually',
          ],
        },
        skip_regular_deductions: { kind: 'boolean' },
        fixed_withholding_rate: { kind: 'boolean' },
        is_check_only_payroll: { kind: 'boolean' },
      });
      if (values.off_cycle !== true)
        throw new ApiError(422, [invalidAttribute('off_cycle', 'Only off-cycle payrolls can be created.')]);
      if ((values.end_date as string) < (values.start_date as string))
        throw new ApiError(422, [invalidAttribute('end_date', 'end_date cannot be before start_date.')]);
      const uuids =
        (values.employee_uuids as unknown[] | null | undefined) ??
        eligibleEmployees(service, company.uuid).slice(0, MAX_EMPLOYEE_UUIDS);
      if (uuids.length > MAX_EMPLOYEE_UUIDS) {
        throw new ApiError(422, [
          invalidAttribute('employee_uuids', `At most ${MAX_EMPLOYEE_UUIDS} employee_uuids.`),
        ]);
      }
      const unknown = uuids.filter(
        (u) => typeof u !== 'string' || service.store.employees.get(u)?.companyUuid !== company.uuid,
      );
      if (unknown.length > 0) {
        throw new ApiError(422, [
          invalidAttribute('employee_uuids', 'Some employee_uuids are not employees of the company.', {
            entities: unknown.map((u) => ({ entity_type: 'Employee', entity_uuid: String(u) })),
          }),
        ]);
      }
      const check = (values.check_date as string | undefined) ?? addDays(today(service), 2);
      const payroll: PayrollRecord = {
        uuid: service.ids(),
        companyUuid: company.uuid,
        payScheduleUuid: (values.pay_schedule_uuid as string | undefined) ?? null,
        start_date: values.start_date as string,
        end_date: values.end_date as string,
        check_date: check,
        payroll_deadline: `${addDays(check, -2)}T23:00:00Z`,
        off_cycle: true,
        off_cycle_reason: values.off_cycle_reason as string,
        processed: false,
        processed_date: null,
        calculated_at: null,
        status: null,
        prepared: false,
        entries: (uuids as string[]).map((u) => ({ ...blankEntry(service, u), hourly: [] })),
        results: null,
        createdAt: service.nowIso(),
        seq: service.store.nextSeq(),
      };
      service.store.payrolls.set(payroll.uuid, payroll);
      service.emit('payroll.created', 'Payroll', payroll.uuid, company.uuid);
      return { status: 201, body: payrollView(service, payroll, new Set()) };
    },
  },
  {
    method: 'GET',
    path: '/v1/companies/{company_id}/payrolls/blockers',
    auth: 'company',
    scope: 'payrolls:run',
    handle({ params, grant }, service) {
      return { status: 200, body: blockersOf(service, service.company(params.company_id, grant)) };
    },
  },
  {
    method: 'GET',
    path: '/v1/companies/{company_id}/payrolls/{payroll_id}',
    auth: 'company',
    scope: 'payrolls:read',
    handle({ params, query, grant }, service) {
      const { payroll } = payrollOf(service, params.company_id, params.payroll_id, grant);
      const { entries, headers } = pageEntries(payroll, query);
      return { status: 200, body: payrollView(service, payroll, includes(query), entries), headers };
    },
  },
  {
    method: 'PUT',
    path: '/v1/companies/{company_id}/payrolls/{payroll_id}/prepare',
    auth: 'company',
    scope: 'payrolls:write',
    handle({ params, query, body, grant }, service) {
      const { company, payroll } = payrollOf(service, params.company_id, params.payroll_id, grant);
      readFields(body, { employee_uuids: { kind: 'array', nullable: true } });
      refuseFrozen(payroll);
      if (!payroll.off_cycle) {
        // Add newly eligible employees, drop ones no longer eligible; keep what was entered.
        const eligible = eligibleEmployees(service, company.uuid);
        const existing = new Map(payroll.entries.map((e) => [e.employeeUuid, e]));
        payroll.entries = eligible.map((uuid) => existing.get(uuid) ?? blankEntry(service, uuid));
      }
      payroll.prepared = true;
      clearCalculation(payroll);
      if (payroll.payroll_deadline < service.nowIso()) {
        const check = addDays(today(service), 2);
        payroll.check_date = check;
        payroll.payroll_deadline = `${addDays(check, -2)}T23:00:00Z`;
      }
      const { entries, headers } = pageEntries(payroll, query);
      return { status: 200, body: payrollView(service, payroll, includes(query), entries), headers };
    },
  },
  {
    method: 'PUT',
    path: '/v1/companies/{company_id}/payrolls/{payroll_id}',
    auth: 'company',
    scope: 'payrolls:write',
    handle({ params, body, grant }, service) {
      const { payroll } = payrollOf(service, params.company_id, params.payroll_id, grant);
      refuseFrozen(payroll);
      const values = readFields(body, {
        employee_compensations: { kind: 'array', required: true },
        withholding_pay_period: { kind: 'string' },
        skip_regular_deductions: { kind: 'boolean' },
        fixed_withholding_rate: { kind: 'boolean' },
      });
      const raw = values.employee_compensations as unknown[];
      if (raw.length > 100) {
        throw new ApiError(422, [
          invalidAttribute('employee_compensations', 'At most 100 employee_compensations per request.'),
        ]);
      }
      const updates = readEntryUpdates(service, payroll, raw);
      for (const { entry, next } of updates) Object.assign(entry, next);
      clearCalculation(payroll);
      service.emit('payroll.updated', 'Payroll', payroll.uuid, payroll.companyUuid);
      // Only the items sent are returned (UPSTREAM E.4).
      return {
        status: 200,
        body: payrollView(
          service,
          payroll,
          new Set(),
          updates.map((u) => u.entry),
        ),
      };
    },
  },
  {
    method: 'PUT',
    path: '/v1/companies/{company_id}/payrolls/{payroll_id}/calculate',
    auth: 'company',
    scope: 'payrolls:run',
    handle({ params, grant }, service) {
      const { company, payroll } = payrollOf(service, params.company_id, params.payroll_id, grant);
      refuseFrozen(payroll);
      const blockers = blockersOf(service, company);
      if (blockers.length > 0) {
        throw new ApiError(
          422,
          blockers.map((b) => ({
            error_key: 'base',
            category: 'payroll_blocker',
            message: b.message,
            metadata: { key: b.key },
          })),
        );
      }
      payroll.status = 'calculating';
      payroll.calculated_at = null;
      payroll.results = null;
      service.clock.schedule(PROCESSING_MS, () => {
        if (payroll.status !== 'calculating' || !service.store.payrolls.has(payroll.uuid)) return;
        calculate(service, payroll);
        service.emit('payroll.calculated', 'Payroll', payroll.uuid, payroll.companyUuid);
      });
      return { status: 202 };
    },
  },
  {
    method: 'PUT',
    path: '/v1/companies/{company_id}/payrolls/{payroll_id}/submit',
    auth: 'company',
    scope: 'payrolls:run',
    handle({ params, body, grant }, service) {
      const { payroll } = payrollOf(service, params.company_id, params.payroll_id, grant);
      readFields(body, { submission_blockers: { kind: 'array' } });
      refuseFrozen(payroll);
      if (payroll.status !== 'calculate_success')
        throw invalidOperation('Calculate the payroll before submitting it.');
      payroll.status = 'submitting';
      service.clock.schedule(PROCESSING_MS, () => {
        if (payroll.status !== 'submitting' || !service.store.payrolls.has(payroll.uuid)) return;
        processPayroll(service, payroll);
        service.emit('payroll.processed', 'Payroll', payroll.uuid, payroll.companyUuid);
        // Credits are generated shortly after processing (DECISIONS 26).
        service.clock.schedule(PROCESSING_MS, () => {
          if (payroll.processed) service.emit('payroll.paid', 'Payroll', payroll.uuid, payroll.companyUuid);
        });
      });
      return { status: 202 };
    },
  },
  {
    method: 'PUT',
    path: '/v1/companies/{company_id}/payrolls/{payroll_id}/cancel',
    auth: 'company',
    scope: 'payrolls:run',
    handle({ params, grant }, service) {
      const { payroll } = payrollOf(service, params.company_id, params.payroll_id, grant);
      if (!payroll.processed || service.nowIso() >= payroll.payroll_deadline)
        throw invalidOperation('Payroll cannot be canceled.');
      payroll.processed = false;
      payroll.processed_date = null;
      clearCalculation(payroll);
      for (const entry of payroll.entries) entry.excluded = false;
      service.emit('payroll.cancelled', 'Payroll', payroll.uuid, payroll.companyUuid);
      return { status: 200, body: payrollView(service, payroll, new Set()) };
    },
  },
  {
    method: 'GET',
    path: '/v1/payrolls/{payroll_id}/receipt',
    auth: 'company',
    scope: 'payrolls:read',
    handle({ params, grant }, service) {
      const payroll = params.payroll_id ? service.store.payrolls.get(params.payroll_id) : undefined;
      if (!payroll || !payroll.processed || !payroll.results) throw notFound();
      const company = service.company(payroll.companyUuid, grant);
      const totals = sumPayroll(payroll.results);
      const taxes = new Map<string, number>();
      for (const r of payroll.results)
        for (const t of r.taxes) taxes.set(t.name, (taxes.get(t.name) ?? 0) + t.amount);
      return {
        status: 200,
        body: {
          payroll_uuid: payroll.uuid,
          company_uuid: company.uuid,
          name_of_sender: company.name,
          name_of_recipient: 'Payroll Recipients',
          debit_date: addDays(payroll.check_date, -2),
          totals: {
            company_debit: money(totals.companyDebit),
            net_pay_debit: money(totals.netPayDebit),
            child_support_debit: '0.00',
            reimbursement_debit: money(totals.reimbursementDebit),
            tax_debit: money(totals.taxDebit),
          },
          taxes: [...taxes].map(([name, amount]) => ({ name, amount: money(amount) })),
          employee_compensations: payroll.results.map((r) => {
            const e = service.store.employees.get(r.employeeUuid);
            return {
              employee_uuid: r.employeeUuid,
              employee_first_name: e?.first_name ?? null,
              employee_last_name: e?.last_name ?? null,
              payment_method:
                payroll.entries.find((x) => x.employeeUuid === r.employeeUuid)?.payment_method ?? 'Check',
              net_pay: money(r.net),
              total_tax: money(r.employeeTaxes),
              total_garnishments: '0.00',
              child_support_garnishment: '0.00',
              total_reimbursement: money(r.reimbursements),
            };
          }),
        },
      };
    },
  },
];
