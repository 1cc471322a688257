export {
  EmployeePortal,
  type EmployeePortalProps,
  type EmployeePortalSection,
  employeePortalSections,
} from './EmployeePortal';
export { employeePortalMessages, type EmployeePortalMessageKey } from './messages';
export {
  employeePortalEventTypes,
  type EmployeePortalEventHandler,
  type EmployeePortalEventMap,
} from './events';
