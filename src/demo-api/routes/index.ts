import { addressRoutes } from '../addresses/routes';
import { companyRoutes } from '../company/routes';
import { contractorDocumentsRoutes } from '../contractorDocuments/routes';
import { contractorPaymentMethodRoutes } from '../contractorPaymentMethod/routes';
import { contractorPaymentsRoutes } from '../contractorPayments/routes';
import { contractorRoutes } from '../contractors/routes';
import { employeeRoutes } from '../employees/routes';
import { earningTypeRoutes } from '../earningTypes/routes';
import { recurringReimbursementRoutes } from '../reimbursements/routes';
import { companyBenefitRoutes, supportedBenefitRoutes } from '../benefits/routes';
import { companyBenefitEnrolmentRoutes, employeeBenefitRoutes } from '../employeeBenefits/routes';
import { wireInRequestRoutes } from '../wireIn/routes';
import { recoveryCaseRoutes } from '../recoveryCases/routes';
import { informationRequestRoutes } from '../informationRequests/routes';
import { notificationRoutes } from '../notifications/routes';
import { achTransactionRoutes } from '../achTransactions/routes';
import { printableCheckRoutes } from '../checks/routes';
import { payrollDigestRoutes } from '../payrollDigests/routes';
import { payrollBatchRoutes } from '../payrollBatches/routes';
import { invoiceRoutes } from '../invoices/routes';
import { reportRoutes } from '../reports/routes';
import { externalPayrollRoutes } from '../externalPayrolls/routes';
import { departmentRoutes } from '../departments/routes';
import { timeSheetRoutes } from '../timeSheets/routes';
import { peopleBatchRoutes } from '../peopleBatches/routes';
import { companyAttachmentRoutes } from '../companyAttachments/routes';
import { flowRoutes } from '../flowLinks/routes';
import { salaryEstimateRoutes } from '../salaryEstimates/routes';
import { employmentRoutes } from '../employment/routes';
import { garnishmentRoutes } from '../garnishments/routes';
import { i9VerificationRoutes } from '../i9Verification/routes';
import { jobRoutes } from '../jobs/routes';
import { locationRoutes } from '../locations/routes';
import { onboardingRoutes } from '../onboarding/routes';
import { paymentMethodRoutes } from '../paymentMethod/routes';
import { payrollRoutes } from '../payroll/routes';
import { payScheduleRoutes } from '../paySchedules/routes';
import { payStubRoutes } from '../payStubs/routes';
import { portalInvitationRoutes } from '../portalInvitations/routes';
import { withSelfOnboardingMoves } from '../selfOnboarding/employeeStepWrites';
import type { Route } from '../service';
import { taxRoutes } from '../taxes/routes';
import { timeOffRoutes } from '../timeOff/routes';
import { webhookRoutes } from '../webhooks/routes';

/**
 * The whole routing table of the simulated API: one line per area, each area's routes declared
 * in its own folder (see the README's "How to add an area"), and the self path's moves after the
 * writes it follows (`selfOnboarding/employeeStepWrites.ts`).
 *
 * @example
 * new Router(allRoutes);
 */
export const allRoutes: Route[] = withSelfOnboardingMoves([
  ...companyRoutes,
  ...locationRoutes,
  ...employeeRoutes,
  ...addressRoutes,
  ...jobRoutes,
  ...taxRoutes,
  ...paymentMethodRoutes,
  ...onboardingRoutes,
  ...webhookRoutes,
  ...payScheduleRoutes,
  ...payrollRoutes,
  ...timeOffRoutes,
  ...contractorRoutes,
  ...contractorPaymentMethodRoutes,
  ...contractorDocumentsRoutes,
  ...contractorPaymentsRoutes,
  ...employmentRoutes,
  ...garnishmentRoutes,
  ...payStubRoutes,
  ...earningTypeRoutes,
  ...recurringReimbursementRoutes,
  ...supportedBenefitRoutes,
  ...companyBenefitRoutes,
  ...employeeBenefitRoutes,
  ...companyBenefitEnrolmentRoutes,
  ...wireInRequestRoutes,
  ...recoveryCaseRoutes,
  ...achTransactionRoutes,
  ...printableCheckRoutes,
  ...portalInvitationRoutes,
  ...i9VerificationRoutes,
  ...payrollDigestRoutes,
  ...payrollBatchRoutes,
  ...invoiceRoutes,
  ...informationRequestRoutes,
  ...notificationRoutes,
  ...reportRoutes,
  ...externalPayrollRoutes,
  ...departmentRoutes,
  ...timeSheetRoutes,
  ...peopleBatchRoutes,
  ...companyAttachmentRoutes,
  ...flowRoutes,
  ...salaryEstimateRoutes,
]);
