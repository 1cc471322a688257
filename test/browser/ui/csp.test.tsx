import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { afterEach, expect, test } from 'vitest';
import stylesheetUrl from '../../../src/styles.css?url';
import { Button, MoneyField, SSNField, Select, TextField, UIProvider, VirtualTable } from '../../../src/ui';

/*
 * How this proves CSP safety: a srcdoc iframe carries a strict policy in a <meta> tag
 * (`style-src 'self'`, no 'unsafe-inline'; a srcdoc document shares our origin, so the kit's
 * stylesheet loads as 'self'). React renders the provider into that document from this test.
 * Every blocked inline style fires `securitypolicyviolation` in the iframe. After rendering we
 * add one deliberate inline style attribute as a control: its violation must arrive (the policy is
 * live and we are listening), and because reports are delivered in order, any violation caused by
 * the kit would have arrived before it.
 */
let root: Root | undefined;
let frame: HTMLIFrameElement | undefined;
afterEach(() => {
  root?.unmount();
  frame?.remove();
});

async function strictFrame(): Promise<{ doc: Document; violations: string[] }> {
  frame = document.createElement('iframe');
  frame.srcdoc = `<!doctype html><html><head>
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; style-src 'self' 'report-sample'">
    <link rel="stylesheet" href="${stylesheetUrl}">
    </head><body><div id="app"></div></body></html>`;
  const loaded = new Promise((resolve) => frame!.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const doc = frame.contentDocument!;
  const violations: string[] = [];
  doc.addEventListener('securitypolicyviolation', (event) =>
    violations.push(`${event.effectiveDirective}: ${event.sample || event.blockedURI}`),
  );
  return { doc, violations };
}

async function expectOnlyTheControlViolation(doc: Document, violations: string[]) {
  const control = doc.createElement('div');
  control.setAttribute('style', 'color: red');
  doc.body.append(control);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations).toEqual(['style-src-attr: color: red']);
}

test('a themed provider and its primitives render under style-src without unsafe-inline', async () => {
  const { doc, violations } = await strictFrame();
  root = createRoot(doc.getElementById('app')!);
  flushSync(() =>
    root!.render(
      <UIProvider theme={{ color: { primary: '#5b2a86' }, radius: { md: '0' } }} colorScheme="dark">
        <TextField label="Legal first name" name="first_name" error="This field is required." />
        <MoneyField label="Pay rate" name="rate" />
        <SSNField label="SSN" name="ssn" hasValue />
        <Select label="Pay unit" name="unit" options={[{ value: 'Hour', label: 'Per hour' }]} />
        <VirtualTable
          label="Rows"
          columns={[{ key: 'n', header: 'Number', cell: (n: number) => n }]}
          rows={Array.from({ length: 500 }, (_, i) => i)}
          rowKey={String}
        />
        <Button>Save</Button>
      </UIProvider>,
    ),
  );
  const button = doc.querySelector('button')!;
  // The theme reached the page: the static sheet draws the button with the partner's primary colour.
  await expect.poll(() => getComputedStyle(button).backgroundColor).toBe('rgb(91, 42, 134)');
  expect(
    doc.querySelector('.pk-root [style]:not(.pk-vtable__row):not(.pk-vtable__body):not(.pk-vtable)'),
  ).toBeNull();
  await expectOnlyTheControlViolation(doc, violations);
});
