import { forwardRef } from 'react';
import { MaskedField } from '../MaskedField/MaskedField';
import { masks } from '../MaskedField/mask';
import type { TextFieldProps } from '../TextField/TextField';

/** Props of {@link PhoneField}: a {@link TextFieldProps} whose value is the masked text. */
export type PhoneFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * US phone number, masked `(###) ###-####`. Strip the mask with `unmask` before sending.
 *
 * @example
 * <PhoneField label="Phone" {...register('phone')} />
 */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(props, ref) {
  return <MaskedField ref={ref} mask={masks.phone} autoComplete="tel-national" {...props} />;
});
