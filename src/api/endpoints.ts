/**
 * One operation of the payroll API as the library calls it: the HTTP method and a path template
 * whose `{name}` segments are filled from request params.
 *
 * @example
 * const getEmployee: Endpoint = { method: 'GET', path: '/v1/employees/{employee_id}' };
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
}

/**
 * Every operation the library calls, and nothing more. Operations in `operations/` are built
 * from this table, so it is the inventory the partner proxy turns into its allowlist: a path the
 * library never calls must not be reachable through the proxy.
 *
 * @example
 * import { endpoints } from 'payroll-kit/headless';
 * endpoints.listEmployees; // { method: 'GET', path: '/v1/companies/{company_id}/employees' }
 */
export const endpoints = {
  // Introspection (UPSTREAM F.3)
  getTokenInfo: { method: 'GET', path: '/v1/token_info' },

  // Employees (A.1)
  listEmployees: { method: 'GET', path: '/v1/companies/{company_id}/employees' },
  createEmployee: { method: 'POST', path: '/v1/companies/{company_id}/employees' },
  getEmployee: { method: 'GET', path: '/v1/employees/{employee_id}' },
  updateEmployee: { method: 'PUT', path: '/v1/employees/{employee_id}' },
  deleteEmployee: { method: 'DELETE', path: '/v1/employees/{employee_id}' },

  // Home addresses (A.2)
  listHomeAddresses: { method: 'GET', path: '/v1/employees/{employee_id}/home_addresses' },
  createHomeAddress: { method: 'POST', path: '/v1/employees/{employee_id}/home_addresses' },
  getHomeAddress: { method: 'GET', path: '/v1/home_addresses/{home_address_id}' },
  updateHomeAddress: { method: 'PUT', path: '/v1/home_addresses/{home_address_id}' },
  deleteHomeAddress: { method: 'DELETE', path: '/v1/home_addresses/{home_address_id}' },

  // Work addresses (A.3)
  listWorkAddresses: { method: 'GET', path: '/v1/employees/{employee_id}/work_addresses' },
  createWorkAddress: { method: 'POST', path: '/v1/employees/{employee_id}/work_addresses' },
  getWorkAddress: { method: 'GET', path: '/v1/work_addresses/{work_address_id}' },
  updateWorkAddress: { method: 'PUT', path: '/v1/work_addresses/{work_address_id}' },
  deleteWorkAddress: { method: 'DELETE', path: '/v1/work_addresses/{work_address_id}' },

  // Jobs and compensations (A.4)
  listJobs: { method: 'GET', path: '/v1/employees/{employee_id}/jobs' },
  createJob: { method: 'POST', path: '/v1/employees/{employee_id}/jobs' },
  getJob: { method: 'GET', path: '/v1/jobs/{job_id}' },
  updateJob: { method: 'PUT', path: '/v1/jobs/{job_id}' },
  deleteJob: { method: 'DELETE', path: '/v1/jobs/{job_id}' },
  listCompensations: { method: 'GET', path: '/v1/jobs/{job_id}/compensations' },
  createCompensation: { method: 'POST', path: '/v1/jobs/{job_id}/compensations' },
  getCompensation: { method: 'GET', path: '/v1/compensations/{compensation_id}' },
  updateCompensation: { method: 'PUT', path: '/v1/compensations/{compensation_id}' },
  deleteCompensation: { method: 'DELETE', path: '/v1/compensations/{compensation_id}' },

  // Federal taxes (A.5) and state taxes (A.6)
  getFederalTaxes: { method: 'GET', path: '/v1/employees/{employee_id}/federal_taxes' },
  updateFederalTaxes: { method: 'PUT', path: '/v1/employees/{employee_id}/federal_taxes' },
  getStateTaxes: { method: 'GET', path: '/v1/employees/{employee_id}/state_taxes' },
  updateStateTaxes: { method: 'PUT', path: '/v1/employees/{employee_id}/state_taxes' },

  // Payment method and bank accounts (A.7)
  getPaymentMethod: { method: 'GET', path: '/v1/employees/{employee_id}/payment_method' },
  updatePaymentMethod: { method: 'PUT', path: '/v1/employees/{employee_id}/payment_method' },
  listBankAccounts: { method: 'GET', path: '/v1/employees/{employee_id}/bank_accounts' },
  createBankAccount: { method: 'POST', path: '/v1/employees/{employee_id}/bank_accounts' },
  updateBankAccount: {
    method: 'PUT',
    path: '/v1/employees/{employee_id}/bank_accounts/{bank_account_id}',
  },
  deleteBankAccount: {
    method: 'DELETE',
    path: '/v1/employees/{employee_id}/bank_accounts/{bank_account_id}',
  },

  // Onboarding status (A.8)
  getOnboardingStatus: { method: 'GET', path: '/v1/employees/{employee_id}/onboarding_status' },
  updateOnboardingStatus: { method: 'PUT', path: '/v1/employees/{employee_id}/onboarding_status' },

  // Employee forms (A.9)
  listEmployeeForms: { method: 'GET', path: '/v1/employees/{employee_id}/forms' },
  getEmployeeForm: { method: 'GET', path: '/v1/employees/{employee_id}/forms/{form_id}' },
  getEmployeeFormPdf: { method: 'GET', path: '/v1/employees/{employee_id}/forms/{form_id}/pdf' },
  signEmployeeForm: { method: 'PUT', path: '/v1/employees/{employee_id}/forms/{form_id}/sign' },

  // Company locations and minimum wages (B)
  listLocations: { method: 'GET', path: '/v1/companies/{company_id}/locations' },
  createLocation: { method: 'POST', path: '/v1/companies/{company_id}/locations' },
  getLocation: { method: 'GET', path: '/v1/locations/{location_id}' },
  updateLocation: { method: 'PUT', path: '/v1/locations/{location_id}' },
  listMinimumWages: { method: 'GET', path: '/v1/locations/{location_id}/minimum_wages' },

  // Pay schedules (C)
  listPaySchedules: { method: 'GET', path: '/v1/companies/{company_id}/pay_schedules' },
  createPaySchedule: { method: 'POST', path: '/v1/companies/{company_id}/pay_schedules' },
  previewPaySchedule: { method: 'GET', path: '/v1/companies/{company_id}/pay_schedules/preview' },
  getPayScheduleAssignments: {
    method: 'GET',
    path: '/v1/companies/{company_id}/pay_schedules/assignments',
  },
  previewPayScheduleAssignment: {
    method: 'POST',
    path: '/v1/companies/{company_id}/pay_schedules/assignment_preview',
  },
  assignPaySchedules: { method: 'POST', path: '/v1/companies/{company_id}/pay_schedules/assign' },
  getPaySchedule: {
    method: 'GET',
    path: '/v1/companies/{company_id}/pay_schedules/{pay_schedule_id}',
  },
  updatePaySchedule: {
    method: 'PUT',
    path: '/v1/companies/{company_id}/pay_schedules/{pay_schedule_id}',
  },
  listPayPeriods: { method: 'GET', path: '/v1/companies/{company_id}/pay_periods' },

  // Time off policies (D.1)
  listTimeOffPolicies: { method: 'GET', path: '/v1/companies/{company_id}/time_off_policies' },
  createTimeOffPolicy: { method: 'POST', path: '/v1/companies/{company_id}/time_off_policies' },
  getTimeOffPolicy: { method: 'GET', path: '/v1/time_off_policies/{time_off_policy_id}' },
  updateTimeOffPolicy: { method: 'PUT', path: '/v1/time_off_policies/{time_off_policy_id}' },
  addTimeOffPolicyEmployees: {
    method: 'PUT',
    path: '/v1/time_off_policies/{time_off_policy_id}/add_employees',
  },
  removeTimeOffPolicyEmployees: {
    method: 'PUT',
    path: '/v1/time_off_policies/{time_off_policy_id}/remove_employees',
  },
  setTimeOffPolicyBalances: {
    method: 'PUT',
    path: '/v1/time_off_policies/{time_off_policy_id}/balance',
  },
  deactivateTimeOffPolicy: {
    method: 'PUT',
    path: '/v1/time_off_policies/{time_off_policy_id}/deactivate',
  },

  // Time off requests (D.2)
  listTimeOffRequests: { method: 'GET', path: '/v1/companies/{company_id}/time_off/requests' },
  createTimeOffRequest: { method: 'POST', path: '/v1/companies/{company_id}/time_off/requests' },
  getTimeOffRequest: { method: 'GET', path: '/v1/time_off/requests/{time_off_request_id}' },
  deleteTimeOffRequest: { method: 'DELETE', path: '/v1/time_off/requests/{time_off_request_id}' },
  approveTimeOffRequest: {
    method: 'PUT',
    path: '/v1/time_off/requests/{time_off_request_id}/approve',
  },
  declineTimeOffRequest: {
    method: 'PUT',
    path: '/v1/time_off/requests/{time_off_request_id}/decline',
  },
  previewTimeOffRequest: {
    method: 'POST',
    path: '/v1/companies/{company_id}/time_off/requests/preview',
  },
  createAdminApprovedTimeOffRequest: {
    method: 'POST',
    path: '/v1/companies/{company_id}/time_off/admin_approved_requests',
  },
  listTimeOffBalances: { method: 'GET', path: '/v1/companies/{company_id}/time_off/balances' },
  listTimeOffActivities: { method: 'GET', path: '/v1/employees/{employee_id}/time_off_activities' },

  // Holiday pay policy (D.3)
  getHolidayPayPolicy: { method: 'GET', path: '/v1/companies/{company_id}/holiday_pay_policy' },
  createHolidayPayPolicy: { method: 'POST', path: '/v1/companies/{company_id}/holiday_pay_policy' },
  updateHolidayPayPolicy: { method: 'PUT', path: '/v1/companies/{company_id}/holiday_pay_policy' },
  deleteHolidayPayPolicy: { method: 'DELETE', path: '/v1/companies/{company_id}/holiday_pay_policy' },
  addHolidayPayPolicyEmployees: {
    method: 'PUT',
    path: '/v1/companies/{company_id}/holiday_pay_policy/add',
  },
  removeHolidayPayPolicyEmployees: {
    method: 'PUT',
    path: '/v1/companies/{company_id}/holiday_pay_policy/remove',
  },
  listPaidHolidays: { method: 'GET', path: '/v1/companies/{company_id}/paid_holidays' },

  // Payrolls (E)
  listPayrolls: { method: 'GET', path: '/v1/companies/{company_id}/payrolls' },
  createOffCyclePayroll: { method: 'POST', path: '/v1/companies/{company_id}/payrolls' },
  getPayrollBlockers: { method: 'GET', path: '/v1/companies/{company_id}/payrolls/blockers' },
  getPayroll: { method: 'GET', path: '/v1/companies/{company_id}/payrolls/{payroll_id}' },
  updatePayroll: { method: 'PUT', path: '/v1/companies/{company_id}/payrolls/{payroll_id}' },
  preparePayroll: {
    method: 'PUT',
    path: '/v1/companies/{company_id}/payrolls/{payroll_id}/prepare',
  },
  calculatePayroll: {
    method: 'PUT',
    path: '/v1/companies/{company_id}/payrolls/{payroll_id}/calculate',
  },
  submitPayroll: { method: 'PUT', path: '/v1/companies/{company_id}/payrolls/{payroll_id}/submit' },
  cancelPayroll: { method: 'PUT', path: '/v1/companies/{company_id}/payrolls/{payroll_id}/cancel' },
  getPayrollReceipt: { method: 'GET', path: '/v1/payrolls/{payroll_id}/receipt' },

  // Events (F.5), cursor-paginated; served through the proxy with the system token.
  listEvents: { method: 'GET', path: '/v1/events' },
} as const satisfies Record<string, Endpoint>;

/** Name of one operation in {@link endpoints}. @example const name: EndpointName = 'getEmployee'; */
export type EndpointName = keyof typeof endpoints;
