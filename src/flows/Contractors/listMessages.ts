import { defineMessages } from '../../ui';

/**
 * The words of the flow's first load (the section buttons, the contractor list, a contractor's
 * type, pay and standing), apart from the rest of {@link contractorsMessages}: every screen past
 * the list is a lazy chunk, so the list carries only its own strings. Same namespace:
 * `contractors.list.title` overrides.
 *
 * @example
 * const { t } = useScreenMessages(contractorListMessages);
 * t('list.openFor', { name: 'Katherine Johnson' }); // 'Open Katherine Johnson'
 */
export const contractorListMessages = defineMessages('contractors', {
  'nav.label': 'Contractors',
  'nav.list': 'Contractors',
  'nav.pay': 'Pay contractors',
  'nav.payments': 'Payment history',
  'list.title': 'Contractors',
  'list.caption': 'Contractors of the company',
  'list.add': 'Add a contractor',
  'list.error': 'The contractors could not be loaded.',
  'list.empty.title': 'No contractors yet',
  'list.empty.description': 'Add a contractor to onboard and pay them, or invite them to onboard themselves.',
  'list.noMatch': 'No contractor matches.',
  'list.search': 'Search by name or email',
  'list.status': 'Status',
  'list.status.all': 'All',
  'list.status.onboarding': 'Onboarding',
  'list.status.active': 'Active',
  'list.status.dismissed': 'Dismissed',
  'list.name': 'Name',
  'list.type': 'Type',
  'list.pay': 'Pay',
  'list.actions': 'Actions',
  'list.open': 'Open',
  'list.openFor': 'Open {name}',
  'type.Individual': 'Individual',
  'type.Business': 'Business',
  'wage.Fixed': 'Fixed',
  'wage.Hourly': 'Hourly',
  'wage.hourlyAt': 'Hourly, {rate}/hr',
  'status.onboarding': 'Onboarding',
  'status.notInvited': 'To invite',
  'status.invited': 'Invited',
  'status.started': 'Self-onboarding started',
  'status.review': 'Ready to review',
  'status.active': 'Active',
  'status.dismissed': 'Dismissed',
});
