import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { Button } from '../../../src/ui';
import '../../../src/styles.css';

test('a keyboard user activates the button with Enter and Space', async () => {
  const onClick = vi.fn();
  const screen = await render(<Button onClick={onClick}>Save</Button>);
  await userEvent.keyboard('{Tab}');
  await expect.element(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard(' ');
  expect(onClick).toHaveBeenCalledTimes(2);
});

test('a loading button keeps focus and ignores activation', async () => {
  const onClick = vi.fn();
  const screen = await render(
    <Button loading onClick={onClick}>
      Save
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Save' });
  await userEvent.keyboard('{Tab}');
  await expect.element(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect.element(button).toHaveAttribute('aria-busy', 'true');
  await expect.element(button).toHaveFocus();
  expect(onClick).not.toHaveBeenCalled();
});
