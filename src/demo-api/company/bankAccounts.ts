import type { DemoService } from '../service';
import { versionOf } from '../version';
import type { CompanyBankAccountRecord } from './records';

/** Wrong verification attempts allowed per round of test deposits (UPSTREAM-2 H.4). */
export const VERIFICATION_ATTEMPTS = 5;

/**
 * The company's default (not disabled) bank account, if any.
 *
 * @example
 * activeBankAccount(service, companyUuid)?.verification_status; // 'verified'
 */
export function activeBankAccount(
  service: DemoService,
  companyUuid: string,
): CompanyBankAccountRecord | undefined {
  return service.store.companyBankAccounts.childrenOf(companyUuid).find((account) => !account.disabled);
}

/**
 * The two test deposits of an account's current round, in cents (DECISIONS 52): chosen from the
 * account's uuid so they are stable across reads and restarts, different from each other, and
 * new when a round of attempts runs out.
 *
 * @example
 * testDeposits(account); // [2, 42]
 */
export function testDeposits(account: CompanyBankAccountRecord): [number, number] {
  const hash = versionOf(`${account.uuid}:${account.depositRound}`);
  const first = (parseInt(hash.slice(0, 6), 16) % 49) + 1;
  const second = (parseInt(hash.slice(6, 12), 16) % 49) + 50;
  return [first, second];
}

/**
 * Whether a processed payroll of the company is not paid yet: its money still moves through the
 * current account, so that account can be neither replaced nor disabled (DECISIONS 52).
 *
 * @example
 * if (hasUnfundedPayments(service, companyUuid)) throw invalidOperation('FundingMethod has unfunded payments');
 */
export function hasUnfundedPayments(service: DemoService, companyUuid: string): boolean {
  for (const payroll of service.store.payrolls.values())
    if (payroll.companyUuid === companyUuid && payroll.processed && !payroll.paid) return true;
  return false;
}
