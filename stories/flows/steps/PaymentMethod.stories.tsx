import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentMethod } from '../../../src/flows/EmployeeOnboarding/steps/PaymentMethod';
import { useDemo, withDemo } from '../withDemo';
import { asProxy, seededEmployee } from './taxPaySetup';

function Step({ onComplete }: { onComplete: () => void }) {
  const { companyId, demo } = useDemo();
  return <PaymentMethod companyId={companyId} employeeId={demo.employeeId!} onComplete={onComplete} />;
}

const withTwoAccounts = seededEmployee('Barbara', 'Lovelace', async (api, employeeId) => {
  const path = `/v1/employees/${employeeId}/bank_accounts`;
  await asProxy(api, 'POST', path, {
    name: 'Main',
    routing_number: '021000021',
    account_number: '12345678',
    account_type: 'Checking',
  });
  await asProxy(api, 'POST', path, {
    name: 'Savings',
    routing_number: '011000015',
    account_number: '99887766',
    account_type: 'Savings',
  });
});

const meta = {
  title: 'Flows/EmployeeOnboarding/Steps/PaymentMethod',
  component: Step,
  decorators: [withDemo],
  args: { onComplete: fn() },
  parameters: { demo: { setup: seededEmployee('Barbara', 'Lovelace') } },
} satisfies Meta<typeof Step>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paper check, no bank account yet. */
export const Check: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: 'Paper check' })).toBeChecked();
  },
};

/** Direct deposit split between two accounts, with the add-account form. */
export const TwoAccounts: Story = {
  parameters: { demo: { setup: withTwoAccounts } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Percentage to Savings/ })).toBeVisible();
  },
};

/** Percentages that do not total 100, and a bad routing number. */
export const FieldErrors: Story = {
  parameters: { demo: { setup: withTwoAccounts } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const savings = await canvas.findByRole('textbox', { name: /Percentage to Savings/ });
    await userEvent.clear(canvas.getByRole('textbox', { name: /Percentage to Main/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Percentage to Main/ }), '50');
    await userEvent.clear(savings);
    await userEvent.type(savings, '20');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByText('The percentages must add up to 100%.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Routing number/ }), '123456789');
    await userEvent.click(canvas.getByRole('button', { name: 'Add account' }));
    await expect(await canvas.findByText('Enter a valid 9-digit routing number.')).toBeVisible();
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};
