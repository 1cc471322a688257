import { afterAll, describe, expect, it } from 'vitest';
import { GustoEmbeddedError } from '@gusto/embedded-api-v-2026-06-15/models/errors/gustoembeddederror.js';
import { demoAdmin, expectCall } from '../../support/demoAdmin';
import { routesOf, startUpstreamClient } from './harness';

/*
 * Information requests through the upstream client (UPSTREAM-3 L.5, DECISIONS 66): a request the
 * demo's control opened is listed and answered (a text and a PDF as a data: URL) and both answers
 * parse; a second submission comes back as the client's error with its status.
 */

const { gusto, api, reached } = startUpstreamClient();
const companyId = api.companyUuid;

describe('the upstream client on information requests', () => {
  it('lists an open request and submits its answers; a second submission is refused', async () => {
    const admin = demoAdmin(api);
    await expectCall(admin, 201, 'POST', `/__demo/companies/${companyId}/information_requests`, {
      type: 'company_onboarding',
      blocking_payroll: true,
      questions: [
        { question_text: 'What does the company sell?', response_type: 'text' },
        { question_text: 'Upload a voided check.', response_type: 'document' },
      ],
    });
    const { informationRequests } = await gusto.informationRequests.getInformationRequests({
      companyUuid: companyId,
    });
    expect(informationRequests).toEqual([
      expect.objectContaining({
        status: 'pending_response',
        blockingPayroll: true,
        type: 'company_onboarding',
      }),
    ]);
    const [request] = informationRequests!;
    const [text, document] = request!.requiredQuestions!;
    const answers = {
      informationRequestUuid: request!.uuid!,
      requestBody: {
        requiredQuestions: [
          { questionUuid: text!.questionUuid, responseType: 'text' as const, textResponse: 'Bicycles' },
          {
            questionUuid: document!.questionUuid,
            responseType: 'document' as const,
            fileResponse: `data:application/pdf;base64,${btoa('%PDF-1.4 check')}`,
            fileName: 'check.pdf',
          },
        ],
      },
    };
    const submitted = await gusto.informationRequests.submit(answers);
    expect(submitted.informationRequest).toMatchObject({ uuid: request!.uuid, status: 'pending_review' });
    const again = await gusto.informationRequests.submit(answers).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(again).toBeInstanceOf(GustoEmbeddedError);
    expect((again as GustoEmbeddedError).httpMeta.response.status).toBe(422);
  });

  afterAll(() => {
    expect(routesOf('informationRequests').filter((key) => !reached.has(key))).toEqual([]);
  });
});
