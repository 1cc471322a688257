import type { fundingMessages } from './fundingMessages';

/**
 * US Spanish of the funding blocks, key for key with `fundingMessages.ts` (typed: a missing or
 * unknown key fails the build); `<PayrollRun/>`'s Spanish money dictionary spreads it.
 *
 * @example
 * fundingMessagesEs['wire.submit']; // 'Ya envié la transferencia'
 */
export const fundingMessagesEs = {
  'wire.title': 'Transfiera los fondos de esta nómina',
  'wire.due': 'Para pagar la nómina, transfiera {amount} antes de {deadline}.',
  'wire.instructions': 'Instrucciones de la transferencia',
  'wire.bank': 'Banco',
  'wire.bankAddress': 'Dirección del banco',
  'wire.recipient': 'Beneficiario',
  'wire.recipientAddress': 'Dirección del beneficiario',
  'wire.account': 'Número de cuenta',
  'wire.routing': 'Número de ruta',
  'wire.reference': 'Referencia',
  'wire.referenceHint':
    'Pida a su banco que incluya la referencia {code} en la transferencia, para asociarla a esta nómina.',
  'wire.amount': 'Monto',
  'wire.deadline': 'Fecha límite',
  'wire.late':
    'Si la transferencia no llega antes de la fecha límite, la nómina pasa a depósito directo en cuatro días y los empleados cobran más tarde.',
  'wire.form.title': 'Avísenos que envió la transferencia',
  'wire.field.date_sent': 'Fecha de envío',
  'wire.field.bank_name': 'Banco desde el que la envió',
  'wire.field.amount_sent': 'Monto enviado',
  'wire.field.additional_notes': 'Notas',
  'wire.field.additional_notes.hint': 'Opcional, como máximo {max} caracteres.',
  'wire.submit': 'Ya envié la transferencia',
  'wire.review.title': 'Esperando su transferencia',
  'wire.review':
    'Envió {amount} el {date} desde {bank}. Estamos comprobando que llegó; la nómina continúa sola cuando llegue.',
  'moved.title': 'Dinero movido',
  'moved.what': 'Pago',
  'moved.amount': 'Monto',
  'moved.date': 'Fecha',
  'moved.status': 'Estado',
  'moved.direction.debit': 'Débito',
  'moved.direction.credit': 'Crédito',
  'moved.status.unsubmitted': 'Aún no enviado',
  'moved.status.submitted': 'Enviado',
  'moved.status.successful': 'Recibido',
  'moved.status.failed': 'Devuelto',
  'moved.status.returned': 'Devuelto ({code})',
  'moved.type.Debit net pay': 'Débito del pago neto',
  'moved.type.Debit reimbursements': 'Débito de reembolsos',
  'moved.type.Debit taxes': 'Débito de impuestos',
  'moved.type.Credit employee pay': 'Pago a',
  'moved.error': 'No se pudo cargar el dinero movido.',
  'wire.title.contractors': 'Transfiera los fondos de este pago a contratistas',
  'wire.due.contractors': 'Para pagar a sus contratistas, transfiera {amount} antes de {deadline}.',
  'wire.referenceHint.contractors':
    'Pida a su banco que incluya la referencia {code} en la transferencia, para asociarla a este pago.',
  'wire.late.contractors':
    'Si la transferencia no llega antes de la fecha límite, el pago pasa a depósito directo en cuatro días y sus contratistas cobran más tarde.',
  'wire.review.contractors':
    'Envió {amount} el {date} desde {bank}. Estamos comprobando que llegó; el pago continúa solo cuando llegue.',
  'moved.type.Debit contractor pay': 'Débito del pago a contratistas',
  'moved.type.Credit contractor pay': 'Pago a',
} satisfies Record<keyof typeof fundingMessages.en, string>;
