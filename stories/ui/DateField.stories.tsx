import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateField } from '../../src/ui';
import { withUI } from './decorators';
import { fieldArgTypes } from './fieldArgTypes';

const meta = {
  title: 'UI/DateField',
  component: DateField,
  args: { label: 'Start date', name: 'start_date' },
  argTypes: fieldArgTypes,
  decorators: [withUI],
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { defaultValue: '2026-01-05' } };
export const RequiredWithError: Story = { args: { required: true, error: 'Enter a valid date.' } };
export const Dark: Story = { parameters: { ui: { colorScheme: 'dark' } } };
