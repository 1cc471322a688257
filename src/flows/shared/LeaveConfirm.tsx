import { usePrimitives, ConfirmDialog as DefaultConfirmDialog } from '../../ui';

/** The words of {@link LeaveConfirm}, in the flow's own dictionary. */
type LeaveKey = 'flow.leave.title' | 'flow.leave.description' | 'flow.leave.confirm' | 'flow.leave.cancel';

/**
 * Asks before a step-by-step flow leaves a step with unsaved changes (the leave guard of the
 * onboarding flows): staying keeps everything typed, leaving drops it.
 *
 * @example
 * <LeaveConfirm open={pending !== undefined} t={t} onStay={() => setPending(undefined)} onLeave={() => go(pending, true)} />
 */
export function LeaveConfirm({
  open,
  t,
  onStay,
  onLeave,
}: {
  open: boolean;
  t: (key: LeaveKey) => string;
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
      description={t('flow.leave.description')}
      confirmLabel={t('flow.leave.confirm')}
      cancelLabel={t('flow.leave.cancel')}
      tone="danger"
      onConfirm={onLeave}
    />
  );
}
