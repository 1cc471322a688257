import { centsToMoney, moneyToCents } from '../../api/money';
import type { ContractorPaymentLine, ContractorPaymentMethodName } from '../../api/contractorPayments/types';
import type { ContractorWageType } from '../../api/contractors/types';
import { hoursToThousandths } from '../payroll/payrollEditorTotals';
import type { ValidationMessageKey } from '../schemas/messageKeys';

/**
 * An amount field of a contractor's payment line.
 *
 * @example
 * const field: ContractorPaymentField = 'hours';
 */
export type ContractorPaymentField = 'hours' | 'wage' | 'bonus' | 'reimbursement';

/**
 * One contractor's line as typed: amounts as the text of their inputs.
 *
 * @example
 * const line: ContractorPaymentLineValues = { hours: '12.5', wage: '', bonus: '100', reimbursement: '', payment_method: 'Direct Deposit' };
 */
export interface ContractorPaymentLineValues {
  hours: string;
  wage: string;
  bonus: string;
  reimbursement: string;
  payment_method: ContractorPaymentMethodName;
}

/**
 * A blank line, paid by Direct Deposit.
 *
 * @example
 * const line = { ...blankContractorPaymentLine, wage: '1250.00' };
 */
export const blankContractorPaymentLine: ContractorPaymentLineValues = {
  hours: '',
  wage: '',
  bonus: '',
  reimbursement: '',
  payment_method: 'Direct Deposit',
};

/**
 * The amount fields a wage type takes: hours for Hourly, a wage for Fixed; bonus and
 * reimbursement for both.
 *
 * @example
 * contractorPaymentFields('Hourly'); // ['hours', 'bonus', 'reimbursement']
 */
export function contractorPaymentFields(wageType: ContractorWageType | undefined): ContractorPaymentField[] {
  return [wageType === 'Hourly' ? 'hours' : 'wage', 'bonus', 'reimbursement'];
}

/** Integer cents of a typed amount (`$1,250.5` allowed); null when not an amount. */
function amountToCents(text: string): number | null {
  if (/^\s*-/.test(text)) return null;
  return moneyToCents(text);
}

/**
 * A field's problem as the line shows it: a message key of ours, or the service's own text.
 *
 * @example
 * const issue: ContractorPaymentIssue = { field: 'wage', category: 'invalid_attribute_value', message: 'Katherine Johnson is paid hourly…' };
 */
export interface ContractorPaymentIssue {
  /** The line's field, `base` for the whole line; on a group, the group's field. */
  field: string;
  category: string;
  /** Ours, for the messages dictionary. */
  messageKey?: ValidationMessageKey;
  /** The service's text, shown as is. */
  message?: string;
  /** With `validation.max`: the most the field takes (a decimal string: hours, or dollars). */
  max?: string;
}

/** The payroll editor's bounds, which the service applies to a contractor's line too. */
const MAX_HOURS_THOUSANDTHS = 744_000;
const MAX_AMOUNT_CENTS = 100_000_000;

/**
 * A line read: its amounts in integer units, its wire line, its client problems and its totals.
 *
 * @example
 * const read = readContractorPaymentLine(contractor, values); // read.wageTotalCents
 */
export interface ContractorPaymentLineReading {
  /** The wire line (amounts as decimal strings), or null when nothing is to be paid. */
  line: ContractorPaymentLine | null;
  issues: ContractorPaymentIssue[];
  /** hours × rate (rounded half up to the cent) + wage + bonus, over the fields the wage type takes. */
  wageTotalCents: number;
  reimbursementCents: number;
}

/**
 * Reads a contractor's line: each filled amount checked (hours to three decimals and at most 744,
 * money to two and at most 1,000,000.00, as the payroll editor's; none negative), the wire line built from every filled field (the service, which knows the
 * contractor's wage type now, refuses a field the wage type does not take, on this line), and
 * the totals in integer cents from the fields the wage type takes.
 *
 * @example
 * readContractorPaymentLine({ uuid: 'c-1', wage_type: 'Hourly', hourly_rate: '42.50' }, { ...blankContractorPaymentLine, hours: '12.5', bonus: '100' });
 * // { line: { contractor_uuid: 'c-1', payment_method: 'Direct Deposit', hours: '12.5', bonus: '100.00' }, issues: [], wageTotalCents: 63125, reimbursementCents: 0 }
 */
export function readContractorPaymentLine(
  contractor: { uuid: string; wage_type?: ContractorWageType; hourly_rate?: string },
  values: ContractorPaymentLineValues,
): ContractorPaymentLineReading {
  const issues: ContractorPaymentIssue[] = [];
  const line: ContractorPaymentLine = {
    contractor_uuid: contractor.uuid,
    payment_method: values.payment_method,
  };
  const cents: Partial<Record<ContractorPaymentField, number>> = {};
  let filled = false;
  let thousandths = 0;
  for (const field of ['hours', 'wage', 'bonus', 'reimbursement'] as const) {
    const text = values[field].trim();
    if (text === '') continue;
    filled = true;
    if (field === 'hours') {
      const parsed = hoursToThousandths(text, null);
      if (parsed === null) {
        issues.push({
          field,
          category: 'invalid_attribute_value',
          messageKey: /^-/.test(text) ? 'validation.positive' : 'validation.hours',
        });
        continue;
      }
      if (parsed > MAX_HOURS_THOUSANDTHS) {
        issues.push({ field, category: 'invalid_attribute_value', messageKey: 'validation.max', max: '744' });
        continue;
      }
      thousandths = parsed;
      line.hours = text;
      continue;
    }
    const amount = amountToCents(text);
    if (amount === null) {
      issues.push({
        field,
        category: 'invalid_attribute_value',
        messageKey: /^\s*-/.test(text) ? 'validation.positive' : 'validation.money',
      });
      continue;
    }
    if (amount > MAX_AMOUNT_CENTS) {
      issues.push({
        field,
        category: 'invalid_attribute_value',
        messageKey: 'validation.max',
        max: centsToMoney(MAX_AMOUNT_CENTS),
      });
      continue;
    }
    cents[field] = amount;
    line[field] = centsToMoney(amount);
  }
  const takes = contractorPaymentFields(contractor.wage_type);
  const rateCents = moneyToCents(contractor.hourly_rate ?? '') ?? 0;
  const hourlyCents = takes.includes('hours') ? Math.floor((2 * thousandths * rateCents + 1000) / 2000) : 0;
  const wageCents = takes.includes('wage') ? (cents.wage ?? 0) : 0;
  return {
    line: filled ? line : null,
    issues,
    wageTotalCents: hourlyCents + wageCents + (cents.bonus ?? 0),
    reimbursementCents: cents.reimbursement ?? 0,
  };
}
