import * as RadixDialog from '@radix-ui/react-dialog';
import { useContext, useRef, type ReactElement } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { classNames } from '../classNames';
import { isTabStop } from '../focus';
import { useCoreMessages } from '../messages/useCoreMessages';
import { UIContext, useComponent } from '../context/UIContext';
import { DialogCloseSlot } from './DialogCloseSlot';
import type { DialogProps } from './Dialog';

/**
 * The dialog's first tab stop, as Radix picks it (links left out) but also leaving out embedded
 * documents: a focused iframe (a PDF preview) takes every key, Escape included, from the dialog.
 */
function firstTabStop(content: HTMLElement): HTMLElement | undefined {
  return Array.from(
    content.querySelectorAll<HTMLElement>('button, input, select, textarea, [tabindex]'),
  ).find(isTabStop);
}

/** Radix's close, handed to the footer's {@link DialogClose} through context. */
function RadixClose({ children }: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}

/** What {@link Dialog} hands its engine: always controlled, the trigger staying with the Dialog. */
export type DialogEngineProps = Omit<DialogProps, 'trigger' | 'defaultOpen'>;

/**
 * The dialog engine on Radix, loaded by {@link Dialog} only when a dialog is about to open (or on
 * idle): focus moves in, Tab is trapped, Escape closes, focus returns to whatever had focus when
 * it opened (the Dialog's trigger, or the app's own opener), if it is still on the page. It
 * portals into the provider's `.pk-root`, so the theme still applies.
 *
 * @example
 * <DialogEngine title="Add a work address" open={open} onOpenChange={setOpen}>…</DialogEngine>
 */
export function DialogEngine({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'default',
  hideClose = false,
  role = 'dialog',
  className,
}: DialogEngineProps) {
  const { t } = useCoreMessages();
  const { root } = useContext(UIContext);
  const CloseButton = useComponent<ButtonProps>('Button', Button);
  // Radix, without a trigger of its own, would give focus back to no one, dropping it to <body>.
  const opener = useRef<HTMLElement | null>(null);
  // Where focus goes if the opener leaves with what the dialog removed (a deleted row): its flow's heading.
  const heading = useRef<HTMLElement | null>(null);
  const onOpenAutoFocus = (event: Event) => {
    const content = event.currentTarget as HTMLElement;
    opener.current = content.ownerDocument.activeElement as HTMLElement | null;
    heading.current =
      (opener.current?.closest('.pk-flow') ?? root)?.querySelector<HTMLElement>('h2[tabindex="-1"]') ?? null;
    const first = firstTabStop(content);
    if (first) {
      event.preventDefault();
      first.focus();
    }
  };
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    const doc = (event.currentTarget as HTMLElement).ownerDocument;
    const active = doc.activeElement;
    // Only if focus was lost with the dialog: an app that moved it on purpose keeps its choice.
    const lost = !active || active === doc.body;
    if (lost) (opener.current?.isConnected ? opener.current : heading.current)?.focus();
    opener.current = heading.current = null;
  };
  const content = (
    <>
      <RadixDialog.Overlay className="pk-dialog__overlay" />
      <RadixDialog.Content
        className={classNames('pk-dialog', className)}
        data-size={size}
        role={role}
        onOpenAutoFocus={onOpenAutoFocus}
        onCloseAutoFocus={onCloseAutoFocus}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <RadixDialog.Title className="pk-dialog__title">{title}</RadixDialog.Title>
        {description ? (
          <RadixDialog.Description className="pk-dialog__description">{description}</RadixDialog.Description>
        ) : null}
        {children ? <div className="pk-dialog__body">{children}</div> : null}
        {footer ? <div className="pk-dialog__footer">{footer}</div> : null}
        {hideClose ? null : (
          // Last in the DOM so the first Tab stop is the dialog's own content.
          <RadixDialog.Close asChild>
            <CloseButton
              variant="ghost"
              size="sm"
              className="pk-dialog__close"
              aria-label={t('dialog.close')}
            >
              <span aria-hidden="true">×</span>
            </CloseButton>
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </>
  );
  return (
    <DialogCloseSlot.Provider value={RadixClose}>
      <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
        <RadixDialog.Portal container={root ?? undefined}>
          {/* Outside any provider, give the portal its own scoped root so tokens still resolve. */}
          {root ? content : <div className="pk-root">{content}</div>}
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </DialogCloseSlot.Provider>
  );
}
