import { type ErrorEntry, invalidAttribute, missingParameter, unprocessable } from '../errors';
import { money, parseDecimal } from '../money/money';
import type { DemoService } from '../service';
import { applicableTaxes } from './applicable';
import { companyExternalPayrolls, liabilitiesOf } from './processing';
import type { LiabilitySelection } from './records';

/**
 * The taxes the previous provider may have left unpaid (UPSTREAM-3 M.3 `tax_liabilities`): for
 * each applicable tax, the choices of where the unpaid part starts: nothing unpaid (no payroll),
 * or every amount of that tax from one unprocessed external payroll on (its check date, newest
 * last); and the company's saved choice.
 *
 * @example
 * taxLiabilitiesView(service, companyUuid)[0]?.possible_liabilities;
 */
export function taxLiabilitiesView(service: DemoService, companyUuid: string) {
  const payrolls = companyExternalPayrolls(service, companyUuid).filter((p) => p.status === 'unprocessed');
  const saved = liabilitiesOf(service, companyUuid).selections;
  return applicableTaxes(service, companyUuid).map((tax) => {
    const amounts = payrolls.map((p) =>
      p.items.reduce(
        (t, i) => t + i.taxes.filter((x) => x.taxId === tax.id).reduce((s, x) => s + x.amount, 0),
        0,
      ),
    );
    return {
      tax_id: tax.id,
      tax_name: tax.employer_tax ? `${tax.name} (employer)` : tax.name,
      last_unpaid_external_payroll_uuid: saved.get(tax.id)?.lastUnpaidExternalPayrollUuid ?? null,
      possible_liabilities: [
        { liability_amount: '0.00', payroll_check_date: null, external_payroll_uuid: null },
        ...payrolls.map((p, i) => ({
          liability_amount: money(amounts.slice(i).reduce((t, a) => t + a, 0)),
          payroll_check_date: p.checkDate,
          external_payroll_uuid: p.uuid,
        })),
      ],
    };
  });
}

/**
 * Reads `PUT …/external_payrolls/tax_liabilities` (UPSTREAM-3 M.3): `liability_selections[]`, each
 * an applicable `tax_id`, the first unpaid external payroll of the company (`null` when fully
 * paid) and the unpaid amount (a number or decimal text, at or above zero). Each failing
 * selection yields its own `nested_errors` entry; nothing is saved then.
 *
 * @example
 * const selections = readLiabilitySelections(service, companyUuid, body);
 */
export function readLiabilitySelections(
  service: DemoService,
  companyUuid: string,
  body: Record<string, unknown>,
): Map<number, LiabilitySelection> {
  const raw = body.liability_selections;
  if (raw === undefined || raw === null) throw unprocessable([missingParameter('liability_selections')]);
  if (!Array.isArray(raw) || raw.length > 200)
    throw unprocessable([
      invalidAttribute(
        'liability_selections',
        'liability_selections must be a list of at most 200 selections.',
      ),
    ]);
  const taxIds = new Set(applicableTaxes(service, companyUuid).map((t) => t.id));
  const payrollIds = new Set(
    companyExternalPayrolls(service, companyUuid)
      .filter((p) => p.status === 'unprocessed')
      .map((p) => p.uuid),
  );
  const out = new Map<number, LiabilitySelection>();
  const nested: ErrorEntry[] = [];
  raw.forEach((entry: unknown, idx) => {
    const errors: ErrorEntry[] = [];
    const data = (entry && typeof entry === 'object' && !Array.isArray(entry) ? entry : {}) as Record<
      string,
      unknown
    >;
    const { tax_id, last_unpaid_external_payroll_uuid: last, unpaid_liability_amount: amount } = data;
    if (tax_id === undefined || tax_id === null) errors.push(missingParameter('tax_id'));
    else if (typeof tax_id !== 'number' || !taxIds.has(tax_id))
      errors.push(invalidAttribute('tax_id', 'tax_id must name an applicable tax.'));
    if (last === undefined) errors.push(missingParameter('last_unpaid_external_payroll_uuid'));
    else if (last !== null && (typeof last !== 'string' || !payrollIds.has(last)))
      errors.push(
        invalidAttribute(
          'last_unpaid_external_payroll_uuid',
          'last_unpaid_external_payroll_uuid must name an unprocessed external payroll of the company, or be null.',
        ),
      );
    const cents =
      typeof amount === 'string' || (typeof amount === 'number' && Number.isFinite(amount))
        ? parseDecimal(String(amount), 2)
        : undefined;
    if (amount === undefined || amount === null) errors.push(missingParameter('unpaid_liability_amount'));
    else if (cents === undefined || cents < 0 || cents > 10_000_000_00)
      errors.push(
        invalidAttribute('unpaid_liability_amount', 'unpaid_liability_amount must be a number from 0.'),
      );
    else if (last === null && cents !== 0)
      errors.push(
        invalidAttribute(
          'unpaid_liability_amount',
          'A fully paid tax (no unpaid payroll) leaves nothing unpaid.',
        ),
      );
    if (errors.length > 0) {
      nested.push({ error_key: 'liability_selections', category: 'nested_errors', idx, errors });
      return;
    }
    out.set(tax_id as number, {
      lastUnpaidExternalPayrollUuid: last as string | null,
      unpaidAmount: cents!,
    });
  });
  if (nested.length > 0) throw unprocessable(nested);
  return out;
}
