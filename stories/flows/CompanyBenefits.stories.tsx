import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CompanyBenefits, EmployeeBenefitForm } from '../../src/flows';
import { es } from '../../src/locales/es';
import type { DemoApi } from '../../src/testing';
import { storyNow } from '../storyGlobals';
import { demoRequest, useDemo, withDemo, type DemoParameters } from './withDemo';

/** The service's today in every story: catch-up is offered by its year. */
const TODAY = storyNow.slice(0, 10);

/** A company with a 401(k) Ada is enrolled in (6% with a tiered match) and a medical plan. */
async function withPlans(api: DemoApi): Promise<Record<string, string>> {
  const path = `/v1/companies/${api.companyUuid}/company_benefits`;
  const plan = await demoRequest<{ uuid: string }>(api, 'POST', path, {
    benefit_type: 5,
    description: 'Acme 401(k)',
  });
  await demoRequest(api, 'POST', path, { benefit_type: 1, description: 'Acme Medical' });
  const employees = await demoRequest<Array<{ uuid: string; first_name: string }>>(
    api,
    'GET',
    `/v1/companies/${api.companyUuid}/employees?per=100`,
  );
  const employeeId = employees.find((employee) => employee.first_name === 'Ada')!.uuid;
  await demoRequest(api, 'POST', `/v1/employees/${employeeId}/employee_benefits`, {
    company_benefit_uuid: plan.uuid,
    employee_deduction: '6',
    deduct_as_percentage: true,
    contribution: {
      type: 'tiered',
      value: {
        tiers: [
          { rate: '100', threshold: '3' },
          { rate: '50', threshold: '5' },
        ],
      },
    },
    effective_date: TODAY,
  });
  return { employeeId, planId: plan.uuid };
}

function Screen({ mode }: { mode: 'flow' | 'enrol' }) {
  const { companyId, demo } = useDemo();
  if (mode === 'flow') return <CompanyBenefits companyId={companyId} today={TODAY} />;
  return (
    <EmployeeBenefitForm
      companyId={companyId}
      employeeId={demo.employeeId!}
      today={TODAY}
      onCancel={() => undefined}
    />
  );
}

const meta = {
  title: 'Flows/CompanyBenefits',
  component: Screen,
  decorators: [withDemo],
  argTypes: {
    mode: {
      control: 'inline-radio',
      options: ['flow', 'enrol'],
      description: 'The benefits screen, or the shared enrolment form of an employee',
    },
  },
  args: { mode: 'flow' },
  parameters: { demo: { setup: withPlans } satisfies DemoParameters },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The company's benefits: type, tax treatment in words, who is enrolled, and the row actions. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plan = await canvas.findByRole('row', { name: /Acme 401\(k\)/ });
    await expect(
      within(plan).getByText('Before income tax (Social Security and Medicare still apply)'),
    ).toBeVisible();
    await expect(within(plan).getByText('1')).toBeVisible();
    const medical = canvas.getByRole('row', { name: /Acme Medical/ });
    await expect(
      within(medical).getByText('Before taxes (income tax, Social Security and Medicare)'),
    ).toBeVisible();
    await expect(within(medical).getByRole('button', { name: 'Deactivate Acme Medical' })).toBeVisible();
  },
};

/** Enrolling Ada (56 this year) in the medical plan: catch-up is not offered for it; a tiered match says what it gives. */
export const EnrolmentForm: Story = {
  args: { mode: 'enrol' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const benefit = await canvas.findByRole('combobox', { name: /Benefit/ });
    await userEvent.selectOptions(benefit, await canvas.findByRole('option', { name: 'Acme Medical' }));
    await expect(canvas.queryByRole('checkbox', { name: /Catch-up/ })).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Company contribution/ }), 'tiered');
    await userEvent.type(canvas.getByRole('textbox', { name: /Match \(percent/ }), '100');
    await userEvent.type(canvas.getByRole('textbox', { name: /Up to \(percent/ }), '4');
    await expect(
      canvas.getByText(
        'The company matches 100% of the employee’s deduction up to 4% of pay: at most 4% of pay.',
      ),
    ).toBeVisible();
  },
};

/** The screen in Spanish, from `payroll-kit/locales/es`. */
export const Spanish: Story = {
  parameters: {
    demo: { setup: withPlans, provider: { locale: 'es-US', messages: es } } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Beneficios' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Desactivar Acme Medical' })).toBeVisible();
  },
};

/** The enrolment form in Spanish. */
export const EnrolmentFormSpanish: Story = {
  args: { mode: 'enrol' },
  parameters: {
    demo: { setup: withPlans, provider: { locale: 'es-US', messages: es } } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Inscribir en un beneficio' })).toBeVisible();
  },
};

/**
 * Enrolling several employees in the 401(k) at once (Ada is enrolled already): everyone chosen
 * with "Select all", 150 % of pay sent in one go, and the service's refusal on each person's row
 * and on the deduction, with the choice and the percent kept. The result's heading has focus.
 */
export const BulkEnrolment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enrolments in Acme 401(k)' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Enrol employees' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Enrol employees in Acme 401(k)' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: /^Ada / })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Deduct a percent of pay' }));
    const deduction = canvas.getByRole('textbox', { name: /Employee deduction \(percent of pay\)/ });
    await userEvent.clear(deduction);
    await userEvent.type(deduction, '150');
    await userEvent.click(canvas.getByRole('button', { name: 'Enrol the chosen employees' }));
    const result = await canvas.findByRole('heading', { name: 'Result: nobody enrolled in Acme 401(k)' });
    await expect(result).toHaveFocus();
    const grace = canvas.getByRole('checkbox', { name: /^Grace / });
    await expect(grace).toBeChecked();
    await expect(grace).toHaveAccessibleDescription('A percent deduction must be at most 100.');
    await expect(deduction).toHaveValue('150');
  },
};

/** Enrolling several employees at once, in Spanish: the screen and its choices. */
export const BulkEnrolmentSpanish: Story = {
  parameters: {
    demo: { setup: withPlans, provider: { locale: 'es-US', messages: es } } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Inscripciones en Acme 401(k)' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Inscribir empleados' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Inscribir empleados en Acme 401(k)' }),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Seleccionar todos' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Inscribir a los empleados elegidos' })).toBeVisible();
  },
};
