import type { employeePortalDetailsMessages } from './detailsMessages';

/**
 * US Spanish copy of the portal's details forms, key for key with the English in
 * `detailsMessages.ts` (typed: a missing or unknown key fails the build); partners get it through
 * `payroll-kit/locales/es`.
 *
 * @example
 * employeePortalDetailsMessagesEs['taxes.save']; // 'Guardar mi W-4'
 */
export const employeePortalDetailsMessagesEs = {
  'taxes.title': 'Retención de impuestos federales (W-4)',
  'taxes.filingStatus': 'Estado civil para la declaración',
  'taxes.filing.Single': 'Soltero o casado que declara por separado',
  'taxes.filing.Married': 'Casado que declara en conjunto',
  'taxes.filing.Head of Household': 'Cabeza de familia',
  'taxes.filing.Exempt from withholding': 'Exento de retención',
  'taxes.extra': 'Retención adicional por período de pago',
  'taxes.error': 'No se pudo cargar tu retención de impuestos.',
  'taxes.description': 'Tus respuestas del W-4. Un cambio se aplica desde tu próximo pago.',
  'taxes.loading': 'Cargando tu W-4…',
  'taxes.choose': 'Elige un estado civil',
  'taxes.two_jobs': 'Tengo más de un empleo, o mi cónyuge trabaja (paso 2 del W-4)',
  'taxes.dependents_amount': 'Monto por dependientes (paso 3 del W-4)',
  'taxes.other_income': 'Otros ingresos (paso 4a del W-4)',
  'taxes.deductions': 'Deducciones (paso 4b del W-4)',
  'taxes.save': 'Guardar mi W-4',
  'taxes.saved': 'Tu W-4 está guardado.',
  'state.title': 'Retención de impuestos estatales',
  'state.description': 'Tus respuestas a las preguntas de retención de tus estados.',
  'state.loading': 'Cargando tus impuestos estatales…',
  'state.error': 'No se pudieron cargar tus impuestos estatales.',
  'state.heading': 'Estado: {state}',
  'state.noQuestions': '{state} no te pregunta nada.',
  'state.adminOnly': 'Solo para tu empresa.',
  'state.choose': 'Elige una respuesta',
  'state.save': 'Guardar mis respuestas estatales',
  'state.saved': 'Tus respuestas estatales están guardadas.',
  'bank.add.title': 'Agregar una cuenta bancaria',
  'bank.add.description': '¿Te pagaban con cheque? Tu pago irá a esta cuenta por depósito directo.',
  'bank.field.name': 'Nombre de la cuenta',
  'bank.field.routing_number': 'Número de ruta',
  'bank.field.account_number': 'Número de cuenta',
  'bank.field.account_type': 'Tipo de cuenta',
  'bank.type.Checking': 'Corriente',
  'bank.type.Savings': 'Ahorros',
  'bank.add.submit': 'Agregar la cuenta',
  'bank.added': 'Se agregó la cuenta {name}.',
} satisfies Record<keyof typeof employeePortalDetailsMessages.en, string>;
