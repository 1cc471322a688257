/** The words of a step's frame: its heading, the line under it, and its loading states. */
export interface StepText {
  title: string;
  description: string;
  loading: string;
  loadError: string;
}

/**
 * The frame words of a step with a dictionary of its own (`title`, `description`, `loading`,
 * `loadError`), as `RecordStep` and `StepStatus` take them.
 *
 * @example
 * const { t } = useScreenMessages(federalTaxesMessages);
 * <RecordStep step={w4} text={stepText(t)} fieldLabel={label}>…</RecordStep>
 */
export function stepText(t: (key: keyof StepText) => string): StepText {
  return {
    title: t('title'),
    description: t('description'),
    loading: t('loading'),
    loadError: t('loadError'),
  };
}
