import { ApiError, invalidOperation, invalidParameter, notFound } from '../errors';
import { bodyReader, companyOwned, resourceRoutes, scopesOf } from '../resource';
import { insertRecord } from '../resource/insertRecord';
import type { DemoService, Route } from '../service';
import { startPayrollSync } from './payrollSync';
import {
  payrollSyncs,
  TIME_SHEET_STATUSES,
  timeSheets,
  type PayrollSyncRecord,
  type TimeSheetRecord,
} from './records';
import { entryRecords, readTimeSheet, type TimeSheetValues } from './timeSheetBody';
import { payrollSyncView, timeSheetView } from './views';

const SORT_FIELDS = {
  created_at: (s: TimeSheetRecord) => s.createdAt,
  updated_at: (s: TimeSheetRecord) => s.updatedAt,
  shift_started_at: (s: TimeSheetRecord) => Date.parse(s.shiftStartedAt),
  shift_ended_at: (s: TimeSheetRecord) => (s.shiftEndedAt ? Date.parse(s.shiftEndedAt) : Infinity),
} as const;

interface ListFilters {
  entityUuids: string[];
  entityType: string | null;
  status: string | null;
  sortBy: keyof typeof SORT_FIELDS;
  descending: boolean;
  before: number | null;
  after: number | null;
}

/** The list's query (UPSTREAM-3 N.7), each value outside its set 422 `invalid_parameter` on its name. */
function listFilters(query: URLSearchParams): ListFilters {
  const problems = [];
  const entityUuids = [...query.getAll('entity_uuids[]'), ...query.getAll('entity_uuids')].flatMap((v) =>
    v.split(','),
  );
  if (entityUuids.length > 100) problems.push(invalidParameter('entity_uuids', 'At most 100 entity_uuids.'));
  const entityType = query.get('entity_type');
  if (entityType !== null && entityType !== 'Employee' && entityType !== 'Contractor')
    problems.push(invalidParameter('entity_type', 'entity_type must be Employee or Contractor.'));
  const status = query.get('status');
  if (status !== null && !(TIME_SHEET_STATUSES as readonly string[]).includes(status))
    problems.push(invalidParameter('status', `status must be one of: ${TIME_SHEET_STATUSES.join(', ')}.`));
  const sortBy = query.get('sort_by') ?? 'created_at';
  if (!(sortBy in SORT_FIELDS))
    problems.push(
      invalidParameter('sort_by', `sort_by must be one of: ${Object.keys(SORT_FIELDS).join(', ')}.`),
    );
  const order = query.get('sort_order') ?? 'asc';
  if (order !== 'asc' && order !== 'desc')
    problems.push(invalidParameter('sort_order', 'sort_order must be asc or desc.'));
  const instant = (name: string) => {
    const text = query.get(name);
    if (text === null) return null;
    const at = text.length <= 40 ? Date.parse(text) : NaN;
    if (Number.isNaN(at)) problems.push(invalidParameter(name, `${name} must be a date-time.`));
    return at;
  };
  const before = instant('before');
  const after = instant('after');
  if (problems.length > 0) throw new ApiError(422, problems);
  return {
    entityUuids,
    entityType,
    status,
    sortBy: sortBy as keyof typeof SORT_FIELDS,
    descending: order === 'desc',
    before,
    after,
  };
}

/** Writes what an update or a create read; any change leaves the sheet to be synced again. */
function applyValues(service: DemoService, record: TimeSheetRecord, values: TimeSheetValues): void {
  if (values.entityType !== undefined) record.entityType = values.entityType;
  if (values.entityUuid !== undefined) record.entityUuid = values.entityUuid;
  if (values.jobUuid !== undefined) record.jobUuid = values.jobUuid;
  if (values.timeZone !== undefined) record.timeZone = values.timeZone;
  if (values.shiftStartedAt !== undefined) record.shiftStartedAt = values.shiftStartedAt;
  if (values.shiftEndedAt !== undefined) record.shiftEndedAt = values.shiftEndedAt;
  if (values.metadata !== undefined) record.metadata = values.metadata;
  if (values.entries !== undefined) record.entries = entryRecords(service, values.entries);
  if (values.status !== undefined) record.status = values.status;
  record.updatedAt = service.nowIso();
  record.syncedToPayrollAt = null;
}

const owned = companyOwned(
  '/v1/companies/{company_id}/time_tracking/time_sheets',
  '/v1/time_tracking/time_sheets/{time_sheet_uuid}',
  (store) => store.table(timeSheets),
);

const sheetRoutes = resourceRoutes({
  ...owned,
  scopes: scopesOf('time_sheet'),
  view: timeSheetView,
  list: {
    filters: listFilters,
    ordered: true,
    rows(company, service, _request, filters) {
      const wanted = new Set(filters.entityUuids);
      const key = SORT_FIELDS[filters.sortBy];
      return [...service.store.table(timeSheets).values()]
        .filter(
          (s) =>
            s.companyUuid === company.uuid &&
            (wanted.size === 0 || wanted.has(s.entityUuid)) &&
            (filters.entityType === null || s.entityType === filters.entityType) &&
            (filters.status === null || s.status === filters.status) &&
            (filters.before === null || Date.parse(s.createdAt) < filters.before) &&
            (filters.after === null || Date.parse(s.createdAt) > filters.after),
        )
        .sort((a, b) => {
          const [x, y] = [key(a), key(b)];
          const order = x < y ? -1 : x > y ? 1 : a.seq - b.seq;
          return filters.descending ? -order : order;
        });
    },
  },
  create: {
    rules: bodyReader((body) => body),
    insert(body, company, service) {
      const values = readTimeSheet(service, company.uuid, body, { partial: false });
      const now = service.nowIso();
      return insertRecord(service, service.store.table(timeSheets), {
        companyUuid: company.uuid,
        entityType: values.entityType!,
        entityUuid: values.entityUuid!,
        jobUuid: values.jobUuid ?? null,
        timeZone: values.timeZone!,
        shiftStartedAt: values.shiftStartedAt!,
        shiftEndedAt: values.shiftEndedAt ?? null,
        metadata: values.metadata ?? {},
        entries: entryRecords(service, values.entries ?? []),
        status: 'pending',
        createdAt: now,
        updatedAt: now,
        syncedToPayrollAt: null,
      });
    },
  },
  update: {
    rules: bodyReader((body) => body),
    apply(record, body, service) {
      const values = readTimeSheet(service, record.companyUuid, body, { partial: true, current: record });
      applyValues(service, record, values);
    },
  },
  remove: {
    remove(record, service) {
      if (record.syncedToPayrollAt !== null)
        throw invalidOperation(
          'A time sheet synced to payroll cannot be deleted; reject it and sync the pay period again.',
        );
      service.store.table(timeSheets).delete(record.uuid);
    },
  },
});

const syncRoutes = resourceRoutes({
  collection: '/v1/companies/{company_id}/time_tracking/payroll_syncs',
  item: '/v1/time_tracking/payroll_syncs/{payroll_sync_uuid}',
  scopes: scopesOf('payroll_syncs'),
  parent: owned.parent,
  find(service, uuid, grant): PayrollSyncRecord {
    const sync = uuid ? service.store.table(payrollSyncs).get(uuid) : undefined;
    if (!sync) throw notFound();
    service.company(sync.companyUuid, grant);
    return sync;
  },
  view: payrollSyncView,
  create: {
    rules: bodyReader((body) => body),
    status: 202,
    insert: (body, company, service) => startPayrollSync(service, company, body),
  },
});

/**
 * Time tracking (UPSTREAM-3 N.7, DECISIONS 75, App-Integrations shape): a company's time sheets
 * (list with its filters and sort, paged; create 201 `pending`; read; update with `version`, 409
 * when stale, approval and rejection by `status`; delete 204, a synced one 422 on `base`) and
 * payroll syncs (202 with `completed_at` null, completed a moment later; `payrollSync.ts`).
 *
 * @example
 * new Router(timeSheetRoutes);
 */
export const timeSheetRoutes: Route[] = [...sheetRoutes, ...syncRoutes];
