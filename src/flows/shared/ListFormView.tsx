import { useContext, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLateFocusRef } from './lazyScreen';
import { useHistorySync } from './useHistorySync';
import { LeaveRequestContext, type LeaveForm } from './useLeaveGuard';

/** What the list of a {@link ListFormView} is given. */
export interface ListViewProps<Notice> {
  /** The list heading: focus returns to it after an add. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The confirmation of the last save, until dismissed or the view changes. */
  notice: Notice | undefined;
  onNotice: (notice: Notice | undefined) => void;
  onDismissNotice: () => void;
  onAdd: () => void;
  onEdit: (recordId: string) => void;
}

/** What the form of a {@link ListFormView} is given. */
export interface FormViewProps<Rec> {
  /** The record to edit; undefined adds one. */
  recordId: string | undefined;
  /** The form heading: focus moves to it when the form opens. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSaved: (record: Rec, created: boolean) => void;
  onCancel: () => void;
}

/** Props of {@link ListFormView}. */
export interface ListFormViewProps<Rec extends { uuid: string }, Notice> {
  /**
   * The data attribute each row's Edit button carries with the record's uuid (e.g.
   * `data-location-edit`): closing an edit puts focus back on that button.
   */
  editAttribute: string;
  /** The data attribute of the add button: cancelling an add puts focus back on it. */
  addAttribute?: string;
  list: (props: ListViewProps<Notice>) => ReactNode;
  form: (props: FormViewProps<Rec>) => ReactNode;
  /** The confirmation shown on the list after a save. */
  savedNotice: (record: Rec, created: boolean) => Notice;
  /**
   * Keep the open form in the URL, in the flow's query parameter: `list`, `new` or the record's
   * uuid, after `scope.` when two views of one flow share the parameter. Opening a form pushes a
   * history entry; browser Back leaves it through the form's leave guard.
   *
   * @example
   * urlSync={{ param: 'pk_time_off', scope: 'policies' }} // ?pk_time_off=policies.new while adding
   */
  urlSync?: { param: string; scope?: string };
}

type View = { view: 'list'; focus?: string } | { view: 'form'; recordId?: string };

/**
 * The shell of every list-and-form flow: the list, or the form adding or editing one record.
 * Focus moves to the form's heading when it opens, and back to what opened it when it closes (the
 * row's Edit button, the add button after a cancel, the list heading after an add); never on the
 * first render, so the partner page keeps its focus. With `urlSync`, the open form is in the URL
 * and browser Back leaves it through the form's leave guard.
 *
 * @example
 * <ListFormView<Location, string>
 *   editAttribute="data-location-edit"
 *   savedNotice={(location, created) => t(created ? 'list.created' : 'list.updated', { address: formatAddress(location) })}
 *   list={(view) => <LocationList companyId={companyId} {...view} />}
 *   form={(view) => <LocationForm companyId={companyId} locationId={view.recordId} {...view} />}
 * />
 */
export function ListFormView<Rec extends { uuid: string }, Notice = string>(
  props: ListFormViewProps<Rec, Notice>,
) {
  const [view, setView] = useState<View>({ view: 'list' });
  const [notice, setNotice] = useState<Notice>();
  const container = useRef<HTMLDivElement>(null);
  // A form whose code loads lazily mounts its heading after the view changed.
  const heading = useLateFocusRef<HTMLHeadingElement>();
  const shown = useRef(view);
  const leaveRequest = useRef<LeaveForm>(undefined);
  // A shell around this one (a flow's section navigation) leaves the open form through it too.
  const outerRequest = useContext(LeaveRequestContext);
  const { editAttribute, addAttribute, urlSync } = props;
  const recordId = view.view === 'form' ? view.recordId : undefined;
  const param = urlSync?.param ?? '';
  const scope = urlSync?.scope ? `${urlSync.scope}.` : '';

  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    const selector =
      view.view === 'list' && view.focus !== undefined
        ? view.focus
          ? `[${editAttribute}="${view.focus}"]`
          : addAttribute && `[${addAttribute}]`
        : undefined;
    heading.focus(selector ? container.current?.querySelector<HTMLElement>(selector) : undefined);
  }, [view, editAttribute, addAttribute, heading]);

  const open = (recordId?: string) => {
    setNotice(undefined);
    setView({ view: 'form', recordId });
  };
  // Back to the opener: the row's Edit button, or the add button ('' names it).
  const cancel = () => setView({ view: 'list', focus: recordId ?? '' });

  useHistorySync<string>({
    enabled: Boolean(urlSync),
    location: view.view === 'list' ? 'list' : scope + (recordId ?? 'new'),
    toQuery: (location) => ({ [param]: location }),
    fromUrl: (url) => {
      const value = url.searchParams.get(param);
      return value === 'list' || value?.startsWith(scope) ? value : undefined;
    },
    onNavigate: (location) => {
      // Leaving a form asks its guard, as Cancel does; a form without one closes.
      if (view.view === 'form') (leaveRequest.current ?? cancel)();
      else if (location !== 'list')
        open(location === `${scope}new` ? undefined : location.slice(scope.length));
    },
  });

  return (
    <div className="pk-flow" ref={container}>
      {view.view === 'list' ? (
        props.list({
          headingRef: heading,
          notice,
          onNotice: setNotice,
          onDismissNotice: () => setNotice(undefined),
          onAdd: () => open(),
          onEdit: open,
        })
      ) : (
        <LeaveRequestContext.Provider
          key={recordId ?? 'new'}
          value={(leave) => {
            leaveRequest.current = leave;
            const release = outerRequest?.(leave);
            return () => {
              leaveRequest.current = undefined;
              release?.();
            };
          }}
        >
          {props.form({
            recordId,
            headingRef: heading,
            onSaved: (record, created) => {
              setNotice(props.savedNotice(record, created));
              setView({ view: 'list', focus: created ? undefined : record.uuid });
            },
            onCancel: cancel,
          })}
        </LeaveRequestContext.Provider>
      )}
    </div>
  );
}
