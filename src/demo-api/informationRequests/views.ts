import type { InformationRequestRecord } from './records';

/**
 * An information request as the service shows it (UPSTREAM-3 L.5): its questions, never the
 * answers (the API has no read of them).
 *
 * @example
 * informationRequestView(record).status; // 'pending_response'
 */
export function informationRequestView(record: InformationRequestRecord) {
  return {
    uuid: record.uuid,
    company_uuid: record.companyUuid,
    type: record.type,
    status: record.status,
    blocking_payroll: record.blockingPayroll,
    required_questions: record.questions.map((q) => ({
      question_uuid: q.uuid,
      question_text: q.text,
      response_type: q.responseType,
    })),
  };
}
