import { useCallback } from 'react';
import type { FieldErrors, FieldPath, FieldValues } from 'react-hook-form';
import type { FieldIssue } from '../../api/fieldErrors';
import { useFlowMessages, type ErrorSummaryItem, type MessageDictionary } from '../../ui';
import { fieldErrorText } from './fieldErrorText';

/** The keys every flow dictionary holds for errors that belong to no field. */
export type FormErrorMessageKey = 'error.network' | 'error.timeout' | 'error.generic';

/**
 * A flow's translator plus the two error helpers every form of it needs: the translated inline
 * message of a field (validation keys and the service's own text alike, nested paths such as
 * `splits.0.split_amount` included), and the form-level errors as error-summary items.
 *
 * @example
 * const { t, fieldError, summary } = useFormMessages(locationsMessages);
 * <ZipField error={fieldError(errors, 'zip')} />
 * <ErrorSummary errors={summary(formErrors)} />
 */
export function useFormMessages<K extends string>(dictionary: MessageDictionary<K>) {
  const messages = useFlowMessages(dictionary);
  const { t, lookup } = messages;
  const fieldError = useCallback(
    <V extends FieldValues>(errors: FieldErrors<V>, path: FieldPath<V>): string | undefined =>
      fieldErrorText(lookup, errors, path),
    [lookup],
  );
  const summary = useCallback(
    (issues: readonly FieldIssue[]): ErrorSummaryItem[] =>
      issues.map((issue) => {
        if (issue.category === 'network_error') return { message: t('error.network') };
        if (issue.category === 'timeout') return { message: t('error.timeout') };
        return { message: issue.message ?? t('error.generic') };
      }),
    [t],
  );
  return { ...messages, fieldError, summary };
}
