import type { EmployeeRecord } from '../employees/records';
import { ApiError, type ErrorEntry, invalidAttribute, missingParameter } from '../errors';
import { readFields } from '../fields';
import { BANK_ACCOUNT_RULES, type NamedAccount, namedAccount } from '../formats/bankAccounts';
import { checkSplits } from '../paymentMethod/routes';
import { insertRecord } from '../resource/insertRecord';
import type { DemoService } from '../service';

/**
 * A people batch item's `bank_accounts[]` (UPSTREAM-3 N.5): each account checked by the employee
 * bank account create's rules, and their shares by the payment method's split rules (`type`
 * Direct Deposit, one `split_by` for all, whole percentages totalling 100 or cents with `null`, the
 * remainder, on the last account). Every refusal sits on `bank_accounts` at the account's `idx`,
 * the whole list's on `bank_accounts` itself.
 */

/** The accounts of an item that passed, in the order sent (their priority). */
export interface BatchBankAccounts {
  accounts: NamedAccount[];
  splitBy: 'Percentage' | 'Amount';
  amounts: (number | null)[];
}

const SPLIT_BYS = ['Percentage', 'Amount'] as const;

/**
 * Checks `bank_accounts[]`: the accounts, or the item's entries for them.
 *
 * @example
 * const checked = checkBatchBankAccounts(service, item.bank_accounts);
 * if ('errors' in checked) errors.push(...checked.errors);
 */
export function checkBatchBankAccounts(
  service: DemoService,
  raw: unknown,
): BatchBankAccounts | { errors: ErrorEntry[] } {
  if (!Array.isArray(raw) || raw.length === 0)
    return { errors: [invalidAttribute('bank_accounts', 'bank_accounts must list at least one account.')] };
  const entries: ErrorEntry[] = [];
  const accounts: NamedAccount[] = [];
  const amounts: (number | null)[] = [];
  const splitBys = new Set<unknown>();
  raw.forEach((item, idx) => {
    const sent = (item && typeof item === 'object' && !Array.isArray(item) ? item : {}) as Record<
      string,
      unknown
    >;
    const { type, split_by: splitBy, split_amount: amount, ...account } = sent;
    const errors: ErrorEntry[] = [];
    try {
      accounts.push(namedAccount(readFields(account, BANK_ACCOUNT_RULES)));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      errors.push(...error.entries);
    }
    if (type !== 'Direct Deposit')
      errors.push(
        type === undefined
          ? missingParameter('type')
          : invalidAttribute('type', 'type must be Direct Deposit.'),
      );
    if (!(SPLIT_BYS as readonly unknown[]).includes(splitBy))
      errors.push(
        splitBy === undefined
          ? missingParameter('split_by')
          : invalidAttribute('split_by', 'split_by must be Percentage or Amount.'),
      );
    splitBys.add(splitBy);
    amounts.push(amount as number | null);
    if (errors.length > 0)
      entries.push({ error_key: 'bank_accounts', category: 'nested_errors', idx, errors });
  });
  if (entries.length > 0) return { errors: entries };
  if (splitBys.size > 1)
    return {
      errors: [invalidAttribute('bank_accounts', 'Every account of a person needs the same split_by.')],
    };
  const splitBy = [...splitBys][0] as BatchBankAccounts['splitBy'];
  try {
    // The payment method's own split rules, over the accounts to be made (uuids stand for them).
    checkSplits(
      service,
      '',
      splitBy,
      amounts.map((split_amount, i) => ({ uuid: String(i), priority: i + 1, split_amount })),
      () => true,
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      errors: error.entries.map(({ metadata: _standIn, ...entry }) => ({
        ...entry,
        error_key: 'bank_accounts',
      })),
    };
  }
  return { accounts, splitBy, amounts };
}

/**
 * Makes a new employee's checked accounts and pays them by Direct Deposit in the order sent, as
 * the bank account create and the payment method update would (the same records and events).
 *
 * @example
 * addBatchBankAccounts(service, employee, checked.bankAccounts);
 */
export function addBatchBankAccounts(
  service: DemoService,
  employee: EmployeeRecord,
  checked: BatchBankAccounts,
): void {
  const method = service.store.paymentMethods.get(employee.uuid)!;
  method.type = 'Direct Deposit';
  method.split_by = checked.splitBy;
  method.splits = checked.accounts.map((account, i) => {
    const record = insertRecord(service, service.store.bankAccounts, {
      employeeUuid: employee.uuid,
      ...account,
    });
    service.emit('employee.bank_account.created', 'EmployeeBankAccount', record.uuid, employee.companyUuid);
    return { bankAccountUuid: record.uuid, priority: i + 1, split_amount: checked.amounts[i] ?? null };
  });
  employee.paymentMethodChosen = true;
  service.store.employeeRevision++;
}
