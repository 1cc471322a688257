/**
 * `npm start`: the whole product on one origin, in one process (see `startDemoStack`).
 *
 * @example
 * PORT=5173 npm start
 */
import { startDemoStack } from './demoStack';

const stack = await startDemoStack({ port: Number(process.env.PORT ?? 5173) });

console.log(`\n  payroll-kit demo: ${stack.url}`);
console.log(
  `  webhook subscription ${stack.webhookSubscription.uuid}: ${stack.webhookSubscription.status}\n`,
);

const stop = () => {
  void stack.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
