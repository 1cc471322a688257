import { Contractors } from '../../../src/flows';
import { startPayrollStack } from '../../../stories/flows/payrollRunStack';
import { addContractor } from '../../support/contractors';
import { demoAdmin } from '../../support/demoAdmin';
import { renderWithDemo } from './renderWithDemo';

/** Monday 2026-06-15, 09:00 in California. */
const NOW = Date.parse('2026-06-15T16:00:00Z');

/**
 * `<Contractors/>` opened on the page of a contractor the admin has just added (`body`), against
 * the demo service through the proxy on the pinned clock.
 *
 * @example
 * const { screen, contractorId } = await renderContractorPage(FIXED_BUSINESS);
 */
export async function renderContractorPage(body: Record<string, unknown>) {
  const stack = await startPayrollStack({ employees: 1, rateLimit: 100_000, now: () => new Date(NOW) });
  const { uuid: contractorId } = await addContractor(demoAdmin(stack.api), body);
  const { screen } = await renderWithDemo(
    <Contractors
      companyId={stack.api.companyUuid}
      today="2026-06-15"
      initialScreen={{ name: 'contractor', contractorId }}
    />,
    { api: stack.api, baseUrl: stack.baseUrl, fetch: stack.fetch },
  );
  return { ...stack, screen, contractorId };
}
