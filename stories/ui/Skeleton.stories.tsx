import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '../../src/ui';
import { withUI } from './decorators';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  decorators: [withUI],
  render: (args) => (
    <section aria-busy="true" aria-label="Employee">
      <Skeleton {...args} />
    </section>
  ),
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paragraph: Story = { args: { lines: 3 } };
export const Title: Story = { args: { shape: 'title' } };
export const Block: Story = { args: { shape: 'block' } };
export const Circle: Story = { args: { shape: 'circle' } };
