/**
 * <CompanyAttachments/> through the real proxy as the company's admin (issue 46, UPSTREAM-3 N.4,
 * DECISIONS 75), by keyboard in a 320 px column: a dropped 10 MiB + 1 byte file refused on its
 * field before anything is sent, then a tax notice picked, sent as multipart through the proxy
 * (201), listed, and downloaded with the same bytes under its name.
 */
import { page, userEvent } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import { CompanyAttachments } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { tabTo } from '../tabTo';
import { proxySession } from './proxySession';
import { expectErrorOn } from './taxPayHelpers';

/** The flow root scrolls nowhere sideways, and its focused control is in view. */
function expectFits() {
  const root = document.querySelector<HTMLElement>('.pk-company-attachments')!;
  expect(root.scrollWidth, 'flow root scrolls sideways').toBeLessThanOrEqual(root.clientWidth + 1);
  const focused = document.activeElement as HTMLElement | null;
  if (focused && root.contains(focused) && !focused.closest('.pk-table-wrap'))
    expect(focused.getBoundingClientRect().right).toBeLessThanOrEqual(root.getBoundingClientRect().right + 1);
}

afterEach(() => vi.restoreAllMocks());

test('uploads a tax notice by keyboard at 320 px, a too-large file refused on its field, then downloads it', async () => {
  await page.viewport(400, 900);
  const api = createDemoApi({ employees: 1 });
  const session = proxySession(api, 'admin');
  const onEvent = vi.fn();
  const screen = await session.render(
    <div style={{ width: 320 }}>
      <CompanyAttachments companyId={api.companyUuid} onEvent={onEvent} />
    </div>,
  );
  await expect.element(screen.getByText('No documents yet')).toBeVisible();
  const add = screen.getByRole('button', { name: 'Upload a document' });
  await tabTo(add);
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByRole('heading', { name: 'Upload a document' })).toHaveFocus();
  expectFits();

  // Dropped on the field: one byte over the 10 MiB the service keeps.
  const file = screen.getByLabelText(/^File/);
  const tooLarge = new DataTransfer();
  tooLarge.items.add(
    new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' }),
  );
  file
    .element()
    .closest('.pk-file-drop')!
    .dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: tooLarge }));
  await expectErrorOn(file, 'Choose a file of 10 MB or less that is not empty.');
  await expect.element(screen.getByText(/^Chosen: scan\.pdf \(10 MB\)$/)).toBeVisible();

  const notice = new Uint8Array([37, 80, 68, 70, 45, 49, 46, 52, 10, 7, 0, 255]);
  await tabTo(file);
  await userEvent.upload(file, new File([notice], 'CP575 notice.pdf', { type: 'application/pdf' }));
  await expect.element(screen.getByText(/^Chosen: CP575 notice\.pdf \(/)).toBeVisible();
  await expect.element(file).not.toHaveAttribute('aria-invalid', 'true');
  const taxNotice = screen.getByRole('radio', { name: /^Tax notice/ });
  await tabTo(taxNotice);
  await userEvent.keyboard(' ');
  await expect.element(taxNotice).toBeChecked();
  expect(session.requests.filter((r) => r.method === 'POST')).toEqual([]);

  await tabTo(screen.getByRole('button', { name: 'Upload', exact: true }));
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByText('Uploaded: CP575 notice.pdf.')).toBeVisible();
  await expect.element(screen.getByRole('heading', { name: 'Company documents' })).toHaveFocus();
  expect(session.requests.filter((r) => r.method === 'POST').map((r) => r.status)).toEqual([201]);
  const [stored] = (await session.call('GET', `/v1/companies/${api.companyUuid}/attachments`)).body;
  expect(stored).toMatchObject({ name: 'CP575 notice.pdf', category: 'gep_notice' });
  expect(onEvent).toHaveBeenCalledWith('companyDocument.uploaded', {
    companyId: api.companyUuid,
    documentId: stored.uuid,
    category: 'gep_notice',
  });
  await expect.element(screen.getByRole('cell', { name: 'Tax notice' })).toBeVisible();
  expectFits();

  // The download is saved by a `download` link of this page: caught here instead of a save dialog.
  const saved: { href: string; name: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, name: this.download });
  });
  const download = screen.getByRole('button', { name: 'Download CP575 notice.pdf' });
  await tabTo(download);
  await userEvent.keyboard('{Enter}');
  await vi.waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]!.name).toBe('CP575 notice.pdf');
  const bytes = new Uint8Array(await (await fetch(saved[0]!.href)).arrayBuffer());
  expect(bytes).toEqual(notice);
  await expect.element(download).toHaveFocus();
  expect(onEvent).toHaveBeenCalledWith('companyDocument.downloaded', {
    companyId: api.companyUuid,
    documentId: stored.uuid,
  });
});
