import { companyBenefits } from '../benefits/records';
import {
  ApiError,
  type ErrorEntry,
  invalidAttribute,
  missingParameter,
  staleVersion,
  unprocessable,
} from '../errors';
import {
  companyRecord,
  employeeCompany,
  employeeOwned,
  type ParentLookup,
  resourceRoutes,
  scopesOf,
} from '../resource';
import { insertRecord } from '../resource/insertRecord';
import type { DemoService, Route } from '../service';
import type { CompanyBenefitRecord } from '../benefits/records';
import { dropCalculationsDeducting } from './calculationsDeducting';
import { type EnrolmentDraft, readEnrolment } from './enrolmentRules';
import { employeeBenefits, type EmployeeBenefitRecord } from './records';
import { employeeBenefitView } from './views';

const EVENTS = {
  entity: 'EmployeeBenefit',
  created: 'employee_benefit.created',
  updated: 'employee_benefit.updated',
  deleted: 'employee_benefit.deleted',
  company: employeeCompany,
};

function enrol(service: DemoService, draft: EnrolmentDraft): EmployeeBenefitRecord {
  const record = insertRecord(service, service.store.table(employeeBenefits), draft);
  dropCalculationsDeducting(service, record.employeeUuid);
  return record;
}

function change(service: DemoService, record: EmployeeBenefitRecord, draft: EnrolmentDraft): void {
  Object.assign(record, draft);
  dropCalculationsDeducting(service, record.employeeUuid);
}

/**
 * An employee's benefits (UPSTREAM-2 K.3, DECISIONS 68): listed, enrolled (201, `Idempotency-Key`
 * replay), read, changed with `version` (409 when stale) and removed (204), each on the rules of
 * `enrolmentRules.ts`. Each write drops the calculations of the employee's unprocessed payrolls.
 *
 * @example
 * new Router(employeeBenefitRoutes);
 */
export const employeeBenefitRoutes: Route[] = resourceRoutes({
  ...employeeOwned(
    '/v1/employees/{employee_id}/employee_benefits',
    '/v1/employee_benefits/{employee_benefit_id}',
    (store) => store.table(employeeBenefits),
  ),
  scopes: scopesOf('employee_benefits'),
  view: employeeBenefitView,
  events: EVENTS,
  list: {
    rows: (employee, service) =>
      [...service.store.table(employeeBenefits).values()].filter((e) => e.employeeUuid === employee.uuid),
  },
  create: {
    insert: (body, employee, service) => enrol(service, readEnrolment(service, employee, body, undefined)),
  },
  update: {
    apply(record, body, service) {
      const employee = service.store.employees.get(record.employeeUuid)!;
      change(service, record, readEnrolment(service, employee, body, record));
    },
  },
  remove: {
    remove(record, service) {
      service.store.table(employeeBenefits).delete(record.uuid);
      dropCalculationsDeducting(service, record.employeeUuid);
    },
  },
});

const benefitParent: ParentLookup<CompanyBenefitRecord> = (service, { params, grant }) =>
  companyRecord((store) => store.table(companyBenefits))(service, params.company_benefit_id, grant, params);

/** The enrolments of a company benefit, in creation order. */
function enrolmentsIn(service: DemoService, benefit: CompanyBenefitRecord): EmployeeBenefitRecord[] {
  return [...service.store.table(employeeBenefits).values()].filter(
    (e) => e.companyBenefitUuid === benefit.uuid,
  );
}

/** One item of a bulk enrolment, read: what it makes or changes, or its problems. */
type BulkItem =
  | { make: EnrolmentDraft }
  | { record: EmployeeBenefitRecord; draft: EnrolmentDraft }
  | { problems: ErrorEntry[] };

function readBulkItem(
  service: DemoService,
  benefit: CompanyBenefitRecord,
  item: Record<string, unknown>,
): BulkItem {
  const { employee_uuid: employeeUuid, uuid, action, version, ...fields } = item;
  if (action !== 'create' && action !== 'update')
    return { problems: [invalidAttribute('action', 'action must be one of: create, update.')] };
  const employee = typeof employeeUuid === 'string' ? service.store.employees.get(employeeUuid) : undefined;
  if (!employee || employee.companyUuid !== benefit.companyUuid)
    return {
      problems: [
        employeeUuid === undefined
          ? missingParameter('employee_uuid')
          : invalidAttribute('employee_uuid', 'Not an employee of the benefit’s company.'),
      ],
    };
  try {
    if (action === 'create')
      return {
        make: readEnrolment(service, employee, { ...fields, company_benefit_uuid: benefit.uuid }, undefined),
      };
    const record = typeof uuid === 'string' ? service.store.table(employeeBenefits).get(uuid) : undefined;
    if (!record || record.employeeUuid !== employee.uuid || record.companyBenefitUuid !== benefit.uuid)
      return { problems: [invalidAttribute('uuid', 'Not an enrolment of this employee in this benefit.')] };
    if (version === undefined) return { problems: [missingParameter('version')] };
    if (version !== employeeBenefitView(record).version) throw staleVersion();
    return { record, draft: readEnrolment(service, employee, fields, record) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return { problems: error.entries };
    throw error;
  }
}

/**
 * A company benefit's enrolments (UPSTREAM-2 K.3): listed, and enrolled or changed in bulk
 * (`PUT` with `employee_benefits[]`, each item `action: create` with its `employee_uuid` or
 * `action: update` with its `uuid` and `version`). Nothing is written unless every item holds;
 * each failing item is a `nested_errors` entry with its `idx`.
 *
 * @example
 * new Router(companyBenefitEnrolmentRoutes);
 */
export const companyBenefitEnrolmentRoutes: Route[] = resourceRoutes({
  collection: '/v1/company_benefits/{company_benefit_id}/employee_benefits',
  parent: benefitParent,
  scopes: scopesOf('employee_benefits'),
  view: employeeBenefitView,
  list: { rows: (benefit, service) => enrolmentsIn(service, benefit) },
  collectionActions: [
    {
      method: 'PUT',
      suffix: '',
      run(benefit, { body }, service) {
        const items = body.employee_benefits;
        if (items === undefined) throw unprocessable([missingParameter('employee_benefits')]);
        if (!Array.isArray(items) || items.length === 0)
          throw unprocessable([
            invalidAttribute('employee_benefits', 'employee_benefits must be a list of enrolments.'),
          ]);
        const read = items.map((item: unknown) =>
          readBulkItem(
            service,
            benefit,
            (item && typeof item === 'object' ? item : {}) as Record<string, unknown>,
          ),
        );
        const failed: ErrorEntry[] = [];
        const seen = new Set<string>();
        read.forEach((r, idx) => {
          const employeeUuid =
            'make' in r ? r.make.employeeUuid : 'record' in r ? r.record.employeeUuid : null;
          const problems = 'problems' in r ? r.problems : [];
          if (employeeUuid !== null && seen.has(employeeUuid))
            problems.push(invalidAttribute('employee_uuid', 'The employee appears twice in this request.'));
          if (employeeUuid !== null) seen.add(employeeUuid);
          if (problems.length > 0)
            failed.push({ error_key: 'employee_benefits', category: 'nested_errors', idx, errors: problems });
        });
        if (failed.length > 0) throw unprocessable(failed);
        for (const r of read) {
          if ('make' in r) {
            const record = enrol(service, r.make);
            service.emit(EVENTS.created, EVENTS.entity, record.uuid, benefit.companyUuid);
          } else if ('record' in r) {
            change(service, r.record, r.draft);
            service.emit(EVENTS.updated, EVENTS.entity, r.record.uuid, benefit.companyUuid);
          }
        }
        return enrolmentsIn(service, benefit).map(employeeBenefitView);
      },
    },
  ],
});
