import { defineMessages } from '../../ui';

/**
 * Every string of the earning types settings screen in English. The Spanish is in
 * `messages.es.ts` and reaches partners only through `payroll-kit/locales/es`. Partners override a
 * key as `earningTypes.<key>` in the provider's `messages`.
 *
 * @example
 * const { t } = useScreenMessages(earningTypesMessages);
 * t('list.title'); // 'Custom earnings'
 */
export const earningTypesMessages = defineMessages('earningTypes', {
  'list.title': 'Custom earnings',
  'list.caption': 'Earning types the company added',
  'list.add': 'Add earning type',
  'list.name': 'Name',
  'list.status': 'Status',
  'list.actions': 'Actions',
  'list.active': 'Active',
  'list.inactive': 'Inactive',
  'list.rename': 'Rename',
  'list.renameFor': 'Rename {name}',
  'list.deactivate': 'Deactivate',
  'list.deactivateFor': 'Deactivate {name}',
  'list.reactivate': 'Reactivate',
  'list.reactivateFor': 'Reactivate {name}',
  'list.inactive.hint':
    'Payrolls do not offer inactive earning types. Reactivate one, or add its name again, to offer it again.',
  'list.empty.title': 'No custom earning types yet',
  'list.empty.description':
    'Add the kinds of extra pay your company gives beyond the defaults, such as a stipend or a hazard allowance.',
  'list.error': 'The earning types could not be loaded.',
  'list.created': 'Added the earning type {name}: payrolls now offer it.',
  'list.updated': 'Renamed the earning type to {name}.',
  'list.deactivated': 'Deactivated {name}: payrolls no longer offer it.',
  'list.reactivated': 'Reactivated {name}: payrolls offer it again.',
  'list.actionError': '{name} could not be changed. Check the connection and try again.',
  'defaults.title': 'Default earning types',
  'defaults.description': 'Every company has these. They cannot be renamed or deactivated.',
  'form.addTitle': 'Add an earning type',
  'form.editTitle': 'Rename earning type',
  'form.description':
    'A kind of extra pay the company’s payrolls can offer. It is taxed as supplemental wages.',
  'form.loading': 'Loading the earning type…',
  'form.loadError': 'This earning type could not be loaded. Check the connection and reload the page.',
  'form.notFound': 'This earning type no longer exists, or is a default one that cannot change.',
  'form.save': 'Save earning type',
  'form.leave.description':
    'You have changes to this earning type that are not saved. If you leave, they are lost.',
  'field.name': 'Name',
  'field.name.hint': 'Adding the name of an inactive earning type reactivates it.',
});

/**
 * A key of {@link earningTypesMessages}.
 *
 * @example
 * const key: EarningTypesMessageKey = 'list.title';
 */
export type EarningTypesMessageKey = keyof typeof earningTypesMessages.en;
