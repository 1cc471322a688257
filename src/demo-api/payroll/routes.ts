import { ApiError, invalidAttribute, invalidOperation, invalidParameter, notFound } from '../errors';
import { type FieldRules, readFields } from '../fields';
import { companyParent, resourceRoutes, scopesOf, withHeaders } from '../resource';
import { checkRowsQuery, pageOfRows } from './rowPages';
import { isRunning, payrollView } from './views';
import { isDate } from '../formats/formats';
import { money } from '../money/money';
import { blockerErrors, payrollBlockers } from './payrollBlockers';
import { regularRows } from './payrollEntries';
import { readEntryUpdates } from './payrollEntryUpdate';
import { deadlineOf, deadlinePassed, earliestCheckDate, runDayOf } from './payrollDates';
import { createOffCycle, WITHHOLDING_PAY_PERIODS } from './offCycle';
import { grossUp } from './grossUp';
import {
  cancelPayroll,
  clearCalculation,
  hasCurrentCalculation,
  startCalculation,
  startSubmission,
} from './payrollRun';
import { deletePayroll, skipPayroll } from './payrollRemoval';
import { selectionProblems, type BlockerSelection } from './submissionBlockers';
import { sumPayroll } from '../taxModel/taxModel';
import { ensureUpcomingPayrolls } from './upcomingPayrolls';
import type { DemoService, Route, TokenGrant } from '../service';
import type { PayrollEntryRecord, PayrollRecord } from './records';
import { addMonths } from '../calendar/dates';

/** At most this many employee uuids in one prepare (SPEC §8 lookups). */
const MAX_EMPLOYEE_UUIDS = 100;

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

function refuseFrozen(payroll: PayrollRecord): void {
  if (isRunning(payroll)) throw invalidOperation('The payroll is being processed and cannot be changed.');
  if (payroll.processed) throw invalidOperation('The payroll is processed and cannot be changed.');
}

function includes(query: URLSearchParams): Set<string> {
  return new Set((query.get('include') ?? '').split(',').filter(Boolean));
}

function sumLines<T extends { amount: number }>(lines: readonly T[], keep: (line: T) => boolean): number {
  return lines.reduce((sum, line) => sum + (keep(line) ? line.amount : 0), 0);
}

function syncRows(service: DemoService, payroll: PayrollRecord): void {
  payroll.entries = regularRows(service, payroll);
}

/** Reads `employee_uuids` of a prepare: at most 100 employees of the payroll's company. */
function readPrepareEmployees(service: DemoService, companyUuid: string, body: Record<string, unknown>) {
  const values = readFields(body, { employee_uuids: { kind: 'array', nullable: true } });
  const uuids = values.employee_uuids as unknown[] | null | undefined;
  if (!uuids) return null;
  if (uuids.length > MAX_EMPLOYEE_UUIDS)
    throw new ApiError(422, [
      invalidAttribute('employee_uuids', `At most ${MAX_EMPLOYEE_UUIDS} employee_uuids.`),
    ]);
  const unknown = uuids.filter(
    (u) => typeof u !== 'string' || service.store.employees.get(u)?.companyUuid !== companyUuid,
  );
  if (unknown.length > 0) {
    throw new ApiError(422, [
      invalidAttribute('employee_uuids', 'Some employee_uuids are not employees of the company.', {
        entities: unknown.map((u) => ({ entity_type: 'Employee', entity_uuid: String(u) })),
      }),
    ]);
  }
  return new Set(uuids as string[]);
}

/** The body of a payroll update (UPSTREAM E.4): up to 100 rows, and an off-cycle payroll's options. */
const UPDATE_RULES = {
  employee_compensations: { kind: 'array', required: true },
  withholding_pay_period: { kind: 'enum', values: WITHHOLDING_PAY_PERIODS },
  skip_regular_deductions: { kind: 'boolean' },
  fixed_withholding_rate: { kind: 'boolean' },
} satisfies FieldRules;

/** Reads the submit body's blocker choices (UPSTREAM E.5). */
function readSelections(body: Record<string, unknown>): BlockerSelection[] {
  const values = readFields(body, { submission_blockers: { kind: 'array' } });
  const raw = (values.submission_blockers as unknown[] | undefined) ?? [];
  const selections: BlockerSelection[] = [];
  const problems = raw.flatMap((item, idx) => {
    const data =
      item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : {};
    if (typeof data.blocker_type !== 'string' || typeof data.selected_option !== 'string') {
      return [
        {
          ...invalidAttribute('submission_blockers', 'Each entry needs blocker_type and selected_option.'),
          idx,
        },
      ];
    }
    selections.push({ blocker_type: data.blocker_type, selected_option: data.selected_option });
    return [];
  });
  if (problems.length > 0) throw new ApiError(422, problems);
  return selections;
}

function refuseBlockedCompany(service: DemoService, payroll: PayrollRecord): void {
  const company = service.store.companies.get(payroll.companyUuid)!;
  const blockers = payrollBlockers(service, company);
  if (blockers.length > 0) throw new ApiError(422, blockerErrors(blockers));
}

interface ListFilters {
  statuses: string[];
  types: string[];
  start: string;
  end: string;
  include: Set<string>;
  descending: boolean;
}

/** The list's query (DECISIONS 47 a; UPSTREAM E.2), each refused with 422 on its name. */
function listFilters(query: URLSearchParams, service: DemoService): ListFilters {
  const statuses = (query.get('processing_statuses') ?? 'processed').split(',');
  const types = (query.get('payroll_types') ?? 'regular').split(',');
  if (!statuses.every((s) => s === 'processed' || s === 'unprocessed')) {
    throw new ApiError(422, [
      invalidParameter('processing_statuses', 'processing_statuses must be processed and/or unprocessed.'),
    ]);
  }
  if (!types.every((t) => t === 'regular' || t === 'off_cycle' || t === 'external')) {
    throw new ApiError(422, [
      invalidParameter('payroll_types', 'payroll_types must be regular, off_cycle and/or external.'),
    ]);
  }
  const today = service.clock.today();
  // With unprocessed payrolls asked for and no end_date, the upcoming ones are included (DECISIONS 47 a).
  const start = query.get('start_date') ?? addMonths(today, -6);
  const end = query.get('end_date') ?? (statuses.includes('unprocessed') ? addMonths(today, 3) : today);
  const problems = [];
  if (!isDate(start)) problems.push(invalidParameter('start_date', 'start_date must be a date.'));
  if (!isDate(end)) problems.push(invalidParameter('end_date', 'end_date must be a date.'));
  else if (end > addMonths(today, 3))
    problems.push(invalidParameter('end_date', 'End date cannot be more than 3 months in future.'));
  else if (isDate(start) && (end < start || end > addMonths(start, 12)))
    problems.push(invalidParameter('end_date', 'The date range must be from 0 days to 1 year.'));
  if (problems.length > 0) throw new ApiError(422, problems);
  return {
    statuses,
    types,
    start,
    end,
    include: includes(query),
    descending: query.get('sort_order') === 'desc',
  };
}

/** What a payroll's pages show while it runs: its status only (the headers still count the rows). */
function pagedPayroll(
  service: DemoService,
  payroll: PayrollRecord,
  query: URLSearchParams,
  rows: PayrollEntryRecord[],
) {
  const page = pageOfRows(service, rows, query);
  return withHeaders(payrollView(service, payroll, includes(query), page.items), page.headers);
}

/** The receipt of a processed payroll (UPSTREAM E.6): its debits, taxes and what each employee got. */
function receiptView(payroll: PayrollRecord, service: DemoService): Record<string, unknown> {
  const results = payroll.results!;
  const company = service.store.companies.get(payroll.companyUuid)!;
  const totals = sumPayroll(results, payroll.entries);
  const taxes = new Map<string, number>();
  for (const r of results) for (const t of r.taxes) taxes.set(t.name, (taxes.get(t.name) ?? 0) + t.amount);
  const methods = new Map(payroll.entries.map((e) => [e.employeeUuid, e.payment_method]));
  return {
    payroll_uuid: payroll.uuid,
    company_uuid: company.uuid,
    name_of_sender: company.name,
    name_of_recipient: 'Payroll Recipients',
    debit_date: payroll.paymentSpeedChanged?.current_debit_date ?? runDayOf(payroll.check_date),
    totals: {
      company_debit: money(totals.companyDebit),
      net_pay_debit: money(totals.netPayDebit),
      child_support_debit: money(totals.childSupportDebit),
      reimbursement_debit: money(totals.reimbursementDebit),
      tax_debit: money(totals.taxDebit),
    },
    taxes: [...taxes].map(([name, amount]) => ({ name, amount: money(amount) })),
    employee_compensations: results.map((r) => {
      const e = service.store.employees.get(r.employeeUuid);
      return {
        employee_uuid: r.employeeUuid,
        employee_first_name: e?.first_name ?? null,
        employee_last_name: e?.last_name ?? null,
        // A previous provider's payroll (`Historical`, DECISIONS 69) names no method: the receipt's enum has none for it.
        ...(methods.get(r.employeeUuid) === 'Historical'
          ? {}
          : {
              payment_method: payroll.offCycleOptions?.is_check_only_payroll
                ? 'Check'
                : (methods.get(r.employeeUuid) ?? 'Check'),
            }),
        net_pay: money(r.net),
        total_tax: money(r.employeeTaxes),
        total_garnishments: money(sumLines(r.garnishments ?? [], () => true)),
        child_support_garnishment: money(sumLines(r.garnishments ?? [], (g) => g.childSupport)),
        total_reimbursement: money(r.reimbursements),
      };
    }),
  };
}

const payrolls = resourceRoutes({
  collection: '/v1/companies/{company_id}/payrolls',
  item: '/v1/companies/{company_id}/payrolls/{payroll_id}',
  scopes: scopesOf('payrolls'),
  parent: companyParent,
  find: (service, uuid, grant, params) => payrollOf(service, params.company_id, uuid, grant).payroll,
  events: {
    entity: 'Payroll',
    created: 'payroll.created',
    updated: 'payroll.updated',
    company: (payroll) => payroll.companyUuid,
  },
  list: {
    filters: listFilters,
    rows(company, service, _request, { statuses, types, start, end, descending }) {
      ensureUpcomingPayrolls(service, company.uuid);
      return service.store
        .children(service.store.payrolls, (p) => p.companyUuid === company.uuid)
        .filter(
          (p) =>
            statuses.includes(p.processed ? 'processed' : 'unprocessed') &&
            types.includes(p.external ? 'external' : p.off_cycle ? 'off_cycle' : 'regular') &&
            // The pay period overlaps the range (DECISIONS 47 a).
            p.start_date <= end &&
            p.end_date >= start,
        )
        .sort(
          (a, b) =>
            (descending
              ? b.check_date.localeCompare(a.check_date)
              : a.check_date.localeCompare(b.check_date)) || a.seq - b.seq,
        );
    },
    // By check date (`sort_order`), not `sort_by`.
    ordered: true,
    view: (payroll, service, { include }) => payrollView(service, payroll, include, null),
  },
  create: {
    scope: 'payrolls:run',
    // 200, the status the upstream declares for this create (DECISIONS 31).
    status: 200,
    insert: (body, company, service) => createOffCycle(service, company, body),
    answer: (payroll, service) => payrollView(service, payroll, new Set(), payroll.entries.slice(0, 100)),
  },
  show: {
    answer(payroll, { query }, service) {
      checkRowsQuery(query);
      if (!payroll.prepared && !payroll.processed && payroll.entries.length === 0) syncRows(service, payroll);
      // While calculating or submitting the rows are in flux: the payroll answers its status only,
      // which keeps a poll small at any size (the page headers still count the rows).
      const page = pageOfRows(service, payroll.entries, query);
      const items = isRunning(payroll) ? [] : page.items;
      return withHeaders(payrollView(service, payroll, includes(query), items), page.headers);
    },
  },
  update: {
    // The rows carry the versions (DECISIONS 41): the payroll itself has none.
    version: 'none',
    whole: true,
    guard(payroll) {
      refuseFrozen(payroll);
      // The demo's fail-next control: this update is refused whole, nothing changes (one shot).
      const refusal = payroll.failNext.update;
      if (refusal) {
        delete payroll.failNext.update;
        throw new ApiError(422, refusal);
      }
    },
    rules: UPDATE_RULES,
    apply(payroll, values, service) {
      const raw = values.employee_compensations!;
      if (raw.length > 100) {
        throw new ApiError(422, [
          invalidAttribute('employee_compensations', 'At most 100 employee_compensations per request.'),
        ]);
      }
      const updates = readEntryUpdates(service, payroll, raw);
      for (const { entry, next } of updates) Object.assign(entry, next);
      if (payroll.offCycleOptions) {
        if (values.withholding_pay_period !== undefined)
          payroll.offCycleOptions.withholding_pay_period = values.withholding_pay_period;
        if (values.skip_regular_deductions !== undefined)
          payroll.offCycleOptions.skip_regular_deductions = values.skip_regular_deductions;
        if (values.fixed_withholding_rate !== undefined)
          payroll.offCycleOptions.fixed_withholding_rate = values.fixed_withholding_rate;
      }
      clearCalculation(payroll);
      return updates.map((u) => u.entry);
    },
    // Only the items sent are returned (UPSTREAM E.4).
    answer: (payroll, service, entries) => payrollView(service, payroll, new Set(), entries),
  },
  remove: {
    scope: 'payrolls:run',
    remove: (payroll, service) => deletePayroll(service, payroll),
    status: ({ query }) => (query.get('async') === 'true' ? 202 : 204),
  },
  collectionActions: [
    {
      method: 'GET',
      suffix: '/blockers',
      scope: 'payrolls:run',
      run: (company, _request, service) => payrollBlockers(service, company),
    },
    {
      method: 'POST',
      suffix: '/skip',
      scope: 'payrolls:run',
      status: 202,
      run(company, { body }, service) {
        skipPayroll(service, company, body);
      },
    },
  ],
  actions: [
    {
      method: 'PUT',
      suffix: '/prepare',
      run(payroll, { query, body }, service) {
        const only = readPrepareEmployees(service, payroll.companyUuid, body);
        // Validate the query before anything changes.
        checkRowsQuery(query);
        refuseFrozen(payroll);
        const next = regularRows(service, payroll);
        if (only) {
          const on = new Set(next.map((e) => e.employeeUuid));
          const missing = [...only].filter((uuid) => !on.has(uuid));
          if (missing.length > 0) {
            throw new ApiError(422, [
              invalidAttribute('employee_uuids', 'Some employees are not on this payroll.', {
                entities: missing.map((uuid) => ({ entity_type: 'Employee', entity_uuid: uuid })),
              }),
            ]);
          }
        }
        payroll.entries = next;
        payroll.prepared = true;
        clearCalculation(payroll);
        // A passed deadline moves the check date to the earliest one still possible (UPSTREAM E.4).
        if (deadlinePassed(payroll.payroll_deadline, service.clock.now())) {
          payroll.check_date = earliestCheckDate(service.clock.now());
          payroll.payroll_deadline = deadlineOf(payroll.check_date);
        }
        const rows = only ? payroll.entries.filter((e) => only.has(e.employeeUuid)) : payroll.entries;
        return pagedPayroll(service, payroll, query, rows);
      },
    },
    {
      method: 'PUT',
      suffix: '/calculate',
      scope: 'payrolls:run',
      status: 202,
      run(payroll, _request, service) {
        refuseFrozen(payroll);
        refuseBlockedCompany(service, payroll);
        if (!payroll.prepared) syncRows(service, payroll);
        startCalculation(service, payroll);
      },
    },
    {
      method: 'PUT',
      suffix: '/submit',
      scope: 'payrolls:run',
      status: 202,
      run(payroll, { body }, service) {
        const selections = readSelections(body);
        refuseFrozen(payroll);
        refuseBlockedCompany(service, payroll);
        // With a current calculation the blockers are known now: a missing choice is a 422 at once.
        if (hasCurrentCalculation(payroll)) {
          const problems = selectionProblems(payroll, selections);
          if (problems.length > 0) throw new ApiError(422, problems);
        } else if (!payroll.prepared) syncRows(service, payroll);
        startSubmission(service, payroll, selections);
      },
    },
    {
      method: 'PUT',
      suffix: '/cancel',
      scope: 'payrolls:run',
      run(payroll, { query }, service) {
        // Until 16:00 Pacific on the run day (UPSTREAM E.5, DECISIONS 46).
        if (!payroll.processed || deadlinePassed(payroll.payroll_deadline, service.clock.now()))
          throw invalidOperation('Payroll cannot be canceled.');
        cancelPayroll(service, payroll);
        const { items, headers } = pageOfRows(service, payroll.entries, query);
        return withHeaders(payrollView(service, payroll, new Set(), items), headers);
      },
    },
  ],
});

const receipts = resourceRoutes({
  item: '/v1/payrolls/{payroll_id}/receipt',
  scopes: { read: 'payrolls:read' },
  // Only a processed payroll has one (404 before), then the company is checked for the token.
  find(service, uuid, grant) {
    const payroll = uuid ? service.store.payrolls.get(uuid) : undefined;
    if (!payroll || !payroll.processed || !payroll.results) throw notFound();
    service.company(payroll.companyUuid, grant);
    return payroll;
  },
  view: receiptView,
});

// The gross-up of an off-cycle payroll's row (UPSTREAM-3 M.7, DECISIONS 71): changes nothing.
const grossUps = resourceRoutes({
  item: '/v1/payrolls/{payroll_id}',
  scopes: { read: 'payrolls:read', write: 'payrolls:write' },
  find(service, uuid, grant) {
    const payroll = uuid ? service.store.payrolls.get(uuid) : undefined;
    if (!payroll) throw notFound();
    service.company(payroll.companyUuid, grant);
    return payroll;
  },
  show: false,
  actions: [
    {
      method: 'POST',
      suffix: '/gross_up',
      scope: 'payrolls:run',
      run: (payroll, { body }, service) => grossUp(service, payroll, body),
    },
  ],
});

/** Payroll routes (UPSTREAM E; DECISIONS 8, 9, 26, 31, 38–42, 45–47, 71). @example new Router(payrollRoutes); */
export const payrollRoutes: Route[] = [...payrolls, ...receipts, ...grossUps];
