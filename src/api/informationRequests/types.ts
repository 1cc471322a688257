import type { OpenEnum } from '../common';

/**
 * Where an information request is (contract.md#information-requests): `pending_response` until
 * the company answers, `pending_review` while the provider reviews the answers, `approved` after.
 *
 * @example
 * const waiting: InformationRequestStatus = 'pending_response';
 */
export type InformationRequestStatus = OpenEnum<'pending_response' | 'pending_review' | 'approved'>;

/**
 * How a question is answered: `text` and `document` here; `persona` (identity verification) and
 * `radio_button` only outside the API.
 *
 * @example
 * const answerable = (type: InformationResponseType) => type === 'text' || type === 'document';
 */
export type InformationResponseType = OpenEnum<'text' | 'document' | 'persona' | 'radio_button'>;

/**
 * One question of an information request.
 *
 * @example
 * const label = question.question_text;
 */
export interface InformationQuestion {
  question_uuid: string;
  question_text: string;
  response_type: InformationResponseType;
}

/**
 * A request of the provider for information from the company (UPSTREAM-3 L.5). While one with
 * `blocking_payroll` is not approved, the company's payroll is blocked
 * (`pending_information_request`).
 *
 * @example
 * const open = requests.filter((r) => r.status !== 'approved');
 */
export interface InformationRequest {
  uuid: string;
  company_uuid?: string;
  type?: OpenEnum<'company_onboarding' | 'account_protection' | 'payment_request' | 'payment_error'> | null;
  status?: InformationRequestStatus;
  blocking_payroll?: boolean;
  required_questions?: InformationQuestion[];
}

/**
 * One answer of a submission: a text, or a file as a `data:` URL (PDF, PNG or JPEG, at most 10 MiB)
 * with its name.
 *
 * @example
 * const answer: InformationAnswer = { question_uuid, response_type: 'text', text_response: 'Retail' };
 */
export type InformationAnswer =
  | { question_uuid: string; response_type: 'text'; text_response: string }
  | { question_uuid: string; response_type: 'document'; file_response: string; file_name: string };

/**
 * The body of a submission: an answer to each question.
 *
 * @example
 * const body: InformationRequestAnswers = { required_questions: [answer] };
 */
export interface InformationRequestAnswers {
  required_questions: InformationAnswer[];
}
