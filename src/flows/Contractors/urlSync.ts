import { useHistorySync } from '../shared/useHistorySync';
import type { ContractorsScreen } from './ContractorsScreen';

const PARAM = 'pk_contractors';

/**
 * A screen as the URL says it (`contractor:<uuid>`, `receipt:<group>:<payment>`, `pay`): a string,
 * so it keeps its identity while the flow stays, and without the screen's notice.
 *
 * @example
 * contractorsUrlValue({ name: 'contractor', contractorId: 'c-1' }); // 'contractor:c-1'
 */
export function contractorsUrlValue(screen: ContractorsScreen): string {
  if (screen.name === 'contractor' || screen.name === 'edit') return `${screen.name}:${screen.contractorId}`;
  if (screen.name === 'group') return `group:${screen.groupId}`;
  if (screen.name === 'receipt') return `receipt:${screen.groupId}:${screen.paymentId}`;
  return screen.name;
}

/**
 * The screen a URL names (`?pk_contractors=contractor:<uuid>`), if any.
 *
 * @example
 * readContractorsScreen(new URL('https://x.test/?pk_contractors=pay')); // { name: 'pay' }
 */
export function readContractorsScreen(url: URL): ContractorsScreen | undefined {
  return screenOf(url.searchParams.get(PARAM) ?? '');
}

/** The screen of a {@link contractorsUrlValue}. */
function screenOf(value: string): ContractorsScreen | undefined {
  const [name, first, second] = value.split(':');
  if (name === 'list' || name === 'add' || name === 'pay' || name === 'payments') return { name };
  if (!first) return undefined;
  if (name === 'contractor' || name === 'edit') return { name, contractorId: first };
  if (name === 'group') return { name, groupId: first };
  if (name === 'receipt' && second) return { name, groupId: first, paymentId: second };
  return undefined;
}

/**
 * Opt-in URL sync: each screen is a history entry; back/forward move between them, a reload opens
 * the same one.
 *
 * @example
 * useContractorsUrlSync(urlSync, screen, open);
 */
export function useContractorsUrlSync(
  enabled: boolean,
  screen: ContractorsScreen,
  onNavigate: (screen: ContractorsScreen) => void,
): void {
  useHistorySync({
    enabled,
    location: contractorsUrlValue(screen),
    toQuery: (location) => ({ [PARAM]: location }),
    fromUrl: (url) => {
      const named = readContractorsScreen(url);
      return named && contractorsUrlValue(named);
    },
    onNavigate: (location) => onNavigate(screenOf(location)!),
  });
}
