import type { ActionDeclaration } from '../resource';
import type { DemoService, RouteRequest } from '../service';

/**
 * The `GET …/onboarding_status` action of a record that onboards through its own status (a
 * company, a contractor): its status view, on the resource's read scope unless `access` names a
 * scope of its own. The view may read the request (a company's `additional_steps`).
 *
 * @example
 * actions: [onboardingStatusAction(contractorOnboardingView)],
 */
export function onboardingStatusAction<R>(
  view: (service: DemoService, record: R, request?: RouteRequest) => Record<string, unknown>,
  access: Pick<ActionDeclaration<R>, 'access' | 'scope'> = { access: 'read' },
): ActionDeclaration<R> {
  return {
    method: 'GET',
    suffix: '/onboarding_status',
    ...access,
    run: (record, request, service) => view(service, record, request),
  };
}
