import {
  type ErrorEntry,
  invalidAttribute,
  invalidOperation,
  missingParameter,
  notFound,
  unprocessable,
} from '../errors';
import { notifyInformationRequest } from '../notifications/notices';
import type { DemoService, RouteResult } from '../service';
import { approveInformationRequest } from './informationRequestRules';
import {
  informationRequests,
  type InformationQuestion,
  type InformationRequestRecord,
  type InformationResponseType,
} from './records';
import { informationRequestView } from './views';

const TYPES: readonly NonNullable<InformationRequestRecord['type']>[] = [
  'company_onboarding',
  'account_protection',
  'payment_request',
  'payment_error',
];
const RESPONSE_TYPES: readonly InformationResponseType[] = ['text', 'document', 'persona', 'radio_button'];

/** The uuid a control's path names; a malformed escape names nothing (404, never a 500). */
function pathUuid(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** The control's body, every problem at once, each on its field. */
function readRequest(
  service: DemoService,
  body: Record<string, unknown>,
): Pick<InformationRequestRecord, 'type' | 'blockingPayroll' | 'questions'> {
  const entries: ErrorEntry[] = [];
  const type = body.type ?? null;
  if (type !== null && !TYPES.includes(type as never))
    entries.push(invalidAttribute('type', `type must be one of ${TYPES.join(', ')}, or null.`));
  const blocking = body.blocking_payroll ?? false;
  if (typeof blocking !== 'boolean')
    entries.push(invalidAttribute('blocking_payroll', 'blocking_payroll must be true or false.'));
  const questions: InformationQuestion[] = [];
  const asked: unknown = body.questions;
  if (asked === undefined || asked === null) entries.push(missingParameter('questions'));
  else if (!Array.isArray(asked) || asked.length === 0)
    entries.push(invalidAttribute('questions', 'questions must be a list of at least one question.'));
  else
    asked.forEach((item: unknown, idx) => {
      const q = item !== null && typeof item === 'object' ? (item as Record<string, unknown>) : {};
      const errors: ErrorEntry[] = [];
      if (typeof q.question_text !== 'string' || q.question_text.trim() === '')
        errors.push(invalidAttribute('question_text', "question_text can't be blank."));
      if (!RESPONSE_TYPES.includes(q.response_type as never))
        errors.push(
          invalidAttribute('response_type', `response_type must be one of ${RESPONSE_TYPES.join(', ')}.`),
        );
      if (errors.length > 0) entries.push({ error_key: 'questions', category: 'nested_errors', idx, errors });
      else
        questions.push({
          uuid: service.ids(),
          text: (q.question_text as string).trim(),
          responseType: q.response_type as InformationResponseType,
        });
    });
  if (entries.length > 0) throw unprocessable(entries);
  return { type: type as InformationRequestRecord['type'], blockingPayroll: blocking as boolean, questions };
}

/**
 * The demo's controls for what only the provider's risk team does (DECISIONS 66):
 * `POST /__demo/companies/{company_uuid}/information_requests {type, blocking_payroll, questions:
 * [{question_text, response_type}]}` opens a request `pending_response` (201 with it; no event, a
 * notification); `PUT /__demo/information_requests/{id}/approve` approves one at once (200; an
 * approved one: 422 `invalid_operation` on `base`).
 *
 * @example
 * informationRequestControls(service, 'POST', `/__demo/companies/${id}/information_requests`, body);
 */
export function informationRequestControls(
  service: DemoService,
  method: string,
  path: string,
  body: Record<string, unknown>,
): RouteResult | undefined {
  const create = /^\/__demo\/companies\/([^/]+)\/information_requests$/.exec(path);
  if (method === 'POST' && create) {
    const company = service.store.companies.get(pathUuid(create[1]!));
    if (!company) throw notFound();
    const values = readRequest(service, body);
    const record: InformationRequestRecord = {
      uuid: service.ids(),
      companyUuid: company.uuid,
      status: 'pending_response',
      ...values,
      answers: [],
      submissions: 0,
      seq: service.store.nextSeq(),
    };
    service.store.table(informationRequests).set(record.uuid, record);
    notifyInformationRequest(service, record);
    return { status: 201, body: informationRequestView(record) };
  }
  const approve = /^\/__demo\/information_requests\/([^/]+)\/approve$/.exec(path);
  if (method === 'PUT' && approve) {
    const record = service.store.table(informationRequests).get(pathUuid(approve[1]!));
    if (!record) throw notFound();
    if (!approveInformationRequest(service, record))
      throw invalidOperation('This information request is already approved.');
    return { status: 200, body: informationRequestView(record) };
  }
  return undefined;
}
