import { Fragment, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

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
}

type View = { view: 'list'; focus?: string } | { view: 'form'; recordId?: string };

/**
 * The shell of every list-and-form flow: the list, or the form adding or editing one record.
 * Focus moves to the form's heading when it opens, and back to what opened it when it closes (the
 * row's Edit button, the add button after a cancel, the list heading after an add); never on the
 * first render, so the partner page keeps its focus.
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
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(view);
  const { editAttribute, addAttribute } = props;

  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    const selector =
      view.view === 'list' && view.focus !== undefined
        ? view.focus
          ? `[${editAttribute}="${view.focus}"]`
          : addAttribute && `[${addAttribute}]`
        : undefined;
    const target = selector ? container.current?.querySelector<HTMLElement>(selector) : undefined;
    (target ?? heading.current)?.focus();
  }, [view, editAttribute, addAttribute]);

  const open = (recordId?: string) => {
    setNotice(undefined);
    setView({ view: 'form', recordId });
  };

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
        <Fragment key={view.recordId ?? 'new'}>
          {props.form({
            recordId: view.recordId,
            headingRef: heading,
            onSaved: (record, created) => {
              setNotice(props.savedNotice(record, created));
              setView({ view: 'list', focus: created ? undefined : record.uuid });
            },
            // Back to the opener: the row's Edit button, or the add button ('' names it).
            onCancel: () => setView({ view: 'list', focus: view.recordId ?? '' }),
          })}
        </Fragment>
      )}
    </div>
  );
}
