import { useState } from 'react';
import { isApiError } from '../../api/errors';
import { toFieldErrors } from '../../api/fieldErrors';
import type { TimeOffRequest } from '../../api/types/timeOff';
import { useComponents } from '../../ui';
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
 * Asks for the employer's note before declining a request. An empty note is refused on the
 * field before anything is sent; the service's own refusal of the note lands there too. Focus
 * starts in the note.
 *
 * @example
 * <DeclineDialog request={target} onDecline={decline} onRefused={showAlert} onClose={() => setTarget(undefined)} />
 */
export function DeclineDialog({ request, onDecline, onRefused, onClose, loading }: DeclineDialogProps) {
  const { ConfirmDialog, TextArea } = useComponents();
  const { t } = useTimeOffMessages();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [field, setField] = useState<HTMLTextAreaElement | null>(null);

  const close = () => {
    setNote('');
    setError(undefined);
    onClose();
  };

  const confirm = async () => {
    if (!request || loading) return;
    if (!note.trim()) {
      setError(t('decline.noteRequired'));
      field?.focus();
      return;
    }
    try {
      await onDecline(request, note.trim());
      close();
    } catch (failure) {
      const onNote = isApiError(failure)
        ? toFieldErrors(failure.errors).fields.employer_note?.[0]
        : undefined;
      if (onNote) {
        setError(onNote.message ?? t('decline.noteRequired'));
        field?.focus();
        return;
      }
      close();
      onRefused(failure);
    }
  };

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
      loading={loading}
      onConfirm={() => void confirm()}
    >
      <TextArea
        ref={setField}
        label={t('decline.note')}
        required
        rows={3}
        value={note}
        error={error}
        onChange={(event) => {
          setNote(event.target.value);
          if (error) setError(undefined);
        }}
      />
    </ConfirmDialog>
  );
}
