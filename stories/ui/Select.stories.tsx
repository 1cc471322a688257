import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from '../../src/ui';
import { withUI } from './decorators';

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Pay unit',
    name: 'payment_unit',
    placeholder: 'Choose…',
    options: [
      { value: 'Hour', label: 'Per hour' },
      { value: 'Week', label: 'Per week' },
      { value: 'Month', label: 'Per month' },
      { value: 'Year', label: 'Per year' },
    ],
  },
  decorators: [withUI],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Pay unit' });
    await userEvent.selectOptions(select, 'Year');
    await expect(select).toHaveValue('Year');
  },
};
export const WithError: Story = { args: { required: true, error: 'Choose Hour, Week, Month or Year.' } };
export const Disabled: Story = { args: { disabled: true } };
