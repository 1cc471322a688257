import type { ErrorEntry } from '../errors';
import { defineTable } from '../store';

/** One item's outcome, as `GET /v1/people_batches/{uuid}` lists it (UPSTREAM-3 N.5). */
export interface PeopleBatchResult {
  external_id?: string;
  role: 'employee';
  status: 'success' | 'failed';
  idx: number;
  uuid: string;
  employee_uuid?: string;
  errors: ErrorEntry[];
}

/** An item the batch left out before checking it: its person already made, or twice in the batch. */
export interface PeopleBatchExclusion {
  external_id: string;
  category: 'already_created' | 'duplicate_external_id';
  message: string;
  item_count: number;
}

/** A people batch as the service keeps it: processed at once, its results kept. */
export interface PeopleBatchRecord {
  uuid: string;
  companyUuid: string;
  idempotencyKey: string;
  status: 'completed' | 'failed' | 'partial_success';
  submittedAt: string;
  completedAt: string;
  submittedItems: number;
  results: PeopleBatchResult[];
  exclusions: PeopleBatchExclusion[];
  seq: number;
}

/**
 * Every people batch, by uuid.
 *
 * @example
 * service.store.table(peopleBatches).get(uuid);
 */
export const peopleBatches = defineTable<PeopleBatchRecord>('peopleBatches');
