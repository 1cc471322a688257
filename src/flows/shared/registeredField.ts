import type {
  FieldErrors,
  FieldPath,
  FieldValues,
  UseFormRegister,
  UseFormRegisterReturn,
} from 'react-hook-form';

/** What {@link registeredField} reads of a form: react-hook-form's `register` and the errors. */
export interface RegisteringForm<V extends FieldValues> {
  register: UseFormRegister<V>;
  formState: { errors: FieldErrors<V> };
}

/** What an input gets from {@link registeredField}: label, inline error, registration. */
export type RegisteredFieldProps<Name extends string = string> = UseFormRegisterReturn<Name> & {
  label: string;
  error: string | undefined;
};

/**
 * The props every input of a form takes, from its name: the label in the flow's words, the
 * translated inline error, and react-hook-form's registration. Spread first, so an input adds
 * its own `required`, `hint` or `inputMode` after.
 *
 * @example
 * const field = registeredField(location.form, label, fieldError);
 * <Checkbox {...field('mailing_address')} />
 * <DateField {...field('effective_date')} required hint={t('home.effective_date.hint')} />
 */
export function registeredField<V extends FieldValues>(
  form: RegisteringForm<V>,
  label: (name: FieldPath<V>) => string,
  fieldError: (errors: FieldErrors<V>, name: FieldPath<V>) => string | undefined,
) {
  return <Name extends FieldPath<V>>(name: Name): RegisteredFieldProps<Name> => ({
    label: label(name),
    error: fieldError(form.formState.errors, name),
    ...form.register(name),
  });
}
