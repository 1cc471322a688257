import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button, ConfirmDialog } from '../../src/ui';
import { withUI } from './decorators';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Cancel this payroll?',
    description: 'Employees will not be paid on Friday. You can run it again before the deadline.',
    confirmLabel: 'Cancel payroll',
    cancelLabel: 'Keep payroll',
    tone: 'danger',
    onConfirm: fn(),
    trigger: <Button variant="danger">Cancel payroll…</Button>,
  },
  decorators: [withUI],
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel payroll…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this payroll?' });
    await expect(within(dialog).getByRole('button', { name: 'Keep payroll' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel payroll' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
export const Loading: Story = { args: { open: true, loading: true } };
export const Primary: Story = {
  args: {
    tone: 'primary',
    title: 'Submit payroll?',
    description: 'We will debit $12,480.00 from the company account.',
    confirmLabel: 'Submit',
    cancelLabel: undefined,
    open: true,
  },
};
