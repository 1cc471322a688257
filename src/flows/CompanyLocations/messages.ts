import { defineMessages } from '../../ui';

/**
 * Every string of the company locations flow in English. The Spanish is in `messages.es.ts` and
 * reaches partners only through `payroll-kit/locales/es`. Partners override a key as
 * `locations.<key>` in the provider's `messages`.
 *
 * @example
 * const { t } = useScreenMessages(locationsMessages);
 * t('list.title'); // 'Company locations'
 */
export const locationsMessages = defineMessages('locations', {
  'list.title': 'Company locations',
  'list.caption': 'Locations of the company',
  'list.add': 'Add location',
  'list.address': 'Address',
  'list.phone': 'Phone',
  'list.designations': 'Designations',
  'list.actions': 'Actions',
  'list.edit': 'Edit',
  'list.editFor': 'Edit {address}',
  'list.mailing': 'Mailing',
  'list.filing': 'Filing',
  'list.inactive': 'Inactive',
  'list.view': 'View',
  'list.viewFor': 'View {address} (inactive)',
  'list.inactive.hint':
    'Inactive locations are closed: kept for the record, they cannot be changed or chosen as a work address.',
  'details.title': 'Inactive location',
  'details.description':
    'This location is closed. It is kept for the record: it cannot be changed or chosen as a work address.',
  'details.back': 'Back to locations',
  'list.empty.title': 'No locations yet',
  'list.empty.description':
    'Add the company’s first location: its address becomes the mailing and filing address.',
  'list.error': 'The locations could not be loaded.',
  'list.created': 'Added the location {address}.',
  'list.updated': 'Saved the location {address}.',
  'form.addTitle': 'Add a location',
  'form.editTitle': 'Edit location',
  'form.description': 'A place the company works from, with a phone number for it.',
  'form.loading': 'Loading the location…',
  'form.loadError': 'This location could not be loaded. Check the connection and reload the page.',
  'form.notFound': 'This location no longer exists.',
  'form.save': 'Save location',
  'form.leave.description':
    'You have changes to this location that are not saved. If you leave, they are lost.',
  'field.phone_number': 'Phone number',
  'field.street_1': 'Street address',
  'field.street_2': 'Suite, floor, unit (optional)',
  'field.city': 'City',
  'field.state': 'State',
  'field.state.placeholder': 'Choose a state',
  'field.zip': 'ZIP code',
  'field.designations': 'Company addresses',
  'field.mailing_address': 'Mailing address',
  'field.filing_address': 'Filing address',
  'field.designations.hint':
    'The company has one mailing and one filing address: choosing this location moves it here.',
  'wages.title': 'Minimum wages at this location',
  'wages.loading': 'Loading the minimum wages…',
  'wages.error': 'The minimum wages could not be loaded.',
  'wages.none': 'No minimum wage is on record for this location.',
  'wages.caption': 'Minimum wages that apply at this location',
  'wages.authority': 'Authority',
  'wages.wage': 'Hourly wage',
  'wages.type': 'Kind',
  'wages.effective': 'Effective from',
  'wages.notes': 'Applies to',
  'conflict.title': 'Someone else changed this location',
});

/**
 * A key of {@link locationsMessages}.
 *
 * @example
 * const key: LocationsMessageKey = 'list.title';
 */
export type LocationsMessageKey = keyof typeof locationsMessages.en;
