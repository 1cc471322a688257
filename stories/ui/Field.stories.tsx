import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '../../src/ui';
import { withUI } from './decorators';

const meta = {
  title: 'UI/Field',
  component: Field,
  args: {
    label: 'Employee code',
    hint: 'Your own reference for this person.',
    children: (control) => <input className="pk-input" name="employee_code" {...control} />,
  },
  decorators: [withUI],
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const RequiredWithError: Story = { args: { required: true, error: 'This field is required.' } };
