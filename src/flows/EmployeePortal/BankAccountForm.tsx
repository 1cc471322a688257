import { useState } from 'react';
import { usePaymentMethodForm, type BankAccountValues } from '../../hooks/paymentMethod';
import { BankAccountFields } from '../shared/BankAccountFields';
import { FormLayout } from '../shared/FormLayout';
import { formSubmitProps } from '../shared/formSubmitProps';
import { registeredField } from '../shared/registeredField';
import type { EmployeePortalEventHandler } from './events';
import { employeePortalMessages } from './messages';
import { useDetailsFormMessages } from './useDetailsFormMessages';

/** Props of {@link BankAccountForm}. */
export interface BankAccountFormProps {
  employeeId: string;
  onEvent?: EmployeePortalEventHandler;
}

/**
 * The person adds a bank account of their own through their session (DECISIONS 63): paid by
 * check until then, the service pays them into it by direct deposit. The routing number the
 * service refuses lands on its field, the nickname and account number kept; once added, the form
 * is blank again and the account shows in how they are paid.
 *
 * @example
 * <BankAccountForm employeeId={employeeId} />
 */
export function BankAccountForm({ employeeId, onEvent }: BankAccountFormProps) {
  const { t, fieldError } = useDetailsFormMessages();
  const [added, setAdded] = useState<string>();
  const payment = usePaymentMethodForm(employeeId, {
    onAccountCreated: (account) => {
      setAdded(account.name);
      onEvent?.('bankAccount.created', { employeeId, bankAccountId: account.uuid });
    },
  });
  const account = payment.accountForm;
  const field = registeredField(
    account.form,
    (name: keyof BankAccountValues) => t(`bank.field.${name}`),
    fieldError,
  );
  return (
    <FormLayout
      {...formSubmitProps(account)}
      title={t('bank.add.title')}
      description={t('bank.add.description')}
      messages={employeePortalMessages}
      submitLabel={t('bank.add.submit')}
      notice={
        added && !account.form.formState.isDirty ? (
          <p role="status">{t('bank.added', { name: added })}</p>
        ) : undefined
      }
    >
      <BankAccountFields
        field={field}
        words={{ Checking: t('bank.type.Checking'), Savings: t('bank.type.Savings') }}
      />
    </FormLayout>
  );
}
