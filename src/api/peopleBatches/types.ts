import type { DateString, OpenEnum } from '../common';
import type { ApiErrorEntry } from '../errorBody';

/**
 * A people batch's lifecycle (UPSTREAM-3 N.5): `partial_success` when some items were created and
 * others refused; `completed` when every item it processed was created.
 *
 * @example
 * const done = (s: PeopleBatchStatus) => s !== 'pending' && s !== 'processing';
 */
export type PeopleBatchStatus = OpenEnum<
  'pending' | 'processing' | 'completed' | 'failed' | 'partial_success'
>;

/**
 * One person of a batch: the employee's fields, and `external_id`, the partner's own id for the
 * row (a CSV's line), which the results and exclusions name.
 *
 * @example
 * const person: PeopleBatchPerson = { external_id: 'row-2', first_name: 'Ada', last_name: 'Lovelace' };
 */
export interface PeopleBatchPerson {
  external_id: string;
  first_name: string;
  last_name: string;
  middle_initial?: string | null;
  preferred_first_name?: string | null;
  email?: string | null;
  work_email?: string | null;
  /** `123-45-6789` or nine digits; never read back. */
  ssn?: string | null;
  date_of_birth?: DateString | null;
  self_onboarding?: boolean;
}

/**
 * One item of a people batch: the person, and the single creates it stands for (home and work
 * address, job, its pay; pay needs a job; the department; bank accounts paid by direct deposit in
 * the order listed, one `split_by` for all, `split_amount` a whole percent or cents, `null` the
 * remainder on the last).
 *
 * @example
 * const item: PeopleBatchItem = { entity_type: 'employee', person, job: { title: 'Cook', hire_date: '2026-06-01' } };
 */
export interface PeopleBatchItem {
  entity_type: 'employee';
  person: PeopleBatchPerson;
  home_address?: { street_1: string; street_2?: string | null; city: string; state: string; zip: string };
  work_address?: { location_uuid: string };
  job?: { title: string; hire_date: DateString };
  department?: { department_uuid: string };
  compensation?: { rate: string; payment_unit: string; flsa_status: string };
  bank_accounts?: Array<{
    name: string;
    routing_number: string;
    account_number: string;
    account_type: string;
    type: 'Direct Deposit';
    split_by: 'Percentage' | 'Amount';
    split_amount: number | null;
  }>;
}

/**
 * A people batch as created (201): read its results with `getPeopleBatch`.
 *
 * @example
 * const { data } = await createPeopleBatch(client, companyId, { idempotencyKey, items });
 * data.status; // 'partial_success'
 */
export interface PeopleBatch {
  uuid: string;
  idempotency_key: string;
  status: PeopleBatchStatus;
  batch_action: OpenEnum<'create'>;
}

/**
 * One item's outcome: `success` with the employee made, or `failed` with every refused field,
 * nested under its part (`person`, `home_address`, `job`, `compensation`, `work_address`).
 *
 * @example
 * const refused = result.errors.flatMap((part) => (part.errors ?? []).map((e) => `${part.error_key}.${e.error_key}`));
 */
export interface PeopleBatchResult {
  external_id?: string;
  role?: OpenEnum<'employee'>;
  status: OpenEnum<'success' | 'partial_success' | 'failed'>;
  /** The item's place in the batch sent. */
  idx: number;
  uuid?: string;
  employee_uuid?: string;
  errors: ApiErrorEntry[];
}

/**
 * Items the service left out before checking them: a person an earlier batch already created
 * (`already_created`), or an `external_id` named twice in the batch.
 *
 * @example
 * const skipped = exclusions.filter((e) => e.category === 'already_created').map((e) => e.external_id);
 */
export interface PeopleBatchExclusion {
  external_id?: string;
  category?: string;
  message?: string;
  item_count?: number;
}

/**
 * A batch's results.
 *
 * @example
 * const { data } = await getPeopleBatch(client, batch.uuid);
 * data.results.filter((r) => r.status === 'failed');
 */
export interface PeopleBatchResults extends PeopleBatch {
  submitted_at?: string;
  completed_at?: string | null;
  submitted_items?: number | null;
  processed_items?: number;
  excluded_items?: number;
  results: PeopleBatchResult[];
  exclusions: PeopleBatchExclusion[];
}
