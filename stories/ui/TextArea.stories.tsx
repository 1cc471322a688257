import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from '../../src/ui';
import { withUI } from './decorators';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Reason for declining', name: 'employer_note' },
  decorators: [withUI],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const RequiredWithError: Story = { args: { required: true, error: 'This field is required.' } };
export const WithHint: Story = { args: { hint: 'The employee sees this note.' } };
