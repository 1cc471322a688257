import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PaymentMethod } from '../../../src/flows/shared/employee/PaymentMethod';
import { newEmployee } from '../demoEmployees';
import { renderedDemo } from '../withDemo';
import { asProxy, seededEmployee } from './taxPaySetup';
import { employeeStepMeta } from './employeeStepMeta';
import type { StepStoryArgs } from './stepArgs';
import { expectTheirsBesideMine } from './stepPlay';
import { stepLoadingStory } from './stepLoadingStory';

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
  ...employeeStepMeta(PaymentMethod, { setup: seededEmployee('Barbara', 'Lovelace') }),
} satisfies Meta<StepStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The payment method on its way: a spinner with its label, announced as a status, no form yet. */
export const Loading: Story = stepLoadingStory('Barbara', 'Loading the payment method…', 'Payment method', [
  ['radio', 'Paper check'],
  ['button', 'Save and continue'],
]);

/** A new employee: paper check, and direct deposit offers to add a first bank account. */
export const Empty: Story = {
  parameters: { demo: newEmployee },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Paper check' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Direct deposit' }));
    await expect(
      await canvas.findByText('No bank account yet. Add one to pay by direct deposit.'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Add a bank account' })).toBeVisible();
  },
};

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

/** A first bank account added, all pay into it, saved: the step reports completion. */
export const Done: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Direct deposit' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Account nickname/ }), 'Main');
    await userEvent.type(canvas.getByRole('textbox', { name: /Routing number/ }), '021000021');
    await userEvent.type(canvas.getByRole('textbox', { name: /Account number/ }), '000123456789');
    await userEvent.click(canvas.getByRole('button', { name: 'Add account' }));
    await expect(await canvas.findByText('The account Main was added.')).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Percentage to Main/ })).toHaveValue('100');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledOnce());
    await expect(canvas.getByRole('radio', { name: 'Direct deposit' })).toBeChecked();
  },
};

/** Someone else changed the split after this page loaded, and so did I: theirs beside mine. */
export const Conflict: Story = {
  parameters: { demo: { setup: withTwoAccounts } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const savings = await canvas.findByRole('textbox', { name: /Percentage to Savings/ });
    const main = canvas.getByRole('textbox', { name: /Percentage to Main/ });
    await expect(main).toHaveValue('100');
    const { api, demo } = renderedDemo();
    const accounts = (await asProxy(api, 'GET', `/v1/employees/${demo.employeeId}/bank_accounts`)) as Array<{
      uuid: string;
      name: string;
    }>;
    const accountNamed = (name: string) => accounts.find((account) => account.name === name)!.uuid;
    const path = `/v1/employees/${demo.employeeId}/payment_method`;
    const current = await asProxy(api, 'GET', path);
    await asProxy(api, 'PUT', path, {
      version: current.version,
      type: 'Direct Deposit',
      split_by: 'Percentage',
      splits: [
        { uuid: accountNamed('Main'), name: 'Main', priority: 1, split_amount: 70 },
        { uuid: accountNamed('Savings'), name: 'Savings', priority: 2, split_amount: 30 },
      ],
    });
    await userEvent.clear(main);
    await userEvent.type(main, '50');
    await userEvent.clear(savings);
    await userEvent.type(savings, '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    // Theirs beside mine as accounts and shares, not wire JSON.
    await expectTheirsBesideMine(
      canvas,
      'Splits, in the order they are paid',
      'Main: 70%, Savings: 30%',
      'Main: 50%, Savings: 50%',
    );
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};
