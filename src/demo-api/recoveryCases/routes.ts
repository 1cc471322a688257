import { notFound } from '../errors';
import { companyParent, resourceRoutes, type RecordLookup } from '../resource';
import type { Route } from '../service';
import { recoveryCases, type RecoveryCaseRecord } from './records';
import { redebit } from './recoveryCaseRules';
import { recoveryCaseView } from './views';

/** A case of a company the token reaches; unknown or another company's → 404. */
const findCase: RecordLookup<RecoveryCaseRecord> = (service, uuid, grant) => {
  const record = uuid ? service.store.table(recoveryCases).get(uuid) : undefined;
  if (!record) throw notFound();
  service.company(record.companyUuid, grant);
  return record;
};

/**
 * Recovery cases (UPSTREAM-3 M.5, DECISIONS 70): the company's list (every status, not paged) and
 * the redebit of an open case (202, no body). The service opens them (a failed debit: the demo
 * control `POST /__demo/payrolls/{id}/fail_debit`); there is no create and no single read.
 *
 * @example
 * new Router(recoveryCaseRoutes);
 */
export const recoveryCaseRoutes: Route[] = resourceRoutes({
  collection: '/v1/companies/{company_id}/recovery_cases',
  item: '/v1/recovery_cases/{recovery_case_uuid}',
  scopes: { read: 'recovery_cases:read', write: 'recovery_cases:write' },
  parent: companyParent,
  find: findCase,
  view: recoveryCaseView,
  show: false,
  list: {
    rows: (company, service) =>
      [...service.store.table(recoveryCases).values()]
        .filter((r) => r.companyUuid === company.uuid)
        .sort((a, b) => a.seq - b.seq),
    paged: false,
  },
  actions: [
    {
      method: 'PUT',
      suffix: '/redebit',
      access: 'write',
      status: 202,
      run(record, _request, service) {
        redebit(service, record);
        return undefined;
      },
    },
  ],
});
