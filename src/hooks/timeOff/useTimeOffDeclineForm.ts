import * as z from 'zod/mini';
import { isApiError } from '../../api/errors';
import { useApiForm, type ApiForm } from '../useApiForm';

/**
 * The decline form's value: the employer's note the employee sees.
 *
 * @example
 * const values: TimeOffDeclineValues = { employer_note: 'Audit week' };
 */
export interface TimeOffDeclineValues {
  employer_note: string;
}

/** The note is required (contract.md#time-off); the message is a key of the time off dictionary. */
const declineSchema = /* @__PURE__ */ (() =>
  z.object({
    employer_note: z.string().check(z.trim(), z.minLength(1, { error: 'decline.noteRequired' })),
  }))();

/**
 * Options of {@link useTimeOffDeclineForm}.
 *
 * @example
 * useTimeOffDeclineForm({ decline: (note) => review(note), onDeclined: close, onRefused: show });
 */
export interface TimeOffDeclineFormOptions {
  /** Sends the decline with the trimmed note; rejects with the service's error. */
  decline: (employerNote: string) => Promise<unknown>;
  onDeclined: () => void;
  /** The service refused for another reason than the note (e.g. a colleague declined it first). */
  onRefused: (error: unknown) => void;
}

/**
 * The decline-with-a-note form on the shared form hook: an empty note is refused on
 * `employer_note` before anything is sent, and the service's refusal of the note lands on the same
 * field; any other refusal goes to `onRefused`.
 *
 * @example
 * const { form, submit } = useTimeOffDeclineForm({ decline, onDeclined: close, onRefused: show });
 * <textarea {...form.register('employer_note')} />
 */
export function useTimeOffDeclineForm({
  decline,
  onDeclined,
  onRefused,
}: TimeOffDeclineFormOptions): ApiForm<TimeOffDeclineValues, boolean> {
  return useApiForm<TimeOffDeclineValues, boolean>({
    schema: declineSchema,
    defaultValues: { employer_note: '' },
    onSubmit: async ({ employer_note }) => {
      try {
        await decline(employer_note);
      } catch (error) {
        // The note's own refusal goes back to the form, onto its field.
        if (isApiError(error) && error.errors.some((entry) => entry.error_key === 'employer_note'))
          throw error;
        onRefused(error);
        return false;
      }
      onDeclined();
      return true;
    },
  });
}
