import type { Route } from '../service';
import { companyDigest } from './companyDigest';
import { batchResults, readBatch, refuseReusedKey, saveBatch, type BatchExclusion } from './partnerBatches';

/** Companies a digest takes at once (UPSTREAM-3 M.9). */
const MAX_COMPANIES = 25;

/**
 * Payroll digests (UPSTREAM-3 M.9, DECISIONS 75), system token: a batch of the partner's companies
 * (every company of the demo is the partner's), each with its blockers and its next regular payroll
 * per active pay schedule; an unknown company is excluded as `not_found`, an archived or suspended
 * one as `company_inactive`, a repeated one as `duplicate`.
 *
 * @example
 * new Router(payrollDigestRoutes);
 */
export const payrollDigestRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/payroll_digests',
    auth: 'system',
    scope: 'payroll_digests:write',
    handle({ body }, service) {
      const request = readBatch(body, {
        action: 'create',
        entityType: 'company',
        max: MAX_COMPANIES,
        fields: [],
      });
      refuseReusedKey(service, 'digest', request.idempotencyKey);
      const seen = new Set<string>();
      const results: Record<string, unknown>[] = [];
      const exclusions: BatchExclusion[] = [];
      request.items.forEach((item, idx) => {
        const uuid = item.uuid as string;
        const company = service.store.companies.get(uuid);
        const excluded = (category: string, message: string) =>
          exclusions.push({ idx, uuid, category, message });
        if (seen.has(uuid)) excluded('duplicate', 'This company is already in the batch.');
        else if (!company) excluded('not_found', 'No company of the partner has this uuid.');
        else if (company.archived || company.suspended)
          excluded('company_inactive', 'The company is not active.');
        else results.push(companyDigest(service, company, idx));
        seen.add(uuid);
      });
      return saveBatch(
        service,
        {
          kind: 'digest',
          idempotencyKey: request.idempotencyKey,
          submittedItems: request.items.length,
          results,
          exclusions,
        },
        'create',
      );
    },
  },
  {
    method: 'GET',
    path: '/v1/payroll_digests/{payroll_digest_uuid}',
    auth: 'system',
    scope: 'payroll_digests:read',
    handle({ params }, service) {
      return {
        status: 200,
        body: batchResults(service, 'digest', params.payroll_digest_uuid ?? '', 'company'),
      };
    },
  },
];
