import type { ReactNode, Ref } from 'react';

/** Props of {@link SectionHeader}. */
export interface SectionHeaderProps {
  id: string;
  title: string;
  description?: ReactNode;
  /** The heading, focused by the shell when the section is opened. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * A portal section's heading (focusable, so the shell can move focus to it) and description.
 *
 * @example
 * <SectionHeader id="pk-portal-stubs" title={t('stubs.title')} headingRef={headingRef} />
 */
export function SectionHeader({ id, title, description, headingRef }: SectionHeaderProps) {
  return (
    <header className="pk-flow-section__header">
      <h2 id={id} className="pk-flow-section__title" tabIndex={-1} ref={headingRef}>
        {title}
      </h2>
      {description ? <p className="pk-flow-section__description">{description}</p> : null}
    </header>
  );
}
