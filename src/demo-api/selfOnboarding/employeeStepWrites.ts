import type { DemoService, Route, RouteRequest, RouteResult } from '../service';
import { advanceSelfOnboarding } from './selfOnboardingMoves';

/** What the service does after a write of another area succeeded. */
type AfterWrite = (request: RouteRequest, result: RouteResult, service: DemoService) => void;

/** After a write to an employee's step, found by its path (or by the record the path names). */
const stepOf =
  (employeeOf: (request: RouteRequest, service: DemoService) => string | undefined): AfterWrite =>
  (request, _result, service) => {
    const employee = service.store.employees.get(employeeOf(request, service) ?? '');
    if (employee) advanceSelfOnboarding(service, employee);
  };

const byPath = stepOf((request) => request.params.employee_id);

/**
 * A self-onboarding employee, once created (UPSTREAM F.6): `employee.marked_for_self_onboarding`
 * after `employee.created`.
 */
const markedAtCreate: AfterWrite = (_request, result, service) => {
  const employee = service.store.employees.get(String((result.body as { uuid?: unknown }).uuid));
  if (employee?.onboarding_status === 'self_onboarding_pending_invite')
    service.emit('employee.marked_for_self_onboarding', 'Employee', employee.uuid, employee.companyUuid);
};

/**
 * The writes of other areas the self path follows, by route (DECISIONS 62): an employee created
 * for self-onboarding, and every write, by anyone, to one of the employee's own steps (personal
 * details, home address, taxes, payment method, a form signature, the I-9 authorization), after
 * which the service moves the employee's self-onboarding (`advanceSelfOnboarding`).
 */
const AFTER_WRITES: Record<string, AfterWrite> = {
  'POST /v1/companies/{company_id}/employees': markedAtCreate,
  'PUT /v1/employees/{employee_id}': byPath,
  'POST /v1/employees/{employee_id}/home_addresses': byPath,
  'PUT /v1/home_addresses/{home_address_id}': stepOf(
    (request, service) => service.store.homeAddresses.get(request.params.home_address_id ?? '')?.employeeUuid,
  ),
  'PUT /v1/employees/{employee_id}/federal_taxes': byPath,
  'PUT /v1/employees/{employee_id}/state_taxes': byPath,
  'PUT /v1/employees/{employee_id}/payment_method': byPath,
  'POST /v1/employees/{employee_id}/bank_accounts': byPath,
  'PUT /v1/employees/{employee_id}/forms/{form_id}/sign': byPath,
  'PUT /v1/employees/{employee_id}/i9_authorization': byPath,
};

/**
 * The routing table with the self-onboarding moves after each write the path follows: one table
 * says which writes count, rather than a call in each of six areas. A route of the table
 * that the service does not have fails at start, so a renamed path cannot drop a move silently.
 *
 * @example
 * export const allRoutes = withSelfOnboardingMoves([...employeeRoutes, ...addressRoutes]);
 */
export function withSelfOnboardingMoves(routes: Route[]): Route[] {
  const keys = new Set(routes.map((route) => `${route.method} ${route.path}`));
  const missing = Object.keys(AFTER_WRITES).filter((key) => !keys.has(key));
  if (missing.length > 0)
    throw new Error(`Self-onboarding watches routes that do not exist: ${missing.join(', ')}`);
  return routes.map((route) => {
    const after = AFTER_WRITES[`${route.method} ${route.path}`];
    if (!after) return route;
    return {
      ...route,
      async handle(request: RouteRequest, service: DemoService): Promise<RouteResult> {
        const result = await route.handle(request, service);
        if (result.status < 300) after(request, result, service);
        return result;
      },
    };
  });
}
