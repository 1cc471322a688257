import type { DemoApi } from '../../src/testing';
import { demoRequest, type DemoParameters } from './withDemo';

/**
 * The requests the provider sent the demo company: one blocking payroll (a text and a document
 * question), one asking for an identity verification (answered elsewhere), one already answered
 * (under review) and one approved (hidden, and its notification resolved).
 *
 * @example
 * parameters: { demo: withInformationRequests }
 */
export const withInformationRequests = {
  setup: async (api: DemoApi) => {
    const open = (body: unknown) =>
      demoRequest<{ uuid: string; required_questions: { question_uuid: string }[] }>(
        api,
        'POST',
        `/__demo/companies/${api.companyUuid}/information_requests`,
        body,
      );
    const blocking = await open({
      type: 'account_protection',
      blocking_payroll: true,
      questions: [
        { question_text: 'What does the company sell, and to whom?', response_type: 'text' },
        { question_text: 'Upload the company’s latest bank statement.', response_type: 'document' },
      ],
    });
    await open({
      type: 'company_onboarding',
      questions: [{ question_text: 'Verify the signatory’s identity.', response_type: 'persona' }],
    });
    const answered = await open({
      type: 'payment_request',
      questions: [{ question_text: 'What was the June bonus for?', response_type: 'text' }],
    });
    await demoRequest(api, 'PUT', `/v1/information_requests/${answered.uuid}/submit`, {
      required_questions: [
        {
          question_uuid: answered.required_questions[0]!.question_uuid,
          response_type: 'text',
          text_response: 'Q2 sales',
        },
      ],
    });
    const approved = await open({
      type: 'payment_error',
      questions: [{ question_text: 'Confirm the account number.', response_type: 'text' }],
    });
    await demoRequest(api, 'PUT', `/__demo/information_requests/${approved.uuid}/approve`);
    return { blockingId: blocking.uuid };
  },
} satisfies DemoParameters;
