import { describe, expect, it } from 'vitest';
import { demoAdmin, expectCall } from '../../support/demoAdmin';
import { proxyForTwoCompanies } from './twoCompanyProxy';

// An information request's answers (`PUT /v1/information_requests/{uuid}/submit`, UPSTREAM-3 L.5)
// name no company: the proxy finds the owner in the session's companies' own lists, so an admin of
// one company answers its own and cannot answer another company's by uuid. The route admits the
// 14 MiB of DECISIONS 66 (files as base64), 1 MiB elsewhere. A notification
// (`GET /v1/notifications/{uuid}`, N.3) names its company: the proxy reads it to find the owner.
describe('information requests and notifications through the proxy', () => {
  it('serves the answers to its own company’s session, refuses them to another’s, and admits large files', async () => {
    const { api, newcomer, call, signIn } = await proxyForTwoCompanies();
    const opened = await expectCall<{ uuid: string; required_questions: { question_uuid: string }[] }>(
      demoAdmin(api),
      201,
      'POST',
      `/__demo/companies/${api.companyUuid}/information_requests`,
      {
        blocking_payroll: true,
        questions: [{ question_text: 'Upload a bank statement.', response_type: 'document' }],
      },
    );
    const submit = `/v1/information_requests/${opened.uuid}/submit`;
    // 3 MiB of PDF: about 4 MiB as base64, over the proxy's default 1 MiB.
    const file = `data:application/pdf;base64,${Buffer.alloc(3 * 1024 * 1024, 37).toString('base64')}`;
    const answers = {
      required_questions: [
        {
          question_uuid: opened.required_questions[0]!.question_uuid,
          response_type: 'document',
          file_response: file,
          file_name: 'statement.pdf',
        },
      ],
    };

    signIn([newcomer]);
    const refused = await call('PUT', submit, answers);
    expect(refused.status).toBe(404);
    expect(refused.body.errors[0]).toMatchObject({ category: 'not_found' });
    expect((await call('GET', `/v1/companies/${api.companyUuid}/information_requests`)).status).toBe(404);

    signIn([api.companyUuid]);
    const answered = await call('PUT', submit, answers);
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ uuid: opened.uuid, status: 'pending_review' });

    // Its owner now known to the proxy, the other company is still refused.
    signIn([newcomer]);
    expect((await call('PUT', submit, answers)).status).toBe(404);
    // Over 14 MiB is refused by the proxy itself; 1 MiB stays the limit of other routes.
    signIn([api.companyUuid]);
    expect((await call('PUT', submit, { padding: 'x'.repeat(14 * 1024 * 1024) })).status).toBe(413);
    expect(
      (await call('PUT', `/v1/companies/${api.companyUuid}`, { name: 'x'.repeat(1024 * 1024) })).status,
    ).toBe(413);
  });

  it('reads a notification for its own company’s session and refuses it to another’s', async () => {
    const { api, newcomer, call, signIn } = await proxyForTwoCompanies();
    await expectCall(
      demoAdmin(api),
      201,
      'POST',
      `/__demo/companies/${api.companyUuid}/information_requests`,
      {
        questions: [{ question_text: 'Your website?', response_type: 'text' }],
      },
    );
    signIn([api.companyUuid]);
    const [raised] = (await call('GET', `/v1/companies/${api.companyUuid}/notifications`)).body;
    expect(raised).toMatchObject({ category: 'information_request', status: 'open' });
    const item = `/v1/notifications/${raised.uuid}`;

    signIn([newcomer]);
    const refused = await call('GET', item);
    expect(refused.status).toBe(404);
    expect(refused.body.errors[0]).toMatchObject({ category: 'not_found' });
    expect((await call('GET', `/v1/companies/${newcomer}/notifications`)).body).toEqual([]);

    signIn([api.companyUuid]);
    expect((await call('GET', item)).body).toEqual(raised);
  });
});
