import * as z from 'zod/mini';
import type {
  InformationAnswer,
  InformationQuestion,
  InformationRequest,
  InformationRequestAnswers,
} from '../../api/informationRequests/types';
import { useApiForm, type ApiForm } from '../useApiForm';
import { answerFileDataUrl, answerFileProblem } from './answerFile';
import { isAnswerableQuestion } from './answerableQuestion';
import { useSubmitInformationRequest } from './mutations';

/**
 * The answer to one question, as typed or picked: its text, or its file (null until one is
 * picked or dropped).
 *
 * @example
 * const blank: QuestionAnswerValues = { text: '', file: null };
 */
export interface QuestionAnswerValues {
  text: string;
  file: File | null;
}

/**
 * Values of the answering form: an answer per question, by the question's uuid
 * (`answers.<question_uuid>.text`, `answers.<question_uuid>.file`).
 *
 * @example
 * form.setValue(`answers.${question.question_uuid}.file`, file, { shouldValidate: true });
 */
export interface InformationRequestValues {
  answers: Record<string, QuestionAnswerValues>;
}

/**
 * Options of {@link useInformationRequestForm}.
 *
 * @example
 * useInformationRequestForm({ companyId, request, onSubmitted: close });
 */
export interface InformationRequestFormOptions {
  companyId: string;
  /** The request being answered, as the list showed it. */
  request: InformationRequest;
  onSubmitted?: (request: InformationRequest) => void;
}

const textAnswer = /* @__PURE__ */ (() =>
  z.object({
    text: z.string().check(z.trim(), z.minLength(1, { error: 'validation.required' })),
    file: z.nullable(z.custom<File>()),
  }))();

// One problem a file at most: none chosen, then its type, then its size.
const fileAnswer = /* @__PURE__ */ (() =>
  z.object({
    text: z.string(),
    file: z.nullable(z.custom<File>()).check(
      z.refine((file) => file !== null, { error: 'validation.required' }),
      z.refine((file) => file === null || answerFileProblem(file) !== 'validation.fileType', {
        error: 'validation.fileType',
      }),
      z.refine((file) => file === null || answerFileProblem(file) !== 'validation.fileSize', {
        error: 'validation.fileSize',
      }),
    ),
  }))();

/** The schema of one request: each answerable question's rule by its type. */
function schemaFor(questions: readonly InformationQuestion[]) {
  const shape: Record<string, typeof textAnswer | typeof fileAnswer> = {};
  for (const q of questions)
    if (isAnswerableQuestion(q))
      shape[q.question_uuid] = q.response_type === 'text' ? textAnswer : fileAnswer;
  return z.object({ answers: z.object(shape) }) as unknown as z.core.$ZodType<
    InformationRequestValues,
    unknown
  >;
}

/** The service's paths (`required_questions.<uuid>.file_name`) as the form's (`answers.<uuid>.file`). */
function answerPath(path: string): string {
  const match = /^required_questions\.([^.]+)\.(\w+)$/.exec(path);
  if (!match) return path;
  return `answers.${match[1]}.${match[2] === 'text_response' ? 'text' : 'file'}`;
}

/**
 * Headless form answering an information request (contract.md#information-requests): a text
 * for each `text` question, a file for each `document` question, its type (PDF, PNG, JPEG) and
 * size (at most 10 MiB) checked before anything is read or sent; the files go as `data:` URLs with
 * their names. The service's refusals land on the question's field (a nested 422 names the
 * question's uuid); a request no longer awaiting answers, and any `persona` or `radio_button`
 * question (not answerable here: see {@link isAnswerableQuestion}), on the form.
 *
 * @example
 * const { form, submit } = useInformationRequestForm({ companyId, request });
 * <form onSubmit={submit}>
 *   <textarea {...form.register(`answers.${question.question_uuid}.text`)} />
 * </form>
 */
export function useInformationRequestForm(
  options: InformationRequestFormOptions,
): ApiForm<InformationRequestValues, InformationRequest> {
  const { companyId, request, onSubmitted } = options;
  const questions = request.required_questions ?? [];
  const submit = useSubmitInformationRequest(companyId, request.uuid);
  const answers: Record<string, QuestionAnswerValues> = {};
  for (const q of questions) answers[q.question_uuid] = { text: '', file: null };
  return useApiForm<InformationRequestValues, InformationRequest>({
    schema: schemaFor(questions),
    defaultValues: { answers },
    fieldMap: answerPath,
    onSubmit: async (values) => {
      const sent: InformationAnswer[] = [];
      for (const q of questions.filter(isAnswerableQuestion)) {
        const answer = values.answers[q.question_uuid]!;
        if (q.response_type === 'text')
          sent.push({
            question_uuid: q.question_uuid,
            response_type: 'text',
            text_response: answer.text.trim(),
          });
        else if (answer.file)
          sent.push({
            question_uuid: q.question_uuid,
            response_type: 'document',
            file_response: await answerFileDataUrl(answer.file),
            file_name: answer.file.name,
          });
      }
      const body: InformationRequestAnswers = { required_questions: sent };
      return submit.mutateAsync(body);
    },
    onSuccess: (answered) => onSubmitted?.(answered),
  });
}
