import type {
  EmployeeCompensation,
  PaidTimeOff,
  PayrollUpdateLine,
  Reimbursement,
} from '../../api/payroll/types';

/**
 * What a user changes on one employee's payroll row, with the fields as on the wire: hourly lines
 * by job and name, fixed amounts by earning name (and job), paid time off by policy (or by name),
 * and the scalar fields. Only what is given changes; hours and amounts are the text the user
 * typed (`"40"`, `"1,250.50"` is tidied by the UI first), sent as typed.
 *
 * @example
 * editor.edit(employeeId, { hourly_compensations: [{ job_uuid: jobId, name: 'Overtime', hours: '4' }] });
 * editor.edit(employeeId, { fixed_compensations: [{ name: 'Bonus', amount: '250.00' }] });
 * editor.edit(employeeId, { paid_time_off: [{ policy_uuid: vacationId, hours: '8' }] });
 * editor.edit(employeeId, { excluded: true });
 */
export interface PayrollRowEdit {
  excluded?: boolean;
  payment_method?: 'Direct Deposit' | 'Check';
  memo?: string | null;
  hourly_compensations?: Array<{ job_uuid: string; name: string; hours: string }>;
  fixed_compensations?: Array<{ name: string; amount: string; job_uuid?: string | null }>;
  paid_time_off?: Array<{ policy_uuid?: string; name?: string; hours: string }>;
  /** Replaces the row's whole reimbursement list. */
  reimbursements?: Reimbursement[];
}

/**
 * One field of a row the user changed and the value it had when they changed it, which is what a
 * colleague's change is measured against after a 409.
 *
 * @example
 * const field: DraftField = { value: '250.00', base: '0', seq: 7 };
 */
export interface DraftField {
  value: unknown;
  base: unknown;
  /** Edit sequence number: a save clears the field only if nothing newer was typed meanwhile. */
  seq: number;
}

/**
 * A field both the user and someone else changed: the user's value is kept aside, not sent, until
 * they choose (contract.md#versions re-applies only what nobody else touched).
 *
 * @example
 * row.conflicts.map((c) => `${c.field}: yours ${String(c.mine)}, theirs ${String(c.theirs)}`);
 */
export interface PayrollRowConflict {
  /** Field key: `excluded`, `payment_method`, `memo`, `reimbursements`, `hourly:<job>:<name>`, `fixed:<name>:<job>`, `pto:<policy or name>`. */
  field: string;
  base: unknown;
  theirs: unknown;
  mine: unknown;
}

const hourlyKey = (jobUuid: string, name: string) => `hourly:${jobUuid}:${name}`;
const fixedKey = (name: string, jobUuid: string | null | undefined) => `fixed:${name}:${jobUuid ?? ''}`;
const ptoKey = (line: { policy_uuid?: string; name?: string }) =>
  `pto:${line.policy_uuid ?? line.name ?? ''}`;

/**
 * The draft fields one edit sets, keyed as {@link PayrollRowConflict.field}.
 *
 * @example
 * fieldsOfEdit({ memo: 'Thanks', fixed_compensations: [{ name: 'Bonus', amount: '5.00' }] });
 * // [['memo', 'Thanks'], ['fixed:Bonus:', '5.00']]
 */
export function fieldsOfEdit(edit: PayrollRowEdit): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  if (edit.excluded !== undefined) out.push(['excluded', edit.excluded]);
  if (edit.payment_method !== undefined) out.push(['payment_method', edit.payment_method]);
  if (edit.memo !== undefined) out.push(['memo', edit.memo || null]);
  if (edit.reimbursements !== undefined) out.push(['reimbursements', edit.reimbursements]);
  for (const line of edit.hourly_compensations ?? [])
    out.push([hourlyKey(line.job_uuid, line.name), line.hours]);
  for (const line of edit.fixed_compensations ?? [])
    out.push([fixedKey(line.name, line.job_uuid), line.amount]);
  for (const line of edit.paid_time_off ?? []) out.push([ptoKey(line), line.hours]);
  return out;
}

/** A decimal's canonical text for comparing `"40"`, `"40.0"` and `"40.000"` as equal. */
function canonicalDecimal(text: string): string {
  const match = /^\s*(-?)(\d*)(?:\.(\d*))?\s*$/.exec(text.replace(/,/g, ''));
  // Not a number (a memo, a payment method): compared as typed, spaces included.
  if (!match || (!match[2] && !match[3])) return text;
  const whole = (match[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  const body = fraction ? `${whole}.${fraction}` : whole;
  return body === '0' ? '0' : `${match[1]}${body}`;
}

function normalize(value: unknown): unknown {
  if (typeof value === 'string') return canonicalDecimal(value);
  if (Array.isArray(value))
    return value.map((item: Reimbursement) => ({
      amount: canonicalDecimal(String(item.amount)),
      description: item.description ?? null,
      uuid: item.uuid ?? null,
    }));
  return value ?? null;
}

/**
 * Whether two field values are the same, reading decimals by value.
 *
 * @example
 * sameFieldValue('40', '40.000'); // true
 */
export function sameFieldValue(a: unknown, b: unknown): boolean {
  const x = normalize(a);
  const y = normalize(b);
  return typeof x === 'object' || typeof y === 'object' ? JSON.stringify(x) === JSON.stringify(y) : x === y;
}

/**
 * The value one field has on a row (`'0'` for an hourly, fixed or time-off line it lacks).
 *
 * @example
 * readField(row, `hourly:${jobId}:Overtime`); // '4.000'
 */
export function readField(row: EmployeeCompensation, key: string): unknown {
  if (key === 'excluded') return row.excluded;
  if (key === 'payment_method') return row.payment_method;
  if (key === 'memo') return row.memo ?? null;
  if (key === 'reimbursements') return row.reimbursements ?? [];
  if (key.startsWith('hourly:')) {
    const line = row.hourly_compensations.find((h) => hourlyKey(h.job_uuid, h.name) === key);
    return line?.hours ?? '0';
  }
  if (key.startsWith('fixed:')) {
    const line = row.fixed_compensations.find((f) => fixedKey(f.name, f.job_uuid) === key);
    return line?.amount ?? '0';
  }
  if (key.startsWith('pto:')) {
    const line = (row.paid_time_off ?? []).find(
      (p) => ptoKey(p) === key || (p.name !== undefined && `pto:${p.name}` === key),
    );
    return line?.hours ?? '0';
  }
  return undefined;
}

function splitKey(key: string): [string, string, string] {
  const [kind = '', ...rest] = key.split(':');
  if (kind === 'pto') return [kind, rest.join(':'), ''];
  // Job uuids and earning names hold no colon in practice; a name that does keeps its tail.
  return kind === 'hourly'
    ? [kind, rest[0] ?? '', rest.slice(1).join(':')]
    : [kind, rest.slice(0, -1).join(':'), rest[rest.length - 1] ?? ''];
}

function isUuidLike(text: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(text);
}

function mergedHourly(row: EmployeeCompensation, fields: ReadonlyMap<string, unknown>) {
  const lines = row.hourly_compensations.map((h) => ({ ...h }));
  for (const [key, value] of fields) {
    const [kind, jobUuid, name] = splitKey(key);
    if (kind !== 'hourly') continue;
    const line = lines.find((h) => h.job_uuid === jobUuid && h.name === name);
    if (line) line.hours = String(value);
    else lines.push({ job_uuid: jobUuid, name, hours: String(value) });
  }
  return lines;
}

function mergedFixed(row: EmployeeCompensation, fields: ReadonlyMap<string, unknown>) {
  const lines = row.fixed_compensations.map((f) => ({ ...f }));
  for (const [key, value] of fields) {
    const [kind, name, jobUuid] = splitKey(key);
    if (kind !== 'fixed') continue;
    const line = lines.find((f) => fixedKey(f.name, f.job_uuid) === key);
    if (line) line.amount = String(value);
    else lines.push({ name, amount: String(value), job_uuid: jobUuid || null });
  }
  return lines;
}

function mergedTimeOff(row: EmployeeCompensation, fields: ReadonlyMap<string, unknown>): PaidTimeOff[] {
  const lines: PaidTimeOff[] = (row.paid_time_off ?? []).map((p) => ({ ...p }));
  for (const [key, value] of fields) {
    const [kind, id] = splitKey(key);
    if (kind !== 'pto') continue;
    const line = lines.find((p) => p.policy_uuid === id || p.name === id);
    if (line) line.hours = String(value);
    else
      lines.push(
        isUuidLike(id) ? { policy_uuid: id, hours: String(value) } : { name: id, hours: String(value) },
      );
  }
  return lines;
}

/**
 * The row as the screen shows it: the saved row with the user's draft fields laid over it.
 *
 * @example
 * const shown = applyDraft(saved, new Map([['excluded', true]]));
 */
export function applyDraft(
  row: EmployeeCompensation,
  fields: ReadonlyMap<string, unknown>,
): EmployeeCompensation {
  if (fields.size === 0) return row;
  const keys = [...fields.keys()];
  const next: EmployeeCompensation = { ...row };
  if (fields.has('excluded')) next.excluded = fields.get('excluded') as boolean;
  if (fields.has('payment_method')) next.payment_method = fields.get('payment_method') as string;
  if (fields.has('memo')) next.memo = fields.get('memo') as string | null;
  if (fields.has('reimbursements')) next.reimbursements = fields.get('reimbursements') as Reimbursement[];
  if (keys.some((k) => k.startsWith('hourly:'))) next.hourly_compensations = mergedHourly(row, fields);
  if (keys.some((k) => k.startsWith('fixed:'))) next.fixed_compensations = mergedFixed(row, fields);
  if (keys.some((k) => k.startsWith('pto:'))) next.paid_time_off = mergedTimeOff(row, fields);
  return next;
}

/**
 * The update line that saves `fields` on top of the saved row: each touched list is sent whole
 * (merged), so the result is the same whether the service merges or replaces lists.
 *
 * @example
 * const line = updateLine(saved, new Map([['memo', 'Thanks']]));
 */
export function updateLine(
  row: EmployeeCompensation,
  fields: ReadonlyMap<string, unknown>,
): PayrollUpdateLine {
  const line: PayrollUpdateLine = { employee_uuid: row.employee_uuid, version: row.version ?? '' };
  const keys = [...fields.keys()];
  if (fields.has('excluded')) line.excluded = fields.get('excluded') as boolean;
  if (fields.has('payment_method')) line.payment_method = fields.get('payment_method') as string;
  if (fields.has('memo')) line.memo = fields.get('memo') as string | null;
  if (fields.has('reimbursements'))
    line.reimbursements = (fields.get('reimbursements') as Reimbursement[]).map((r) => ({
      amount: r.amount,
      description: r.description,
      ...(r.uuid ? { uuid: r.uuid } : {}),
    }));
  if (keys.some((k) => k.startsWith('hourly:')))
    line.hourly_compensations = mergedHourly(row, fields).map((h) => ({
      name: h.name,
      hours: h.hours,
      job_uuid: h.job_uuid,
    }));
  if (keys.some((k) => k.startsWith('fixed:')))
    line.fixed_compensations = mergedFixed(row, fields).map((f) => ({
      name: f.name,
      amount: f.amount,
      ...(f.job_uuid ? { job_uuid: f.job_uuid } : {}),
    }));
  if (keys.some((k) => k.startsWith('pto:')))
    line.paid_time_off = mergedTimeOff(row, fields).map((p) => ({
      ...(p.policy_uuid ? { policy_uuid: p.policy_uuid } : { name: p.name ?? '' }),
      hours: p.hours,
      // The list is sent whole: a final payroll's unused hours paid out stay as they were.
      ...(p.final_payout_unused_hours_input != null
        ? { final_payout_unused_hours_input: p.final_payout_unused_hours_input }
        : {}),
    }));
  return line;
}
