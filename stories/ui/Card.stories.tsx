import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Card } from '../../src/ui';
import { withUI } from './decorators';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: { title: 'Compensation', children: <p>$85,000.00 per year, exempt.</p> },
  decorators: [withUI],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithActions: Story = {
  args: {
    actions: (
      <Button variant="secondary" size="sm">
        Edit
      </Button>
    ),
    footer: <Button>Continue</Button>,
  },
};
export const Dark: Story = { parameters: { ui: { colorScheme: 'dark' } } };
