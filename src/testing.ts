/**
 * `payroll-kit/testing`: the contract-faithful demo payroll service and its test helpers.
 *
 * @example
 * import { createDemoApi, createDemoFetch } from 'payroll-kit/testing';
 * const api = createDemoApi();
 */
export {
  API_VERSION,
  createDemoApi,
  createDemoApiHandlers,
  createDemoFetch,
  signPayload,
  type DemoApi,
  type DemoApiOptions,
} from './demo-api';
