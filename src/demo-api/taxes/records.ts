export interface FederalTaxRecord {
  employeeUuid: string;
  filing_status: string | null;
  /** Cents. */
  extra_withholding: number;
  two_jobs: boolean | null;
  dependents_amount: number;
  other_income: number;
  deductions: number;
}
