/**
 * Issue 43: adding a contractor, an individual's SSN was not marked required while a business's
 * EIN was. Both are now. <Contractors/> on its add screen against the demo service.
 */
import { userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import { createDemoApi } from '../../../src/demo-api';
import { Contractors } from '../../../src/flows';
import { renderWithDemo } from './renderWithDemo';

test('an individual’s SSN is marked required as a business’s EIN is', async () => {
  const api = createDemoApi({ employees: 1 });
  const { screen } = await renderWithDemo(
    <Contractors companyId={api.companyUuid} today="2026-06-15" initialScreen={{ name: 'add' }} />,
    { api },
  );
  const ssn = screen.getByRole('textbox', { name: /Social Security number/ });
  await expect.element(ssn, { timeout: 10_000 }).toBeRequired();
  await userEvent.click(screen.getByRole('radio', { name: 'Business' }));
  await expect
    .element(screen.getByRole('textbox', { name: /Employer Identification Number/ }))
    .toBeRequired();
}, 30_000);
