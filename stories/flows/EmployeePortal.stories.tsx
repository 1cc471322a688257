import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmployeePortal, type EmployeePortalSection } from '../../src/flows';
import { es } from '../../src/locales/es';
import { demoRequest, useDemo, withDemo, type DemoParameters } from './withDemo';

/**
 * An employee of the seeded company, paid by its processed payroll, on a time off policy with a
 * pending request (what the seed gives them).
 */
const withEmployee = {
  options: { employees: 4 },
  setup: async (api) => {
    const requests = await demoRequest<Array<{ status: string; employee: { uuid: string } }>>(
      api,
      'GET',
      `/v1/companies/${api.companyUuid}/time_off/requests`,
    );
    return { employeeId: requests.find((request) => request.status === 'pending')!.employee.uuid };
  },
} satisfies DemoParameters;

const spanish = { ...withEmployee, provider: { locale: 'es-US', messages: es } } satisfies DemoParameters;

function Screen({ section }: { section: EmployeePortalSection }) {
  const { demo } = useDemo();
  return <EmployeePortal key={section} employeeId={demo.employeeId!} initialSection={section} />;
}

const meta = {
  title: 'Flows/EmployeePortal',
  component: Screen,
  decorators: [withDemo],
  argTypes: {
    section: {
      control: 'inline-radio',
      options: ['overview', 'payStubs', 'profile', 'timeOff', 'documents'],
      description: 'The section the portal opens on',
    },
  },
  args: { section: 'overview' },
  parameters: { demo: withEmployee },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the employee sees first: the latest pay stub with its PDF, year to date, balances. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your pay at a glance' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /^Pay stub of .* \(PDF\)$/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /^Year to date/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Every pay stub, each row's PDF asked for by its button. */
export const PayStubs: Story = {
  args: { section: 'payStubs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Your pay stubs, newest first' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^PDF of the pay stub of / }).length).toBeGreaterThan(
      0,
    );
  },
};

/** Their details: the home address form, the W-4 and how they are paid. */
export const Details: Story = {
  args: { section: 'profile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your details' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Street address/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save home address' })).toBeVisible();
  },
};

/** Their time off: balances, requests (a pending one with Cancel), and Request time off. */
export const TimeOff: Story = {
  args: { section: 'timeOff' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Your time off balances' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /^Cancel request of / })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Request time off' })).toBeVisible();
  },
};

/** Their documents: their forms, each opened as a PDF. */
export const Documents: Story = {
  args: { section: 'documents' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Documents' })).toBeVisible();
  },
};

/** The overview in Spanish, from `payroll-kit/locales/es`. */
export const OverviewSpanish: Story = {
  parameters: { demo: spanish },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Tu pago de un vistazo' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /^Talón de pago del .* \(PDF\)$/ })).toBeVisible();
  },
};

/** Their details in Spanish: the address form's words and the W-4. */
export const DetailsSpanish: Story = {
  args: { section: 'profile' },
  parameters: { demo: spanish },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Tus datos' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Guardar domicilio' })).toBeVisible();
  },
};

/** Their time off in Spanish. */
export const TimeOffSpanish: Story = {
  args: { section: 'timeOff' },
  parameters: { demo: spanish },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Tus saldos de tiempo libre' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Solicitar tiempo libre' })).toBeVisible();
  },
};
