import { useCallback, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from 'zod/mini';
import { isApiError, NetworkError, TimeoutError } from '../api/errors';
import { toFieldErrors, type FieldErrorOptions, type FieldIssue } from '../api/fieldErrors';
import { hasPath } from '../api/paths';
import { schemaResolver } from './schemaResolver';

/**
 * Configuration of {@link useApiForm}.
 *
 * @example
 * useApiForm({ schema: employeeSchema, defaultValues, onSubmit: (values) => create.mutateAsync(values) });
 */
export interface ApiFormOptions<Values extends FieldValues, Result, Output = Values> extends Omit<
  UseFormProps<Values, unknown, Output>,
  'resolver' | 'defaultValues'
> {
  /**
   * Client-side rules (any Zod 4 schema, zod/mini included); messages are message keys
   * (`validation.*`). Its output (`Output`, react-hook-form's third generic) is what `onSubmit`
   * receives: the values as typed go in, the parsed ones (numbers, trimmed text) come out.
   */
  schema: z.core.$ZodType<Output, unknown>;
  defaultValues?: DefaultValues<Values>;
  /** Send the valid values; reject with the API error to have it mapped onto the fields. */
  onSubmit: (values: Output) => Promise<Result>;
  onSuccess?: (result: Result, values: Output) => void;
  /** Rename server paths to form paths (see `toFieldErrors`). */
  fieldMap?: FieldErrorOptions['fieldMap'];
}

/**
 * What {@link useApiForm} returns: the react-hook-form API plus the submit handler and the
 * form-level errors.
 *
 * @example
 * const { form, submit, formErrors } = useApiForm(options);
 * <form onSubmit={submit}>…</form>
 */
export interface ApiForm<Values extends FieldValues, Result, Output = Values> {
  form: UseFormReturn<Values, unknown, Output>;
  /** Validate, send, map server errors; usable directly as `onSubmit`. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /**
   * Errors of the whole form: `base`/`request` entries, server errors on fields the form does
   * not have, and a lost connection (`category: 'network_error'` or `'timeout'`).
   */
  formErrors: FieldIssue[];
  /** The last successful result. */
  result: Result | undefined;
  isSubmitting: boolean;
}

/**
 * Bind react-hook-form and a zod schema to a mutation. Invalid input never leaves the browser;
 * server field errors (nested ones included) are set on the matching fields with `setError`,
 * form-level ones are kept in `formErrors`, focus moves to the first invalid field, and every
 * value the user typed stays in place.
 *
 * @example
 * const createEmployee = useCreateEmployee(companyId);
 * const { form, submit, formErrors } = useApiForm({
 *   schema: employeeSchema,
 *   defaultValues: { first_name: '', last_name: '' },
 *   onSubmit: (values) => createEmployee.mutateAsync(values),
 * });
 * <form onSubmit={submit}><input {...form.register('first_name')} /></form>
 */
export function useApiForm<Values extends FieldValues, Result = unknown, Output = Values>(
  options: ApiFormOptions<Values, Result, Output>,
): ApiForm<Values, Result, Output> {
  const { schema, onSubmit, onSuccess, fieldMap, defaultValues, ...formProps } = options;
  const form = useForm<Values, unknown, Output>({
    ...formProps,
    defaultValues,
    resolver: schemaResolver<Values, Output>(schema),
    shouldFocusError: true,
  });
  const [formErrors, setFormErrors] = useState<FieldIssue[]>([]);
  const [result, setResult] = useState<Result>();

  const applyServerError = useCallback(
    (error: unknown) => {
      if (error instanceof NetworkError || error instanceof TimeoutError) {
        setFormErrors([
          {
            path: '',
            errorKey: 'request',
            category: error instanceof TimeoutError ? 'timeout' : 'network_error',
          },
        ]);
        return;
      }
      if (!isApiError(error)) throw error;
      const mapped = toFieldErrors(error.errors, fieldMap ? { fieldMap } : {});
      const values = form.getValues();
      const formLevel = [...mapped.form];
      let focused = false;
      for (const [path, issues] of Object.entries(mapped.fields)) {
        const first = issues[0];
        if (!first) continue;
        if (!hasPath(values, path)) {
          // The form has no input for it: show it with the form, never drop it.
          formLevel.push(...issues);
          continue;
        }
        form.setError(
          path as FieldPath<Values>,
          { type: String(first.category), message: first.message ?? String(first.category) },
          { shouldFocus: !focused },
        );
        focused = true;
      }
      setFormErrors(formLevel);
    },
    [fieldMap, form],
  );

  const submit = useCallback(
    (event?: BaseSyntheticEvent) =>
      form.handleSubmit(async (values) => {
        setFormErrors([]);
        try {
          const output = await onSubmit(values);
          setResult(output);
          onSuccess?.(output, values);
        } catch (error) {
          applyServerError(error);
        }
      })(event),
    [form, onSubmit, onSuccess, applyServerError],
  );

  return { form, submit, formErrors, result, isSubmitting: form.formState.isSubmitting };
}
