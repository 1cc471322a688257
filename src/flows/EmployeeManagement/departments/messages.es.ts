import type { DepartmentsMessageKey } from './messages';

/**
 * US Spanish copy of the departments section, key for key with the English in `messages.ts`
 * (typed: a missing or unknown key fails the build). Partners get it through
 * `payroll-kit/locales/es`, where its keys are prefixed `departments.`.
 *
 * @example
 * departmentsMessagesEs.title; // 'Departamentos'
 */
export const departmentsMessagesEs = {
  title: 'Departamentos',
  description:
    'Agrupe a las personas por departamento para los informes y el libro mayor. Una persona está como máximo en un departamento; si la agrega a otro, se traslada.',
  loading: 'Cargando los departamentos…',
  error: 'No se pudieron cargar los departamentos. Revise la conexión y vuelva a cargar la página.',
  empty: 'Aún no hay departamentos. Agregue el primero abajo.',
  'add.title': 'Agregar un departamento',
  'add.save': 'Agregar departamento',
  'add.done': 'Se agregó el departamento {title}.',
  'field.title': 'Nombre del departamento',
  'people.none': 'Aún no hay nadie en este departamento.',
  'people.label': 'Personas en {title}',
  'people.choose': 'Empleado que agregar a {title}',
  'people.choosePlaceholder': 'Elija un empleado',
  'people.add': 'Agregar a {title}',
  'people.remove': 'Quitar',
  'people.removeFor': 'Quitar a {name} de {title}',
  'people.added': 'Se agregó a {name} a {title}.',
  'people.removed': 'Se quitó a {name} de {title}.',
  'people.conflict': '{title} cambió mientras tanto. Se volvió a leer: inténtelo otra vez.',
  'people.error': 'No se pudo guardar el cambio en {title}. Revise la conexión e inténtelo de nuevo.',
  'people.contractor': 'Un contratista',
  delete: 'Eliminar',
  deleteFor: 'Eliminar el departamento {title}',
  deleted: 'Se eliminó el departamento {title}.',
  'delete.error': 'No se pudo eliminar {title}. Quite primero a sus personas e inténtelo de nuevo.',
} satisfies Record<DepartmentsMessageKey, string>;
