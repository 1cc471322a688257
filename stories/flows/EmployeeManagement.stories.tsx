import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  EmployeeCompensation,
  EmployeeDeductions,
  EmployeeEmployment,
  EmployeeManagement,
  EmployeePage,
  EmployeePayStubs,
  GarnishmentForm,
  PayChangeForm,
} from '../../src/flows';
import { EmployeeReimbursements } from '../../src/flows/EmployeeManagement/EmployeeReimbursements';
import { es } from '../../src/locales/es';
import type { DemoApi } from '../../src/testing';
import { storyNow } from '../storyGlobals';
import { withColumn } from './withColumn';
import { demoRequest, renderedDemo, useDemo, withDemo, type DemoParameters } from './withDemo';

/** The service's today in every story: the pay in effect is decided against it. */
const TODAY = storyNow.slice(0, 10);

type Mode =
  | 'flow'
  | 'page'
  | 'compensation'
  | 'payChange'
  | 'deductions'
  | 'garnishment'
  | 'reimbursements'
  | 'payStubs'
  | 'employment';

/** The seeded salaried employee Grace Lovelace ($85,000 a year), and her primary job. */
async function grace(api: DemoApi): Promise<Record<string, string>> {
  const employees = await demoRequest<Array<{ uuid: string; first_name: string }>>(
    api,
    'GET',
    `/v1/companies/${api.companyUuid}/employees?per=100`,
  );
  const employeeId = employees.find((employee) => employee.first_name === 'Grace')!.uuid;
  const jobs = await demoRequest<Array<{ uuid: string; primary: boolean }>>(
    api,
    'GET',
    `/v1/employees/${employeeId}/jobs`,
  );
  return { employeeId, jobId: jobs.find((job) => job.primary)!.uuid };
}

/** The first seeded employee paid by the hour, and their job. */
async function hourlyEmployee(api: DemoApi): Promise<Record<string, string>> {
  const employees = await demoRequest<Array<{ uuid: string }>>(
    api,
    'GET',
    `/v1/companies/${api.companyUuid}/employees?per=100`,
  );
  for (const { uuid } of employees) {
    const jobs = await demoRequest<Array<{ uuid: string; compensations?: Array<{ payment_unit: string }> }>>(
      api,
      'GET',
      `/v1/employees/${uuid}/jobs`,
    );
    if (jobs.length === 1 && jobs[0]!.compensations?.[0]?.payment_unit === 'Hour')
      return { employeeId: uuid, jobId: jobs[0]!.uuid };
  }
  throw new Error('No hourly seeded employee');
}

/** Grace with a $42.10 "Phone" reimbursement on every regular payroll. */
async function graceWithPhone(api: DemoApi): Promise<Record<string, string>> {
  const ids = await grace(api);
  await demoRequest(api, 'POST', `/v1/employees/${ids.employeeId}/recurring_reimbursements`, {
    description: 'Phone',
    amount: '42.10',
  });
  return ids;
}

/** Grace, terminated from Tuesday 16 June with a dismissal payroll to run. */
async function terminatedGrace(api: DemoApi): Promise<Record<string, string>> {
  const ids = await grace(api);
  await demoRequest(api, 'POST', `/v1/employees/${ids.employeeId}/terminations`, {
    effective_date: '2026-06-16',
    run_termination_payroll: true,
  });
  return ids;
}

function Management({ mode, onRunDismissalPayroll }: { mode: Mode; onRunDismissalPayroll: () => void }) {
  const { companyId, demo } = useDemo();
  const employeeId = demo.employeeId ?? '';
  switch (mode) {
    case 'flow':
      return (
        <EmployeeManagement
          companyId={companyId}
          today={TODAY}
          onRunDismissalPayroll={onRunDismissalPayroll}
        />
      );
    case 'page':
      return <EmployeePage companyId={companyId} employeeId={employeeId} today={TODAY} />;
    case 'compensation':
      return <EmployeeCompensation employeeId={employeeId} today={TODAY} />;
    case 'payChange':
      return <PayChangeForm employeeId={employeeId} jobId={demo.jobId ?? ''} onCancel={() => undefined} />;
    case 'deductions':
      return <EmployeeDeductions employeeId={employeeId} />;
    case 'garnishment':
      return <GarnishmentForm employeeId={employeeId} onCancel={() => undefined} />;
    case 'reimbursements':
      return <EmployeeReimbursements companyId={companyId} employeeId={employeeId} />;
    case 'payStubs':
      return <EmployeePayStubs employeeId={employeeId} />;
    case 'employment':
      return (
        <EmployeeEmployment
          companyId={companyId}
          employeeId={employeeId}
          onRunDismissalPayroll={onRunDismissalPayroll}
        />
      );
  }
}

const meta = {
  title: 'Flows/EmployeeManagement',
  component: Management,
  decorators: [withColumn, withDemo],
  argTypes: {
    mode: {
      control: 'select',
      options: [
        'flow',
        'page',
        'compensation',
        'payChange',
        'deductions',
        'garnishment',
        'reimbursements',
        'payStubs',
        'employment',
      ],
      description: 'The whole flow, an employee’s page, or one of its sections alone',
    },
  },
  args: { mode: 'flow', onRunDismissalPayroll: fn() },
  parameters: { demo: { setup: grace } satisfies DemoParameters },
} satisfies Meta<typeof Management>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The company's employees with their status; "Manage" opens an employee's page. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Grace Lovelace/ });
    await expect(within(row).getByText('Active')).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Katherine Lovelace/ })).toHaveTextContent('Onboarding');
    await userEvent.click(canvas.getByRole('button', { name: 'Manage Grace Lovelace' }));
    await expect(await canvas.findByRole('heading', { name: 'Grace Lovelace' })).toHaveFocus();
  },
};

/**
 * Grace's page: her details (personal details with the SSN masked, home address with its history,
 * work address, federal and state taxes, payment method), then job and compensation,
 * deductions, recurring reimbursements, benefits, time off (each policy's balance and activity), pay stubs and employment.
 */
export const Page: Story = {
  args: { mode: 'page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Grace Lovelace' })).toBeVisible();
    for (const section of ['Job and compensation', 'Deductions and garnishments', 'Pay stubs', 'Employment'])
      await expect(await canvas.findByRole('heading', { name: section })).toBeVisible();
    await expect(await canvas.findByText('Employed.')).toBeVisible();
    for (const section of [
      'Personal details',
      'Home address',
      'Address history',
      'Work address',
      'Federal taxes',
      'State taxes',
      'Payment method',
    ])
      await expect(await canvas.findByRole('heading', { name: section }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Legal first name/ })).toHaveValue('Grace');
    await expect(await canvas.findByRole('textbox', { name: /Street address/ })).toHaveValue(
      '77 Bedford Ave',
    );
    // Her recurring reimbursements, a section fetched when the page shows it.
    await expect(
      await canvas.findByRole('heading', { name: 'Recurring reimbursements' }, { timeout: 5000 }),
    ).toBeVisible();
    // Her time off: each policy with its balance and activity.
    await expect(await canvas.findByRole('heading', { name: 'Time off' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Vacation' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Sick leave' })).toBeVisible();
    // Her SSN on file (the seeded 100007919) is never in the page.
    await expect(canvasElement.innerHTML).not.toContain('100007919');
  },
};

/** The pay history: $85,000 a year, current; a raise from 20 June shows as upcoming. */
export const PayHistoryWithARaise: Story = {
  args: { mode: 'compensation' },
  parameters: {
    demo: {
      setup: async (api) => {
        const ids = await grace(api);
        await demoRequest(api, 'POST', `/v1/jobs/${ids.jobId}/compensations`, {
          rate: '91000.00',
          payment_unit: 'Year',
          flsa_status: 'Exempt',
          effective_date: '2026-06-20',
        });
        return ids;
      },
    } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const raise = await canvas.findByRole('row', { name: /\$91,000\.00/ });
    await expect(raise).toHaveTextContent('Upcoming');
    await expect(canvas.getByRole('row', { name: /\$85,000\.00/ })).toHaveTextContent('Current');
  },
};

/** "Change pay from a date" with no rate and no date: each refused on its field. */
export const PayChangeErrors: Story = {
  args: { mode: 'payChange' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rate = await canvas.findByRole('textbox', { name: /New rate/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Save the pay change' }));
    await expect(rate).toHaveAccessibleDescription(/Enter an amount in dollars and cents/);
    await expect(canvas.getByLabelText(/Effective from/)).toHaveAccessibleDescription(
      /This field is required\./,
    );
  },
};

/** No garnishment yet: the empty state offers to add one. */
export const NoGarnishments: Story = {
  args: { mode: 'deductions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No garnishments')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a garnishment' })).toBeVisible();
  },
};

/** A child support order: the agency fields, and a pay-period maximum above the annual one refused on its field. */
export const ChildSupportMaximum: Story = {
  args: { mode: 'garnishment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: /Kind of order/ }),
      'child_support',
    );
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: /State of the order/ }), 'FL');
    await expect(await canvas.findByRole('textbox', { name: /Case number/ })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /County/ }), '12011');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Payment period/ }), 'Monthly');
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount per payroll/ }), '150');
    await userEvent.type(canvas.getByRole('textbox', { name: /Annual maximum/ }), '500');
    const perPeriod = canvas.getByRole('textbox', { name: /Pay-period maximum/ });
    await userEvent.type(perPeriod, '600');
    await userEvent.click(canvas.getByRole('button', { name: 'Save garnishment' }));
    await expect(perPeriod).toHaveAccessibleDescription(/Enter \$499\.99 or less\./);
  },
};

/** No element of the flow reaches past the partner's column (no sideways scroll). */
async function expectFitsColumn(canvasElement: HTMLElement) {
  const column = canvasElement.querySelector<HTMLElement>('[data-column]');
  await expect(column).not.toBeNull();
  await expect(column!.scrollWidth).toBeLessThanOrEqual(column!.clientWidth);
}

/**
 * Recurring reimbursements in a 320 px column: "Phone", $42.10 per pay period, its Edit and Remove
 * in view; Remove asks first.
 */
export const Reimbursements: Story = {
  args: { mode: 'reimbursements' },
  parameters: { column: 320, demo: { setup: graceWithPhone } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Phone/ });
    await expect(row).toHaveTextContent('$42.10');
    const column = canvasElement.querySelector<HTMLElement>('[data-column]')!.getBoundingClientRect();
    for (const name of ['Edit Phone', 'Remove Phone']) {
      const box = within(row).getByRole('button', { name }).getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(column.left);
      await expect(box.right).toBeLessThanOrEqual(column.right);
    }
    await expectFitsColumn(canvasElement);
  },
};

/** A colleague changed the amount while this form was open: their amount beside mine, and a choice. */
export const ReimbursementConflict: Story = {
  args: { mode: 'reimbursements' },
  parameters: { demo: { setup: graceWithPhone } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Phone' }));
    const amount = await canvas.findByRole('textbox', { name: /Amount per pay period/ });
    await waitFor(() => expect(amount).toHaveValue('42.10'));
    const { api, demo } = renderedDemo();
    const [theirs] = await demoRequest<Array<{ uuid: string; version: string }>>(
      api,
      'GET',
      `/v1/employees/${demo.employeeId}/recurring_reimbursements`,
    );
    await demoRequest(api, 'PUT', `/v1/recurring_reimbursements/${theirs!.uuid}`, {
      version: theirs!.version,
      amount: '50.00',
    });
    await userEvent.clear(amount);
    await userEvent.type(amount, '45.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save reimbursement' }));
    await expect(await canvas.findByText('Someone else changed this record')).toBeVisible();
    const row = canvas.getByRole('row', { name: /Amount per pay period/ });
    await expect(row).toHaveTextContent('$50.00');
    await expect(row).toHaveTextContent('$45.00');
  },
};

/** The recurring reimbursements in Spanish, from `payroll-kit/locales/es`. */
export const ReimbursementsSpanish: Story = {
  args: { mode: 'reimbursements' },
  parameters: {
    demo: {
      setup: graceWithPhone,
      provider: { locale: 'es-US', messages: es },
    } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Reembolsos recurrentes' })).toBeVisible();
    const row = await canvas.findByRole('row', { name: /Phone/ });
    await expect(within(row).getByRole('button', { name: 'Quitar Phone' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Agregar un reembolso' })).toBeVisible();
  },
};

/** The processed payroll of 10 June's stub, and its PDF below the list. */
export const PayStubs: Story = {
  args: { mode: 'payStubs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stub = await canvas.findByRole('row', { name: /\$3,269\.23/ });
    await userEvent.click(within(stub).getByRole('button', { name: /View the pay stub of/ }));
    await expect(await canvas.findByTitle(/Pay stub of/, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /in a new tab/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^blob:/),
    );
  },
};

/**
 * The pay stubs in a 320 px column: the table scrolls inside its box, and each stub's check date,
 * the button that opens it, starts in view (a last "View" column would start out of sight).
 */
export const PayStubsNarrow: Story = {
  args: { mode: 'payStubs' },
  parameters: { column: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stub = await canvas.findByRole('row', { name: /\$3,269\.23/ });
    const column = canvasElement.querySelector<HTMLElement>('[data-column]')!.getBoundingClientRect();
    const open = within(stub).getByRole('button', { name: /View the pay stub of Jun 10, 2026/ });
    const box = open.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(column.left);
    await expect(box.right).toBeLessThanOrEqual(column.right);
    await userEvent.click(open);
    await expect(open).toHaveAttribute('aria-pressed', 'true');
    await expect(await canvas.findByTitle('Pay stub of Jun 10, 2026', {}, { timeout: 5000 })).toBeVisible();
    await expectFitsColumn(canvasElement);
  },
};

/** "Add a job" for an hourly employee: a further job at an hourly rate, named above the pay history once the service has it. */
export const AddAJob: Story = {
  args: { mode: 'compensation' },
  parameters: { demo: { setup: hourlyEmployee } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a job' }));
    await expect(await canvas.findByRole('heading', { name: 'Add a job' })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: /Job title/ }), 'Weekend barista');
    await userEvent.type(canvas.getByLabelText(/Start date/), '2026-06-20');
    await userEvent.type(canvas.getByRole('textbox', { name: /Hourly rate/ }), '19.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Add the job' }));
    await expect(await canvas.findByText('Added the job Weekend barista.')).toBeVisible();
    await expect(await canvas.findByText(/Weekend barista, hired Jun 20, 2026/)).toBeVisible();
  },
};

/** The "Add a job" form in a 320 px column: its fields stack, nothing scrolls sideways. */
export const AddAJobNarrow: Story = {
  args: { mode: 'compensation' },
  parameters: { column: 320, demo: { setup: hourlyEmployee } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a job' }));
    await expect(await canvas.findByRole('heading', { name: 'Add a job' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: /Hourly rate/ })).toBeVisible();
    await expectFitsColumn(canvasElement);
  },
};

/** Terminated with a dismissal payroll: final, the payroll to run, and rehire. */
export const Terminated: Story = {
  args: { mode: 'employment' },
  parameters: { demo: { setup: terminatedGrace } satisfies DemoParameters },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/can no longer be cancelled/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Rehire' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Run the dismissal payroll' }));
    await waitFor(() => expect(args.onRunDismissalPayroll).toHaveBeenCalledTimes(1));
  },
};

/** Terminating: the last day and the dismissal payroll choice. */
export const TerminateForm: Story = {
  args: { mode: 'employment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Terminate employment' }));
    await expect(await canvas.findByRole('heading', { name: 'Terminate employment' })).toHaveFocus();
    await expect(
      canvas.getByRole('checkbox', { name: 'Run a dismissal payroll for the final pay' }),
    ).not.toBeChecked();
  },
};

/** A colleague moved the last day while this form was open: their date beside mine, and a choice. */
export const TerminationConflict: Story = {
  args: { mode: 'employment' },
  parameters: {
    demo: {
      setup: async (api) => {
        const ids = await grace(api);
        await demoRequest(api, 'POST', `/v1/employees/${ids.employeeId}/terminations`, {
          effective_date: '2026-06-30',
        });
        return ids;
      },
    } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change the last day' }));
    const { api, demo } = renderedDemo();
    const lastDay = await canvas.findByLabelText(/Last day of work/);
    await waitFor(() => expect(lastDay).toHaveValue('2026-06-30'));
    const [theirs] = await demoRequest<Array<{ version: string }>>(
      api,
      'GET',
      `/v1/employees/${demo.employeeId}/terminations`,
    );
    await demoRequest(api, 'PUT', `/v1/terminations/${demo.employeeId}`, {
      version: theirs!.version,
      effective_date: '2026-07-03',
    });
    await userEvent.clear(lastDay);
    await userEvent.type(lastDay, '2026-07-10');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the termination' }));
    await expect(await canvas.findByText('Someone else changed this record')).toBeVisible();
    const row = canvas.getByRole('row', { name: /Last day of work/ });
    await expect(row).toHaveTextContent('2026-07-03');
    await expect(row).toHaveTextContent('2026-07-10');
  },
};

/** In Spanish, from `payroll-kit/locales/es`. */
export const Spanish: Story = {
  args: { mode: 'page' },
  parameters: {
    demo: { setup: grace, provider: { locale: 'es-US', messages: es } } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Puesto y compensación' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Talones de pago' })).toBeVisible();
    await expect(await canvas.findByText('Empleado.')).toBeVisible();
    for (const section of ['Datos personales', 'Domicilio', 'Impuestos federales', 'Tiempo libre'])
      await expect(await canvas.findByRole('heading', { name: section }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findAllByRole('button', { name: 'Guardar' })).not.toHaveLength(0);
  },
};
