import { userEvent } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import { Documents } from '../../../src/flows/EmployeeOnboarding/steps/Documents';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo } from './renderWithDemo';
import { proxyFetch, seededEmployee } from './taxPayHelpers';

afterEach(() => {
  vi.restoreAllMocks();
});

test('"View Form W-4 (PDF)" shows the PDF in a tab, and signing frames it from the page origin', async () => {
  const api = createDemoApi();
  const employeeId = await seededEmployee(api, 'Barbara', 'Lovelace');
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const { screen } = await renderWithDemo(
    <Documents companyId={api.companyUuid} employeeId={employeeId} onComplete={vi.fn()} />,
    { api, fetch: proxyFetch(api) },
  );
  const w4 = `Form W-4 (${new Date().getUTCFullYear()})`;
  const link = screen.getByRole('link', { name: `View ${w4} (PDF)` });
  await expect.element(link).toBeVisible();
  // Not a download: the link carries no download attribute and opens a viewable copy of the PDF.
  await expect.element(link).not.toHaveAttribute('download');
  await userEvent.click(link);
  await expect.poll(() => open.mock.calls.length).toBe(1);
  const [opened, target] = open.mock.calls[0]!;
  expect(String(opened)).toMatch(/^blob:/);
  expect(target).toBe('_blank');
  const blob = await (await fetch(String(opened))).blob();
  expect(blob.type).toBe('application/pdf');
  expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

  // The signing preview is framed from the page's own origin (no opaque data: document).
  await userEvent.click(screen.getByRole('button', { name: `Sign ${w4}` }));
  const frame = screen.getByTitle(w4, { exact: false });
  await expect.element(frame).toHaveAttribute('src', expect.stringMatching(/^blob:/));
});
