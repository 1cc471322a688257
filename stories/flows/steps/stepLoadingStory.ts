import { expect, within } from 'storybook/test';
import { slowDemoService } from '../demoEmployees';

/**
 * The story of a step's loading state: every request of the story's service held (the seeded
 * employee named is the one the step asks about), then the spinner announcing `status`, the step's
 * `region` marked busy, and none of `notYet` (the form's fields, its actions) rendered yet.
 *
 * @example
 * export const Loading: Story = stepLoadingStory('Barbara', 'Loading the W-4…', 'Federal taxes', [
 *   ['button', 'Save and continue'],
 * ]);
 */
export function stepLoadingStory(
  employee: 'Ada' | 'Barbara',
  status: string,
  region: string,
  notYet: Array<[role: string, name?: string | RegExp]>,
) {
  return {
    parameters: { demo: slowDemoService(employee, 'Lovelace') },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('status')).toHaveTextContent(status);
      await expect(canvas.getByRole('region', { name: region })).toHaveAttribute('aria-busy', 'true');
      for (const [role, name] of notYet)
        await expect(
          name === undefined ? canvas.queryByRole(role) : canvas.queryByRole(role, { name }),
        ).not.toBeInTheDocument();
    },
  };
}
