import type { OpenEnum } from '../common';
import type { PartnerBatchExclusion, PartnerBatchStatus } from '../payrollDigests/types';

/**
 * A payroll cancellation batch as created (201): poll it with `getPayrollBatch` for its results.
 *
 * @example
 * const { data } = await cancelPayrolls(client, { payrolls, idempotencyKey: 'k' });
 * data.status; // 'completed'
 */
export interface PayrollBatch {
  uuid: string;
  idempotency_key: string;
  batch_action: OpenEnum<'cancel'>;
  status: PartnerBatchStatus;
}

/**
 * One payroll's outcome, atomic: `success` (cancelled) or `failed` with why (`not_cancellable`).
 *
 * @example
 * const refused = result.status === 'failed' ? result.errors?.[0]?.message : undefined;
 */
export interface PayrollCancellationResult {
  idx?: number;
  uuid?: string;
  status?: OpenEnum<'success' | 'failed'>;
  errors?: {
    error_key?: string;
    category?: OpenEnum<'not_cancellable' | 'internal_error'>;
    message?: string;
  }[];
}

/**
 * A cancellation batch's results: each payroll's, and the payrolls left out (not the partner's:
 * `not_found`; named twice: `duplicate_operation`).
 *
 * @example
 * const { data } = await getPayrollBatch(client, batch.uuid);
 * data.results?.filter((r) => r.status === 'success').length;
 */
export interface PayrollBatchResults {
  uuid: string;
  idempotency_key: string;
  status: PartnerBatchStatus;
  submitted_at: string;
  completed_at?: string | null;
  submitted_items?: number | null;
  processed_items?: number;
  excluded_items?: number;
  results?: PayrollCancellationResult[];
  exclusions?: PartnerBatchExclusion[];
}

/**
 * A payroll to cancel, with its company.
 *
 * @example
 * const item: PayrollToCancel = { payrollUuid: 'p-1', companyUuid: 'c-1' };
 */
export interface PayrollToCancel {
  payrollUuid: string;
  companyUuid: string;
}
