import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Contractors, type ContractorsScreen } from '../../src/flows';
import { es } from '../../src/locales/es';
import type { DemoApi } from '../../src/testing';
import {
  addContractor,
  addOnboardedContractor,
  FIXED_BUSINESS,
  FIXED_INDIVIDUAL,
  fundContractorPayment,
  HOURLY_INDIVIDUAL,
  payContractor,
  saveContractorAddress,
  signContractorW9,
} from '../../test/support/contractors';
import { demoAdmin, saveOverCurrentVersion } from '../../test/support/demoAdmin';
import { withColumn } from './withColumn';
import { demoRequest, renderedDemo, useDemo, withDemo, type DemoParameters } from './withDemo';

type StoryScreen =
  'list' | 'add' | 'edit' | 'onboarding' | 'invitation' | 'active' | 'w9' | 'pay' | 'payments' | 'group';

/**
 * Three contractors: one active (a Business the admin onboarded, so it can be paid), one to
 * self-onboard (with an email), one the admin has begun.
 */
async function seedContractors(api: DemoApi): Promise<Record<string, string>> {
  const admin = demoAdmin(api);
  const active = await addOnboardedContractor(admin, FIXED_BUSINESS);
  const invitee = await addContractor(admin, {
    ...HOURLY_INDIVIDUAL,
    email: 'katherine@example.com',
    self_onboarding: true,
  });
  const started = await addContractor(admin, { ...FIXED_INDIVIDUAL, start_date: '2026-06-15' });
  return { active, invitee: invitee.uuid, started: started.uuid };
}

/** An Individual with an SSN and an address on file: their W-9 to sign, pre-filled. */
async function w9ToSign(api: DemoApi): Promise<Record<string, string>> {
  const admin = demoAdmin(api);
  const { uuid } = await addContractor(admin, {
    ...HOURLY_INDIVIDUAL,
    first_name: 'Dorothy',
    last_name: 'Vaughan',
    ssn: '123456789',
  });
  await saveContractorAddress(admin, uuid);
  return { w9: uuid };
}

/** The same W-9 signed with a new address, classification and SSN (the proxy's part played here). */
async function w9Signed(api: DemoApi): Promise<Record<string, string>> {
  const ids = await w9ToSign(api);
  await signContractorW9(demoAdmin(api), ids.w9!, [
    { key: 'tax_classification', value: 'LLC' },
    { key: 'address', value: '1 Main St' },
    { key: 'taxpayer_identification_number', value: '987654321' },
  ]);
  return ids;
}

/** The seeded contractors and an unfunded payment to the Business, due Monday 06-22. */
async function seedPayment(api: DemoApi) {
  const ids = await seedContractors(api);
  await payContractor(demoAdmin(api), {
    contractorUuid: ids.active!,
    checkDate: '2026-06-22',
    wage: '1250.00',
    creationToken: 'story-payment-1',
  });
  return ids;
}

/** The seeded contractors and a $5,000.00 payment over the $1,000.00 fast payment limit, to be wired. */
async function seedWirePayment(api: DemoApi) {
  const ids = await seedContractors(api);
  await demoRequest(api, 'PUT', `/__demo/companies/${api.companyUuid}/settings`, {
    fast_ach_threshold: '1000.00',
  });
  const group = await demoRequest<{ uuid: string }>(
    api,
    'POST',
    `/v1/companies/${api.companyUuid}/contractor_payment_groups`,
    {
      check_date: '2026-06-22',
      creation_token: 'story-wire',
      contractor_payments: [{ contractor_uuid: ids.active, wage: '5000.00' }],
      submission_blockers: [{ blocker_type: 'fast_ach_threshold_exceeded', selected_option: 'wire_in' }],
    },
  );
  return { ...ids, group: group.uuid };
}

function Flow({ screen }: { screen: StoryScreen }) {
  const { companyId, demo } = useDemo();
  const initial: Record<StoryScreen, ContractorsScreen> = {
    list: { name: 'list' },
    add: { name: 'add' },
    edit: { name: 'edit', contractorId: demo.active ?? '' },
    onboarding: { name: 'contractor', contractorId: demo.started ?? '' },
    invitation: { name: 'contractor', contractorId: demo.invitee ?? '' },
    active: { name: 'contractor', contractorId: demo.active ?? '' },
    w9: { name: 'contractor', contractorId: demo.w9 ?? '' },
    pay: { name: 'pay' },
    payments: { name: 'payments' },
    group: { name: 'group', groupId: demo.group ?? '' },
  };
  return <Contractors companyId={companyId} initialScreen={initial[screen]} />;
}

const withContractors = { demo: { setup: seedContractors } satisfies DemoParameters };

const meta = {
  title: 'Flows/Contractors',
  component: Flow,
  decorators: [withColumn, withDemo],
  argTypes: {
    screen: {
      control: 'select',
      options: [
        'list',
        'add',
        'edit',
        'onboarding',
        'invitation',
        'active',
        'w9',
        'pay',
        'payments',
        'group',
      ],
      description: 'The screen the flow opens on',
    },
  },
  args: { screen: 'list' },
  parameters: withContractors,
} satisfies Meta<typeof Flow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No element of the flow reaches past the partner's column (no sideways scroll). */
async function expectFitsColumn(canvasElement: HTMLElement) {
  const column = canvasElement.querySelector<HTMLElement>('[data-column]');
  await expect(column).not.toBeNull();
  await expect(column!.scrollWidth).toBeLessThanOrEqual(column!.clientWidth);
}

/**
 * Opens the payment due Monday 06-22 from its row of a payment list; returns its Cancel button
 * (the payment is unfunded, so it can still be cancelled).
 */
async function openPaymentDue0622(canvas: ReturnType<typeof within>, row: HTMLElement) {
  await userEvent.click(within(row).getByRole('button', { name: 'View the payment of Jun 22, 2026' }));
  return canvas.findByRole(
    'button',
    { name: 'Cancel the payment to Hamilton Rigging LLC' },
    { timeout: 5000 },
  );
}

/** On the pay screen: picks the onboarded Business, pays it on 06-22, and types its wage; returns its line. */
async function payHamilton(canvas: ReturnType<typeof within>, wage: string) {
  await userEvent.click(await canvas.findByRole('checkbox', { name: 'Hamilton Rigging LLC' }));
  await userEvent.type(canvas.getByLabelText(/Payment date/), '2026-06-22');
  const line = canvas.getByRole('group', { name: 'Hamilton Rigging LLC' });
  await userEvent.type(within(line).getByRole('textbox', { name: 'Wage' }), wage);
  return line;
}

/** The company's contractors sorted by name (a person's last name): type, pay and where each stands. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hamilton = await canvas.findByRole('row', { name: /Hamilton Rigging LLC/ });
    await expect(within(hamilton).getByText('Active')).toBeVisible();
    const katherine = canvas.getByRole('row', { name: /Katherine Johnson/ });
    await expect(within(katherine).getByText('Hourly, $42.50/hr')).toBeVisible();
    const names = canvas
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td, th')?.textContent);
    // The service sorts people by last name: Hamilton, Jackson, Johnson.
    await expect(names).toEqual(['Hamilton Rigging LLC', 'Mary Jackson', 'Katherine Johnson']);
  },
};

/** Filtered to the active ones: only the onboarded Business. */
export const FilteredActive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Mary Jackson/ });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'active');
    await expect(await canvas.findByRole('row', { name: /Hamilton Rigging LLC/ })).toBeVisible();
    await expect(canvas.queryByRole('row', { name: /Mary Jackson/ })).not.toBeInTheDocument();
  },
};

/** A company with no contractor yet: the empty state offers to add one. */
export const Empty: Story = {
  parameters: { demo: { setup: () => ({}) } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No contractors yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a contractor' })).toBeVisible();
  },
};

/** An 8-digit SSN and Hourly without a rate: each refused on its field, nothing typed lost. */
export const AddFieldErrors: Story = {
  args: { screen: 'add' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('textbox', { name: /First name/ });
    await userEvent.type(first, 'Dorothy');
    const ssn = canvas.getByRole('textbox', { name: /Social Security number/ });
    await userEvent.type(ssn, '12345678');
    await userEvent.click(canvas.getByRole('radio', { name: /Hourly/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save contractor' }));
    await waitFor(() => expect(ssn).toHaveAccessibleDescription(/Enter a 9-digit Social Security number\./));
    await expect(canvas.getByRole('textbox', { name: /Hourly rate/ })).toHaveAccessibleDescription(
      /This field is required\./,
    );
    await expect(first).toHaveValue('Dorothy');
  },
};

/** A Business: business name and EIN instead of the person's names and SSN. */
export const AddBusiness: Story = {
  args: { screen: 'add' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Business' }));
    await expect(canvas.getByRole('textbox', { name: /Business name/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /EIN/ })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /Social Security number/ })).not.toBeInTheDocument();
  },
};

/**
 * A colleague renamed the business while this form was open: their value beside mine, and a
 * choice; keeping mine saves it.
 */
export const EditConflict: Story = {
  args: { screen: 'edit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /Business name/ });
    await waitFor(() => expect(name).toHaveValue('Hamilton Rigging LLC'));
    // A colleague's save, on the same service.
    const { api, demo } = renderedDemo();
    const path = `/v1/contractors/${demo.active}`;
    await saveOverCurrentVersion(demoAdmin(api), path, { business_name: 'Hamilton Rigging Co' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Hamilton Rigging Inc');
    await userEvent.click(canvas.getByRole('button', { name: 'Save contractor' }));
    const prompt = await canvas.findByRole('alert');
    await expect(within(prompt).getByText('Someone else changed this contractor')).toBeVisible();
    await expect(within(prompt).getByRole('cell', { name: 'Hamilton Rigging Co' })).toBeVisible();
    await expect(within(prompt).getByRole('cell', { name: 'Hamilton Rigging Inc' })).toBeVisible();
    // What the admin typed stays on screen while they choose.
    await expect(canvas.getByRole('textbox', { name: /Business name/ })).toHaveValue('Hamilton Rigging Inc');
    // Keeping mine saves mine over the colleague's, and the contractor's page follows.
    await userEvent.click(within(prompt).getByRole('button', { name: 'Keep my values' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Hamilton Rigging Inc', level: 2 }, { timeout: 5000 }),
    ).toBeVisible();
    await expect((await demoRequest<{ business_name: string }>(api, 'GET', path)).business_name).toBe(
      'Hamilton Rigging Inc',
    );
  },
};

/** A contractor the admin has begun: the steps to do, the W-9 to sign, no way to finish yet. */
export const Onboarding: Story = {
  args: { screen: 'onboarding' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Mary Jackson', level: 2 })).toBeVisible();
    const steps = await canvas.findByRole('list', { name: 'Onboarding' });
    const address = await within(steps).findByText('Address', {}, { timeout: 5000 });
    await expect(address.nextElementSibling).toHaveTextContent('To do');
    await expect(await canvas.findByText('To sign')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Finish onboarding' })).not.toBeInTheDocument();
    // "Continue" names the first open step: the details (no SSN on file yet).
    await expect(canvas.getByRole('button', { name: 'Continue: Details and pay' })).toBeVisible();
  },
};

/** Invited to self-onboard, then the invitation cancelled. */
export const Invitation: Story = {
  args: { screen: 'invitation' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Invite to self-onboard' }));
    await expect(await canvas.findByText('Invitation sent to katherine@example.com.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the invitation' }));
    await expect(await canvas.findByRole('button', { name: 'Invite to self-onboard' })).toBeVisible();
  },
};

/** An onboarded contractor: Active, paid by direct deposit, the W-9 signed, and Dismiss. */
export const Active: Story = {
  args: { screen: 'active' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Hamilton Rigging LLC', level: 2 }),
    ).toBeVisible();
    await expect(await canvas.findByText(/Direct deposit into Operating XXXX6789/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dismiss contractor' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Onboarding' })).not.toBeInTheDocument();
  },
};

/** A W-9 to sign: each field pre-filled by the service (the SSN masked), the required ones marked. */
export const W9ToSign: Story = {
  args: { screen: 'w9' },
  parameters: { demo: { setup: w9ToSign } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const documents = within(await within(canvasElement).findByRole('region', { name: 'Documents' }));
    await expect(
      await documents.findByRole('textbox', { name: /Name \(as on the tax return\)/ }),
    ).toHaveValue('Dorothy Vaughan');
    const tin = documents.getByRole('textbox', { name: /Taxpayer identification number/ });
    await expect(tin).toHaveValue('XXX-XX-6789');
    await expect(tin).toBeRequired();
    await expect(documents.getByRole('combobox', { name: /Federal tax classification/ })).toHaveValue(
      'Individual/sole proprietor',
    );
    await expect(canvasElement.innerHTML).not.toContain('123456789');
  },
};

/** Checked before sending: an emptied address, a TIN not 9 digits and the agreement, each on its field. */
export const W9Errors: Story = {
  args: { screen: 'w9' },
  parameters: { demo: { setup: w9ToSign } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const documents = within(await within(canvasElement).findByRole('region', { name: 'Documents' }));
    const street = await documents.findByRole('textbox', { name: /^Address/ });
    await waitFor(() => expect(street).toHaveValue('300 Congress Ave'));
    await userEvent.clear(street);
    const tin = documents.getByRole('textbox', { name: /Taxpayer identification number/ });
    await userEvent.clear(tin);
    await userEvent.type(tin, '1234');
    await userEvent.click(documents.getByRole('button', { name: 'Sign the W-9' }));
    await expect(street).toHaveAccessibleDescription(/This field is required\./);
    await expect(tin).toHaveAccessibleDescription(/Enter a 9-digit Social Security number\./);
    await expect(documents.getByRole('checkbox', { name: /I agree to sign the W-9/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A signed W-9: the values signed, read-only, the SSN still masked, with the date signed. */
export const W9Signed: Story = {
  args: { screen: 'w9' },
  parameters: { demo: { setup: w9Signed } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const documents = within(await within(canvasElement).findByRole('region', { name: 'Documents' }));
    await expect(await documents.findByText('XXX-XX-4321')).toBeVisible();
    await expect(documents.getByText('Limited liability company (LLC)')).toBeVisible();
    await expect(documents.getByText('1 Main St')).toBeVisible();
    await expect(documents.getByText('Date signed')).toBeVisible();
    await expect(documents.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvasElement.innerHTML).not.toContain('987654321');
  },
};

/** The W-9 to sign in a 320 px column: its fields stack, nothing scrolls sideways. */
export const W9Narrow: Story = {
  args: { screen: 'w9' },
  parameters: { column: 320, demo: { setup: w9ToSign } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: /Taxpayer identification number/ });
    await expectFitsColumn(canvasElement);
  },
};

/** The W-9 in Spanish, from `payroll-kit/locales/es`. */
export const W9Spanish: Story = {
  args: { screen: 'w9' },
  parameters: {
    demo: { setup: w9ToSign, provider: { locale: 'es-US', messages: es } } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('combobox', { name: /Clasificación tributaria federal/ }),
    ).toHaveDisplayValue('Persona física/empresario individual');
    await expect(canvas.getByRole('button', { name: 'Firmar el W-9' })).toBeVisible();
  },
};

/**
 * A contractor's payments on their page: one funded by the demo's fund call, one due 06-22 not
 * funded yet; "View" opens that payment, where it can still be cancelled.
 */
export const ActivePayments: Story = {
  args: { screen: 'active' },
  parameters: {
    demo: {
      setup: async (api) => {
        const ids = await seedPayment(api);
        const admin = demoAdmin(api);
        const funded = await payContractor(admin, {
          contractorUuid: ids.active!,
          checkDate: '2026-06-19',
          wage: '300.00',
          reimbursement: '20.25',
          creationToken: 'story-payment-2',
        });
        await fundContractorPayment(admin, funded.uuid);
        return ids;
      },
    } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const payments = await canvas.findByRole('region', { name: 'Payment history' });
    const funded = await within(payments).findByRole('row', { name: /Jun 19, 2026/ });
    await expect(funded).toHaveTextContent('$320.25');
    await expect(within(funded).getByText('Funded')).toBeVisible();
    const due = within(payments).getByRole('row', { name: /Jun 22, 2026/ });
    await expect(due).toHaveTextContent('$1,250.00');
    await expect(within(due).getByText('Unfunded')).toBeVisible();
    await expect(await openPaymentDue0622(canvas, due)).toBeVisible();
  },
};

/** Paying the onboarded contractor: the line, the totals, then the service's preview. */
export const PayPreview: Story = {
  args: { screen: 'pay' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = await payHamilton(canvas, '1250');
    await userEvent.type(within(line).getByRole('textbox', { name: 'Reimbursement' }), '40.5');
    await expect(line).toHaveTextContent('Line total: $1,290.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Preview payment' }));
    const preview = await canvas.findByRole('region', { name: 'Preview' });
    await expect(preview).toHaveTextContent(/Debit date\s*Jun 17, 2026/);
    await expect(canvas.getByRole('button', { name: 'Confirm payment' })).toBeVisible();
  },
};

/**
 * A debit over the company's fast-ACH threshold: the preview asks how to pay (wire the money in,
 * or a later date by four-day ACH); Confirm without a choice asks for one on the question, and
 * with the choice the group is made.
 */
export const PayBlocker: Story = {
  args: { screen: 'pay' },
  parameters: {
    demo: {
      setup: async (api) => {
        const ids = await seedContractors(api);
        await demoRequest(api, 'PUT', `/__demo/companies/${api.companyUuid}/settings`, {
          fast_ach_threshold: '1000.00',
        });
        return ids;
      },
    } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payHamilton(canvas, '5000');
    await userEvent.click(canvas.getByRole('button', { name: 'Preview payment' }));
    const question = await canvas.findByRole('radiogroup', {
      name: /Before paying: Fast ACH threshold exceeded/,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(question).toHaveAccessibleDescription(/Choose how to pay\./));
    await expect(within(question).getByRole('radio', { name: 'Wire the money in' })).toBeVisible();
    await userEvent.click(within(question).getByRole('radio', { name: /Pay on .* instead/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm payment' }));
    // Four-day ACH from Monday 06-15 still reaches Monday 06-22: the date holds, the group is made.
    await expect(
      await canvas.findByText('Payment of $5,000.00 submitted for Jun 22, 2026.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/**
 * A payment the admin chose to wire in (over the fast payment limit): the wire instructions with
 * the amount and deadline, what happens past it, and the "I've sent the wire" form.
 */
export const PaymentByWire: Story = {
  args: { screen: 'group' },
  parameters: { column: 320, demo: { setup: seedWirePayment } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const funding = await canvas.findByRole(
      'region',
      { name: 'Wire the funds for this contractor payment' },
      { timeout: 5000 },
    );
    await expect(funding).toHaveTextContent(/To pay your contractors, wire \$5,000\.00 by /);
    await expect(within(funding).getByRole('form', { name: 'Tell us you sent the wire' })).toBeVisible();
    await expectFitsColumn(canvasElement);
  },
};

/** The same payment to wire in Spanish, from `payroll-kit/locales/es`. */
export const PaymentByWireSpanish: Story = {
  args: { screen: 'group' },
  parameters: {
    demo: { setup: seedWirePayment, provider: { locale: 'es-US', messages: es } } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const funding = await canvas.findByRole(
      'region',
      { name: 'Transfiera los fondos de este pago a contratistas' },
      { timeout: 5000 },
    );
    await expect(funding).toHaveTextContent(/Para pagar a sus contratistas, transfiera/);
    await expect(within(funding).getByRole('button', { name: 'Ya envié la transferencia' })).toBeVisible();
  },
};

/** The payment history: the payment due 06-22 to Hamilton Rigging LLC, not funded yet. */
export const History: Story = {
  args: { screen: 'payments' },
  parameters: { demo: { setup: seedPayment } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Jun 22, 2026/ });
    await expect(within(row).getByText('Unfunded')).toBeVisible();
    await waitFor(() => expect(row).toHaveTextContent('Hamilton Rigging LLC'));
    await expect(await openPaymentDue0622(canvas, row)).toBeVisible();
  },
};

/** The list in a 320 px column: no sideways scroll. */
export const ListNarrow: Story = {
  parameters: { column: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Hamilton Rigging LLC/ });
    await expectFitsColumn(canvasElement);
  },
};

/** Paying in a 320 px column: the line's fields stack, nothing scrolls sideways. */
export const PayNarrow: Story = {
  args: { screen: 'pay' },
  parameters: { column: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Hamilton Rigging LLC' }));
    await expect(canvas.getByRole('group', { name: 'Hamilton Rigging LLC' })).toBeVisible();
    await expectFitsColumn(canvasElement);
  },
};

/**
 * A payment in a 320 px column: each line's amount is in view beside its name without scrolling
 * the table, its Cancel comes into view when focused, and the page does not scroll sideways.
 */
export const PaymentNarrow: Story = {
  args: { screen: 'payments' },
  parameters: { column: 320, demo: { setup: seedPayment } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Jun 22, 2026/ });
    const cancel = await openPaymentDue0622(canvas, row);
    const box = canvasElement.querySelector('.pk-table-wrap')!.getBoundingClientRect();
    const line = cancel.closest('tr')!;
    const inView = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5;
    };
    await expect(inView(within(line).getByText('$1,250.00'))).toBe(true);
    await expect(within(line).getByText('Unfunded')).toBeVisible();
    // Cancel, further along the line, scrolls into the box when it takes focus.
    cancel.focus();
    await waitFor(() => expect(inView(cancel)).toBe(true));
    await expectFitsColumn(canvasElement);
  },
};

/** A contractor's page in a 320 px column. */
export const ActiveNarrow: Story = {
  args: { screen: 'active' },
  parameters: { column: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Hamilton Rigging LLC', level: 2 });
    await canvas.findByText(/Direct deposit into/);
    await expectFitsColumn(canvasElement);
  },
};

/** The list in Spanish, from `payroll-kit/locales/es`. */
export const Spanish: Story = {
  parameters: {
    demo: { setup: seedContractors, provider: { locale: 'es-US', messages: es } } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Contratistas', level: 2 })).toBeVisible();
    const hamilton = await canvas.findByRole('row', { name: /Hamilton Rigging LLC/ });
    await expect(within(hamilton).getByText('Activo')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Agregar un contratista' })).toBeVisible();
  },
};
