/**
 * `npm start`: the whole product on one origin, in one process (see `startDemoStack`).
 *
 * @example
 * PORT=5173 npm start
 * npm start -- --locations 130
 * npm start -- --no-auto-approve   # a finished company waits for PUT …/approve (DECISIONS 51)
 */
import { parseArgs } from 'node:util';
import { startDemoStack } from './demoStack';

const { values } = parseArgs({
  options: {
    locations: { type: 'string' },
    // On by default here: a company that finishes onboarding is approved two seconds later (DECISIONS 51).
    'auto-approve': { type: 'boolean', default: true },
    'no-auto-approve': { type: 'boolean', default: false },
  },
});
if (values.locations !== undefined && !/^\d+$/.test(values.locations)) {
  console.error(`--locations must be a whole number (got "${values.locations}")`);
  process.exit(2);
}
const stack = await startDemoStack({
  port: Number(process.env.PORT ?? 5173),
  locations: values.locations === undefined ? undefined : Number(values.locations),
  autoApprove: values['auto-approve'] && !values['no-auto-approve'],
});

console.log(`\n  payroll-kit demo: ${stack.url}`);
console.log(
  `  webhook subscription ${stack.webhookSubscription.uuid}: ${stack.webhookSubscription.status}\n`,
);

const stop = () => {
  void stack.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
