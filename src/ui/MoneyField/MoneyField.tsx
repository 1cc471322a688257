import { forwardRef, type FocusEvent } from 'react';
import { useCoreMessages } from '../messages/useCoreMessages';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { normalizeMoney } from '../../api/money';

/** Props of {@link MoneyField}: a {@link TextFieldProps} whose value is a decimal string like `"1250.00"`. */
export type MoneyFieldProps = Omit<TextFieldProps, 'type' | 'startText'>;

/**
 * A dollar amount. The value is always the decimal string that goes on the wire; on blur it is
 * tidied to two places (`1,250.5` → `1250.50`) with string operations, never float arithmetic.
 * The tidied value reaches the form through `onChange` before `onBlur`, so it works the same with
 * `{...register('rate')}` and with `Controller`.
 *
 * @example
 * <MoneyField label="Pay rate" {...register('rate')} />
 */
export const MoneyField = forwardRef<HTMLInputElement, MoneyFieldProps>(function MoneyField(
  { onBlur, onChange, ...props },
  ref,
) {
  const { t } = useCoreMessages();
  const tidy = (event: FocusEvent<HTMLInputElement>) => {
    const normalized = normalizeMoney(event.target.value);
    if (normalized !== event.target.value) {
      event.target.value = normalized;
      onChange?.(event);
    }
    onBlur?.(event);
  };
  return (
    <TextField
      ref={ref}
      inputMode="decimal"
      autoComplete="off"
      startText={t('money.currencySymbol')}
      onChange={onChange}
      onBlur={tidy}
      {...props}
    />
  );
});
