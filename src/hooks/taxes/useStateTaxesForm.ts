import { useMemo, useRef, type BaseSyntheticEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { ApiError, isApiError } from '../../api/errors';
import type { FieldIssue } from '../../api/fieldErrors';
import type { ApiErrorEntry } from '../../api/errorBody';
import type { StateTaxAnswer, StateTaxes, StateTaxQuestion, StateTaxesUpdate } from '../../api/taxes/types';
import type { ValidationMessageKey } from '../schemas/messageKeys';
import { useUpdateStateTaxes } from './mutations';
import { useStateTaxes } from './queries';
import { useRecordForm } from '../useRecordForm';

/**
 * What the state tax form edits: every answer as the text of its input, by state and question
 * key, so the form path of a question is `states.CA.questions.filing_status` — the same path the
 * service's nested errors map to.
 *
 * @example
 * const values: StateTaxesValues = { states: { CA: { questions: { filing_status: 'S' } } } };
 */
export interface StateTaxesValues {
  states: Record<string, { questions: Record<string, string> }>;
}

/** The longest Text answer the service takes. */
export const STATE_TAX_TEXT_MAX = 100;

/** The answers' `valid_from` the service expects for now (contract.md#employees). */
const VALID_FROM = '2010-01-01';

/**
 * Options of {@link useStateTaxesForm}.
 *
 * @example
 * useStateTaxesForm(employeeId, { onSaved: next });
 */
export interface StateTaxesFormOptions {
  /** Called after the answers were saved. */
  onSaved?: (states: StateTaxes[]) => void;
}

/**
 * Everything needed to render the state tax step with any markup: the states and their questions
 * as the service describes them, and a form whose field for a question is {@link questionPath}.
 *
 * @example
 * const { states, form, submit } = useStateTaxesForm(employeeId);
 */
export interface StateTaxesForm {
  /** One entry per state, with its questions (labels, input type, options, admin-only flag). */
  states: StateTaxes[];
  form: UseFormReturn<StateTaxesValues>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  formErrors: FieldIssue[];
  isLoading: boolean;
  loadError: Error | null;
  isSubmitting: boolean;
  /** Whether the question needs an answer before saving (admin-only questions may stay blank). */
  isRequired: (question: StateTaxQuestion) => boolean;
}

/**
 * Form path of one question's answer.
 *
 * @example
 * form.register(questionPath('CA', 'filing_status'));
 */
export function questionPath(state: string, key: string): `states.${string}.questions.${string}` {
  return `states.${state}.questions.${key}`;
}

/** The input text of a stored answer. */
function answerText(question: StateTaxQuestion): string {
  const value = question.answers[0]?.value;
  return value === null || value === undefined ? '' : String(value);
}

function isRequired(question: StateTaxQuestion): boolean {
  return !question.is_question_for_admin_only;
}

/** The message key for an answer the service would refuse, or undefined when it is fine. */
function checkAnswer(
  question: StateTaxQuestion,
  text: string,
): ValidationMessageKey | 'validation.number' | undefined {
  const value = text.trim();
  if (value === '') return isRequired(question) ? 'validation.required' : undefined;
  switch (question.input_question_format.type) {
    case 'Number':
      return /^[0-9]+$/.test(value) ? undefined : 'validation.number';
    case 'Currency':
      return /^[0-9]+(\.[0-9]{1,2})?$/.test(value) ? undefined : 'validation.money';
    case 'Date': {
      const date = new Date(`${value}T00:00:00Z`);
      return /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value) &&
        !Number.isNaN(date.getTime()) &&
        date.toISOString().startsWith(value)
        ? undefined
        : 'validation.date';
    }
    case 'Select':
      return question.input_question_format.options?.some((option) => String(option.value) === value)
        ? undefined
        : 'validation.required';
    default:
      return value.length <= STATE_TAX_TEXT_MAX ? undefined : 'validation.tooLong';
  }
}

/** Input text → the typed value the service stores (a Select gets its option's own value back). */
function answerValue(question: StateTaxQuestion, text: string): StateTaxAnswer['value'] {
  const value = text.trim();
  if (value === '') return null;
  switch (question.input_question_format.type) {
    case 'Number':
      return /^[0-9]+$/.test(value) ? Number(value) : value;
    case 'Select':
      return (
        question.input_question_format.options?.find((option) => String(option.value) === value)?.value ??
        value
      );
    default:
      return value;
  }
}

/**
 * The state tax step without markup. The questions come from the service (Text, Number, Select,
 * Currency, Date; some for admins only) and the form is built from them: each answer is checked
 * the way the service checks it, saved as one answer per question with `valid_from: 2010-01-01`,
 * and a refused answer comes back on its own question (`states.CA.questions.<key>`).
 *
 * @example
 * const { states, form, submit, isRequired } = useStateTaxesForm(employeeId, { onSaved: next });
 * states.map((state) => state.questions.map((q) => (
 *   <input key={q.key} {...form.register(questionPath(state.state, q.key))} />
 * )));
 */
export function useStateTaxesForm(employeeId: string, options: StateTaxesFormOptions = {}): StateTaxesForm {
  const query = useStateTaxes(employeeId);
  const update = useUpdateStateTaxes(employeeId);
  // The resolver outlives renders, so it reads the questions through a ref.
  const statesRef = useRef<StateTaxes[]>([]);
  statesRef.current = query.data ?? [];
  const onSavedRef = useRef(options.onSaved);
  onSavedRef.current = options.onSaved;

  const schema = useMemo(
    () =>
      z
        .object({
          states: z.record(z.string(), z.object({ questions: z.record(z.string(), z.string()) })),
        })
        .check(
          z.superRefine((values, context) => {
            for (const state of statesRef.current) {
              for (const question of state.questions) {
                const text = values.states[state.state]?.questions[question.key] ?? '';
                const message = checkAnswer(question, text);
                if (message) {
                  context.addIssue({
                    code: 'custom',
                    path: ['states', state.state, 'questions', question.key],
                    message,
                  });
                }
              }
            }
          }),
        ),
    [],
  );

  const api = useRecordForm<StateTaxes[], StateTaxesValues, StateTaxesValues>({
    schema,
    empty: { states: {} },
    record: query.data,
    toValues,
    // The answers carry no version: every state's answers are sent whole.
    replace: (values) => {
      const body: StateTaxesUpdate = {
        states: statesRef.current.map((state) => ({
          state: state.state,
          questions: state.questions.map((question) => ({
            key: question.key,
            answers: [
              {
                value: answerValue(question, values.states[state.state]?.questions[question.key] ?? ''),
                valid_from: VALID_FROM,
                valid_up_to: null,
              },
            ],
          })),
        })),
      };
      return update.mutateAsync(body).catch((error: unknown) => {
        throw isApiError(error) ? relocateQuestionErrors(error) : error;
      });
    },
    onSaved: (states) => onSavedRef.current?.(states),
  });
  const { form } = api;

  return {
    states: query.data ?? [],
    form,
    submit: api.submit,
    formErrors: api.formErrors,
    isLoading: query.isPending,
    loadError: query.error,
    isSubmitting: api.isSubmitting,
    isRequired,
  };
}

function toValues(states: StateTaxes[]): StateTaxesValues {
  const values: StateTaxesValues = { states: {} };
  for (const state of states) {
    values.states[state.state] = {
      questions: Object.fromEntries(state.questions.map((question) => [question.key, answerText(question)])),
    };
  }
  return values;
}

/**
 * The service reports a refused answer as a `states` group whose metadata names the state, with
 * the question's own entry inside (metadata `{ key, state }`). `toFieldErrors` only reads item
 * metadata below the top level, so it would place every state's `filing_status` on the same
 * `states.filing_status`; here each question entry gets its full form path as its key instead.
 */
function relocateQuestionErrors(error: ApiError): ApiError {
  const entries: ApiErrorEntry[] = [];
  const walk = (list: readonly ApiErrorEntry[], state: string | undefined) => {
    for (const entry of list) {
      const here = typeof entry.metadata?.state === 'string' ? entry.metadata.state : state;
      if (entry.errors && entry.errors.length > 0) {
        walk(entry.errors, here);
        continue;
      }
      const key = typeof entry.metadata?.key === 'string' ? entry.metadata.key : entry.error_key;
      const isQuestion = here !== undefined && key !== 'state' && key !== 'questions' && key !== 'base';
      entries.push(isQuestion ? { ...entry, error_key: questionPath(here, key) } : entry);
    }
  };
  walk(error.errors, undefined);
  return new ApiError({
    status: error.status,
    errors: entries,
    operation: error.operation,
    retryAfter: error.retryAfter,
    requestId: error.requestId,
  });
}
