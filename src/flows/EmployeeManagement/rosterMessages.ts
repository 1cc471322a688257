import { defineMessages } from '../../ui';

/**
 * The words of the employee list, apart from the page's: the list is the flow's first load and
 * the employee's page (with the rest of {@link employeeManagementMessages}) a lazy chunk, so the
 * list carries only its own strings. Same namespace: `employeeManagement.list.title` overrides.
 *
 * @example
 * const { t } = useScreenMessages(rosterMessages);
 * t('list.manageFor', { name: 'Grace Lovelace' }); // 'Manage Grace Lovelace'
 */
export const rosterMessages = defineMessages('employeeManagement', {
  'list.title': 'Team',
  'list.caption': 'The company’s employees',
  'list.error': 'The employees could not be loaded.',
  'list.empty.title': 'No employees yet',
  'list.empty.description': 'Employees appear here once they are added and onboarded.',
  'list.add': 'Add employee',
  'list.name': 'Name',
  'list.status': 'Status',
  'list.actions': 'Actions',
  'list.manage': 'Manage',
  'list.manageFor': 'Manage {name}',
  'status.active': 'Active',
  'status.terminated': 'Terminated',
  'status.terminatedLastDay': 'Terminated, last day {date}',
  'status.onboarding': 'Onboarding',
});
