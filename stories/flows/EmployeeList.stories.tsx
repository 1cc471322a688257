import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmployeeList } from '../../src/flows';
import { useDemo, withDemo, type DemoParameters } from './withDemo';

function List({ onAdd, onResume }: { onAdd: () => void; onResume: (employeeId: string) => void }) {
  const { companyId } = useDemo();
  return <EmployeeList companyId={companyId} onAdd={onAdd} onResume={onResume} />;
}

const meta = {
  title: 'Flows/EmployeeList',
  component: List,
  decorators: [withDemo],
  args: { onAdd: fn(), onResume: fn() },
} satisfies Meta<typeof List>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Thirty employees: page headers drive the pagination; status badges; sortable name. */
export const Filled: Story = {
  parameters: { demo: { options: { employees: 30 } } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Showing 1–25 of 30')).toBeVisible();
  },
};

/** A company without employees. */
export const Empty: Story = {
  parameters: { demo: { options: { employees: 0 } } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No employees yet')).toBeVisible();
  },
};

/** While the first page loads. */
export const Loading: Story = {
  parameters: { demo: { options: { latencyMs: 60_000 } } satisfies DemoParameters },
};

/** Deleting an onboarded employee: the service refuses, and says so in the dialog. */
export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const onboarded = (await canvas.findAllByText('Onboarded'))[0]!;
    const row = onboarded.closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Delete/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Delete employee' }));
    await expect(await body.findByText(/onboarded employee/i)).toBeInTheDocument();
  },
};
