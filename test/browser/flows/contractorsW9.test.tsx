/**
 * A contractor's W-9 on their page, in Chromium against the demo service through the proxy: its
 * fields pre-filled by the service (the SSN masked), an emptied address and an 8-digit TIN refused
 * on their fields before anything is sent, corrected, signed with only the changed fields sent,
 * then the signed values read back from the service, read-only, the TIN still masked. No full SSN
 * is ever in the page. And a Business's W-9 signed with the keyboard alone in a 320 px column, its
 * tax classification not chosen for the admin (refused empty) until they pick one.
 */
import { userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import { tabTo } from '../tabTo';
import { Contractors } from '../../../src/flows';
import { startPayrollStack } from '../../../stories/flows/payrollRunStack';
import {
  addContractor,
  FIXED_BUSINESS,
  HOURLY_INDIVIDUAL,
  saveContractorAddress,
} from '../../support/contractors';
import { demoAdmin } from '../../support/demoAdmin';
import { renderWithDemo, type DemoApi } from './renderWithDemo';
import { callDemo, expectErrorOn } from './taxPayHelpers';

/** Monday 2026-06-15, 09:00 in California. */
const NOW = Date.parse('2026-06-15T16:00:00Z');
const SSN = '123456789';
const NEW_SSN = '987654321';

/** No SSN, old or new, dashed or not, in the page's markup or text. */
function expectNoFullTin() {
  for (const tin of [SSN, NEW_SSN, '123-45-6789', '987-65-4321']) {
    expect(document.body.innerHTML).not.toContain(tin);
  }
}

/** A contractor added through the demo service with an Austin address, and their uuid. */
async function contractorWithAddress(api: DemoApi, body: Record<string, unknown>): Promise<string> {
  const admin = demoAdmin(api);
  const { uuid } = await addContractor(admin, body);
  await saveContractorAddress(admin, uuid);
  return uuid;
}

test('a W-9 refuses a bad TIN and an empty address on their fields, then signs the corrected values and shows them read-only', async () => {
  const stack = await startPayrollStack({ employees: 1, rateLimit: 100_000, now: () => new Date(NOW) });
  const { api } = stack;
  const contractorId = await contractorWithAddress(api, { ...HOURLY_INDIVIDUAL, ssn: SSN });
  // What the page sends to sign, as the proxy receives it.
  const signBodies: Array<{ fields: Array<{ key: string; value: string }> }> = [];
  const fetchThroughProxy = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(
      input instanceof Request ? input : new URL(String(input), location.origin),
      init,
    );
    if (request.method === 'PUT' && request.url.endsWith('/sign'))
      signBodies.push(await request.clone().json());
    return stack.fetch(request);
  }) as typeof fetch;
  const { screen } = await renderWithDemo(
    <Contractors
      companyId={api.companyUuid}
      today="2026-06-15"
      initialScreen={{ name: 'contractor', contractorId }}
    />,
    { api, baseUrl: stack.baseUrl, fetch: fetchThroughProxy },
  );
  const documents = screen.getByRole('region', { name: 'Documents' });
  const name = documents.getByRole('textbox', { name: /Name \(as on the tax return\)/ });
  const street = documents.getByRole('textbox', { name: /^Address/ });
  const tin = documents.getByRole('textbox', { name: /Taxpayer identification number/ });
  const classification = documents.getByRole('combobox', { name: /Federal tax classification/ });

  // Pre-filled by the service, the SSN masked; the required fields marked.
  await expect.element(name).toHaveValue('Katherine Johnson');
  await expect.element(street).toHaveValue('300 Congress Ave');
  await expect
    .element(documents.getByRole('textbox', { name: /City, state and ZIP code/ }))
    .toHaveValue('Austin, TX 78701');
  await expect.element(tin).toHaveValue('XXX-XX-6789');
  await expect.element(classification).toHaveValue('Individual/sole proprietor');
  await expect.element(name).toBeRequired();
  await expect.element(tin).toBeRequired();
  await expect
    .element(documents.getByRole('textbox', { name: /Business name, if different/ }))
    .not.toBeRequired();
  expectNoFullTin();

  // Checked in the browser: nothing reaches the service.
  await userEvent.clear(street);
  await userEvent.fill(tin, '98765432');
  await userEvent.selectOptions(classification, 'LLC');
  await userEvent.click(documents.getByRole('checkbox', { name: /I agree to sign the W-9/ }));
  await userEvent.click(documents.getByRole('button', { name: 'Sign the W-9' }));
  await expectErrorOn(street, 'This field is required.');
  await expectErrorOn(tin, 'Enter a 9-digit Social Security number.');
  expect(signBodies).toEqual([]);
  // Nothing typed is lost.
  await expect.element(classification).toHaveValue('LLC');
  await expect.element(tin).toHaveValue('98765432');

  // Corrected and signed: only what changed is sent.
  await userEvent.fill(street, '1 Main St');
  await userEvent.fill(tin, '987-65-4321');
  await userEvent.click(documents.getByRole('button', { name: 'Sign the W-9' }));
  await expect.element(documents.getByText('Signed', { exact: true })).toBeVisible();
  expect(signBodies).toEqual([
    {
      agree: true,
      fields: [
        { key: 'tax_classification', value: 'LLC' },
        { key: 'address', value: '1 Main St' },
        { key: 'taxpayer_identification_number', value: '987-65-4321' },
      ],
    },
  ]);

  // The signed values, read back from the service, read-only.
  const signed = documents.getByRole('definition');
  await expect.element(documents.getByRole('textbox')).not.toBeInTheDocument();
  const values = signed.elements().map((element) => element.textContent);
  expect(values).toEqual([
    'Katherine Johnson',
    'Limited liability company (LLC)',
    '1 Main St',
    'Austin, TX 78701',
    'XXX-XX-4321',
    'Jun 15, 2026',
  ]);
  const [w9] = (await callDemo(api, 'GET', `/v1/contractors/${contractorId}/documents`)).body as Array<{
    fields: Array<{ key: string; value: string }>;
  }>;
  expect(w9!.fields.find((field) => field.key === 'address')?.value).toBe('1 Main St');
  expectNoFullTin();
});

test('keyboard alone in a 320 px column: a Business picks its classification, agrees and signs; nothing scrolls sideways', async () => {
  const stack = await startPayrollStack({ employees: 1, rateLimit: 100_000, now: () => new Date(NOW) });
  const { api } = stack;
  const contractorId = await contractorWithAddress(api, FIXED_BUSINESS);
  const { screen } = await renderWithDemo(
    <div data-column="" style={{ width: '320px' }}>
      <Contractors
        companyId={api.companyUuid}
        today="2026-06-15"
        initialScreen={{ name: 'contractor', contractorId }}
      />
    </div>,
    { api, baseUrl: stack.baseUrl, fetch: stack.fetch },
  );
  const column = document.querySelector<HTMLElement>('[data-column]')!;
  const documents = screen.getByRole('region', { name: 'Documents' });
  const tin = documents.getByRole('textbox', { name: /Taxpayer identification number/ });
  await expect.element(tin).toHaveValue('XX-XXX6789');
  expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);

  // No classification chosen for the admin (issue 43: it came preset to "C Corporation"), and
  // required: signing without one is refused on it.
  const classification = documents.getByRole('combobox', { name: /Federal tax classification/ });
  await expect.element(classification).toHaveValue('');
  await expect.element(classification).toBeRequired();
  await tabTo(documents.getByRole('checkbox', { name: /I agree to sign the W-9/ }), { presses: 60 });
  await userEvent.keyboard(' ');
  await tabTo(documents.getByRole('button', { name: 'Sign the W-9' }), { presses: 60 });
  await userEvent.keyboard('{Enter}');
  await expectErrorOn(classification, 'This field is required.');
  // A native select: focused, each arrow key moves to the next classification.
  await tabTo(classification, { presses: 60, backward: true });
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  await expect.element(classification).toHaveValue('S Corporation');
  await tabTo(documents.getByRole('button', { name: 'Sign the W-9' }), { presses: 60 });
  await userEvent.keyboard('{Enter}');
  await expect.element(documents.getByRole('combobox')).not.toBeInTheDocument();
  await expect.element(documents.getByRole('definition').filter({ hasText: 'S Corporation' })).toBeVisible();
  await expect.element(documents.getByText('XX-XXX6789')).toBeVisible();
  expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  expect(document.body.innerHTML).not.toContain('123456789');
});
