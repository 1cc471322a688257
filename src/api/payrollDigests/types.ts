import type { DateString, DecimalString, OpenEnum } from '../common';

/**
 * The request lifecycle of a partner batch (UPSTREAM-3 M.9): distinct from each item's result;
 * `completed` does not mean every item succeeded.
 *
 * @example
 * const done = (s: PartnerBatchStatus) => s === 'completed' || s === 'failed';
 */
export type PartnerBatchStatus = OpenEnum<'pending' | 'processing' | 'completed' | 'failed'>;

/**
 * A payroll digest as created (201): poll it with `getPayrollDigest` for its results.
 *
 * @example
 * const { data } = await createPayrollDigest(client, { companyUuids: ['c-1'], idempotencyKey: 'k' });
 * data.status; // 'completed'
 */
export interface PayrollDigest {
  uuid: string;
  idempotency_key: string;
  batch_action: OpenEnum<'create'>;
  status: PartnerBatchStatus;
}

/**
 * Something that keeps a company from running payroll (the blocker keys of `GET …/payrolls/blockers`).
 *
 * @example
 * const blocker: PayrollDigestBlocker = { type: 'missing_bank_verification', description: 'Verify the company bank account.' };
 */
export interface PayrollDigestBlocker {
  type?: string;
  description?: string;
}

/**
 * A company's next regular payroll of one pay schedule: its period, the day it must run by and,
 * once calculated and not stale, its totals (null before).
 *
 * @example
 * const due = `${p.pay_period?.run_payroll_by}: ${p.totals?.total_debit_amount ?? 'not calculated'}`;
 */
export interface PayrollDigestPayroll {
  payroll_uuid?: string | null;
  payroll_type?: string;
  display_title?: string;
  auto_payroll?: boolean;
  /** `unprocessed`, `calculated`, `calculating`, `submitting`. */
  status?: string;
  pay_period?: {
    start_date?: DateString | null;
    end_date?: DateString | null;
    check_date?: DateString | null;
    run_payroll_by?: DateString | null;
  };
  pay_schedule?: { uuid?: string; frequency?: string; custom_name?: string | null } | null;
  totals?: {
    total_debit_amount?: DecimalString;
    net_pay?: DecimalString;
    total_employer_cost?: DecimalString;
  } | null;
}

/**
 * One company of a digest: its blockers and its next payroll per active pay schedule.
 *
 * @example
 * const blocked = (company.blockers ?? []).length > 0;
 */
export interface PayrollDigestCompany {
  idx?: number;
  entity_type?: OpenEnum<'company'>;
  /** The company's uuid. */
  uuid?: string;
  name?: string;
  status?: OpenEnum<'success' | 'partial_success' | 'failed'>;
  blockers?: PayrollDigestBlocker[];
  payrolls?: PayrollDigestPayroll[];
}

/**
 * An item a partner batch left out, and why (`not_found` for a company or payroll not the
 * partner's, `duplicate`, `company_inactive`, `duplicate_operation`, `internal_error`).
 *
 * @example
 * const notYours = exclusions.filter((e) => e.category === 'not_found');
 */
export interface PartnerBatchExclusion {
  idx?: number;
  entity_type?: string;
  uuid?: string;
  company_uuid?: string;
  status?: OpenEnum<'failed'>;
  category?: string;
  message?: string;
}

/**
 * A payroll digest's results: each company's, and the companies left out.
 *
 * @example
 * const { data } = await getPayrollDigest(client, digest.uuid);
 * data.results?.map((company) => company.name);
 */
export interface PayrollDigestResults {
  uuid: string;
  idempotency_key: string;
  status: PartnerBatchStatus;
  submitted_at: string;
  completed_at?: string | null;
  submitted_items?: number | null;
  processed_items?: number;
  excluded_items?: number;
  results?: PayrollDigestCompany[];
  exclusions?: PartnerBatchExclusion[];
}
