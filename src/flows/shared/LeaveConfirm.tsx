import { usePrimitives, ConfirmDialog as DefaultConfirmDialog, type FlowMessages } from '../../ui';

/**
 * Asks before a step-by-step flow leaves a step with unsaved changes (the leave guard of the
 * onboarding flows): staying keeps everything typed, leaving drops it. The question and the way
 * to stay are the flow's own words (`flow.leave.title`, `flow.leave.cancel`); what is lost and the
 * way to leave are the common ones, unless the flow words what is lost its own way
 * (`flow.leave.description`).
 *
 * @example
 * <LeaveConfirm open={pending !== undefined} messages={messages} onStay={() => setPending(undefined)} onLeave={() => go(pending, true)} />
 */
export function LeaveConfirm({
  open,
  messages: { t, lookup },
  onStay,
  onLeave,
}: {
  open: boolean;
  messages: FlowMessages<'flow.leave.title' | 'flow.leave.cancel'>;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { ConfirmDialog } = usePrimitives({ ConfirmDialog: DefaultConfirmDialog });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
      title={t('flow.leave.title')}
      description={lookup('flow.leave.description', t('form.leave.description'))}
      confirmLabel={t('form.leave.confirm')}
      cancelLabel={t('flow.leave.cancel')}
      tone="danger"
      onConfirm={onLeave}
    />
  );
}
