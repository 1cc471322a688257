// @vitest-environment jsdom
// Notification hooks against the in-process demo service (UPSTREAM-3 N.3, DECISIONS 74): the open
// notification an information request raised, newest first beside an older one, read by its uuid;
// answering the request through its form refreshes the list, where it is now resolved.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { InformationRequest } from '../../../src/api/informationRequests/types';
import { useInformationRequestForm } from '../../../src/hooks/informationRequests';
import { useNotification, useNotifications } from '../../../src/hooks/notifications';
import { demoAdmin, expectCall } from '../../support/demoAdmin';
import { hookSession } from './hookSession';

afterEach(cleanup);

test('lists open notifications newest first; an answered request’s is resolved', async () => {
  const { api, wrapper, companyId } = hookSession();
  const admin = demoAdmin(api);
  const open = (question_text: string) =>
    expectCall<InformationRequest>(
      admin,
      201,
      'POST',
      `/__demo/companies/${companyId}/information_requests`,
      {
        questions: [{ question_text, response_type: 'text' }],
      },
    );
  const older = await open('Your website?');
  await api.clock.advance(60_000);
  const newer = await open('What does the company sell?');
  const hook = renderHook(
    () => {
      const openList = useNotifications(companyId, { status: 'open' });
      const first = openList.data?.items[0]?.uuid ?? '';
      return {
        open: openList,
        resolved: useNotifications(companyId, { status: 'resolved' }),
        first: useNotification(first),
        form: useInformationRequestForm({ companyId, request: newer }),
      };
    },
    { wrapper },
  );
  await waitFor(() => expect(hook.result.current.open.data?.items).toHaveLength(2));
  expect(
    hook.result.current.open.data!.items.map((n) => n.template_variables?.information_request_uuid),
  ).toEqual([newer.uuid, older.uuid]);
  expect(hook.result.current.open.data!.totalCount).toBe(2);
  await waitFor(() =>
    expect(hook.result.current.first.data).toEqual(hook.result.current.open.data!.items[0]),
  );

  const question = newer.required_questions![0]!.question_uuid;
  act(() => hook.result.current.form.form.setValue(`answers.${question}.text`, 'Bicycles'));
  await act(() => hook.result.current.form.submit());
  await waitFor(() => expect(hook.result.current.open.data?.items).toHaveLength(1));
  expect(hook.result.current.open.data!.items[0]!.template_variables?.information_request_uuid).toBe(
    older.uuid,
  );
  await waitFor(() =>
    expect(hook.result.current.resolved.data?.items).toEqual([
      expect.objectContaining({ status: 'resolved', category: 'information_request' }),
    ]),
  );
});
