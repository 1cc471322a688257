import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MoneyField } from '../../src/ui';
import { withUI } from './decorators';
import { fieldArgTypes } from './fieldArgTypes';

const meta = {
  title: 'UI/MoneyField',
  component: MoneyField,
  args: { label: 'Pay rate', name: 'rate' },
  argTypes: fieldArgTypes,
  decorators: [withUI],
} satisfies Meta<typeof MoneyField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Pay rate' });
    await userEvent.type(input, '1,250.5');
    await userEvent.tab();
    await expect(input).toHaveValue('1250.50');
  },
};
export const WithValue: Story = { args: { defaultValue: '85000.00', hint: 'Per year' } };
export const WithError: Story = {
  args: { defaultValue: '12.345', error: 'Enter an amount in dollars and cents, like 1250.00.' },
};
