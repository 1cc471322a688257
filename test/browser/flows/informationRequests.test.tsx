/**
 * <InformationRequests/> through the proxy (UPSTREAM-3 L.5, DECISIONS 66), by keyboard alone in a
 * 320 px column: the blocking request marked, its form refusing a blank text, a missing file and
 * a file of another type before anything is sent, then the answers sent (a text and a PDF) and
 * the request under review; the screen scrolls nowhere sideways.
 */
import { page, userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { InformationRequests } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { tabTo } from '../tabTo';
import { proxySession } from './proxySession';
import { expectErrorOn } from './taxPayHelpers';

/** The flow root scrolls nowhere sideways, and the focused control is in view. */
function expectFits() {
  const root = document.querySelector<HTMLElement>('.pk-information-requests')!;
  expect(root.scrollWidth, 'flow root scrolls sideways').toBeLessThanOrEqual(root.clientWidth + 1);
  const focused = document.activeElement as HTMLElement | null;
  if (focused && root.contains(focused) && !focused.closest('.pk-table-wrap'))
    expect(focused.getBoundingClientRect().right).toBeLessThanOrEqual(root.getBoundingClientRect().right + 1);
}

test('answers a blocking request with a text and a PDF, by keyboard alone at 320 px', async () => {
  await page.viewport(400, 900);
  const api = createDemoApi({ employees: 1 });
  const session = proxySession(api, 'admin');
  const opened = await session.api.fetch(`/__demo/companies/${api.companyUuid}/information_requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'account_protection',
      blocking_payroll: true,
      questions: [
        { question_text: 'What does the company sell?', response_type: 'text' },
        { question_text: 'Upload the latest bank statement.', response_type: 'document' },
      ],
    }),
  });
  expect(opened.status).toBe(201);
  const onEvent = vi.fn();
  const screen = await session.render(
    <div style={{ width: 320 }}>
      <InformationRequests companyId={api.companyUuid} onEvent={onEvent} />
    </div>,
  );
  const answer = screen.getByRole('button', { name: 'Answer the request: Account protection' });
  await expect.element(answer).toBeVisible();
  await expect.element(screen.getByText('Payroll blocking')).toBeVisible();
  expectFits();

  await tabTo(answer);
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByRole('heading', { name: 'Answer the information request' })).toHaveFocus();
  const send = screen.getByRole('button', { name: 'Send answers' });
  await tabTo(send);
  await userEvent.keyboard('{Enter}');
  const text = screen.getByRole('textbox', { name: /Your answer/ });
  const file = screen.getByLabelText(/^File/);
  await expectErrorOn(text, 'This field is required.');
  await expectErrorOn(file, 'This field is required.');

  await tabTo(text);
  await userEvent.keyboard('Bicycles and repairs');
  await tabTo(file);
  await userEvent.upload(file, new File(['notes'], 'notes.txt', { type: 'text/plain' }));
  await expectErrorOn(file, 'Choose a PDF, PNG or JPEG file.');
  await userEvent.upload(
    file,
    new File(['%PDF-1.4 statement'], 'statement.pdf', { type: 'application/pdf' }),
  );
  await expect.element(screen.getByText(/^Chosen: statement\.pdf \(.+, PDF\)$/)).toBeVisible();
  expectFits();
  expect(session.requests.filter((r) => r.method === 'PUT')).toEqual([]);

  await tabTo(send);
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByText('Answers sent: the request is under review.')).toBeVisible();
  await expect.element(screen.getByRole('heading', { name: 'Information requests' })).toHaveFocus();
  await expect.element(screen.getByText('Under review', { exact: true })).toBeVisible();
  expect(session.requests.filter((r) => r.method === 'PUT').map((r) => r.status)).toEqual([200]);
  const [stored] = (await session.call('GET', `/v1/companies/${api.companyUuid}/information_requests`)).body;
  expect(stored.status).toBe('pending_review');
  expect(onEvent).toHaveBeenCalledWith('informationRequest.submitted', { informationRequestId: stored.uuid });
  expectFits();
});
