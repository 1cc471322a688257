/**
 * The flow types the demo makes links for (UPSTREAM-3 N.8, UPSTREAM-2 H.1), each with its
 * category (several types of one category may be comma-joined in one link) and the entity it
 * needs: none (the company's), or an employee.
 */
export const FLOW_TYPES: Readonly<Record<string, { category: string; entity?: 'Employee' }>> = {
  company_onboarding: { category: 'company_onboarding' },
  add_addresses: { category: 'company_onboarding' },
  federal_tax_setup: { category: 'company_onboarding' },
  select_industry: { category: 'company_onboarding' },
  add_bank_info: { category: 'company_onboarding' },
  verify_bank_info: { category: 'company_onboarding' },
  add_employees: { category: 'company_onboarding' },
  state_setup: { category: 'company_onboarding' },
  payroll_schedule: { category: 'company_onboarding' },
  sign_all_forms: { category: 'company_onboarding' },
  run_payroll: { category: 'run_payroll' },
  employee_form_signing: { category: 'employee', entity: 'Employee' },
  employee_self_management: { category: 'employee', entity: 'Employee' },
  employee_state_setup: { category: 'employee', entity: 'Employee' },
  employee_federal_setup: { category: 'employee', entity: 'Employee' },
  deductions: { category: 'employee', entity: 'Employee' },
  terminations: { category: 'terminations' },
  run_termination_payroll: { category: 'terminations' },
  external_payroll: { category: 'external_payroll' },
  company_information_requests: { category: 'company_information_requests' },
  company_forms: { category: 'company_forms' },
};

/** The company forms a `company_forms` link may name in `options.form_types`. */
export const COMPANY_FORM_TYPES = ['company_direct_deposit', 'form_8655', 'us_w3', 'us_940', 'us_941'];

/** Steps that need another of the link (UPSTREAM-2 H.1): verifying the bank needs adding it, and so on. */
export const FLOW_NEEDS: Readonly<Record<string, string>> = {
  verify_bank_info: 'add_bank_info',
  add_employees: 'add_addresses',
};
