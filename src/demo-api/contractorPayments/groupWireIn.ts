import { pacificCutoff } from '../calendar/businessDays';
import { fourDayCheckDate, runDayFrom } from '../payroll/payrollDates';
import type { DemoService } from '../service';
import { openWireIn } from '../wireIn/wireInFunding';
import { fundPayment, scheduleFunding } from './payments';
import type { ContractorPaymentGroupRecord, ContractorPaymentRecord } from './records';

/**
 * A contractor payment group funded by wire (DECISIONS 70, UPSTREAM-3 M.4: "contractor payment
 * groups use the same blockers"): when the admin chose `wire_in`, the group's direct deposits are
 * not debited by ACH; a wire-in request `awaiting_funds` asks for the group's debit by 16:00
 * America/Los_Angeles on its debit date. Approved, the direct deposits are funded at once; unpaid
 * at the deadline, the request is `canceled` and the group moves to four-day speed (a later check
 * date, debited by ACH as any group).
 *
 * @example
 * openGroupWireIn(service, group, payments, debit);
 */
export function openGroupWireIn(
  service: DemoService,
  group: ContractorPaymentGroupRecord,
  payments: readonly ContractorPaymentRecord[],
  debitAmount: number,
): void {
  const direct = payments.filter((p) => p.payment_method === 'Direct Deposit');
  // Only while the group and its payment still stand (a cancelled group is gone from the store).
  const standing = (p: ContractorPaymentRecord) =>
    service.store.contractorPaymentGroups.get(group.uuid) === group &&
    service.store.contractorPayments.get(p.uuid) === p &&
    p.status === 'Unfunded';
  openWireIn(
    service,
    {
      companyUuid: group.companyUuid,
      paymentType: 'ContractorPaymentGroup',
      paymentUuid: group.uuid,
      amount: debitAmount,
      deadline: pacificCutoff(group.debitDate),
    },
    {
      proceed() {
        for (const p of direct) if (standing(p)) fundPayment(service, p);
      },
      lapse() {
        const runDay = runDayFrom(service.clock.now());
        const checkDate = fourDayCheckDate(runDay);
        group.check_date = checkDate;
        group.debitDate = runDay;
        for (const p of payments) {
          if (service.store.contractorPayments.get(p.uuid) !== p) continue;
          p.date = checkDate;
          p.debitDate = p.payment_method === 'Direct Deposit' ? runDay : checkDate;
          if (standing(p)) scheduleFunding(service, p);
        }
      },
    },
  );
}
