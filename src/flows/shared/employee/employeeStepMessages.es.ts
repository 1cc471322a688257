import type { EmployeeStepMessageKey } from './employeeStepMessages';

/**
 * US Spanish of the employee detail blocks and their step frame, key for key with
 * `employeeStepMessages.ts`; the onboarding's Spanish spreads it (reaching partners through
 * `payroll-kit/locales/es` as `onboarding.<key>`).
 *
 * @example
 * employeeStepMessagesEs['home.title']; // 'Domicilio'
 */
export const employeeStepMessagesEs = {
  'flow.back': 'Atrás',
  'flow.continue': 'Guardar y continuar',
  'flow.loadError': 'No se pudo cargar este paso. Revise la conexión y vuelva a cargar la página.',
  'personal.title': 'Datos personales',
  'personal.loading': 'Cargando los datos personales…',
  'personal.description': 'Nombre legal e identidad, como en los documentos fiscales.',
  'personal.first_name': 'Nombre legal',
  'personal.middle_initial': 'Inicial del segundo nombre',
  'personal.last_name': 'Apellido legal',
  'personal.preferred_first_name': 'Nombre preferido',
  'personal.email': 'Correo personal',
  'personal.email.hint': 'Necesario si el empleado completa su propia incorporación.',
  'personal.work_email': 'Correo del trabajo',
  'personal.date_of_birth': 'Fecha de nacimiento',
  'personal.ssn': 'Número de Seguro Social',
  'personal.choice': '¿Quién ingresa el resto de los datos?',
  'personal.choice.admin': 'Yo, ahora',
  'personal.choice.self': 'El empleado, más tarde (autoincorporación)',
  'personal.choice.invite': 'El empleado: invitarlo ahora',
  'personal.selfOnboarding': 'Este empleado completará sus propios datos. Puede volver aquí cuando quiera.',
  'home.title': 'Domicilio',
  'home.loading': 'Cargando el domicilio…',
  'home.description': 'Dónde vive el empleado; define qué impuestos estatales aplican.',
  'home.street_1': 'Dirección',
  'home.street_2': 'Apartamento, oficina, unidad (opcional)',
  'home.city': 'Ciudad',
  'home.state': 'Estado',
  'home.state.placeholder': 'Elija un estado',
  'home.zip': 'Código postal',
  'home.effective_date': 'Vive aquí desde',
  'home.effective_date.hint':
    'Mantenga la fecha para corregir el domicilio actual; una fecha nueva registra una mudanza.',
  'home.courtesy_withholding': 'Retener impuestos del estado de residencia por cortesía',
  'home.history': 'Historial de domicilios',
  'home.history.current': 'actual',
  'home.history.since': 'desde {date}',
  'work.title': 'Lugar de trabajo',
  'work.loading': 'Cargando el lugar de trabajo y las ubicaciones de la empresa…',
  'work.description': 'La sede de la empresa donde trabaja el empleado.',
  'work.location': 'Sede de trabajo',
  'work.location.placeholder': 'Elija una sede',
  'work.effective_date': 'Trabaja aquí desde',
  'work.noLocations': 'La empresa aún no tiene sedes. Agregue una en la configuración de la empresa.',
  'personal.choice.self.hint':
    'El empleado da su fecha de nacimiento, SSN, domicilio, impuestos, forma de pago y documentos. Agregue su puesto y pago y el lugar de trabajo, y luego invítelo.',
  'job.title': 'Puesto y salario',
  'job.loading': 'Cargando el puesto y el salario…',
  'job.description': 'El puesto del empleado y cómo se le paga.',
} satisfies Record<EmployeeStepMessageKey, string>;
