import { forwardRef, useState, type ChangeEvent } from 'react';
import { applyMask, masks } from '../MaskedField/mask';
import { useCoreMessages } from '../messages/useCoreMessages';
import { TextField, type TextFieldProps } from '../TextField/TextField';

/** Props of {@link PhoneField}: a {@link TextFieldProps} whose value is the masked text. */
export type PhoneFieldProps = Omit<TextFieldProps, 'type'>;

type Dropped = 'droppedLetters' | 'droppedExtra' | 'droppedCountryCode';

/** What typing or pasting `raw` left out of a 10-digit number, if anything. */
function droppedFrom(raw: string): { dropped?: Dropped; value: string } {
  const digits = raw.replace(/\D/g, '');
  // "+1 415 555 0100" pasted: the country code goes, not the last digit.
  if (digits.length === 11 && /^\s*\+\s*1/.test(raw)) {
    return { dropped: 'droppedCountryCode', value: digits.slice(1) };
  }
  if (/[^\d\s().+-]/.test(raw)) return { dropped: 'droppedLetters', value: raw };
  if (digits.length > 10) return { dropped: 'droppedExtra', value: raw };
  return { value: raw };
}

/**
 * US phone number, masked `(###) ###-####`. Strip the mask with `unmask` before sending. What the
 * mask leaves out is said under the field, never dropped silently: letters, an 11th digit, a
 * pasted `+1` country code.
 *
 * @example
 * <PhoneField label="Phone" {...register('phone')} />
 */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  { onChange, hint, ...props },
  ref,
) {
  const { t } = useCoreMessages();
  const [dropped, setDropped] = useState<Dropped>();
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const checked = droppedFrom(event.target.value);
    const masked = applyMask(checked.value, masks.phone);
    if (masked !== event.target.value) event.target.value = masked;
    setDropped(checked.dropped);
    onChange?.(event);
  };
  return (
    <TextField
      ref={ref}
      inputMode="numeric"
      autoComplete="tel-national"
      hint={
        <>
          {hint ? <>{hint} </> : null}
          <span aria-live="polite">{dropped ? t(`phone.${dropped}`) : null}</span>
        </>
      }
      {...props}
      onChange={change}
    />
  );
});
