import { invalidAttribute, invalidOperation, notFound, staleVersion, unprocessable } from '../errors';
import type { FieldRules } from '../fields';
import { companyParent, type RecordLookup, resourceRoutes, scopesOf } from '../resource';
import { insertRecord } from '../resource/insertRecord';
import type { DemoService, Route } from '../service';
import { readExternalItems } from './itemsBody';
import { readLiabilitySelections, taxLiabilitiesView } from './liabilities';
import {
  companyExternalPayrolls,
  EXTERNAL_PROCESSING_MS,
  liabilitiesOf,
  processExternalPayrolls,
} from './processing';
import { externalPayrolls, type ExternalPayrollRecord } from './records';
import { taxSuggestions } from './taxSuggestions';
import { externalPayrollBasicView, externalPayrollVersion, externalPayrollView } from './views';
import { money } from '../money/money';

const CREATE_RULES = {
  check_date: { kind: 'date', required: true },
  payment_period_start_date: { kind: 'date', required: true },
  payment_period_end_date: { kind: 'date', required: true },
} satisfies FieldRules;

/** The company's external payroll at `{company_id}/external_payrolls/{id}`; another company's → 404. */
const findExternal: RecordLookup<ExternalPayrollRecord> = (service, uuid, grant, params) => {
  const company = service.company(params.company_id, grant);
  const record = uuid ? service.store.table(externalPayrolls).get(uuid) : undefined;
  if (!record || record.companyUuid !== company.uuid) throw notFound();
  return record;
};

/** A processed one, or one a finalize is about to process, no longer changes (DECISIONS 69). */
function guardEditable(record: ExternalPayrollRecord, service: DemoService): void {
  if (record.status === 'processed')
    throw invalidOperation('This external payroll is processed: it can no longer be changed or deleted.');
  if (liabilitiesOf(service, record.companyUuid).finalizedAt !== null)
    throw invalidOperation('The external payrolls are finalized and being processed: nothing can change.');
}

/** The pay period ends on or after it starts, and the check date is today or earlier (a past payroll). */
function checkDates(service: DemoService, start: string, end: string, check: string): void {
  const problems = [];
  if (end < start)
    problems.push(
      invalidAttribute(
        'payment_period_end_date',
        'payment_period_end_date must be on or after the start date.',
      ),
    );
  if (check > service.clock.today())
    problems.push(
      invalidAttribute(
        'check_date',
        'An external payroll was paid in the past: check_date must not be after today.',
      ),
    );
  if (problems.length > 0) throw unprocessable(problems);
}

/**
 * External payrolls, a company's payroll history from its previous provider (UPSTREAM-3 M.3,
 * DECISIONS 69): create (200), list (their basic fields, paged), read, update of the items
 * (`replace_fields: true` patches the employees sent, else the items are overwritten; a `version`,
 * when sent, must be current: 409), delete (204), each refused with 422 `invalid_operation` on
 * `base` once processed or finalized; tax suggestions of one payroll; the company's tax
 * liabilities and their update; finalize (202), which processes every unprocessed one 30 s
 * later on the demo clock into a processed payroll with `external: true`. Events
 * `external_payroll.created/updated/deleted`.
 *
 * @example
 * new Router(externalPayrollRoutes);
 */
export const externalPayrollRoutes: Route[] = resourceRoutes({
  collection: '/v1/companies/{company_id}/external_payrolls',
  item: '/v1/companies/{company_id}/external_payrolls/{external_payroll_id}',
  scopes: scopesOf('external_payrolls'),
  parent: companyParent,
  find: findExternal,
  view: externalPayrollView,
  events: {
    entity: 'ExternalPayroll',
    created: 'external_payroll.created',
    updated: 'external_payroll.updated',
    deleted: 'external_payroll.deleted',
    company: (record) => record.companyUuid,
  },
  list: {
    rows: (company, service) => companyExternalPayrolls(service, company.uuid),
    view: externalPayrollBasicView,
  },
  create: {
    rules: CREATE_RULES,
    // 200, the status the upstream declares for this create (DECISIONS 31).
    status: 200,
    insert(values, company, service) {
      checkDates(
        service,
        values.payment_period_start_date,
        values.payment_period_end_date,
        values.check_date,
      );
      if (liabilitiesOf(service, company.uuid).finalizedAt !== null)
        throw invalidOperation('The external payrolls are finalized: no payroll can be added.');
      const now = service.nowIso();
      return insertRecord(service, service.store.table(externalPayrolls), {
        companyUuid: company.uuid,
        checkDate: values.check_date,
        periodStart: values.payment_period_start_date,
        periodEnd: values.payment_period_end_date,
        status: 'unprocessed',
        items: [],
        payrollUuid: null,
        createdAt: now,
        updatedAt: now,
      });
    },
  },
  update: {
    version: 'none',
    guard: guardEditable,
    apply(record, body, service) {
      const { replaceFields, items } = readExternalItems(service, record.companyUuid, body);
      // The upstream's body has no version; one sent must still be current (SPEC §9).
      if (body.version !== undefined && body.version !== externalPayrollVersion(record)) throw staleVersion();
      if (replaceFields) {
        const sent = new Map(items.map((i) => [i.employeeUuid, i]));
        const kept = record.items.map((i) => sent.get(i.employeeUuid) ?? i);
        const added = items.filter((i) => !record.items.some((k) => k.employeeUuid === i.employeeUuid));
        record.items = [...kept, ...added];
      } else record.items = items;
      record.updatedAt = service.nowIso();
    },
  },
  remove: {
    remove(record, service) {
      guardEditable(record, service);
      service.store.table(externalPayrolls).delete(record.uuid);
    },
  },
  actions: [
    {
      method: 'GET',
      suffix: '/calculate_taxes',
      access: 'read',
      run: (record, _request, service) =>
        taxSuggestions(service, record).map((s) => ({
          employee_uuid: s.employeeUuid,
          tax_suggestions: s.taxes.map((t) => ({ tax_id: t.taxId, amount: money(t.amount) })),
        })),
    },
  ],
  collectionActions: [
    {
      method: 'GET',
      suffix: '/tax_liabilities',
      access: 'read',
      run: (company, _request, service) => taxLiabilitiesView(service, company.uuid),
    },
    {
      method: 'PUT',
      suffix: '/tax_liabilities',
      run(company, { body }, service) {
        const liabilities = liabilitiesOf(service, company.uuid);
        if (liabilities.finalizedAt !== null)
          throw invalidOperation(
            'The external payrolls are finalized: the liabilities can no longer change.',
          );
        const selections = readLiabilitySelections(service, company.uuid, body);
        for (const [taxId, selection] of selections) liabilities.selections.set(taxId, selection);
        return taxLiabilitiesView(service, company.uuid);
      },
    },
    {
      method: 'PUT',
      suffix: '/tax_liabilities/finish',
      status: 202,
      run(company, _request, service) {
        const liabilities = liabilitiesOf(service, company.uuid);
        const payrolls = companyExternalPayrolls(service, company.uuid);
        if (liabilities.finalizedAt !== null) {
          // Asked again while processing: the same answer; once all are processed, nothing is left.
          if (payrolls.some((p) => p.status === 'unprocessed') || liabilities.declaredNone) return undefined;
          throw invalidOperation('The external payrolls are already finalized and processed.');
        }
        liabilities.finalizedAt = service.nowIso();
        // No external payroll at all: the company declares none (DECISIONS 69).
        if (payrolls.length === 0) liabilities.declaredNone = true;
        else
          service.clock.schedule(EXTERNAL_PROCESSING_MS, () =>
            processExternalPayrolls(service, company.uuid),
          );
        return undefined;
      },
    },
  ],
});
