import { ApiError, invalidAttribute, invalidOperation, missingParameter, type ErrorEntry } from '../errors';
import { money } from '../money/money';
import type { PayrollRecord } from '../payroll/records';
import type { DemoService } from '../service';
import { deductionsOf, paychecksOfPayroll, type Paycheck } from './paycheck';

/**
 * A payroll's general ledger (UPSTREAM-3 N.1, DECISIONS 73): the journal entry of a processed
 * payroll, debits equal to credits, whole or split by job, by department, or in an accounting
 * integration's accounts. The file is JSON.
 */

/** How a general ledger is split (UPSTREAM-3 N.1 `aggregation`). */
export type LedgerAggregation = 'default' | 'job' | 'department' | 'integration';

/** What a general ledger asks for, as read from its body. */
export interface LedgerRequest {
  aggregation: LedgerAggregation;
  integrationType: 'xero' | 'qbo' | null;
}

const AGGREGATIONS = ['default', 'job', 'department', 'integration'];
const INTEGRATIONS = ['xero', 'qbo'];

/**
 * Reads a general ledger's body: `aggregation` required; `integration_type` required with
 * `integration` and refused with any other (422 `invalid_attribute_value` on `integration_type`).
 *
 * @example
 * readLedgerRequest({ aggregation: 'integration', integration_type: 'qbo' });
 */
export function readLedgerRequest(body: Record<string, unknown>): LedgerRequest {
  const problems: ErrorEntry[] = [];
  for (const key of Object.keys(body))
    if (key !== 'aggregation' && key !== 'integration_type')
      problems.push(invalidAttribute(key, `${key} is not a field of a general ledger report.`));
  const { aggregation, integration_type: integration } = body;
  if (aggregation === undefined || aggregation === null) problems.push(missingParameter('aggregation'));
  else if (typeof aggregation !== 'string' || !AGGREGATIONS.includes(aggregation))
    problems.push(invalidAttribute('aggregation', `aggregation must be one of ${AGGREGATIONS.join(', ')}.`));
  const given = integration !== undefined && integration !== null;
  if (given && (typeof integration !== 'string' || !INTEGRATIONS.includes(integration)))
    problems.push(invalidAttribute('integration_type', 'integration_type must be xero or qbo.'));
  else if (aggregation === 'integration' && !given)
    problems.push(
      invalidAttribute('integration_type', 'integration_type is required with aggregation integration.'),
    );
  else if (given && aggregation !== 'integration' && AGGREGATIONS.includes(String(aggregation)))
    problems.push(
      invalidAttribute('integration_type', 'integration_type is given only with aggregation integration.'),
    );
  if (problems.length > 0) throw new ApiError(422, problems);
  return {
    aggregation: aggregation as LedgerAggregation,
    integrationType: given ? (integration as 'xero' | 'qbo') : null,
  };
}

/** One line of the journal entry, in cents. */
interface LedgerLine {
  account: string;
  debit: number;
  credit: number;
}

/** The accounts of each integration, by the demo's own account names. */
const INTEGRATION_ACCOUNTS: Record<'xero' | 'qbo', Record<string, string>> = {
  xero: {
    'Wages and salaries': '477 Wages and Salaries',
    'Employer payroll taxes': '478 Superannuation and Payroll Taxes',
    'Employer benefit contributions': '479 Employee Benefits',
    Reimbursements: '493 Travel - National',
    'Net pay': '090 Business Bank Account',
    'Employee taxes payable': '825 Payroll Tax Payable',
    'Employer taxes payable': '825 Payroll Tax Payable',
    'Deductions payable': '826 Payroll Deductions Payable',
    'Benefit contributions payable': '826 Payroll Deductions Payable',
    'Reimbursements payable': '090 Business Bank Account',
  },
  qbo: {
    'Wages and salaries': 'Payroll Expenses:Wages',
    'Employer payroll taxes': 'Payroll Expenses:Taxes',
    'Employer benefit contributions': 'Payroll Expenses:Company Contributions',
    Reimbursements: 'Payroll Expenses:Reimbursements',
    'Net pay': 'Checking',
    'Employee taxes payable': 'Payroll Liabilities:Employee Taxes',
    'Employer taxes payable': 'Payroll Liabilities:Employer Taxes',
    'Deductions payable': 'Payroll Liabilities:Deductions',
    'Benefit contributions payable': 'Payroll Liabilities:Company Contributions',
    'Reimbursements payable': 'Checking',
  },
};

/**
 * The journal entry of some paychecks: wages, employer taxes, benefit contributions and
 * reimbursements debited; net pay, the taxes, deductions and contributions owed and the
 * reimbursements paid credited. Debits equal credits: gross = net + employee taxes + deductions.
 */
function ledgerLines(checks: readonly Paycheck[]): LedgerLine[] {
  let gross = 0;
  let employerTaxes = 0;
  let contributions = 0;
  let reimbursements = 0;
  let net = 0;
  let employeeTaxes = 0;
  let deductions = 0;
  for (const c of checks) {
    gross += c.result.gross;
    employerTaxes += c.result.employerTaxes;
    contributions += deductionsOf(c).employerContributions;
    reimbursements += c.result.reimbursements;
    net += c.result.net;
    employeeTaxes += c.result.employeeTaxes;
    deductions += c.result.deductions;
  }
  return [
    { account: 'Wages and salaries', debit: gross, credit: 0 },
    { account: 'Employer payroll taxes', debit: employerTaxes, credit: 0 },
    { account: 'Employer benefit contributions', debit: contributions, credit: 0 },
    { account: 'Reimbursements', debit: reimbursements, credit: 0 },
    { account: 'Net pay', debit: 0, credit: net },
    { account: 'Employee taxes payable', debit: 0, credit: employeeTaxes },
    { account: 'Employer taxes payable', debit: 0, credit: employerTaxes },
    { account: 'Deductions payable', debit: 0, credit: deductions },
    { account: 'Benefit contributions payable', debit: 0, credit: contributions },
    { account: 'Reimbursements payable', debit: 0, credit: reimbursements },
  ];
}

/** A split's lines on the wire, with its totals. */
function splitView(name: string | null, lines: LedgerLine[], integration: 'xero' | 'qbo' | null) {
  const debits = lines.reduce((t, l) => t + l.debit, 0);
  const credits = lines.reduce((t, l) => t + l.credit, 0);
  return {
    name,
    accounts: lines.map((l) => ({
      account: integration ? INTEGRATION_ACCOUNTS[integration][l.account]! : l.account,
      debit: money(l.debit),
      credit: money(l.credit),
    })),
    total_debits: money(debits),
    total_credits: money(credits),
  };
}

/** The name of the split a paycheck falls in. */
function splitOf(check: Paycheck, aggregation: LedgerAggregation): string | null {
  if (aggregation === 'job') return check.job?.title ?? null;
  // The demo keeps no departments yet: every paycheck is in no department.
  if (aggregation === 'department') return null;
  return null;
}

/**
 * The general ledger file of a processed payroll (a payroll not processed: 422 `invalid_operation`
 * on `base`), as JSON text.
 *
 * @example
 * JSON.parse(generalLedgerJson(service, payroll, { aggregation: 'job', integrationType: null })).splits;
 */
export function generalLedgerJson(
  service: DemoService,
  payroll: PayrollRecord,
  request: LedgerRequest,
): string {
  if (!payroll.processed || !payroll.results)
    throw invalidOperation('A general ledger is made only for a processed payroll.');
  const checks = paychecksOfPayroll(service.store, payroll);
  const groups = new Map<string | null, Paycheck[]>();
  for (const check of checks) {
    const name = splitOf(check, request.aggregation);
    groups.set(name, [...(groups.get(name) ?? []), check]);
  }
  const whole = splitView(null, ledgerLines(checks), request.integrationType);
  return JSON.stringify({
    payroll_uuid: payroll.uuid,
    check_date: payroll.check_date,
    pay_period: { start_date: payroll.start_date, end_date: payroll.end_date },
    aggregation: request.aggregation,
    integration_type: request.integrationType,
    splits: [...groups].map(([name, group]) => splitView(name, ledgerLines(group), request.integrationType)),
    total_debits: whole.total_debits,
    total_credits: whole.total_credits,
  });
}
