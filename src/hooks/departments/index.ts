export {
  useCreateDepartment,
  useDeleteDepartment,
  useDepartmentPeople,
  useUpdateDepartment,
  type DepartmentPeopleChange,
} from './mutations';
export { useDepartments } from './queries';
export {
  DEPARTMENT_TITLE_MAX,
  type DepartmentForm,
  type DepartmentFormOptions,
  type DepartmentValues,
  useDepartmentForm,
} from './useDepartmentForm';
export * as departmentQueries from './queryOptions';
