import { useComponents, type ButtonProps } from '../../ui';

/**
 * A small button in a table row or a list of rows (approve, decline, details, remove, edit…):
 * secondary unless told otherwise; its `aria-label` names the row for screen readers.
 *
 * @example
 * <RowButton aria-label={t('list.detailsFor', { name })} onClick={open}>{t('list.details')}</RowButton>
 */
export function RowButton(props: ButtonProps) {
  const { Button } = useComponents();
  return <Button variant="secondary" {...props} size="sm" />;
}
