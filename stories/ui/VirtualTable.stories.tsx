import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VirtualTable, useFormat, type TableColumn } from '../../src/ui';
import { withUI } from './decorators';
import { people, type PersonRow } from './people';

function AllEmployees({ count, onOpen }: { count: number; onOpen: (row: PersonRow) => void }) {
  const format = useFormat();
  const columns: TableColumn<PersonRow>[] = [
    { key: 'name', header: 'Name', cell: (row) => row.name },
    { key: 'department', header: 'Department', cell: (row) => row.department },
    { key: 'pay', header: 'Annual pay', cell: (row) => format.money(row.pay), align: 'end' },
  ];
  return (
    <VirtualTable
      label="All employees"
      columns={columns}
      rows={people(count)}
      rowKey={(row) => row.id}
      onRowActivate={onOpen}
    />
  );
}

const meta = {
  title: 'UI/VirtualTable',
  component: AllEmployees,
  args: { count: 5000, onOpen: fn() },
  decorators: [withUI],
} satisfies Meta<typeof AllEmployees>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FiveThousandRows: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'All employees' });
    await expect(grid).toHaveAttribute('aria-rowcount', '5001');
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(80);
    grid.focus();
    await userEvent.keyboard('{End}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'p4999' }));
  },
};
export const Dark: Story = { args: { count: 50 }, parameters: { ui: { colorScheme: 'dark' } } };
