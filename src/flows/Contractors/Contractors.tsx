import { useRef, useState } from 'react';
import { usePrimitives, useScreenMessages, Button as DefaultButton } from '../../ui';
import { lazyScreen, usePrefetchOnIdle } from '../shared/lazyScreen';
import { useFocusStepHeading } from '../shared/useFocusStepHeading';
import { LeaveRequestContext } from '../shared/useLeaveGuard';
import { useStepFlow } from '../shared/useStepFlow';
import { ContractorList } from './ContractorList';
import type { ContractorsScreen } from './ContractorsScreen';
import type { ContractorInvitation, ContractorsEventHandler } from './events';
import { contractorListMessages } from './listMessages';
import { contractorsTransitions, type ContractorsMove } from './transitions';
import { contractorsUrl } from './urlSync';

// Everything past the list (forms with react-hook-form and zod, the payment editor) leaves the
// flow's first load as one chunk, fetched on idle.
const ContractorScreen = lazyScreen(() => import('./ContractorScreen').then((m) => m.ContractorScreen));

export type { ContractorsScreen } from './ContractorsScreen';

/** Props of {@link Contractors}. */
export interface ContractorsProps {
  companyId: string;
  onEvent?: ContractorsEventHandler;
  /**
   * A contractor was invited to self-onboard, or the invitation was sent again: what the partner's
   * mailer needs to send them the link to `<ContractorSelfOnboarding/>` (the kit sends no mail).
   */
  onInvite?: (invitation: ContractorInvitation) => void;
  /**
   * Today (`YYYY-MM-DD`): who is dismissed already, the last day offered, the history's range.
   * Default: the browser's date.
   */
  today?: string;
  /** The screen to open on. Default: the list. */
  initialScreen?: ContractorsScreen;
  /**
   * Keep the open screen in the URL (`?pk_contractors=contractor:<uuid>`): each screen is a history
   * entry, Back returns to the one before, a reload opens the same one. Off by default: the
   * partner's router may own the URL.
   */
  urlSync?: boolean;
}

/** The browser's calendar date. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const SECTIONS = ['list', 'pay', 'payments'] as const;

/**
 * The company's contractors: the list (search, status, paging, sort by name), adding one by
 * type and wage type, a contractor's page (details and pay, onboarding or the invitation to
 * self-onboard, address, payment method, W-9 and 1099s, dismissal and rehire), paying
 * contractors (lines by wage type, preview, confirm) and the payment history (Funded / Unfunded,
 * cancel while unfunded, a printable receipt). Focus moves to each screen's heading; leaving a
 * form with unsaved changes asks first.
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <Contractors companyId={companyId} onEvent={(type, payload) => track(type, payload)} />
 * </PayrollProvider>
 */
export function Contractors({
  companyId,
  onEvent,
  onInvite,
  today: givenToday,
  initialScreen,
  urlSync = false,
}: ContractorsProps) {
  const { Button } = usePrimitives({ Button: DefaultButton });
  const { t } = useScreenMessages(contractorListMessages);
  const flow = useStepFlow({
    table: contractorsTransitions,
    initial: (): ContractorsScreen => initialScreen ?? { name: 'list' },
    context: () => undefined,
    url: contractorsUrl,
    urlSync,
  });
  const { screen } = flow;
  const [today] = useState(() => givenToday ?? localToday());
  const root = useRef<HTMLDivElement>(null);
  usePrefetchOnIdle(ContractorScreen);
  // A screen's notice going away is no new screen (JSON leaves an undefined notice out).
  useFocusStepHeading(root, JSON.stringify({ ...screen, notice: undefined }));
  /** A screen's own move: the screen already asked before dropping anything typed. */
  const move = (next: ContractorsMove) => flow.move(next, { force: true });
  /** A confirmation dismissed: the same screen, without it. */
  const dismissNotice = () => flow.go({ ...screen, notice: undefined } as ContractorsScreen);
  const section =
    screen.name === 'pay'
      ? 'pay'
      : screen.name === 'payments' || screen.name === 'group' || screen.name === 'receipt'
        ? 'payments'
        : 'list';

  return (
    <div className="pk-flow pk-contractors" ref={root}>
      <nav className="pk-flow-inline pk-contractors__nav" aria-label={t('nav.label')}>
        {SECTIONS.map((name) => (
          <Button
            key={name}
            type="button"
            size="sm"
            variant={section === name ? 'primary' : 'secondary'}
            aria-current={section === name ? 'page' : undefined}
            onClick={() => flow.move({ type: 'section', section: name })}
          >
            {t(`nav.${name}`)}
          </Button>
        ))}
      </nav>
      <LeaveRequestContext.Provider value={flow.registerLeave}>
        {screen.name === 'list' ? (
          <ContractorList
            companyId={companyId}
            today={today}
            notice={screen.notice}
            onDismissNotice={dismissNotice}
            onAdd={() => move({ type: 'add' })}
            onOpen={(contractorId) => move({ type: 'open', contractorId })}
          />
        ) : (
          <ContractorScreen
            {...{ companyId, today, onEvent, onInvite, move, dismissNotice }}
            screen={screen}
          />
        )}
      </LeaveRequestContext.Provider>
    </div>
  );
}
