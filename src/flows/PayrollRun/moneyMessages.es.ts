import { fundingMessagesEs } from '../shared/funding/fundingMessages.es';
import type { payrollMoneyMessages } from './moneyMessages';

/**
 * US Spanish copy of the payroll run's money screens, key for key with the English in
 * `moneyMessages.ts` (typed: a missing or unknown key fails the build); partners get it through
 * `payroll-kit/locales/es`.
 *
 * @example
 * payrollMoneyMessagesEs['wire.submit']; // 'Ya envié la transferencia'
 */
export const payrollMoneyMessagesEs = {
  ...fundingMessagesEs,
  'review.childSupport': 'Manutención infantil, en el débito',
  'review.childSupportNote':
    'Los {amount} de manutención infantil retenidos del pago están en el débito de la empresa: nosotros los enviamos a la agencia de manutención infantil. Los demás embargos se retienen pero no se debitan: usted los paga a quien indique la orden.',
  'recovery.title': 'Pagos que no se pudieron cobrar',
  'recovery.caption': 'Cada débito rechazado, lo que dijo el banco y lo que aún se debe',
  'recovery.case': 'Débito del {date}',
  'recovery.caseNoDate': 'Débito de la nómina pagada el {date}',
  'recovery.outstanding': 'Aún se debe',
  'recovery.reason': 'Lo que dijo el banco',
  'recovery.code.R01': 'No hay fondos suficientes en la cuenta ({code}). Agregue fondos y vuelva a debitar.',
  'recovery.code.R02':
    'La cuenta está cerrada ({code}). Agregue una cuenta abierta en los datos de la empresa y vuelva a debitar.',
  'recovery.code.R16':
    'La cuenta está congelada ({code}). Pida a su banco que la libere, o agregue otra cuenta, y vuelva a debitar.',
  'recovery.code.R29':
    'Su banco rechazó un débito que no esperaba ({code}). Pídale que permita nuestros débitos y vuelva a debitar.',
  'recovery.code.other':
    'El banco devolvió el débito ({code}). Pregunte a su banco por qué, corríjalo y vuelva a debitar.',
  'recovery.code.none':
    'El banco devolvió el débito. Pregunte a su banco por qué, corríjalo y vuelva a debitar.',
  'recovery.redebit': 'Debitar de nuevo',
  'recovery.redebitFor': 'Debitar de nuevo: {amount} por {case}',
  'recovery.redebit.sent': 'Estamos debitando {amount} de nuevo. Puede tardar hasta cuatro días hábiles.',
  'recovery.status.open': 'No cobrado',
  'recovery.status.redebit_initiated': 'Debitando de nuevo',
  'recovery.status.wire_initiated': 'Transferencia en camino',
  'recovery.status.recovered': 'Cobrado',
  'recovery.status.lost': 'No recuperado',
  'recovery.status.other': '{status}',
  'recovery.statusWords.open': 'Primero corrija el problema con el banco y luego vuelva a debitar.',
  'recovery.statusWords.redebit_initiated': 'En cobro; tarda hasta cuatro días hábiles.',
  'recovery.statusWords.wire_initiated': 'Su transferencia está en camino.',
  'recovery.statusWords.recovered': 'Cobrado. No hay nada más que hacer.',
  'recovery.statusWords.lost': 'No se pudo recuperar: comuníquese con soporte.',
  'recovery.loading': 'Cargando los débitos rechazados…',
  'recovery.error': 'No se pudieron cargar los débitos rechazados.',
  'checks.title': 'Imprimir cheques',
  'checks.who': '{count} persona de esta nómina cobra con cheque.',
  'checks.whoMany': '{count} personas de esta nómina cobran con cheque.',
  'checks.stock': 'Papel de cheques',
  'checks.stock.top': 'Cheque arriba',
  'checks.stock.topHint': 'El cheque sobre su talón; sin número de ruta impreso.',
  'checks.stock.bottom': 'Cheque abajo',
  'checks.stock.bottomHint': 'El talón sobre el cheque, con los números de ruta y de cuenta de su banco.',
  'checks.startingNumber': 'Número del primer cheque',
  'checks.startingNumber.hint': 'Déjelo en blanco para seguir desde su último cheque.',
  'checks.print': 'Imprimir cheques',
  'checks.making': 'Preparando sus cheques…',
  'checks.ready': 'Los cheques {first} a {last} están listos.',
  'checks.open': 'Abrir los cheques (PDF)',
  'checks.failed': 'No se pudieron preparar los cheques. Imprímalos de nuevo.',
} satisfies Record<keyof typeof payrollMoneyMessages.en, string>;
