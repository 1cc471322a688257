/**
 * The demo payroll service over HTTP:
 * `npm run demo-api -- --port 4010 --employees 5000 --locations 130 --mode demo|production --latency MS [--auto-approve]`.
 * Listens on 127.0.0.1 only and prints its base URL.
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { createDemoApi } from '../src/demo-api';
import { toNodeListener } from '../src/server/node';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    employees: { type: 'string', default: '12' },
    locations: { type: 'string', default: '4' },
    mode: { type: 'string', default: 'demo' },
    latency: { type: 'string', default: '0' },
    // Off by default here: approve with PUT /v1/companies/{id}/approve and the system token (DECISIONS 51).
    'auto-approve': { type: 'boolean', default: false },
  },
});

function wholeNumber(name: string, text: string): number {
  if (!/^\d+$/.test(text)) {
    console.error(`--${name} must be a whole number (got "${text}")`);
    process.exit(2);
  }
  return Number(text);
}

const port = wholeNumber('port', values.port);
const employees = wholeNumber('employees', values.employees);
const locations = wholeNumber('locations', values.locations);
const latencyMs = wholeNumber('latency', values.latency);
if (values.mode !== 'demo' && values.mode !== 'production') {
  console.error('--mode must be demo or production');
  process.exit(2);
}

const started = performance.now();
const api = createDemoApi({
  employees,
  locations,
  latencyMs,
  mode: values.mode,
  autoApprove: values['auto-approve'],
});
const seededMs = Math.round(performance.now() - started);
const server = createServer(toNodeListener(api.handle));
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`demo payroll service: http://127.0.0.1:${actualPort}`);
  console.log(
    `  company ${api.companyUuid} with ${employees} employees and ${locations} locations (seeded in ${seededMs} ms), mode ${values.mode}`,
  );
  console.log(`  tokens: Bearer ${api.tokens.company} (company), Bearer ${api.tokens.system} (system)`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
