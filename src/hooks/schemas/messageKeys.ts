/**
 * Every message key the validation schemas use. Schemas carry keys, never English: the UI's
 * messages dictionary translates them (English, Spanish, a partner's own wording).
 *
 * @example
 * validationMessageKeys.includes('validation.phone'); // true
 */
export const validationMessageKeys = [
  'validation.required',
  'validation.phone',
  'validation.zip',
  'validation.state',
  'validation.ein',
  'validation.einPrefix',
  'validation.ssn',
  'validation.email',
  'validation.date',
  'validation.dateOfBirthFuture',
  'validation.money',
  'validation.positive',
  'validation.hours',
  'validation.hoursPerDay',
  'validation.resetDate',
  'validation.notForAccrualMethod',
  'validation.paymentUnit',
  'validation.flsaStatus',
  'validation.filingStatus',
  'validation.routingNumber',
  'validation.accountNumber',
  'validation.accountType',
  'validation.percentTotal',
  'validation.amountRemainder',
  'validation.splitPriority',
  'validation.payFrequency',
  'validation.dayOfMonth',
  'validation.nonNegative',
  'validation.tooLong',
  'validation.agree',
  'validation.signatureName',
  'validation.endBeforeStart',
  'validation.minimumWageHourly',
  'validation.max',
  'validation.fileType',
  'validation.fileSize',
] as const;

/**
 * One of {@link validationMessageKeys}.
 *
 * @example
 * const key: ValidationMessageKey = 'validation.zip';
 */
export type ValidationMessageKey = (typeof validationMessageKeys)[number];
