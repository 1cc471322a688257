import type { Route } from './service';
import { collectionRoutes } from './resource/collection';
import type { ResourceDeclaration } from './resource/declaration';
import { itemRoutes } from './resource/item';
import { noParent } from './resource/lookups';

export { assignFields } from './resource/assignFields';
export { bodyReader } from './resource/body';
export type {
  ActionDeclaration,
  BodyReader,
  CollectionActionDeclaration,
  CreateDeclaration,
  ListDeclaration,
  ParentLookup,
  RecordLookup,
  RemoveDeclaration,
  ResourceDeclaration,
  ResourceEvents,
  ResourceView,
  ShowDeclaration,
  UpdateDeclaration,
} from './resource/declaration';
export {
  companyOwned,
  companyParent,
  companyRecord,
  companySingleton,
  employeeCompany,
  employeeOwned,
  employeeParent,
  employeeRecord,
  employeeSingleton,
  noParent,
  scopesOf,
} from './resource/lookups';
export { withHeaders } from './resource/reply';

/**
 * The routes of a declared resource: list (filters, paging, `sort_by`), idempotent create and the
 * collection's actions (`resource/collection.ts`); show, versioned update, delete and the record's
 * actions (`resource/item.ts`), each with its scope, token kind, lookups, status and events. The
 * rules of the contract live there once, so a new resource is a declaration, not another copy of
 * them. See the README's "Declaring a resource".
 *
 * @example
 * export const locationRoutes = resourceRoutes({
 *   collection: '/v1/companies/{company_id}/locations',
 *   item: '/v1/locations/{location_id}',
 *   scopes: { read: 'companies:read', write: 'companies:write' },
 *   parent: companyParent,
 *   find: companyRecord((store) => store.locations),
 *   view: locationView,
 *   events: { entity: 'Location', created: 'location.created', company: (l) => l.companyUuid },
 *   list: { rows: (company, service) => locationsOf(service, company), sortBy: { created_at: (l) => l.createdAt } },
 *   create: { rules: LOCATION_RULES, insert: (values, company, service) => insertLocation(service, company.uuid, values) },
 * });
 */
export function resourceRoutes<R, P = undefined, C = undefined, U = undefined, A = void, F = undefined>(
  declaration: ResourceDeclaration<R, P, C, U, A, F>,
): Route[] {
  const { collection, item, find } = declaration;
  const parent = declaration.parent ?? (noParent as () => P);
  return [
    ...(collection ? collectionRoutes(declaration, collection, parent) : []),
    ...(item && find ? itemRoutes(declaration, item, find) : []),
  ];
}
