import type { Route } from '../service';
import { bankAccountRoutes } from './bankAccountRoutes';
import { companiesRoutes } from './companyRoutes';
import { federalTaxRoutes } from './federalTaxRoutes';
import { formRoutes } from './formRoutes';
import { industryRoutes } from './industryRoutes';
import { paymentConfigRoutes } from './paymentConfigRoutes';
import { signatoryRoutes } from './signatoryRoutes';
import { taxRequirementRoutes } from './taxRequirementRoutes';
import { tokenInfoRoutes } from './tokenInfoRoutes';

/**
 * The company area: token introspection, partner-managed companies and company onboarding
 * (UPSTREAM-2 H): federal tax details, industry, bank account, signatory, forms, state tax
 * requirements and payment configs.
 *
 * @example
 * new Router(companyRoutes);
 */
export const companyRoutes: Route[] = [
  ...tokenInfoRoutes,
  ...companiesRoutes,
  ...federalTaxRoutes,
  ...industryRoutes,
  ...bankAccountRoutes,
  ...signatoryRoutes,
  ...formRoutes,
  ...taxRequirementRoutes,
  ...paymentConfigRoutes,
];
