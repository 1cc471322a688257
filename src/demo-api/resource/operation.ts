import type { DemoService, Route, RouteRequest, RouteResult } from '../service';
import type { Access, ActionParts, ResourceDeclaration } from './declaration';
import { Reply } from './reply';

/** The declaration's parts every operation reads: scopes, token kind, view and events. */
export type ResourceBase<R> = Pick<
  ResourceDeclaration<R, unknown, unknown, unknown, unknown, unknown>,
  'scopes' | 'auth' | 'view' | 'events'
>;

/**
 * One route of a declared operation: the resource's token kind and the read or write scope (or
 * the operation's own), around its handler.
 *
 * @example
 * operationRoute(declaration, list, 'read', 'GET', '/v1/companies/{company_id}/locations', handle);
 */
export function operationRoute(
  declaration: Pick<ResourceBase<unknown>, 'scopes' | 'auth'>,
  part: Access,
  fallback: 'read' | 'write',
  method: Route['method'],
  path: string,
  handle: Route['handle'],
  creates?: boolean,
): Route {
  const access = part.access ?? fallback;
  const scope = part.scope ?? (access === 'read' ? declaration.scopes.read : declaration.scopes.write);
  if (scope === undefined) throw new Error(`${method} ${path} writes, but its resource has no write scope.`);
  return {
    method,
    path,
    auth: part.auth ?? declaration.auth ?? 'company',
    scope,
    ...(creates ? { creates } : {}),
    handle,
  };
}

/**
 * A status and what an operation answered: a body, a body with headers, or nothing.
 *
 * @example
 * answered(202, undefined); // { status: 202 }
 */
export function answered(status: number, answer: unknown): RouteResult {
  if (answer instanceof Reply) return { status, body: answer.body, headers: answer.headers };
  return answer === undefined ? { status } : { status, body: answer };
}

/**
 * The record's wire shape (the record itself for a resource whose rows are already wire shapes).
 *
 * @example
 * viewOf(declaration, location, service);
 */
export function viewOf<R>(declaration: ResourceBase<R>, record: R, service: DemoService): unknown {
  return declaration.view ? declaration.view(record, service) : record;
}

/**
 * Emits one of the resource's write events for a record, when the declaration names it.
 *
 * @example
 * emitEvent(declaration, location, service, declaration.events?.created);
 */
export function emitEvent<R>(
  declaration: ResourceBase<R>,
  record: R,
  service: DemoService,
  event: string | undefined,
): void {
  const { events } = declaration;
  if (!events || !event) return;
  const uuid = String((record as { uuid?: unknown }).uuid);
  service.emit(event, events.entity, uuid, events.company(record, service));
}

/**
 * The route of an action on the item or the collection: its method and suffix, its scope (the
 * write scope unless told), creating or not, answering its status with what it ran.
 *
 * @example
 * actionRoute(declaration, action, item, (request, service) => action.run(found(service, request), request, service));
 */
export function actionRoute(
  declaration: Pick<ResourceBase<unknown>, 'scopes' | 'auth'>,
  action: ActionParts,
  path: string,
  run: (request: RouteRequest, service: DemoService) => unknown,
): Route {
  const handle: Route['handle'] = (request, service) => answered(action.status ?? 200, run(request, service));
  return operationRoute(
    declaration,
    action,
    'write',
    action.method,
    `${path}${action.suffix}`,
    handle,
    action.creates,
  );
}
