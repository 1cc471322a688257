import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RadioGroup } from '../../src/ui';
import { withUI } from './decorators';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Payment method',
    name: 'payment_method',
    options: [
      { value: 'Direct Deposit', label: 'Direct deposit', hint: 'Paid into a bank account.' },
      { value: 'Check', label: 'Paper check' },
    ],
  },
  decorators: [withUI],
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const check = within(canvasElement).getByRole('radio', { name: 'Paper check' });
    await userEvent.click(check);
    await expect(check).toBeChecked();
  },
};
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'Check' } };
export const RequiredWithError: Story = { args: { required: true, error: 'This field is required.' } };
