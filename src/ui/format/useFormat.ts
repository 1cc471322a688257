import { useContext } from 'react';
import { UIContext } from '../context/UIContext';
import type { Format } from './format';

/**
 * Money, date, number and percent formatting in the provider's locale.
 *
 * @example
 * const format = useFormat();
 * <td>{format.money(payroll.totals.net_pay)}</td>
 */
export function useFormat(): Format {
  return useContext(UIContext).format;
}
