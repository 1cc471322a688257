import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Badge, EmptyState, Table, useFormat, type TableColumn, type TableSort } from '../../src/ui';
import { withUI } from './decorators';
import { people, type PersonRow } from './people';

function EmployeesTable({ count }: { count: number }) {
  const format = useFormat();
  const [sort, setSort] = useState<TableSort>({ key: 'name', direction: 'asc' });
  const columns: TableColumn<PersonRow>[] = [
    { key: 'name', header: 'Name', cell: (row) => row.name, sortable: true },
    { key: 'department', header: 'Department', cell: (row) => row.department },
    { key: 'pay', header: 'Annual pay', cell: (row) => format.money(row.pay), align: 'end', sortable: true },
    { key: 'status', header: 'Onboarding', cell: (row) => <Badge status={row.status} /> },
  ];
  const rows = people(count).sort((a, b) => {
    const order = sort.key === 'pay' ? Number(a.pay) - Number(b.pay) : a.name.localeCompare(b.name);
    return sort.direction === 'asc' ? order : -order;
  });
  return (
    <Table
      caption="Employees"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      sort={sort}
      onSortChange={setSort}
      empty={<EmptyState title="No employees yet" />}
    />
  );
}

const meta = {
  title: 'UI/Table',
  component: EmployeesTable,
  args: { count: 6 },
  decorators: [withUI],
} satisfies Meta<typeof EmployeesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sortable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nameHeader = canvas.getByRole('columnheader', { name: /Name/ });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(canvas.getByRole('button', { name: /Name/ }));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  },
};
export const Empty: Story = { args: { count: 0 } };
export const Dark: Story = { parameters: { ui: { colorScheme: 'dark' } } };
