import { versionOf } from '../version';
import type { DepartmentRecord } from './records';

/**
 * A department on the wire (UPSTREAM-2 J.6): its title and people by uuid; the version covers the
 * title and the people, so adding or removing someone makes a screen's version stale.
 *
 * @example
 * departmentView(record).employees; // [{ uuid: 'e-1' }]
 */
export function departmentView(record: DepartmentRecord) {
  return {
    uuid: record.uuid,
    company_uuid: record.companyUuid,
    title: record.title,
    version: versionOf([record.title, record.employeeUuids, record.contractorUuids]),
    employees: record.employeeUuids.map((uuid) => ({ uuid })),
    contractors: record.contractorUuids.map((uuid) => ({ uuid })),
  };
}
