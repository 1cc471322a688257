import { compareBy, paginate, parseSortBy, readPage } from '../pagination';
import type { Route } from '../service';
import { readCreate } from './body';
import type { CreateValues, ParentLookup, ResourceDeclaration } from './declaration';
import { actionRoute, answered, emitEvent, operationRoute, viewOf } from './operation';

/**
 * The collection's routes: list (its filters, then `page`/`per` and `sort_by`, each refused with
 * 422, then a stable sort and the page headers), idempotent create, and the collection's actions.
 *
 * @example
 * collectionRoutes(declaration, '/v1/companies/{company_id}/locations', companyParent);
 */
export function collectionRoutes<R, P, C, U, A, F>(
  declaration: ResourceDeclaration<R, P, C, U, A, F>,
  path: string,
  parent: ParentLookup<P>,
): Route[] {
  const { list, create } = declaration;
  const routes: Route[] = [];
  if (list) {
    routes.push(
      operationRoute(declaration, list, 'read', 'GET', path, (request, service) => {
        const owner = parent(service, request);
        const filters = list.filters ? list.filters(request.query, service, owner) : (undefined as F);
        const views = (rows: R[]) =>
          rows.map((row) =>
            list.view ? list.view(row, service, filters) : viewOf(declaration, row, service),
          );
        if (list.paged === false) {
          const rows = list.rows(owner, service, request, filters);
          return answered(200, list.body ? list.body(rows, service, filters) : views(rows));
        }
        if (typeof list.paged === 'function') {
          const { items, headers } = list.paged(list.rows(owner, service, request, filters), filters);
          return { status: 200, body: views(items), headers };
        }
        const page = readPage(request.query);
        const sortBy = list.sortBy ?? {};
        const clauses = list.ordered ? [] : parseSortBy(request.query.get('sort_by'), Object.keys(sortBy));
        const rows = list.rows(owner, service, request, filters);
        // The sort is stable, so ties keep the rows' order.
        rows.sort(
          compareBy<R>(
            clauses,
            (record, field) => sortBy[field]!(record),
            () => 0,
          ),
        );
        const { items, headers } = paginate(rows, page);
        return { status: 200, body: views(items), headers };
      }),
    );
  }
  if (create) {
    routes.push(
      operationRoute(
        declaration,
        create,
        'write',
        'POST',
        path,
        (request, service) => {
          const owner = parent(service, request);
          const values = readCreate(create.rules, request.body, service) as CreateValues<C>;
          const known = create.existing?.(values, owner, service);
          if (known !== undefined) return answered(200, viewOf(declaration, known, service));
          const record = create.insert(values, owner, service, request);
          emitEvent(declaration, record, service, declaration.events?.created);
          const body = create.answer ? create.answer(record, service) : viewOf(declaration, record, service);
          return answered(create.status ?? 201, body);
        },
        true,
      ),
    );
  }
  for (const action of declaration.collectionActions ?? []) {
    routes.push(
      actionRoute(declaration, action, path, (request, service) =>
        action.run(parent(service, request), request, service),
      ),
    );
  }
  return routes;
}
