import type { DemoService } from '../service';
import { hoursText } from '../money/money';
import type { TimeOffActivityRecord, TimeOffPolicyRecord, TimeOffRequestRecord } from './records';

/** Hours of a request, summed over its days (thousandths of an hour). @example requestHours(r); // 16000 */
export function requestHours(request: Pick<TimeOffRequestRecord, 'days'>): number {
  return Object.values(request.days).reduce((sum, h) => sum + h, 0);
}

/** An unlimited policy keeps no balance (DECISIONS 43). @example isUnlimited(policy); */
export function isUnlimited(policy: Pick<TimeOffPolicyRecord, 'accrual_method'>): boolean {
  return policy.accrual_method === 'unlimited';
}

/**
 * Moves an employee's balance on a policy and writes the movement to the policy's activity log
 * (DECISIONS 43). Unlimited policies log the event but keep the balance at 0 (it is shown as null).
 *
 * @example
 * moveBalance(service, policy, employeeUuid, -16_000, 'TimeOffEvent::RequestApproved', 'Approved 16.000 hours');
 */
export function moveBalance(
  service: DemoService,
  policy: TimeOffPolicyRecord,
  employeeUuid: string,
  change: number,
  eventType: TimeOffActivityRecord['event_type'],
  description: string,
  payrollUuid: string | null = null,
): void {
  const before = policy.balances.get(employeeUuid) ?? 0;
  const after = isUnlimited(policy) ? 0 : before + change;
  policy.balances.set(employeeUuid, after);
  policy.activities.push({
    employeeUuid,
    event_type: eventType,
    event_description: description,
    effective_time: service.nowIso(),
    balance: after,
    balance_change: isUnlimited(policy) ? 0 : change,
    payrollUuid,
    seq: service.store.nextSeq(),
  });
}

/** Totals of one employee on one policy, in thousandths of an hour. */
export interface BalanceSummary {
  /** After approved requests; null on an unlimited policy. */
  balance: number | null;
  /** Accrued this calendar year. */
  accrued: number;
  /** Approved or consumed request hours on days of this calendar year. */
  used: number;
  /** Hours of pending requests. */
  pending: number;
}

/**
 * Balance, accrued and used this year, and pending hours of an employee on a policy (UPSTREAM D.2
 * balances; DECISIONS 43).
 *
 * @example
 * summarize(service, policy, employeeUuid, '2026'); // { balance: 24000, accrued: 4000, used: 8000, pending: 0 }
 */
export function summarize(
  service: DemoService,
  policy: TimeOffPolicyRecord,
  employeeUuid: string,
  year: string,
): BalanceSummary {
  let accrued = 0;
  for (const a of policy.activities) {
    if (a.employeeUuid !== employeeUuid || !a.effective_time.startsWith(year)) continue;
    if (a.event_type === 'TimeOffEvent::Accrual' || a.event_type === 'TimeOffEvent::AccrualReversal')
      accrued += a.balance_change;
  }
  let used = 0;
  let pending = 0;
  for (const r of service.store.timeOffRequests.values()) {
    if (r.policyUuid !== policy.uuid || r.employeeUuid !== employeeUuid) continue;
    if (r.status === 'pending') pending += requestHours(r);
    else if (r.status === 'approved' || r.status === 'consumed')
      for (const [day, h] of Object.entries(r.days)) if (day.startsWith(year)) used += h;
  }
  return {
    balance: isUnlimited(policy) ? null : (policy.balances.get(employeeUuid) ?? 0),
    accrued,
    used,
    pending,
  };
}

/** `12.500 hours` for messages. @example hoursPhrase(12_500); // '12.500 hours' */
export function hoursPhrase(units: number): string {
  return `${hoursText(units)} hours`;
}
