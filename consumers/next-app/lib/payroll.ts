// lib/payroll.ts: server only; one proxy and webhook receiver per server process
import {
  createPayrollProxy,
  createWebhookReceiver,
  staticToken,
  subscriptionVerifier,
} from 'payroll-kit/server';
import { createDemoApi } from 'payroll-kit/testing';

function createPayroll() {
  const demo = createDemoApi(); // in production: upstream { baseUrl: 'https://api.payroll.example' }
  const webhooks = createWebhookReceiver({
    verify: subscriptionVerifier({
      baseUrl: demo.baseUrl,
      tokens: staticToken(demo.tokens.system),
      fetch: demo.handle,
    }),
  });
  const proxy = createPayrollProxy({
    upstream: { baseUrl: demo.baseUrl, fetch: demo.handle },
    tokens: staticToken(demo.tokens.company),
    getSession: async () => ({ id: 'user-1', role: 'admin', companyIds: [demo.companyUuid] }), // your login
    allowedOrigins: [process.env.APP_ORIGIN ?? 'http://localhost:3000'],
    events: webhooks,
  });
  return { proxy, webhooks };
}

// Route handlers may be bundled apart; the process-wide global keeps one instance between them.
const shared = globalThis as typeof globalThis & { payroll?: ReturnType<typeof createPayroll> };
export const { proxy, webhooks } = (shared.payroll ??= createPayroll());
