import { ApiError, type ErrorEntry, invalidAttribute, invalidOperation } from '../errors';
import { readFields } from '../fields';
import { adjustCheckDate, pacificCutoff, previousBusinessDay } from '../calendar/businessDays';
import { divideRounded, money } from '../money/money';
import { fourDayCheckDate, runDayFrom } from '../payroll/payrollDates';
import type { DemoService } from '../service';
import type { ContractorPaymentMethod, ContractorRecord } from '../contractors/records';
import type { CompanyRecord } from '../company/records';
import { fastPaymentLimitOf } from '../paymentConfigs/fastPaymentLimit';
import type { SubmissionBlockerRecord } from '../payroll/records';
import type { ContractorPaymentRecord } from './records';

/**
 * Contractor payment rules (UPSTREAM-2 I.4, SPEC §7, DECISIONS 56): one line per contractor, the
 * debit date by the company's payment speed on the Federal Reserve calendar, funding at the ACH
 * cut-off of the debit date, and the fast-ACH submission blocker of payrolls.
 */

const LINE_RULES = {
  contractor_uuid: { kind: 'string', required: true },
  date: { kind: 'date' },
  payment_method: { kind: 'enum', values: ['Direct Deposit', 'Check', 'Historical Payment'] as const },
  wage: { kind: 'money', min: 0 },
  hours: { kind: 'decimal', places: 3, min: 0 },
  bonus: { kind: 'money', min: 0 },
  reimbursement: { kind: 'money', min: 0 },
} as const;

/** The payroll editor's bounds (payrollEntryUpdate): 744 hours (a month) and $1,000,000.00 a field. */
const MAX_HOURS = 744_000;
const MAX_AMOUNT = 1_000_000_00;

/** A line's hours and amounts above those bounds, each on its field. */
function boundErrors(values: {
  hours?: number;
  wage?: number;
  bonus?: number;
  reimbursement?: number;
}): ErrorEntry[] {
  const errors: ErrorEntry[] = [];
  if (values.hours !== undefined && values.hours > MAX_HOURS)
    errors.push(invalidAttribute('hours', 'hours must be a number of hours between 0 and 744.'));
  for (const key of ['wage', 'bonus', 'reimbursement'] as const) {
    const amount = values[key];
    if (amount !== undefined && amount > MAX_AMOUNT)
      errors.push(invalidAttribute(key, `${key} must be an amount of money from 0.00 to 1000000.00.`));
  }
  return errors;
}

/** A checked line, ready to be stored (or previewed). */
export interface PaymentLine {
  contractor: ContractorRecord;
  date: string;
  payment_method: ContractorPaymentMethod;
  hours: number;
  wage: number;
  bonus: number;
  reimbursement: number;
}

/** `hours × hourly_rate + wage + bonus`, in cents (hours in thousandths, rounded once). @example wageTotal(p); */
export function wageTotal(
  p: Pick<ContractorPaymentRecord, 'hours' | 'hourlyRate' | 'wage' | 'bonus'>,
): number {
  return divideRounded(p.hours * (p.hourlyRate ?? 0), 1000) + p.wage + p.bonus;
}

/** The contractor's full name or business name, as messages name them. */
export function contractorName(c: ContractorRecord): string {
  return c.type === 'Business'
    ? (c.business_name ?? '')
    : `${c.first_name ?? ''} ${c.last_name ?? ''}`.trim();
}

/**
 * Reads the `contractor_payments[]` of a request, every line's problems at once, each line's in a
 * `nested_errors` entry with `idx` and `metadata.contractor_uuid` (DECISIONS 29, 56). `date` is the
 * line's own for a single payment, the group's `check_date` (named `dateKey`) for a group.
 *
 * @example
 * const lines = readPaymentLines(service, company, body.contractor_payments, { date: checkDate, dateKey: 'check_date' });
 */
export function readPaymentLines(
  service: DemoService,
  company: CompanyRecord,
  raw: unknown[],
  group?: { date: string; dateKey: string },
): PaymentLine[] {
  const today = service.clock.today();
  const entries: ErrorEntry[] = [];
  const lines: PaymentLine[] = [];
  if (raw.length === 0)
    throw new ApiError(422, [
      invalidAttribute('contractor_payments', 'Add at least one contractor payment.'),
    ]);
  raw.forEach((item, idx) => {
    const body = (item && typeof item === 'object' && !Array.isArray(item) ? item : {}) as Record<
      string,
      unknown
    >;
    const contractorUuid = typeof body.contractor_uuid === 'string' ? body.contractor_uuid : undefined;
    const errors: ErrorEntry[] = [];
    let values: ReturnType<typeof readFields<typeof LINE_RULES>> | undefined;
    try {
      values = readFields(group ? { date: group.date, ...body } : body, LINE_RULES);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      errors.push(...error.entries);
    }
    const contractor = contractorUuid ? service.store.contractors.get(contractorUuid) : undefined;
    if (contractorUuid && (!contractor || contractor.companyUuid !== company.uuid))
      errors.push(invalidAttribute('contractor_uuid', 'No contractor of this company has this uuid.'));
    if (values && contractor && contractor.companyUuid === company.uuid) {
      const name = contractorName(contractor);
      const method = values.payment_method ?? 'Direct Deposit';
      const date = values.date;
      if (!date && !group)
        errors.push({ error_key: 'date', category: 'missing_parameter', message: 'date is required.' });
      if (contractor.onboarding_status !== 'onboarding_completed')
        errors.push({
          error_key: 'base',
          category: 'invalid_operation',
          message: `${name} has not finished onboarding and cannot be paid yet.`,
        });
      if (contractor.wage_type === 'Fixed' && values.hours !== undefined)
        errors.push(
          invalidAttribute(
            'hours',
            `${name} is paid fixed wage and hours cannot be set on a contractor payment`,
          ),
        );
      if (contractor.wage_type === 'Hourly' && values.wage !== undefined)
        errors.push(
          invalidAttribute('wage', `${name} is paid hourly and wage cannot be set on a contractor payment`),
        );
      errors.push(...boundErrors(values));
      const amounts = [values.wage, values.hours, values.bonus, values.reimbursement];
      if (!amounts.some((a) => a !== undefined && a > 0))
        errors.push(invalidAttribute('base', 'A payment needs an amount above zero.'));
      const dateKey = group?.dateKey ?? 'date';
      if (date && method === 'Historical Payment' && date >= today)
        errors.push(invalidAttribute(dateKey, 'A historical payment must be dated before today.'));
      if (date && method !== 'Historical Payment' && date < today)
        errors.push(invalidAttribute(dateKey, `${dateKey} cannot be in the past.`));
      if (errors.length === 0 && date)
        lines.push({
          contractor,
          date,
          payment_method: method,
          hours: values.hours ?? 0,
          wage: values.wage ?? 0,
          bonus: values.bonus ?? 0,
          reimbursement: values.reimbursement ?? 0,
        });
    }
    if (errors.length > 0)
      entries.push({
        error_key: 'contractor_payments',
        category: 'nested_errors',
        idx,
        metadata: contractorUuid
          ? { contractor_uuid: contractorUuid, entity_type: 'Contractor', entity_uuid: contractorUuid }
          : {},
        errors,
      });
  });
  if (entries.length > 0) throw new ApiError(422, entries);
  return lines;
}

const SPEED_DAYS = { '1-day': 1, '2-day': 2, '4-day': 4 } as const;

/**
 * The expected debit date (DECISIONS 56): Direct Deposit is debited the company's payment speed
 * (1, 2 or 4 business days) before the pay date, a pay date on a weekend or bank holiday first
 * moving to the business day before (DECISIONS 46), and never before the first day still open
 * to a run now; Check and Historical Payment are "debited" on their own date.
 *
 * @example
 * expectedDebitDate(company, 'Direct Deposit', '2026-06-22', now); // '2026-06-17' (2-day; Fri Jun 19 is Juneteenth)
 */
export function expectedDebitDate(
  company: CompanyRecord,
  method: ContractorPaymentMethod,
  date: string,
  now: Date,
): string {
  if (method !== 'Direct Deposit') return date;
  let day = adjustCheckDate(date);
  for (let n = SPEED_DAYS[company.onboarding.paymentConfig.payment_speed]; n > 0; n--)
    day = previousBusinessDay(day);
  const earliest = runDayFrom(now);
  return day < earliest ? earliest : day;
}

/**
 * A new payment record from a checked line.
 *
 * @example
 * const payment = newPayment(service, company, line, null, debitDate);
 */
export function newPayment(
  service: DemoService,
  line: PaymentLine,
  groupUuid: string | null,
  debitDate: string,
): ContractorPaymentRecord {
  const { contractor } = line;
  return {
    uuid: service.ids(),
    companyUuid: contractor.companyUuid,
    contractorUuid: contractor.uuid,
    groupUuid,
    seq: service.store.nextSeq(),
    date: line.date,
    debitDate,
    payment_method: line.payment_method,
    wage_type: contractor.wage_type,
    hourlyRate: contractor.wage_type === 'Hourly' ? contractor.hourlyRate : null,
    hours: line.hours,
    wage: line.wage,
    bonus: line.bonus,
    reimbursement: line.reimbursement,
    status: 'Unfunded',
    fundedAt: null,
  };
}

/** Whether a payment may still be cancelled: unfunded, before its debit date (DECISIONS 56). */
export function mayCancel(payment: ContractorPaymentRecord, today: string): boolean {
  return payment.status === 'Unfunded' && today < payment.debitDate;
}

/**
 * Funds a Direct Deposit payment: `Funded`, `contractor_payment.funded`. Check and Historical
 * Payment never are; a funded one is refused.
 *
 * @example
 * fundPayment(service, payment);
 */
export function fundPayment(service: DemoService, payment: ContractorPaymentRecord): void {
  if (payment.payment_method !== 'Direct Deposit' || payment.status === 'Funded')
    throw invalidOperation('Only an unfunded Direct Deposit payment can be funded.');
  payment.status = 'Funded';
  payment.fundedAt = service.nowIso();
  service.emit('contractor_payment.funded', 'ContractorPayment', payment.uuid, payment.companyUuid);
}

/**
 * Funds a Direct Deposit payment at 16:00 America/Los_Angeles on its debit date by the service
 * clock, unless it was cancelled or funded by then.
 *
 * @example
 * scheduleFunding(service, payment);
 */
export function scheduleFunding(service: DemoService, payment: ContractorPaymentRecord): void {
  if (payment.payment_method !== 'Direct Deposit') return;
  const due = Date.parse(pacificCutoff(payment.debitDate)) - service.clock.now().getTime();
  service.clock.schedule(due, () => {
    const current = service.store.contractorPayments.get(payment.uuid);
    if (current === payment && payment.status === 'Unfunded') fundPayment(service, payment);
  });
}

/** Integer-cent totals of a set of payments (UPSTREAM-2 I.4 `totals`). */
export interface PaymentTotals {
  amount: number;
  debit_amount: number;
  wage_amount: number;
  reimbursement_amount: number;
  check_amount: number;
}

/** @example paymentTotals(payments).debit_amount; */
export function paymentTotals(
  payments: readonly Pick<
    ContractorPaymentRecord,
    'payment_method' | 'hours' | 'hourlyRate' | 'wage' | 'bonus' | 'reimbursement'
  >[],
): PaymentTotals {
  const totals: PaymentTotals = {
    amount: 0,
    debit_amount: 0,
    wage_amount: 0,
    reimbursement_amount: 0,
    check_amount: 0,
  };
  for (const p of payments) {
    const wages = wageTotal(p);
    const paid = wages + p.reimbursement;
    totals.amount += paid;
    totals.wage_amount += wages;
    totals.reimbursement_amount += p.reimbursement;
    if (p.payment_method === 'Direct Deposit') totals.debit_amount += paid;
    if (p.payment_method === 'Check') totals.check_amount += paid;
  }
  return totals;
}

/**
 * The fast-ACH blocker of payrolls (UPSTREAM E.7) for a group: a Direct Deposit debit above the
 * company's threshold cannot go by fast ACH; the admin wires the money in (the check date holds)
 * or moves to four-day ACH (a later check date).
 *
 * @example
 * const blockers = groupSubmissionBlockers(company, checkDate, debit, now);
 */
export function groupSubmissionBlockers(
  company: CompanyRecord,
  checkDate: string,
  debitAmount: number,
  now: Date,
): SubmissionBlockerRecord[] {
  const threshold = fastPaymentLimitOf(company);
  if (threshold === null || debitAmount <= threshold) return [];
  const fourDay = fourDayCheckDate(runDayFrom(now));
  return [
    {
      blocker_type: 'fast_ach_threshold_exceeded',
      blocker_name: 'Fast ACH threshold exceeded',
      unblock_options: [
        { unblock_type: 'wire_in', check_date: checkDate, metadata: { wire_in_amount: money(debitAmount) } },
        {
          unblock_type: 'move_to_four_day',
          check_date: fourDay > checkDate ? fourDay : checkDate,
          metadata: { fast_ach_threshold: money(threshold), company_debit: money(debitAmount) },
        },
      ],
      selected_option: null,
      status: 'unresolved',
    },
  ];
}
