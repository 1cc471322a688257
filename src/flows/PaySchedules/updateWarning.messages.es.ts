import type { PayScheduleUpdateWarningMessageKey } from './updateWarning.messages';

/**
 * US Spanish copy of the pay schedule edit warning, key for key with the English (typed). Keys
 * are prefixed `payScheduleUpdateWarning.` in `payroll-kit/locales/es`.
 *
 * @example
 * payScheduleUpdateWarningMessagesEs['title.one']; // 'Al guardar se elimina 1 nómina sin procesar'
 */
export const payScheduleUpdateWarningMessagesEs = {
  'title.one': 'Al guardar se elimina 1 nómina sin procesar',
  'title.other': 'Al guardar se eliminan {count} nóminas sin procesar',
  body: 'Se vuelven a crear con las nuevas fechas. Se eliminan las nóminas de estos períodos de pago:',
  period: '{start} – {end}, pagada el {checkDate}',
  loading: 'Comprobando a qué nóminas afecta este cambio…',
} satisfies Record<PayScheduleUpdateWarningMessageKey, string>;
