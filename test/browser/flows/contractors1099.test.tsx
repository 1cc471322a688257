/**
 * A contractor's 1099s on their page, in Chromium against the demo service through the proxy:
 * "Generate last year's 1099" (the demo's sandbox call) lists the form of last year by the demo
 * clock, and "Open the PDF" opens that form's PDF in the tab it opened on the click.
 */
import { userEvent } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import { FIXED_BUSINESS } from '../../support/contractors';
import { renderContractorPage } from './contractorPage';
import { callDemo } from './taxPayHelpers';

afterEach(() => vi.restoreAllMocks());

/** The contractor's page; the demo clock is 2026-06-15, so last year is 2025. */
async function renderPage() {
  // Started last year, so last year has a 1099 to generate.
  const page = await renderContractorPage({ ...FIXED_BUSINESS, start_date: '2025-03-01' });
  await expect
    .element(page.screen.getByRole('heading', { name: 'Hamilton Rigging LLC', level: 2 }))
    .toBeVisible();
  return { ...page, documents: page.screen.getByRole('region', { name: 'Documents' }) };
}

test("Generate last year's 1099 lists the 2025 form, and Open the PDF opens its PDF", async () => {
  const { api, documents, contractorId } = await renderPage();
  await expect
    .element(documents.getByText('No 1099 yet: one is filed for each year the contractor was paid.'))
    .toBeVisible();

  await userEvent.click(documents.getByRole('button', { name: "Generate last year's 1099" }));
  await expect.element(documents.getByRole('listitem').filter({ hasText: '1099 for 2025' })).toBeVisible();
  expect(documents.getByText(/^No 1099 yet/).query()).toBeNull();
  // The service holds it: the form the page lists is the contractor's own.
  const forms = (await callDemo(api, 'GET', `/v1/contractors/${contractorId}/forms`)).body as {
    year: number;
  }[];
  expect(forms.map((form) => form.year)).toEqual([2025]);

  // The tab opened on the click (a popup blocker lets it through), then pointed at the PDF.
  const tab = { location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  await userEvent.click(documents.getByRole('button', { name: 'Open the PDF of the 1099 for 2025' }));
  expect(open).toHaveBeenCalledWith('', '_blank');
  await vi.waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
  const file = await (await fetch(tab.location.href)).blob();
  expect(file.type).toBe('application/pdf');
  const text = await file.text();
  expect(text.startsWith('%PDF')).toBe(true);
  expect(text).toContain('Form 1099-NEC 2025');
  expect(tab.close).not.toHaveBeenCalled();
});
