import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from '../../src/ui';
import { withUI } from './decorators';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  decorators: [withUI],
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HiddenLabel: Story = {};
export const WithLabel: Story = { args: { label: 'Calculating payroll…', showLabel: true, size: 'lg' } };
export const Small: Story = { args: { size: 'sm' }, parameters: { ui: { colorScheme: 'dark' } } };
