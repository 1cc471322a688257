// @vitest-environment jsdom
// Information request hooks against the in-process demo service (UPSTREAM-3 L.5, DECISIONS 66), as
// the admin of a company the provider asked for a text and a document: the request listed beside
// the payroll blocker it raises; the answering form refusing a blank text, a file of another type
// and one over 10 MiB before any request; the answers sent once (a lost answer resent with the same
// key and replayed), the request then in review; a request answered meanwhile refused on the form
// with nothing typed lost.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { submitInformationRequest } from '../../../src/api/informationRequests/operations';
import type { InformationRequest } from '../../../src/api/informationRequests/types';
import { usePayrollBlockers } from '../../../src/hooks/payroll';
import { useInformationRequestForm, useInformationRequests } from '../../../src/hooks/informationRequests';
import { demoAdmin, expectCall } from '../../support/demoAdmin';
import { dropResponses } from '../api/demoService';
import { hookSession } from './hookSession';

afterEach(cleanup);

async function session() {
  const { api, recorder, colleague, wrapper, companyId } = hookSession({
    through: (direct) => dropResponses(direct, (r) => r.method === 'PUT' && r.url.endsWith('/submit')),
  });
  const opened = await expectCall<InformationRequest>(
    demoAdmin(api),
    201,
    'POST',
    `/__demo/companies/${companyId}/information_requests`,
    {
      type: 'payment_request',
      blocking_payroll: true,
      questions: [
        { question_text: 'What does the company sell?', response_type: 'text' },
        { question_text: 'Upload a recent bank statement.', response_type: 'document' },
      ],
    },
  );
  const [text, document] = opened.required_questions!.map((q) => q.question_uuid);
  const hook = renderHook(
    () => ({
      list: useInformationRequests(companyId),
      blockers: usePayrollBlockers(companyId),
      form: useInformationRequestForm({ companyId, request: opened }),
    }),
    { wrapper },
  );
  await waitFor(() => expect(hook.result.current.list.data).toHaveLength(1));
  return { request: opened, text: text!, document: document!, hook, recorder, colleague };
}

const pdf = () => new File(['%PDF-1.4 statement'], 'statement.pdf', { type: 'application/pdf' });

test('answers a text and a file once; checked before sending; in review after', async () => {
  const { request, text, document, hook, recorder } = await session();
  expect(hook.result.current.list.data![0]).toMatchObject({
    status: 'pending_response',
    blocking_payroll: true,
  });
  await waitFor(() =>
    expect(hook.result.current.blockers.data?.map((b) => b.key)).toContain('pending_information_request'),
  );
  const setFile = (file: File | null) =>
    act(() => hook.result.current.form.form.setValue(`answers.${document}.file`, file));

  // Nothing answered, then a text file, then one over 10 MiB: refused on their fields, nothing sent.
  await act(() => hook.result.current.form.submit());
  let errors = hook.result.current.form.form.formState.errors.answers;
  expect(errors?.[text]?.text?.message).toBe('validation.required');
  expect(errors?.[document]?.file?.message).toBe('validation.required');
  act(() => hook.result.current.form.form.setValue(`answers.${text}.text`, 'Bicycles'));
  setFile(new File(['notes'], 'notes.txt', { type: 'text/plain' }));
  await act(() => hook.result.current.form.submit());
  errors = hook.result.current.form.form.formState.errors.answers;
  expect(errors?.[text]?.text).toBeUndefined();
  expect(errors?.[document]?.file?.message).toBe('validation.fileType');
  setFile(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.png', { type: 'image/png' }));
  await act(() => hook.result.current.form.submit());
  expect(hook.result.current.form.form.formState.errors.answers?.[document]?.file?.message).toBe(
    'validation.fileSize',
  );
  expect(recorder.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

  // A PDF: sent as a data: URL with its name; the first answer is lost and the resend replayed.
  setFile(pdf());
  await act(() => hook.result.current.form.submit());
  const puts = recorder.requests.filter((r) => r.method === 'PUT');
  expect(puts).toHaveLength(2);
  expect(puts[0]!.headers.get('idempotency-key')).toBeTruthy();
  expect(puts[1]!.headers.get('idempotency-key')).toBe(puts[0]!.headers.get('idempotency-key'));
  expect(await puts[0]!.json()).toEqual({
    required_questions: [
      { question_uuid: text, response_type: 'text', text_response: 'Bicycles' },
      {
        question_uuid: document,
        response_type: 'document',
        file_response: `data:application/pdf;base64,${btoa('%PDF-1.4 statement')}`,
        file_name: 'statement.pdf',
      },
    ],
  });
  expect(hook.result.current.form.formErrors).toEqual([]);
  expect(hook.result.current.form.result).toMatchObject({ uuid: request.uuid, status: 'pending_review' });
  await waitFor(() => expect(hook.result.current.list.data![0]!.status).toBe('pending_review'));
  // Under review, payroll stays blocked until approval.
  expect(hook.result.current.blockers.data?.map((b) => b.key)).toContain('pending_information_request');
});

test('a request answered meanwhile is refused on the form, nothing typed lost', async () => {
  const { request, text, document, hook, colleague } = await session();
  await submitInformationRequest(colleague, request.uuid, {
    required_questions: [
      { question_uuid: text, response_type: 'text', text_response: 'Bikes' },
      {
        question_uuid: document,
        response_type: 'document',
        file_response: `data:application/pdf;base64,${btoa('%PDF')}`,
        file_name: 'a.pdf',
      },
    ],
  });
  act(() => {
    hook.result.current.form.form.setValue(`answers.${text}.text`, 'Bicycles and repairs');
    hook.result.current.form.form.setValue(`answers.${document}.file`, pdf());
  });
  await act(() => hook.result.current.form.submit());
  expect(hook.result.current.form.formErrors).toEqual([
    expect.objectContaining({ errorKey: 'base', category: 'invalid_operation' }),
  ]);
  expect(hook.result.current.form.form.getValues(`answers.${text}.text`)).toBe('Bicycles and repairs');
  await waitFor(() => expect(hook.result.current.list.data![0]!.status).toBe('pending_review'));
});
