import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PolicyForm } from '../../src/flows/TimeOff/policies';
import type { DemoApi } from '../../src/testing';
import { demoRequest, useDemo, withDemo, type DemoParameters } from './withDemo';

function PolicyFormStory({ onSaved, edit }: { onSaved: () => void; edit?: boolean }) {
  const { companyId, demo } = useDemo();
  return (
    <PolicyForm
      companyId={companyId}
      policyId={edit ? demo.sickUuid : undefined}
      onSaved={onSaved}
      onCancel={() => undefined}
    />
  );
}

/** The seeded sick policy, to edit. */
async function sickPolicy(api: DemoApi): Promise<Record<string, string>> {
  const policies = await demoRequest<Array<{ uuid: string; name: string }>>(
    api,
    'GET',
    `/v1/companies/${api.companyUuid}/time_off_policies`,
  );
  return { sickUuid: policies.find((p) => p.name === 'Sick leave')!.uuid };
}

const meta = {
  title: 'Flows/TimeOff/PolicyForm',
  component: PolicyFormStory,
  decorators: [withDemo],
  args: { onSaved: fn() },
} satisfies Meta<typeof PolicyFormStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new policy: each accrual method shows only its settings; unlimited shows none. */
export const Add: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const method = await canvas.findByRole('combobox', { name: /How time off is earned/ });
    await userEvent.selectOptions(method, 'By hours paid');
    await expect(canvas.getByRole('textbox', { name: /For every … hours/ })).toBeVisible();
    await userEvent.selectOptions(method, 'Unlimited');
    await expect(canvas.queryByRole('textbox', { name: /Hours earned/ })).not.toBeInTheDocument();
    await expect(method).toHaveAccessibleDescription(/no balance, rate or cap/);
  },
};

/** Saving an empty form: each required field says so. */
export const Errors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save policy' }));
    await expect(canvas.getByRole('textbox', { name: /Policy name/ })).toHaveAccessibleDescription(
      /This field is required\./,
    );
    await expect(
      canvas.getByRole('combobox', { name: /How time off is earned/ }),
    ).toHaveAccessibleDescription(/This field is required\./);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Editing the seeded sick policy: its settings filled in, its type shown but fixed. */
export const Edit: Story = {
  args: { edit: true },
  parameters: { demo: { setup: sickPolicy } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Edit Sick leave' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /For every … hours/ })).toHaveValue('30.000');
    await expect(canvas.getByRole('textbox', { name: /Type/ })).toHaveValue('Sick');
  },
};
