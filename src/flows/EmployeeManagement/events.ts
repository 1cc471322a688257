/**
 * What `<EmployeeManagement onEvent>` reports, by event type.
 *
 * @example
 * const payload: EmployeeManagementEventMap['employee.terminated'] = { employeeId: 'e-1', runDismissalPayroll: true };
 */
export interface EmployeeManagementEventMap {
  'compensation.changed': { employeeId: string; compensationId: string; effectiveDate: string };
  /** An hourly employee's further job was added, with its hourly pay. */
  'job.created': { employeeId: string; jobId: string };
  'garnishment.created': { employeeId: string; garnishmentId: string };
  'garnishment.updated': { employeeId: string; garnishmentId: string };
  'employee.terminated': { employeeId: string; runDismissalPayroll: boolean };
  'termination.updated': { employeeId: string };
  'termination.cancelled': { employeeId: string };
  'employee.rehired': { employeeId: string; effectiveDate: string };
  /** The "Dismissed employee" payroll was created: `<PayrollRun payrollId>` runs it. */
  'dismissalPayroll.created': { employeeId: string; payrollId: string };
  error: { error: Error };
}

/**
 * The `onEvent` callback of {@link EmployeeManagementEventMap} events.
 *
 * @example
 * const onEvent: EmployeeManagementEventHandler = (type, payload) => analytics.track(type, payload);
 */
export type EmployeeManagementEventHandler = <T extends keyof EmployeeManagementEventMap>(
  type: T,
  payload: EmployeeManagementEventMap[T],
) => void;

/**
 * Every event type `<EmployeeManagement onEvent>` reports, for partners that route them without
 * hard-coding strings.
 *
 * @example
 * employeeManagementEventTypes.includes('employee.terminated'); // true
 */
export const employeeManagementEventTypes = [
  'compensation.changed',
  'job.created',
  'garnishment.created',
  'garnishment.updated',
  'employee.terminated',
  'termination.updated',
  'termination.cancelled',
  'employee.rehired',
  'dismissalPayroll.created',
  'error',
] as const satisfies ReadonlyArray<keyof EmployeeManagementEventMap>;
