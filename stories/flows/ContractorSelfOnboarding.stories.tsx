import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Contractors, ContractorSelfOnboarding, type ContractorSelfOnboardingScreen } from '../../src/flows';
import { es } from '../../src/locales/es';
import type { DemoApi } from '../../src/testing';
import {
  addContractor,
  addContractorBankAccount,
  HOURLY_INDIVIDUAL,
  saveContractorAddress,
  signContractorW9,
} from '../../test/support/contractors';
import { demoAdmin, expectCall } from '../../test/support/demoAdmin';
import { withColumn } from './withColumn';
import { useDemo, withDemo, type DemoParameters } from './withDemo';

/** Katherine Johnson, invited to onboard herself: her names and email given by the admin, nothing else. */
async function invited(api: DemoApi): Promise<Record<string, string>> {
  const admin = demoAdmin(api);
  const { uuid } = await addContractor(admin, {
    ...HOURLY_INDIVIDUAL,
    email: 'katherine@example.com',
    self_onboarding: true,
  });
  await expectCall(admin, 200, 'PUT', `/v1/contractors/${uuid}/onboarding_status`, {
    onboarding_status: 'self_onboarding_invited',
  });
  return { contractor: uuid };
}

/** The same contractor back later: her SSN and address saved, the payment method and W-9 left. */
async function resumed(api: DemoApi): Promise<Record<string, string>> {
  const ids = await invited(api);
  const admin = demoAdmin(api);
  const path = `/v1/contractors/${ids.contractor}`;
  const { version } = await expectCall<{ version: string }>(admin, 200, 'GET', path);
  await expectCall(admin, 200, 'PUT', path, { version, ssn: '123456789' });
  await saveContractorAddress(admin, ids.contractor!);
  return ids;
}

/** Everything given (the contractor's part played with the company token), the portal invitation sent. */
async function given(api: DemoApi): Promise<Record<string, string>> {
  const ids = await resumed(api);
  const admin = demoAdmin(api);
  await expectCall(admin, 201, 'POST', `/v1/contractors/${ids.contractor}/member_portal_invitations`);
  await addContractorBankAccount(admin, ids.contractor!);
  await signContractorW9(admin, ids.contractor!);
  return ids;
}

/** The admin's page of that contractor in `<Contractors/>`. */
function AdminPage() {
  const { companyId, demo } = useDemo();
  return (
    <Contractors
      companyId={companyId}
      today="2026-06-15"
      initialScreen={{ name: 'contractor', contractorId: demo.contractor ?? '' }}
    />
  );
}

function Flow({ screen }: { screen: ContractorSelfOnboardingScreen }) {
  const { demo } = useDemo();
  return <ContractorSelfOnboarding contractorId={demo.contractor ?? ''} initialScreen={screen} />;
}

const meta = {
  title: 'Flows/ContractorSelfOnboarding',
  component: Flow,
  decorators: [withColumn, withDemo],
  argTypes: {
    screen: {
      control: 'select',
      options: ['overview', 'profile', 'address', 'method', 'w9'],
      description: 'The screen the flow opens on',
    },
  },
  args: { screen: 'overview' },
  parameters: { demo: { setup: invited } satisfies DemoParameters },
} satisfies Meta<typeof Flow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Invited: the four steps to do, and Start on the first. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = await canvas.findByRole('list', { name: 'Your steps' });
    await expect(within(steps).getAllByText('To do')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Start: Your profile' })).toBeVisible();
  },
};

/** The overview in Spanish, from `payroll-kit/locales/es`. */
export const OverviewSpanish: Story = {
  parameters: {
    demo: { setup: invited, provider: { locale: 'es-US', messages: es } } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Comenzar: Su perfil' })).toBeVisible();
    const steps = canvas.getByRole('list', { name: 'Sus pasos' });
    await expect(within(steps).getAllByText('Pendiente')).toHaveLength(4);
  },
};

/** The profile step: an 8-digit SSN refused on its field, the names kept as typed. */
export const ProfileRefused: Story = {
  args: { screen: 'profile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(first).toHaveValue('Katherine'));
    await expect(canvas.queryByRole('radio', { name: 'Business' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: /Hourly rate/ })).not.toBeInTheDocument();
    const ssn = canvas.getByRole('textbox', { name: /Social Security number/ });
    await userEvent.type(ssn, '12345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(ssn).toHaveAccessibleDescription(/Enter a 9-digit Social Security number\./));
    await expect(first).toHaveValue('Katherine');
  },
};

/** Back to the overview with an address typed but not saved: it asks first, and Stay keeps what was typed. */
export const AddressLeaveAsks: Story = {
  args: { screen: 'address' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const street = await canvas.findByRole('textbox', { name: /Street address/ }, { timeout: 5000 });
    await userEvent.type(street, '300 Congress Ave');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to overview' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(dialog.getByText('Leave this step?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Stay on this step' }));
    await expect(street).toHaveValue('300 Congress Ave');
  },
};

/** Back later: profile and address done, Continue leads to the payment method. */
export const Resumed: Story = {
  parameters: { demo: { setup: resumed } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Continue: How you are paid' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change Your profile' })).toBeVisible();
  },
};

/** The W-9 in a 320 px column, its SSN masked as on file: its fields stack, nothing scrolls sideways. */
export const W9Narrow: Story = {
  args: { screen: 'w9' },
  parameters: { column: 320, demo: { setup: resumed } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('textbox', { name: /Taxpayer identification number/ }, { timeout: 5000 }),
    ).toHaveValue('XXX-XX-6789');
    await expect(canvas.getByRole('heading', { name: 'Step 4 of 4: Sign your W-9', level: 2 })).toBeVisible();
    const column = canvasElement.querySelector<HTMLElement>('[data-column]');
    await expect(column!.scrollWidth).toBeLessThanOrEqual(column!.clientWidth);
  },
};

/**
 * The admin's side once the contractor has given everything: Self-onboarding started, the panel
 * says so, and offers Mark as reviewed and Send the invitation again.
 */
export const AdminReview: Story = {
  parameters: { demo: { setup: given } satisfies DemoParameters },
  render: () => <AdminPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const onboarding = within(await canvas.findByRole('region', { name: 'Onboarding' }, { timeout: 5000 }));
    await expect(
      await onboarding.findByText(
        'The contractor has given every detail: review them, then finish onboarding.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Self-onboarding started')).toBeVisible();
    await expect(onboarding.getByRole('button', { name: 'Mark as reviewed' })).toBeVisible();
    await expect(await onboarding.findByRole('button', { name: 'Send the invitation again' })).toBeVisible();
  },
};

/** The same in Spanish. */
export const AdminReviewSpanish: Story = {
  parameters: {
    demo: { setup: given, provider: { locale: 'es-US', messages: es } } satisfies DemoParameters,
  },
  render: () => <AdminPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'El contratista ha dado todos sus datos: revíselos y termine la incorporación.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Incorporación iniciada')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Enviar la invitación de nuevo' })).toBeVisible();
  },
};
