// A partner's Express app: the payroll proxy mounted through the Node adapter, one request through
// it. Upstream is the demo payroll service behind msw 3's handlers (`getResponse`: msw's own
// request interception needs Node 22, and CI runs Node 20). Prints the outcome as JSON and exits.
import express from 'express';
import { getResponse } from 'msw';
import { createPayrollProxy, staticToken } from 'payroll-kit/server';
import { toMiddleware } from 'payroll-kit/server/node';
import { createDemoApi } from 'payroll-kit/testing';
import { createDemoApiHandlers } from 'payroll-kit/testing/msw';

const api = createDemoApi();
const upstream = 'http://payroll.test';
const handlers = createDemoApiHandlers(api, { baseUrl: upstream });

const proxy = createPayrollProxy({
  upstream: {
    baseUrl: upstream,
    fetch: async (request) => (await getResponse(handlers, request)) ?? new Response(null, { status: 502 }),
  },
  tokens: staticToken(api.tokens.company),
  getSession: async () => ({ id: 'partner-user', role: 'admin', companyIds: [api.companyUuid] }),
  allowedOrigins: [],
});

const app = express();
app.use(toMiddleware(proxy, { basePath: '/api/payroll' }));
app.use(express.json());

const server = app.listen(0, '127.0.0.1', async () => {
  const { port } = server.address();
  try {
    const response = await fetch(
      `http://127.0.0.1:${port}/api/payroll/v1/companies/${api.companyUuid}/employees?per=2`,
      { headers: { 'x-requested-with': 'payroll-kit' } },
    );
    const employees = await response.json();
    console.log(
      JSON.stringify({
        status: response.status,
        total: response.headers.get('x-total-count'),
        names: employees.map((employee) => `${employee.first_name} ${employee.last_name}`),
      }),
    );
  } finally {
    server.close();
  }
});
