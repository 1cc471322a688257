/**
 * `payroll-kit/testing`: the contract-faithful demo payroll service and its test helpers, in
 * process or as a `fetch`; plain Node or any runtime, no `msw` needed (its handlers are in
 * `payroll-kit/testing/msw`).
 *
 * @example
 * import { createDemoApi, createDemoFetch } from 'payroll-kit/testing';
 * const api = createDemoApi();
 */
export {
  API_VERSION,
  createDemoApi,
  createDemoFetch,
  signPayload,
  type DemoApi,
  type DemoApiOptions,
} from './demo-api';
