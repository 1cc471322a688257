import type { DemoService } from '../service';

/**
 * EIN format (SPEC §7, DECISIONS 53): nine digits, dashes allowed anywhere between them.
 * Returns the message for a wrong one, as a field rule's `check`.
 *
 * @example
 * checkEin('12-3456789'); // undefined
 * checkEin('12345'); // 'EIN must be 9 digits'
 */
export function checkEin(value: string): string | undefined {
  return /^[\d-]+$/.test(value) && value.replaceAll('-', '').length === 9
    ? undefined
    : 'EIN must be 9 digits';
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
