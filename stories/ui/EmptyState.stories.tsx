import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, EmptyState } from '../../src/ui';
import { withUI } from './decorators';
import { es } from '../../src/locales/es';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  decorators: [withUI],
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  args: {
    title: 'No employees yet',
    description: 'Add your first employee to run payroll.',
    action: <Button>Add employee</Button>,
  },
};
export const DefaultTitleSpanish: Story = { parameters: { ui: { locale: 'es-US', messages: es } } };
