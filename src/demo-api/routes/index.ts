import type { Route } from '../service';
import { addressRoutes } from './addresses';
import { companiesRoutes } from './companies';
import { companyRoutes } from './company';
import { companyBankAccountRoutes } from './companyBankAccounts';
import { companyFederalTaxRoutes } from './companyFederalTax';
import { companyFormRoutes } from './companyForms';
import { companyIndustryRoutes } from './companyIndustry';
import { companyPaymentConfigRoutes } from './companyPaymentConfigs';
import { companyTaxRequirementRoutes } from './companyTaxRequirements';
import { contractorDocumentRoutes, contractorFormRoutes } from './contractorDocuments';
import { contractorPaymentGroupRoutes } from './contractorPaymentGroups';
import { contractorPaymentMethodRoutes } from './contractorPaymentMethod';
import { contractorPaymentRoutes } from './contractorPayments';
import { contractorRoutes } from './contractors';
import { employeeRoutes } from './employees';
import { eventRoutes } from './events';
import { garnishmentRoutes } from './garnishments';
import { jobRoutes } from './jobs';
import { onboardingRoutes } from './onboarding';
import { paymentMethodRoutes } from './paymentMethod';
import { payrollRoutes } from './payrolls';
import { payStubRoutes } from './payStubs';
import { payScheduleRoutes } from './paySchedules';
import { rehireRoutes } from './rehires';
import { signatoryRoutes } from './signatories';
import { taxRoutes } from './taxes';
import { terminationRoutes } from './terminations';
import { timeOffRoutes } from './timeOff';
import { webhookSubscriptionRoutes } from './webhookSubscriptions';

/** The whole routing table of the simulated API. @example new Router(allRoutes); */
export const allRoutes: Route[] = [
  ...companyRoutes,
  ...employeeRoutes,
  ...addressRoutes,
  ...jobRoutes,
  ...taxRoutes,
  ...paymentMethodRoutes,
  ...onboardingRoutes,
  ...eventRoutes,
  ...webhookSubscriptionRoutes,
  ...payScheduleRoutes,
  ...payrollRoutes,
  ...timeOffRoutes,
  // Company onboarding (UPSTREAM-2 H).
  ...companiesRoutes,
  ...companyFederalTaxRoutes,
  ...companyIndustryRoutes,
  ...companyBankAccountRoutes,
  ...signatoryRoutes,
  ...companyFormRoutes,
  ...companyTaxRequirementRoutes,
  ...companyPaymentConfigRoutes,
  // Contractors (UPSTREAM-2 I).
  ...contractorRoutes,
  ...contractorPaymentMethodRoutes,
  ...contractorDocumentRoutes,
  ...contractorFormRoutes,
  ...contractorPaymentRoutes,
  ...contractorPaymentGroupRoutes,
  // Employee management (UPSTREAM-2 J, UPSTREAM A.11).
  ...terminationRoutes,
  ...rehireRoutes,
  ...garnishmentRoutes,
  ...payStubRoutes,
];
