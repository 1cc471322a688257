import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import { Button, Dialog, UIProvider } from '../../../src/ui';
import '../../../src/styles.css';

/*
 * Radix's modal scroll lock writes one <style> element into the top document (the iframe method
 * of csp.test.tsx cannot see it). Under a strict `style-src 'nonce-…'` policy that element is
 * allowed only if it carries the page's nonce, which the provider's `nonce` prop hands over.
 */
test('the modal scroll lock style carries the nonce given to the provider', async () => {
  const screen = await render(
    <UIProvider nonce="pk-test-nonce">
      <Dialog title="Remove bank account" trigger={<Button>Open</Button>}>
        <p>Body</p>
      </Dialog>
    </UIProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  await expect.element(screen.getByRole('dialog')).toBeVisible();
  const lockStyles = [...document.querySelectorAll('style')].filter((style) =>
    style.textContent?.includes('with-scroll-bars-hidden'),
  );
  expect(lockStyles.length).toBeGreaterThan(0);
  expect(lockStyles.map((style) => style.nonce)).toEqual(lockStyles.map(() => 'pk-test-nonce'));
});
