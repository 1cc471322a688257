import { expect } from 'vitest';
import { userEvent, type Locator } from 'vitest/browser';

/**
 * Presses Tab (Shift+Tab when `backward`) until `target` has focus, at most `presses` times:
 * proves it is in the tab order, reached from where focus is now. Throws naming where focus is
 * when it is not reached.
 *
 * @example
 * await tabTo(screen.getByRole('button', { name: 'Save' }));
 */
export async function tabTo(target: Locator, { backward = false, presses = 40 } = {}): Promise<void> {
  await expect.element(target).toBeInTheDocument();
  for (let pressed = 0; pressed <= presses; pressed += 1) {
    if (document.activeElement === target.query()) return;
    await userEvent.keyboard(backward ? '{Shift>}{Tab}{/Shift}' : '{Tab}');
  }
  throw new Error(`not reached by Tab; focus is on ${document.activeElement?.outerHTML.slice(0, 80)}`);
}
