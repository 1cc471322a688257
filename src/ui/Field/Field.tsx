import { useId, type ReactNode } from 'react';
import { classNames } from '../classNames';
import { useCoreMessages } from '../messages/useCoreMessages';

/** The labelling props every text-like primitive takes; part of each primitive's `<Name>Props`. */
export interface FieldOwnProps {
  /** Visible label; also the control's accessible name. */
  label: ReactNode;
  /** Help text under the label, announced with the control. */
  hint?: ReactNode;
  /** Inline error, already translated; marks the control invalid and is announced with it. */
  error?: string;
  /** Shows the required marker and sets `aria-required` (validation stays with the form). */
  required?: boolean;
}

/** What {@link Field} hands its control so label, hint and error are wired for assistive tech. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

/** Props of {@link Field}. */
export interface FieldProps extends FieldOwnProps {
  /** Id of the control; generated when absent. */
  id?: string;
  className?: string;
  /** Renders the control with the wiring props spread onto it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, hint and error around one control, wired with `aria-describedby` and `aria-invalid`.
 *
 * @example
 * <Field label="Work email" error={t(errors.email?.message ?? '')}>
 *   {(control) => <input type="email" {...control} {...register('email')} />}
 * </Field>
 */
export function Field({ id, label, hint, error, required, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `pk-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={classNames('pk-field', className)} data-invalid={error ? '' : undefined}>
      <label className="pk-field__label" htmlFor={controlId}>
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      {hint ? (
        <div className="pk-field__hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        'aria-required': required ? true : undefined,
      })}
      {error ? (
        <p className="pk-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The asterisk after a required label; screen readers get the word instead of the symbol.
 *
 * @example
 * <label>Name<RequiredMarker /></label>
 */
export function RequiredMarker() {
  const { t } = useCoreMessages();
  return (
    <span className="pk-field__required">
      <span aria-hidden="true"> *</span>
      <span className="pk-visually-hidden"> ({t('field.required')})</span>
    </span>
  );
}
