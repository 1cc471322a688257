import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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

/** The service of {@link MadeUnlimitedMeanwhile}, for its "colleague" to change the policy. */
let colleagueApi: DemoApi | undefined;

/**
 * A colleague made the policy unlimited while a new balance was being typed: the refusal is on
 * the balance field with the reason, the typed hours stay, and the policy now shows unlimited.
 */
export const MadeUnlimitedMeanwhile: Story = {
  parameters: {
    demo: {
      setup: async (api: DemoApi) => {
        colleagueApi = api;
        const { policyUuid } = await newPolicy({ accrual_method: 'per_pay_period', accrual_rate: '4' })(api);
        const people = await demoRequest<Array<{ uuid: string; jobs: unknown[] }>>(
          api,
          'GET',
          `/v1/companies/${api.companyUuid}/employees?per=100`,
        );
        await demoRequest(api, 'PUT', `/v1/time_off_policies/${policyUuid}/add_employees`, {
          employees: [{ uuid: people.find((p) => p.jobs.length > 0)!.uuid, balance: '16' }],
        });
        return { policyUuid: policyUuid! };
      },
    } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const saveBalance = await canvas.findByRole('button', { name: 'Save balance' });
    const pickers = canvas.getAllByRole('combobox', { name: /^Employee/ });
    const picker = pickers[pickers.length - 1]!;
    await userEvent.selectOptions(picker, within(picker).getAllByRole('option')[1]!);
    const balance = canvas.getByRole('textbox', { name: /New balance/ });
    await userEvent.type(balance, '24');
    const [policy] = (
      await demoRequest<Array<{ uuid: string; name: string; version: string }>>(
        colleagueApi!,
        'GET',
        `/v1/companies/${colleagueApi!.companyUuid}/time_off_policies`,
      )
    ).filter((p) => p.name === 'Floating days');
    await demoRequest(colleagueApi!, 'PUT', `/v1/time_off_policies/${policy!.uuid}`, {
      version: policy!.version,
      accrual_method: 'unlimited',
      accrual_rate: null,
    });
    await userEvent.click(saveBalance);
    await expect(
      await canvas.findByText(
        'Floating days was made unlimited meanwhile: it keeps no balances, so this one was not saved.',
      ),
    ).toBeVisible();
    await expect(balance).toHaveValue('24');
    await expect(canvas.getByText('This policy is unlimited: it keeps no balances to adjust.')).toBeVisible();
  },
};
