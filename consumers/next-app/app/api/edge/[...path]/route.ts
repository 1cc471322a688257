// app/api/edge/[...path]/route.ts: the Web-standard core on the edge runtime (no node: module)
import { createPayrollProxy, staticToken } from 'payroll-kit/server';
import { createDemoApi } from 'payroll-kit/testing';

export const runtime = 'edge';

const demo = createDemoApi();
const proxy = createPayrollProxy({
  basePath: '/api/edge',
  upstream: { baseUrl: demo.baseUrl, fetch: demo.handle },
  tokens: staticToken(demo.tokens.company),
  getSession: async () => ({ id: 'user-1', role: 'admin', companyIds: [demo.companyUuid] }),
  allowedOrigins: [],
});
export const GET = (request: Request) => proxy(request);
