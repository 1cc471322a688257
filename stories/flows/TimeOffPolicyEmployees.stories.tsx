import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PolicyEmployees } from '../../src/flows/TimeOff/policies';
import type { DemoApi } from '../../src/testing';
import { demoRequest, useDemo, withDemo, type DemoParameters } from './withDemo';

function PolicyEmployeesStory() {
  const { companyId, demo } = useDemo();
  return <PolicyEmployees companyId={companyId} policyId={demo.policyUuid!} />;
}

/** The seeded vacation policy, with its employees and balances. */
async function seededVacation(api: DemoApi): Promise<Record<string, string>> {
  const policies = await demoRequest<Array<{ uuid: string; name: string }>>(
    api,
    'GET',
    `/v1/companies/${api.companyUuid}/time_off_policies`,
  );
  return { policyUuid: policies.find((p) => p.name === 'Vacation')!.uuid };
}

/** A new policy with no one on it. */
function newPolicy(accrual: Record<string, unknown>) {
  return async (api: DemoApi): Promise<Record<string, string>> => {
    const policy = await demoRequest<{ uuid: string }>(
      api,
      'POST',
      `/v1/companies/${api.companyUuid}/time_off_policies`,
      {
        name: 'Floating days',
        policy_type: 'vacation',
        ...accrual,
      },
    );
    return { policyUuid: policy.uuid };
  };
}

const meta = {
  title: 'Flows/TimeOff/PolicyEmployees',
  component: PolicyEmployeesStory,
  decorators: [withDemo],
} satisfies Meta<typeof PolicyEmployeesStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Employees on the seeded vacation policy with their balances; add and adjust forms. */
export const Filled: Story = {
  parameters: { demo: { setup: seededVacation } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Employees on Vacation' })).toBeVisible();
    await expect(
      canvas.getAllByRole('button', { name: /^Remove .* from the policy$/ }).length,
    ).toBeGreaterThan(1);
    await expect(canvas.getByRole('button', { name: 'Save balance' })).toBeVisible();
  },
};

/** A new policy: no one on it yet. */
export const Empty: Story = {
  parameters: {
    demo: {
      setup: newPolicy({ accrual_method: 'per_pay_period', accrual_rate: '4' }),
    } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No one is on this policy yet.')).toBeVisible();
  },
};

/** An unlimited policy: no starting balances, nothing to adjust. */
export const Unlimited: Story = {
  parameters: { demo: { setup: newPolicy({ accrual_method: 'unlimited' }) } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('This policy is unlimited: it keeps no balances to adjust.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /Starting balance/ })).not.toBeInTheDocument();
  },
};
