import type { EmployeeBenefitsMessageKey } from './messages';

/**
 * US Spanish copy of an employee's benefit enrolments, key for key with the English in
 * `messages.ts` (typed: a missing or unknown key fails the build). Partners get it through
 * `payroll-kit/locales/es`, where its keys are prefixed `employeeBenefits.`.
 *
 * @example
 * employeeBenefitsMessagesEs['list.title']; // 'Beneficios'
 */
export const employeeBenefitsMessagesEs = {
  'list.title': 'Beneficios',
  'list.caption': 'Los beneficios en los que está inscrito el empleado',
  'list.add': 'Inscribir en un beneficio',
  'list.benefit': 'Beneficio',
  'list.deduction': 'Deducción del empleado',
  'list.contribution': 'Aporte de la empresa',
  'list.dates': 'Fechas',
  'list.actions': 'Acciones',
  'list.edit': 'Editar',
  'list.editFor': 'Editar la inscripción en {name}',
  'list.empty.title': 'No está inscrito en ningún beneficio',
  'list.empty.description':
    'Inscriba al empleado en un beneficio que ofrece la empresa: su deducción y el aporte de la empresa quedan en cada nómina.',
  'list.error': 'No se pudieron cargar los beneficios.',
  'list.created': 'Se inscribió en {name}.',
  'list.updated': 'Se guardó la inscripción en {name}.',
  'deduction.amount': '{amount} por nómina',
  'deduction.percent': '{percent} del pago',
  'contribution.none': 'Ninguno',
  'contribution.amount': '{amount} por nómina',
  'contribution.percentage': '{percent} del pago, igualando la deducción',
  'dates.from': 'Desde {start}',
  'dates.fromTo': '{start} a {end}',
  'match.first': '{rate} de la deducción del empleado hasta {threshold} del pago',
  'match.next': 'luego {rate} del siguiente {delta}',
  'match.sentence': 'La empresa iguala {tiers}: como máximo {max} del pago.',
  'match.add': 'Agregar un tramo',
  'match.remove': 'Quitar',
  'match.removeFor': 'Quitar el tramo {number}',
  'match.tier': 'Tramo {number}',
  'form.addTitle': 'Inscribir en un beneficio',
  'form.editTitle': 'Cambiar la inscripción',
  'form.description': 'Lo que se descuenta al empleado en cada nómina y lo que aporta la empresa.',
  'form.loading': 'Cargando la inscripción…',
  'form.loadError': 'No se pudo cargar esta inscripción. Revise la conexión y vuelva a cargar la página.',
  'form.notFound': 'Esta inscripción ya no existe.',
  'form.save': 'Guardar inscripción',
  'form.leave.description': 'Tiene cambios en esta inscripción que no se guardaron. Si sale, se pierden.',
  'field.company_benefit_uuid': 'Beneficio',
  'field.company_benefit_uuid.placeholder': 'Elija un beneficio',
  'field.company_benefit_uuid.fixed': 'El beneficio de una inscripción no puede cambiar.',
  'field.employee_deduction': 'Deducción del empleado por nómina',
  'field.employee_deduction.percent': 'Deducción del empleado (porcentaje del pago)',
  'field.deduct_as_percentage': 'Descontar un porcentaje del pago',
  'field.employee_deduction_annual_maximum': 'Máximo anual de la deducción',
  'field.employee_deduction_annual_maximum.hint': 'Déjelo en blanco si no hay otro máximo que el de la ley.',
  'field.contribution_type': 'Aporte de la empresa',
  'field.contribution_type.none': 'Ninguno',
  'field.contribution_type.amount': 'Un monto fijo por nómina',
  'field.contribution_type.percentage': 'Un porcentaje del pago',
  'field.contribution_type.tiered': 'Una igualación por tramos',
  'field.contribution_value': 'Aporte de la empresa por nómina',
  'field.contribution_value.percent': 'Aporte de la empresa (porcentaje del pago)',
  'field.tiers': 'Tramos de igualación',
  'field.tiers.hint':
    'Cada tramo iguala un porcentaje de la deducción del empleado, hasta un porcentaje del pago; el límite de cada tramo, mayor que el anterior.',
  'field.tiers.rate': 'Igualación (porcentaje de la deducción)',
  'field.tiers.threshold': 'Hasta (porcentaje del pago)',
  'field.catch_up': 'Aportes de recuperación',
  'field.catch_up.hint':
    'El empleado cumple 50 años este año o es mayor: puede diferir más allá del límite anual.',
  'field.effective_date': 'Empieza el',
  'field.expiration_date': 'Termina el',
  'field.expiration_date.hint': 'Déjelo en blanco mientras continúe.',
  'conflict.title': 'Otra persona cambió esta inscripción',
} satisfies Record<EmployeeBenefitsMessageKey, string>;
