import { notFound, staleVersion } from '../errors';
import { requireCurrentVersion, requireVersion } from '../fields';
import type { DemoService, Route, RouteRequest } from '../service';
import { readUpdate } from './body';
import type { RecordLookup, ResourceDeclaration, ResourceView, UpdateValues } from './declaration';
import { actionRoute, answered, emitEvent, operationRoute, viewOf } from './operation';

/**
 * The item's routes: show, versioned update, delete and the record's actions, each on the record
 * found (and checked for the token) first.
 *
 * @example
 * itemRoutes(declaration, '/v1/locations/{location_id}', companyRecord((store) => store.locations));
 */
export function itemRoutes<R, P, C, U, A, F>(
  declaration: ResourceDeclaration<R, P, C, U, A, F>,
  path: string,
  find: RecordLookup<R>,
): Route[] {
  const idParam = lastParam(path);
  const lookup = (service: DemoService, request: RouteRequest) =>
    find(service, idParam && request.params[idParam], request.grant, request.params);
  const found = (service: DemoService, request: RouteRequest): R => {
    const record = lookup(service, request);
    if (record === undefined) throw notFound();
    return record;
  };
  const versionOf = (record: R, service: DemoService) =>
    (viewOf(declaration, record, service) as ResourceView).version;
  const routes: Route[] = [];

  const { show, update, remove } = declaration;
  if (show !== false) {
    const part = show === true || show === undefined ? {} : show;
    routes.push(
      operationRoute(declaration, part, 'read', 'GET', path, (request, service) => {
        const record = lookup(service, request);
        if (record === undefined) {
          if (part.absent) return { status: part.absent };
          throw notFound();
        }
        if (part.answer) return answered(200, part.answer(record, request, service));
        const body = viewOf(declaration, record, service);
        return part.contentType
          ? { status: 200, body, headers: { 'Content-Type': part.contentType } }
          : { status: 200, body };
      }),
    );
  }
  if (update) {
    const version = update.version ?? 'first';
    routes.push(
      operationRoute(declaration, update, 'write', 'PUT', path, (request, service) => {
        const record = found(service, request);
        update.guard?.(record, service);
        if (version === 'first') requireCurrentVersion(request.body, versionOf(record, service));
        const sent = version === 'after-fields' ? requireVersion(request.body) : undefined;
        const values = readUpdate(update.rules, request.body, service, {
          whole: update.whole ?? false,
          versioned: version !== 'none',
        }) as UpdateValues<U>;
        if (version === 'after-fields' && sent !== versionOf(record, service)) throw staleVersion();
        const applied = update.apply(record, values, service, request);
        emitEvent(declaration, record, service, declaration.events?.updated);
        const body = update.answer
          ? update.answer(record, service, applied)
          : viewOf(declaration, record, service);
        return answered(update.status ?? 200, body);
      }),
    );
  }
  if (remove) {
    routes.push(
      operationRoute(declaration, remove, 'write', 'DELETE', path, (request, service) => {
        const record = found(service, request);
        remove.remove(record, service);
        emitEvent(declaration, record, service, declaration.events?.deleted);
        const status = typeof remove.status === 'function' ? remove.status(request) : (remove.status ?? 204);
        return { status };
      }),
    );
  }
  for (const action of declaration.actions ?? []) {
    routes.push(
      actionRoute(declaration, action, path, (request, service) => {
        const record = found(service, request);
        if (action.version) requireCurrentVersion(request.body, action.version(record, service));
        return action.run(record, request, service);
      }),
    );
  }
  return routes;
}

/** The path's last `{…}`: the record's id, or its parent's for a singleton; none for `/v1/token_info`. */
function lastParam(path: string): string | undefined {
  return /\{([^}]+)\}[^{]*$/.exec(path)?.[1];
}
