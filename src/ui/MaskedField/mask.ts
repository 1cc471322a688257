/**
 * Formats the digits of `input` into `pattern`, where `#` is a digit and anything else a literal
 * that appears only once a digit follows it (so backspace never gets stuck on a dash).
 *
 * @example
 * applyMask('123456789', '###-##-####'); // '123-45-6789'
 * applyMask('(555) 12', '(###) ###-####'); // '(555) 12'
 */
export function applyMask(input: string, pattern: string): string {
  const digits = input.replace(/\D/g, '');
  let out = '';
  let next = 0;
  let pendingLiterals = '';
  for (const symbol of pattern) {
    if (next >= digits.length) break;
    if (symbol === '#') {
      out += pendingLiterals + digits[next++];
      pendingLiterals = '';
    } else {
      pendingLiterals += symbol;
    }
  }
  return out;
}

/**
 * Just the digits of a masked value, as the API wants them (`'123-45-6789'` → `'123456789'`).
 *
 * @example
 * unmask('(555) 123-4567'); // '5551234567'
 */
export function unmask(value: string): string {
  return value.replace(/\D/g, '');
}

/** US masks of the payroll domain. */
export const masks = {
  ssn: '###-##-####',
  ein: '##-#######',
  phone: '(###) ###-####',
  zip: '#####-####',
} as const;
