import type { LocationsMessageKey } from './messages';

/**
 * US Spanish copy of the company locations flow, key for key with the English in `messages.ts`
 * (typed: a missing or unknown key fails the build). Not part of the main bundle: partners get it
 * through `payroll-kit/locales/es`, where its keys are prefixed `locations.`.
 *
 * @example
 * locationsMessagesEs['list.title']; // 'Ubicaciones de la empresa'
 */
export const locationsMessagesEs = {
  'list.title': 'Ubicaciones de la empresa',
  'list.caption': 'Ubicaciones de la empresa',
  'list.add': 'Agregar ubicación',
  'list.address': 'Dirección',
  'list.phone': 'Teléfono',
  'list.designations': 'Designaciones',
  'list.actions': 'Acciones',
  'list.edit': 'Editar',
  'list.editFor': 'Editar {address}',
  'list.mailing': 'Correspondencia',
  'list.filing': 'Declaraciones',
  'list.inactive': 'Inactiva',
  'list.view': 'Ver',
  'list.viewFor': 'Ver {address} (inactiva)',
  'list.inactive.hint':
    'Las ubicaciones inactivas están cerradas: se conservan como registro y no se pueden cambiar ni elegir como dirección de trabajo.',
  'details.title': 'Ubicación inactiva',
  'details.description':
    'Esta ubicación está cerrada. Se conserva como registro: no se puede cambiar ni elegir como dirección de trabajo.',
  'details.back': 'Volver a las ubicaciones',
  'list.empty.title': 'Aún no hay ubicaciones',
  'list.empty.description':
    'Agregue la primera ubicación de la empresa: su dirección pasa a ser la de correspondencia y la de declaraciones.',
  'list.error': 'No se pudieron cargar las ubicaciones.',
  'list.created': 'Se agregó la ubicación {address}.',
  'list.updated': 'Se guardó la ubicación {address}.',
  'form.addTitle': 'Agregar una ubicación',
  'form.editTitle': 'Editar ubicación',
  'form.description': 'Un lugar donde trabaja la empresa, con su número de teléfono.',
  'form.loading': 'Cargando la ubicación…',
  'form.loadError': 'No se pudo cargar esta ubicación. Revise la conexión y vuelva a cargar la página.',
  'form.notFound': 'Esta ubicación ya no existe.',
  'form.save': 'Guardar ubicación',
  'form.leave.description': 'Tiene cambios sin guardar en esta ubicación. Si sale, se pierden.',
  'field.phone_number': 'Número de teléfono',
  'field.street_1': 'Dirección',
  'field.street_2': 'Oficina, piso, unidad (opcional)',
  'field.city': 'Ciudad',
  'field.state': 'Estado',
  'field.state.placeholder': 'Elija un estado',
  'field.zip': 'Código postal',
  'field.designations': 'Direcciones de la empresa',
  'field.mailing_address': 'Dirección de correspondencia',
  'field.filing_address': 'Dirección para declaraciones',
  'field.designations.hint':
    'La empresa tiene una sola dirección de correspondencia y una de declaraciones: elegir esta ubicación la traslada aquí.',
  'wages.title': 'Salarios mínimos en esta ubicación',
  'wages.loading': 'Cargando los salarios mínimos…',
  'wages.error': 'No se pudieron cargar los salarios mínimos.',
  'wages.none': 'No hay salario mínimo registrado para esta ubicación.',
  'wages.caption': 'Salarios mínimos que rigen en esta ubicación',
  'wages.authority': 'Autoridad',
  'wages.wage': 'Salario por hora',
  'wages.type': 'Tipo',
  'wages.effective': 'Vigente desde',
  'wages.notes': 'Se aplica a',
  'conflict.title': 'Otra persona cambió esta ubicación',
} satisfies Record<LocationsMessageKey, string>;
