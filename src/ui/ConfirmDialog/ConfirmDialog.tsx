import type { ReactElement, ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { Dialog, DialogClose } from '../Dialog/Dialog';
import { useCoreMessages } from '../messages/useCoreMessages';
import { useComponent } from '../context/UIContext';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Opens the dialog; focus returns to it afterwards. */
  trigger?: ReactElement;
  title: ReactNode;
  /** What will happen, in plain words. */
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for irreversible actions (cancel payroll, decline time off). */
  tone?: 'primary' | 'danger';
  /** Called on confirm; the caller closes the dialog (usually after the request succeeds). */
  onConfirm: () => void;
  /** The confirm request is in flight: the button shows busy and keeps focus. */
  loading?: boolean;
  /** Extra content (e.g. a required note field). */
  children?: ReactNode;
}

/**
 * Asks before an action that cannot be undone. Focus starts on Cancel, the safe choice.
 *
 * @example
 * <ConfirmDialog open={open} onOpenChange={setOpen} tone="danger" title="Cancel this payroll?"
 *   description="Employees will not be paid on Friday." confirmLabel="Cancel payroll"
 *   onConfirm={() => cancel.mutate()} loading={cancel.isPending} />
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  onConfirm,
  loading = false,
  children,
}: ConfirmDialogProps) {
  const { t } = useCoreMessages();
  const ActionButton = useComponent<ButtonProps>('Button', Button);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={title}
      description={description}
      role="alertdialog"
      hideClose
      footer={
        <>
          <DialogClose>
            <ActionButton variant="secondary">{cancelLabel ?? t('confirm.cancel')}</ActionButton>
          </DialogClose>
          <ActionButton variant={tone} loading={loading} onClick={onConfirm}>
            {confirmLabel ?? t('confirm.confirm')}
          </ActionButton>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
