import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Alert, Banner, Button } from '../../src/ui';
import { withUI } from './decorators';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: { title: 'Payroll submitted', children: 'Employees will be paid on Friday, January 9.' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] } },
  decorators: [withUI],
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { tone: 'info', title: 'Payroll deadline is 4 PM PT today' } };
export const Success: Story = { args: { tone: 'success' } };
export const Warning: Story = {
  args: { tone: 'warning', title: 'Two employees are missing a bank account' },
};
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'This record changed',
    children: 'Someone else saved it. Review the latest values and save again.',
    action: (
      <Button variant="secondary" size="sm">
        Review changes
      </Button>
    ),
  },
};
export const Dismissible: Story = { args: { tone: 'success', onDismiss: fn() } };
export const BannerVariant: Story = {
  render: () => <Banner tone="warning" title="This company is archived" />,
};
export const Dark: Story = { args: { tone: 'danger' }, parameters: { ui: { colorScheme: 'dark' } } };
