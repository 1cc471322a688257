import type { PayrollGrossUpMessageKey } from './grossUpMessages';

/**
 * US Spanish copy of an off-cycle payroll's withholding choices and its gross-up, key for key with
 * the English in `grossUpMessages.ts` (typed: a missing or unknown key fails the build); partners
 * get it through `payroll-kit/locales/es`.
 *
 * @example
 * payrollGrossUpMessagesEs['grossUp.button']; // 'Pagar un monto neto'
 */
export const payrollGrossUpMessagesEs = {
  'offCycle.defaults.Bonus':
    'Un bono se retiene a la tasa suplementaria fija del 22% y omite las deducciones y beneficios regulares, salvo que elija otra cosa abajo.',
  'offCycle.defaults.Correction':
    'Una corrección se retiene a las tasas regulares, como un pago de su período, y aplica las deducciones y beneficios regulares, salvo que elija otra cosa abajo.',
  'offCycle.defaults.other':
    'Esta nómina se retiene a las tasas regulares y aplica las deducciones y beneficios regulares, salvo que elija otra cosa abajo.',
  'offCycle.rate': 'Impuesto federal sobre la renta',
  'offCycle.rate.supplemental': 'Tasa suplementaria: un 22% fijo',
  'offCycle.rate.supplemental.hint': 'Más la tasa suplementaria del estado, si la tiene.',
  'offCycle.rate.regular': 'Tasas regulares',
  'offCycle.rate.regular.hint':
    'Todos los salarios se retienen juntos según el W-4 de cada empleado, como un pago del período de retención.',
  'offCycle.withholdingPeriod.hint': 'El calendario de pago cuyas tablas usa la retención regular.',
  'grossUp.button': 'Pagar un monto neto',
  'grossUp.open': 'Pagar un monto neto a {name}',
  'grossUp.title': 'Pagar a {name} un monto neto',
  'grossUp.description':
    'Indique lo que {name} debe recibir. El bruto se calcula con la retención de esta nómina y se pone en {earning}; los demás ingresos y horas de la fila quedan en cero.',
  'grossUp.net': 'Pago neto',
  'grossUp.net.invalid': 'Indique un monto mayor que $0.00, como 1000.00.',
  'grossUp.find': 'Calcular el bruto',
  'grossUp.found': 'Un bruto de {gross} paga a {name} un neto de {net} (o un centavo más).',
  'grossUp.apply': 'Pagar {gross} como {earning}',
  'grossUp.cancel': 'Cancelar',
  'grossUp.error': 'No se pudo calcular el bruto. Inténtelo de nuevo.',
} satisfies Record<PayrollGrossUpMessageKey, string>;
