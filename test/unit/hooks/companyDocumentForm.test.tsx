// @vitest-environment jsdom
// The company document upload form against the in-process demo service (UPSTREAM-3 N.4,
// DECISIONS 75): no file or category, a file type the service does not take, an empty file and
// one byte over 10 MiB are refused on their fields before any request; a tax notice is then sent
// once as multipart with its category.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { MAX_COMPANY_DOCUMENT_BYTES, useCompanyDocumentForm } from '../../../src/hooks/companyAttachments';
import { hookSession } from './hookSession';

afterEach(cleanup);

test('checks the file and category before sending, then sends a tax notice as multipart', async () => {
  const { wrapper, companyId, recorder } = hookSession({ employees: 1 });
  const onUploaded = vi.fn();
  const hook = renderHook(() => ({ form: useCompanyDocumentForm({ companyId, onUploaded }) }), { wrapper });
  const posts = () => recorder.requests.filter((r) => r.method === 'POST');
  const form = () => hook.result.current.form.form;
  const tryFile = async (file: File | null) => {
    act(() => form().setValue('document', file));
    await act(() => hook.result.current.form.submit());
    return form().formState.errors.document?.message;
  };

  expect(await tryFile(null)).toBe('validation.required');
  expect(form().formState.errors.category?.message).toBe('validation.required');
  expect(await tryFile(new File(['MZ'], 'setup.exe'))).toBe('validation.fileType');
  expect(await tryFile(new File(['x'], 'notice'))).toBe('validation.fileType');
  expect(await tryFile(new File([], 'empty.pdf'))).toBe('validation.fileSize');
  expect(await tryFile(new File([new Uint8Array(MAX_COMPANY_DOCUMENT_BYTES + 1)], 'scan.PDF'))).toBe(
    'validation.fileSize',
  );
  expect(posts()).toHaveLength(0);
  expect(onUploaded).not.toHaveBeenCalled();

  act(() => form().setValue('category', 'gep_notice'));
  const notice = new File([new Uint8Array([37, 80, 68, 70, 0, 255])], 'CP575 notice.pdf', {
    type: 'application/pdf',
  });
  await act(async () => {
    form().setValue('document', notice);
    await hook.result.current.form.submit();
  });
  expect(posts()).toHaveLength(1);
  expect(posts()[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  // jsdom's File reaches Node's FormData as a Blob (named `blob`, which the service then refuses):
  // the file's name, the 201 and the listing through a real browser and the proxy are the browser
  // test's (test/browser/flows/companyAttachments.test.tsx).
  const sent = await posts()[0]!.formData();
  expect(sent.get('category')).toBe('gep_notice');
  expect((sent.get('document') as Blob).size).toBe(6);
});
