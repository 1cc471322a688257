import type { Endpoint } from './endpoints';

/**
 * One row of the endpoint table (`<area>/endpoints.ts`): the method and path template, typed as
 * written, so every row is one line in one shape. Declared free of side effects so a bundler keeps
 * only the rows a page's operations call (`endpointTable.ts` is tree-shaken row by row).
 *
 * @example
 * export const getEmployee = endpoint('GET', '/v1/employees/{employee_id}');
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<M extends Endpoint['method'], P extends string>(
  method: M,
  path: P,
): { readonly method: M; readonly path: P } {
  return { method, path };
}
