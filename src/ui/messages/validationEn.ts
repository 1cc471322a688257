/**
 * English for the validation keys the hooks put into zod errors and field checks (except
 * `validation.required`, which {@link coreEn} holds): only the form translators load it
 * (`useFormMessages`, `fieldErrorText`), so a screen without a form does not carry it. A
 * translation or a partner's wording for these keys goes in the provider's `messages` as usual.
 *
 * @example
 * validationEn['validation.zip']; // 'Enter a 5-digit ZIP code, or ZIP+4.'
 */
export const validationEn = {
  'validation.email': 'Enter an email address like name@example.com.',
  'validation.phone': 'Enter a 10-digit US phone number.',
  'validation.zip': 'Enter a 5-digit ZIP code, or ZIP+4.',
  'validation.ssn': 'Enter a 9-digit Social Security number.',
  'validation.ein': 'Enter a 9-digit EIN, like 12-3456789.',
  'validation.einPrefix': 'No EIN starts with 00: check the number on your IRS letter.',
  'validation.state': 'Choose a US state.',
  'validation.money': 'Enter an amount in dollars and cents, like 1250.00.',
  'validation.routingNumber': 'Enter a valid 9-digit routing number.',
  'validation.accountNumber': 'Enter an account number of up to 17 digits.',
  'validation.percentTotal': 'The percentages must add up to 100%.',
  'validation.date': 'Enter a valid date.',
  'validation.dateOfBirthFuture': 'A date of birth cannot be in the future.',
  'validation.positive': 'The amount must be positive, like 1250.00.',
  'validation.paymentUnit': 'Choose Hour, Week, Month or Year.',
  'validation.number': 'Enter a number.',
  'validation.min': 'Enter {min} or more.',
  'validation.max': 'Enter {max} or less.',
  'validation.hours': 'Enter hours as a number, like 40 or 7.5.',
  'validation.hoursPerDay': 'A day has at most 24 hours.',
  'validation.resetDate': 'Enter a day of the year as MM-DD, like 01-01.',
  'validation.notForAccrualMethod': 'This accrual method does not use this setting; leave it empty.',
  'validation.flsaStatus': 'Choose an FLSA status.',
  'validation.filingStatus': 'Choose a filing status.',
  'validation.accountType': 'Choose Checking or Savings.',
  'validation.amountRemainder': 'Leave the amount of the last account empty: it receives the remainder.',
  'validation.splitPriority': 'Each account needs its own place in the order, starting at 1.',
  'validation.payFrequency': 'Choose how often employees are paid.',
  'validation.dayOfMonth': 'Enter a day of the month from 1 to 31.',
  'validation.nonNegative': 'Enter 0 or more.',
  'validation.agree': 'Check the box to agree before signing.',
  'validation.signatureName': 'The signature must be the signatory’s full name.',
  'validation.endBeforeStart': 'The end date must be on or after the start date.',
  'validation.minimumWageHourly': 'Only hourly, non-exempt pay can be adjusted for minimum wage.',
  'validation.tooLong': 'Use {max} characters or fewer.',
  'validation.fileType': 'Choose a PDF, PNG or JPEG file.',
  'validation.fileSize': 'Choose a file of 10 MB or less.',
} as const;
