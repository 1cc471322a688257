import { usePrimitives, Select as DefaultSelect, TextField as DefaultTextField } from '../../ui';
import type { RegisteredFieldProps } from './registeredField';

/** The fields of a bank account form (`BankAccountValues`). */
export type BankAccountFieldName = 'name' | 'routing_number' | 'account_number' | 'account_type';

/** Props of {@link BankAccountFields}. */
export interface BankAccountFieldsProps {
  /** The form's field props by name (`registeredField(accountForm.form, label, fieldError)`). */
  field: (name: BankAccountFieldName) => RegisteredFieldProps;
  /** The flow's words: the account types, and a hint under the routing number if any. */
  words: { Checking: string; Savings: string; routingHint?: string };
}

/**
 * A bank account's fields: nickname, routing number, account number and type, each required and
 * never autofilled. Shared by the onboarding's payment method step and the employee portal.
 *
 * @example
 * <BankAccountFields field={registeredField(pm.accountForm.form, label, fieldError)} words={{ Checking: 'Checking', Savings: 'Savings' }} />
 */
export function BankAccountFields({ field, words }: BankAccountFieldsProps) {
  const { TextField, Select } = usePrimitives({ TextField: DefaultTextField, Select: DefaultSelect });
  return (
    <>
      <TextField {...field('name')} required autoComplete="off" />
      <TextField
        {...field('routing_number')}
        hint={words.routingHint}
        required
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField {...field('account_number')} required inputMode="numeric" autoComplete="off" />
      <Select
        {...field('account_type')}
        required
        options={[
          { value: 'Checking', label: words.Checking },
          { value: 'Savings', label: words.Savings },
        ]}
      />
    </>
  );
}
