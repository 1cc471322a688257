import * as z from 'zod/mini';
import { isApiError } from '../../api/errors';
import type {
  CompanyBankAccount,
  CompanyBankAccountBody,
  TestDeposits,
} from '../../api/company/bankAccountTypes';
import { accountNumber, money, routingNumber } from '../schemas/fields';
import { useApiForm, type ApiForm } from '../useApiForm';
import { useRecordForm } from '../useRecordForm';
import {
  useCreateCompanyBankAccount,
  useSendCompanyBankTestDeposits,
  useVerifyCompanyBankAccount,
} from './mutations';
import { useCompanyBankAccounts } from './queries';

/**
 * What {@link useCompanyBankAccountForm} returns: the form that adds the account, the form that
 * verifies it with the two micro-deposit amounts, and the account itself.
 *
 * @example
 * const { addForm, verifyForm, account } = useCompanyBankAccountForm(companyId);
 */
export interface CompanyBankAccountForm {
  /** Routing number (9 digits, ABA checksum), account number (4–17 digits), account type. */
  addForm: ApiForm<CompanyBankAccountBody, CompanyBankAccount>;
  /** The two amounts, in dollars (`0.02`), any order. */
  verifyForm: ApiForm<TestDeposits, CompanyBankAccount>;
  /** The company's current account (the newest), once read or added. */
  account: CompanyBankAccount | undefined;
  /**
   * Attempts left after the last wrong pair (the service's `remaining_attempts`); `0` means the
   * next try sends new deposits instead. Undefined before a wrong pair and while sending.
   */
  remainingAttempts: number | undefined;
  /** `awaiting_deposits` → `ready_for_verification` → `verified`. */
  needsVerification: boolean;
  /** Demo and sandbox: land the deposits now; resolves with their amounts. */
  sendTestDeposits: () => Promise<TestDeposits>;
  isLoading: boolean;
}

const addSchema = /* @__PURE__ */ (() =>
  z.object({
    routing_number: routingNumber,
    account_number: accountNumber,
    account_type: z.enum(['Checking', 'Savings'], { error: 'validation.accountType' }),
  }))();

const verifySchema = /* @__PURE__ */ (() => z.object({ deposit_1: money, deposit_2: money }))();

/**
 * Headless forms of the company's bank account: add it (idempotent per user action; it replaces
 * the current one), then verify it with the two micro-deposits. A wrong pair comes back on
 * `deposit_1`/`deposit_2` and uses one of five attempts (`remainingAttempts` says how many are left).
 *
 * @example
 * const { addForm, verifyForm, account, needsVerification } = useCompanyBankAccountForm(companyId);
 * <form onSubmit={addForm.submit}><input {...addForm.form.register('routing_number')} /></form>
 * {needsVerification && <form onSubmit={verifyForm.submit}><input {...verifyForm.form.register('deposit_1')} /></form>}
 */
export function useCompanyBankAccountForm(companyId: string): CompanyBankAccountForm {
  const accounts = useCompanyBankAccounts(companyId);
  const create = useCreateCompanyBankAccount(companyId);
  const send = useSendCompanyBankTestDeposits(companyId);
  const verify = useVerifyCompanyBankAccount(companyId);
  const addForm = useRecordForm<CompanyBankAccount, CompanyBankAccountBody, CompanyBankAccountBody>({
    schema: addSchema,
    empty: { routing_number: '', account_number: '', account_type: 'Checking' },
    create: (body) => create.mutateAsync(body),
  });
  const account = addForm.result?.uuid
    ? (accounts.data?.find((a) => a.uuid === addForm.result?.uuid) ?? addForm.result)
    : accounts.data?.[accounts.data.length - 1];
  // Verifying makes no record: an action on the account, on the plain form hook.
  const verifyForm = useApiForm<TestDeposits, CompanyBankAccount>({
    schema: verifySchema,
    defaultValues: { deposit_1: '', deposit_2: '' },
    onSubmit: (deposits) => {
      if (!account) return Promise.reject(new Error('No bank account to verify'));
      return verify.mutateAsync({ bankAccountId: account.uuid, deposits });
    },
  });
  // The mutation keeps its last error until the next try: no state of our own.
  const left = isApiError(verify.error) ? verify.error.errors[0]?.metadata?.remaining_attempts : undefined;
  return {
    addForm,
    verifyForm,
    remainingAttempts: typeof left === 'number' ? left : undefined,
    account,
    needsVerification: account !== undefined && account.verification_status !== 'verified',
    sendTestDeposits: () => {
      if (!account) return Promise.reject(new Error('No bank account to send deposits to'));
      return send.mutateAsync(account.uuid);
    },
    isLoading: accounts.isLoading,
  };
}
