import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EmployeeSelfOnboarding, type EmployeeSelfOnboardingScreen } from '../../src/flows';
import { es } from '../../src/locales/es';
import type { DemoApi } from '../../src/testing';
import { demoAdmin, expectCall, saveOverCurrentVersion } from '../../test/support/demoAdmin';
import { addEmployee, addHomeAddress, addJob, addWorkAddress, setPay } from '../../test/support/employees';
import { withColumn } from './withColumn';
import { useDemo, withDemo, type DemoParameters } from './withDemo';

/**
 * Grace Hopper, invited to onboard herself (DECISIONS 62): her names and email, a job at the
 * Seattle office hired a week after the pinned day, and the I-9 asked of her (DECISIONS 65).
 */
async function invited(api: DemoApi): Promise<Record<string, string>> {
  const admin = demoAdmin(api);
  const { uuid } = await addEmployee(admin, {
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@example.com',
    self_onboarding: true,
  });
  const locations = await expectCall<{ uuid: string; state: string }[]>(
    admin,
    200,
    'GET',
    `/v1/companies/${api.companyUuid}/locations`,
  );
  await addWorkAddress(admin, uuid, locations.find((location) => location.state === 'WA')!.uuid);
  const job = await addJob(admin, uuid, { title: 'Engineer', hire_date: '2026-06-22' });
  await setPay(admin, job.current_compensation_uuid);
  await expectCall(admin, 200, 'PUT', `/v1/employees/${uuid}/onboarding_status`, {
    onboarding_status: 'self_onboarding_invited',
  });
  await expectCall(admin, 200, 'PUT', `/v1/employees/${uuid}/onboarding_documents_config`, {
    i9_document: true,
  });
  return { employee: uuid };
}

/** The same employee back later: her details and home address saved, the W-4 next. */
async function resumed(api: DemoApi): Promise<Record<string, string>> {
  const ids = await invited(api);
  const admin = demoAdmin(api);
  await saveOverCurrentVersion(admin, `/v1/employees/${ids.employee}`, {
    date_of_birth: '1990-12-09',
    ssn: '123456789',
  });
  await addHomeAddress(admin, ids.employee!, {
    street_1: '9 Oak St',
    city: 'Portland',
    state: 'OR',
    zip: '97201',
    effective_date: '2024-01-01',
  });
  return ids;
}

function Flow({ screen }: { screen: EmployeeSelfOnboardingScreen }) {
  const { demo } = useDemo();
  return <EmployeeSelfOnboarding employeeId={demo.employee ?? ''} initialScreen={screen} />;
}

const spanish = { setup: invited, provider: { locale: 'es-US', messages: es } } satisfies DemoParameters;

const meta = {
  title: 'Flows/EmployeeSelfOnboarding',
  component: Flow,
  decorators: [withColumn, withDemo],
  argTypes: {
    screen: {
      control: 'select',
      options: [
        'overview',
        'personal_details',
        'add_home_address',
        'federal_tax_setup',
        'state_tax_setup',
        'direct_deposit_setup',
        'i9_section_1',
        'employee_form_signing',
      ],
      description: 'The screen the flow opens on',
    },
  },
  args: { screen: 'overview' },
  parameters: { demo: { setup: invited } satisfies DemoParameters },
} satisfies Meta<typeof Flow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Invited: the seven steps (the I-9 among them) to do, and Start on the first. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = await canvas.findByRole('list', { name: 'Your steps' }, { timeout: 5000 });
    await expect(within(steps).getAllByText('To do')).toHaveLength(7);
    await expect(within(steps).getByText('Your I-9, section 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start: Your details' })).toBeVisible();
  },
};

/** The overview in Spanish, from `payroll-kit/locales/es`. */
export const OverviewSpanish: Story = {
  parameters: { demo: spanish },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Comenzar: Sus datos' }, { timeout: 5000 }),
    ).toBeVisible();
    const steps = canvas.getByRole('list', { name: 'Sus pasos' });
    await expect(within(steps).getAllByText('Pendiente')).toHaveLength(7);
  },
};

/** Back later: details and home address done, Continue leads to the W-4 (resumed from the service). */
export const Resumed: Story = {
  parameters: { demo: { setup: resumed } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'button',
        { name: 'Continue: Federal tax withholding (W-4)' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change Your details' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change Your home address' })).toBeVisible();
  },
};

/** Section 1 of the I-9 in a 320 px column: a permanent resident must give the A-Number. */
export const I9SectionOne: Story = {
  args: { screen: 'i9_section_1' },
  parameters: { column: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('combobox', { name: /I attest that I am/ }, { timeout: 5000 });
    await userEvent.selectOptions(status, 'permanent_resident');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    const number = canvas.getByRole('textbox', { name: /USCIS A-Number/ });
    await waitFor(() => expect(number).toHaveAccessibleDescription(/required/i));
    await expect(status).toHaveValue('permanent_resident');
    const column = canvasElement.querySelector<HTMLElement>('[data-column]');
    await expect(column!.scrollWidth).toBeLessThanOrEqual(column!.clientWidth);
  },
};

/** Section 1 of the I-9 in Spanish. */
export const I9SectionOneSpanish: Story = {
  args: { screen: 'i9_section_1' },
  parameters: { demo: spanish },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('combobox', { name: /Declaro que soy/ }, { timeout: 5000 });
    await expect(
      within(status).getByRole('option', { name: 'Residente permanente legal' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Su I-9, sección 1', level: 2 })).toBeVisible();
  },
};
