import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompanyLocations, LocationForm } from '../../src/flows';
import { demoAdmin, saveOverCurrentVersion } from '../../test/support/demoAdmin';
import { demoRequest, renderedDemo, useDemo, withDemo, type DemoParameters } from './withDemo';

interface StoryLocation {
  uuid: string;
  version: string;
  street_1: string;
}

/** The seeded San Francisco office, the company's first location. */
async function firstLocation(api: ReturnType<typeof useDemo>['api']): Promise<StoryLocation> {
  const [location] = await demoRequest<StoryLocation[]>(
    api,
    'GET',
    `/v1/companies/${api.companyUuid}/locations`,
  );
  return location!;
}

function Locations({ mode, onSaved }: { mode: 'flow' | 'add' | 'edit'; onSaved: () => void }) {
  const { companyId, demo } = useDemo();
  if (mode === 'flow') return <CompanyLocations companyId={companyId} />;
  return (
    <LocationForm
      companyId={companyId}
      locationId={mode === 'edit' ? demo.locationId : undefined}
      onSaved={onSaved}
      onCancel={() => undefined}
    />
  );
}

const meta = {
  title: 'Flows/CompanyLocations',
  component: Locations,
  decorators: [withDemo],
  argTypes: {
    mode: {
      control: 'inline-radio',
      options: ['flow', 'add', 'edit'],
      description: 'The whole flow, or its add / edit form alone',
    },
  },
  args: { mode: 'flow', onSaved: fn() },
} satisfies Meta<typeof Locations>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded company's three offices: addresses, phones, the Mailing and Filing badges. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sf = await canvas.findByRole('row', { name: /525 Market St, San Francisco, CA 94105/ });
    await expect(within(sf).getByText('Mailing')).toBeVisible();
    await expect(within(sf).getByText('Filing')).toBeVisible();
    await expect(within(sf).getByText('(415) 555-0100')).toBeVisible();
    const ny = canvas.getByRole('row', { name: /200 Park Ave, Floor 12, New York/ });
    await expect(within(ny).queryByText('Mailing')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Edit / })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Add location' })).toBeVisible();
  },
};

/** Adding a location: every field empty, no designation checked, no minimum wages yet. */
export const EmptyForm: Story = {
  args: { mode: 'add' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Add a location' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Phone number/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /Street address/ })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: /State/ })).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: 'Mailing address' })).not.toBeChecked();
    await expect(canvas.queryByText('Minimum wages at this location')).not.toBeInTheDocument();
  },
};

/** A short phone, a bad ZIP, no street, city or state: each message on its field, nothing sent. */
export const FieldErrors: Story = {
  args: { mode: 'add' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const phone = await canvas.findByRole('textbox', { name: /Phone number/ });
    await userEvent.type(phone, '41555');
    await userEvent.type(canvas.getByRole('textbox', { name: /ZIP code/ }), '941');
    await userEvent.click(canvas.getByRole('button', { name: 'Save location' }));
    await expect(phone).toHaveAccessibleDescription(/Enter a 10-digit US phone number\./);
    await expect(canvas.getByRole('textbox', { name: /ZIP code/ })).toHaveAccessibleDescription(
      /Enter a 5-digit ZIP code, or ZIP\+4\./,
    );
    await expect(canvas.getByRole('textbox', { name: /Street address/ })).toHaveAccessibleDescription(
      /This field is required\./,
    );
    await expect(canvas.getByRole('textbox', { name: /City/ })).toHaveAccessibleDescription(
      /This field is required\./,
    );
    await expect(canvas.getByRole('combobox', { name: /State/ })).toHaveAccessibleDescription(
      /Choose a US state\./,
    );
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** A colleague changed the street while this form was open: their value beside mine, and a choice. */
export const Conflict: Story = {
  args: { mode: 'edit' },
  parameters: {
    demo: {
      setup: async (api) => ({ locationId: (await firstLocation(api)).uuid }),
    } satisfies DemoParameters,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const street = await canvas.findByRole('textbox', { name: /Street address/ });
    await expect(street).toHaveValue('525 Market St');
    await expect(await canvas.findByText('Minimum wages at this location')).toBeVisible();
    const { api, demo } = renderedDemo();
    const path = `/v1/locations/${demo.locationId}`;
    await saveOverCurrentVersion(demoAdmin(api), path, { street_1: '535 Market St' });
    await userEvent.clear(street);
    await userEvent.type(street, '555 Market St');
    await userEvent.click(canvas.getByRole('button', { name: 'Save location' }));
    const prompt = await canvas.findByRole('alert');
    await expect(within(prompt).getByText('Someone else changed this location')).toBeVisible();
    await expect(within(prompt).getByRole('rowheader', { name: 'Street address' })).toBeVisible();
    await expect(within(prompt).getByRole('cell', { name: '535 Market St' })).toBeVisible();
    await expect(within(prompt).getByRole('cell', { name: '555 Market St' })).toBeVisible();
    await expect(street).toHaveValue('555 Market St');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** 130 locations: the list pages past the service's 100 a page; inactive ones marked. */
export const ManyLocations: Story = {
  parameters: { demo: { options: { employees: 3, locations: 130 } } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Showing 1–100 of 130')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByText('Showing 101–130 of 130')).toBeVisible();
    await expect(canvas.getAllByText('Inactive').length).toBeGreaterThan(0);
  },
};

/** A closed location opened from the list: read-only, with its badge and minimum wages. */
export const InactiveReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^View .*\(inactive\)$/ }));
    await expect(await canvas.findByRole('heading', { name: 'Inactive location' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save location' })).not.toBeInTheDocument();
  },
};
