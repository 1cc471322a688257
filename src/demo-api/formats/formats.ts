/** Field formats of SPEC §2.2 and UPSTREAM A/B, shared by every route. */

const STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  ),
);

/** @example isStateCode('CA'); // true */
export function isStateCode(value: string): boolean {
  return STATES.has(value);
}

/** @example isZip('94107-1234'); // true */
export function isZip(value: string): boolean {
  return /^\d{5}(-\d{4})?$/.test(value);
}

/** @example isPhone('4155550100'); // true */
export function isPhone(value: string): boolean {
  return /^\d{10}$/.test(value);
}

/** A real calendar date in `YYYY-MM-DD`. @example isDate('2026-02-30'); // false */
export function isDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** @example isEmail('a@b.co'); // true */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254;
}

/** @example isSsn('123456789'); // true */
export function isSsn(value: string): boolean {
  return /^\d{9}$/.test(value);
}

/**
 * ABA routing number: 9 digits whose weighted sum (3, 7, 1, …) is a multiple of 10.
 *
 * @example
 * isRoutingNumber('021000021'); // true
 */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** IPv4 dotted quad or an IPv6 address. @example isIpAddress('203.0.113.7'); // true */
export function isIpAddress(value: string): boolean {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(value);
  if (v4) return v4.slice(1).every((part) => Number(part) <= 255 && String(Number(part)) === part);
  if (!value.includes(':') || value.length > 45) return false;
  try {
    // URL parsing validates IPv6 literals without a dependency.
    new URL(`http://[${value}]/`);
    return true;
  } catch {
    return false;
  }
}

/**
 * A tax id as the API shows it back: an EIN as `XX-XXX6789`, an SSN as `XXX-XX-6789`.
 *
 * @example
 * maskedTaxId('123456789', 'ein'); // 'XX-XXX6789'
 */
export function maskedTaxId(tin: string, kind: 'ein' | 'ssn'): string {
  return kind === 'ein' ? `XX-XXX${tin.slice(-4)}` : `XXX-XX-${tin.slice(-4)}`;
}
