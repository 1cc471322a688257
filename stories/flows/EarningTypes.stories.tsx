import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CustomEarningForm, EarningTypes } from '../../src/flows';
import { es } from '../../src/locales/es';
import { demoRequest, useDemo, withDemo, type DemoParameters } from './withDemo';

/** A company with two custom earning types, one of them deactivated. */
const withCustomTypes = {
  setup: async (api) => {
    const path = `/v1/companies/${api.companyUuid}/earning_types`;
    const hazard = await demoRequest<{ uuid: string }>(api, 'POST', path, { name: 'Hazard Pay' });
    const phone = await demoRequest<{ uuid: string }>(api, 'POST', path, { name: 'Phone Stipend' });
    await api.fetch(`${path}/${phone.uuid}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${api.tokens.company}` },
    });
    return { hazardId: hazard.uuid };
  },
} satisfies DemoParameters;

function Screen({ mode, onSaved }: { mode: 'flow' | 'add' | 'rename'; onSaved: () => void }) {
  const { companyId, demo } = useDemo();
  if (mode === 'flow') return <EarningTypes companyId={companyId} />;
  return (
    <CustomEarningForm
      companyId={companyId}
      earningTypeId={mode === 'rename' ? demo.hazardId : undefined}
      onSaved={onSaved}
      onCancel={() => undefined}
    />
  );
}

const meta = {
  title: 'Flows/EarningTypes',
  component: Screen,
  decorators: [withDemo],
  argTypes: {
    mode: {
      control: 'inline-radio',
      options: ['flow', 'add', 'rename'],
      description: 'The whole settings screen, or its add / rename form alone',
    },
  },
  args: { mode: 'flow', onSaved: fn() },
  parameters: { demo: withCustomTypes },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The company's own types (one inactive, with Reactivate) above the eight defaults, read-only. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hazard = await canvas.findByRole('row', { name: /Hazard Pay/ });
    await expect(within(hazard).getByText('Active')).toBeVisible();
    await expect(within(hazard).getByRole('button', { name: 'Deactivate Hazard Pay' })).toBeVisible();
    const phone = canvas.getByRole('row', { name: /Phone Stipend/ });
    await expect(within(phone).getByText('Inactive')).toBeVisible();
    await expect(within(phone).getByRole('button', { name: 'Reactivate Phone Stipend' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Default earning types' })).toBeVisible();
    await expect(canvas.getByText('Minimum Wage Adjustment')).toBeVisible();
  },
};

/** A new company: no custom type yet, the empty state offers the first one. */
export const Empty: Story = {
  parameters: { demo: { options: { employees: 1 }, setup: () => ({}) } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No custom earning types yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add earning type' })).toBeVisible();
  },
};

/** Adding: a name another type has (in another case) comes back on the field, nothing saved. */
export const NameTaken: Story = {
  args: { mode: 'add' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'hazard pay');
    await userEvent.click(canvas.getByRole('button', { name: 'Save earning type' }));
    // The service's answer comes back on the field.
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(/An earning type named Hazard Pay already exists\./),
    );
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Renaming: the form shows the type's name. */
export const Rename: Story = {
  args: { mode: 'rename' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Rename earning type' })).toBeVisible();
    await expect(await canvas.findByDisplayValue('Hazard Pay')).toBeVisible();
  },
};

/** The screen in Spanish, from `payroll-kit/locales/es`. */
export const Spanish: Story = {
  parameters: {
    demo: { ...withCustomTypes, provider: { locale: 'es-US', messages: es } } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Ingresos personalizados' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Desactivar Hazard Pay' })).toBeVisible();
  },
};
