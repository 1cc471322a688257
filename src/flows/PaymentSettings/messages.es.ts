import type { PaymentSettingsMessageKey } from './messages';

/**
 * US Spanish copy of the payment settings screen, key for key with the English in `messages.ts`
 * (typed: a missing or unknown key fails the build). Not part of the main bundle: partners get it
 * through `payroll-kit/locales/es`, where its keys are prefixed `paymentSettings.`.
 *
 * @example
 * paymentSettingsMessagesEs['overview.title']; // 'Velocidad de pago'
 */
export const paymentSettingsMessagesEs = {
  'overview.title': 'Velocidad de pago',
  'overview.description':
    'Cuántos días hábiles antes de la fecha de pago se debita la cuenta de la empresa por una nómina, y el mayor débito que puede ir a esa velocidad.',
  'overview.loading': 'Cargando la configuración de pagos…',
  'overview.error':
    'No se pudo cargar la configuración de pagos. Revise la conexión y vuelva a cargar la página.',
  'overview.speed': 'Velocidad de pago',
  'overview.limit': 'Límite de pago rápido',
  'overview.noLimit': 'Sin límite',
  'overview.limitFourDay': 'No se usa con la velocidad de cuatro días',
  'overview.edit': 'Cambiar la velocidad de pago',
  'overview.saved': 'Guardado: las nóminas ahora usan {speed}.',
  'overview.limitHelp':
    'Una nómina cuyo débito supera el límite debe financiarse por transferencia bancaria, o pasar a la velocidad de cuatro días con una fecha de pago posterior.',
  'speed.1-day': 'Al día siguiente (1 día hábil)',
  'speed.2-day': 'Dos días (2 días hábiles)',
  'speed.4-day': 'Cuatro días (4 días hábiles, estándar)',
  'speed.1-day.hint': 'Solo para socios aprobados para pagos al día siguiente.',
  'speed.2-day.hint': 'Ejecute la nómina dos días hábiles antes de la fecha de pago.',
  'speed.4-day.hint': 'Ejecute la nómina cuatro días hábiles antes de la fecha de pago. No hay límite.',
  'form.addTitle': 'Cambiar la velocidad de pago',
  'form.editTitle': 'Cambiar la velocidad de pago',
  'form.description':
    'Una velocidad más rápida le permite ejecutar la nómina más cerca de la fecha de pago. Los débitos que superan el límite esperan una transferencia o pasan a la velocidad de cuatro días.',
  'form.loading': 'Cargando la configuración de pagos…',
  'form.loadError':
    'No se pudo cargar la configuración de pagos. Revise la conexión y vuelva a cargar la página.',
  'form.notFound': 'Esta empresa no tiene configuración de pagos.',
  'form.save': 'Guardar la configuración de pagos',
  'form.leave.description':
    'Tiene cambios en la configuración de pagos que no se guardaron. Si sale, se pierden.',
  'field.payment_speed': 'Velocidad de pago',
  'field.fast_payment_limit': 'Límite de pago rápido',
  'field.fast_payment_limit.hint': 'En dólares. Déjelo en blanco si no hay límite.',
  'field.fast_payment_limit.invalid':
    'Escriba el límite como un monto de dinero en dólares, como 5,000.00, de 999,999,999.99 como máximo, o déjelo en blanco si no hay límite.',
  'field.payment_speed.invalid': 'Esta velocidad de pago no se puede usar para esta empresa. Elija otra.',
  'field.partner_owned_disbursement': 'El socio desembolsa los pagos',
} satisfies Record<PaymentSettingsMessageKey, string>;
