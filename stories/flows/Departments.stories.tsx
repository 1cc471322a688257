import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Departments } from '../../src/flows/EmployeeManagement/departments/Departments';
import { es } from '../../src/locales/es';
import { demoRequest, useDemo, withDemo, type DemoParameters } from './withDemo';

/** Engineering with the company's first employee in it, and Sales, empty. */
const withDepartments = {
  setup: async (api) => {
    const path = `/v1/companies/${api.companyUuid}/departments`;
    const [first] = await demoRequest<{ uuid: string }[]>(
      api,
      'GET',
      `/v1/companies/${api.companyUuid}/employees`,
    );
    const engineering = await demoRequest<{ uuid: string; version: string }>(api, 'POST', path, {
      title: 'Engineering',
    });
    await demoRequest(api, 'PUT', `/v1/departments/${engineering.uuid}/add`, {
      version: engineering.version,
      employees: [{ uuid: first!.uuid }],
    });
    await demoRequest(api, 'POST', path, { title: 'Sales' });
    return {};
  },
} satisfies DemoParameters;

function Screen() {
  const { companyId } = useDemo();
  return <Departments companyId={companyId} />;
}

const meta = {
  title: 'Flows/EmployeeManagement/Departments',
  component: Screen,
  decorators: [withDemo],
  parameters: { demo: withDepartments },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each department with its people (Remove each), an employee to add, Delete on the empty one. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const engineering = await canvas.findByRole('region', { name: 'Engineering' });
    await expect(
      await within(engineering).findByRole('button', { name: /^Remove .+ from Engineering$/ }),
    ).toBeVisible();
    const sales = canvas.getByRole('region', { name: 'Sales' });
    await expect(within(sales).getByText('No one in this department yet.')).toBeVisible();
    await expect(within(sales).getByRole('button', { name: 'Delete the department Sales' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Department name/ })).toBeVisible();
  },
};

/** The section in Spanish, from `payroll-kit/locales/es`. */
export const Spanish: Story = {
  parameters: {
    demo: { ...withDepartments, provider: { locale: 'es-US', messages: es } } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Departamentos' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Eliminar el departamento Sales' })).toBeVisible();
  },
};
