import * as table from './queryKeyTable';

/* payrollKeys gathers queryKeyTable's keys: hooks import their keys one by one, so a page that never
   touches `payrollKeys` itself bundles only the keys of the hooks it calls. */
/**
 * Query keys of every cached read. Lists and records live under separate branches so a
 * mutation can invalidate exactly what it changed (see `invalidation.ts`): saving one employee
 * refreshes that employee and the company's lists, not every employee's addresses.
 *
 * @example
 * queryClient.getQueryData(payrollKeys.employee(employeeId));
 */
export const payrollKeys: typeof table = /* @__PURE__ */ Object.assign({}, table);

/**
 * Sub-resources cached per employee.
 *
 * @example
 * payrollKeys.employeePart(id, 'state_taxes');
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
