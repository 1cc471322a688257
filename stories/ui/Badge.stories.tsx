import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../../src/ui';
import { withUI } from './decorators';
import { es } from '../../src/locales/es';

const statuses = [
  'onboarding_completed',
  'admin_onboarding_incomplete',
  'self_onboarding_pending_invite',
  'self_onboarding_invited',
  'self_onboarding_invited_started',
  'self_onboarding_invited_overdue',
  'self_onboarding_completed_by_employee',
  'self_onboarding_awaiting_admin_review',
  'unprocessed',
  'calculating',
  'calculate_success',
  'submitting',
  'submit_success',
  'processing_failed',
  'pending',
  'approved',
  'declined',
  'consumed',
  'a_status_from_the_future',
];

const meta = {
  title: 'UI/Badge',
  component: Badge,
  decorators: [withUI],
  args: { status: 'pending' },
  argTypes: {
    status: { control: 'select', options: statuses, description: 'API status: picks the tone and the label' },
    tone: { control: 'inline-radio', options: ['neutral', 'info', 'success', 'warning', 'danger'] },
    children: { control: 'text', description: 'Own text instead of the status label' },
  },
  render: () => (
    <ul className="pk-story-list">
      {statuses.map((status) => (
        <li key={status}>
          <Badge status={status} />
        </li>
      ))}
    </ul>
  ),
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const unknown = within(canvasElement).getByText('a_status_from_the_future');
    await expect(unknown).toHaveAttribute('data-tone', 'neutral');
  },
};
export const EveryStatusDark: Story = { parameters: { ui: { colorScheme: 'dark' } } };
export const EveryStatusSpanish: Story = { parameters: { ui: { locale: 'es-US', messages: es } } };
/** One badge: pick any status, tone or text in the controls. */
export const OneStatus: Story = { render: (args) => <Badge {...args} /> };
/** A partner's own text in a chosen tone. */
export const CustomText: Story = {
  args: { status: undefined, tone: 'info', children: 'Off-cycle' },
  render: (args) => <Badge {...args} />,
};
