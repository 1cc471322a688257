import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Stepper } from '../../src/ui';
import { withUI } from './decorators';

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  args: {
    steps: [
      { id: 'profile', label: 'Profile' },
      { id: 'compensation', label: 'Compensation' },
      { id: 'taxes', label: 'Federal taxes' },
      { id: 'payment', label: 'Payment method' },
    ],
    currentStep: 'taxes',
    onStepSelect: fn(),
  },
  decorators: [withUI],
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MidFlow: Story = {
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByText('Federal taxes').closest('li');
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(within(canvasElement).getByRole('button', { name: /Profile/ })).toBeVisible();
  },
};
export const FirstStep: Story = { args: { currentStep: 'profile' } };
export const ReadOnly: Story = { args: { onStepSelect: undefined } };
export const Dark: Story = { parameters: { ui: { colorScheme: 'dark' } } };
