import { forwardRef, type InputHTMLAttributes } from 'react';
import { classNames } from '../classNames';
import { Field, type FieldOwnProps } from '../Field/Field';

/**
 * Props of {@link TextField}; also the contract a partner's own text field must accept. Everything
 * besides the field props goes to the `<input>`, so `{...register('name')}` and
 * `Controller`'s `value`/`onChange` both work.
 */
export interface TextFieldProps
  extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> {
  /** Short text drawn before the value inside the control (a unit such as `$`). */
  startText?: string;
  /** Short text drawn after the value inside the control (a unit such as `hours`). */
  endText?: string;
}

/**
 * A labelled single-line input.
 *
 * @example
 * <TextField label="Legal first name" required error={t(errors.first_name?.message ?? '')} {...register('first_name')} />
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, required, id, className, startText, endText, type = 'text', ...input },
  ref,
) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => {
        const field = (
          <input
            ref={ref}
            type={type}
            className="pk-input"
            data-affix={[startText && 'start', endText && 'end'].filter(Boolean).join(' ') || undefined}
            {...input}
            {...control}
          />
        );
        if (!startText && !endText) return field;
        return (
          <div className={classNames('pk-input-group')}>
            {startText ? (
              <span className="pk-input-group__affix" data-side="start" aria-hidden="true">
                {startText}
              </span>
            ) : null}
            {field}
            {endText ? (
              <span className="pk-input-group__affix" data-side="end">
                {endText}
              </span>
            ) : null}
          </div>
        );
      }}
    </Field>
  );
});
