import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import stylesheetUrl from '../../../src/styles.css?url';
import { Button, UIProvider } from '../../../src/ui';

/*
 * A server-rendered page under a strict nonce policy (`style-src 'self' 'nonce-…'`, no
 * 'unsafe-inline'), as csp.test.tsx builds it: the server's HTML is the srcdoc of an iframe, so the
 * browser parses it under the policy exactly as it would a partner's page. The control violation
 * at the end proves the policy is live and every earlier violation would have been seen.
 */
const nonce = 'pk-server-nonce';
const brand = '#6a1b9a';
let root: Root | undefined;
let frame: HTMLIFrameElement | undefined;
afterEach(() => {
  root?.unmount();
  frame?.remove();
  vi.restoreAllMocks();
});

const app = (
  <UIProvider nonce={nonce} theme={{ color: { primary: '#6a1b9a' } }}>
    <Button>Save</Button>
  </UIProvider>
);

async function serverRenderedFrame(html: string) {
  frame = document.createElement('iframe');
  frame.srcdoc = `<!doctype html><html><head>
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; style-src 'self' 'nonce-${nonce}' 'report-sample'">
    <link rel="stylesheet" href="${stylesheetUrl}">
    </head><body><div id="app">${html}</div></body></html>`;
  const violations: string[] = [];
  const loaded = new Promise((resolve) => frame!.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const doc = frame.contentDocument!;
  doc.addEventListener('securitypolicyviolation', (event) =>
    violations.push(`${event.effectiveDirective}: ${event.sample || event.blockedURI}`),
  );
  return { doc, violations };
}

test("the server HTML paints the partner's theme before hydration, and hydrates cleanly under a nonce policy", async () => {
  const { doc, violations } = await serverRenderedFrame(renderToString(app));
  // The root's token, not a button's colour: the pointer left over the frame by an earlier test
  // would put the button in its hover colour.
  const primary = () =>
    getComputedStyle(doc.querySelector('.pk-root')!).getPropertyValue('--pk-color-primary').trim();
  // First paint, no script of ours has run in the frame yet.
  await expect.poll(primary).toBe(brand);

  const errors = vi.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  root = hydrateRoot(doc.getElementById('app')!, app, {
    onRecoverableError: (error) => recoverable.push(error),
  });
  // After hydration the theme moves to an adopted stylesheet and the server's <style> goes.
  await expect.poll(() => doc.querySelector('style[data-pk-theme-style]')).toBeNull();
  expect(primary()).toBe(brand);
  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();

  const control = doc.createElement('div');
  control.setAttribute('style', 'color: red');
  doc.body.append(control);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations).toEqual(['style-src-attr: color: red']);
});
