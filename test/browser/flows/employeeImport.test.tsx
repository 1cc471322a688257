/**
 * Issue 46 (import people, UPSTREAM-3 N.5): in `<EmployeeImport/>`, through the real proxy as the
 * company's admin, by the keyboard alone in a 320 px column, a 20-row CSV is chosen: the preview
 * finds one row's email wrong before anything is sent; the 19 others are sent and the service
 * refuses one more (a last name over 100 characters) naming the field; both are fixed in place and
 * sent again. The other 18 are created once, the two fixed rows once each. No control leaves the
 * column, and focus is never lost on the way.
 */
import { page, userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import { EmployeeImport } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { tabTo } from '../tabTo';
import { proxySession } from './proxySession';
import { callDemo, expectErrorOn } from './taxPayHelpers';

const HEADER =
  'first_name,last_name,email,ssn,street_1,city,state,zip,job_title,hire_date,rate,payment_unit,flsa_status';
const LONG = 'L'.repeat(101);

function csv(): string {
  const lines = Array.from({ length: 20 }, (_, i) => {
    const n = i + 1;
    const email = n === 5 ? 'grace-at-example.com' : `hire${n}@example.com`;
    const last = n === 12 ? LONG : `Import${n}`;
    const ssn = `123-45-${String(6700 + n)}`;
    return `Hire${n},${last},${email},${ssn},"${n} Main St, Unit ${n}",Denver,CO,80202,Cook,2026-07-01,21.50,Hour,Nonexempt`;
  });
  return [HEADER, ...lines].join('\r\n');
}

test('a 20-row CSV imported by keyboard at 320 px: two bad rows fixed in place and sent again, the other 18 created once', async () => {
  await page.viewport(400, 900);
  const api = createDemoApi({ employees: 2 });
  const session = proxySession(api, 'admin');
  const screen = await session.render(
    <div data-column="" style={{ width: '320px' }}>
      <EmployeeImport companyId={api.companyUuid} />
    </div>,
  );
  const column = document.querySelector<HTMLElement>('[data-column]')!;
  const fits = () => expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);

  // The landing: the template (its header names every column) and the file to choose.
  const template = screen.getByRole('link', { name: 'Download the CSV template' });
  await tabTo(template);
  const href = template.element().getAttribute('href')!;
  expect(decodeURIComponent(href.slice(href.indexOf(',') + 1)).split('\r\n')[0]).toMatch(
    /^external_id,first_name,last_name,.*,job_title,hire_date,rate,payment_unit,flsa_status$/,
  );
  const file = screen.getByLabelText('CSV file to import');
  await tabTo(file);
  fits();
  // The browser's file chooser is the system's own window: the file is handed to the focused input.
  await userEvent.upload(file, new File([csv()], 'new-hires.csv', { type: 'text/csv' }));

  // The preview loads when reached; its heading takes focus; row 5 (line 6) is held back.
  await expect.element(screen.getByRole('heading', { name: 'Check the rows' })).toHaveFocus();
  await expect.element(screen.getByText('19 ready to send, 1 to fix, 0 created.')).toBeVisible();
  const email = screen.getByRole('textbox', { name: 'Personal email' });
  await expectErrorOn(email, 'Enter an email address like name@example.com.');
  fits();

  // Send the 19 ready rows: the service refuses row 12 (line 13) on its last name.
  const send19 = screen.getByRole('button', { name: 'Send 19 rows' });
  await tabTo(send19);
  await userEvent.keyboard('{Enter}');
  const summary = screen.getByText(/^Sent: 18 created, 1 refused\./);
  await expect.element(summary).toHaveFocus();
  await expect.element(summary).toHaveTextContent('0 ready to send, 2 to fix, 18 created.');
  await expect.element(screen.getByRole('heading', { name: /^Row 13: .* Refused$/ })).toBeVisible();
  const lastName = screen.getByRole('textbox', { name: 'Last name' });
  await expectErrorOn(lastName, 'too long');
  fits();

  // Both fixed in place, by keyboard, then sent again: only those two.
  await tabTo(email);
  await userEvent.keyboard('{Control>}a{/Control}grace@example.com');
  await tabTo(lastName);
  await userEvent.keyboard('{Control>}a{/Control}Hopper');
  const send2 = screen.getByRole('button', { name: 'Send 2 rows' });
  await tabTo(send2);
  await userEvent.keyboard('{Enter}');
  const after = screen.getByText(/^Sent: 2 created, 0 refused\./);
  await expect.element(after).toHaveFocus();
  await expect.element(after).toHaveTextContent('0 ready to send, 0 to fix, 20 created.');
  fits();

  // The company now has its 2 seeded employees and the 20 imported, each once.
  const { body: employees } = await callDemo(
    api,
    'GET',
    `/v1/companies/${api.companyUuid}/employees?per=100`,
  );
  const imported = (employees as { first_name: string; last_name: string }[]).filter((e) =>
    e.first_name.startsWith('Hire'),
  );
  expect(employees).toHaveLength(22);
  expect(new Set(imported.map((e) => e.first_name)).size).toBe(20);
  expect(imported.find((e) => e.first_name === 'Hire12')?.last_name).toBe('Hopper');
  const posts = session.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/people_batches'));
  expect(posts.map((r) => r.status)).toEqual([201, 201]);
  // Nothing the admin did was refused by the proxy on the way.
  expect(session.requests.filter((request) => request.status >= 400)).toEqual([]);
});
