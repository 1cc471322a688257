import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '../../src/ui';
import { withUI } from './decorators';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Legal first name', name: 'first_name' },
  decorators: [withUI],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Legal first name' });
    await userEvent.type(input, 'Ana');
    await expect(input).toHaveValue('Ana');
  },
};
export const WithHint: Story = { args: { hint: 'As it appears on their Social Security card.' } };
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-required', 'true');
  },
};
export const WithError: Story = {
  args: { required: true, error: 'This field is required.', hint: 'As on their card.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('As on their card. This field is required.');
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Ana' } };
export const DarkWithError: Story = {
  args: { error: 'This field is required.' },
  parameters: { ui: { colorScheme: 'dark' } },
};
