import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Switch } from '../../src/ui';
import { withUI } from './decorators';
import { fieldArgTypes } from './fieldArgTypes';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { label: 'Invite the employee to self-onboard', name: 'self_onboarding' },
  argTypes: { ...fieldArgTypes, defaultChecked: { control: 'boolean' } },
  decorators: [withUI],
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};
export const On: Story = { args: { defaultChecked: true, hint: 'They get an email today.' } };
export const Dark: Story = { args: { defaultChecked: true }, parameters: { ui: { colorScheme: 'dark' } } };
