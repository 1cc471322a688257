import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Notifications } from '../../src/flows';
import { es } from '../../src/locales/es';
import { withInformationRequests } from './informationRequestsDemo';
import { useDemo, withDemo, type DemoParameters } from './withDemo';

function Screen({ onAction }: { onAction: () => void }) {
  const { companyId } = useDemo();
  return <Notifications companyId={companyId} onAction={onAction} pollMs={false} />;
}

const meta = {
  title: 'Flows/Notifications',
  component: Screen,
  decorators: [withDemo],
  args: { onAction: fn() },
  parameters: { demo: withInformationRequests },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The requests' notifications: the two still to answer open, newest first (the blocking one
 * marked), each with its action; the answered and the approved ones resolved, apart below.
 */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const actions = await canvas.findAllByRole('button', { name: /^Answer the request:/ });
    await expect(actions).toHaveLength(2);
    await expect(canvas.getAllByText('Payroll blocking')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { name: 'Resolved and expired' })).toBeVisible();
    await expect(canvas.getAllByText('Resolved')).toHaveLength(2);
    await userEvent.click(actions[1]!);
    await expect(args.onAction).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'informationRequest', category: 'information_request' }),
    );
  },
};

/** The same in Spanish, from `payroll-kit/locales/es` (the service's own words stay English). */
export const Spanish: Story = {
  parameters: {
    demo: {
      ...withInformationRequests,
      provider: { locale: 'es-US', messages: es },
    } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Notificaciones' })).toBeVisible();
    await expect(await canvas.findByText('Resueltas y vencidas')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Responder la solicitud:/ })).toHaveLength(2);
  },
};
