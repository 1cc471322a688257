import { locationsMessages } from '../flows/CompanyLocations/messages';
import { employeeManagementMessages } from '../flows/EmployeeManagement/messages';
import { employeeManagementMessagesEs } from '../flows/EmployeeManagement/messages.es';
import { companyOnboardingMessages } from '../flows/CompanyOnboarding/messages';
import { previousPayrollMessages } from '../flows/CompanyOnboarding/previousPayrollMessages';
import { previousPayrollMessagesEs } from '../flows/CompanyOnboarding/previousPayrollMessages.es';
import { companyOnboardingMessagesEs } from '../flows/CompanyOnboarding/messages.es';
import { locationsMessagesEs } from '../flows/CompanyLocations/messages.es';
import { contractorsMessages } from '../flows/Contractors/messages';
import { contractorsMessagesEs } from '../flows/Contractors/messages.es';
import { earningTypesMessages } from '../flows/EarningTypes/messages';
import { earningTypesMessagesEs } from '../flows/EarningTypes/messages.es';
import { partnerDashboardMessages } from '../flows/PartnerDashboard/messages';
import { partnerDashboardMessagesEs } from '../flows/PartnerDashboard/messages.es';
import { companyBenefitsMessages } from '../flows/CompanyBenefits/messages';
import { companyBenefitsMessagesEs } from '../flows/CompanyBenefits/messages.es';
import { bulkEnrolmentMessages } from '../flows/CompanyBenefits/bulkEnrolmentMessages';
import { bulkEnrolmentMessagesEs } from '../flows/CompanyBenefits/bulkEnrolmentMessages.es';
import { employeeBenefitsMessages } from '../flows/shared/benefits/messages';
import { employeeBenefitsMessagesEs } from '../flows/shared/benefits/messages.es';
import { employeeTimeOffMessages } from '../flows/shared/timeOff/messages';
import { employeeTimeOffMessagesEs } from '../flows/shared/timeOff/messages.es';
import { paymentSettingsMessages } from '../flows/PaymentSettings/messages';
import { paymentSettingsMessagesEs } from '../flows/PaymentSettings/messages.es';
import { departmentsMessages } from '../flows/EmployeeManagement/departments/messages';
import { departmentsMessagesEs } from '../flows/EmployeeManagement/departments/messages.es';
import { reportsMessages } from '../flows/Reports/messages';
import { reportsMessagesEs } from '../flows/Reports/messages.es';
import { reportsBuilderMessages } from '../flows/Reports/builderMessages';
import { reportsBuilderMessagesEs } from '../flows/Reports/builderMessages.es';
import { employeeImportMessages } from '../flows/EmployeeImport/messages';
import { employeeImportMessagesEs } from '../flows/EmployeeImport/messages.es';
import { timeSheetsMessages } from '../flows/TimeSheets/messages';
import { timeSheetsMessagesEs } from '../flows/TimeSheets/messages.es';
import { companyAttachmentsMessages } from '../flows/CompanyAttachments/messages';
import { companyAttachmentsMessagesEs } from '../flows/CompanyAttachments/messages.es';
import { employeePortalMessages } from '../flows/EmployeePortal/messages';
import { employeePortalMessagesEs } from '../flows/EmployeePortal/messages.es';
import { informationRequestsMessages } from '../flows/InformationRequests/messages';
import { informationRequestsMessagesEs } from '../flows/InformationRequests/messages.es';
import { notificationsMessages } from '../flows/Notifications/messages';
import { notificationsMessagesEs } from '../flows/Notifications/messages.es';
import { employeePortalDetailsMessages } from '../flows/EmployeePortal/detailsMessages';
import { employeePortalDetailsMessagesEs } from '../flows/EmployeePortal/detailsMessages.es';
import { onboardingMessages } from '../flows/EmployeeOnboarding/messages';
import { onboardingMessagesEs } from '../flows/EmployeeOnboarding/messages.es';
import { employeeSelfOnboardingMessages } from '../flows/EmployeeOnboarding/selfOnboarding/messages';
import { employeeSelfOnboardingMessagesEs } from '../flows/EmployeeOnboarding/selfOnboarding/messages.es';
import { documentsMessages } from '../flows/EmployeeOnboarding/steps/Documents.messages';
import { i9EmployerMessages } from '../flows/EmployeeOnboarding/steps/I9EmployerSection.messages';
import { documentsMessagesEs } from '../flows/EmployeeOnboarding/steps/Documents.messages.es';
import { deductionsMessages } from '../flows/EmployeeOnboarding/steps/Deductions.messages';
import { deductionsMessagesEs } from '../flows/EmployeeOnboarding/steps/Deductions.messages.es';
import { i9EmployerMessagesEs } from '../flows/EmployeeOnboarding/steps/I9EmployerSection.messages.es';
import { federalTaxesMessages } from '../flows/shared/employee/FederalTaxes.messages';
import { federalTaxesMessagesEs } from '../flows/shared/employee/FederalTaxes.messages.es';
import { paymentMethodMessages } from '../flows/shared/employee/PaymentMethod.messages';
import { paymentMethodMessagesEs } from '../flows/shared/employee/PaymentMethod.messages.es';
import { stateTaxesMessages } from '../flows/shared/employee/StateTaxes.messages';
import { stateTaxesMessagesEs } from '../flows/shared/employee/StateTaxes.messages.es';
import { payScheduleAssignmentsMessages } from '../flows/PaySchedules/assignments.messages';
import { payScheduleAssignmentsMessagesEs } from '../flows/PaySchedules/assignments.messages.es';
import { autoPayrollMessages } from '../flows/PaySchedules/autoPayroll.messages';
import { autoPayrollMessagesEs } from '../flows/PaySchedules/autoPayroll.messages.es';
import { paySchedulesMessages } from '../flows/PaySchedules/messages';
import { paySchedulesMessagesEs } from '../flows/PaySchedules/messages.es';
import { payPeriodsMessages } from '../flows/PaySchedules/payPeriods.messages';
import { payPeriodsMessagesEs } from '../flows/PaySchedules/payPeriods.messages.es';
import { payScheduleUpdateWarningMessages } from '../flows/PaySchedules/updateWarning.messages';
import { payScheduleUpdateWarningMessagesEs } from '../flows/PaySchedules/updateWarning.messages.es';
import { payrollRunMessages } from '../flows/PayrollRun/messages';
import { payrollRunMessagesEs } from '../flows/PayrollRun/messages.es';
import { payrollMoneyMessages } from '../flows/PayrollRun/moneyMessages';
import { payrollMoneyMessagesEs } from '../flows/PayrollRun/moneyMessages.es';
import { payrollGrossUpMessages } from '../flows/PayrollRun/grossUpMessages';
import { payrollGrossUpMessagesEs } from '../flows/PayrollRun/grossUpMessages.es';
import { timeOffMessages } from '../flows/TimeOff/messages';
import { timeOffMessagesEs } from '../flows/TimeOff/messages.es';
import { timeOffPoliciesMessages } from '../flows/TimeOff/policies/messages';
import { timeOffPoliciesMessagesEs } from '../flows/TimeOff/policies/messages.es';
import { es as uiMessagesEs } from '../ui/messages/es';
import { namespaced } from '../ui/messages/namespaced';
import type { MessageOverrides } from '../ui/messages/messages';

/**
 * US Spanish for all of payroll-kit: every string of the UI kit (keys as is, e.g.
 * `validation.required`) and of every flow (keys `namespace.key`, e.g. `onboarding.list.title`),
 * in the one flat shape of the provider's `messages` prop. It is its own entry point so only
 * partners who show Spanish download it; the locale prop still drives dates and money.
 *
 * @example
 * import { PayrollProvider, EmployeeOnboarding } from 'payroll-kit';
 * import { es } from 'payroll-kit/locales/es';
 *
 * <PayrollProvider baseUrl="/api/payroll" locale="es-US" messages={es}>
 *   <EmployeeOnboarding companyId={companyId} />
 * </PayrollProvider>
 *
 * // Spanish plus the partner's own wording for one key:
 * <PayrollProvider baseUrl="/api/payroll" locale="es-US" messages={{ ...es, 'onboarding.list.title': 'Personal' }}>
 *   …
 * </PayrollProvider>
 */
export const es: MessageOverrides = {
  ...uiMessagesEs,
  ...namespaced(onboardingMessages, onboardingMessagesEs),
  ...namespaced(employeeSelfOnboardingMessages, employeeSelfOnboardingMessagesEs),
  ...namespaced(documentsMessages, documentsMessagesEs),
  ...namespaced(deductionsMessages, deductionsMessagesEs),
  ...namespaced(i9EmployerMessages, i9EmployerMessagesEs),
  ...namespaced(federalTaxesMessages, federalTaxesMessagesEs),
  ...namespaced(paymentMethodMessages, paymentMethodMessagesEs),
  ...namespaced(stateTaxesMessages, stateTaxesMessagesEs),
  ...namespaced(locationsMessages, locationsMessagesEs),
  ...namespaced(companyOnboardingMessages, companyOnboardingMessagesEs),
  ...namespaced(previousPayrollMessages, previousPayrollMessagesEs),
  ...namespaced(timeOffMessages, timeOffMessagesEs),
  ...namespaced(timeOffPoliciesMessages, timeOffPoliciesMessagesEs),
  ...namespaced(paySchedulesMessages, paySchedulesMessagesEs),
  ...namespaced(payScheduleAssignmentsMessages, payScheduleAssignmentsMessagesEs),
  ...namespaced(payPeriodsMessages, payPeriodsMessagesEs),
  ...namespaced(autoPayrollMessages, autoPayrollMessagesEs),
  ...namespaced(payScheduleUpdateWarningMessages, payScheduleUpdateWarningMessagesEs),
  ...namespaced(payrollRunMessages, payrollRunMessagesEs),
  ...namespaced(payrollMoneyMessages, payrollMoneyMessagesEs),
  ...namespaced(payrollGrossUpMessages, payrollGrossUpMessagesEs),
  ...namespaced(employeeManagementMessages, employeeManagementMessagesEs),
  ...namespaced(contractorsMessages, contractorsMessagesEs),
  ...namespaced(earningTypesMessages, earningTypesMessagesEs),
  ...namespaced(reportsMessages, reportsMessagesEs),
  ...namespaced(reportsBuilderMessages, reportsBuilderMessagesEs),
  ...namespaced(employeeImportMessages, employeeImportMessagesEs),
  ...namespaced(timeSheetsMessages, timeSheetsMessagesEs),
  ...namespaced(employeePortalMessages, employeePortalMessagesEs),
  ...namespaced(employeePortalDetailsMessages, employeePortalDetailsMessagesEs),
  ...namespaced(partnerDashboardMessages, partnerDashboardMessagesEs),
  ...namespaced(informationRequestsMessages, informationRequestsMessagesEs),
  ...namespaced(notificationsMessages, notificationsMessagesEs),
  ...namespaced(companyBenefitsMessages, companyBenefitsMessagesEs),
  ...namespaced(bulkEnrolmentMessages, bulkEnrolmentMessagesEs),
  ...namespaced(employeeBenefitsMessages, employeeBenefitsMessagesEs),
  ...namespaced(employeeTimeOffMessages, employeeTimeOffMessagesEs),
  ...namespaced(paymentSettingsMessages, paymentSettingsMessagesEs),
  ...namespaced(departmentsMessages, departmentsMessagesEs),
  ...namespaced(companyAttachmentsMessages, companyAttachmentsMessagesEs),
};
