import { forwardRef, type ChangeEvent } from 'react';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { applyMask } from './mask';

/** Props of {@link MaskedField}. */
export interface MaskedFieldProps extends Omit<TextFieldProps, 'type'> {
  /** `#` for a digit, anything else a literal, e.g. `###-##-####`. */
  mask: string;
}

/**
 * A text field that formats digits into a mask as the user types. The form receives the masked
 * text through the ordinary `onChange`, so `register` and `Controller` both work; strip it with
 * `unmask` when building the request.
 *
 * @example
 * <MaskedField label="Routing number" mask="#########" {...register('routing_number')} />
 */
export const MaskedField = forwardRef<HTMLInputElement, MaskedFieldProps>(function MaskedField(
  { mask, onChange, ...props },
  ref,
) {
  const format = (event: ChangeEvent<HTMLInputElement>) => {
    const masked = applyMask(event.target.value, mask);
    if (masked !== event.target.value) event.target.value = masked;
    onChange?.(event);
  };
  return <TextField ref={ref} inputMode="numeric" onChange={format} {...props} />;
});
