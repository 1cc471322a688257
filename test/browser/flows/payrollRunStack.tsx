/**
 * The in-page payroll stack of `stories/flows/payrollRunStack.ts` (demo service, real proxy,
 * webhook receiver and event stream) for browser tests: `EventSource` is stubbed with the one that
 * reads the proxy's stream, and `render` wraps `PayrollProvider` on the stack.
 */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { PayrollProvider } from '../../../src/provider/PayrollProvider';
import type { DemoApiOptions } from '../../../src/testing';
import {
  startPayrollStack as startStack,
  type PayrollStack as Stack,
} from '../../../stories/flows/payrollRunStack';
import '../../../src/styles.css';

/** A running stack and a `render` on it (call again for a "second tab"). */
export interface PayrollStack extends Stack {
  render(ui: ReactNode, locale?: string): ReturnType<typeof render>;
}

/**
 * Starts the stack and stubs `EventSource` for the test.
 *
 * @example
 * const stack = await startPayrollStack();
 * const screen = await stack.render(<PayrollRun companyId={stack.api.companyUuid} />);
 */
export async function startPayrollStack(options: DemoApiOptions = {}): Promise<PayrollStack> {
  const stack = await startStack(options);
  vi.stubGlobal('EventSource', stack.EventSource);
  return {
    ...stack,
    render: (ui, locale) =>
      render(
        <PayrollProvider baseUrl={stack.baseUrl} fetch={stack.fetch} locale={locale}>
          {ui}
        </PayrollProvider>,
      ),
  };
}
