import type { PayrollClient } from '../../../src/api/client';
import { isApiError, type ApiError } from '../../../src/api/errors';
import { listEmployees } from '../../../src/api/employees/operations';
import {
  createBankAccount,
  getPaymentMethod,
  updatePaymentMethod,
} from '../../../src/api/paymentMethod/operations';
import type { PaymentMethodUpdate } from '../../../src/api/paymentMethod/types';

/** An employee of the demo company with three bank accounts. */
export async function employeeWithThreeAccounts(client: PayrollClient, companyId: string) {
  const [employee] = (await listEmployees(client, companyId)).items;
  const accounts = [];
  for (const [index, number] of ['11112222', '33334444', '55556666'].entries()) {
    const body = {
      name: `Account ${index + 1}`,
      routing_number: '021000021',
      account_number: number,
      account_type: 'Checking' as const,
    };
    accounts.push((await createBankAccount(client, employee!.uuid, body)).data);
  }
  return { employee: employee!, accounts };
}

/** Percentage splits wrong in each of three items: amount, priority, account. */
export function badSplits(accounts: { uuid: string }[]): NonNullable<PaymentMethodUpdate['splits']> {
  return [
    { uuid: accounts[0]!.uuid, name: 'Account 1', priority: 1, split_amount: 150 },
    { uuid: accounts[1]!.uuid, name: 'Account 2', priority: 0, split_amount: 30 },
    { uuid: 'not-an-account-of-hers', name: 'Account 3', priority: 3, split_amount: 20 },
  ];
}

/** The service's answer to {@link badSplits}. */
export async function threeBadSplits(client: PayrollClient, companyId: string) {
  const { employee, accounts } = await employeeWithThreeAccounts(client, companyId);
  const { data: method } = await getPaymentMethod(client, employee.uuid);
  const error = await updatePaymentMethod(client, employee.uuid, {
    version: method.version,
    type: 'Direct Deposit',
    split_by: 'Percentage',
    splits: badSplits(accounts),
  }).catch((caught: unknown) => caught);
  if (!isApiError(error)) throw new Error('expected the service to refuse the splits');
  return { error: error as ApiError, employee, accounts };
}
