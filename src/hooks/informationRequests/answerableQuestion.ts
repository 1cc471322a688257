import type { InformationQuestion } from '../../api/informationRequests/types';

/**
 * Whether a question can be answered here: `text` and `document` only; `persona` (identity
 * verification) and `radio_button` are answered where the provider says. Its own module, so a
 * list that asks it does not load the answering form's schema.
 *
 * @example
 * request.required_questions?.every(isAnswerableQuestion);
 */
export function isAnswerableQuestion(question: InformationQuestion): boolean {
  return question.response_type === 'text' || question.response_type === 'document';
}
