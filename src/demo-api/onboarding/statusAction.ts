import type { ActionDeclaration } from '../resource';
import type { DemoService } from '../service';

/**
 * The `GET …/onboarding_status` action of a record that onboards through its own status (a
 * company, a contractor): its status view, on the resource's read scope unless `access` names a
 * scope of its own.
 *
 * @example
 * actions: [onboardingStatusAction(contractorOnboardingView)],
 */
export function onboardingStatusAction<R>(
  view: (service: DemoService, record: R) => Record<string, unknown>,
  access: Pick<ActionDeclaration<R>, 'access' | 'scope'> = { access: 'read' },
): ActionDeclaration<R> {
  return {
    method: 'GET',
    suffix: '/onboarding_status',
    ...access,
    run: (record, _request, service) => view(service, record),
  };
}
