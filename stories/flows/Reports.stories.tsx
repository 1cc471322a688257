import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReportBuilder, Reports } from '../../src/flows';
import { es } from '../../src/locales/es';
import { useDemo, withDemo, type DemoParameters } from './withDemo';

function Screen({ mode }: { mode: 'flow' | 'builder' }) {
  const { companyId } = useDemo();
  if (mode === 'flow') return <Reports companyId={companyId} />;
  return <ReportBuilder companyId={companyId} start="journal" onCancel={() => undefined} />;
}

const meta = {
  title: 'Flows/Reports',
  component: Screen,
  decorators: [withDemo],
  argTypes: {
    mode: {
      control: 'inline-radio',
      options: ['flow', 'builder'],
      description: 'The reports screen, or its builder alone (started from the payroll journal)',
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
