import type { TimeOffRequest } from '../../api/timeOff/types';
import { useTimeOffDeclineForm } from '../../hooks/timeOff/useTimeOffDeclineForm';
import { usePrimitives, ConfirmDialog as DefaultConfirmDialog, TextArea as DefaultTextArea } from '../../ui';
import { useTimeOffMessages } from './useTimeOffMessages';

/** Props of {@link DeclineDialog}. */
export interface DeclineDialogProps {
  /** The request to decline; the dialog is open while it is set. */
  request: TimeOffRequest | undefined;
  /** Sends the decline; rejects with the service's error. */
  onDecline: (request: TimeOffRequest, employerNote: string) => Promise<unknown>;
  /** The service refused for another reason than the note (e.g. already declined). */
  onRefused: (error: unknown) => void;
  onClose: () => void;
  loading?: boolean;
}

/**
 * Asks for the employer's note before declining a request, on the shared form hook: an empty
 * note is refused on the field before anything is sent, the service's own refusal of the note
 * lands there too, and what was typed stays. Focus starts in the note.
 *
 * @example
 * <DeclineDialog request={target} onDecline={decline} onRefused={showAlert} onClose={() => setTarget(undefined)} />
 */
export function DeclineDialog({ request, onDecline, onRefused, onClose, loading }: DeclineDialogProps) {
  const { ConfirmDialog, TextArea } = usePrimitives({
    ConfirmDialog: DefaultConfirmDialog,
    TextArea: DefaultTextArea,
  });
  const { t, fieldError } = useTimeOffMessages();
  const close = () => {
    form.reset();
    onClose();
  };
  const { form, submit, isSubmitting } = useTimeOffDeclineForm({
    decline: (note) => onDecline(request!, note),
    onDeclined: close,
    onRefused: (error) => {
      close();
      onRefused(error);
    },
  });

  return (
    <ConfirmDialog
      open={Boolean(request)}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      tone="danger"
      title={t('decline.title', { name: request?.employee.full_name ?? t('list.unknownEmployee') })}
      description={t('decline.description')}
      confirmLabel={t('decline.confirm')}
      cancelLabel={t('decline.cancel')}
      loading={loading || isSubmitting}
      onConfirm={() => {
        if (request && !loading) void submit();
      }}
    >
      <TextArea
        label={t('decline.note')}
        required
        rows={3}
        error={fieldError(form.formState.errors, 'employer_note')}
        {...form.register('employer_note')}
      />
    </ConfirmDialog>
  );
}
