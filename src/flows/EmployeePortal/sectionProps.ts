import type { Ref } from 'react';
import type { EmployeePortalEventHandler } from './events';

/**
 * What the portal's shell gives each section.
 *
 * @example
 * const props: PortalSectionProps = { companyId, employeeId };
 */
export interface PortalSectionProps {
  companyId: string;
  employeeId: string;
  headingRef?: Ref<HTMLHeadingElement>;
  onEvent?: EmployeePortalEventHandler;
}
