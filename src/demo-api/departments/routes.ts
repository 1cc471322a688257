import { ApiError, invalidAttribute, invalidOperation } from '../errors';
import type { FieldRules } from '../fields';
import { companyOwned, resourceRoutes, scopesOf } from '../resource';
import { insertRecord } from '../resource/insertRecord';
import type { DemoService, Route } from '../service';
import {
  addToDepartment,
  departmentsOf,
  readDepartmentPeople,
  removeFromDepartment,
} from './departmentPeople';
import { departments, type DepartmentRecord } from './records';
import { departmentView } from './views';
import { settleDepartmentMove } from '../paySchedules/payScheduleAssignments';

/** The longest title the demo takes (the provider states none; a line of a select or a ledger). */
const MAX_TITLE_LENGTH = 100;

const RULES = {
  title: {
    kind: 'string',
    required: true,
    check: (v) =>
      v.length > MAX_TITLE_LENGTH ? `title must be ${MAX_TITLE_LENGTH} characters at most.` : undefined,
  },
} satisfies FieldRules;

/** Titles compare trimmed, spaces collapsed, case-insensitive. */
const titleKey = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();

/** 422 on `title` when another department of the company has it (SPEC §7). */
function refuseTakenTitle(
  service: DemoService,
  companyUuid: string,
  title: string,
  except?: DepartmentRecord,
) {
  const taken = departmentsOf(service.store, companyUuid).find(
    (d) => d !== except && titleKey(d.title) === titleKey(title),
  );
  if (taken)
    throw new ApiError(422, [invalidAttribute('title', `A department named ${taken.title} already exists.`)]);
}

const owned = companyOwned(
  '/v1/companies/{company_id}/departments',
  '/v1/departments/{department_uuid}',
  (store) => store.table(departments),
);

/**
 * A company's departments (UPSTREAM-2 J.6, UPSTREAM-3 N.9, DECISIONS 75): list (not paged),
 * create (201), read, rename with the version (409 when stale), delete only when empty (422
 * `invalid_operation` on `base`), and people added or removed with the version (`PUT …/add`,
 * `…/remove`: 409 when stale, each person not the company's 422 on `employees`/`contractors`). A
 * person is in one department at most: adding them moves them. Under a `by_department` pay
 * schedule assignment a newcomer joining one is paid on its schedule. No events (the provider has none).
 *
 * @example
 * new Router(departmentRoutes);
 */
export const departmentRoutes: Route[] = resourceRoutes({
  ...owned,
  scopes: scopesOf('departments'),
  view: departmentView,
  list: {
    paged: false,
    rows: (company, service) => departmentsOf(service.store, company.uuid),
  },
  create: {
    rules: RULES,
    insert(values, company, service) {
      refuseTakenTitle(service, company.uuid, values.title);
      return insertRecord(service, service.store.table(departments), {
        companyUuid: company.uuid,
        title: values.title.trim().replace(/\s+/g, ' '),
        employeeUuids: [],
        contractorUuids: [],
      });
    },
  },
  update: {
    rules: RULES,
    apply(record, values, service) {
      if (values.title === undefined) return;
      refuseTakenTitle(service, record.companyUuid, values.title, record);
      record.title = values.title.trim().replace(/\s+/g, ' ');
    },
  },
  remove: {
    remove(record, service) {
      if (record.employeeUuids.length > 0 || record.contractorUuids.length > 0)
        throw invalidOperation('A department with people in it cannot be deleted; remove them first.');
      service.store.table(departments).delete(record.uuid);
    },
  },
  actions: [
    {
      method: 'PUT',
      suffix: '/add',
      version: (record) => departmentView(record).version,
      run: (record, request, service) => {
        addToDepartment(service, record, readDepartmentPeople(service, record.companyUuid, request.body));
        settleDepartmentMove(service, record.companyUuid);
        return departmentView(record);
      },
    },
    {
      method: 'PUT',
      suffix: '/remove',
      version: (record) => departmentView(record).version,
      run: (record, request, service) => {
        removeFromDepartment(record, readDepartmentPeople(service, record.companyUuid, request.body));
        settleDepartmentMove(service, record.companyUuid);
        return departmentView(record);
      },
    },
  ],
});
