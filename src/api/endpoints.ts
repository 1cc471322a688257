import * as table from './endpointTable';

/**
 * One operation of the payroll API as the library calls it: the HTTP method and a path template
 * whose `{name}` segments are filled from request params.
 *
 * @example
 * const getEmployee: Endpoint = { method: 'GET', path: '/v1/employees/{employee_id}' };
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

// Gathered from `endpointTable`'s rows: operations import their rows one by one, so a page that
// never touches `endpoints` itself bundles only the rows of the operations it calls.
/**
 * Every operation the library calls, and nothing more. Operations in `operations/` are built
 * from this table, so it is the inventory the partner proxy turns into its allowlist: a path the
 * library never calls must not be reachable through the proxy.
 *
 * @example
 * import { endpoints } from 'payroll-kit/headless';
 * endpoints.listEmployees; // { method: 'GET', path: '/v1/companies/{company_id}/employees' }
 */
export const endpoints: typeof table = /* @__PURE__ */ Object.assign({}, table);

/** Name of one operation in {@link endpoints}. @example const name: EndpointName = 'getEmployee'; */
export type EndpointName = keyof typeof endpoints;
