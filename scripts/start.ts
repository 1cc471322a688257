/**
 * `npm start`: the whole product on one origin, in one process (see `startDemoStack`).
 *
 * @example
 * PORT=5173 npm start
 * npm start -- --locations 130
 */
import { parseArgs } from 'node:util';
import { startDemoStack } from './demoStack';

const { values } = parseArgs({ options: { locations: { type: 'string' } } });
if (values.locations !== undefined && !/^\d+$/.test(values.locations)) {
  console.error(`--locations must be a whole number (got "${values.locations}")`);
  process.exit(2);
}
const stack = await startDemoStack({
  port: Number(process.env.PORT ?? 5173),
  locations: values.locations === undefined ? undefined : Number(values.locations),
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
