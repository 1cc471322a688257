import type { Employee } from '../../api/employees/types';
import { usePaymentMethod } from '../../hooks/paymentMethod';
import { usePrimitives, Alert as DefaultAlert, Spinner as DefaultSpinner } from '../../ui';
import { BankAccountForm } from './BankAccountForm';
import { FederalTaxesForm } from './FederalTaxesForm';
import { HomeAddressForm } from './HomeAddressForm';
import { SectionHeader } from './SectionHeader';
import type { PortalSectionProps } from './sectionProps';
import { StateTaxesForm } from './StateTaxesForm';
import { usePortalMessages } from './usePortalMessages';

/** Props of {@link Profile}. */
export interface ProfileProps extends PortalSectionProps {
  employee: Employee;
}

/**
 * A person's details: name, email and phone as the company keeps them, and forms of what is
 * theirs to change (every refusal on its field, nothing typed lost): their home address (a
 * correction, or a move from a date), their W-4, their state tax answers, and a bank account to
 * be paid into, below how they are paid (the account's last four digits only).
 *
 * @example
 * <Profile companyId={companyId} employeeId={employeeId} employee={employee} />
 */
export function Profile({ employee, employeeId, headingRef, onEvent }: ProfileProps) {
  const { Alert, Spinner } = usePrimitives({ Alert: DefaultAlert, Spinner: DefaultSpinner });
  const { t, lookup } = usePortalMessages();
  const payment = usePaymentMethod(employeeId);
  const none = t('profile.none');
  const accounts = (payment.data?.splits ?? []).filter((split) => split.hidden_account_number);

  return (
    <section className="pk-flow-section" aria-labelledby="pk-portal-profile">
      <SectionHeader
        id="pk-portal-profile"
        title={t('profile.title')}
        description={t('profile.changes')}
        headingRef={headingRef}
      />
      <dl className="pk-portal-figures">
        <dt>{t('profile.name')}</dt>
        <dd>
          {[employee.first_name, employee.middle_initial, employee.last_name].filter(Boolean).join(' ')}
        </dd>
        <dt>{t('profile.email')}</dt>
        <dd>{employee.email || none}</dd>
        <dt>{t('profile.phone')}</dt>
        <dd>{employee.phone || none}</dd>
      </dl>

      <HomeAddressForm employeeId={employeeId} onEvent={onEvent} />

      <FederalTaxesForm employeeId={employeeId} onEvent={onEvent} />
      <StateTaxesForm employeeId={employeeId} onEvent={onEvent} />

      <h3>{t('bank.title')}</h3>
      {payment.isError ? (
        <Alert tone="danger">{t('bank.error')}</Alert>
      ) : payment.isLoading ? (
        <Spinner />
      ) : (
        <dl className="pk-portal-figures">
          <dt>{t('bank.method')}</dt>
          <dd>{payment.data ? lookup(`method.${payment.data.type}`, payment.data.type) : none}</dd>
          {accounts.length === 0 ? (
            <dd>{t('bank.none')}</dd>
          ) : (
            accounts.map((split) => (
              <dd key={split.uuid}>
                {t('bank.account', {
                  name: split.name ?? '',
                  last4: (split.hidden_account_number ?? '').slice(-4),
                })}
              </dd>
            ))
          )}
        </dl>
      )}
      <BankAccountForm employeeId={employeeId} onEvent={onEvent} />
    </section>
  );
}
