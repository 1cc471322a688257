import { ApiError, type ErrorEntry, invalidAttribute, invalidOperation, invalidParameter } from '../errors';
import { type FieldValues, readFields } from '../fields';
import { formatDecimal, hours, hoursText, parseDecimal } from '../money/money';
import { hoursPhrase, isUnlimited, moveBalance } from './timeOffBalances';
import { accrualFieldErrors, POLICY_DECIMALS, POLICY_RULES } from './timeOffPolicyFields';
import { assignFields, companyOwned, employeeParent, resourceRoutes, scopesOf } from '../resource';
import type { DemoService, Route } from '../service';
import { versionOf } from '../version';
import type { TimeOffActivityRecord, TimeOffPolicyRecord } from './records';
import { jobsOf } from '../jobs/views';

/** @example policyView(policy); */
export function policyView(p: TimeOffPolicyRecord): Record<string, unknown> {
  const updatable = {
    name: p.name,
    accrual_method: p.accrual_method,
    accrual_rate: p.accrual_rate,
    accrual_rate_unit: p.accrual_rate_unit,
    paid_out_on_termination: p.paid_out_on_termination,
    accrual_waiting_period_days: p.accrual_waiting_period_days,
    carryover_limit_hours: p.carryover_limit_hours,
    max_accrual_hours_per_year: p.max_accrual_hours_per_year,
    max_hours: p.max_hours,
    policy_reset_date: p.policy_reset_date,
    complete: p.complete,
  };
  const unlimited = isUnlimited(p);
  return {
    uuid: p.uuid,
    company_uuid: p.companyUuid,
    policy_type: p.policy_type,
    ...updatable,
    // UPSTREAM D.1: an inactive policy has no version (it can no longer be updated).
    version: p.is_active ? versionOf([updatable, [...p.balances]]) : null,
    is_active: p.is_active,
    employees: [...p.balances].map(([uuid, balance]) => ({
      uuid,
      balance: unlimited ? null : hoursText(balance),
    })),
  };
}

type PolicyValues = Partial<FieldValues<typeof POLICY_RULES>>;

/** Writes the parsed accrual values onto a policy, decimals as text. */
function assign(record: TimeOffPolicyRecord, values: PolicyValues): void {
  const text = (key: keyof typeof POLICY_DECIMALS) => {
    const value = values[key];
    return value === undefined || value === null ? value : formatDecimal(value, POLICY_DECIMALS[key]);
  };
  assignFields(record, {
    name: values.name,
    policy_type: values.policy_type,
    accrual_method: values.accrual_method,
    accrual_rate: text('accrual_rate'),
    accrual_rate_unit: text('accrual_rate_unit'),
    paid_out_on_termination: values.paid_out_on_termination,
    accrual_waiting_period_days: values.accrual_waiting_period_days,
    carryover_limit_hours: text('carryover_limit_hours'),
    max_accrual_hours_per_year: text('max_accrual_hours_per_year'),
    max_hours: text('max_hours'),
    policy_reset_date: values.policy_reset_date,
    complete: values.complete,
  });
}

/** The accrual fields of a stored policy, as numbers (for the method's field rules). */
function storedAccrual(record: TimeOffPolicyRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {
    accrual_method: record.accrual_method,
    accrual_waiting_period_days: record.accrual_waiting_period_days,
    complete: record.complete,
  };
  for (const key of Object.keys(POLICY_DECIMALS) as (keyof typeof POLICY_DECIMALS)[]) {
    const text = record[key];
    out[key] = text === null ? null : parseDecimal(text, POLICY_DECIMALS[key]);
  }
  return out;
}

/** `employees: [{ uuid, balance? }]`, non-empty, every uuid an employee of the company. */
function readEmployees(
  service: DemoService,
  companyUuid: string,
  body: Record<string, unknown>,
  {
    balanceRequired,
    needsJob,
    enrolledIn,
  }: { balanceRequired: boolean; needsJob: boolean; enrolledIn?: TimeOffPolicyRecord },
) {
  const values = readFields(body, { employees: { kind: 'array', required: true } });
  const list = values.employees as unknown[];
  if (list.length === 0) throw new ApiError(422, [invalidAttribute('employees', 'Employees are required.')]);
  if (list.length > 100)
    throw new ApiError(422, [invalidAttribute('employees', 'At most 100 employees per request.')]);
  const entries: ErrorEntry[] = [];
  const out: { uuid: string; balance: number | null }[] = [];
  list.forEach((item, idx) => {
    const data = (item && typeof item === 'object' ? item : {}) as { uuid?: unknown; balance?: unknown };
    const errors: ErrorEntry[] = [];
    const employee = typeof data.uuid === 'string' ? service.store.employees.get(data.uuid) : undefined;
    if (!employee || employee.companyUuid !== companyUuid)
      errors.push(invalidAttribute('uuid', 'Not an employee of the company.'));
    else if (needsJob && jobsOf(service.store, employee.uuid).length === 0)
      errors.push(
        invalidAttribute('uuid', 'The employee needs a job first: time off accrues on hours paid by a job.'),
      );
    else if (enrolledIn && !enrolledIn.balances.has(employee.uuid))
      errors.push(invalidAttribute('uuid', 'The employee is not on this policy.'));
    let balance: number | null = null;
    if (data.balance === undefined || data.balance === null) {
      if (balanceRequired)
        errors.push({ error_key: 'balance', category: 'missing_parameter', message: 'balance is required.' });
    } else {
      const parsed =
        typeof data.balance === 'string' || typeof data.balance === 'number'
          ? hours(String(data.balance))
          : undefined;
      if (parsed === undefined)
        errors.push(invalidAttribute('balance', 'balance must be a number of hours, like 40 or 7.5.'));
      else balance = parsed;
    }
    if (errors.length > 0) {
      entries.push({
        error_key: 'employees',
        category: 'nested_errors',
        idx,
        metadata: typeof data.uuid === 'string' ? { entity_type: 'Employee', entity_uuid: data.uuid } : {},
        errors,
      });
    } else out.push({ uuid: employee!.uuid, balance });
  });
  if (entries.length > 0) throw new ApiError(422, entries);
  return out;
}

/** A policy's updatable fields: all but its type. */
const { policy_type: _policyType, ...POLICY_UPDATE_RULES } = POLICY_RULES;

/** A balance change on an unlimited policy (DECISIONS 47c). */
function refuseUnlimitedBalance(record: TimeOffPolicyRecord): never {
  throw invalidOperation(`${record.name} is unlimited: it keeps no balance to set.`);
}

const policyResource = resourceRoutes({
  ...companyOwned(
    '/v1/companies/{company_id}/time_off_policies',
    '/v1/time_off_policies/{time_off_policy_id}',
    (store) => store.timeOffPolicies,
  ),
  scopes: scopesOf('time_off_policies'),
  view: policyView,
  list: {
    rows: (company, service) =>
      service.store.children(service.store.timeOffPolicies, (p) => p.companyUuid === company.uuid),
    sortBy: { created_at: (p) => p.createdAt, name: (p) => p.name.toLowerCase() },
  },
  create: {
    rules: POLICY_RULES,
    insert(values, company, service) {
      const entries = accrualFieldErrors(values);
      if (entries.length > 0) throw new ApiError(422, entries);
      const record: TimeOffPolicyRecord = {
        uuid: service.ids(),
        companyUuid: company.uuid,
        name: values.name,
        policy_type: values.policy_type,
        accrual_method: values.accrual_method,
        accrual_rate: null,
        accrual_rate_unit: null,
        paid_out_on_termination: false,
        accrual_waiting_period_days: null,
        carryover_limit_hours: null,
        max_accrual_hours_per_year: null,
        max_hours: null,
        policy_reset_date: null,
        complete: true,
        is_active: true,
        balances: new Map(),
        activities: [],
        createdAt: service.nowIso(),
        seq: service.store.nextSeq(),
      };
      assign(record, values);
      service.store.timeOffPolicies.set(record.uuid, record);
      return record;
    },
  },
  update: {
    rules: POLICY_UPDATE_RULES,
    guard(record) {
      if (!record.is_active) throw invalidOperation('An inactive policy cannot be updated.');
    },
    apply(record, values) {
      const entries = accrualFieldErrors({ ...storedAccrual(record), ...values });
      if (entries.length > 0) throw new ApiError(422, entries);
      assign(record, values);
    },
  },
  actions: [
    {
      method: 'PUT',
      suffix: '/add_employees',
      run(record, { body }, service) {
        if (!record.is_active) throw invalidOperation('An inactive policy cannot take employees.');
        const added = readEmployees(service, record.companyUuid, body, {
          balanceRequired: false,
          needsJob: true,
        });
        if (isUnlimited(record) && added.some((e) => e.balance !== null && e.balance !== 0))
          refuseUnlimitedBalance(record);
        for (const { uuid, balance } of added) {
          if (!record.balances.has(uuid)) {
            record.balances.set(uuid, 0);
            const start = balance ?? 0;
            moveBalance(
              service,
              record,
              uuid,
              start,
              'TimeOffEvent::AddToPolicy',
              `Added to ${record.name} with ${hoursPhrase(start)}`,
            );
          } else if (balance !== null) {
            const before = record.balances.get(uuid) ?? 0;
            moveBalance(
              service,
              record,
              uuid,
              balance - before,
              'TimeOffEvent::BalanceUpdate',
              `Balance set to ${hoursPhrase(balance)}`,
            );
          }
        }
        return policyView(record);
      },
    },
    {
      method: 'PUT',
      suffix: '/remove_employees',
      run(record, { body }, service) {
        const removed = readEmployees(service, record.companyUuid, body, {
          balanceRequired: false,
          needsJob: false,
        });
        for (const { uuid } of removed) {
          if (!record.balances.has(uuid)) continue;
          moveBalance(
            service,
            record,
            uuid,
            -(record.balances.get(uuid) ?? 0),
            'TimeOffEvent::RemoveFromPolicy',
            `Removed from ${record.name}`,
          );
          record.balances.delete(uuid);
        }
        return policyView(record);
      },
    },
    {
      method: 'PUT',
      suffix: '/balance',
      run(record, { body }, service) {
        if (isUnlimited(record)) refuseUnlimitedBalance(record);
        if (!record.is_active) throw invalidOperation('An inactive policy cannot be changed.');
        const updates = readEmployees(service, record.companyUuid, body, {
          balanceRequired: true,
          needsJob: false,
          enrolledIn: record,
        });
        for (const { uuid, balance } of updates) {
          const before = record.balances.get(uuid) ?? 0;
          moveBalance(
            service,
            record,
            uuid,
            balance! - before,
            'TimeOffEvent::BalanceUpdate',
            `Balance set to ${hoursPhrase(balance!)}`,
          );
        }
        return policyView(record);
      },
    },
    {
      method: 'PUT',
      suffix: '/deactivate',
      run(record, _request, service) {
        const pending = service.store
          .children(
            service.store.timeOffRequests,
            (r) => r.policyUuid === record.uuid && r.status === 'pending',
          )
          .map((r) => {
            const employee = service.store.employees.get(r.employeeUuid);
            return {
              uuid: r.uuid,
              employee_uuid: r.employeeUuid,
              employee_name: employee ? `${employee.first_name} ${employee.last_name}` : null,
              start_date: r.start_date,
              end_date: r.end_date,
            };
          });
        if (pending.length > 0)
          throw invalidOperation(
            `${record.name} has ${pending.length} pending time off ${pending.length === 1 ? 'request' : 'requests'}: approve or decline ${pending.length === 1 ? 'it' : 'them'} first.`,
            'time_off_policy',
            { time_off_requests: pending },
          );
        record.is_active = false;
        return policyView(record);
      },
    },
  ],
});

/** Time-off policies and an employee's time-off activities (UPSTREAM D.1; DECISIONS 43, 47c). @example new Router(policyRoutes); */
export const policyRoutes: Route[] = [
  ...policyResource,
  ...resourceRoutes({
    collection: '/v1/employees/{employee_id}/time_off_activities',
    scopes: { read: 'time_off_policies:read' },
    parent: employeeParent,
    view: ({ policy: p, activity: a }: { policy: TimeOffPolicyRecord; activity: TimeOffActivityRecord }) => ({
      policy_uuid: p.uuid,
      time_off_type: p.policy_type,
      policy_name: p.name,
      event_type: a.event_type,
      event_description: a.event_description,
      effective_time: a.effective_time,
      balance: isUnlimited(p) ? null : hoursText(a.balance),
      balance_change: isUnlimited(p) ? null : hoursText(a.balance_change),
    }),
    list: {
      filters(query) {
        const type = query.get('time_off_type');
        if (type !== 'vacation' && type !== 'sick')
          throw new ApiError(422, [
            invalidParameter('time_off_type', 'time_off_type must be vacation or sick.'),
          ]);
        return type;
      },
      rows: (employee, service, _request, type) =>
        service.store
          .children(
            service.store.timeOffPolicies,
            (p) => p.companyUuid === employee.companyUuid && p.policy_type === type,
          )
          .flatMap((p) =>
            p.activities
              .filter((a) => a.employeeUuid === employee.uuid)
              .map((a) => ({ policy: p, activity: a })),
          )
          .sort((a, b) => b.activity.seq - a.activity.seq),
      // Newest first; the list takes no sort_by.
      ordered: true,
    },
  }),
];
