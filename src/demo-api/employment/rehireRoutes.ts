import { invalidAttribute, invalidOperation, unprocessable } from '../errors';
import { type FieldRules, type FieldValues } from '../fields';
import {
  assignFields,
  employeeCompany,
  employeeParent,
  employeeSingleton,
  resourceRoutes,
  scopesOf,
} from '../resource';
import { insertRecord } from '../resource/insertRecord';
import type { DemoService, Route } from '../service';
import { employmentHistory } from './employment';
import type { RehireRecord } from './records';
import { rehireView } from './views';
import type { EmployeeRecord } from '../employees/records';

/**
 * Rehire and employment history (UPSTREAM-2 J.3, DECISIONS 57). A rehire closes the employee's
 * termination (it moves to the history) and brings them back onto the regular payrolls from its
 * date; deleting it before that date reopens the termination.
 */

const EMPLOYMENT_STATUSES = [
  'part_time',
  'full_time',
  'part_time_eligible',
  'variable',
  'seasonal',
  'not_set',
];

const REHIRE_RULES = {
  effective_date: { kind: 'date', required: true },
  file_new_hire_report: { kind: 'boolean', required: true },
  work_location_uuid: { kind: 'string', required: true },
  // Upstream reads an unknown status as `not_set` rather than refusing it.
  employment_status: { kind: 'string' },
  two_percent_shareholder: { kind: 'boolean' },
} satisfies FieldRules;

type RehireValues = Partial<FieldValues<typeof REHIRE_RULES>>;

const statusOf = (value: string | undefined) =>
  value === undefined ? undefined : EMPLOYMENT_STATUSES.includes(value) ? value : 'not_set';

/** Checks a rehire's location and date against the employee's records; writes nothing. */
function checkRehire(
  service: DemoService,
  employee: EmployeeRecord,
  values: RehireValues,
  lastDay: string,
): void {
  const entries = [];
  const location = values.work_location_uuid
    ? service.store.locations.get(values.work_location_uuid)
    : undefined;
  if (
    values.work_location_uuid !== undefined &&
    (!location || location.companyUuid !== employee.companyUuid || !location.active)
  )
    entries.push(
      invalidAttribute('work_location_uuid', 'work_location_uuid must be an active location of the company.'),
    );
  if (values.effective_date !== undefined && values.effective_date <= lastDay)
    entries.push(
      invalidAttribute('effective_date', `The rehire must start after the last day of work (${lastDay}).`),
    );
  if (entries.length > 0) throw unprocessable(entries);
}

const view = (r: RehireRecord, service: DemoService) => rehireView(r, service.clock.today());
const PATH = '/v1/employees/{employee_id}/rehire';

/** The rehire and employment history routes. @example new Router([...rehireRoutes]); */
export const rehireRoutes: Route[] = [
  ...resourceRoutes({
    collection: PATH,
    item: PATH,
    scopes: scopesOf('employments'),
    parent: employeeParent,
    // The rehire's path names the employee: the record is found through them (none yet: GET 204).
    find: employeeSingleton((employee, service) => service.store.rehires.get(employee.uuid)),
    view,
    events: {
      entity: 'Rehire',
      created: 'employee.rehired',
      deleted: 'employee.rehire_cancelled',
      company: employeeCompany,
    },
    create: {
      rules: REHIRE_RULES,
      insert(values, employee, service) {
        const { store } = service;
        const termination = store.terminations.get(employee.uuid);
        if (!termination) throw invalidOperation('Cannot rehire if employee has not been terminated');
        checkRehire(service, employee, values, termination.effective_date);
        const hired = employmentHistory(store, employee.uuid).at(-1)!.hire_date;
        store.pastEmployments.set(`${employee.uuid} ${termination.effective_date}`, {
          employeeUuid: employee.uuid,
          hire_date: hired,
          termination_date: termination.effective_date,
          seq: store.nextSeq(),
        });
        store.terminations.delete(employee.uuid);
        // One rehire an employee, kept under the employee.
        return insertRecord(
          service,
          store.rehires,
          {
            employeeUuid: employee.uuid,
            effective_date: values.effective_date,
            file_new_hire_report: values.file_new_hire_report,
            work_location_uuid: values.work_location_uuid,
            employment_status: statusOf(values.employment_status) ?? 'not_set',
            two_percent_shareholder: values.two_percent_shareholder ?? false,
            closedTermination: termination,
          },
          (r) => r.employeeUuid,
        );
      },
    },
    // No rehire: 204, as upstream.
    show: { absent: 204 },
    update: {
      rules: REHIRE_RULES,
      apply(rehire, values, service) {
        const employee = service.store.employees.get(rehire.employeeUuid)!;
        checkRehire(service, employee, values, rehire.closedTermination.effective_date);
        assignFields(rehire, {
          effective_date: values.effective_date,
          file_new_hire_report: values.file_new_hire_report,
          work_location_uuid: values.work_location_uuid,
          employment_status: statusOf(values.employment_status),
          two_percent_shareholder: values.two_percent_shareholder,
        });
      },
    },
    remove: {
      remove(rehire, service) {
        if (rehire.effective_date <= service.clock.today())
          throw invalidOperation('A rehire that has taken effect cannot be deleted.');
        const { store } = service;
        store.rehires.delete(rehire.employeeUuid);
        store.pastEmployments.delete(`${rehire.employeeUuid} ${rehire.closedTermination.effective_date}`);
        store.terminations.set(rehire.employeeUuid, rehire.closedTermination);
      },
    },
  }),
  ...resourceRoutes({
    collection: '/v1/employees/{employee_id}/employment_history',
    scopes: { read: 'employments:read' },
    parent: employeeParent,
    list: { rows: (employee, service) => employmentHistory(service.store, employee.uuid), paged: false },
  }),
];
