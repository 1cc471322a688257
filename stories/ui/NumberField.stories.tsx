import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberField } from '../../src/ui';
import { withUI } from './decorators';
import { fieldArgTypes } from './fieldArgTypes';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: { label: 'Hours worked', name: 'hours', unit: 'hours' },
  argTypes: { ...fieldArgTypes, unit: { control: 'text', description: 'Unit after the number (hours, %)' } },
  decorators: [withUI],
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { defaultValue: '40.000' } };
export const WithError: Story = { args: { error: 'Enter a number.', defaultValue: 'forty' } };
export const WithoutUnit: Story = { args: { unit: undefined, label: 'Percent of net pay' } };
