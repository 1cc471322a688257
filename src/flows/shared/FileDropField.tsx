import { useState, type DragEvent } from 'react';
import { Field } from '../../ui';

/** Props of {@link FileDropField}. */
export interface FileDropFieldProps {
  label: string;
  hint: string;
  /** The inline error, translated. */
  error: string | undefined;
  /** The file chosen, described ("Chosen: notice.pdf (12 kB)"), once there is one. */
  chosen: string | undefined;
  /** The file input's `accept`: the types or extensions the form takes. */
  accept: string;
  onFile: (file: File | null) => void;
}

/**
 * A required file of a form: picked with the file input (a focusable control, so the keyboard
 * reaches it) or dropped anywhere on the field (outlined while a file is over it); the chosen
 * file is described under it, and the form checks its type and size before anything is sent.
 * Its rules are `fileDropField.css`, which each flow's stylesheet imports.
 *
 * @example
 * <FileDropField label={t('field.file')} hint={t('field.file.hint')} error={error} chosen={chosen}
 *   accept=".pdf,.png" onFile={pick} />
 */
export function FileDropField({ label, hint, error, chosen, accept, onFile }: FileDropFieldProps) {
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <div
      className="pk-file-drop"
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
            className="pk-file-drop__input"
            accept={accept}
            {...control}
            onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
          />
        )}
      </Field>
      <p className="pk-file-drop__chosen" aria-live="polite">
        {chosen}
      </p>
    </div>
  );
}
