import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LedgerForm, ReportBuilder, Reports } from '../../src/flows';
import { es } from '../../src/locales/es';
import { demoAdmin } from '../../test/support/demoAdmin';
import { processedPayroll } from '../../test/support/payrollMoney';
import { useDemo, withDemo, type DemoParameters } from './withDemo';

function Screen({ mode }: { mode: 'flow' | 'builder' | 'ledger' }) {
  const { companyId } = useDemo();
  if (mode === 'flow') return <Reports companyId={companyId} />;
  if (mode === 'ledger') return <LedgerForm companyId={companyId} onCancel={() => undefined} />;
  return <ReportBuilder companyId={companyId} start="journal" onCancel={() => undefined} />;
}

const meta = {
  title: 'Flows/Reports',
  component: Screen,
  decorators: [withDemo],
  argTypes: {
    mode: {
      control: 'inline-radio',
      options: ['flow', 'builder', 'ledger'],
      description:
        'The reports screen, or its builder alone (started from the payroll journal), or the general ledger form',
    },
  },
  args: { mode: 'flow' },
  parameters: { demo: { options: { employees: 3 } } satisfies DemoParameters },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The landing: the reports to start, and no report asked for yet. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Reports' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Build payroll journal' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Request FICA wages for 2026' })).toBeVisible();
    await expect(canvas.getByText(/No report requested yet/)).toBeVisible();
  },
};

/** The builder in Spanish, from `payroll-kit/locales/es`: the payroll journal's columns ticked. */
export const BuilderSpanish: Story = {
  args: { mode: 'builder' },
  parameters: {
    demo: { options: { employees: 3 }, provider: { locale: 'es-US', messages: es } } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Crear un informe' })).toBeVisible();
    await expect(await canvas.findByRole('checkbox', { name: 'Pago bruto' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Propinas en efectivo' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Solicitar informe' })).toBeVisible();
  },
};

/**
 * The general ledger's form after a processed payroll: the payroll history to pick from, and the
 * integration asked only once the entry is split for one.
 */
export const GeneralLedger: Story = {
  args: { mode: 'ledger' },
  parameters: {
    demo: {
      options: { employees: 3 },
      setup: async (api) => {
        await processedPayroll(demoAdmin(api), (ms) => api.clock.advance(ms));
        return {};
      },
    } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Request a general ledger' })).toBeVisible();
    const payroll = await canvas.findByRole('combobox', { name: /Payroll/ });
    await expect(payroll).toHaveValue('');
    // The seed's payroll history and the one processed above: every processed payroll is offered.
    await expect(canvas.getAllByRole('option', { name: /^Check date/ }).length).toBeGreaterThanOrEqual(2);
    await expect(canvas.queryByRole('radio', { name: 'QuickBooks Online' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'In an accounting integration’s accounts' }));
    await expect(await canvas.findByRole('radio', { name: 'QuickBooks Online' })).toBeVisible();
  },
};
