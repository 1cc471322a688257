import { describe, expect, it } from 'vitest';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';

/*
 * `skip_regular_deductions` of an off-cycle payroll created without it, over HTTP (UPSTREAM E.6:
 * "Correction includes external benefits and deductions; Bonus blocks all benefits and
 * deductions. This flag overrides the default"; UPSTREAM-3 M.7; DECISIONS 71): a bonus stores
 * `true` and its calculation takes none of the employee's benefit deductions, a correction
 * `false` and takes them, a sent flag wins, and a reason the contract gives no default keeps null.
 */

// Monday 15 June 2026, 09:00 in California (the harness's pinned clock).
const http = demoHttpForEachTest({ employees: 4 });

const payrolls = () => `/v1/companies/${http.company}/payrolls`;

/** Grace Lovelace, enrolled in a $120.00 medical plan from June 1. */
async function graceWithMedical(): Promise<string> {
  const list = await http.call('GET', `/v1/companies/${http.company}/employees?per=100`);
  const grace = list.body.find((e: ApiJson) => e.first_name === 'Grace').uuid as string;
  const plan = await http.call('POST', `/v1/companies/${http.company}/company_benefits`, {
    benefit_type: 1,
    description: 'Kaiser Medical',
  });
  expect(plan.status).toBe(201);
  const enrolled = await http.call('POST', `/v1/employees/${grace}/employee_benefits`, {
    company_benefit_uuid: plan.body.uuid,
    employee_deduction: '120.00',
    effective_date: '2026-06-01',
  });
  expect(enrolled.status).toBe(201);
  return grace;
}

/** Creates an off-cycle payroll for `employee` (200) and answers the created payroll. */
async function offCycle(reason: string, employee: string, options: ApiJson = {}): Promise<ApiJson> {
  const created = await http.call('POST', payrolls(), {
    off_cycle: true,
    off_cycle_reason: reason,
    start_date: '2026-06-06',
    end_date: '2026-06-19',
    employee_uuids: [employee],
    ...options,
  });
  expect(created.status).toBe(200);
  return created.body;
}

/** Pays `employee` a $500.00 bonus in the payroll, calculates it, answers their row's benefits. */
async function benefitsOfBonus(payrollId: string, employee: string): Promise<ApiJson[]> {
  const path = `${payrolls()}/${payrollId}`;
  const read = (await http.call('GET', `${path}?per=100`)).body;
  const row = read.employee_compensations.find((r: ApiJson) => r.employee_uuid === employee);
  const saved = await http.call('PUT', path, {
    employee_compensations: [
      {
        employee_uuid: employee,
        version: row.version,
        excluded: false,
        fixed_compensations: [{ name: 'Bonus', amount: '500.00' }],
      },
    ],
  });
  expect(saved.status).toBe(200);
  expect((await http.call('PUT', `${path}/calculate`)).status).toBe(202);
  await http.advance(1000);
  const calculated = (await http.call('GET', `${path}?include=taxes&per=100`)).body;
  return calculated.employee_compensations.find((r: ApiJson) => r.employee_uuid === employee).benefits ?? [];
}

describe('off-cycle skip_regular_deductions defaults (UPSTREAM E.6, M.7; DECISIONS 71)', () => {
  it('a bonus created without the flag blocks the regular deductions; a correction keeps them', async () => {
    const grace = await graceWithMedical();

    const bonus = await offCycle('Bonus', grace);
    expect(bonus.skip_regular_deductions).toBe(true);
    const read = await http.call('GET', `${payrolls()}/${bonus.uuid}`);
    expect(read.body.skip_regular_deductions).toBe(true);
    expect(await benefitsOfBonus(bonus.uuid, grace)).toEqual([]);

    const correction = await offCycle('Correction', grace);
    expect(correction.skip_regular_deductions).toBe(false);
    expect(await benefitsOfBonus(correction.uuid, grace)).toEqual([
      expect.objectContaining({ name: 'Kaiser Medical', employee_deduction: '120.00' }),
    ]);
  });

  it('the flag sent overrides the reason’s default; a reason without one keeps null', async () => {
    const grace = await graceWithMedical();
    const bonusWithDeductions = await offCycle('Bonus', grace, { skip_regular_deductions: false });
    expect(bonusWithDeductions.skip_regular_deductions).toBe(false);
    expect(await benefitsOfBonus(bonusWithDeductions.uuid, grace)).toEqual([
      expect.objectContaining({ name: 'Kaiser Medical', employee_deduction: '120.00' }),
    ]);
    expect(
      (await offCycle('Correction', grace, { skip_regular_deductions: true })).skip_regular_deductions,
    ).toBe(true);
    expect((await offCycle('Adhoc', grace)).skip_regular_deductions).toBeNull();
  });
});
