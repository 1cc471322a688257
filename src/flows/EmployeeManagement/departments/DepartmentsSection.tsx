import { lazyScreen } from '../../shared/lazyScreen';

/**
 * The departments section, loaded when the employee list shows, in the employee page's chunk
 * (`employeeScreens.ts`): its forms and hooks leave `<EmployeeManagement/>`'s first load.
 *
 * @example
 * <DepartmentsSection companyId={companyId} />
 */
export const DepartmentsSection = lazyScreen(() =>
  import('./employeeScreens').then((module) => module.Departments),
);
