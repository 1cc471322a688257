import { useState, type DragEvent } from 'react';
import { COMPANY_DOCUMENT_EXTENSIONS } from '../../hooks/companyAttachments';
import { Field } from '../../ui';

/** Props of {@link DocumentFileField}. */
export interface DocumentFileFieldProps {
  label: string;
  hint: string;
  /** The inline error, translated. */
  error: string | undefined;
  /** The file chosen, described ("Chosen: notice.pdf (12 kB)"), once there is one. */
  chosen: string | undefined;
  onFile: (file: File | null) => void;
}

/**
 * A company document's file: picked with the file input (a focusable control, so the keyboard
 * reaches it) or dropped anywhere on the field; the chosen file's name and size are said under
 * it, and the form checks its type and size before anything is sent.
 *
 * @example
 * <DocumentFileField label={t('field.document')} hint={t('field.document.hint')} error={error} chosen={chosen} onFile={pick} />
 */
export function DocumentFileField({ label, hint, error, chosen, onFile }: DocumentFileFieldProps) {
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <div
      className="pk-company-attachments__file"
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
            className="pk-company-attachments__input"
            accept={COMPANY_DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
            {...control}
            onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
          />
        )}
      </Field>
      <p className="pk-company-attachments__chosen" aria-live="polite">
        {chosen}
      </p>
    </div>
  );
}
