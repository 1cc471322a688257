import { ApiError, invalidAttribute, invalidOperation, notFound, unprocessable } from '../errors';
import type { FieldRules } from '../fields';
import { queryFlag } from '../queryFlag';
import { companyOwned, noParent, resourceRoutes, scopesOf } from '../resource';
import { insertRecord } from '../resource/insertRecord';
import type { DemoService, Route } from '../service';
import { hasEnrolments, hasPayrollItems, enrolledCount } from './companyBenefitUse';
import { companyBenefits, type CompanyBenefitRecord } from './records';
import { SUPPORTED_BENEFITS, supportedBenefit, supportedBenefitView } from './supportedBenefits';
import { companyBenefitView, contributionExclusionsView } from './views';

/** The earning types a 401(k)'s contribution may leave out of the pay it is worked on. */
export const EXCLUDABLE_EARNINGS = ['Bonus', 'Commission', 'Cash Tips', 'Paycheck Tips', 'Severance'];

const CATCH_UP_TYPES = ['elective', 'deemed'] as const;

const RULES = {
  benefit_type: { kind: 'integer', required: true },
  description: { kind: 'string', required: true },
  active: { kind: 'boolean' },
  responsible_for_employer_taxes: { kind: 'boolean' },
  responsible_for_employee_w2: { kind: 'boolean' },
  catch_up_type: { kind: 'enum', values: CATCH_UP_TYPES, nullable: true },
} satisfies FieldRules;

/** A `benefit_type` the service supports, else 422 on `benefit_type`. */
function knownType(benefitType: number) {
  const type = supportedBenefit(benefitType);
  if (!type)
    throw unprocessable([
      invalidAttribute('benefit_type', `benefit_type ${benefitType} is not a supported benefit.`),
    ]);
  return type;
}

/** `catch_up_type` belongs to pre-tax 401(k) and 403(b) plans only (SECURE 2.0 §603). */
function checkCatchUpType(benefitType: number, catchUpType: string | null | undefined): void {
  if (catchUpType === undefined || catchUpType === null) return;
  const type = knownType(benefitType);
  if (!(type.electiveDeferral && type.treatment === 'deferral'))
    throw unprocessable([
      invalidAttribute('catch_up_type', 'catch_up_type applies to pre-tax 401(k) and 403(b) plans only.'),
    ]);
}

const owned = companyOwned(
  '/v1/companies/{company_id}/company_benefits',
  '/v1/company_benefits/{company_benefit_id}',
  (store) => store.table(companyBenefits),
);

/** The list's filters: `active`, `enrollment_count` and `benefit_type=5,105`, each refused with 422. */
function listFilters(query: URLSearchParams) {
  const typesText = query.get('benefit_type');
  const types = typesText === null ? undefined : typesText.split(',').map((t) => Number(t.trim()));
  if (types?.some((t) => !Number.isSafeInteger(t)))
    throw new ApiError(422, [
      {
        error_key: 'benefit_type',
        category: 'invalid_parameter',
        message: 'benefit_type must be ids separated by commas.',
      },
    ]);
  return {
    active: queryFlag(query, 'active'),
    withCount: queryFlag(query, 'enrollment_count') ?? false,
    types,
  };
}

/** A 401(k)'s exclusions: 422 for any other type (UPSTREAM-2 K.2: 401(k) and Roth 401(k) only). */
function exclusionsOf(record: CompanyBenefitRecord) {
  if (!supportedBenefit(record.benefitType)?.exclusions)
    throw invalidOperation('Contribution exclusions apply to 401(k) and Roth 401(k) benefits only.');
  return record.exclusions;
}

/** Reads `contribution_exclusions[]{contribution_uuid | contribution_type, excluded}`, each problem on its field. */
function readExclusions(record: CompanyBenefitRecord, body: Record<string, unknown>) {
  const sent = body.contribution_exclusions;
  if (!Array.isArray(sent))
    throw unprocessable([
      invalidAttribute('contribution_exclusions', 'contribution_exclusions must be an array.'),
    ]);
  const known = contributionExclusionsView(record);
  const changes = new Map<string, boolean>();
  sent.forEach((item: unknown, i) => {
    const entry = (item ?? {}) as Record<string, unknown>;
    const match = known.find(
      (k) =>
        k.contribution_uuid === entry.contribution_uuid || k.contribution_type === entry.contribution_type,
    );
    if (!match || typeof entry.excluded !== 'boolean')
      throw unprocessable([
        invalidAttribute(
          `contribution_exclusions[${i}]`,
          match ? 'excluded must be true or false.' : 'Unknown contribution.',
        ),
      ]);
    changes.set(match.contribution_type, entry.excluded);
  });
  return changes;
}

/**
 * The supported benefit types (UPSTREAM-2 K.2): `GET /v1/benefits` and one by id, with their tax
 * treatment (`pretax`, `posttax`, DECISIONS 68). Read with any company token.
 *
 * @example
 * new Router(supportedBenefitRoutes);
 */
export const supportedBenefitRoutes: Route[] = resourceRoutes({
  collection: '/v1/benefits',
  item: '/v1/benefits/{benefit_id}',
  parent: noParent,
  scopes: { read: 'benefits:read' },
  find: (_service, id) => {
    const type = id && /^\d+$/.test(id) ? supportedBenefit(Number(id)) : undefined;
    if (!type) throw notFound();
    return type;
  },
  view: supportedBenefitView,
  list: { paged: false, rows: () => [...SUPPORTED_BENEFITS.values()] },
});

/**
 * A company's benefits (UPSTREAM-2 K.2, DECISIONS 68): listed (filters `active`,
 * `enrollment_count`, `benefit_type`), added (201, `Idempotency-Key` replay), read, edited with
 * `version` (409 when stale; the type never changes; not deactivated while anyone is enrolled),
 * deleted (only with no enrolment and no payroll item), and a 401(k)'s contribution exclusions.
 *
 * @example
 * new Router(companyBenefitRoutes);
 */
export const companyBenefitRoutes: Route[] = resourceRoutes({
  ...owned,
  scopes: scopesOf('company_benefits'),
  view: (record: CompanyBenefitRecord, service: DemoService) => companyBenefitView(record, service),
  events: {
    entity: 'CompanyBenefit',
    created: 'company_benefit.created',
    updated: 'company_benefit.updated',
    deleted: 'company_benefit.deleted',
    company: (record) => record.companyUuid,
  },
  list: {
    filters: listFilters,
    rows: (company, service, _request, filters) =>
      [...service.store.table(companyBenefits).values()].filter(
        (b) =>
          b.companyUuid === company.uuid &&
          (filters.active === undefined || b.active === filters.active) &&
          (filters.types === undefined || filters.types.includes(b.benefitType)),
      ),
    view: (record, service, filters) => companyBenefitView(record, service, filters.withCount),
  },
  create: {
    rules: RULES,
    insert(values, company, service) {
      const type = knownType(values.benefit_type);
      checkCatchUpType(values.benefit_type, values.catch_up_type);
      return insertRecord(service, service.store.table(companyBenefits), {
        companyUuid: company.uuid,
        benefitType: values.benefit_type,
        description: values.description,
        active: values.active ?? true,
        responsibleForEmployerTaxes: values.responsible_for_employer_taxes ?? false,
        responsibleForEmployeeW2: values.responsible_for_employee_w2 ?? false,
        catchUpType: values.catch_up_type ?? null,
        exclusions: type.exclusions
          ? EXCLUDABLE_EARNINGS.map((contribution_type) => ({ contribution_type, excluded: false }))
          : [],
      });
    },
  },
  show: {
    answer: (record, request, service) =>
      companyBenefitView(record, service, queryFlag(request.query, 'enrollment_count') ?? false),
  },
  update: {
    rules: RULES,
    apply(record, values, service) {
      if (values.benefit_type !== undefined && values.benefit_type !== record.benefitType)
        throw unprocessable([
          invalidAttribute('benefit_type', 'The benefit type of a company benefit cannot change.'),
        ]);
      checkCatchUpType(record.benefitType, values.catch_up_type);
      if (values.active === false && record.active && enrolledCount(service, record.uuid) > 0)
        throw invalidOperation(
          'A benefit cannot be deactivated while employees are enrolled in it.',
          'active',
        );
      if (values.description !== undefined) record.description = values.description;
      if (values.active !== undefined) record.active = values.active;
      if (values.responsible_for_employer_taxes !== undefined)
        record.responsibleForEmployerTaxes = values.responsible_for_employer_taxes;
      if (values.responsible_for_employee_w2 !== undefined)
        record.responsibleForEmployeeW2 = values.responsible_for_employee_w2;
      if (values.catch_up_type !== undefined) record.catchUpType = values.catch_up_type;
    },
  },
  remove: {
    remove(record, service) {
      if (hasEnrolments(service, record.uuid))
        throw invalidOperation('A benefit with employee benefits cannot be deleted; deactivate it instead.');
      if (hasPayrollItems(service, record.uuid))
        throw invalidOperation(
          'A benefit that payrolls have deducted cannot be deleted; deactivate it instead.',
        );
      service.store.table(companyBenefits).delete(record.uuid);
    },
  },
  actions: [
    {
      method: 'GET',
      suffix: '/contribution_exclusions',
      access: 'read',
      run: (record) => {
        exclusionsOf(record);
        return contributionExclusionsView(record);
      },
    },
    {
      method: 'PUT',
      suffix: '/contribution_exclusions',
      run: (record, request) => {
        const current = exclusionsOf(record);
        const changes = readExclusions(record, request.body);
        for (const e of current) e.excluded = changes.get(e.contribution_type) ?? e.excluded;
        return contributionExclusionsView(record);
      },
    },
  ],
});
