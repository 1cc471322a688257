import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HolidayPay } from '../../src/flows/TimeOff/policies';
import type { DemoApi } from '../../src/testing';
import { demoRequest, useDemo, withDemo, type DemoParameters } from './withDemo';

function HolidayPayStory() {
  const { companyId } = useDemo();
  return <HolidayPay companyId={companyId} year={2027} />;
}

/** A holiday pay policy paying three holidays. */
async function threeHolidays(api: DemoApi): Promise<Record<string, string>> {
  await demoRequest(api, 'POST', `/v1/companies/${api.companyUuid}/holiday_pay_policy`, {
    federal_holidays: {
      independence_day: { selected: true },
      thanksgiving: { selected: true },
      christmas_day: { selected: true },
    },
  });
  return {};
}

const meta = {
  title: 'Flows/TimeOff/HolidayPay',
  component: HolidayPayStory,
  decorators: [withDemo],
} satisfies Meta<typeof HolidayPayStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No policy yet: choose the holidays, then create it. */
export const NotSetUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/no holiday pay policy yet/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create holiday pay policy' })).toBeVisible();
  },
};

/** Three holidays paid, with the 2027 paid days on their observed dates. */
export const SetUp: Story = {
  parameters: { demo: { setup: threeHolidays } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Thanksgiving' })).toBeChecked();
    const preview = await canvas.findByRole('table', { name: /Paid holidays in 2027/ });
    await expect(within(preview).getAllByRole('row')).toHaveLength(4);
  },
};
