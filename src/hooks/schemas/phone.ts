/**
 * A phone as typed, without the separators a masked input adds: `(415) 555-0100` is
 * `4155550100`, the 10 digits the service takes (contract.md#fields). The one home of the phone's
 * reading and showing, for every form with a phone (company locations, the signatory) and lists.
 *
 * @example
 * phoneDigits('(415) 555-0100'); // '4155550100'
 */
export function phoneDigits(text: string): string {
  return text.replace(/[\s().-]/g, '');
}

/**
 * A 10-digit phone as US phone inputs show it, `(415) 555-0100`; anything else as given.
 *
 * @example
 * formatPhone('4155550100'); // '(415) 555-0100'
 */
export function formatPhone(phone: string): string {
  return /^[0-9]{10}$/.test(phone) ? `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` : phone;
}
