import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { Field, type FieldOwnProps } from '../Field/Field';

/** Props of {@link TextArea}; the rest goes to the `<textarea>`. */
export interface TextAreaProps
  extends FieldOwnProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> {}

/**
 * A labelled multi-line input, e.g. the employer note when declining time off.
 *
 * @example
 * <TextArea label="Reason for declining" required {...register('employer_note')} />
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, required, id, className, rows = 4, ...textarea },
  ref,
) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => (
        <textarea ref={ref} rows={rows} className="pk-input pk-textarea" {...textarea} {...control} />
      )}
    </Field>
  );
});
