import { useState } from 'react';
import type { EarningType } from '../../api/earningTypes/types';
import { useCreateEarningType, useDeactivateEarningType, useEarningTypes } from '../../hooks/earningTypes';
import {
  usePrimitives,
  useScreenMessages,
  type TableColumn,
  Badge as DefaultBadge,
  Button as DefaultButton,
} from '../../ui';
import { ListLayout, listText, type RecordListProps } from '../shared/ListLayout';
import { RowAction } from '../shared/RowAction';
import type { EarningTypesEventHandler } from './events';
import { earningTypesMessages } from './messages';

/** Props of {@link CustomEarningList}. */
export interface CustomEarningListProps extends RecordListProps {
  companyId: string;
  onEvent?: EarningTypesEventHandler;
}

type Notice = { tone: 'success' | 'danger'; text: string };

/**
 * The company's earning types: its own (custom) ones with "Add earning type", and per row
 * "Rename" and "Deactivate" (or "Reactivate" for an inactive one, which adds its name again, as
 * the service brings a type back); then the defaults, read-only. The row's button keeps focus
 * across a deactivate or reactivate (its words change, the button stays).
 *
 * @example
 * <CustomEarningList companyId={companyId} onAdd={openAdd} onEdit={openRename} />
 */
export function CustomEarningList({
  companyId,
  onAdd,
  onEdit,
  onEvent,
  notice,
  onDismissNotice,
  headingRef,
}: CustomEarningListProps) {
  const { Badge, Button } = usePrimitives({ Badge: DefaultBadge, Button: DefaultButton });
  const { t } = useScreenMessages(earningTypesMessages);
  const query = useEarningTypes(companyId);
  const deactivate = useDeactivateEarningType(companyId);
  const reactivate = useCreateEarningType(companyId);
  // The outcome of the last row action; a save's confirmation (from the form) replaces it.
  const [actionNotice, setActionNotice] = useState<Notice>();
  const [shownSave, setShownSave] = useState(notice);
  if (notice !== shownSave) {
    setShownSave(notice);
    setActionNotice(undefined);
  }
  const pending = deactivate.isPending || reactivate.isPending;

  async function toggle(row: EarningType) {
    if (pending) return;
    try {
      if (row.active === false) {
        const back = await reactivate.mutateAsync({ name: row.name });
        onEvent?.('earningType.created', { earningTypeId: back.uuid, name: back.name });
        setActionNotice({ tone: 'success', text: t('list.reactivated', { name: row.name }) });
      } else {
        await deactivate.mutateAsync(row.uuid);
        onEvent?.('earningType.deactivated', { earningTypeId: row.uuid, name: row.name });
        setActionNotice({ tone: 'success', text: t('list.deactivated', { name: row.name }) });
      }
    } catch (error) {
      onEvent?.('error', { error: error as Error });
      setActionNotice({ tone: 'danger', text: t('list.actionError', { name: row.name }) });
    }
  }

  const columns: TableColumn<EarningType>[] = [
    { key: 'name', header: t('list.name'), cell: (row) => row.name },
    {
      key: 'status',
      header: t('list.status'),
      cell: (row) =>
        row.active === false ? (
          <Badge tone="neutral">{t('list.inactive')}</Badge>
        ) : (
          <Badge tone="success">{t('list.active')}</Badge>
        ),
    },
    {
      key: 'actions',
      header: t('list.actions'),
      cell: (row) => (
        <span className="pk-flow-inline">
          {onEdit ? (
            <RowAction
              data-earning-type-edit={row.uuid}
              label={t('list.rename')}
              accessibleName={t('list.renameFor', { name: row.name })}
              onClick={() => onEdit(row.uuid)}
            />
          ) : null}{' '}
          <RowAction
            variant="ghost"
            label={t(row.active === false ? 'list.reactivate' : 'list.deactivate')}
            accessibleName={t(row.active === false ? 'list.reactivateFor' : 'list.deactivateFor', {
              name: row.name,
            })}
            aria-disabled={pending || undefined}
            onClick={() => void toggle(row)}
          />
        </span>
      ),
    },
  ];
  const custom = query.data?.custom;
  const shownNotice = actionNotice ?? (notice ? { tone: 'success' as const, text: notice } : undefined);

  return (
    <>
      <ListLayout
        title={t('list.title')}
        headingRef={headingRef}
        action={
          onAdd ? (
            <Button type="button" data-earning-type-add="" onClick={onAdd}>
              {t('list.add')}
            </Button>
          ) : null
        }
        notice={shownNotice}
        onDismissNotice={() => {
          setActionNotice(undefined);
          onDismissNotice?.();
        }}
        query={query}
        rows={custom}
        rowKey={(row) => row.uuid}
        columns={columns}
        caption={t('list.caption')}
        text={listText(t)}
      >
        {custom?.some((row) => row.active === false) ? (
          <p className="pk-flow-section__description">{t('list.inactive.hint')}</p>
        ) : null}
      </ListLayout>
      {query.data ? (
        <section className="pk-flow-section" aria-labelledby={`${companyId}-earning-defaults`}>
          <h3 id={`${companyId}-earning-defaults`} className="pk-flow-section__title">
            {t('defaults.title')}
          </h3>
          <p className="pk-flow-section__description">{t('defaults.description')}</p>
          <ul className="pk-earning-types__defaults">
            {query.data.default.map((type) => (
              <li key={type.uuid}>{type.name}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
