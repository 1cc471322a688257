import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CompanyOnboarding } from '../../src/flows';
import { es } from '../../src/locales/es';
import { demoRequest, useDemo, withDemo, type DemoParameters } from './withDemo';

/**
 * `<CompanyOnboarding previousPayrolls/>` opened on its optional "Previous payrolls" step
 * (DECISIONS 69): the list of the company's payrolls from its previous provider first (one added
 * by the setup, not finalized yet), the form to add another, the taxes left unpaid and Finalize.
 */
function PreviousPayrollsStory() {
  const { companyId } = useDemo();
  return (
    <CompanyOnboarding
      companyId={companyId}
      previousPayrolls
      initialScreen="previous_payrolls"
      today="2026-06-15"
    />
  );
}

const demo = {
  setup: async (api) => {
    const made = await demoRequest<{ uuid: string }>(
      api,
      'POST',
      `/v1/companies/${api.companyUuid}/external_payrolls`,
      {
        check_date: '2026-03-13',
        payment_period_start_date: '2026-02-28',
        payment_period_end_date: '2026-03-13',
      },
    );
    return { externalPayroll: made.uuid };
  },
} satisfies DemoParameters;

const meta = {
  title: 'Flows/CompanyOnboarding/PreviousPayrolls',
  component: PreviousPayrollsStory,
  decorators: [withDemo],
  parameters: { demo },
} satisfies Meta<typeof PreviousPayrollsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One previous payroll listed with its dates and status; add another; Finalize. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Previous payrolls' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('Not finalized')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Enter pay for the payroll paid/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Finalize previous payrolls' })).toBeVisible();
  },
};

/** The same step in Spanish, from `payroll-kit/locales/es`. */
export const ListSpanish: Story = {
  parameters: { demo: { ...demo, provider: { locale: 'es-US', messages: es } } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Nóminas anteriores' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('Sin finalizar')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Finalizar nóminas anteriores' })).toBeVisible();
  },
};
