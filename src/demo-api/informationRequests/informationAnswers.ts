import { type ErrorEntry, invalidAttribute, invalidOperation, unprocessable } from '../errors';
import type { InformationAnswer, InformationRequestRecord } from './records';

/** The media types a document answer may be (DECISIONS 66). */
export const ANSWER_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

/** The largest document answer, decoded: 10 MiB (DECISIONS 66). */
export const MAX_ANSWER_FILE_BYTES = 10 * 1024 * 1024;

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/** The decoded size of base64 text, from its length and padding (no decoding of 10 MiB to count). */
function decodedBytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/** A document answer's file: its media type and decoded size, or why it is refused. */
function readFile(value: unknown): { type: string; bytes: number } | string {
  if (typeof value !== 'string' || value === '') return 'file_response must be a data: URL of the file.';
  const match = DATA_URL.exec(value);
  if (!match || match[2]!.length % 4 !== 0) return 'file_response must be a base64 data: URL.';
  const type = match[1]!;
  if (!(ANSWER_FILE_TYPES as readonly string[]).includes(type))
    return 'file_response must be a PDF, PNG or JPEG file.';
  const bytes = decodedBytes(match[2]!);
  if (bytes === 0) return 'file_response is an empty file.';
  if (bytes > MAX_ANSWER_FILE_BYTES) return 'file_response must be at most 10 MiB.';
  return { type, bytes };
}

/** One question's refusal, nested as SPEC §7 nests an item's errors. */
function nested(questionUuid: string, errors: ErrorEntry[]): ErrorEntry {
  return {
    error_key: 'required_questions',
    category: 'nested_errors',
    metadata: { question_uuid: questionUuid },
    errors,
  };
}

/**
 * Reads a submission's answers (DECISIONS 66): every `text` question needs a `text_response`,
 * every `document` question a `data:` URL (PDF, PNG or JPEG, at most 10 MiB decoded) and a
 * `file_name`; missing or malformed: 422 `invalid_attribute_value` nested on `required_questions`
 * with `metadata.question_uuid`; a `persona` or `radio_button` question cannot be answered through
 * the API: 422 `invalid_operation` nested the same way. Every problem at once. A request not
 * awaiting its answers: 422 `invalid_operation` on `base`.
 *
 * @example
 * const answers = readAnswers(record, { required_questions: [{ question_uuid, response_type: 'text', text_response: 'Sales' }] });
 */
export function readAnswers(
  record: InformationRequestRecord,
  body: Record<string, unknown>,
): InformationAnswer[] {
  if (record.status !== 'pending_response')
    throw invalidOperation('This information request is not awaiting a response.');
  const sent = body.required_questions;
  if (!Array.isArray(sent))
    throw unprocessable([
      invalidAttribute('required_questions', 'required_questions must be a list of answers.'),
    ]);
  const entries: ErrorEntry[] = [];
  const byQuestion = new Map<string, Record<string, unknown>>();
  for (const item of sent) {
    const answer = item !== null && typeof item === 'object' ? (item as Record<string, unknown>) : {};
    const uuid = typeof answer.question_uuid === 'string' ? answer.question_uuid : '';
    if (!record.questions.some((q) => q.uuid === uuid) || byQuestion.has(uuid)) {
      entries.push(
        nested(uuid, [
          invalidAttribute('question_uuid', 'question_uuid must name a question of this request, once.'),
        ]),
      );
      continue;
    }
    byQuestion.set(uuid, answer);
  }
  const answers: InformationAnswer[] = [];
  for (const question of record.questions) {
    const answer = byQuestion.get(question.uuid);
    if (question.responseType === 'persona' || question.responseType === 'radio_button') {
      entries.push(
        nested(question.uuid, [
          {
            error_key: 'response_type',
            category: 'invalid_operation',
            message: `A ${question.responseType} question cannot be answered through the API.`,
          },
        ]),
      );
      continue;
    }
    if (answer === undefined) {
      entries.push(
        nested(question.uuid, [invalidAttribute('question_uuid', 'This question needs an answer.')]),
      );
      continue;
    }
    if (answer.response_type !== question.responseType) {
      entries.push(
        nested(question.uuid, [
          invalidAttribute(
            'response_type',
            `response_type must be ${question.responseType} for this question.`,
          ),
        ]),
      );
      continue;
    }
    if (question.responseType === 'text') {
      const text = typeof answer.text_response === 'string' ? answer.text_response.trim() : '';
      if (text === '')
        entries.push(
          nested(question.uuid, [invalidAttribute('text_response', "text_response can't be blank.")]),
        );
      else
        answers.push({ questionUuid: question.uuid, text, fileName: null, fileType: null, fileBytes: null });
      continue;
    }
    const errors: ErrorEntry[] = [];
    const file = readFile(answer.file_response);
    if (typeof file === 'string') errors.push(invalidAttribute('file_response', file));
    const fileName = typeof answer.file_name === 'string' ? answer.file_name.trim() : '';
    if (fileName === '') errors.push(invalidAttribute('file_name', "file_name can't be blank."));
    if (errors.length > 0 || typeof file === 'string') entries.push(nested(question.uuid, errors));
    else
      answers.push({
        questionUuid: question.uuid,
        text: null,
        fileName,
        fileType: file.type,
        fileBytes: file.bytes,
      });
  }
  if (entries.length > 0) throw unprocessable(entries);
  return answers;
}
