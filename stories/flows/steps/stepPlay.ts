import { expect, within } from 'storybook/test';

/**
 * The conflict prompt after a save over a colleague's: the record "changed by someone else", and
 * on the `field`'s row their value beside mine.
 *
 * @example
 * await expectTheirsBesideMine(canvas, 'Pay rate', '40.00', '35.00');
 */
export async function expectTheirsBesideMine(
  canvas: ReturnType<typeof within>,
  field: string,
  theirs: string | RegExp,
  mine: string,
) {
  const prompt = await canvas.findByRole('alert');
  await expect(within(prompt).getByText('Someone else changed this record')).toBeVisible();
  await expect(within(prompt).getByRole('rowheader', { name: field })).toBeVisible();
  await expect(within(prompt).getByRole('cell', { name: theirs })).toBeVisible();
  await expect(within(prompt).getByRole('cell', { name: mine })).toBeVisible();
}
