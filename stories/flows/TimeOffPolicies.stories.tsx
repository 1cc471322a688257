import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PolicyList, timeOffPoliciesMessages } from '../../src/flows/TimeOff/policies';
import { timeOffPoliciesMessagesEs } from '../../src/flows/TimeOff/policies/messages.es';
import { es } from '../../src/locales/es';
import { namespaced } from '../../src/ui';
import { useDemo, withDemo } from './withDemo';

function PolicyListStory({ onOpenRequest, per }: { onOpenRequest: (id: string) => void; per?: number }) {
  const { companyId } = useDemo();
  return (
    <PolicyList
      companyId={companyId}
      onAdd={() => undefined}
      onEdit={() => undefined}
      onOpenRequest={onOpenRequest}
      per={per}
    />
  );
}

const meta = {
  title: 'Flows/TimeOff/Policies',
  component: PolicyListStory,
  decorators: [withDemo],
  args: { onOpenRequest: fn() },
} satisfies Meta<typeof PolicyListStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded policies: vacation per pay period, sick by hours worked, a retired inactive one. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const vacation = await canvas.findByRole('row', { name: /^Vacation Vacation/ });
    await expect(within(vacation).getByText('Hours each pay period')).toBeVisible();
    await expect(within(vacation).getByRole('button', { name: 'Deactivate Vacation' })).toBeVisible();
    const retired = canvas.getByRole('row', { name: /Summer Fridays/ });
    await expect(within(retired).getByText('Inactive')).toBeVisible();
    await expect(within(retired).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Deactivating a policy with a pending request is refused, naming the request to review. */
export const DeactivateRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Deactivate Vacation' }));
    await expect(
      await canvas.findByText(
        'Vacation cannot be deactivated while requests on it are pending: approve or decline them first.',
      ),
    ).toBeVisible();
    const pending = canvas.getByRole('list', { name: 'Pending requests on Vacation' });
    await userEvent.click(within(pending).getByRole('button', { name: /^Review the request of / }));
    await expect(args.onOpenRequest).toHaveBeenCalledTimes(1);
  },
};

/** Two policies a page: the pages of the list. */
export const Paged: Story = {
  args: { per: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /^Vacation/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByRole('row', { name: /Summer Fridays/ })).toBeVisible();
  },
};

/** In Spanish (these blocks' dictionary is spread into the locale until the lead wires it in). */
export const Spanish: Story = {
  parameters: {
    demo: {
      provider: {
        locale: 'es-US',
        messages: { ...es, ...namespaced(timeOffPoliciesMessages, timeOffPoliciesMessagesEs) },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Políticas de tiempo libre' })).toBeVisible();
    const vacation = await canvas.findByRole('row', { name: /^Vacation Vacaciones/ });
    await expect(within(vacation).getByText('Horas por período de pago')).toBeVisible();
  },
};
