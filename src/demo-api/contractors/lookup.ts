import { notFound } from '../errors';
import type { ParentLookup, RecordLookup } from '../resource';
import type { DemoService, TokenGrant } from '../service';
import type { ContractorRecord } from './records';

/**
 * A contractor the token may address: unknown, or another company's → 404.
 *
 * @example
 * const contractor = contractorOf(service, params.contractor_id, grant);
 */
export function contractorOf(
  service: DemoService,
  uuid: string | undefined,
  grant: TokenGrant,
): ContractorRecord {
  const contractor = uuid ? service.store.contractors.get(uuid) : undefined;
  if (!contractor) throw notFound();
  service.company(contractor.companyUuid, grant);
  return contractor;
}

/**
 * The contractor of a `/v1/contractors/{contractor_id}/…` collection.
 *
 * @example
 * resourceRoutes({ collection: '/v1/contractors/{contractor_id}/documents', parent: contractorParent, … });
 */
export const contractorParent: ParentLookup<ContractorRecord> = (service, { params, grant }) =>
  contractorOf(service, params.contractor_id, grant);

/**
 * A record of a contractor, from its store map: unknown, another contractor's (when the path names
 * one), or beyond the token's reach → 404.
 *
 * @example
 * const document = contractorRecord((store) => store.contractorDocuments);
 */
export function contractorRecord<R extends { contractorUuid: string }>(
  map: (store: DemoService['store']) => ReadonlyMap<string, R>,
): RecordLookup<R> {
  return (service, uuid, grant, params) => {
    const record = uuid ? map(service.store).get(uuid) : undefined;
    if (!record) throw notFound();
    if (params.contractor_id !== undefined && params.contractor_id !== record.contractorUuid)
      throw notFound();
    contractorOf(service, record.contractorUuid, grant);
    return record;
  };
}

/**
 * A contractor's records: listed under `/v1/contractors/{contractor_id}/…`, each at its item path,
 * the contractor and the record checked for the token.
 *
 * @example
 * resourceRoutes({ ...contractorOwned('/v1/contractors/{contractor_id}/documents', '/v1/documents/{document_uuid}', (store) => store.contractorDocuments), … });
 */
export function contractorOwned<R extends { contractorUuid: string }>(
  collection: string,
  item: string,
  map: (store: DemoService['store']) => ReadonlyMap<string, R>,
): { collection: string; item: string; parent: ParentLookup<ContractorRecord>; find: RecordLookup<R> } {
  return { collection, item, parent: contractorParent, find: contractorRecord(map) };
}
