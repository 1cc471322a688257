import { defineMessages } from '../../../ui';

/**
 * Every string of the departments section of `<EmployeeManagement/>` in English. The Spanish is in
 * `messages.es.ts` and reaches partners only through `payroll-kit/locales/es`. Partners override a
 * key as `departments.<key>` in the provider's `messages`.
 *
 * @example
 * const { t } = useFormMessages(departmentsMessages);
 * t('title'); // 'Departments'
 */
export const departmentsMessages = defineMessages('departments', {
  title: 'Departments',
  description:
    'Group people by department for reports and the general ledger. A person is in one department at most; adding them to another moves them.',
  loading: 'Loading the departments…',
  error: 'The departments could not be loaded. Check the connection and reload the page.',
  empty: 'No departments yet. Add the first one below.',
  'add.title': 'Add a department',
  'add.save': 'Add department',
  'add.done': 'Added the department {title}.',
  'field.title': 'Department name',
  'people.none': 'No one in this department yet.',
  'people.label': 'People in {title}',
  'people.choose': 'Employee to add to {title}',
  'people.choosePlaceholder': 'Choose an employee',
  'people.add': 'Add to {title}',
  'people.remove': 'Remove',
  'people.removeFor': 'Remove {name} from {title}',
  'people.added': 'Added {name} to {title}.',
  'people.removed': 'Removed {name} from {title}.',
  'people.conflict': '{title} changed meanwhile. It has been read again: try once more.',
  'people.error': 'The change to {title} could not be saved. Check the connection and try again.',
  'people.contractor': 'A contractor',
  delete: 'Delete',
  deleteFor: 'Delete the department {title}',
  deleted: 'Deleted the department {title}.',
  'delete.error': '{title} could not be deleted. Remove its people first, then try again.',
});

/**
 * A key of {@link departmentsMessages}.
 *
 * @example
 * const key: DepartmentsMessageKey = 'title';
 */
export type DepartmentsMessageKey = keyof typeof departmentsMessages.en;
