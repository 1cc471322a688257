import { useRef, useState, type Ref } from 'react';
import type { CompanyAttachment } from '../../api/companyAttachments/types';
import { useCompanyAttachments, useDownloadCompanyAttachment } from '../../hooks/companyAttachments';
import {
  usePrimitives,
  useFormat,
  useScreenMessages,
  type TableColumn,
  Button as DefaultButton,
} from '../../ui';
import { ListLayout, listText } from '../shared/ListLayout';
import { RowAction } from '../shared/RowAction';
import type { CompanyAttachmentsEventHandler } from './events';
import { companyAttachmentsMessages } from './messages';

/** Props of {@link DocumentList}. */
export interface DocumentListProps {
  companyId: string;
  /** "Upload a document" was pressed; without it the list offers no upload. */
  onAdd?: () => void;
  /** The last upload's confirmation. */
  notice?: string;
  onDismissNotice?: () => void;
  onEvent?: CompanyAttachmentsEventHandler;
  /** The list heading, for a shell that puts focus back on it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Where a download stands, said in a polite live region. */
type DownloadState = { uuid: string; name: string; state: 'busy' | 'failed' };

/**
 * Saves a file the page holds under its name: an object URL of this page's origin clicked as a
 * `download` link (a service file comes through the proxy, so a plain link could not carry the
 * headers it needs), revoked once the browser has it. A URL of another host opens as a link.
 */
function saveFile(name: string, file: Blob | undefined, url: string) {
  const link = document.createElement('a');
  const href = file ? URL.createObjectURL(file) : url;
  link.href = href;
  if (file) link.download = name;
  else {
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
  }
  link.click();
  if (file) setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * The company's documents, newest first: the file's name, its kind (tax notice, compliance
 * document) and when it was uploaded, each with "Download" (named after the file for screen
 * readers; focus stays on it, and the live region says when a download fails). "Upload a
 * document" carries `data-company-attachments-add`, so focus comes back to it after a cancel.
 *
 * @example
 * <DocumentList companyId={companyId} onAdd={openUpload} />
 */
export function DocumentList({
  companyId,
  onAdd,
  notice,
  onDismissNotice,
  onEvent,
  headingRef,
}: DocumentListProps) {
  const { Button } = usePrimitives({ Button: DefaultButton });
  const { t, lookup } = useScreenMessages(companyAttachmentsMessages);
  const format = useFormat();
  const query = useCompanyAttachments(companyId);
  const download = useDownloadCompanyAttachment(companyId);
  const [state, setState] = useState<DownloadState>();
  const busy = useRef(false);

  const fetchFile = async (row: CompanyAttachment) => {
    if (busy.current) return;
    busy.current = true;
    setState({ uuid: row.uuid, name: row.name, state: 'busy' });
    try {
      const { file, url } = await download.mutateAsync(row.uuid);
      saveFile(row.name, file, url);
      setState(undefined);
      onEvent?.('companyDocument.downloaded', { companyId, documentId: row.uuid });
    } catch {
      setState({ uuid: row.uuid, name: row.name, state: 'failed' });
    } finally {
      busy.current = false;
    }
  };

  const columns: TableColumn<CompanyAttachment>[] = [
    {
      key: 'name',
      header: t('list.name'),
      cell: (row) => <span className="pk-company-attachments__name">{row.name}</span>,
    },
    {
      key: 'category',
      header: t('list.category'),
      cell: (row) => lookup(`category.${row.category}`, row.category),
    },
    {
      key: 'uploaded',
      header: t('list.uploaded'),
      cell: (row) => <span className="pk-nowrap">{format.date(row.upload_time)}</span>,
    },
    {
      key: 'actions',
      header: t('list.actions'),
      cell: (row) => (
        <RowAction
          label={t('list.download')}
          accessibleName={t('list.downloadFor', { name: row.name })}
          aria-busy={state?.uuid === row.uuid && state.state === 'busy' ? true : undefined}
          onClick={() => void fetchFile(row)}
        />
      ),
    },
  ];

  const action = onAdd ? (
    <Button type="button" data-company-attachments-add="" onClick={onAdd}>
      {t('list.add')}
    </Button>
  ) : null;
  return (
    <ListLayout
      title={t('list.title')}
      headingRef={headingRef}
      action={action}
      notice={notice ? { tone: 'success', text: notice } : undefined}
      onDismissNotice={onDismissNotice}
      query={query}
      rows={query.data}
      columns={columns}
      rowKey={(row) => row.uuid}
      caption={t('list.caption')}
      text={listText(t)}
      filters={<p className="pk-flow-section__description">{t('list.description')}</p>}
    >
      <p role="status" className="pk-company-attachments__chosen">
        {state
          ? t(state.state === 'busy' ? 'list.downloading' : 'list.downloadError', { name: state.name })
          : ''}
      </p>
    </ListLayout>
  );
}
