import type { Route } from '../service';
import { holidayPayRoutes } from './holidayPayRoutes';
import { policyRoutes } from './policyRoutes';
import { timeOffRequestRoutes } from './requestRoutes';

/** Time-off policies, requests and holiday pay (UPSTREAM D; DECISIONS 15, 43, 47c). @example new Router(timeOffRoutes); */
export const timeOffRoutes: Route[] = [...policyRoutes, ...timeOffRequestRoutes, ...holidayPayRoutes];
