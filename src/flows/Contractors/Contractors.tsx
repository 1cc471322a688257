import { useRef, useState } from 'react';
import { usePrimitives, useFormat, Button as DefaultButton, Spinner as DefaultSpinner } from '../../ui';
import { lazyScreen, usePrefetchOnIdle } from '../shared/lazyScreen';
import { useFocusStepHeading } from '../shared/useFocusStepHeading';
import { LeaveRequestContext, type LeaveForm } from '../shared/useLeaveGuard';
import { contractorName } from './contractorName';
import { ContractorList } from './ContractorList';
import type { ContractorsEventHandler } from './events';
import { useContractorsMessages } from './useContractorsMessages';

function ScreenPending() {
  const { Spinner } = usePrimitives({ Spinner: DefaultSpinner });
  const { t } = useContractorsMessages();
  return <Spinner label={t('screen.loading')} />;
}

// Everything past the list (forms with react-hook-form and zod, the payment editor) leaves the
// flow's first load as one chunk (`./screens`), fetched on idle.
const screens = () => import('./screens');
const ContractorForm = lazyScreen(() => screens().then((m) => m.ContractorForm), ScreenPending);
const ContractorPage = lazyScreen(() => screens().then((m) => m.ContractorPage), ScreenPending);
const PayContractors = lazyScreen(() => screens().then((m) => m.PayContractors), ScreenPending);
const PaymentHistory = lazyScreen(() => screens().then((m) => m.PaymentHistory), ScreenPending);
const PaymentGroup = lazyScreen(() => screens().then((m) => m.PaymentGroup), ScreenPending);
const PaymentReceipt = lazyScreen(() => screens().then((m) => m.PaymentReceipt), ScreenPending);

/**
 * A screen of {@link Contractors}, for a partner that opens the flow on one
 * (`initialScreen`).
 *
 * @example
 * const screen: ContractorsScreen = { name: 'contractor', contractorId: id };
 */
export type ContractorsScreen =
  | { name: 'list'; notice?: string }
  | { name: 'add' }
  | { name: 'contractor'; contractorId: string; notice?: string }
  | { name: 'edit'; contractorId: string }
  | { name: 'pay' }
  | { name: 'payments'; notice?: string }
  | { name: 'group'; groupId: string; notice?: string }
  | { name: 'receipt'; groupId: string; paymentId: string };

/** Props of {@link Contractors}. */
export interface ContractorsProps {
  companyId: string;
  onEvent?: ContractorsEventHandler;
  /**
   * Today (`YYYY-MM-DD`): who is dismissed already, the last day offered, the history's range.
   * Default: the browser's date.
   */
  today?: string;
  /** The screen to open on. Default: the list. */
  initialScreen?: ContractorsScreen;
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
export function Contractors({ companyId, onEvent, today: givenToday, initialScreen }: ContractorsProps) {
  const { Button } = usePrimitives({ Button: DefaultButton });
  const { t } = useContractorsMessages();
  const format = useFormat();
  const [screen, setScreen] = useState<ContractorsScreen>(initialScreen ?? { name: 'list' });
  const [today] = useState(() => givenToday ?? localToday());
  const root = useRef<HTMLDivElement>(null);
  const leaveRequest = useRef<LeaveForm>(undefined);
  usePrefetchOnIdle(
    ContractorForm,
    ContractorPage,
    PayContractors,
    PaymentHistory,
    PaymentGroup,
    PaymentReceipt,
  );
  useFocusStepHeading(
    root,
    JSON.stringify(screen, (key, value: unknown) => (key === 'notice' ? undefined : value)),
  );

  const go = (next: ContractorsScreen) => setScreen(next);
  /** Another section: through the open form's leave guard, if any. */
  const open = (next: ContractorsScreen) =>
    leaveRequest.current ? leaveRequest.current(() => go(next)) : go(next);
  const section =
    screen.name === 'pay'
      ? 'pay'
      : screen.name === 'payments' || screen.name === 'group' || screen.name === 'receipt'
        ? 'payments'
        : 'list';

  let body;
  switch (screen.name) {
    case 'list':
      body = (
        <ContractorList
          companyId={companyId}
          today={today}
          notice={screen.notice}
          onDismissNotice={() => go({ name: 'list' })}
          onAdd={() => go({ name: 'add' })}
          onOpen={(contractorId) => go({ name: 'contractor', contractorId })}
        />
      );
      break;
    case 'add':
      body = (
        <ContractorForm
          companyId={companyId}
          onEvent={onEvent}
          onCancel={() => go({ name: 'list' })}
          onSaved={(contractor) =>
            go({
              name: 'contractor',
              contractorId: contractor.uuid,
              notice: t('list.created', { name: contractorName(contractor) }),
            })
          }
        />
      );
      break;
    case 'edit':
      body = (
        <ContractorForm
          companyId={companyId}
          contractorId={screen.contractorId}
          onEvent={onEvent}
          onCancel={() => go({ name: 'contractor', contractorId: screen.contractorId })}
          onSaved={() => go({ name: 'contractor', contractorId: screen.contractorId })}
        />
      );
      break;
    case 'contractor':
      body = (
        <ContractorPage
          companyId={companyId}
          contractorId={screen.contractorId}
          today={today}
          notice={screen.notice}
          onDismissNotice={() => go({ name: 'contractor', contractorId: screen.contractorId })}
          onEdit={() => go({ name: 'edit', contractorId: screen.contractorId })}
          onEvent={onEvent}
        />
      );
      break;
    case 'pay':
      body = (
        <PayContractors
          companyId={companyId}
          onEvent={onEvent}
          onSubmitted={(group) =>
            go(
              group.uuid
                ? {
                    name: 'group',
                    groupId: group.uuid,
                    notice: t('payments.submitted', {
                      amount: format.money(group.totals?.amount ?? '0.00'),
                      date: group.check_date ? format.date(group.check_date) : '',
                    }),
                  }
                : { name: 'payments' },
            )
          }
        />
      );
      break;
    case 'payments':
      body = (
        <PaymentHistory
          companyId={companyId}
          today={today}
          notice={screen.notice}
          onDismissNotice={() => go({ name: 'payments' })}
          onOpen={(groupId) => go({ name: 'group', groupId })}
        />
      );
      break;
    case 'group':
      body = (
        <PaymentGroup
          companyId={companyId}
          groupId={screen.groupId}
          notice={screen.notice}
          onDismissNotice={() => go({ name: 'group', groupId: screen.groupId })}
          onEvent={onEvent}
          onBack={() => go({ name: 'payments' })}
          onReceipt={(paymentId) => go({ name: 'receipt', groupId: screen.groupId, paymentId })}
        />
      );
      break;
    case 'receipt':
      body = (
        <PaymentReceipt
          companyId={companyId}
          paymentId={screen.paymentId}
          onBack={() => go({ name: 'group', groupId: screen.groupId })}
        />
      );
      break;
  }

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
            onClick={() => open({ name })}
          >
            {t(`nav.${name}`)}
          </Button>
        ))}
      </nav>
      <LeaveRequestContext.Provider
        value={(leave) => {
          leaveRequest.current = leave;
          return () => {
            leaveRequest.current = undefined;
          };
        }}
      >
        {body}
      </LeaveRequestContext.Provider>
    </div>
  );
}
