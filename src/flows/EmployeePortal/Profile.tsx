import type { Employee } from '../../api/employees/types';
import { usePaymentMethod } from '../../hooks/paymentMethod';
import { useFederalTaxes } from '../../hooks/taxes';
import { usePrimitives, useFormat, Alert as DefaultAlert, Spinner as DefaultSpinner } from '../../ui';
import { HomeAddressForm } from './HomeAddressForm';
import { SectionHeader } from './SectionHeader';
import type { PortalSectionProps } from './sectionProps';
import { usePortalMessages } from './usePortalMessages';

/** Props of {@link Profile}. */
export interface ProfileProps extends PortalSectionProps {
  employee: Employee;
}

/**
 * A person's details: name, email and phone as the company keeps them, their home address (a
 * form: a correction, or a move from a date; every refusal on its field, nothing typed lost),
 * their federal withholding and how they are paid (the account's last four digits only).
 *
 * @example
 * <Profile companyId={companyId} employeeId={employeeId} employee={employee} />
 */
export function Profile({ employee, employeeId, headingRef, onEvent }: ProfileProps) {
  const { Alert, Spinner } = usePrimitives({ Alert: DefaultAlert, Spinner: DefaultSpinner });
  const { t, lookup } = usePortalMessages();
  const format = useFormat();
  const taxes = useFederalTaxes(employeeId);
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

      <h3>{t('taxes.title')}</h3>
      {taxes.isError ? (
        <Alert tone="danger">{t('taxes.error')}</Alert>
      ) : taxes.isLoading ? (
        <Spinner />
      ) : (
        <dl className="pk-portal-figures">
          <dt>{t('taxes.filingStatus')}</dt>
          <dd>
            {taxes.data?.filing_status
              ? lookup(`taxes.filing.${taxes.data.filing_status}`, taxes.data.filing_status)
              : t('taxes.none')}
          </dd>
          <dt>{t('taxes.extra')}</dt>
          <dd>{taxes.data?.extra_withholding ? format.money(taxes.data.extra_withholding) : none}</dd>
        </dl>
      )}

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
    </section>
  );
}
