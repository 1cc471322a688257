/**
 * What `<EmployeeImport onEvent>` reports, by event type.
 *
 * @example
 * const payload: EmployeeImportEventMap['employees.imported'] = { created: ['e-1'], refused: ['row-4'] };
 */
export interface EmployeeImportEventMap {
  /** A send finished: the employees it created, and the rows (their external ids) it refused. */
  'employees.imported': { created: string[]; refused: string[] };
  error: { error: Error };
}

/**
 * The `onEvent` callback of {@link EmployeeImportEventMap} events.
 *
 * @example
 * const onEvent: EmployeeImportEventHandler = (type, payload) => analytics.track(type, payload);
 */
export type EmployeeImportEventHandler = <T extends keyof EmployeeImportEventMap>(
  type: T,
  payload: EmployeeImportEventMap[T],
) => void;

/**
 * Every event type `<EmployeeImport onEvent>` reports.
 *
 * @example
 * employeeImportEventTypes.includes('employees.imported'); // true
 */
export const employeeImportEventTypes = ['employees.imported', 'error'] as const satisfies ReadonlyArray<
  keyof EmployeeImportEventMap
>;
