import type { ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import { PayrollProvider, type PayrollProviderProps } from '../../../src/provider/PayrollProvider';
import { createDemoApi, createDemoFetch, type DemoApi } from '../../../src/testing';
import '../../../src/styles.css';

export type { DemoApi };

/** Options of {@link renderWithDemo}. */
export interface RenderWithDemoOptions extends Partial<Omit<PayrollProviderProps, 'children'>> {
  /** Share one demo service between renders (a "second tab"); a fresh one by default. */
  api?: DemoApi;
}

/**
 * Renders `ui` inside `PayrollProvider` wired to an in-process demo payroll service, the way a
 * partner page would wire it to its proxy.
 *
 * @example
 * const { api, screen } = await renderWithDemo(<EmployeeList companyId={id} />);
 */
export async function renderWithDemo(ui: ReactNode, options: RenderWithDemoOptions = {}) {
  const { api = createDemoApi(), ...provider } = options;
  const screen = await render(
    <PayrollProvider baseUrl={api.baseUrl} fetch={createDemoFetch(api)} {...provider}>
      {ui}
    </PayrollProvider>,
  );
  return { api, screen };
}
