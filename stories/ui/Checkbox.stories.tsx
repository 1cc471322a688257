import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from '../../src/ui';
import { withUI } from './decorators';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Two percent shareholder', name: 'two_percent_shareholder' },
  decorators: [withUI],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Two percent shareholder' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
export const WithHint: Story = { args: { hint: 'Owns more than 2% of an S corporation.' } };
export const RequiredWithError: Story = {
  args: { label: 'I agree to the terms', required: true, error: 'This field is required.' },
};
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
