import type { EarningTypesMessageKey } from './messages';

/**
 * US Spanish copy of the earning types settings screen, key for key with the English in
 * `messages.ts` (typed: a missing or unknown key fails the build). Not part of the main bundle:
 * partners get it through `payroll-kit/locales/es`, where its keys are prefixed `earningTypes.`.
 *
 * @example
 * earningTypesMessagesEs['list.title']; // 'Ingresos personalizados'
 */
export const earningTypesMessagesEs = {
  'list.title': 'Ingresos personalizados',
  'list.caption': 'Tipos de ingreso que agregó la empresa',
  'list.add': 'Agregar tipo de ingreso',
  'list.name': 'Nombre',
  'list.status': 'Estado',
  'list.actions': 'Acciones',
  'list.active': 'Activo',
  'list.inactive': 'Inactivo',
  'list.rename': 'Cambiar nombre',
  'list.renameFor': 'Cambiar nombre de {name}',
  'list.deactivate': 'Desactivar',
  'list.deactivateFor': 'Desactivar {name}',
  'list.reactivate': 'Reactivar',
  'list.reactivateFor': 'Reactivar {name}',
  'list.inactive.hint':
    'Las nóminas no ofrecen los tipos de ingreso inactivos. Reactive uno, o agregue su nombre otra vez, para ofrecerlo de nuevo.',
  'list.empty.title': 'Aún no hay tipos de ingreso personalizados',
  'list.empty.description':
    'Agregue los tipos de pago adicional que da su empresa además de los predeterminados, como un estipendio o un pago por riesgo.',
  'list.error': 'No se pudieron cargar los tipos de ingreso.',
  'list.created': 'Se agregó el tipo de ingreso {name}: las nóminas ya lo ofrecen.',
  'list.updated': 'Se cambió el nombre del tipo de ingreso a {name}.',
  'list.deactivated': 'Se desactivó {name}: las nóminas ya no lo ofrecen.',
  'list.reactivated': 'Se reactivó {name}: las nóminas lo ofrecen de nuevo.',
  'list.actionError': 'No se pudo cambiar {name}. Revise la conexión e inténtelo de nuevo.',
  'defaults.title': 'Tipos de ingreso predeterminados',
  'defaults.description': 'Todas las empresas los tienen. No se les puede cambiar el nombre ni desactivar.',
  'form.addTitle': 'Agregar un tipo de ingreso',
  'form.editTitle': 'Cambiar el nombre del tipo de ingreso',
  'form.description':
    'Un tipo de pago adicional que las nóminas de la empresa pueden ofrecer. Se grava como salario suplementario.',
  'form.loading': 'Cargando el tipo de ingreso…',
  'form.loadError': 'No se pudo cargar este tipo de ingreso. Revise la conexión y vuelva a cargar la página.',
  'form.notFound': 'Este tipo de ingreso ya no existe, o es uno predeterminado que no se puede cambiar.',
  'form.save': 'Guardar tipo de ingreso',
  'form.leave.description': 'Tiene cambios en este tipo de ingreso que no se guardaron. Si sale, se pierden.',
  'field.name': 'Nombre',
  'field.name.hint': 'Si agrega el nombre de un tipo de ingreso inactivo, se reactiva.',
} satisfies Record<EarningTypesMessageKey, string>;
