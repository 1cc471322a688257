import type { Route } from '../service';
import { contractorPaymentGroupRoutes } from './groupRoutes';
import { contractorPaymentRoutes } from './paymentRoutes';

/** Contractor payments, alone and in groups (UPSTREAM-2 I.4, DECISIONS 56). @example new Router(contractorPaymentsRoutes); */
export const contractorPaymentsRoutes: Route[] = [
  ...contractorPaymentRoutes,
  ...contractorPaymentGroupRoutes,
];
