import type { CompanyBenefitsMessageKey } from './messages';

/**
 * US Spanish copy of the company benefits screen, key for key with the English in `messages.ts`
 * (typed: a missing or unknown key fails the build). Not part of the main bundle: partners get it
 * through `payroll-kit/locales/es`, where its keys are prefixed `companyBenefits.`.
 *
 * @example
 * companyBenefitsMessagesEs['list.title']; // 'Beneficios'
 */
export const companyBenefitsMessagesEs = {
  'list.title': 'Beneficios',
  'list.caption': 'Beneficios que ofrece la empresa',
  'list.add': 'Agregar beneficio',
  'list.description': 'Descripción',
  'list.type': 'Tipo',
  'list.treatment': 'Tratamiento fiscal',
  'list.enrolled': 'Inscritos',
  'list.status': 'Estado',
  'list.actions': 'Acciones',
  'list.active': 'Activo',
  'list.inactive': 'Inactivo',
  'list.edit': 'Editar',
  'list.editFor': 'Editar {name}',
  'list.enrolments': 'Inscripciones',
  'list.enrolmentsFor': 'Inscripciones en {name}',
  'list.deactivate': 'Desactivar',
  'list.deactivateFor': 'Desactivar {name}',
  'list.reactivate': 'Reactivar',
  'list.reactivateFor': 'Reactivar {name}',
  'list.delete': 'Eliminar',
  'list.deleteFor': 'Eliminar {name}',
  'list.empty.title': 'Aún no hay beneficios',
  'list.empty.description':
    'Agregue los beneficios que ofrece su empresa, como un 401(k) o un plan médico, y luego inscriba a los empleados.',
  'list.error': 'No se pudieron cargar los beneficios.',
  'list.created': 'Se agregó el beneficio {name}. Inscriba a los empleados desde aquí o desde su página.',
  'list.updated': 'Se guardó el beneficio {name}.',
  'list.deactivated': 'Se desactivó {name}: ya no se ofrece.',
  'list.reactivated': 'Se reactivó {name}.',
  'list.deleted': 'Se eliminó {name}.',
  'list.refused': 'No se pudo cambiar {name}: {reason}',
  'enrolments.title': 'Quién está inscrito en {name}',
  'enrolments.caption': 'Empleados inscritos en {name}',
  'enrolments.employee': 'Empleado',
  'enrolments.editFor': 'Editar la inscripción de {name}',
  'enrolments.back': 'Volver a los beneficios',
  'enrolments.add': 'Inscribir a un empleado',
  'enrolments.pick': 'Empleado a inscribir',
  'enrolments.pick.placeholder': 'Elija un empleado',
  'enrolments.continue': 'Continuar',
  'enrolments.empty.title': 'Aún no hay nadie inscrito',
  'enrolments.empty.description': 'Inscriba a los empleados aquí o desde la página de cada uno.',
  'delete.title': '¿Eliminar {name}?',
  'delete.description':
    'El beneficio se elimina para siempre. Un beneficio en el que alguien estuvo inscrito, o que una nómina descontó, no se puede eliminar: desactívelo.',
  'delete.confirm': 'Eliminar beneficio',
  'delete.keep': 'Conservarlo',
  'treatment.deferral': 'Antes del impuesto sobre la renta (el Seguro Social y Medicare se aplican)',
  'treatment.section125': 'Antes de impuestos (sobre la renta, Seguro Social y Medicare)',
  'treatment.posttax': 'Después de impuestos (solo reduce el pago neto)',
  'form.addTitle': 'Agregar un beneficio',
  'form.editTitle': 'Editar beneficio',
  'form.description':
    'Un beneficio que la empresa ofrece a sus empleados, con el tipo que decide sus impuestos.',
  'form.loading': 'Cargando el beneficio…',
  'form.loadError': 'No se pudo cargar este beneficio. Revise la conexión y vuelva a cargar la página.',
  'form.notFound': 'Este beneficio ya no existe.',
  'form.save': 'Guardar beneficio',
  'form.leave.description': 'Tiene cambios en este beneficio que no se guardaron. Si sale, se pierden.',
  'field.benefit_type': 'Tipo',
  'field.benefit_type.placeholder': 'Elija un tipo',
  'field.benefit_type.fixed': 'El tipo de un beneficio no puede cambiar una vez agregado.',
  'field.description': 'Descripción',
  'field.description.hint': 'El nombre del plan como lo conocen los empleados, por ejemplo “Acme 401(k)”.',
  'conflict.title': 'Otra persona cambió este beneficio',
} satisfies Record<CompanyBenefitsMessageKey, string>;
