import { invalidAttribute, type ErrorEntry } from '../errors';
import type { DemoService } from '../service';
import { hoursText } from '../money/money';
import { isUnlimited, requestHours } from './timeOffBalances';
import type { TimeOffPolicyRecord } from './records';

/** What a request does to a balance (DECISIONS 47c), in thousandths of an hour. */
export interface BalancePreview {
  /** After approved requests; null when unlimited. */
  balance: number | null;
  thisRequest: number;
  /** The employee's other pending requests on the policy. */
  otherRequested: number;
  /** balance − other requested − this request; null when unlimited. */
  remaining: number | null;
  unlimited: boolean;
}

/**
 * The balance preview of a request (DECISIONS 47c). `excludeRequestUuid` leaves a request out of
 * "other requested" (previewing changes to an existing request, or approving it).
 *
 * @example
 * previewBalance(service, policy, employeeUuid, { '2026-07-06': 8000 }, null);
 * // { balance: 40000, thisRequest: 8000, otherRequested: 0, remaining: 32000, unlimited: false }
 */
export function previewBalance(
  service: DemoService,
  policy: TimeOffPolicyRecord,
  employeeUuid: string,
  days: Record<string, number>,
  excludeRequestUuid: string | null,
): BalancePreview {
  const thisRequest = requestHours({ days });
  let otherRequested = 0;
  for (const r of service.store.timeOffRequests.values())
    if (
      r.policyUuid === policy.uuid &&
      r.employeeUuid === employeeUuid &&
      r.status === 'pending' &&
      r.uuid !== excludeRequestUuid
    )
      otherRequested += requestHours(r);
  if (isUnlimited(policy))
    return { balance: null, thisRequest, otherRequested, remaining: null, unlimited: true };
  const balance = policy.balances.get(employeeUuid) ?? 0;
  return {
    balance,
    thisRequest,
    otherRequested,
    remaining: balance - otherRequested - thisRequest,
    unlimited: false,
  };
}

/** The preview as the wire shape (UPSTREAM D.2). @example previewView(preview); */
export function previewView(p: BalancePreview): Record<string, unknown> {
  return {
    balance_hours: p.balance === null ? null : hoursText(p.balance),
    this_request_hours: hoursText(p.thisRequest),
    other_requested_hours: hoursText(p.otherRequested),
    remaining_balance_hours: p.remaining === null ? null : hoursText(p.remaining),
    allow_negative_balance: false,
    unlimited: p.unlimited,
  };
}

/**
 * The 422 entry on `days` when a request needs more than the balance leaves (DECISIONS 43), with
 * the numbers in the message and in `metadata`; undefined when it fits.
 *
 * @example
 * const entry = overBalance(preview); if (entry) throw new ApiError(422, [entry]);
 */
export function overBalance(p: BalancePreview): ErrorEntry | undefined {
  if (p.remaining === null || p.remaining >= 0) return undefined;
  const others =
    p.otherRequested > 0 ? ` and ${hoursText(p.otherRequested)} hours in other pending requests` : '';
  return invalidAttribute(
    'days',
    `This request is ${hoursText(p.thisRequest)} hours, more than the balance allows: ${hoursText(p.balance!)} hours${others} leave ${hoursText(p.balance! - p.otherRequested)} hours.`,
    previewView(p),
  );
}
