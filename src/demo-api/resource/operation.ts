import type { DemoService, Route, RouteResult } from '../service';
import type { Access, ResourceDeclaration } from './declaration';
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
