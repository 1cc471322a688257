import type { Route } from '../service';
import { rehireRoutes } from './rehireRoutes';
import { terminationRoutes } from './terminationRoutes';

/** Terminations, rehires and employment history (UPSTREAM-2 J.1–J.3). @example new Router(employmentRoutes); */
export const employmentRoutes: Route[] = [...terminationRoutes, ...rehireRoutes];
