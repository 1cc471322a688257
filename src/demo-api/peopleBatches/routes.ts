import { ApiError, type ErrorEntry, invalidAttribute, missingParameter, notFound } from '../errors';
import type { DemoService, Route } from '../service';
import { checkPeopleBatchItem, createBatchPerson, externalIdOf } from './peopleBatchItem';
import {
  peopleBatches,
  type PeopleBatchExclusion,
  type PeopleBatchRecord,
  type PeopleBatchResult,
} from './records';

/**
 * People batches (UPSTREAM-3 N.5, DECISIONS 75): the one bulk create of the API. Its idempotency
 * is the body's `idempotency_key` (the same key again: 409 naming the batch, nothing made twice;
 * an `Idempotency-Key` header is not read here). Each item is checked as its single creates
 * would be and made whole or not at all; a failed item names every refused field in its
 * result's `errors`. A person whose `external_id` an earlier batch of the company already made is
 * excluded (`already_created`), so the whole file sent again, with its failed rows fixed, makes
 * only those rows. The demo processes a batch when it is created.
 */

/** Items a batch takes (the upstream names no maximum, UPSTREAM-3 O). */
export const MAX_PEOPLE_BATCH_ITEMS = 100;

/** The body's key, action and items, every problem on its own field at once. */
function readPeopleBatch(body: Record<string, unknown>): { key: string; items: unknown[] } {
  const errors: ErrorEntry[] = [];
  for (const key of Object.keys(body))
    if (!['idempotency_key', 'batch_action', 'batch'].includes(key))
      errors.push(invalidAttribute(key, `${key} is not an attribute of this resource.`));
  const key = body.idempotency_key;
  if (key === undefined || key === null) errors.push(missingParameter('idempotency_key'));
  else if (typeof key !== 'string' || key.trim() === '' || key.length > 255)
    errors.push(invalidAttribute('idempotency_key', 'idempotency_key must be 1 to 255 characters.'));
  if (body.batch_action === undefined) errors.push(missingParameter('batch_action'));
  else if (body.batch_action !== 'create')
    errors.push(invalidAttribute('batch_action', 'batch_action must be create.'));
  const batch = body.batch;
  if (batch === undefined) errors.push(missingParameter('batch'));
  else if (!Array.isArray(batch) || batch.length === 0 || batch.length > MAX_PEOPLE_BATCH_ITEMS)
    errors.push(invalidAttribute('batch', `batch must list 1 to ${MAX_PEOPLE_BATCH_ITEMS} items.`));
  if (errors.length > 0) throw new ApiError(422, errors);
  return { key: key as string, items: batch as unknown[] };
}

/** The external ids the company's earlier batches made, with the employee each made. */
function createdExternalIds(service: DemoService, companyUuid: string): Map<string, string> {
  const made = new Map<string, string>();
  for (const batch of service.store.table(peopleBatches).values())
    if (batch.companyUuid === companyUuid)
      for (const result of batch.results)
        if (result.status === 'success' && result.external_id && result.employee_uuid)
          made.set(result.external_id, result.employee_uuid);
  return made;
}

/** The batch's answer once processed (`GET`). */
function batchView(batch: PeopleBatchRecord): Record<string, unknown> {
  return {
    uuid: batch.uuid,
    idempotency_key: batch.idempotencyKey,
    status: batch.status,
    batch_action: 'create',
    submitted_at: batch.submittedAt,
    completed_at: batch.completedAt,
    submitted_items: batch.submittedItems,
    processed_items: batch.results.length,
    excluded_items: batch.exclusions.reduce((sum, e) => sum + e.item_count, 0),
    results: batch.results,
    exclusions: batch.exclusions,
  };
}

/**
 * The people batch routes.
 *
 * @example
 * new Router(peopleBatchRoutes);
 */
export const peopleBatchRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/companies/{company_id}/people_batches',
    auth: 'company',
    scope: 'people_batches:write',
    handle({ params, body, grant }, service) {
      const company = service.company(params.company_id, grant);
      const { key, items } = readPeopleBatch(body);
      const table = service.store.table(peopleBatches);
      for (const earlier of table.values())
        if (earlier.companyUuid === company.uuid && earlier.idempotencyKey === key)
          throw new ApiError(409, [
            {
              error_key: 'idempotency_key',
              category: 'invalid_attribute_value',
              message: 'Idempotency token already used',
              metadata: { entity_type: 'PeopleBatch', entity_uuid: earlier.uuid },
            },
          ]);
      const made = createdExternalIds(service, company.uuid);
      const counts = new Map<string, number>();
      for (const item of items) {
        const id = externalIdOf(item);
        if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      const exclusions: PeopleBatchExclusion[] = [];
      const results: PeopleBatchResult[] = [];
      items.forEach((item, idx) => {
        const externalId = externalIdOf(item);
        if (externalId !== undefined && made.has(externalId)) {
          if (!exclusions.some((e) => e.external_id === externalId))
            exclusions.push({
              external_id: externalId,
              category: 'already_created',
              message: `An earlier batch already created this person (employee ${made.get(externalId)}).`,
              item_count: counts.get(externalId) ?? 1,
            });
          return;
        }
        if (externalId !== undefined && (counts.get(externalId) ?? 0) > 1) {
          if (!exclusions.some((e) => e.external_id === externalId))
            exclusions.push({
              external_id: externalId,
              category: 'duplicate_external_id',
              message: 'Several items of the batch name this external_id; none of them was created.',
              item_count: counts.get(externalId)!,
            });
          return;
        }
        const checked = checkPeopleBatchItem(service, company.uuid, item);
        const result = {
          ...(externalId === undefined ? {} : { external_id: externalId }),
          role: 'employee' as const,
          idx,
          uuid: service.ids(),
        };
        if ('errors' in checked) results.push({ ...result, status: 'failed', errors: checked.errors });
        else {
          const employee = createBatchPerson(service, company.uuid, checked);
          results.push({ ...result, status: 'success', employee_uuid: employee.uuid, errors: [] });
        }
      });
      const succeeded = results.filter((r) => r.status === 'success').length;
      const now = service.nowIso();
      const record: PeopleBatchRecord = {
        uuid: service.ids(),
        companyUuid: company.uuid,
        idempotencyKey: key,
        status: succeeded === results.length ? 'completed' : succeeded === 0 ? 'failed' : 'partial_success',
        submittedAt: now,
        completedAt: now,
        submittedItems: items.length,
        results,
        exclusions,
        seq: service.store.nextSeq(),
      };
      table.set(record.uuid, record);
      return {
        status: 201,
        body: { uuid: record.uuid, idempotency_key: key, status: record.status, batch_action: 'create' },
      };
    },
  },
  {
    method: 'GET',
    path: '/v1/people_batches/{people_batch_uuid}',
    auth: 'company',
    scope: 'people_batches:read',
    handle({ params, grant }, service) {
      const batch = service.store.table(peopleBatches).get(params.people_batch_uuid ?? '');
      if (!batch) throw notFound();
      service.company(batch.companyUuid, grant);
      return { status: 200, body: batchView(batch) };
    },
  },
];
