import { invalidOperation, notFound } from '../errors';
import type { DemoService, RouteResult } from '../service';
import { wireInRequests } from './records';
import { wireInRequestView } from './views';
import { approveWireIn } from './wireInFunding';

/**
 * The demo's control for what only the bank can do (DECISIONS 70):
 * `PUT /__demo/wire_in_requests/{id}/approve` approves a request awaiting funds or in review at
 * once (the payroll proceeds); any other status: 422 `invalid_operation` on `base`.
 *
 * @example
 * wireInControls(service, 'PUT', `/__demo/wire_in_requests/${id}/approve`);
 */
export function wireInControls(service: DemoService, method: string, path: string): RouteResult | undefined {
  const approve = /^\/__demo\/wire_in_requests\/([^/]+)\/approve$/.exec(path);
  if (method !== 'PUT' || !approve) return undefined;
  let uuid = '';
  try {
    uuid = decodeURIComponent(approve[1]!);
  } catch {
    // A malformed escape names nothing: 404, never a 500.
  }
  const record = service.store.table(wireInRequests).get(uuid);
  if (!record) throw notFound();
  if (!approveWireIn(service, record)) throw invalidOperation('This wire-in request cannot be approved.');
  return { status: 200, body: wireInRequestView(record) };
}
