import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, screen } from 'storybook/test';
import { Button, Dialog, DialogClose, TextField } from '../../src/ui';
import { withUI } from './decorators';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Add a work address',
    description: 'Employees are taxed by the state they work in.',
    trigger: <Button>Add address</Button>,
    children: <TextField label="Street" name="street_1" />,
    footer: (
      <>
        <DialogClose>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button>Save address</Button>
      </>
    ),
  },
  decorators: [withUI],
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add address' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Add a work address' });
    await expect(within(dialog).getByRole('textbox', { name: 'Street' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const OpenDark: Story = { args: { defaultOpen: true }, parameters: { ui: { colorScheme: 'dark' } } };
