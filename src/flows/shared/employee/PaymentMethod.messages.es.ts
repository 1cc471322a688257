import type { paymentMethodMessages } from './PaymentMethod.messages';

/**
 * US Spanish copy of the payment method step, key for key with the English in
 * `PaymentMethod.messages.ts` (typed: a missing or unknown key fails the build). Not part of the
 * main bundle: partners get it through `payroll-kit/locales/es`, where its keys are prefixed
 * `onboarding.paymentMethod.`.
 *
 * @example
 * paymentMethodMessagesEs.title; // 'Forma de pago'
 */
export const paymentMethodMessagesEs = {
  title: 'Forma de pago',
  description: 'Cómo se paga al empleado: cheque en papel o depósito directo en una o más cuentas bancarias.',
  loading: 'Cargando la forma de pago…',
  loadError: 'No se pudo cargar la forma de pago.',
  type: 'Forma de pago',
  'type.check': 'Cheque en papel',
  'type.directDeposit': 'Depósito directo',
  accounts: 'Cuentas bancarias',
  noAccounts: 'Todavía no hay cuentas. Agregue una para pagar por depósito directo.',
  splitBy: 'Dividir el pago por',
  'splitBy.percentage': 'Porcentaje',
  'splitBy.amount': 'Monto',
  splitsLegend: 'Divisiones, en el orden en que se pagan',
  splitPercent: 'Porcentaje para {name} ({account})',
  splitAmount: 'Monto para {name} ({account})',
  remainder: '{name} ({account}) recibe el resto.',
  'conflict.splitRest': '{name}: el resto',
  percentTotal: 'Total: {total} %',
  moveUp: 'Subir {name}',
  moveDown: 'Bajar {name}',
  remove: 'Quitar {name}',
  'remove.title': '¿Quitar la cuenta {name}?',
  'remove.description': 'Su parte pasa a la primera cuenta. No se puede deshacer.',
  'remove.confirm': 'Quitar cuenta',
  addAccount: 'Agregar una cuenta bancaria',
  'account.name': 'Nombre de la cuenta',
  'account.routing_number': 'Número de ruta',
  'account.routing_hint': '9 dígitos, impresos abajo a la izquierda de un cheque.',
  'account.account_number': 'Número de cuenta',
  'account.account_type': 'Tipo de cuenta',
  'account.Checking': 'Corriente',
  'account.Savings': 'Ahorros',
  'account.submit': 'Agregar cuenta',
  'account.added': 'Se agregó la cuenta {name}.',
  'validation.accountType': 'Elija corriente o ahorros.',
  'validation.amountRemainder': 'Ingrese un monto en dólares; la última cuenta recibe el resto.',
  'validation.splitPriority': 'Las prioridades deben ser 1, 2, 3…',
  'validation.number': 'Ingrese un porcentaje entero de 0 a 100.',
} satisfies Record<keyof typeof paymentMethodMessages.en, string>;
