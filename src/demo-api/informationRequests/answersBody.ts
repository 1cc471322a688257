import { invalidAttribute, unprocessable } from '../errors';
import { readJsonBody } from '../jsonBody';
import { readMultipartForm } from '../multipartBody';

/**
 * The body the submit route admits: 14 MiB, the base64 of 10 MiB of files with room for the rest
 * (DECISIONS 66); 1 MiB stays the limit everywhere else.
 */
export const INFORMATION_REQUEST_BODY_BYTES = 14 * 1024 * 1024;

const FIELD = /^required_questions\[(\d{1,3})\]\[(question_uuid|response)\]$/;

/** Bytes as base64, in chunks so a 10 MiB file never passes through one call's arguments. */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Reads a submission's body: JSON as DECISIONS 66 gives it, or the `multipart/form-data` the
 * provider's own client sends (its request hook turns the JSON into `required_questions[i]
 * [question_uuid]` and `required_questions[i][response]`, a text or a file), read into the same
 * answers (a file as its `data:` URL and name), so one set of rules checks both. Over 14 MiB: 413;
 * a field of another name: 422 on it.
 *
 * @example
 * const body = await readAnswersBody(request); // { required_questions: [...] }
 */
export async function readAnswersBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) return readJsonBody(request, INFORMATION_REQUEST_BODY_BYTES);
  const form = await readMultipartForm(request, INFORMATION_REQUEST_BODY_BYTES);
  const answers: Record<string, unknown>[] = [];
  for (const [name, value] of form.entries()) {
    const field = FIELD.exec(name);
    if (!field) throw unprocessable([invalidAttribute(name, `${name} is not an attribute of this request.`)]);
    const answer = (answers[Number(field[1])] ??= {});
    if (field[2] === 'question_uuid') answer.question_uuid = typeof value === 'string' ? value : '';
    else if (typeof value === 'string')
      Object.assign(answer, { response_type: 'text', text_response: value });
    else
      Object.assign(answer, {
        response_type: 'document',
        file_response: `data:${value.type};base64,${base64(new Uint8Array(await value.arrayBuffer()))}`,
        file_name: value.name,
      });
  }
  return { required_questions: Array.from(answers, (answer) => answer ?? {}) };
}
