import { usePrimitives, type ButtonProps, Button as DefaultButton } from '../../ui';

/** Props of {@link RowAction}. */
export interface RowActionProps extends Omit<ButtonProps, 'type' | 'size' | 'children' | 'aria-label'> {
  /** The visible words, the same on every row ("View"). */
  label: string;
  /**
   * The name a screen reader hears, naming the row ("View the payroll of June 1–15"); leave it out
   * only when the label itself names the row.
   */
  accessibleName?: string;
}

/**
 * The small button of a table row (view, edit, continue, remove): secondary unless told, and
 * named after its row, since a screen reader user meets ten "View" buttons otherwise.
 *
 * @example
 * <RowAction label={t('landing.view')} accessibleName={t('landing.viewFor', { period })}
 *   onClick={() => onOpen(row.uuid)} />
 */
export function RowAction({ label, accessibleName, variant = 'secondary', ...button }: RowActionProps) {
  const { Button } = usePrimitives({ Button: DefaultButton });
  return (
    <Button type="button" size="sm" variant={variant} aria-label={accessibleName} {...button}>
      {label}
    </Button>
  );
}
