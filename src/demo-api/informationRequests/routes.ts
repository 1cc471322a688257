import { notFound } from '../errors';
import { companyParent, resourceRoutes, type RecordLookup } from '../resource';
import type { Route } from '../service';
import { readAnswersBody } from './answersBody';
import { readAnswers } from './informationAnswers';
import { submitInformationRequest } from './informationRequestRules';
import { informationRequests, type InformationRequestRecord } from './records';
import { informationRequestView } from './views';

/** A request of a company the token reaches; unknown or another company's → 404. */
const findRequest: RecordLookup<InformationRequestRecord> = (service, uuid, grant) => {
  const record = uuid ? service.store.table(informationRequests).get(uuid) : undefined;
  if (!record) throw notFound();
  service.company(record.companyUuid, grant);
  return record;
};

/**
 * Information requests (UPSTREAM-3 L.5, DECISIONS 66): the company's list (every status, not
 * paged) and the submission of its answers (200 with the request, now `pending_review`; an
 * `Idempotency-Key` makes a resent submission a replay; JSON, or the provider's client's
 * multipart form, up to 14 MiB). The service opens them (the demo's
 * control); there is no create and no single read.
 *
 * @example
 * new Router(informationRequestRoutes);
 */
export const informationRequestRoutes: Route[] = resourceRoutes({
  collection: '/v1/companies/{company_id}/information_requests',
  item: '/v1/information_requests/{information_request_uuid}',
  scopes: { read: 'information_requests:read', write: 'information_requests:write' },
  parent: companyParent,
  find: findRequest,
  view: informationRequestView,
  show: false,
  list: {
    rows: (company, service) =>
      [...service.store.table(informationRequests).values()]
        .filter((r) => r.companyUuid === company.uuid)
        .sort((a, b) => a.seq - b.seq),
    paged: false,
  },
  actions: [
    {
      method: 'PUT',
      suffix: '/submit',
      access: 'write',
      // A lost answer to a large upload is resent with its key, and replayed, not refused.
      creates: true,
      run(record, request, service) {
        submitInformationRequest(service, record, readAnswers(record, request.body));
        return informationRequestView(record);
      },
    },
  ],
}).map((route) => (route.path.endsWith('/submit') ? { ...route, readBody: readAnswersBody } : route));
