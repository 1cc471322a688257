/**
 * `payroll-kit/testing/msw`: the demo payroll service behind Mock Service Worker, for tests and
 * Storybook that intercept the browser's (or Node's) `fetch`. Its own entry because it imports
 * `msw`, an optional peer: `payroll-kit/testing` stays usable without it.
 *
 * @example
 * import { setupServer } from 'msw/node';
 * import { createDemoApi } from 'payroll-kit/testing';
 * import { createDemoApiHandlers } from 'payroll-kit/testing/msw';
 * const api = createDemoApi();
 * setupServer(...createDemoApiHandlers(api, { baseUrl: 'http://partner.test/api/payroll' })).listen();
 */
export { createDemoApiHandlers } from './demo-api/mswHandlers';
