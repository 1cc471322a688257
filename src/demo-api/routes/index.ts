import type { Route } from '../service';
import { addressRoutes } from './addresses';
import { companyRoutes } from './company';
import { employeeRoutes } from './employees';
import { eventRoutes } from './events';
import { jobRoutes } from './jobs';
import { onboardingRoutes } from './onboarding';
import { paymentMethodRoutes } from './paymentMethod';
import { payrollRoutes } from './payrolls';
import { payScheduleRoutes } from './paySchedules';
import { taxRoutes } from './taxes';
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
];
