import { ApiError, invalidAttribute, missingParameter, notFound, type ErrorEntry } from '../errors';
import type { DemoService } from '../service';
import { defineTable } from '../store';

/**
 * The partner-level batches of UPSTREAM-3 M.9 (payroll digests and cancellation batches) share
 * their lifecycle: the body's `idempotency_key` (one partner in the demo, so one key space per
 * kind; the same key again is a 409 naming the batch, nothing done twice), at most so many items,
 * each processed at once (the demo finishes a batch when it is created), and results kept for
 * `BATCH_RESULTS_TTL_MS` of the demo clock, then 410.
 */

/** How long a batch's results are served (UPSTREAM-3 M.9 "short TTL"): one hour of the demo clock. */
export const BATCH_RESULTS_TTL_MS = 60 * 60_000;

/** One excluded item, as its batch lists it. */
export interface BatchExclusion {
  idx: number;
  uuid: string;
  companyUuid?: string;
  category: string;
  message: string;
}

/** A processed batch: its request, its per-item results (already in wire shape) and exclusions. */
export interface PartnerBatchRecord {
  uuid: string;
  kind: 'digest' | 'cancel';
  idempotencyKey: string;
  submittedAt: string;
  completedAt: string;
  /** Demo-clock milliseconds after which GET answers 410. */
  expiresAtMs: number;
  submittedItems: number;
  results: Record<string, unknown>[];
  exclusions: BatchExclusion[];
  seq: number;
}

/**
 * Every partner batch, by uuid.
 *
 * @example
 * service.store.table(partnerBatches).get(uuid);
 */
export const partnerBatches = defineTable<PartnerBatchRecord>('partnerBatches');

/** What a batch body names, once checked: its key and its items. */
export interface BatchRequest {
  idempotencyKey: string;
  items: Record<string, unknown>[];
}

/**
 * Checks a batch body (UPSTREAM-3 M.9): `idempotency_key` a non-blank string of at most 255,
 * `batch_action` the kind's one value, `batch` 1 to `max` objects whose `entity_type` is the
 * kind's and whose `uuid` (and `fields`) are strings; every problem on its own field at once.
 *
 * @example
 * const { idempotencyKey, items } = readBatch(body, { action: 'create', entityType: 'company', max: 25, fields: [] });
 */
export function readBatch(
  body: Record<string, unknown>,
  rule: { action: string; entityType: string; max: number; fields: readonly string[] },
): BatchRequest {
  const errors: ErrorEntry[] = [];
  const allowed = ['idempotency_key', 'batch_action', 'batch'];
  for (const key of Object.keys(body))
    if (!allowed.includes(key))
      errors.push(invalidAttribute(key, `${key} is not an attribute of this resource.`));
  const key = body.idempotency_key;
  if (key === undefined || key === null) errors.push(missingParameter('idempotency_key'));
  else if (typeof key !== 'string' || key.trim() === '' || key.length > 255)
    errors.push(invalidAttribute('idempotency_key', 'idempotency_key must be 1 to 255 characters.'));
  if (body.batch_action === undefined) errors.push(missingParameter('batch_action'));
  else if (body.batch_action !== rule.action)
    errors.push(invalidAttribute('batch_action', `batch_action must be ${rule.action}.`));
  const batch = body.batch;
  if (batch === undefined) errors.push(missingParameter('batch'));
  else if (!Array.isArray(batch) || batch.length === 0 || batch.length > rule.max)
    errors.push(invalidAttribute('batch', `batch must list 1 to ${rule.max} items.`));
  else {
    const wanted = ['entity_type', 'uuid', ...rule.fields];
    const bad = batch.findIndex(
      (item: unknown) =>
        !item ||
        typeof item !== 'object' ||
        Array.isArray(item) ||
        (item as Record<string, unknown>).entity_type !== rule.entityType ||
        Object.keys(item).some((k) => !wanted.includes(k)) ||
        wanted.slice(1).some((k) => typeof (item as Record<string, unknown>)[k] !== 'string'),
    );
    if (bad >= 0)
      errors.push(
        invalidAttribute(
          'batch',
          `Item ${bad} of batch must be {entity_type: ${rule.entityType}, ${wanted.slice(1).join(', ')}} with string ids.`,
        ),
      );
  }
  if (errors.length > 0) throw new ApiError(422, errors);
  return { idempotencyKey: key as string, items: batch as Record<string, unknown>[] };
}

/**
 * A batch of this kind made earlier with the same key: a 409 naming it (`metadata.request_uuid`),
 * nothing processed again.
 *
 * @example
 * refuseReusedKey(service, 'digest', request.idempotencyKey);
 */
export function refuseReusedKey(service: DemoService, kind: PartnerBatchRecord['kind'], key: string): void {
  for (const batch of service.store.table(partnerBatches).values())
    if (batch.kind === kind && batch.idempotencyKey === key)
      throw new ApiError(409, [
        {
          error_key: 'idempotency_key',
          category: 'invalid_operation',
          message: 'A batch with this idempotency_key was already submitted.',
          metadata: { request_uuid: batch.uuid },
        },
      ]);
}

/**
 * Stores a processed batch and answers its creation (201): the request's lifecycle only.
 *
 * @example
 * return saveBatch(service, { kind: 'digest', idempotencyKey, submittedItems: 2, results, exclusions }, 'create');
 */
export function saveBatch(
  service: DemoService,
  values: Pick<PartnerBatchRecord, 'kind' | 'idempotencyKey' | 'submittedItems' | 'results' | 'exclusions'>,
  action: string,
): { status: number; body: Record<string, unknown> } {
  const now = service.nowIso();
  const record: PartnerBatchRecord = {
    ...values,
    uuid: service.ids(),
    submittedAt: now,
    completedAt: now,
    expiresAtMs: service.clock.now().getTime() + BATCH_RESULTS_TTL_MS,
    seq: service.store.nextSeq(),
  };
  service.store.table(partnerBatches).set(record.uuid, record);
  return {
    status: 201,
    body: {
      uuid: record.uuid,
      idempotency_key: record.idempotencyKey,
      batch_action: action,
      status: 'completed',
    },
  };
}

/**
 * A batch's results (GET): 404 for no batch of this kind, 410 once its results expired.
 *
 * @example
 * return { status: 200, body: batchResults(service, 'digest', request.params.payroll_digest_uuid, 'company') };
 */
export function batchResults(
  service: DemoService,
  kind: PartnerBatchRecord['kind'],
  uuid: string,
  entityType: string,
): Record<string, unknown> {
  const batch = service.store.table(partnerBatches).get(uuid);
  if (!batch || batch.kind !== kind) throw notFound();
  if (service.clock.now().getTime() >= batch.expiresAtMs)
    throw new ApiError(410, [
      {
        error_key: 'request',
        category: 'not_found',
        message: 'The results of this batch have expired; submit it again.',
      },
    ]);
  return {
    uuid: batch.uuid,
    idempotency_key: batch.idempotencyKey,
    status: 'completed',
    submitted_at: batch.submittedAt,
    completed_at: batch.completedAt,
    submitted_items: batch.submittedItems,
    processed_items: batch.results.length,
    excluded_items: batch.exclusions.length,
    results: batch.results,
    exclusions: batch.exclusions.map((e) => ({
      idx: e.idx,
      entity_type: entityType,
      uuid: e.uuid,
      ...(e.companyUuid === undefined ? {} : { company_uuid: e.companyUuid }),
      status: 'failed',
      category: e.category,
      message: e.message,
    })),
  };
}
