import type { ApiResponse, PayrollClient } from '../client';
import type { CallOptions, CreateOptions } from '../common';
import * as endpoints from '../endpointTable';
import type { InformationRequest, InformationRequestAnswers } from './types';

/**
 * The company's information requests, every status (one list, not paged).
 *
 * @example
 * const { data } = await listInformationRequests(client, companyId);
 * const toAnswer = data.filter((r) => r.status === 'pending_response');
 */
export function listInformationRequests(
  client: PayrollClient,
  companyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<InformationRequest[]>> {
  return client.request<InformationRequest[]>(endpoints.listInformationRequests, {
    params: { company_id: companyId },
    ...options,
  });
}

/**
 * Answer a request's questions (the request moves to `pending_review`). A missing or malformed
 * answer is a 422 nested on `required_questions` with the question's uuid in `metadata`; a
 * request not awaiting answers, a 422 on `base`. With an `idempotencyKey` a resent submission is
 * replayed, so a lost answer can be retried safely.
 *
 * @example
 * await submitInformationRequest(client, request.uuid, { required_questions: answers }, { idempotencyKey });
 */
export function submitInformationRequest(
  client: PayrollClient,
  requestId: string,
  body: InformationRequestAnswers,
  options: CreateOptions = {},
): Promise<ApiResponse<InformationRequest>> {
  return client.request<InformationRequest>(endpoints.submitInformationRequest, {
    params: { information_request_uuid: requestId },
    body,
    ...options,
  });
}
