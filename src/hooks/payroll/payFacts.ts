import { moneyToCents, centsToMoney } from '../../api/money';
import { listEmployees } from '../../api/employees/operations';
import type { Job } from '../../api/jobs/types';
import type { PayrollClient } from '../../api/client';
import { compensationInEffect } from '../jobs/compensationInEffect';

/** What the payroll editor shows of one employee's pay. */
export interface EmployeePayFacts {
  /** Annual salary (decimal string) when the primary job is paid by the week, month or year. */
  annualSalary?: string;
  /** Hourly rate (decimal string) per hourly job uuid. */
  hourlyRates: Record<string, string>;
}

/** Every employee's pay and every job's title, for a company's payroll editor. */
export interface PayrollPayFacts {
  employees: ReadonlyMap<string, EmployeePayFacts>;
  jobTitles: ReadonlyMap<string, string>;
  /**
   * Full names of the active employees whose onboarding is not finished: a regular payroll
   * leaves them out (contract.md#payroll-run), and the editor says so.
   */
  inOnboarding: readonly string[];
}

const PER_YEAR: Record<string, number> = { Year: 1, Month: 12, Week: 52 };

/** A job's rate and unit on `day`: the compensation in effect then, not a raise still to come. */
function payOn(job: Job, day: string | undefined): Pick<Job, 'rate' | 'payment_unit'> {
  const inEffect = day === undefined ? undefined : compensationInEffect(job, day);
  return inEffect ? { rate: inEffect.rate, payment_unit: inEffect.payment_unit } : job;
}

function employeePay(jobs: readonly Job[], day: string | undefined): EmployeePayFacts {
  const facts: EmployeePayFacts = { hourlyRates: {} };
  for (const job of jobs) {
    const { rate, payment_unit } = payOn(job, day);
    if (!rate) continue;
    const times = PER_YEAR[payment_unit ?? ''];
    const cents = moneyToCents(rate);
    if (payment_unit === 'Hour') facts.hourlyRates[job.uuid] = rate;
    else if (times && cents !== null && (job.primary || !facts.annualSalary))
      facts.annualSalary = centsToMoney(cents * times);
  }
  return facts;
}

/**
 * Read the pay of every employee of a company, their job titles and who is still in onboarding
 * from the employee list: one request per 100 employees, never one per row. With `periodEnd`
 * (a payroll's last day) each job's pay is the compensation in effect for that period, as the
 * service pays it; without, the job's current (latest-dated) rate.
 *
 * @example
 * const facts = await readPayrollPayFacts(client, companyId, undefined, payroll.pay_period.end_date);
 */
export async function readPayrollPayFacts(
  client: PayrollClient,
  companyId: string,
  signal?: AbortSignal,
  periodEnd?: string,
): Promise<PayrollPayFacts> {
  const employees = new Map<string, EmployeePayFacts>();
  const jobTitles = new Map<string, string>();
  const inOnboarding: string[] = [];
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    // Later pages in the background: at 20,000 employees they are a whole rate window.
    const result = await listEmployees(
      client,
      companyId,
      { page, per: 100 },
      { signal, background: page > 1 },
    );
    pages = result.totalPages;
    for (const employee of result.items) {
      const jobs = employee.jobs ?? [];
      employees.set(employee.uuid, employeePay(jobs, periodEnd));
      for (const job of jobs) if (job.title) jobTitles.set(job.uuid, job.title);
      if (!employee.onboarded && !employee.terminated)
        inOnboarding.push(`${employee.first_name} ${employee.last_name}`);
    }
  }
  return { employees, jobTitles, inOnboarding };
}
