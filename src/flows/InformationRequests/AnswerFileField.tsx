import { useState, type DragEvent } from 'react';
import { ANSWER_FILE_TYPES } from '../../hooks/informationRequests';
import { Field } from '../../ui';

/** Props of {@link AnswerFileField}. */
export interface AnswerFileFieldProps {
  label: string;
  hint: string;
  /** The inline error, translated. */
  error: string | undefined;
  /** The file chosen, described ("Chosen: statement.pdf (12 kB, PDF)"), once there is one. */
  chosen: string | undefined;
  onFile: (file: File | null) => void;
}

/**
 * A document answer's file: picked with the file input (a focusable control, so the keyboard
 * reaches it) or dropped anywhere on the field; the chosen file's name, size and type are said
 * under it, and the form checks them before anything is sent.
 *
 * @example
 * <AnswerFileField label={t('field.file')} hint={t('field.file.hint')} error={error} chosen={chosen} onFile={pick} />
 */
export function AnswerFileField({ label, hint, error, chosen, onFile }: AnswerFileFieldProps) {
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <div
      className="pk-answer-file"
      data-over={over ? '' : undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Field label={label} hint={hint} error={error} required>
        {(control) => (
          <input
            type="file"
            className="pk-answer-file__input"
            accept={ANSWER_FILE_TYPES.join(',')}
            {...control}
            onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
          />
        )}
      </Field>
      <p className="pk-answer-file__chosen" aria-live="polite">
        {chosen}
      </p>
    </div>
  );
}
