import type { Endpoint } from './endpoints';

/*
 * The rows of {@link endpoints}, one export each, so that an operation imports just its own row and
 * a page bundles the endpoints of the flows it renders, not all of them. Operations read them as
 * `import * as endpoints from '../endpointTable'`, which bundlers tree-shake member by member.
 */

// Introspection (contract.md#auth)
export const getTokenInfo = { method: 'GET', path: '/v1/token_info' } as const satisfies Endpoint;

// Employees (A.1)
export const listEmployees = {
  method: 'GET',
  path: '/v1/companies/{company_id}/employees',
} as const satisfies Endpoint;
export const createEmployee = {
  method: 'POST',
  path: '/v1/companies/{company_id}/employees',
} as const satisfies Endpoint;
export const getEmployee = { method: 'GET', path: '/v1/employees/{employee_id}' } as const satisfies Endpoint;
export const updateEmployee = {
  method: 'PUT',
  path: '/v1/employees/{employee_id}',
} as const satisfies Endpoint;
export const deleteEmployee = {
  method: 'DELETE',
  path: '/v1/employees/{employee_id}',
} as const satisfies Endpoint;

// Home addresses (A.2)
export const listHomeAddresses = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/home_addresses',
} as const satisfies Endpoint;
export const createHomeAddress = {
  method: 'POST',
  path: '/v1/employees/{employee_id}/home_addresses',
} as const satisfies Endpoint;
export const getHomeAddress = {
  method: 'GET',
  path: '/v1/home_addresses/{home_address_id}',
} as const satisfies Endpoint;
export const updateHomeAddress = {
  method: 'PUT',
  path: '/v1/home_addresses/{home_address_id}',
} as const satisfies Endpoint;
export const deleteHomeAddress = {
  method: 'DELETE',
  path: '/v1/home_addresses/{home_address_id}',
} as const satisfies Endpoint;

// Work addresses (A.3)
export const listWorkAddresses = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/work_addresses',
} as const satisfies Endpoint;
export const createWorkAddress = {
  method: 'POST',
  path: '/v1/employees/{employee_id}/work_addresses',
} as const satisfies Endpoint;
export const getWorkAddress = {
  method: 'GET',
  path: '/v1/work_addresses/{work_address_id}',
} as const satisfies Endpoint;
export const updateWorkAddress = {
  method: 'PUT',
  path: '/v1/work_addresses/{work_address_id}',
} as const satisfies Endpoint;
export const deleteWorkAddress = {
  method: 'DELETE',
  path: '/v1/work_addresses/{work_address_id}',
} as const satisfies Endpoint;

// Jobs and compensations (A.4)
export const listJobs = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/jobs',
} as const satisfies Endpoint;
export const createJob = {
  method: 'POST',
  path: '/v1/employees/{employee_id}/jobs',
} as const satisfies Endpoint;
export const getJob = { method: 'GET', path: '/v1/jobs/{job_id}' } as const satisfies Endpoint;
export const updateJob = { method: 'PUT', path: '/v1/jobs/{job_id}' } as const satisfies Endpoint;
export const deleteJob = { method: 'DELETE', path: '/v1/jobs/{job_id}' } as const satisfies Endpoint;
export const listCompensations = {
  method: 'GET',
  path: '/v1/jobs/{job_id}/compensations',
} as const satisfies Endpoint;
export const createCompensation = {
  method: 'POST',
  path: '/v1/jobs/{job_id}/compensations',
} as const satisfies Endpoint;
export const getCompensation = {
  method: 'GET',
  path: '/v1/compensations/{compensation_id}',
} as const satisfies Endpoint;
export const updateCompensation = {
  method: 'PUT',
  path: '/v1/compensations/{compensation_id}',
} as const satisfies Endpoint;
export const deleteCompensation = {
  method: 'DELETE',
  path: '/v1/compensations/{compensation_id}',
} as const satisfies Endpoint;

// Federal taxes (A.5) and state taxes (A.6)
export const getFederalTaxes = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/federal_taxes',
} as const satisfies Endpoint;
export const updateFederalTaxes = {
  method: 'PUT',
  path: '/v1/employees/{employee_id}/federal_taxes',
} as const satisfies Endpoint;
export const getStateTaxes = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/state_taxes',
} as const satisfies Endpoint;
export const updateStateTaxes = {
  method: 'PUT',
  path: '/v1/employees/{employee_id}/state_taxes',
} as const satisfies Endpoint;

// Payment method and bank accounts (A.7)
export const getPaymentMethod = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/payment_method',
} as const satisfies Endpoint;
export const updatePaymentMethod = {
  method: 'PUT',
  path: '/v1/employees/{employee_id}/payment_method',
} as const satisfies Endpoint;
export const listBankAccounts = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/bank_accounts',
} as const satisfies Endpoint;
export const createBankAccount = {
  method: 'POST',
  path: '/v1/employees/{employee_id}/bank_accounts',
} as const satisfies Endpoint;
export const updateBankAccount = {
  method: 'PUT',
  path: '/v1/employees/{employee_id}/bank_accounts/{bank_account_id}',
} as const satisfies Endpoint;
export const deleteBankAccount = {
  method: 'DELETE',
  path: '/v1/employees/{employee_id}/bank_accounts/{bank_account_id}',
} as const satisfies Endpoint;

// Onboarding status (A.8)
export const getOnboardingStatus = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/onboarding_status',
} as const satisfies Endpoint;
export const updateOnboardingStatus = {
  method: 'PUT',
  path: '/v1/employees/{employee_id}/onboarding_status',
} as const satisfies Endpoint;

// Employee forms (A.9)
export const listEmployeeForms = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/forms',
} as const satisfies Endpoint;
export const getEmployeeForm = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/forms/{form_id}',
} as const satisfies Endpoint;
export const getEmployeeFormPdf = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/forms/{form_id}/pdf',
} as const satisfies Endpoint;
export const signEmployeeForm = {
  method: 'PUT',
  path: '/v1/employees/{employee_id}/forms/{form_id}/sign',
} as const satisfies Endpoint;

// Company locations and minimum wages (B)
export const listLocations = {
  method: 'GET',
  path: '/v1/companies/{company_id}/locations',
} as const satisfies Endpoint;
export const createLocation = {
  method: 'POST',
  path: '/v1/companies/{company_id}/locations',
} as const satisfies Endpoint;
export const getLocation = { method: 'GET', path: '/v1/locations/{location_id}' } as const satisfies Endpoint;
export const updateLocation = {
  method: 'PUT',
  path: '/v1/locations/{location_id}',
} as const satisfies Endpoint;
export const listMinimumWages = {
  method: 'GET',
  path: '/v1/locations/{location_id}/minimum_wages',
} as const satisfies Endpoint;

// Pay schedules (C)
export const listPaySchedules = {
  method: 'GET',
  path: '/v1/companies/{company_id}/pay_schedules',
} as const satisfies Endpoint;
export const createPaySchedule = {
  method: 'POST',
  path: '/v1/companies/{company_id}/pay_schedules',
} as const satisfies Endpoint;
export const previewPaySchedule = {
  method: 'GET',
  path: '/v1/companies/{company_id}/pay_schedules/preview',
} as const satisfies Endpoint;
export const getPayScheduleAssignments = {
  method: 'GET',
  path: '/v1/companies/{company_id}/pay_schedules/assignments',
} as const satisfies Endpoint;
export const previewPayScheduleAssignment = {
  method: 'POST',
  path: '/v1/companies/{company_id}/pay_schedules/assignment_preview',
} as const satisfies Endpoint;
export const assignPaySchedules = {
  method: 'POST',
  path: '/v1/companies/{company_id}/pay_schedules/assign',
} as const satisfies Endpoint;
export const getPaySchedule = {
  method: 'GET',
  path: '/v1/companies/{company_id}/pay_schedules/{pay_schedule_id}',
} as const satisfies Endpoint;
export const updatePaySchedule = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/pay_schedules/{pay_schedule_id}',
} as const satisfies Endpoint;
export const listPayPeriods = {
  method: 'GET',
  path: '/v1/companies/{company_id}/pay_periods',
} as const satisfies Endpoint;

// Time off policies (D.1)
export const listTimeOffPolicies = {
  method: 'GET',
  path: '/v1/companies/{company_id}/time_off_policies',
} as const satisfies Endpoint;
export const createTimeOffPolicy = {
  method: 'POST',
  path: '/v1/companies/{company_id}/time_off_policies',
} as const satisfies Endpoint;
export const getTimeOffPolicy = {
  method: 'GET',
  path: '/v1/time_off_policies/{time_off_policy_id}',
} as const satisfies Endpoint;
export const updateTimeOffPolicy = {
  method: 'PUT',
  path: '/v1/time_off_policies/{time_off_policy_id}',
} as const satisfies Endpoint;
export const addTimeOffPolicyEmployees = {
  method: 'PUT',
  path: '/v1/time_off_policies/{time_off_policy_id}/add_employees',
} as const satisfies Endpoint;
export const removeTimeOffPolicyEmployees = {
  method: 'PUT',
  path: '/v1/time_off_policies/{time_off_policy_id}/remove_employees',
} as const satisfies Endpoint;
export const setTimeOffPolicyBalances = {
  method: 'PUT',
  path: '/v1/time_off_policies/{time_off_policy_id}/balance',
} as const satisfies Endpoint;
export const deactivateTimeOffPolicy = {
  method: 'PUT',
  path: '/v1/time_off_policies/{time_off_policy_id}/deactivate',
} as const satisfies Endpoint;

// Time off requests (D.2)
export const listTimeOffRequests = {
  method: 'GET',
  path: '/v1/companies/{company_id}/time_off/requests',
} as const satisfies Endpoint;
export const createTimeOffRequest = {
  method: 'POST',
  path: '/v1/companies/{company_id}/time_off/requests',
} as const satisfies Endpoint;
export const getTimeOffRequest = {
  method: 'GET',
  path: '/v1/time_off/requests/{time_off_request_id}',
} as const satisfies Endpoint;
export const deleteTimeOffRequest = {
  method: 'DELETE',
  path: '/v1/time_off/requests/{time_off_request_id}',
} as const satisfies Endpoint;
export const approveTimeOffRequest = {
  method: 'PUT',
  path: '/v1/time_off/requests/{time_off_request_id}/approve',
} as const satisfies Endpoint;
export const declineTimeOffRequest = {
  method: 'PUT',
  path: '/v1/time_off/requests/{time_off_request_id}/decline',
} as const satisfies Endpoint;
export const previewTimeOffRequest = {
  method: 'POST',
  path: '/v1/companies/{company_id}/time_off/requests/preview',
} as const satisfies Endpoint;
export const createAdminApprovedTimeOffRequest = {
  method: 'POST',
  path: '/v1/companies/{company_id}/time_off/admin_approved_requests',
} as const satisfies Endpoint;
export const listTimeOffBalances = {
  method: 'GET',
  path: '/v1/companies/{company_id}/time_off/balances',
} as const satisfies Endpoint;
export const listTimeOffActivities = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/time_off_activities',
} as const satisfies Endpoint;

// Holiday pay policy (D.3)
export const getHolidayPayPolicy = {
  method: 'GET',
  path: '/v1/companies/{company_id}/holiday_pay_policy',
} as const satisfies Endpoint;
export const createHolidayPayPolicy = {
  method: 'POST',
  path: '/v1/companies/{company_id}/holiday_pay_policy',
} as const satisfies Endpoint;
export const updateHolidayPayPolicy = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/holiday_pay_policy',
} as const satisfies Endpoint;
export const deleteHolidayPayPolicy = {
  method: 'DELETE',
  path: '/v1/companies/{company_id}/holiday_pay_policy',
} as const satisfies Endpoint;
export const addHolidayPayPolicyEmployees = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/holiday_pay_policy/add',
} as const satisfies Endpoint;
export const removeHolidayPayPolicyEmployees = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/holiday_pay_policy/remove',
} as const satisfies Endpoint;
export const listPaidHolidays = {
  method: 'GET',
  path: '/v1/companies/{company_id}/paid_holidays',
} as const satisfies Endpoint;

// Payrolls (E)
export const listPayrolls = {
  method: 'GET',
  path: '/v1/companies/{company_id}/payrolls',
} as const satisfies Endpoint;
export const createOffCyclePayroll = {
  method: 'POST',
  path: '/v1/companies/{company_id}/payrolls',
} as const satisfies Endpoint;
export const getPayrollBlockers = {
  method: 'GET',
  path: '/v1/companies/{company_id}/payrolls/blockers',
} as const satisfies Endpoint;
export const getPayroll = {
  method: 'GET',
  path: '/v1/companies/{company_id}/payrolls/{payroll_id}',
} as const satisfies Endpoint;
export const updatePayroll = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/payrolls/{payroll_id}',
} as const satisfies Endpoint;
export const preparePayroll = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/payrolls/{payroll_id}/prepare',
} as const satisfies Endpoint;
export const calculatePayroll = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/payrolls/{payroll_id}/calculate',
} as const satisfies Endpoint;
export const submitPayroll = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/payrolls/{payroll_id}/submit',
} as const satisfies Endpoint;
export const cancelPayroll = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/payrolls/{payroll_id}/cancel',
} as const satisfies Endpoint;
export const deletePayroll = {
  method: 'DELETE',
  path: '/v1/companies/{company_id}/payrolls/{payroll_id}',
} as const satisfies Endpoint;
export const skipPayroll = {
  method: 'POST',
  path: '/v1/companies/{company_id}/payrolls/skip',
} as const satisfies Endpoint;
export const getPayrollReceipt = {
  method: 'GET',
  path: '/v1/payrolls/{payroll_id}/receipt',
} as const satisfies Endpoint;

// Company onboarding (UPSTREAM-2 H). Creating a company, its tokens and approval take the system token and are the partner's
// server's (DECISIONS 49), never the proxy's, so they are not rows here.
export const getCompany = { method: 'GET', path: '/v1/companies/{company_id}' } as const satisfies Endpoint;
export const updateCompany = {
  method: 'PUT',
  path: '/v1/companies/{company_id}',
} as const satisfies Endpoint;
export const getCompanyOnboardingStatus = {
  method: 'GET',
  path: '/v1/companies/{company_id}/onboarding_status',
} as const satisfies Endpoint;
export const finishCompanyOnboarding = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/finish_onboarding',
} as const satisfies Endpoint;
export const getFederalTaxDetails = {
  method: 'GET',
  path: '/v1/companies/{company_id}/federal_tax_details',
} as const satisfies Endpoint;
export const updateFederalTaxDetails = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/federal_tax_details',
} as const satisfies Endpoint;
export const getIndustrySelection = {
  method: 'GET',
  path: '/v1/companies/{company_id}/industry_selection',
} as const satisfies Endpoint;
export const updateIndustrySelection = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/industry_selection',
} as const satisfies Endpoint;
export const listCompanyBankAccounts = {
  method: 'GET',
  path: '/v1/companies/{company_id}/bank_accounts',
} as const satisfies Endpoint;
export const createCompanyBankAccount = {
  method: 'POST',
  path: '/v1/companies/{company_id}/bank_accounts',
} as const satisfies Endpoint;
export const deleteCompanyBankAccount = {
  method: 'DELETE',
  path: '/v1/companies/{company_id}/bank_accounts/{bank_account_id}',
} as const satisfies Endpoint;
export const sendCompanyBankTestDeposits = {
  method: 'POST',
  path: '/v1/companies/{company_id}/bank_accounts/{bank_account_id}/send_test_deposits',
} as const satisfies Endpoint;
export const verifyCompanyBankAccount = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/bank_accounts/{bank_account_id}/verify',
} as const satisfies Endpoint;
export const listSignatories = {
  method: 'GET',
  path: '/v1/companies/{company_id}/signatories',
} as const satisfies Endpoint;
export const createSignatory = {
  method: 'POST',
  path: '/v1/companies/{company_id}/signatories',
} as const satisfies Endpoint;
export const inviteSignatory = {
  method: 'POST',
  path: '/v1/companies/{company_id}/signatories/invite',
} as const satisfies Endpoint;
export const updateSignatory = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/signatories/{signatory_id}',
} as const satisfies Endpoint;
export const deleteSignatory = {
  method: 'DELETE',
  path: '/v1/companies/{company_id}/signatories/{signatory_id}',
} as const satisfies Endpoint;
export const listCompanyForms = {
  method: 'GET',
  path: '/v1/companies/{company_id}/forms',
} as const satisfies Endpoint;
export const getCompanyForm = { method: 'GET', path: '/v1/forms/{form_id}' } as const satisfies Endpoint;
export const getCompanyFormPdf = {
  method: 'GET',
  path: '/v1/forms/{form_id}/pdf',
} as const satisfies Endpoint;
export const signCompanyForm = {
  method: 'PUT',
  path: '/v1/forms/{form_id}/sign',
} as const satisfies Endpoint;
export const listStateTaxRequirements = {
  method: 'GET',
  path: '/v1/companies/{company_id}/tax_requirements',
} as const satisfies Endpoint;
export const getStateTaxRequirements = {
  method: 'GET',
  path: '/v1/companies/{company_id}/tax_requirements/{state}',
} as const satisfies Endpoint;
export const updateStateTaxRequirements = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/tax_requirements/{state}',
} as const satisfies Endpoint;
export const getPaymentConfigs = {
  method: 'GET',
  path: '/v1/companies/{company_id}/payment_configs',
} as const satisfies Endpoint;
export const updatePaymentConfigs = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/payment_configs',
} as const satisfies Endpoint;

// Contractors (UPSTREAM-2 I.1, I.2, I.6)
export const listContractors = {
  method: 'GET',
  path: '/v1/companies/{company_id}/contractors',
} as const satisfies Endpoint;
export const createContractor = {
  method: 'POST',
  path: '/v1/companies/{company_id}/contractors',
} as const satisfies Endpoint;
export const getContractor = {
  method: 'GET',
  path: '/v1/contractors/{contractor_id}',
} as const satisfies Endpoint;
export const updateContractor = {
  method: 'PUT',
  path: '/v1/contractors/{contractor_id}',
} as const satisfies Endpoint;
export const deleteContractor = {
  method: 'DELETE',
  path: '/v1/contractors/{contractor_id}',
} as const satisfies Endpoint;
export const getContractorOnboardingStatus = {
  method: 'GET',
  path: '/v1/contractors/{contractor_id}/onboarding_status',
} as const satisfies Endpoint;
export const updateContractorOnboardingStatus = {
  method: 'PUT',
  path: '/v1/contractors/{contractor_id}/onboarding_status',
} as const satisfies Endpoint;
export const getContractorAddress = {
  method: 'GET',
  path: '/v1/contractors/{contractor_id}/address',
} as const satisfies Endpoint;
export const updateContractorAddress = {
  method: 'PUT',
  path: '/v1/contractors/{contractor_id}/address',
} as const satisfies Endpoint;
export const dismissContractor = {
  method: 'POST',
  path: '/v1/contractors/{contractor_id}/termination',
} as const satisfies Endpoint;
export const cancelContractorDismissal = {
  method: 'DELETE',
  path: '/v1/contractors/{contractor_id}/termination',
} as const satisfies Endpoint;
export const rehireContractor = {
  method: 'POST',
  path: '/v1/contractors/{contractor_id}/rehire',
} as const satisfies Endpoint;
export const cancelContractorRehire = {
  method: 'DELETE',
  path: '/v1/contractors/{contractor_id}/rehire',
} as const satisfies Endpoint;

// Contractor payment method and bank account (UPSTREAM-2 I.3)
export const getContractorPaymentMethod = {
  method: 'GET',
  path: '/v1/contractors/{contractor_id}/payment_method',
} as const satisfies Endpoint;
export const updateContractorPaymentMethod = {
  method: 'PUT',
  path: '/v1/contractors/{contractor_id}/payment_method',
} as const satisfies Endpoint;
export const listContractorBankAccounts = {
  method: 'GET',
  path: '/v1/contractors/{contractor_id}/bank_accounts',
} as const satisfies Endpoint;
export const createContractorBankAccount = {
  method: 'POST',
  path: '/v1/contractors/{contractor_id}/bank_accounts',
} as const satisfies Endpoint;

// Contractor documents (W-9) and 1099 forms (UPSTREAM-2 I.5)
export const listContractorDocuments = {
  method: 'GET',
  path: '/v1/contractors/{contractor_id}/documents',
} as const satisfies Endpoint;
export const signContractorDocument = {
  method: 'PUT',
  path: '/v1/documents/{document_id}/sign',
} as const satisfies Endpoint;
export const listContractorForms = {
  method: 'GET',
  path: '/v1/contractors/{contractor_id}/forms',
} as const satisfies Endpoint;
export const getContractorFormPdf = {
  method: 'GET',
  path: '/v1/contractors/{contractor_id}/forms/{form_id}/pdf',
} as const satisfies Endpoint;
export const generateContractor1099 = {
  method: 'POST',
  path: '/v1/sandbox/generate_1099',
} as const satisfies Endpoint;

// Contractor payments and payment groups (UPSTREAM-2 I.4); the demo's fund calls are not the library's
export const createContractorPayment = {
  method: 'POST',
  path: '/v1/companies/{company_id}/contractor_payments',
} as const satisfies Endpoint;
export const listContractorPayments = {
  method: 'GET',
  path: '/v1/companies/{company_id}/contractor_payments',
} as const satisfies Endpoint;
export const previewContractorPaymentDebitDate = {
  method: 'POST',
  path: '/v1/companies/{company_id}/contractor_payments/preview',
} as const satisfies Endpoint;
export const getContractorPayment = {
  method: 'GET',
  path: '/v1/companies/{company_id}/contractor_payments/{contractor_payment_id}',
} as const satisfies Endpoint;
export const cancelContractorPayment = {
  method: 'DELETE',
  path: '/v1/companies/{company_id}/contractor_payments/{contractor_payment_id}',
} as const satisfies Endpoint;
export const getContractorPaymentReceipt = {
  method: 'GET',
  path: '/v1/contractor_payments/{contractor_payment_id}/receipt',
} as const satisfies Endpoint;
export const previewContractorPaymentGroup = {
  method: 'POST',
  path: '/v1/companies/{company_id}/contractor_payment_groups/preview',
} as const satisfies Endpoint;
export const createContractorPaymentGroup = {
  method: 'POST',
  path: '/v1/companies/{company_id}/contractor_payment_groups',
} as const satisfies Endpoint;
export const listContractorPaymentGroups = {
  method: 'GET',
  path: '/v1/companies/{company_id}/contractor_payment_groups',
} as const satisfies Endpoint;
export const getContractorPaymentGroup = {
  method: 'GET',
  path: '/v1/contractor_payment_groups/{contractor_payment_group_id}',
} as const satisfies Endpoint;
export const cancelContractorPaymentGroup = {
  method: 'DELETE',
  path: '/v1/contractor_payment_groups/{contractor_payment_group_id}',
} as const satisfies Endpoint;

// Events (F.5), cursor-paginated; served through the proxy with the system token.
export const listEvents = { method: 'GET', path: '/v1/events' } as const satisfies Endpoint;

// Terminations and the dismissal payroll's periods (UPSTREAM-2 J.1, J.2)
export const listTerminations = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/terminations',
} as const satisfies Endpoint;
export const createTermination = {
  method: 'POST',
  path: '/v1/employees/{employee_id}/terminations',
} as const satisfies Endpoint;
// The update path names the employee, not the termination (one per employee).
export const updateTermination = {
  method: 'PUT',
  path: '/v1/terminations/{employee_id}',
} as const satisfies Endpoint;
export const cancelTermination = {
  method: 'DELETE',
  path: '/v1/employees/{employee_id}/terminations',
} as const satisfies Endpoint;
export const listDismissalPayPeriods = {
  method: 'GET',
  path: '/v1/companies/{company_id}/pay_periods/unprocessed_termination_pay_periods',
} as const satisfies Endpoint;

// Rehire and employment history (UPSTREAM-2 J.3)
export const getRehire = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/rehire',
} as const satisfies Endpoint;
export const createRehire = {
  method: 'POST',
  path: '/v1/employees/{employee_id}/rehire',
} as const satisfies Endpoint;
export const updateRehire = {
  method: 'PUT',
  path: '/v1/employees/{employee_id}/rehire',
} as const satisfies Endpoint;
export const deleteRehire = {
  method: 'DELETE',
  path: '/v1/employees/{employee_id}/rehire',
} as const satisfies Endpoint;
export const getEmploymentHistory = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/employment_history',
} as const satisfies Endpoint;

// Garnishments (UPSTREAM A.11): no DELETE, an order ends with `active: false`
export const listGarnishments = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/garnishments',
} as const satisfies Endpoint;
export const createGarnishment = {
  method: 'POST',
  path: '/v1/employees/{employee_id}/garnishments',
} as const satisfies Endpoint;
export const getGarnishment = {
  method: 'GET',
  path: '/v1/garnishments/{garnishment_id}',
} as const satisfies Endpoint;
export const updateGarnishment = {
  method: 'PUT',
  path: '/v1/garnishments/{garnishment_id}',
} as const satisfies Endpoint;
export const listChildSupportAgencies = {
  method: 'GET',
  path: '/v1/garnishments/child_support',
} as const satisfies Endpoint;

// Pay stubs (UPSTREAM-2 J.4)
export const listPayStubs = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/pay_stubs',
} as const satisfies Endpoint;
export const getPayStubPdf = {
  method: 'GET',
  path: '/v1/payrolls/{payroll_id}/employees/{employee_id}/pay_stub',
} as const satisfies Endpoint;
