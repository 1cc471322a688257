import {
  batchResults,
  readBatch,
  refuseReusedKey,
  saveBatch,
  type BatchExclusion,
} from '../payrollDigests/partnerBatches';
import type { Route } from '../service';
import { cancelUnprocessed } from './payrollCancellation';

/** Payrolls a cancellation batch takes at once (UPSTREAM-3 M.9). */
const MAX_PAYROLLS = 100;

/**
 * Payroll cancellation batches (UPSTREAM-3 M.9, DECISIONS 75), system token: each named payroll
 * of its company cancelled or refused on its own (`success` / `failed` with `not_cancellable`); a
 * payroll that is unknown or not of the `company_uuid` named with it is excluded as `not_found`, a
 * repeated one as `duplicate_operation`. A `completed` batch does not mean every payroll was
 * cancelled.
 *
 * @example
 * new Router(payrollBatchRoutes);
 */
export const payrollBatchRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/payroll_batches',
    auth: 'system',
    scope: 'payroll_batches:write',
    handle({ body }, service) {
      const request = readBatch(body, {
        action: 'cancel',
        entityType: 'payroll',
        max: MAX_PAYROLLS,
        fields: ['company_uuid'],
      });
      refuseReusedKey(service, 'cancel', request.idempotencyKey);
      const seen = new Set<string>();
      const results: Record<string, unknown>[] = [];
      const exclusions: BatchExclusion[] = [];
      request.items.forEach((item, idx) => {
        const uuid = item.uuid as string;
        const companyUuid = item.company_uuid as string;
        const payroll = service.store.payrolls.get(uuid);
        const excluded = (category: string, message: string) =>
          exclusions.push({ idx, uuid, companyUuid, category, message });
        if (seen.has(uuid)) excluded('duplicate_operation', 'This payroll is already in the batch.');
        else if (!payroll || payroll.companyUuid !== companyUuid || !service.store.companies.has(companyUuid))
          excluded('not_found', 'No payroll of this company has this uuid.');
        else {
          const errors = cancelUnprocessed(service, payroll);
          results.push({ idx, uuid, status: errors.length === 0 ? 'success' : 'failed', errors });
        }
        seen.add(uuid);
      });
      return saveBatch(
        service,
        {
          kind: 'cancel',
          idempotencyKey: request.idempotencyKey,
          submittedItems: request.items.length,
          results,
          exclusions,
        },
        'cancel',
      );
    },
  },
  {
    method: 'GET',
    path: '/v1/payroll_batches/{payroll_batch_uuid}',
    auth: 'system',
    scope: 'payroll_batches:read',
    handle({ params }, service) {
      return {
        status: 200,
        body: batchResults(service, 'cancel', params.payroll_batch_uuid ?? '', 'payroll'),
      };
    },
  },
];
