import * as table from './queryKeyTable';

/* queryKeys gathers queryKeyTable's keys (each area's hooks/<area>/keys.ts): hooks import their keys
   one by one, so a page that never touches `queryKeys` itself bundles only the keys of the hooks it calls. */
/**
 * Query keys of every cached read. Lists and records live under separate branches so a
 * mutation can invalidate exactly what it changed (see `invalidationTable.ts`, which gathers each
 * area's invalidations): saving one employee
 * refreshes that employee and the company's lists, not every employee's addresses.
 *
 * @example
 * queryClient.getQueryData(queryKeys.employee(employeeId));
 */
export const queryKeys: typeof table = /* @__PURE__ */ Object.assign({}, table);

/**
 * Sub-resources cached per employee.
 *
 * @example
 * queryKeys.employeePart(id, 'state_taxes');
 */
export type EmployeePart =
  | 'home_addresses'
  | 'work_addresses'
  | 'jobs'
  | 'federal_taxes'
  | 'state_taxes'
  | 'payment_method'
  | 'bank_accounts'
  | 'onboarding_status'
  | 'forms';
