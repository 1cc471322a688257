import type { HomeAddress, WorkAddress } from '../../../api/addresses/types';
import { useHomeAddresses, useWorkAddresses } from '../../../hooks/addresses';
import { useEmployee } from '../../../hooks/employees';
import { useJobs } from '../../../hooks/jobs';
import { usePaymentMethod } from '../../../hooks/paymentMethod';
import { useFederalTaxes } from '../../../hooks/taxes';
import { useScreenMessages, useFormat } from '../../../ui';
import { useStepMessages } from '../useStepMessages';
import { federalTaxesMessages } from '../../shared/employee/FederalTaxes.messages';

function addressLine(address: Partial<HomeAddress | WorkAddress> | undefined): string | undefined {
  if (!address?.street_1) return undefined;
  return `${address.street_1}, ${address.city ?? ''}, ${address.state ?? ''} ${address.zip ?? ''}`.trim();
}

/**
 * What was entered in each onboarding step, one line per step id, for the summary to show
 * beside the step's status (the admin checks the answers, not only that a step is done).
 * A step with nothing on record has no line.
 *
 * @example
 * const details = useEnteredDetails(employeeId);
 * details.compensation_details; // 'Barista, hired Jun 1, 2026, $18.50 per Hour'
 */
export function useEnteredDetails(employeeId: string): Partial<Record<string, string>> {
  const { t, lookup } = useStepMessages();
  const federal = useScreenMessages(federalTaxesMessages);
  const format = useFormat();
  const employee = useEmployee(employeeId).data;
  const job = useJobs(employeeId).data?.find((entry) => entry.primary);
  const work = useWorkAddresses(employeeId).data?.find((entry) => entry.active);
  const home = useHomeAddresses(employeeId).data?.find((entry) => entry.active);
  const taxes = useFederalTaxes(employeeId).data;
  const payment = usePaymentMethod(employeeId).data;

  const details: Partial<Record<string, string>> = {};
  if (employee) {
    const name = `${employee.first_name} ${employee.last_name}`;
    details.personal_details = employee.date_of_birth
      ? t('summary.detail.personal', { name, birth: format.date(employee.date_of_birth) })
      : name;
  }
  if (job) {
    details.compensation_details = t('summary.detail.job', {
      title: job.title ?? '—',
      date: format.date(job.hire_date),
      rate: job.rate && Number(job.rate) !== 0 ? format.money(job.rate) : '—',
      unit: job.payment_unit ? lookup(`job.unit.${job.payment_unit}`, job.payment_unit) : '—',
    });
  }
  details.add_work_address = addressLine(work);
  details.add_home_address = addressLine(home);
  if (taxes?.filing_status) {
    details.federal_tax_setup = federal.lookup(`filing_status.${taxes.filing_status}`, taxes.filing_status);
  }
  if (payment) {
    details.direct_deposit_setup =
      payment.type === 'Direct Deposit'
        ? t('summary.detail.deposit', { count: payment.splits?.length ?? 0 })
        : t('summary.detail.check');
  }
  return details;
}
