import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination } from '../../src/ui';
import { withUI } from './decorators';
import { es } from '../../src/locales/es';

function PagedList({ totalCount, per, startPage }: { totalCount: number; per: number; startPage: number }) {
  const [page, setPage] = useState(startPage);
  return (
    <Pagination
      page={page}
      per={per}
      totalCount={totalCount}
      totalPages={Math.ceil(totalCount / per)}
      onPageChange={setPage}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: PagedList,
  args: { totalCount: 120, per: 25, startPage: 1 },
  decorators: [withUI],
} satisfies Meta<typeof PagedList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Showing 26–50 of 120')).toBeVisible();
    await expect(canvas.getByText('Page 2 of 5')).toBeVisible();
  },
};
export const LastPage: Story = { args: { startPage: 5 } };
export const Empty: Story = { args: { totalCount: 0 } };
export const Spanish: Story = { parameters: { ui: { locale: 'es-US', messages: es } } };
