import { hoursText, money } from '../money/money';
import type { DemoService } from '../service';
import { mayCancel, type PaymentTotals, paymentTotals, wageTotal } from './payments';
import type { ContractorPaymentGroupRecord, ContractorPaymentRecord } from './records';

/** Wire shapes of contractor payments and groups (UPSTREAM-2 I.4): money as decimal strings. */

/** @example contractorPaymentView(payment, service).wage_total; // '1250.00' */
export function contractorPaymentView(
  p: ContractorPaymentRecord,
  service: DemoService,
): Record<string, unknown> {
  return {
    uuid: p.uuid,
    contractor_uuid: p.contractorUuid,
    ...(p.groupUuid ? { contractor_payment_group_uuid: p.groupUuid } : {}),
    date: p.date,
    debit_date: p.debitDate,
    payment_method: p.payment_method,
    status: p.status,
    may_cancel: mayCancel(p, service.clock.today()),
    wage_type: p.wage_type,
    ...(p.hourlyRate === null ? {} : { hourly_rate: money(p.hourlyRate) }),
    hours: hoursText(p.hours),
    wage: money(p.wage),
    bonus: money(p.bonus),
    reimbursement: money(p.reimbursement),
    wage_total: money(wageTotal(p)),
  };
}

/** @example totalsView(paymentTotals(payments)).debit_amount; */
export function totalsView(t: PaymentTotals): Record<string, string> {
  return {
    amount: money(t.amount),
    debit_amount: money(t.debit_amount),
    wage_amount: money(t.wage_amount),
    reimbursement_amount: money(t.reimbursement_amount),
    check_amount: money(t.check_amount),
  };
}

/** The group's payments in creation order. @example groupPayments(service, group).length; */
export function groupPayments(
  service: DemoService,
  g: ContractorPaymentGroupRecord,
): ContractorPaymentRecord[] {
  return g.paymentUuids
    .map((uuid) => service.store.contractorPayments.get(uuid))
    .filter((p) => p !== undefined);
}

/**
 * A group is `Funded` once every Direct Deposit payment in it is (Check payments stay `Unfunded`).
 *
 * @example groupStatus(payments); // 'Unfunded'
 */
export function groupStatus(payments: readonly ContractorPaymentRecord[]): 'Funded' | 'Unfunded' {
  const direct = payments.filter((p) => p.payment_method === 'Direct Deposit');
  return direct.length > 0 && direct.every((p) => p.status === 'Funded') ? 'Funded' : 'Unfunded';
}

/** @example contractorPaymentGroupView(group, service).totals; */
export function contractorPaymentGroupView(
  g: ContractorPaymentGroupRecord,
  service: DemoService,
): Record<string, unknown> {
  const payments = groupPayments(service, g);
  const company = service.store.companies.get(g.companyUuid)!;
  return {
    uuid: g.uuid,
    company_uuid: g.companyUuid,
    check_date: g.check_date,
    debit_date: g.debitDate,
    status: groupStatus(payments),
    creation_token: g.creation_token,
    partner_owned_disbursement: company.onboarding.paymentConfig.partner_owned_disbursement,
    submission_blockers: g.submissionBlockers,
    credit_blockers: [],
    totals: totalsView(paymentTotals(payments)),
    contractor_payments: payments.map((p) => contractorPaymentView(p, service)),
  };
}
