import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PaymentSettings } from '../../src/flows';
import { es } from '../../src/locales/es';
import { demoRequest, useDemo, withDemo, type DemoParameters } from './withDemo';

/** A company on two-day speed whose fast payments are limited to $5,000.00. */
const withLimit = {
  setup: async (api) => {
    await demoRequest(api, 'PUT', `/v1/companies/${api.companyUuid}/payment_configs`, {
      payment_configs: { fast_payment_limit: '5000.00' },
    });
    return {};
  },
} satisfies DemoParameters;

function Screen() {
  const { companyId } = useDemo();
  return <PaymentSettings companyId={companyId} />;
}

const meta = {
  title: 'Flows/PaymentSettings',
  component: Screen,
  decorators: [withDemo],
  parameters: { demo: withLimit },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The speed and the limit in words; Change payment speed opens the form, whose refused amount
 * (13 digits, more than the service takes) comes back on its field.
 */
export const Settings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Two-day (2 business days)')).toBeVisible();
    await expect(canvas.getByText('$5,000.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change payment speed' }));
    const limit = await canvas.findByRole('textbox', { name: /Fast payment limit/ });
    await expect(canvas.getByRole('radio', { name: /Two-day/ })).toBeChecked();
    await userEvent.clear(limit);
    await userEvent.type(limit, '1234567890123');
    await userEvent.click(canvas.getByRole('button', { name: 'Save payment settings' }));
    await waitFor(() => expect(limit).toHaveAccessibleDescription(/amount of money/));
  },
};

/** The overview in Spanish, from `payroll-kit/locales/es`. */
export const Spanish: Story = {
  parameters: {
    demo: { ...withLimit, provider: { locale: 'es-US', messages: es } } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Velocidad de pago' })).toBeVisible();
    await expect(await canvas.findByText('Dos días (2 días hábiles)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cambiar la velocidad de pago' })).toBeVisible();
  },
};
