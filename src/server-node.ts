/**
 * `payroll-kit/server/node`: the Node `http` adapters of the Web-standard handlers in
 * `payroll-kit/server` (the proxy, the webhook receiver). Kept apart so that the core entry imports
 * no `node:` module and runs on edge runtimes too.
 *
 * @example
 * import { createServer } from 'node:http';
 * import { createPayrollProxy, staticToken } from 'payroll-kit/server';
 * import { toNodeListener } from 'payroll-kit/server/node';
 * const proxy = createPayrollProxy({
 *   upstream: { baseUrl: 'https://api.payroll.example' },
 *   tokens: staticToken('development-token'),
 *   getSession: async () => ({ id: 'user-1', role: 'admin', companyIds: ['company-1'] }),
 *   allowedOrigins: ['http://127.0.0.1:3000'],
 * });
 * createServer(toNodeListener(proxy)).listen(3000, '127.0.0.1');
 */
export { toNodeListener } from './server/node';
export type { ConnectionContext, WebHandler } from './server/node';
export { toMiddleware } from './server/middleware';
