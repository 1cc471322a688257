import { defineTable } from '../store';

/** A company's department (UPSTREAM-2 J.6, UPSTREAM-3 N.9, DECISIONS 75) and the people in it. */
export interface DepartmentRecord {
  uuid: string;
  companyUuid: string;
  title: string;
  /** Employees and contractors in it, in the order they were added; a person is in one department at most. */
  employeeUuids: string[];
  contractorUuids: string[];
  seq: number;
}

/**
 * Every company's departments, by uuid.
 *
 * @example
 * service.store.table(departments).get(uuid);
 */
export const departments = defineTable<DepartmentRecord>('departments');
