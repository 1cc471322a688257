import type { DemoService } from '../service';

/**
 * EIN format (SPEC §7, DECISIONS 53): nine digits, dashes allowed anywhere between them, and a
 * prefix the IRS issues (never `00`). Returns the message for a wrong one, as a field rule's `check`.
 *
 * @example
 * checkEin('12-3456789'); // undefined
 * checkEin('12345'); // 'EIN must be 9 digits'
 * checkEin('00-0000000'); // 'EIN prefix 00 is never issued'
 */
export function checkEin(value: string): string | undefined {
  const digits = value.replaceAll('-', '');
  if (!/^[\d-]+$/.test(value) || digits.length !== 9) return 'EIN must be 9 digits';
  return digits.startsWith('00') ? 'EIN prefix 00 is never issued' : undefined;
}

/**
 * The uuid of another live company holding this EIN (9 digits), if any; an archived company gave
 * its EIN up (DECISIONS 16).
 *
 * @example
 * if (einHolder(service, '123456789', company.uuid)) throw …;
 */
export function einHolder(service: DemoService, ein: string, except: string | null): string | undefined {
  for (const company of service.store.companies.values())
    if (company.uuid !== except && !company.archived && company.ein === ein) return company.uuid;
  return undefined;
}
