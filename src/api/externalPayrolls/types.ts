/**
 * A payroll the company ran with its previous provider, as the list shows it
 * (contract.md#external-payrolls). `processed` once finalized: then it is also a payroll of the
 * history with `external: true`, and it can no longer change.
 *
 * @example
 * const label = `${p.check_date} (${p.status})`;
 */
export interface ExternalPayrollSummary {
  uuid: string;
  company_uuid: string;
  check_date: string;
  payment_period_start_date: string;
  payment_period_end_date: string;
  status: 'unprocessed' | 'processed';
}

/**
 * One earning of an external payroll item: an applicable earning by type and id, the amount paid
 * (decimal text) and, for hours, the hours (`"80.000"`).
 *
 * @example
 * const line: ExternalPayrollEarning = { earning_type: 'CompanyPayType', earning_id: 1, amount: '2000.00', hours: '80.000' };
 */
export interface ExternalPayrollEarning {
  earning_type: 'CompanyPayType' | 'CompanyEarningType';
  earning_id: number;
  amount: string;
  hours?: string;
}

/**
 * One benefit of an external payroll item: an applicable benefit by id, its employee deduction
 * and company contribution (decimal text).
 *
 * @example
 * const line: ExternalPayrollBenefit = { benefit_id: 12, employee_deduction_amount: '120.00', company_contribution_amount: '0.00' };
 */
export interface ExternalPayrollBenefit {
  benefit_id: number;
  employee_deduction_amount: string;
  company_contribution_amount: string;
}

/**
 * What one employee was paid on an external payroll: earnings, benefits and taxes.
 *
 * @example
 * const item: ExternalPayrollItem = { employee_uuid, earnings: [], benefits: [], taxes: [{ tax_id: 2, amount: '124.00' }] };
 */
export interface ExternalPayrollItem {
  employee_uuid: string;
  earnings: ExternalPayrollEarning[];
  benefits: ExternalPayrollBenefit[];
  taxes: { tax_id: number; amount: string }[];
}

/**
 * An earning an external payroll may carry: `hours` ones take hours and the amount paid, `amount`
 * ones an amount.
 *
 * @example
 * const hourly = payroll.applicable_earnings.filter((e: ApplicableEarning) => e.input_type === 'hours');
 */
export interface ApplicableEarning {
  earning_type: 'CompanyPayType' | 'CompanyEarningType';
  earning_id: number;
  name: string;
  input_type: 'hours' | 'amount' | (string & {});
  category: string;
}

/**
 * A tax an external payroll may carry (`employer_tax`: the company's side).
 *
 * @example
 * const employeeTaxes = payroll.applicable_taxes.filter((t: ApplicableTax) => !t.employer_tax);
 */
export interface ApplicableTax {
  id: number;
  name: string;
  employer_tax: boolean;
  resident_tax: boolean;
}

/**
 * An external payroll whole: its items and the lists they may name, `metadata.deletable`
 * (false once processed) and the `version` an update may send.
 *
 * @example
 * const { data } = await getExternalPayroll(client, companyId, id);
 * data.applicable_taxes.map((t) => t.name);
 */
export interface ExternalPayroll extends ExternalPayrollSummary {
  external_payroll_items: ExternalPayrollItem[];
  applicable_earnings: ApplicableEarning[];
  applicable_benefits: { id: number; description: string; active: boolean }[] | null;
  applicable_taxes: ApplicableTax[];
  metadata: { deletable: boolean };
  version: string;
}

/**
 * Body of an external payroll's create: its check date and pay period (check date not after today).
 *
 * @example
 * const body: ExternalPayrollBody = { check_date: '2026-01-16', payment_period_start_date: '2026-01-01', payment_period_end_date: '2026-01-15' };
 */
export interface ExternalPayrollBody {
  check_date: string;
  payment_period_start_date: string;
  payment_period_end_date: string;
}

/**
 * Body of an external payroll's update: the items (amounts as decimal text or numbers);
 * `replace_fields: true` changes only the employees sent, else the items are overwritten. A
 * `version`, when sent, must be current (409).
 *
 * @example
 * const body: ExternalPayrollItemsBody = { version, external_payroll_items: [item] };
 */
export interface ExternalPayrollItemsBody {
  version?: string;
  replace_fields?: boolean;
  external_payroll_items: {
    employee_uuid: string;
    earnings?: {
      earning_type: string;
      earning_id: number;
      amount: string | number;
      hours?: string | number;
    }[];
    benefits?: {
      benefit_id: number;
      employee_deduction_amount?: string | number;
      company_contribution_amount?: string | number;
    }[];
    taxes?: { tax_id: number; amount: string | number }[];
  }[];
}

/**
 * What the service suggests one employee's taxes were on an external payroll, by tax id.
 *
 * @example
 * const byTax = new Map(s.tax_suggestions.map((t: { tax_id: number; amount: string }) => [t.tax_id, t.amount]));
 */
export interface ExternalPayrollTaxSuggestion {
  employee_uuid: string;
  tax_suggestions: { tax_id: number; amount: string }[];
}

/**
 * One tax's liability left by the previous provider: the choices of where the unpaid part starts
 * (none, or from one external payroll on) and the saved choice.
 *
 * @example
 * const unpaid = liability.possible_liabilities.find((p) => p.external_payroll_uuid === liability.last_unpaid_external_payroll_uuid);
 */
export interface ExternalPayrollTaxLiability {
  tax_id: number;
  tax_name: string;
  last_unpaid_external_payroll_uuid: string | null;
  possible_liabilities: {
    liability_amount: string;
    payroll_check_date: string | null;
    external_payroll_uuid: string | null;
  }[];
}

/**
 * Body of the liabilities' update: per tax, the first unpaid external payroll (null when fully
 * paid) and the unpaid amount.
 *
 * @example
 * const body: TaxLiabilitySelectionsBody = { liability_selections: [{ tax_id: 2, last_unpaid_external_payroll_uuid: null, unpaid_liability_amount: '0.00' }] };
 */
export interface TaxLiabilitySelectionsBody {
  liability_selections: {
    tax_id: number;
    last_unpaid_external_payroll_uuid: string | null;
    unpaid_liability_amount: string | number;
  }[];
}
